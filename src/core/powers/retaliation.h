// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/attack_power.h"
#include "powers/damage_type.h"
#include "powers/standing_place.h"

#include <optional>

namespace ddm {

// Damage the card deals by itself when something happens near it.

// Fire Shield: "Any creature that hits this creature with a {m} attack takes 5 fire damage",
// "Attacker takes 10 fire damage whenever this creature is hit with a {m} attack".
struct Retaliation {
    AttackKind attacks = AttackKind::Melee; // the kind of attack that is answered
    int amount = 0;
    DamageType damageType = DamageType::Untyped;
    bool fromSpecialPowers = false; // nullified while the creature is inactive (800.4.a)

    bool operator==(const Retaliation&) const = default;
};

// Aquaphobe: "Whenever this creature enters river terrain, it takes 5 damage": each square of that
// terrain its move enters costs it the damage.
struct TerrainDamage {
    QString terrain; // the terrain's name ("river"), as the board names it
    int amount = 0;
    DamageType damageType = DamageType::Untyped;
    bool fromSpecialPowers = false; // nullified while the creature is inactive (800.4.a)

    bool operator==(const TerrainDamage&) const = default;
};

// Burnout: "Takes 10 damage at end of each of its turns if it did not make a {m} attack during that
// turn": the damage the creature takes as a turn of its own ends without a melee attack.
struct IdleDamage {
    int amount = 0;
    bool fromSpecialPowers = false; // nullified while the creature is inactive (800.4.a)

    bool operator==(const IdleDamage&) const = default;
};

// "Invisible to nonadjacent enemies while adjacent to a wall", "Has Conceal 6 while adjacent to a wall",
// "This creature has Hide while in forest terrain", "Invisible to nonadjacent enemies while it occupies
// river terrain": a standard power it holds only where it stands.
struct SituationalPower {
    enum class Kind { Hide, Conceal, Invisible };
    Kind kind = Kind::Hide;
    int conceal = 0; // Conceal: its number
    StandingPlace where;
    bool enemiesOnly = false;       // Invisible: "to enemies" (to every creature when it says neither)
    bool nonadjacentOnly = false;   // Invisible: "to nonadjacent enemies"
    bool fromSpecialPowers = false; // nullified while the creature is inactive (800.4.a)

    bool operator==(const SituationalPower&) const = default;
};

} // namespace ddm
