// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/attack_power.h"
#include "powers/creature_group.h"
#include "powers/damage_type.h"
#include "powers/standing_place.h"

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
    TargetIs,      // "vs. Evil enemies", "against targets adjacent to a Minion ally": StaticModifier::against
    MovedAway,     // Skirmish: on its turn, StaticModifier::movedSquares from where the turn began (600.2.a)
    MovedThisTurn, // "if this creature moved this turn"
    NearBloodied,  // Smell of Blood: "while within 5 squares of a Bloodied creature" (allyWithin)
    AttackerIs, // a defence "against Giant creatures", "from Dragons": StaticModifier::against, the attacker
    OpportunityAttack, // Speed of the Dead: "on opportunity attacks" (612)
    NoAllyNear,        // Individualist: "while no allies are within 4 squares of this creature" (allyWithin)
    AdjacentEnemies,   // "while adjacent to 2 or more enemies", "… to only 1 enemy" (enemiesAdjacent)
    AllyInPlay, // "while an Undead champion ally is in play", "… in a warband with an active Goblin champion"
    InWarbandWith,   // "while in a warband with a Beholder ally": in its warband, in play or not (203)
    FirstToActivate, // Incited: "when this creature is the first creature to activate in a round": that round
                     // (401.1)
    NoAllyDestroyed, // Bluster: "until an ally is destroyed": none of its warband has been (804.4.a)
    AllyDestroyed,   // Wrath: "Once an ally has been destroyed": one of its warband has been
    StandsIn,        // "while occupying a victory area", "while adjacent to a wall": StaticModifier::place
    SoleTarget,      // Tactical Magic: "Whenever this creature's {c} or {a} attack has only 1 target"
    SoleEnemyTarget, // Focused Attack: "Whenever this creature targets exactly 1 enemy with an attack"
};

QString
modifierConditionText(ModifierCondition condition); // "while bloodied": how it reads, for tests and messages

// "+2 {r} Attack for each adjacent ally with Volley", "+1 AC for each enemy adjacent to this creature",
// "+1 {m} Attack for each other Ibixian creature within 5 squares": the creatures a bonus counts, once
// each (never the bonus's own creature).
struct CountedCreatures {
    int within = 1; // squares from the bonus's creature (1: adjacent)
    bool allies = true;
    bool enemies = false;
    TargetRestrictions kind;    // "Arcane", "Kruthik"
    QString withPower;          // "with Volley", "with Spear Wall": a power of that name on its card
    std::optional<int> maximum; // "(maximum +3 Attack)": of the whole bonus

    bool operator==(const CountedCreatures&) const = default;
};

// "+5 {m} Damage while Bloodied", "+4 Attack and +10 damage while Bloodied" (two of these), "+2 AC
// while adjacent to an ally", "+2 to all defenses against {r} attacks": a bonus to this creature's
// attacks, their damage, or its defences (AC, one of the others, or all of them).
struct StaticModifier {
    Statistic statistic = Statistic::Damage; // Attack, Damage or AC
    int amount = 0;
    DamageType damageType = DamageType::Untyped; // "+5 cold damage"
    std::optional<AttackKind> attacks;           // "{m}" or "with {r} attacks": only those
    ModifierCondition condition = ModifierCondition::WhileBloodied;
    TargetRestrictions against;     // TargetIs, AttackerIs: whom the bonus is against
    int allyWithin = 1;             // NearAlly, NearBloodied, NoAllyNear: squares (1: adjacent)
    QStringList
        allyKeywords; // NearAlly: the keywords the card names for the ally, all of them ("Elf Martial")
    QString allyPower;       // NearAlly: "an ally with Phalanx Training": a power of that name on its card
    TargetRestrictions ally; // AllyInPlay, InWarbandWith, NoAllyNear: what the ally is ("Evil", "Beholder",
                             // "level 7 or higher")
    bool allyChampion = false;      // NearAlly, AllyInPlay, InWarbandWith: the ally is a champion
    bool allyActive = false;        // AllyInPlay: "an active Goblin champion": not inactive (Stunned, 910.1)
    int enemiesAdjacent = 0;        // AdjacentEnemies: how many at least…
    bool enemiesAdjacentExactly = false; // …or exactly ("only 1 enemy")
    int movedSquares = 0;           // MovedAway: how far from its turn's starting position
    StandingPlace place;            // StandsIn: where it must stand
    bool fromSpecialPowers = false; // nullified while the creature is inactive (800.4.a)
    std::optional<CountedCreatures> perEach; // the amount counts once for each such creature
    // Requires Discipline: "Add your warband's highest Champion rating to this creature's {m} attack
    // rolls": the amount counts once for each point of the highest rating among its side's creatures in play
    bool perChampionRating = false;

    bool operator==(const StaticModifier&) const = default;
};

// "(Aura 1) Allies in aura have +2 AC", "(Aura 5) Wolf allies in aura have +2 attack", "(Aura 2)
// Non-Demon enemies in aura have -2 Attack", Stench's "Adjacent living creatures have -2 Attack",
// "(Aura 3) Undead allies in aura have +2 {m} attack and +5 {m} damage", "(Aura 1) This creature and
// allies in aura have +4 AC and +4 Reflex vs. {r} attacks": a bonus or penalty the creatures of a group
// have while within `radius` squares of it. Bonuses of the same power to one statistic do not add up
// (two Shieldbearers give +2, not +4); those of different powers do (the power stacking rule of the
// quick reference). "Undead allies have +2 attack", with no aura printed, reaches every such ally in play.
struct AuraBonus {
    QString power; // the power's name, which tells two of one power from two powers
    int radius = 1;
    bool anywhere = false; // "Undead allies have +2 attack": every one in play, however far (no radius)
    Statistic statistic = Statistic::AC;         // Attack, Damage, AC, Fortitude, Reflex, Will or AllDefences
    int amount = 0;                              // negative: a penalty (never to damage)
    DamageType damageType = DamageType::Untyped; // Damage: "+5 necrotic damage"
    std::optional<AttackKind> attacks; // "with {m} attacks"; a defence's "vs. {r} attacks": only those
    TargetRestrictions against;        // Attack, Damage: "against bloodied targets": whom it counts against
    CreatureGroup
        recipients; // "Wolf allies", "Non-Demon enemies", "living creatures", "this creature and allies"
    bool fear = false;                   // "(Aura 5, Fear)": Immune Fear creatures ignore it
    bool fromSpecialPowers = false; // nullified while the creature is inactive (800.4.a)

    bool operator==(const AuraBonus&) const = default;
};

} // namespace ddm
