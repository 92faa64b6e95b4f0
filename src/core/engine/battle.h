// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/line_of_sight.h"
#include "board/reachable_squares.h"
#include "board/squeeze_reach.h"
#include "combat/dice_source.h"
#include "engine/action.h"
#include "engine/action_result.h"
#include "engine/battle_log.h"
#include "engine/battle_setup.h"
#include "engine/battle_state.h"
#include "engine/combatant.h"
#include "engine/template_aim.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddm {

// What one creature sees of another: for the board's sight and cover lines.
struct SightReport {
    bool lineOfSight = false;    // 1002.3 with Blinded, Invisible and Blindsight (901.1, 804.4.f, 707.2)
    bool lineOfEffect = false;   // 1003.5
    bool meleeCover = false;     // 611.2
    bool rangedCover = false;    // 611.3
    QString sightRule;           // what decided the line of sight
};

// A battle: its setup, its state and its log, with one way to change it (apply) and the queries a
// board asks. Deterministic: the state is a value, every applied action is recorded with the dice it
// used, replaying the record gives an equal state, and each action can be undone.
class Battle {
public:
    explicit Battle(BattleSetup setup);

    const BattleSetup& setup() const { return m_setup; }
    const BattleState& state() const { return m_state; }
    const QList<LogEntry>& log() const { return m_log; }
    const QList<Action>& history() const { return m_history; } // applied actions with their rolls
    const QList<Combatant>& combatants() const { return m_combatants; }
    const Combatant* combatant(const QString& id) const;

    // Applies the action, drawing any roll it does not carry from `dice`. On an error nothing
    // changes (CRG 109.4).
    ActionResult apply(const Action& action, DiceSource& dice);
    // For actions that carry all their rolls (scripts, replays): a missing roll is an error.
    ActionResult apply(const Action& action);

    bool canUndo() const { return !m_undo.isEmpty(); }
    bool undo(); // restores the state, log and history before the last applied action

    // A new battle from `setup` with `actions` applied (recorded ones carry their rolls). Stops at
    // the first error, which `failed` receives with its index.
    struct Replay;
    static Replay replay(const BattleSetup& setup, const QList<Action>& actions);

    // Queries for a board.
    std::optional<Side> activeSide() const; // whose creatures may activate; none between rounds
    // Whether the creature may take an action now: the acting creature with an action left, or one
    // that may start its turn.
    bool canAct(const QString& id) const;
    // Whether the creature may take a move action now (a Move, shift or squeeze): it may act, has a
    // move or attack action left to pay for it (403.1.b) and has not charged this turn (413.3.e).
    bool canMove(const QString& id) const;
    // Whether the creature may use a healing font now (1011.2): it may act and began its turn next
    // to one with its attack action unused.
    bool canUseHealingFont(const QString& id) const;
    // Whether card text lets the creature make an opportunity attack now ("Cannot make opportunity
    // attacks", an enemy's Distractor beside it).
    bool mayMakeOpportunityAttacks(const QString& id) const;
    // Where a Move action (412.2) or a shift (412.3: 1 square, or the card's N) could take the
    // creature now, with costs.
    Reachability reachableSquares(const QString& id, MoveKind kind = MoveKind::Move) const;
    // Where a Huge creature's squeeze could take it now (412.4), at half its speed; empty for others.
    SqueezeReach squeezeReach(const QString& id) const;
    // The targets the creature could pick with its attack (1-based index) now.
    QStringList validTargets(const QString& id, int attack) const;
    // Whether the two are enemies now: their controllers differ (a Dominated creature's is the other player,
    // 904.2).
    bool areEnemies(const QString& a, const QString& b) const;
    // A line or cone of that attack aimed at the square, as the board lays it with one click.
    std::optional<TemplateAim> aimTemplate(const QString& id, int attack, Square clicked) const;
    SightReport sight(const QString& from, const QString& to) const;
    int victoryPoints(Side side) const { return m_state.victoryPointsOf(side); }

private:
    struct Snapshot {
        BattleState state;
        qsizetype logSize = 0;
    };

    BattleSetup m_setup;
    QList<Combatant> m_combatants;
    CreatureIndex m_index;
    // The board as m_state stands: carried from action to action, rebuilt when unknown.
    mutable std::optional<Occupancy> m_occupancy;
    const Occupancy& occupancy() const;
    BattleState m_state;
    QList<LogEntry> m_log;
    QList<Action> m_history;
    QList<Snapshot> m_undo;
};

struct Battle::Replay {
    Battle battle;
    std::optional<qsizetype> failedAt;
    std::optional<ActionError> error;
};

// The state a battle starts in: every creature at full hit points in its set-up position, before
// round 1 (211.2).
BattleState initialState(const BattleSetup& setup, const QList<Combatant>& combatants);

} // namespace ddm
