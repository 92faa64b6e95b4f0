// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "combat/damage_bonus.h"
#include "powers/attack_power.h"
#include "powers/creature_abilities.h"

#include <QList>
#include <QString>

#include <optional>

namespace ddm {

// Where a damage effect comes from: bonus damage needs a hit (806.4); Insubstantial and an
// Enervated attacker halve only damage from attacks (707.8.a, 905.1).
enum class DamageOrigin { AttackHit, AttackMiss, Other };

// One damage effect (CRG 806). Several AND-joined damage effects are several inputs, resolved in
// the attack's order (604.7.a); "5 + 15 cold damage" is one effect of two parts.
struct DamageInput {
    QList<DamagePart> parts;
    DamageOrigin origin = DamageOrigin::AttackHit;
    bool critical = false;    // multiplies the printed damage of a hit (806.3: doubles it)...
    int criticalMultiple = 2; // ...by this: 3 for Keen Weapon's "triple damage on criticals" (card text)
    QList<DamageBonus> bonuses;     // added on a hit, after doubling (806.4)
    bool attackerEnervated = false; // halves it (905.1)
    bool ignoresInsubstantial = false;
    std::optional<AttackKind> attackKind; // the attack's, for "half damage from {m} and {r} attacks"
};

// Ongoing damage at the start of a turn (908.1): not an attack, so no doubling, bonus or halving.
DamageInput ongoingDamageInput(const OngoingDamage& ongoing);

// One step of the damage sequence for the battle log. `before` and `after` are the effect's running
// damage, or the creature's (temporary) hit points for the last steps.
enum class DamageStepKind {
    Base,                  // a printed part (806.3)
    Critical,              // the printed damage doubled (806.3)
    Bonus,                 // "+X Damage" (806.4)
    SneakAttack,           // 806.4
    DangerousTerrain,      // 1008.2
    Immune,                // a part of a type the target is immune to becomes 0 (707.7.a)
    Resist,                // Resist X TYPE on the parts of that type (707.11.a)
    ResistAll,             // Resist X All on the effect (707.11.b)
    HalvedByEnervated,     // 905.1, rounded down to a multiple of 5 (110.1.b)
    HalvedByInsubstantial, // 707.8.a, rounded likewise
    HalvedByCardText,      // "Half damage from {m} and {r} attacks" (a swarm's), rounded likewise
    MissedByEvasion,       // "Takes no damage from attacks that miss": none at all
    Vulnerable,            // Vulnerable X TYPE, once for each type the effect still deals (707.14.a)
    VulnerableAll,         // Vulnerable X All (707.14.a)
    Nullified,             // the damage reached 0 or less: none is applied (806.2)
    TemporaryHitPoints,    // absorbed first (806.7.a)
    HitPoints,             // subtracted from current hit points (806.7)
    Bloodied,              // the creature became bloodied (804.4.d)
    Destroyed,             // 0 or fewer hit points (806.9)
};

QString damageStepKey(DamageStepKind kind); // "base", "critical", "resist-all", …

struct DamageStep {
    DamageStepKind kind = DamageStepKind::Base;
    DamageType type = DamageType::Untyped; // the part's type for per-type steps
    int before = 0;
    int after = 0;
    QString rule;
    bool operator==(const DamageStep&) const = default;
};

// The damage one effect deals to one target (806.2-806.6).
struct DamageCalculation {
    int amount = 0; // 0 when nullified
    bool nullified = false;
    QList<DamageStep> steps;
    // The types it still deals after Immune and Resist (untyped included): "whenever this creature
    // takes cold damage" (card text) answers these. Empty when nullified.
    QList<DamageType> typesDealt;
    bool operator==(const DamageCalculation&) const = default;
};

// Order: printed parts, doubled on a critical hit; bonus damage on a hit; then the reductions that
// subtract (Immune, Resist TYPE per part, Resist All once), then halving; then Vulnerable (806.3-806.6).
DamageCalculation calculateDamage(const DamageInput& input, const CreatureAbilities& target);

} // namespace ddm
