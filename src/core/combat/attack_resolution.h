// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "combat/attack_roll.h"
#include "combat/attack_situation.h"
#include "combat/concealment.h"
#include "combat/damage_bonus.h"
#include "combat/dice_source.h"

#include <QList>
#include <QString>

#include <optional>

namespace ddm {

struct ConcealCheck {
    Concealment concealment;
    int roll = 0;
    bool missed = false;
    bool operator==(const ConcealCheck&) const = default;
};

// One attack against one target resolved with dice: the roll, the Conceal roll if one was due,
// the outcome and, on a hit, the bonus damage it adds (806.4).
struct AttackResult {
    AttackRoll roll;
    std::optional<ConcealCheck> conceal;
    bool hit = false;
    bool critical = false;
    AttackDecision decidedBy = AttackDecision::Total;
    QString rule;
    QList<DamageBonus> damageBonuses;
    // Set when the dice ran out: the roll this attack still needed. Nothing else is meaningful.
    std::optional<RollPurpose> missingRoll;

    bool operator==(const AttackResult&) const = default;
};

// Rolls what the attack needs from `dice`, in order: the attack roll (none for automatic hits),
// then the Conceal roll when a hit is concealed (707.4.a).
AttackResult resolveAttack(const AttackSituation& situation, DiceSource& dice);

// The bonus damage a hit adds (806.4): the situation's "+X Damage" effects, Sneak Attack with
// combat advantage, +5 for a melee attacker on dangerous terrain (1008.2). None on a miss.
QList<DamageBonus> hitDamageBonuses(const AttackSituation& situation, const AttackRoll& roll);

} // namespace ddm
