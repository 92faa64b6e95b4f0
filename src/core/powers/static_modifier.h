// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/attack_power.h"
#include "powers/creature_group.h"
#include "powers/damage_type.h"

#include <QString>

#include <optional>

namespace ddm {

// When a card's standing bonus applies (705.3 "while", 704.2 "whenever"). Each kind has its check in
// engine/card_modifiers.cpp, in a switch the compiler holds to every kind.
enum class ModifierCondition {
    Always,        // a bonus an effect grants with no condition: "Allies have +2 Attack until end of round"
    WhileBloodied, // "while Bloodied": this creature is bloodied (804.4.d)
    WhileNotBloodied, // "while not Bloodied"
    TargetBloodied,   // "against Bloodied targets", "whenever this creature hits a bloodied target"
    Charging,         // "on charge", "while charging": the basic attack of its charge (413.3)
    NearAlly,         // "while adjacent to an ally", "while within 5 squares of a Wolf ally"
    TargetIs,         // "vs. Evil enemies", "against Immobilized targets": StaticModifier::against
    MovedAway,      // Skirmish: on its turn, StaticModifier::movedSquares from where the turn began (600.2.a)
    MovedThisTurn,  // "if this creature moved this turn"
    TargetNearAlly, // Minion Attack: "against targets adjacent to a Minion ally" (allyKeyword)
    NearBloodied,   // Smell of Blood: "while within 5 squares of a Bloodied creature" (allyWithin)
};

QString
modifierConditionText(ModifierCondition condition); // "while bloodied": how it reads, for tests and messages

// "+5 {m} Damage while Bloodied", "+4 Attack and +10 damage while Bloodied" (two of these), "+2 AC
// while adjacent to an ally": a bonus to this creature's attacks, their damage, or its AC.
struct StaticModifier {
    Statistic statistic = Statistic::Damage; // Attack, Damage or AC
    int amount = 0;
    DamageType damageType = DamageType::Untyped; // "+5 cold damage"
    std::optional<AttackKind> attacks;           // "{m}" or "with {r} attacks": only those
    ModifierCondition condition = ModifierCondition::WhileBloodied;
    TargetRestrictions against;     // TargetIs: whom the bonus is against
    int allyWithin = 1;             // NearAlly, NearBloodied: squares (1: adjacent)
    QString allyKeyword;            // NearAlly: the ally's keyword, if the card names one
    int movedSquares = 0;           // MovedAway: how far from its turn's starting position
    bool fromSpecialPowers = false; // nullified while the creature is inactive (800.4.a)

    bool operator==(const StaticModifier&) const = default;
};

// "(Aura 1) Allies in aura have +2 AC", "(Aura 5) Wolf allies in aura have +2 attack", "(Aura 2)
// Non-Demon enemies in aura have -2 Attack", Stench's "Adjacent living creatures have -2 Attack": a
// bonus or penalty the creatures of a group have while within `radius` squares of it. Bonuses of the same
// power do not add up (two Shieldbearers give +2, not +4); those of different powers do (the power stacking
// rule of the quick reference).
struct AuraBonus {
    QString power; // the power's name, which tells two of one power from two powers
    int radius = 1;
    Statistic statistic = Statistic::AC; // Attack, AC or AllDefences
    int amount = 0;                      // negative: a penalty
    CreatureGroup recipients; // "Wolf allies", "Non-Demon enemies", "living creatures" (not itself)
    bool fear = false;                   // "(Aura 5, Fear)": Immune Fear creatures ignore it
    bool fromSpecialPowers = false; // nullified while the creature is inactive (800.4.a)

    bool operator==(const AuraBonus&) const = default;
};

} // namespace ddm
