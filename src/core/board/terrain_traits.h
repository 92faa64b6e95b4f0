// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/terrain.h"

#include <QString>

namespace ddm {

// How a terrain type stops a checked line of sight (CRG 1002.1).
enum class SightBlocking {
    None,
    Touch,       // a line that touches the square is blocked: walls 1002.1.a, smoke 1002.1.b
    PassThrough, // a line that passes through two edges or a corner of it: forest, market stalls 1002.1.c
};

// One property of a terrain type and the rule that gives it; `rule` is empty when it does not apply.
struct TerrainTrait {
    bool applies = false;
    QString rule;

    explicit operator bool() const { return applies; }
};

// What the CRG says each terrain type does to movement, sight, effect, cover and positions. Effects
// that need a battle (dangerous terrain's damage, blood rock's critical hits, healing) are the engine's.
struct TerrainTraits {
    QString section; // the terrain's own rule ("1010"); web, from the quick reference, cites forest's
    TerrainTrait
        impassable; // cannot be moved into: walls 1005.4; pits 1013.2 (flight, push and pull excepted)
    TerrainTrait difficult;  // counts as difficult terrain, 2 squares to enter (1006.2, 1006.4)
    TerrainTrait doubleCost; // costs 2 squares to enter without being difficult: statues 1020.2
    SightBlocking sight = SightBlocking::None;
    QString sightRule;
    TerrainTrait blocksEffect; // 1003.1.a
    TerrainTrait rangedCover;  // 611.3.a
    TerrainTrait noEndingMove; // not a legal position to end movement in: 1005.3, 1020.4
    TerrainTrait noPlacing;    // a place effect cannot put a creature there: 1013.2, 1020.4
    TerrainTrait noPushPull;   // 812.1, 813.1
    TerrainTrait noSlide;      // 815.1; pits 1013.2
};

const TerrainTraits& terrainTraits(Terrain terrain);

// Every terrain type with the trait, for checks over a square's terrain in one test.
TerrainSet terrainsWith(TerrainTrait TerrainTraits::*trait);
TerrainSet terrainsBlockingSight(SightBlocking blocking);

} // namespace ddm
