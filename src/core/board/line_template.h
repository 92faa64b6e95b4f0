// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"
#include "board/creature_space.h"
#include "board/obstruction.h"
#include "board/occupancy.h"
#include "board/square.h"

#include <QList>

#include <optional>

namespace ddm {

// The line of a "line X" close attack (CRG 608.6) on a board.

// 608.6.a: the target point of the chosen square is its corner farthest from the origin point.
GridPoint lineTargetPoint(GridPoint origin, Square chosen);

// 608.6.b: whether the line between the two points passes through the space, that is enters the
// interior of one of its squares (running along its edge or touching its corner does not).
bool lineCrosses(GridPoint from, GridPoint to, const Space& space);

struct LineTemplate {
    GridPoint origin;
    GridPoint target;
    // The squares the line enters (608.6.d: not those it only touches at a corner or runs along an
    // edge of), in order from the origin point, up to `length` squares from it as distance is
    // counted (1001.1.b), and before whatever blocks line of effect (1003.1.a) stops it.
    QList<Square> squares;
    // What stopped the line and where, when it cut off squares the line would otherwise reach.
    std::optional<Square> stoppedAt;
    Obstruction stoppedBy = Obstruction::None;
};

// Lays the line from `origin` toward the chosen square. Every square listed is in line of effect
// of the origin point: the line itself reaches into it unblocked (1003.3).
LineTemplate layLine(const BattleMap& map, const Occupancy& occupancy, GridPoint origin, Square chosen,
                     int length);

} // namespace ddm
