// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/reachable_squares.h"

#include "board/step_geometry.h"
#include "board/step_rules.h"

#include <algorithm>
#include <limits>
#include <vector>

namespace ddm {
namespace {

constexpr int kUnreached = std::numeric_limits<int>::max();

} // namespace

bool cheaperFirst(const ReachableSquare& a, const ReachableSquare& b)
{
    if (a.cost != b.cost)
        return a.cost < b.cost;
    return a.at.y != b.at.y ? a.at.y < b.at.y : a.at.x < b.at.x;
}

std::optional<ReachableSquare> Reachability::find(Square topLeft) const
{
    if (topLeft.x < 0 || topLeft.y < 0 || topLeft.x >= m_width || m_width == 0)
        return std::nullopt;
    const int index = topLeft.y * m_width + topLeft.x;
    if (index >= m_destination.size() || m_destination.at(index) < 0)
        return std::nullopt;
    return m_destinations.at(m_destination.at(index));
}

QList<Square> Reachability::pathTo(Square topLeft) const
{
    const std::optional<ReachableSquare> destination = find(topLeft);
    if (!destination)
        return {};
    if (destination->oneSquareRule)
        return {topLeft};
    QList<Square> path;
    for (int state = m_endState.at(topLeft.y * m_width + topLeft.x); m_parent.at(state) >= 0;
         state = m_parent.at(state)) {
        const int square = state / 2;
        path.prepend({square % m_width, square / m_width});
    }
    return path;
}

Reachability reachableSquares(const BattleMap& map, const Occupancy& occupancy, const MoverProfile& mover,
                              Square start, int budget, MoveKind kind)
{
    Reachability result;
    result.m_width = map.width();
    const int squares = map.width() * map.height();
    result.m_destination.fill(-1, squares);
    result.m_endState.fill(-1, squares);
    if (mover.speed <= 0 || budget < 0 || squares == 0 || (kind == MoveKind::Squeeze && mover.span != 3))
        return result;

    const StepRules rules(map, occupancy, mover, kind, budget);
    QList<int> cost(2 * squares, kUnreached);
    result.m_parent.fill(-1, 2 * squares);
    // Dijkstra with one bucket per cost: steps cost 1 or 2, teleporter jumps 0.
    std::vector<std::vector<int>> buckets(budget + 1);
    auto reach = [&](int state, int newCost, int from) {
        if (newCost <= budget && newCost < cost.at(state)) {
            cost[state] = newCost;
            result.m_parent[state] = from;
            buckets[newCost].push_back(state);
        }
    };
    const int used = mover.teleporterAvailable ? 0 : 1;
    if (kind == MoveKind::Squeeze) {
        for (const Square inner : {start, start.offset(1, 0), start.offset(0, 1), start.offset(1, 1)}) {
            if (map.contains(inner))
                reach(map.indexOf(inner) * 2 + used, 0, -1);
        }
    } else if (map.contains(start)) {
        reach(map.indexOf(start) * 2 + used, 0, -1);
    }

    QList<Square> teleporters; // jump destinations, found when first needed
    bool teleportersFound = false;
    for (int level = 0; level <= budget; ++level) {
        for (std::size_t i = 0; i < buckets[level].size(); ++i) {
            const int state = buckets[level][i];
            if (cost.at(state) != level)
                continue; // reached more cheaply since
            const Square from = map.squareAt(state / 2);
            const int teleported = state % 2;
            for (int dy = -1; dy <= 1; ++dy) {
                for (int dx = -1; dx <= 1; ++dx) {
                    const Square to = from.offset(dx, dy);
                    if ((dx == 0 && dy == 0) || !map.contains(to))
                        continue;
                    const StepOutcome outcome = rules.step(from, to);
                    if (outcome.problem == MoveProblem::None)
                        reach(map.indexOf(to) * 2 + teleported, level + outcome.cost, state);
                }
            }
            if (teleported || !rules.onTeleporter(from))
                continue;
            if (!teleportersFound) {
                for (int index = 0; index < squares; ++index) {
                    if (rules.teleportFault(map.squareAt(index)).problem == MoveProblem::None)
                        teleporters.append(map.squareAt(index));
                }
                teleportersFound = true;
            }
            // A jump to a neighbouring position would be a step: checkPath() reads it as one.
            for (const Square to : std::as_const(teleporters)) {
                if (to != from && !isStep(from, to))
                    reach(map.indexOf(to) * 2 + 1, level, state);
            }
        }
    }

    for (int index = 0; index < squares; ++index) {
        const int state = cost.at(2 * index) <= cost.at(2 * index + 1) ? 2 * index : 2 * index + 1;
        if (cost.at(state) == kUnreached || result.m_parent.at(state) < 0)
            continue; // unreached, or where the creature starts
        const Square at = map.squareAt(index);
        if (rules.endFault(at).problem != MoveProblem::None)
            continue;
        result.m_endState[index] = state;
        result.m_destinations.append({at, cost.at(state), false});
    }
    // 412.2.b: one square in any direction whatever it costs.
    if (kind == MoveKind::Move && map.contains(start)) {
        for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx) {
                const Square to = start.offset(dx, dy);
                if ((dx == 0 && dy == 0) || !map.contains(to) || result.m_endState.at(map.indexOf(to)) >= 0)
                    continue;
                const StepOutcome outcome = rules.step(start, to);
                if (outcome.problem == MoveProblem::None && rules.endFault(to).problem == MoveProblem::None)
                    result.m_destinations.append({to, outcome.cost, true});
            }
        }
    }
    std::sort(result.m_destinations.begin(), result.m_destinations.end(), cheaperFirst);
    for (qsizetype i = 0; i < result.m_destinations.size(); ++i)
        result.m_destination[map.indexOf(result.m_destinations.at(i).at)] = int(i);
    return result;
}

} // namespace ddm
