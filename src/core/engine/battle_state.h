// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/creature_space.h"
#include "board/side.h"
#include "engine/creature_state.h"

#include <QList>
#include <QMap>
#include <QString>

#include <array>
#include <optional>

namespace ddm {

enum class BattlePhase {
    BetweenRounds, // waiting for the next round's initiative (301, 302)
    Activations,   // creatures take turns (303)
    Over,          // someone won, or the stall rule ended the game (103)
};

// What the acting creature has done this turn (CRG 403): up to one move, one attack and one minor
// action; a move may take the attack action's place (403.1.b: the double move).
struct TurnState {
    QString creature;
    Side controller = Side::A; // who decides its actions: its owner, or the dominating player (904.2)
    bool moveActionUsed = false;
    bool attackActionUsed = false;
    bool minorActionUsed = false;
    int actionsTaken = 0;       // a Dazed creature gets one (903.1)
    int moveActionsTaken = 0;   // Plodding: "can only take 1 move action on its turn"
    bool charged = false;       // no more moving after a charge (413.3.e)
    bool noActions = false;     // a Confused creature that rolled 6-15 (902.2)
    Space startedAt;            // where the turn began (600.2.a)
    bool moved = false;         // for "RECHARGE at end of turn if it did not move"
    int squaresMoved = 0;       // by the creature whose turn it is: "moves at least 3 squares on its turn"
    bool attacked = false;      // for "... if it did not attack"
    bool meleeAttacked = false; // Burnout: "… if it did not make a {m} attack during that turn"
    bool savedAtStart = false;  // Determined made its saving throws as the turn began
    QMap<int, int> usesThisTurn; // attack index -> uses, for "maximum 2 per turn"

    bool operator==(const TurnState&) const = default;
};

// Why the game ended.
enum class GameEnd {
    VictoryPoints, // a player reached the point size in victory points (103.2.b)
    Elimination,   // the opponent has no creature left in play (103.2.a)
    Stall,         // 10 rounds without damage, attack rolls or saving throws (103.3.c)
};

struct Outcome {
    GameEnd end = GameEnd::VictoryPoints;
    std::optional<Side> winner; // none: a draw, both sides eliminated at once with every tie-breaker tied
    QString rule;

    bool operator==(const Outcome&) const = default;
};

// The game state (CRG 200.7) as a value: a battle is its setup plus the actions applied to it, and
// equal histories give equal states.
struct BattleState {
    int round = 0;
    BattlePhase phase = BattlePhase::BetweenRounds;
    Side player1 = Side::A;     // chosen by the initiative winner for this round (302.3)
    Side activeSide = Side::A;  // whose turns are being taken (303.1)
    int turnsLeftInBlock = 0;   // turns the active side still takes before the other side's turn
    int turnsInBlock = 0;       // the turns of that block: 1 for Player 1's first (303.1), else 2
    std::optional<TurnState> turn;
    QList<CreatureState> creatures; // in set-up order
    std::array<int, 2> victoryPoints{0, 0};
    std::optional<Outcome> outcome;
    bool suddenDeath = false;   // tied tie-breakers: the next player to score wins (105.4.d)
    int quietRounds = 0;        // consecutive rounds without damage, attack rolls or saves (103.3.c)
    bool activityThisRound = false;
    QString firstToActivate; // the round's first creature to take a turn (Incited, "the first creature to
                             // activate")

    const CreatureState* creature(const QString& id) const;
    CreatureState* creature(const QString& id);
    int victoryPointsOf(Side side) const;

    bool operator==(const BattleState&) const = default;
};

} // namespace ddm
