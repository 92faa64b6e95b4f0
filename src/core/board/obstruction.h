// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/terrain.h"

#include <QString>

namespace ddm {

// What stops a checked line: the answer behind "no line of sight" and "has cover".
enum class Obstruction {
    None,
    Wall,        // walls, the wall part of diagonal walls, closed secret doors (1002.1.a, 1016.3, 611.1.a)
    Smoke,       // 1002.1.b, 1018
    Forest,      // 1010.3-4
    MarketStall, // 1012.3-4
    Web,         // as forest (quick reference)
    Statue,      // ranged cover only (1020.3)
    Creature,    // an enemy's square, ranged cover only (611.3.b)
};

QString obstructionName(Obstruction obstruction); // "wall", "market stall"
// The obstruction a terrain type is when it stops a line; None for terrain that stops nothing.
Obstruction obstructionOf(Terrain terrain);

} // namespace ddm
