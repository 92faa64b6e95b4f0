// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/forced_movement.h"

#include "board/distance.h"
#include "board/step_geometry.h"

#include <QHash>

#include <limits>

namespace ddm {
namespace {

constexpr int kFar = std::numeric_limits<int>::max() / 2;

struct ForcedFault {
    MoveProblem problem = MoveProblem::None;
    Square square;
    QString rule;
    QString reason;
};

// The per-step rules of one forced movement.
class ForcedRules {
public:
    ForcedRules(const BattleMap& map, const Occupancy& occupancy, ForcedMove kind, const Occupant& target,
                const Space& source)
        : m_map(map)
        , m_occupancy(occupancy)
        , m_kind(kind)
        , m_target(target)
        , m_distance(map, occupancy, source)
    {
    }

    ForcedFault step(Square from, Square to) const
    {
        const QString rule = forcedMoveRule(m_kind);
        const Space before{from, m_target.space.span};
        const Space after{to, m_target.space.span};
        for (const Square square : after.squares()) {
            if (!m_map.contains(square))
                return {MoveProblem::OffMap, square, rule,
                        QStringLiteral("%1 is off the map").arg(squareText(square))};
        }
        if (diagonalStepCutsWall(
                from, after.span, to.x - from.x, to.y - from.y,
                [this](Square square, Corner corner) { return m_map.wallAtCorner(square, corner); }))
            return {MoveProblem::CornerCut, to, QStringLiteral("1005.5"),
                    QStringLiteral("the step to %1 cuts across a wall corner").arg(squareText(to))};
        for (const Square square : after.squares()) {
            if (before.contains(square))
                continue;
            const QString where = squareText(square);
            if (m_map.isSolidWall(square))
                return {MoveProblem::Wall, square, rule, QStringLiteral("%1 is a wall").arg(where)};
            if (m_map.has(square, Terrain::Statue))
                return {MoveProblem::Statue, square, rule, QStringLiteral("%1 holds a statue").arg(where)};
            const Occupant* occupant = m_occupancy.occupantAt(square);
            if (occupant && occupant->id != m_target.id)
                return {MoveProblem::Occupied, square, rule,
                        QStringLiteral("%1 is occupied by %2").arg(where, occupant->id)};
            if (m_kind == ForcedMove::Slide && m_map.has(square, Terrain::Pit))
                return {MoveProblem::Pit, square, QStringLiteral("1013.2"),
                        QStringLiteral("%1 is a pit; only a push or a pull moves a creature into one")
                            .arg(where)};
        }
        if (m_kind == ForcedMove::Push && distanceOf(after) <= distanceOf(before))
            return {MoveProblem::NotFurther, to, rule,
                    QStringLiteral("%1 is not further from the acting creature").arg(squareText(to))};
        if (m_kind == ForcedMove::Pull && distanceOf(after) >= distanceOf(before))
            return {MoveProblem::NotCloser, to, rule,
                    QStringLiteral("%1 is not closer to the acting creature").arg(squareText(to))};
        return {};
    }

    // Positions reached after each number of squares: layer k holds position -> previous position.
    QList<QHash<int, int>> layers(int squares) const
    {
        QList<QHash<int, int>> result;
        result.append({{m_map.indexOf(m_target.space.topLeft), -1}});
        for (int k = 1; k <= squares; ++k) {
            QHash<int, int> next;
            for (auto it = result.last().cbegin(); it != result.last().cend(); ++it) {
                const Square from = m_map.squareAt(it.key());
                for (int dy = -1; dy <= 1; ++dy) {
                    for (int dx = -1; dx <= 1; ++dx) {
                        const Square to = from.offset(dx, dy);
                        if ((dx != 0 || dy != 0) && m_map.contains(to) && !next.contains(m_map.indexOf(to)) &&
                            step(from, to).problem == MoveProblem::None)
                            next.insert(m_map.indexOf(to), it.key());
                    }
                }
            }
            if (next.isEmpty())
                break;
            result.append(next);
        }
        return result;
    }

private:
    int distanceOf(const Space& space) const { return m_distance.to(space).value_or(kFar); }

    const BattleMap& m_map;
    const Occupancy& m_occupancy;
    ForcedMove m_kind;
    const Occupant& m_target;
    DistanceField m_distance;
};

QString subRule(ForcedMove kind)
{
    return forcedMoveRule(kind) + QStringLiteral(".a");
}

bool holdsPit(const BattleMap& map, const Space& space)
{
    for (const Square square : space.squares()) {
        if (map.has(square, Terrain::Pit))
            return true;
    }
    return false;
}

ForcedMoveCheck refuse(ForcedMoveCheck check, int step, MoveProblem problem, Square square,
                       const QString& rule, const QString& reason)
{
    check.failingStep = step;
    check.problem = problem;
    check.square = square;
    check.rule = rule;
    check.message = step < 0 ? reason : QStringLiteral("step %1: %2").arg(step + 1).arg(reason);
    return check;
}

} // namespace

QString forcedMoveRule(ForcedMove kind)
{
    switch (kind) {
    case ForcedMove::Push:
        return QStringLiteral("813.1");
    case ForcedMove::Pull:
        return QStringLiteral("812.1");
    case ForcedMove::Slide:
        return QStringLiteral("815.1");
    }
    return {};
}

ForcedMoveCheck checkForcedMove(const BattleMap& map, const Occupancy& occupancy, ForcedMove kind,
                                const Occupant& target, const Space& source, const QList<Square>& path,
                                int squares)
{
    const ForcedRules rules(map, occupancy, kind, target, source);
    ForcedMoveCheck check;
    check.mostSquares = int(rules.layers(squares).size()) - 1;
    if (path.size() > squares)
        return refuse(
            check, int(squares), MoveProblem::TooManySquares, path.at(squares), subRule(kind),
            QStringLiteral("the effect moves the creature %1 squares, not %2").arg(squares).arg(path.size()));
    Square at = target.space.topLeft;
    for (int i = 0; i < path.size(); ++i) {
        const Square next = path.at(i);
        if (!isStep(at, next))
            return refuse(check, i, MoveProblem::NotAStep, next, forcedMoveRule(kind),
                          QStringLiteral("%1 is not next to %2").arg(squareText(next), squareText(at)));
        const ForcedFault fault = rules.step(at, next);
        if (fault.problem != MoveProblem::None)
            return refuse(check, i, fault.problem, fault.square, fault.rule, fault.reason);
        at = next;
    }
    if (path.size() < check.mostSquares)
        return refuse(check, -1, MoveProblem::TooFewSquares, at, subRule(kind),
                      QStringLiteral("the creature can be moved %1 squares, not only %2")
                          .arg(check.mostSquares)
                          .arg(path.size()));
    if (kind == ForcedMove::Slide && !path.isEmpty() && at == target.space.topLeft)
        return refuse(check, int(path.size()) - 1, MoveProblem::SameSpace, at, forcedMoveRule(kind),
                      QStringLiteral("a slide ends somewhere other than where it starts"));
    check.ok = true;
    check.rule = forcedMoveRule(kind);
    check.endsInPit = holdsPit(map, Space{at, target.space.span});
    return check;
}

QList<ForcedDestination> forcedMoveDestinations(const BattleMap& map, const Occupancy& occupancy,
                                                ForcedMove kind, const Occupant& target, const Space& source,
                                                int squares)
{
    const ForcedRules rules(map, occupancy, kind, target, source);
    const QList<QHash<int, int>> layers = rules.layers(squares);
    QList<ForcedDestination> destinations;
    if (layers.size() < 2)
        return destinations;
    const QHash<int, int>& last = layers.last();
    for (auto it = last.cbegin(); it != last.cend(); ++it) {
        const Square at = map.squareAt(it.key());
        if (at == target.space.topLeft)
            continue; // a slide back to where it started moves nothing
        ForcedDestination destination{at, {}, holdsPit(map, Space{at, target.space.span})};
        int position = it.key();
        for (qsizetype layer = layers.size() - 1; layer > 0; --layer) {
            destination.path.prepend(map.squareAt(position));
            position = layers.at(layer).value(position);
        }
        destinations.append(destination);
    }
    std::sort(destinations.begin(), destinations.end(),
              [](const ForcedDestination& a, const ForcedDestination& b) {
                  return a.at.y != b.at.y ? a.at.y < b.at.y : a.at.x < b.at.x;
              });
    return destinations;
}

} // namespace ddm
