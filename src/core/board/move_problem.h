// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ddm {

// Why a move, a position or a forced movement is refused. The rule that decided travels with it in
// the check's result; the same problem can have different rules (a wall stops a move by 502.1 and a
// push by 813.1).
enum class MoveProblem {
    None,
    EmptyPath,        // nothing to check
    OffMap,           // 500.1: movement stays on the battle map
    Wall,             // 502.1, 1005.3-4, 812.1, 813.1, 815.1
    CornerCut,        // 502.1, 1005.5
    Occupied,         // another creature's space: 501.1, 812.1, 813.1, 815.1
    Enemy,            // 500.2: moving through an enemy
    Pit,              // 1013.2
    Statue,           // 1020.4
    NotAStep,         // 412.2.a: one square a step
    TooFar,           // 412.2.a: more than the movement allows
    CannotMove,       // 412.1.a: current speed 0
    ShiftTerrain,     // 412.3.a: a one-square shift needs a space it can move normally into
    NotHuge,          // 412.4.a: only Huge creatures squeeze
    NoSqueezeExit,    // 412.4.b
    TeleporterUsed,   // 1021.2: once a round
    NotTeleporter,    // 1021.1: from and to teleporter terrain only
    NotFurther,       // 813.1: each pushed space further from the acting creature
    NotCloser,        // 812.1: each pulled space closer
    TooManySquares,   // 812.1.a, 813.1.a, 815.1.a
    TooFewSquares,    // 812.1.a, 813.1.a, 815.1.a: as far as possible
    NoLineOfSight,    // 816.1
    OutOfRange,       // 816.1.a
    SameSpace,        // 811.1, 816.1: somewhere other than the starting position
    OutsideStartArea, // 102.6.a; a Scout outside a free victory area too (707.12.a)
    OutsideVictoryArea, // 707.15.a: a Wandering Monster away from the victory area it rolled
    StartsOffMap,     // 109.1: its card keeps it off the battle map at set-up
};

} // namespace ddm
