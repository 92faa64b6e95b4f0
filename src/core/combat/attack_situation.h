// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "combat/attack_modifier.h"
#include "combat/damage_bonus.h"
#include "powers/attack_power.h"
#include "powers/condition.h"

#include <QList>
#include <QSet>

#include <optional>

namespace ddm {

// Everything one attack roll against one target depends on. The engine fills in what the board
// and the battle state say (cover, flanking, terrain, who sees whom); conditions may be given with
// or without the ones they imply.
struct AttackSituation {
    // From the attack power.
    AttackKind kind = AttackKind::Melee;
    Defence defence = Defence::AC;
    int bonus = 0;                   // the printed "+12 vs. AC"
    bool automaticHit = false;       // "Automatic hit": no d20 is rolled (604.3.b)
    std::optional<int> criticalFrom; // "scores criticals on natural 18+" (card text, 109.1)
    bool noCritical = false; // "Cannot score a critical hit": a natural 20 only hits (card text, 109.1)
    bool automaticCritical = false; // "That attack is a critical hit": no d20, a critical hit (card text)

    // The target.
    int defenceValue = 0; // its current value of `defence` (604.4)
    QSet<Condition> targetConditions;
    std::optional<int> targetConceal;         // its highest Conceal X (707.4.b)
    bool targetHasCover = false;              // from the board, for this attack's kind (611)
    bool targetGrantsCombatAdvantage = false; // an effect says so (610.1.c)
    bool targetInvisibleToAttacker = false;   // smoke, Hide, no line of sight (804.4.f, 1002.4)
    bool targetNeverGrantsCombatAdvantage = false; // its "Never grants combat advantage"
    int combatAdvantageBonus = 2; // 610.1; the attacker's Flock, Keen Eyes: "+3 attack instead of +2"
    bool targetImmuneToFlanking = false;           // Immune Flanking: flanking grants nothing (613.1)

    // The attacker.
    QSet<Condition> attackerConditions;
    bool charge = false;                     // the basic attack of a charge (413.3.a)
    bool flanking = false;                   // from the board (613.1); ignored if it cannot flank
    bool attackerInvisibleToTarget = false;  // and it can see the target (610.1.b)
    bool attackerIgnoresConceal = false;     // Blindsight reaching the target (707.2.a)
    bool attackerOnSacredCircle = false;     // 1015.2
    bool attackerOnBloodRock = false;        // 1007.2
    bool attackerOnDangerousTerrain = false; // 1008.2
    int sneakAttack = 0;                     // the attacker's Sneak Attack N

    QList<AttackModifier> extraModifiers; // "+2 Attack against X" effects that apply here
    QList<DamageBonus> extraDamage;       // "+X Damage" effects that apply here
};

// The power's part of the situation; the engine adds the rest.
AttackSituation attackSituationFor(const AttackPower& power);

} // namespace ddm
