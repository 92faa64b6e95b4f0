// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "combat/dice_source.h"

#include <QList>

#include <optional>

namespace ddm {

// A random victory area picked with d20s (707.15.a: a Wandering Monster sets up occupying a random
// victory area). The areas are numbered in the map's order and share the faces of one d20 evenly:
// with 2 areas 1-10 picks the first and 11-20 the second, with 3 areas 1-6, 7-12 and 13-18, and a
// face no area has (19-20) is rolled again. More than 20 areas take two d20s read as a two-digit
// number in base 20, and so on; one area needs no roll.
struct VictoryAreaRoll {
    std::optional<int> area; // 0-based; none when the map has no victory area or a die was missing
    QList<int> rolls;        // every d20 used, rerolls included
    bool missingRoll = false;
};

VictoryAreaRoll rollVictoryArea(int areaCount, DiceSource& dice);

// The area recorded rolls pick, when they pick one with every roll used.
std::optional<int> victoryAreaFromRolls(int areaCount, const QList<int>& rolls);

} // namespace ddm
