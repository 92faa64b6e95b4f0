// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"
#include "board/mover_profile.h"
#include "board/occupancy.h"

#include <QList>

#include <optional>

namespace ddm {

struct ReachableSquare {
    Square at;                  // top-left square of the space (the 2x2 space for a squeeze)
    int cost = 0;               // squares of movement spent on the cheapest path
    bool oneSquareRule = false; // reachable only by moving exactly 1 square (412.2.b)

    friend bool operator==(const ReachableSquare&, const ReachableSquare&) = default;
};

// The order destinations are listed in: cheapest first, then row by row.
bool cheaperFirst(const ReachableSquare& a, const ReachableSquare& b);

// Every position a creature can end a move in, with the cheapest cost and a path to it: what the
// board shades when a creature is selected and what the engine offers as legal moves.
class Reachability {
public:
    // Cheapest first, then row by row. The starting position is not listed.
    const QList<ReachableSquare>& destinations() const { return m_destinations; }
    std::optional<ReachableSquare> find(Square topLeft) const;
    // The steps from the start to the position, as checkPath() takes them; empty when unreachable.
    QList<Square> pathTo(Square topLeft) const;

private:
    friend Reachability reachableSquares(const BattleMap&, const Occupancy&, const MoverProfile&, Square, int,
                                         MoveKind);

    int m_width = 0;
    QList<ReachableSquare> m_destinations;
    QList<int> m_destination; // per square: index into m_destinations, -1 when not a destination
    QList<int> m_endState;    // per square: the search state its cheapest path ends in
    QList<int> m_parent; // per search state (square * 2 + teleporter used): the state before, -1 at the start
};

// Searches the positions reachable within `budget` squares with the same rules as checkPath(), so
// checkPath(..., find(p)'s pathTo(p), budget) accepts each destination. Teleporter jumps (1021.1)
// are included while the mover still has its teleporter use for the round.
Reachability reachableSquares(const BattleMap& map, const Occupancy& occupancy, const MoverProfile& mover,
                              Square start, int budget, MoveKind kind = MoveKind::Move);

} // namespace ddm
