// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"
#include "board/creature_space.h"
#include "board/obstruction.h"
#include "board/occupancy.h"

#include <QLine>
#include <QString>

namespace ddm {

// Whether some checked line is clear, and the rule that decided. Lines run between the corners of the
// squares of the two spaces (CRG 1002.2-3, 1003.3-5 let them start and end anywhere in the spaces; the
// corners are the extreme points, so a clear line between inner points has a clear one between corners
// too, except where the only gap is a wall corner touched at the line's end).
struct SightCheck {
    bool clear = false;
    Obstruction obstruction = Obstruction::None; // what stopped the lines when none is clear
    QString rule;
    QLine line; // a clear line in grid points, when there is one

    explicit operator bool() const { return clear; }
};

struct SightOptions {
    bool ignoreSmoke =
        false; // Blindsight ignores smoke within its range (707.2.a); the engine knows the range
};

// 1002.3 between creatures, with the smoke rules for creatures in smoke (1018.3-4).
SightCheck lineOfSight(const BattleMap& map, const Occupancy& occupancy, const Space& viewer,
                       const Space& target, SightOptions options = {});
// 1002.2 to a square (the origin square of an area attack, a teleport destination).
SightCheck lineOfSightToSquare(const BattleMap& map, const Occupancy& occupancy, const Space& viewer,
                               Square target, SightOptions options = {});
// 1003.4-5 from a creature (or an origin square) to a creature's space or a square.
SightCheck lineOfEffect(const BattleMap& map, const Occupancy& occupancy, const Space& from, const Space& to);
// 1003.3 from a point (the origin point of a cone or line).
SightCheck lineOfEffect(const BattleMap& map, const Occupancy& occupancy, GridPoint from, const Space& to);

} // namespace ddm
