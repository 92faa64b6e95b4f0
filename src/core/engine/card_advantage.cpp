// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/card_advantage.h"

#include "board/distance.h"
#include "combat/attack_roll.h"
#include "engine/attack_targets.h"
#include "engine/card_modifiers.h"
#include "engine/sight_rules.h"

#include <algorithm>

namespace ddm {
namespace {

bool fitsStrike(const BattleView& view, const AdvantageGrant& grant, const Strike& strike)
{
    return (!grant.attacks || grant.attacks == strike.power->kind) &&
           (grant.against == TargetRestrictions{} ||
            !restrictionProblem(view, strike.attacker, grant.against, QString(), strike.target));
}

// Whether `holder`'s aura grant reaches this strike: the attacker is one it names, the target an enemy
// of the holder within its squares.
bool auraReaches(const BattleView& view, const CreatureState& holder, const AdvantageGrant& grant,
                 const Strike& strike)
{
    const CreatureState& target = *view.creature(strike.target);
    return auraNames(view, holder.id, grant.recipients, strike.attacker) &&
           view.areEnemies(holder.id, strike.target) &&
           withinDistance(view.map(), view.occupancy, holder.space, target.space,
                          grant.aura); // as auras count
}

// Whether a card gives the strike's attacker combat advantage against its target (610.1.c): a grant
// of the attacker's own, or the aura of a creature on its side that the target stands in.
bool cardGivesAdvantage(const BattleView& view, const Strike& strike)
{
    return std::any_of(
        view.state.creatures.cbegin(), view.state.creatures.cend(), [&](const CreatureState& holder) {
            if (!holder.inPlay())
                return false;
            const QList<AdvantageGrant>& grants = view.combatant(holder.id)->profile.abilities.advantages;
            return std::any_of(grants.cbegin(), grants.cend(), [&](const AdvantageGrant& grant) {
                if (nullifiedWhileInactive(grant, holder) || !fitsStrike(view, grant, strike))
                    return false;
                return grant.aura == 0 ? holder.id == strike.attacker
                                       : auraReaches(view, holder, grant, strike);
            });
        });
}

} // namespace

void addAdvantageFacts(const BattleView& view, const Strike& strike, AttackSituation& situation)
{
    const CreatureAbilities& target = view.combatant(strike.target)->profile.abilities;
    situation.targetConditions = effectiveConditions(*view.creature(strike.target));
    situation.attackerConditions = effectiveConditions(*view.creature(strike.attacker));
    situation.flanking =
        strike.power->kind == AttackKind::Melee && isFlanking(view, strike.attacker, strike.target);
    situation.targetInvisibleToAttacker =
        !creatureSight(view, strike.attacker, strike.target, strike.power->ignoresInvisible);
    situation.attackerInvisibleToTarget = !creatureSight(view, strike.target, strike.attacker);
    situation.targetNeverGrantsCombatAdvantage = target.neverGrantsCombatAdvantage;
    situation.targetImmuneToFlanking = target.immuneFlanking;
    situation.targetGrantsCombatAdvantage = cardGivesAdvantage(view, strike);
}

bool hasCombatAdvantage(const BattleView& view, const Strike& strike)
{
    AttackSituation situation = attackSituationFor(*strike.power);
    addAdvantageFacts(view, strike, situation);
    return combatAdvantage(situation).has_value();
}

} // namespace ddm
