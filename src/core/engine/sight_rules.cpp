#include "engine/sight_rules.h"

#include "board/cover.h"
#include "board/distance.h"
#include "combat/condition_effects.h"

#include <algorithm>
#include <cmath>

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

// Where a line through the box [x0,x1] x [y0,y1] enters and leaves it (Liang-Barsky), as the side
// it crosses: bit 0 left, 1 right, 2 top, 3 bottom (a corner sets two).
struct Crossing {
    int entry = 0;
    int exit = 0;
    bool crosses = false;
};

int sidesAt(double x, double y, double x0, double x1, double y0, double y1)
{
    constexpr double kEpsilon = 1e-9;
    int sides = 0;
    if (std::abs(x - x0) < kEpsilon)
        sides |= 1;
    if (std::abs(x - x1) < kEpsilon)
        sides |= 2;
    if (std::abs(y - y0) < kEpsilon)
        sides |= 4;
    if (std::abs(y - y1) < kEpsilon)
        sides |= 8;
    return sides;
}

Crossing crossBox(double ax, double ay, double bx, double by, double x0, double x1, double y0, double y1)
{
    double t0 = 0.0;
    double t1 = 1.0;
    const double dx = bx - ax;
    const double dy = by - ay;
    const double p[4] = {-dx, dx, -dy, dy};
    const double q[4] = {ax - x0, x1 - ax, ay - y0, y1 - ay};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0.0) {
            if (q[i] < 0.0)
                return {};
            continue;
        }
        const double r = q[i] / p[i];
        if (p[i] < 0.0)
            t0 = std::max(t0, r);
        else
            t1 = std::min(t1, r);
    }
    if (t0 >= t1)
        return {}; // misses, or only touches a corner
    return {sidesAt(ax + t0 * dx, ay + t0 * dy, x0, x1, y0, y1), sidesAt(ax + t1 * dx, ay + t1 * dy, x0, x1, y0, y1),
            true};
}

// 707.6.a Hide: an enemy target that is not adjacent and has ranged cover from something other
// than creatures is invisible to the checking creature. Cover is checked on a board holding only
// the two of them, so intervening creatures do not count.
bool hiddenFrom(const BattleView& view, const QString& viewer, const QString& target)
{
    const Combatant& hider = *view.combatant(target);
    const CreatureState& from = *view.creature(viewer);
    const CreatureState& to = *view.creature(target);
    if (!hider.profile.abilities.hide || !view.areEnemies(viewer, target) || areAdjacent(from.space, to.space))
        return false;
    Occupancy alone(view.map().width(), view.map().height());
    const Occupant hidden{to.id, to.side, to.space, false, false};
    alone.place(hidden);
    alone.place({from.id, from.side, from.space, false, false});
    return coverAgainst(view.map(), alone, CoverMethod::Ranged, from.space, hidden, from.side).cover;
}

} // namespace

SightCheck creatureSight(const BattleView& view, const QString& viewer, const QString& target, bool ignoreInvisible)
{
    const CreatureState& from = *view.creature(viewer);
    const CreatureState& to = *view.creature(target);
    if (from.has(Condition::Blinded))
        return blocked(QStringLiteral("901.1"));
    const bool blindsight = blindsightReaches(view, *view.combatant(viewer), from, to.space);
    if (to.has(Condition::Invisible) && !blindsight && !ignoreInvisible)
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

bool flankingLine(const Space& attacker, const Space& ally, const Space& target)
{
    const double x0 = target.topLeft.x;
    const double y0 = target.topLeft.y;
    const double x1 = x0 + target.span;
    const double y1 = y0 + target.span;
    for (const Square a : attacker.squares()) {
        for (const Square b : ally.squares()) {
            const Crossing crossing = crossBox(a.x + 0.5, a.y + 0.5, b.x + 0.5, b.y + 0.5, x0, x1, y0, y1);
            if (!crossing.crosses)
                continue;
            const bool leftRight = ((crossing.entry & 1) && (crossing.exit & 2)) || ((crossing.entry & 2) && (crossing.exit & 1));
            const bool topBottom = ((crossing.entry & 4) && (crossing.exit & 8)) || ((crossing.entry & 8) && (crossing.exit & 4));
            if (leftRight || topBottom)
                return true; // opposite corners set both pairs
        }
    }
    return false;
}

bool isFlanking(const BattleView& view, const QString& attacker, const QString& target)
{
    const CreatureState& from = *view.creature(attacker);
    const CreatureState& victim = *view.creature(target);
    if (!areAdjacent(from.space, victim.space))
        return false;
    for (const CreatureState& ally : view.state.creatures) {
        if (!ally.inPlay() || ally.id == attacker || ally.id == target || view.areEnemies(ally.id, attacker))
            continue;
        const QSet<Condition> conditions = ally.effects.effective();
        if (restrictionCause(conditions, ConditionRestriction::Inactive)
            || restrictionCause(conditions, ConditionRestriction::NoFlanking))
            continue;
        if (areAdjacent(ally.space, victim.space) && flankingLine(from.space, ally.space, victim.space))
            return true;
    }
    return false;
}

} // namespace ddm
