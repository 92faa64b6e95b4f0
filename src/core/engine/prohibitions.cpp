// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/prohibitions.h"

#include "board/distance.h"
#include "combat/condition_effects.h"
#include "engine/creature_rules.h"

namespace ddm {
namespace {

QString forbidden(AuraProhibition::Kind kind, std::optional<AttackKind> attack)
{
    switch (kind) {
    case AuraProhibition::Kind::OpportunityAttacks:
        return QStringLiteral("opportunity attacks");
    case AuraProhibition::Kind::Shift:
        return QStringLiteral("to shift");
    case AuraProhibition::Kind::ImmediateActions:
        return QStringLiteral("immediate actions");
    case AuraProhibition::Kind::Attacks:
        return QStringLiteral("%1 attacks").arg(attack ? attackKindName(*attack).toLower() : QString());
    }
    return {};
}

} // namespace

std::optional<QString> prohibition(const BattleView& view, const QString& id, AuraProhibition::Kind kind,
                                   std::optional<AttackKind> attack)
{
    const CreatureState& self = *view.creature(id);
    for (const CreatureState& other : view.state.creatures) {
        // Most creatures forbid nothing: their conditions are not worked out.
        const QList<AuraProhibition>& prohibitions = view.combatant(other.id)->profile.abilities.prohibitions;
        if (prohibitions.isEmpty() || !other.inPlay() || other.id == id ||
            restrictionCause(effectiveConditions(other), ConditionRestriction::Inactive))
            continue;
        for (const AuraProhibition& near : prohibitions) {
            if (near.kind != kind || (attack && !near.attacks.contains(*attack)) ||
                !(near.alliesToo || view.areEnemies(id, other.id)) ||
                !withinDistance(view.map(), view.occupancy, other.space, self.space,
                                near.radius)) // from the holder
                continue;
            return QStringLiteral("%1 is %2 %3, which forbids it %4 there (card text)")
                .arg(creatureLabel(view, id),
                     near.radius == 1 ? QStringLiteral("adjacent to")
                                      : QStringLiteral("within %1 squares of").arg(near.radius),
                     creatureLabel(view, other.id), forbidden(kind, attack));
        }
    }
    return std::nullopt;
}

std::optional<QString> shiftForbidden(const BattleView& view, const QString& id)
{
    if (view.combatant(id)->profile.abilities.cannotShift)
        return QStringLiteral("%1 cannot shift (card text)").arg(creatureLabel(view, id));
    return prohibition(view, id, AuraProhibition::Kind::Shift);
}

} // namespace ddm
