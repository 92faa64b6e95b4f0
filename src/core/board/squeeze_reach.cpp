// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/squeeze_reach.h"

#include "board/step_rules.h"

#include <algorithm>

namespace ddm {

QList<Square> SqueezeReach::pathTo(Square exit) const
{
    const auto found = m_lastSqueezed.constFind(exit);
    return found == m_lastSqueezed.cend() ? QList<Square>{} : m_squeezed.pathTo(*found);
}

SqueezeReach squeezeReach(const BattleMap& map, const Occupancy& occupancy, const MoverProfile& mover,
                          Square start, int budget)
{
    SqueezeReach result;
    result.m_squeezed = reachableSquares(map, occupancy, mover, start, budget, MoveKind::Squeeze);
    const StepRules rules(map, occupancy, mover, MoveKind::Squeeze, budget);
    // Destinations come cheapest first, so the first 2x2 space offering an exit is the cheapest way there.
    for (const ReachableSquare& squeezed : result.m_squeezed.destinations()) {
        for (const Square exit : rules.squeezeExits(squeezed.at)) {
            if (exit == start || result.m_lastSqueezed.contains(exit))
                continue;
            result.m_lastSqueezed.insert(exit, squeezed.at);
            result.m_ends.append({exit, squeezed.cost, false});
        }
    }
    std::sort(result.m_ends.begin(), result.m_ends.end(), cheaperFirst);
    return result;
}

} // namespace ddm
