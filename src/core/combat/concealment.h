// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "combat/attack_roll.h"
#include "combat/attack_situation.h"

#include <QString>

#include <optional>

namespace ddm {

// Where a target's concealment comes from.
enum class ConcealSource {
    Power,           // its Conceal X, against melee and ranged attacks (707.4.a)
    InvisibleTarget, // Conceal 11 against melee attacks by a creature it is invisible to (804.4.f)
    BlindedAttacker, // Conceal 11 against a Blinded creature's melee attacks (901.1)
};

QString concealSourceKey(ConcealSource source); // "power", "invisible-target", "blinded-attacker"

struct Concealment {
    int value = 0;
    ConcealSource source = ConcealSource::Power;
    QString rule;
    bool operator==(const Concealment&) const = default;
};

// The concealment the attacker must roll against after `roll`, or nullopt when no roll is due: a
// miss, a critical hit, a close or area attack, Blindsight, or no concealment. Only the highest
// applies (707.4.b).
std::optional<Concealment> concealmentAgainst(const AttackSituation& situation, const AttackRoll& roll);

// 707.4.a: a d20 lower than X turns the hit into a miss.
inline bool concealmentMisses(const Concealment& concealment, int roll)
{
    return roll < concealment.value;
}

} // namespace ddm
