// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/creature.h" // bloodiedThreshold

#include <QString>

namespace ddm {

// A creature's hit point statistics (CRG 211). Current hit points may fall below 0 (110.1.d).
struct HitPoints {
    int starting = 0;
    int current = 0;
    int temporary = 0;
    bool neverBloodied = false; // card text: "Never considered Bloodied"

    static HitPoints full(int hitPoints) { return {hitPoints, hitPoints, 0}; }
    bool operator==(const HitPoints&) const = default;
};

bool isBloodied(const HitPoints& hitPoints);  // at or below the threshold (804.4.d)
bool isDamaged(const HitPoints& hitPoints);   // below its starting hit points (804.4.c)
bool isDestroyed(const HitPoints& hitPoints); // 0 or fewer (806.9, 804.4.a)

// Damage subtracted (806.7): temporary hit points first (806.7.a), the rest from current.
struct HitPointChange {
    HitPoints before;
    HitPoints after;
    int absorbed = 0; // taken from temporary hit points
    int lost = 0;     // taken from current hit points
    bool becameBloodied = false;
    bool destroyed = false; // this damage took it to 0 or fewer
    bool operator==(const HitPointChange&) const = default;
};
HitPointChange takeDamage(const HitPoints& hitPoints, int damage);

// A healing effect (808.1): up to the starting hit points, never temporary ones; nullified when
// the creature is not damaged.
struct Healing {
    HitPoints after;
    int healed = 0;
    bool nullified = false;
    QString rule;
    bool operator==(const Healing&) const = default;
};
Healing heal(const HitPoints& hitPoints, int amount);

} // namespace ddm
