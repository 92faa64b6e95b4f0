// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/static_modifier.h"

namespace ddm {

QString modifierConditionText(ModifierCondition condition)
{
    switch (condition) {
    case ModifierCondition::Always:
        return QStringLiteral("always");
    case ModifierCondition::WhileBloodied:
        return QStringLiteral("while bloodied");
    case ModifierCondition::WhileNotBloodied:
        return QStringLiteral("while not bloodied");
    case ModifierCondition::TargetBloodied:
        return QStringLiteral("against a bloodied target");
    case ModifierCondition::Charging:
        return QStringLiteral("on a charge");
    case ModifierCondition::NearAlly:
        return QStringLiteral("near an ally");
    case ModifierCondition::TargetIs:
        return QStringLiteral("against some targets");
    case ModifierCondition::MovedAway:
        return QStringLiteral("after moving away from where its turn began");
    case ModifierCondition::MovedThisTurn:
        return QStringLiteral("after moving this turn");
    case ModifierCondition::NearBloodied:
        return QStringLiteral("near a bloodied creature");
    case ModifierCondition::AttackerIs:
        return QStringLiteral("against some attackers");
    case ModifierCondition::OpportunityAttack:
        return QStringLiteral("on an opportunity attack");
    case ModifierCondition::NoAllyNear:
        return QStringLiteral("with no ally near");
    case ModifierCondition::AdjacentEnemies:
        return QStringLiteral("next to enough enemies");
    case ModifierCondition::AllyInPlay:
        return QStringLiteral("while an ally is in play");
    case ModifierCondition::InWarbandWith:
        return QStringLiteral("in a warband with an ally");
    case ModifierCondition::FirstToActivate:
        return QStringLiteral("as the round's first creature to activate");
    case ModifierCondition::NoAllyDestroyed:
        return QStringLiteral("until an ally is destroyed");
    case ModifierCondition::AllyDestroyed:
        return QStringLiteral("once an ally is destroyed");
    case ModifierCondition::StandsIn:
        return QStringLiteral("where it stands");
    case ModifierCondition::SoleTarget:
        return QStringLiteral("with a single target");
    case ModifierCondition::SoleEnemyTarget:
        return QStringLiteral("with a single enemy target");
    }
    return {};
}

} // namespace ddm
