// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/attack_power.h"
#include "powers/creature_group.h"
#include "powers/setup_power.h"
#include "powers/static_modifier.h"

#include <QList>
#include <QString>

#include <optional>

namespace ddm {

// When a champion power may be used (217.1.a: "[use cost] [timing, requirements]. …").
enum class ChampionTiming {
    StartOfRound,   // "Use at start of round": declared before the initiative roll (302.1)
    AllyHits,       // "Use when an ally hits with a {m} attack": after the hit, before its damage (415.2.c)
    StartOfOwnTurn, // "Use at start of this creature's turn": after the turn's start effects (402.1)
    SetUp,          // "Use during your set-up": declared at set-up, before the first round (102.2, 102.8)
    // "Use when an enemy takes necrotic damage: That enemy is Weakened (save ends)": once that damage is
    // dealt (after Immune and Resist), to the creature that took it.
    EnemyTakesDamage,
};

// The hits an AllyHits power answers: "an adjacent ally", "a Beast or Orc ally" (the recipients),
// "with a {r} attack", "with an opportunity attack", "a Bloodied enemy", "a Blinded enemy", "a Medium
// or larger enemy".
struct HitFilter {
    bool adjacent = false; // the ally is adjacent to the champion
    std::optional<AttackKind> attacks;
    bool opportunityAttack = false;
    TargetRestrictions target; // what the creature hit is

    bool operator==(const HitFilter&) const = default;
};

// One power of a card's Champion block the engine runs: "Use at start of round: Allies have +2 Attack
// until end of round" grants its recipients these bonuses until the end of the round, "Good allies
// heal 10 HP" heals them; "Use when an ally hits …" adds damage or an effect to that hit, or heals
// the ally that hit.
struct ChampionPower {
    int number = 0; // 1-based among the card's champion powers: what "champion N" names
    QString text;   // its name (702.6: the whole text, as champion powers print none)
    ChampionTiming timing = ChampionTiming::StartOfRound;
    // StartOfRound and StartOfOwnTurn: who gains the bonuses or heals; AllyHits: whose hits it answers.
    CreatureGroup recipients;
    QList<StaticModifier> bonuses; // attack and damage (with their conditions), defences, speed
    // How long the bonuses last: until end of round, or "Until end of battle" (Permanent).
    EffectDuration lasts = EffectDuration::EndOfRound;
    int heals = 0; // "Good allies heal 10 HP" (808)
    // StartOfRound: "You roll 1 extra d20 when determining initiative this round": its side's d20s (302.2)
    int extraInitiativeDice = 0;
    HitFilter hit;                 // AllyHits
    DamagePart extraDamage;        // AllyHits: "+10 Damage on that attack" (806.4)
    AttackEffects rider;           // AllyHits: "Target is also Blinded (save ends)"; EnemyTakesDamage: "That
                                   // enemy is Weakened (save ends)"
    DamageType damageTaken = DamageType::Untyped; // EnemyTakesDamage: "takes necrotic damage"
    bool anyCreature = false;      // EnemyTakesDamage: "when any creature takes cold damage": allies too
    int healsHitter = 0;           // AllyHits: "That ally heals 10 HP"
    SetupEffect setup;             // SetUp: what it does

    bool operator==(const ChampionPower&) const = default;
};

// Reads a whole champion power; none when any of its words is not understood.
std::optional<ChampionPower> readChampionPower(const QString& text);

} // namespace ddm
