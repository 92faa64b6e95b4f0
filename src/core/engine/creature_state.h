// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/creature_space.h"
#include "board/side.h"
#include "combat/condition_set.h"
#include "combat/hit_points.h"
#include "powers/static_modifier.h"

#include <QHash>
#include <QMap>
#include <QString>
#include <QStringList>

#include <algorithm>

namespace ddm {

// A bonus an effect gave the creature for a while: "Allies have +2 Attack until end of round" (a
// champion power, 703.6). `power` names the effect (706.2: identical effects do not add up).
struct GrantedModifier {
    StaticModifier modifier;
    QString power;
    EffectDuration until = EffectDuration::EndOfRound; // or EndOfTurn: the end of the turn it was gained in
    QString against; // a creature id: it counts only when attacking that creature ("vs. that enemy")
    bool endsWhenAttacked = false; // First Arrow: "until it is attacked"

    bool operator==(const GrantedModifier&) const = default;
};

// A creature's state (CRG 201.3): what changes during a battle. What does not (its card, cost,
// defences, powers) stays in the battle's setup.
struct CreatureState {
    QString id;
    Side side = Side::A;
    Space space;
    HitPoints hitPoints;      // 211; current may fall below 0 (110.1.d)
    ConditionSet effects;     // conditions, ongoing damage and statistic modifiers with their durations (900, 908, 803.5)
    QMap<int, int> usesSpent; // attack index -> uses marked off (406.2, 703.5)
    QMap<QString, int> powerUsesSpent; // an activated special power's name -> uses marked off (703.5)
    bool eliminated = false;  // removed from play (804.4.a)
    // Turns it may still start this round: 1 at the start of a round, more with Multi-Activation;
    // at 0 it has activated (401.1.a).
    int activationsLeft = 0;
    bool tookOpportunityAttack = false; // on the current turn (612.1.a)
    bool tookImmediateAction = false;   // on the current turn (415.1.a)
    int enemiesEliminated = 0;          // Slayer of Domiel: "the first enemy this creature eliminates"
    QStringList powersUsedThisTurn;     // triggered powers "usable once per turn", by name
    // Attack index -> further attacks its effect granted this turn ("maximum 4 per turn"), on any
    // creature's turn: an opportunity attack's effect may grant one too.
    QMap<int, int> furtherAttacksThisTurn;
    bool usedTeleporter = false; // this round (1021.2)
    bool firstBloodied = false;  // has been bloodied once: "RECHARGE when first bloodied"
    bool hasAttacked = false;    // has made an attack: "invisible until it attacks" has ended
    int championUses = 0;        // Champion Power Uses left: the rating at the start (216.2)
    QList<int>
        championPowersUsed; // in this turn, or this round's start and initiative steps (703.6.a, 301.3)
    QList<GrantedModifier> granted;
    QHash<DamageType, int> chosenResist; // a set-up power's "Resist 15 to the type chosen", for the battle

    bool inPlay() const { return !eliminated; }
    // Whether a bonus of the power is on it already (against `against`): identical effects apply
    // once (706.2.a).
    bool holdsGrantedFrom(const QString& power, const QString& against = {}) const
    {
        return std::any_of(granted.cbegin(), granted.cend(), [&](const GrantedModifier& bonus) {
            return bonus.power == power && bonus.against == against;
        });
    }
    bool canActivate() const { return inPlay() && activationsLeft > 0; }
    bool has(Condition condition) const { return effects.has(condition); }

    bool operator==(const CreatureState&) const = default;
};

} // namespace ddm
