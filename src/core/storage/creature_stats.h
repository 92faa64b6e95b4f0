// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/creature.h"
#include "storage/creature_correction.h"

namespace ddm {

// The whole-number stats of a creature: one table for their column names, the Creature and
// CreatureCorrection members that hold them and the values a card may have (the bounds the catalog
// reader accepts), so writing, reading and validating never list the stats one by one.
struct StatColumn {
    const char* column;
    int Creature::*creature;
    std::optional<int> CreatureCorrection::*correction;
    int minimum;
    int maximum;
};

inline constexpr StatColumn kStatColumns[] = {
    {"cost", &Creature::cost, &CreatureCorrection::cost, 0, 10000},
    {"level", &Creature::level, &CreatureCorrection::level, 0, 100},
    {"ac", &Creature::ac, &CreatureCorrection::ac, 0, 100},
    {"fort", &Creature::fort, &CreatureCorrection::fort, 0, 100},
    {"ref", &Creature::ref, &CreatureCorrection::ref, 0, 100},
    {"will", &Creature::will, &CreatureCorrection::will, 0, 100},
    {"speed", &Creature::speed, &CreatureCorrection::speed, 0, 100},
    {"hp", &Creature::hp, &CreatureCorrection::hp, 0, 10000},
};

// The row of one stat, for the other cards (items) that share its bounds.
constexpr const StatColumn& statColumn(int Creature::*member)
{
    for (const StatColumn& stat : kStatColumns) {
        if (stat.creature == member)
            return stat;
    }
    return kStatColumns[0];
}

inline constexpr int kMaxChampionRating = 20;
inline constexpr int kMaxUseLimit = 99;

} // namespace ddm
