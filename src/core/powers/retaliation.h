#pragma once

#include "powers/attack_power.h"
#include "powers/damage_type.h"

namespace ddm {

// Fire Shield: "Any creature that hits this creature with a {m} attack takes 5 fire damage",
// "Attacker takes 10 fire damage whenever this creature is hit with a {m} attack".
struct Retaliation {
    AttackKind attacks = AttackKind::Melee; // the kind of attack that is answered
    int amount = 0;
    DamageType damageType = DamageType::Untyped;
    bool fromSpecialPowers = false; // nullified while the creature is inactive (800.4.a)

    bool operator==(const Retaliation&) const = default;
};

} // namespace ddm
