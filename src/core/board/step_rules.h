// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"
#include "board/creature_space.h"
#include "board/move_problem.h"
#include "board/mover_profile.h"
#include "board/occupancy.h"
#include "board/position_check.h"
#include "board/terrain.h"

#include <QList>
#include <QString>

namespace ddm {

// The verdict on one step of a moving creature.
struct StepOutcome {
    MoveProblem problem = MoveProblem::None;
    Square square;              // the square at fault
    const char* rule = nullptr; // set when problem != None
    int cost = 1;               // squares of movement: 2 into difficult terrain or statues (1006.2, 1020.2)
    TerrainSet entered;         // terrain of the squares the step enters (spike stones, webs, pits)
};

// The movement rules for one creature making one kind of move: what a single step costs and whether
// it is allowed, and where the creature may stop. checkPath() and reachableSquares() both ask this, so
// a path the one accepts is a path the other finds.
class StepRules {
public:
    StepRules(const BattleMap& map, const Occupancy& occupancy, const MoverProfile& mover, MoveKind kind,
              int budget);

    // The space that moves: the creature's, or 2x2 while squeezing (412.4.b).
    int span() const { return m_span; }
    // A step between adjacent positions (top-left squares).
    StepOutcome step(Square from, Square to) const;
    // Whether the creature may end its movement with its space at `topLeft`.
    PositionFault endFault(Square topLeft) const;
    // 412.4.b: the legal 3x3 positions that contain a 2x2 squeezing space.
    QList<Square> squeezeExits(Square twoByTwo) const;

    // Teleporters (1021.1): from a space with teleporter terrain to any unoccupied one.
    bool onTeleporter(Square topLeft) const;
    PositionFault teleportFault(Square to) const;

    // "step 3 to [4,2]: [4,2] is a wall"
    QString describe(const StepOutcome& outcome) const;

private:
    bool costsExtra(TerrainSet terrain) const;

    const BattleMap& m_map;
    const Occupancy& m_occupancy;
    const MoverProfile& m_mover;
    MoveKind m_kind;
    int m_budget;
    int m_span;
    TerrainSet m_difficult;
    TerrainSet m_doubleCost;
};

} // namespace ddm
