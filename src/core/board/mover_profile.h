// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/side.h"

#include <QString>

namespace ddm {

// What kind of movement a move action makes (CRG 412).
enum class MoveKind {
    Move,    // 412.2
    Shift,   // 412.3: into spaces it can move normally through, unless shifting more than 1 square
    Squeeze, // 412.4: Huge creatures only, as a 2x2 space; the engine gives half speed as the budget
};

// The moving creature as movement sees it. The engine fills it from the card and the creature's state
// (current speed after Slowed or Immobilized, 907 and 909).
struct MoverProfile {
    QString id; // its own squares never block it
    Side side = Side::A;
    int span = 1;
    int speed = 6;        // current speed: at 0 it cannot move (412.1.a); also the 1-square rule (412.2.b)
    bool flight = false;  // 707.5: through non-flying enemies and pits, no extra terrain cost
    bool burrow = false;  // 707.3: ignores all terrain but pits (walls included)
    bool phasing = false; // 707.9: through walls, no difficult terrain cost
    bool aquatic = false; // 1014.2: river is not difficult terrain
    // Card text: "Difficult terrain does not affect this creature's movement", "Forest Walk", "Can
    // move through squares occupied by enemies" (it still ends its move in a legal position, 501.1),
    // Towering's "… Medium or smaller enemies" (enemies whose space spans at most 1 square), "Can
    // occupy statue terrain".
    bool ignoresDifficultTerrain = false;
    bool forestWalk = false;
    bool riverWalk = false; // river terrain costs it no extra (One With Nature)
    int throughEnemiesUpToSpan = 0;
    bool occupiesStatues = false;
    bool teleporterAvailable = true; // 1021.2: not used yet this round
};

} // namespace ddm
