// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "combat/dice_source.h"

#include <QList>
#include <QString>

namespace ddm {

// What a log entry records; the GUI words and translates it from this and the ids, the CLI prints
// `text`.
enum class LogEvent {
    SetUp,             // 102.6: how a creature came onto the map before round 1 (a Wandering Monster's roll)
    RoundStarted,      // 301.1
    Initiative,        // 302
    TurnStarted,       // 401
    Moved,             // 412.2, 412.3
    Charged,           // 413.3
    OpportunityAttack, // 612
    Attack,            // 601: an attack roll judged (or an automatic hit)
    Damage,            // 806
    ConditionAdded,    // 900.1
    ConditionEnded,    // 900.2, 804.4.e
    OngoingDamage,     // 908
    SavingThrow,       // 804.4.e
    ForcedMovement,    // 807
    Terrain,           // chapter 10: dangerous terrain, pits, spike stones
    Recharged,         // 703.5.a
    PowerUsed,         // 703: an activated or triggered power used, and what it gave
    Eliminated,        // 804.4.a
    VictoryPoints,     // 105.3, 105.4.a, 106.2, 107.2
    TurnEnded,         // 404
    RoundEnded,        // 305
    GameOver,          // 103
    Refused, // a step the rules forbid inside an otherwise legal action (a charge's attack, 413.3.d)
    ByHand,  // a power the engine cannot run has its moment: the players resolve it by hand
};

QString logEventKey(LogEvent event); // "round-started", "initiative", …

// What an Attack entry decided for its target (601, 604.7, 604.8), for the board's marks.
enum class AttackOutcome {
    None, // the entry decides nothing: a template laid, an area with no creature, an immunity
    Miss, // a roll that missed, or "that attack misses" before any roll (603.2)
    Hit,
    Critical,    // a natural 20 (604.6)
    MissInstead, // a hit the target's power made a miss (109.1): it replaces the hit before it
};

QString attackOutcomeKey(AttackOutcome outcome); // "", "miss", "hit", "critical", "miss-instead"

// One thing that happened, with the rule behind it and the dice it used. `action` is the 0-based
// index of the action in the battle's history that caused it; -1 for the set-up.
struct LogEntry {
    LogEvent event = LogEvent::Attack;
    QString text;
    QString rule;
    QList<DieRoll> rolls;
    QString creature; // the creature it is about, if any
    QString other;    // the other creature involved (a target, an attacker), if any
    qsizetype action = -1;
    AttackOutcome outcome = AttackOutcome::None; // Attack entries: the roll's outcome for `other`
    // Damage entries and the healing font's: the damage `creature` took (negative; what temporary hit
    // points absorbed included) or the hit points it regained
    int hpChange = 0;

    bool operator==(const LogEntry&) const = default;
};

} // namespace ddm
