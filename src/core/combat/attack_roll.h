// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "combat/attack_modifier.h"
#include "combat/attack_situation.h"

#include <QList>
#include <QString>

#include <optional>

namespace ddm {

// What decided whether an attack hit.
enum class AttackDecision {
    Total,          // modified roll against the target value (604.4.a)
    NaturalOne,     // always a miss (604.4.c)
    NaturalTwenty,  // automatic and critical hit (604.4.b)
    CriticalRange,  // the card scores criticals below 20 (card text, 109.1)
    BloodRock,      // natural 19-20 on a melee attack from blood rock (1007.2)
    AutomaticHit,   // the power hits without a roll (604.3.b)
    HelplessTarget, // melee against a Helpless creature: automatic critical hit (906.1)
    CardCritical,   // "That attack is a critical hit": a critical hit without a roll (card text, 109.1)
    Concealed,      // Conceal turned the hit into a miss (707.4.a)
};

QString attackDecisionKey(AttackDecision decision); // "total", "natural-1", …

// One attack roll judged (CRG 604.3-604.4), before any Conceal roll.
struct AttackRoll {
    std::optional<int> natural; // the d20; none when the attack hits without a roll (604.3.b)
    std::optional<int> total;   // natural + bonus + modifiers (604.4)
    int defenceValue = 0;
    QList<AttackModifier> modifiers;
    bool hit = false;
    bool critical = false;
    AttackDecision decidedBy = AttackDecision::Total;
    QString rule;

    bool combatAdvantage() const;
    bool operator==(const AttackRoll&) const = default;
};

// Combat advantage (610.1): +2, its rule naming what grants it (flanking 610.1.a, an invisible
// attacker 610.1.b, a Blinded or Dazed target 901.1/903.1, an effect 610.1.c); nullopt without.
std::optional<AttackModifier> combatAdvantage(const AttackSituation& situation);

// Every modifier to the roll (604.1), in a fixed order: charge, combat advantage, cover, Helpless
// target, sacred circle, then the situation's extra modifiers.
QList<AttackModifier> attackModifiers(const AttackSituation& situation);

// False for attacks that hit without a d20: "Automatic hit" powers and melee attacks against a
// Helpless target (604.3.b, 906.1).
bool needsAttackRoll(const AttackSituation& situation);

// Judges the roll. `natural` is the d20 when needsAttackRoll() and is ignored otherwise.
AttackRoll judgeAttackRoll(const AttackSituation& situation, std::optional<int> natural);

} // namespace ddm
