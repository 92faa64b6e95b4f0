// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "combat/attack_modifier.h"

namespace ddm {

QString attackModifierKey(AttackModifierReason reason)
{
    switch (reason) {
    case AttackModifierReason::Charge:
        return QStringLiteral("charge");
    case AttackModifierReason::CombatAdvantage:
        return QStringLiteral("combat-advantage");
    case AttackModifierReason::Cover:
        return QStringLiteral("cover");
    case AttackModifierReason::HelplessTarget:
        return QStringLiteral("helpless-target");
    case AttackModifierReason::SacredCircle:
        return QStringLiteral("sacred-circle");
    case AttackModifierReason::Effect:
        return QStringLiteral("effect");
    }
    return {};
}

} // namespace ddm
