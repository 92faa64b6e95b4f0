// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/reachable_squares.h"

#include <QHash>
#include <QList>

namespace ddm {

// Where a Huge creature's squeeze (412.4) can end: each 3x3 position a legal position allows around
// a 2x2 space it can squeeze to (412.4.b), with the cheapest cost. This is what a player points at;
// the engine's Squeeze action takes the 2x2 path and the exit.
class SqueezeReach {
public:
    // 3x3 top-left squares, cheapest first, then row by row. The starting position is not listed.
    const QList<ReachableSquare>& ends() const { return m_ends; }
    // The 2x2 path of the cheapest squeeze ending at `exit`; empty when none does.
    QList<Square> pathTo(Square exit) const;

private:
    friend SqueezeReach squeezeReach(const BattleMap&, const Occupancy&, const MoverProfile&, Square, int);

    Reachability m_squeezed;
    QList<ReachableSquare> m_ends;
    QHash<Square, Square> m_lastSqueezed; // exit -> the 2x2 space the cheapest squeeze there ends in
};

// Searches as reachableSquares(..., MoveKind::Squeeze) does, within `budget` (half the creature's
// speed, 412.4.a). Empty for a creature that is not Huge.
SqueezeReach squeezeReach(const BattleMap& map, const Occupancy& occupancy, const MoverProfile& mover,
                          Square start, int budget);

} // namespace ddm
