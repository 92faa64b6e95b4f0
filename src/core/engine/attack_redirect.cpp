// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/attack_redirect.h"

#include "board/distance.h"
#include "combat/condition_effects.h"
#include "engine/attack_targets.h"
#include "engine/battle_effects.h"
#include "engine/creature_rules.h"

namespace ddm {

bool redirectable(ActionContext& context, const Strike& strike)
{
    return !strike.power->ignoresRedirect &&
           !context.combatant(strike.attacker).profile.abilities.attacksNotRedirected &&
           !context.combatant(strike.target).profile.abilities.attacksAgainstNotRedirected;
}

QStringList redirectCandidates(ActionContext& context, const RedirectTarget& to, const Strike& strike)
{
    const Space& target = context.creature(strike.target).space;
    QStringList candidates;
    for (const QString& other : context.creaturesInPlay()) {
        const CreatureState& creature = context.creature(other);
        // A creature an area attack already targets is not attacked twice (603.1.d).
        if (other == strike.target || other == strike.attacker || strike.areaTargets.contains(other) ||
            context.areEnemies(strike.target, other) != to.enemy || !areAdjacent(target, creature.space) ||
            (to.activeOnly &&
             restrictionCause(effectiveConditions(creature), ConditionRestriction::Inactive)) ||
            (!(to.kind == TargetRestrictions{}) &&
             restrictionProblem(context.view(), strike.target, to.kind, QString(), other)))
            continue;
        candidates.append(other);
    }
    return candidates;
}

void redirect(ActionContext& context, Strike& strike, const QString& to)
{
    context.log(LogEvent::Attack,
                QStringLiteral("%1 is redirected to %2").arg(strike.label, creatureLabel(context, to)),
                QStringLiteral("603.2.a"), strike.attacker, to);
    const Space original = context.creature(strike.target).space;
    strike.target = to;
    const bool single = strike.power->kind == AttackKind::Melee || strike.power->kind == AttackKind::Ranged;
    if (single && singleTargetProblem(context.view(), strike.attacker, *strike.power, to))
        strike.standIn = original;
}

} // namespace ddm
