// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"
#include "board/creature_space.h"
#include "board/occupancy.h"

#include <QList>

#include <limits>
#include <optional>

namespace ddm {

// Distance as the CRG counts it (1001): squares in any direction, diagonals counting 1, around walls
// and never diagonally across a wall corner (1001.2, 1005.6) except for the first square counted
// (1001.1). Other terrain is ignored (1001.5). Unoccupied secret doors count as walls (1016.3).
// Counting starts from every square of a space at once, so distances to a space are the shortest
// from any of its squares (1001.1.a). Because only the first square may go around a corner, distance
// is not always symmetric.
class DistanceField {
public:
    static constexpr int kNoLimit = std::numeric_limits<int>::max();

    // Counts from the squares of `from` up to `limit` squares; further squares are unreachable.
    DistanceField(const BattleMap& map, const Occupancy& occupancy, const Space& from, int limit = kNoLimit);
    // Counts from a point: from every square it is a corner of (1001.1.b).
    DistanceField(const BattleMap& map, const Occupancy& occupancy, GridPoint from, int limit = kNoLimit);

    std::optional<int> to(Square square) const;      // nullopt: a wall, off the map or beyond the limit
    std::optional<int> to(const Space& space) const; // the nearest of its squares

private:
    void count(const BattleMap& map, const Occupancy& occupancy, const QList<Square>& sources, int limit);

    int m_width = 0;
    int m_height = 0;
    QList<int> m_distance; // -1 unreached
};

std::optional<int> distanceBetween(const BattleMap& map, const Occupancy& occupancy, const Space& from,
                                   const Space& to);
// "range X", "within X", Reach X (607.3, 609.2.a, 707.10): at most `squares` squares distant.
bool withinDistance(const BattleMap& map, const Occupancy& occupancy, const Space& from, const Space& to,
                    int squares);
// 1001.3: 1 square apart or overlapping; a wall corner between diagonal neighbours does not matter,
// since the first square counted may be around it (1001.1).
bool areAdjacent(const Space& a, const Space& b);

} // namespace ddm
