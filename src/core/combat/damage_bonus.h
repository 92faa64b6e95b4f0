// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/damage_type.h"

#include <QString>

namespace ddm {

// Where bonus damage on a hit comes from (CRG 806.4).
enum class DamageBonusReason {
    Effect,           // "+X Damage" from a power or the Damage statistic (212.4, 806.4)
    SneakAttack,      // the attacker's Sneak Attack N, with combat advantage
    DangerousTerrain, // +5 melee damage for an attacker occupying dangerous terrain (1008.2)
};

QString damageBonusRule(DamageBonusReason reason);

// Bonus damage keeps its own type: "+5 Damage" is untyped, so a creature immune to the attack's
// fire still takes it (the CRG does not give bonus damage the attack's type).
struct DamageBonus {
    int amount = 0;
    DamageType type = DamageType::Untyped;
    DamageBonusReason reason = DamageBonusReason::Effect;
    bool operator==(const DamageBonus&) const = default;
};

} // namespace ddm
