// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"
#include "board/move_problem.h"
#include "board/mover_profile.h"
#include "board/occupancy.h"
#include "board/terrain.h"

#include <QList>
#include <QString>

namespace ddm {

struct PathStep {
    Square at;               // top-left square of the space after the step
    int cost = 0;            // 0 for a teleporter jump
    TerrainSet entered;      // terrain entered: the engine applies spike stones, webs, pits (1013, 1019)
    bool teleported = false; // 1021.1
};

struct PathCheck {
    bool ok = false;
    int cost = 0;         // squares of movement the path spends
    int failingStep = -1; // index into the path; -1 when the move as a whole is refused
    MoveProblem problem = MoveProblem::None;
    Square square;   // the square at fault
    QString rule;    // the rule that decided; for an accepted path 412.2.a (412.2.b for the 1-square rule)
    QString message; // "step 3 to [4,2]: [4,2] is a wall"
    QList<PathStep> steps;      // the steps accepted before any failure
    QList<Square> squeezeExits; // 412.4.b: where a squeezing creature may end up (3x3 top-left squares)
    bool squeezing = false;     // a squeeze: the steps are the 2x2 space's top-left squares

    explicit operator bool() const { return ok; }
};

// Checks a move of the creature whose space is at `start` along `path` (top-left squares, one step
// each, 412.2.a), spending at most `budget` squares (its speed, twice that for a double move, half for a
// squeeze). Diagonal steps never cut a wall corner (502.1); difficult terrain and statues cost 2
// (1006.2, 1020.2) except where the creature already stands (1006.3); allies may be passed but not
// stopped on, enemies not passed (500.2, 501.1); flight, burrow and phasing as 707.3-707.9; a single
// square is always allowed whatever its cost (412.2.b); a non-adjacent step is a teleporter jump
// (1021.1). For a squeeze, `start` is the Huge creature's space and the path holds the 2x2 spaces.
PathCheck checkPath(const BattleMap& map, const Occupancy& occupancy, const MoverProfile& mover, Square start,
                    const QList<Square>& path, int budget, MoveKind kind = MoveKind::Move);

} // namespace ddm
