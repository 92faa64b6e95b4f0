// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "combat/damage_calculation.h"
#include "combat/hit_points.h"
#include "powers/creature_abilities.h"

#include <QList>

namespace ddm {

// A damage effect resolved against one creature: the calculated damage, what it did to the hit
// points, and every step of the way for the battle log (CRG 806).
struct DamageResult {
    int amount = 0; // the calculated damage, 0 when nullified
    bool nullified = false;
    HitPointChange change;
    QList<DamageStep> steps;
    QList<DamageType> typesDealt; // DamageCalculation::typesDealt
    bool operator==(const DamageResult&) const = default;
};

DamageResult resolveDamage(const DamageInput& input, const CreatureAbilities& target,
                           const HitPoints& hitPoints);

} // namespace ddm
