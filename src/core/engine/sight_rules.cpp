// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/sight_rules.h"

#include "board/cover.h"
#include "board/distance.h"
#include "board/flanking.h"
#include "combat/condition_effects.h"
#include "engine/card_modifiers.h"
#include "engine/creature_rules.h"

#include <QList>
#include <QSet>

namespace ddm {
namespace {

// Blindsight reaching the target: unlimited without a range (707.2.a).
bool blindsightReaches(const BattleView& view, const Combatant& viewer, const CreatureState& from, const Space& to)
{
    const CreatureAbilities& abilities = viewer.profile.abilities;
    if (!abilities.blindsight)
        return false;
    return !abilities.blindsightRange
           || withinDistance(view.map(), view.occupancy, from.space, to, *abilities.blindsightRange);
}

SightCheck blocked(const QString& rule)
{
    SightCheck check;
    check.rule = rule;
    return check;
}

// 707.6.a Hide: an enemy target that is not adjacent and has ranged cover from something other
// than creatures is invisible to the checking creature. Cover is checked on a board holding only
// the two of them, so intervening creatures do not count.
bool hiddenFrom(const BattleView& view, const QString& viewer, const QString& target)
{
    const Combatant& hider = *view.combatant(target);
    const CreatureState& from = *view.creature(viewer);
    const CreatureState& to = *view.creature(target);
    const QList<SituationalPower> situational = situationalPowersHeld(view, target);
    const bool hides =
        heldPower(hider, to, Statistic::Hide) > 0 ||
        std::any_of(situational.cbegin(), situational.cend(),
                    [](const SituationalPower& power) { return power.kind == SituationalPower::Kind::Hide; });
    if (!hides || !view.areEnemies(viewer, target) || areAdjacent(from.space, to.space))
        return false;
    Occupancy alone(view.map().width(), view.map().height());
    const Occupant hidden{to.id, to.side, to.space, false, false};
    alone.place(hidden);
    alone.place({from.id, from.side, from.space, false, false});
    return coverAgainst(view.map(), alone, CoverMethod::Ranged, from.space, hidden, from.side).cover;
}

// "Invisible to nonadjacent enemies while adjacent to a wall": whether such a power of the target's,
// holding now, hides it from `viewer`.
bool situationallyInvisible(const BattleView& view, const QString& viewer, const QString& target)
{
    const QList<SituationalPower> held = situationalPowersHeld(view, target);
    return std::any_of(held.cbegin(), held.cend(), [&](const SituationalPower& power) {
        return power.kind == SituationalPower::Kind::Invisible &&
               (!power.enemiesOnly || view.areEnemies(viewer, target)) &&
               (!power.nonadjacentOnly ||
                !areAdjacent(view.creature(viewer)->space, view.creature(target)->space));
    });
}

} // namespace

QList<SituationalPower> situationalPowersHeld(const BattleView& view, const QString& id)
{
    const CreatureState& state = *view.creature(id);
    QList<SituationalPower> held;
    for (const SituationalPower& power : view.combatant(id)->profile.abilities.situational) {
        if (standsIn(view.map(), state, power.where) && !nullifiedWhileInactive(power, state))
            held.append(power);
    }
    return held;
}

SightCheck creatureSight(const BattleView& view, const QString& viewer, const QString& target, bool ignoreInvisible)
{
    const CreatureState& from = *view.creature(viewer);
    const CreatureState& to = *view.creature(target);
    if (from.has(Condition::Blinded))
        return blocked(QStringLiteral("901.1"));
    const bool blindsight = blindsightReaches(view, *view.combatant(viewer), from, to.space);
    const bool unseenUntilItAttacks =
        view.combatant(target)->profile.abilities.invisibleUntilAttacks && !to.hasAttacked;
    if ((to.has(Condition::Invisible) || unseenUntilItAttacks ||
         situationallyInvisible(view, viewer, target)) &&
        !blindsight && !ignoreInvisible)
        return blocked(QStringLiteral("804.4.f"));
    if (hiddenFrom(view, viewer, target) && !blindsight && !ignoreInvisible)
        return blocked(QStringLiteral("707.6.a"));
    SightOptions options;
    options.ignoreSmoke = blindsight;
    return lineOfSight(view.map(), view.occupancy, from.space, to.space, options);
}

SightCheck squareSight(const BattleView& view, const QString& viewer, Square square)
{
    const CreatureState& from = *view.creature(viewer);
    if (from.has(Condition::Blinded))
        return blocked(QStringLiteral("901.1"));
    SightOptions options;
    options.ignoreSmoke = blindsightReaches(view, *view.combatant(viewer), from, Space{square, 1});
    return lineOfSightToSquare(view.map(), view.occupancy, from.space, square, options);
}

bool isFlanking(const BattleView& view, const QString& attacker, const QString& target)
{
    QList<Space> allies;
    for (const CreatureState& ally : view.state.creatures) {
        if (!ally.inPlay() || ally.id == attacker || ally.id == target || view.areEnemies(ally.id, attacker))
            continue;
        const QSet<Condition> conditions = ally.effects.effective();
        if (restrictionCause(conditions, ConditionRestriction::Inactive)
            || restrictionCause(conditions, ConditionRestriction::NoFlanking))
            continue;
        allies.append(ally.space);
    }
    return flanks(view.creature(attacker)->space, view.creature(target)->space, allies);
}

} // namespace ddm
