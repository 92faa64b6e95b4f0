// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/side.h"
#include "engine/battle_setup.h"
#include "warband/resolved_warband.h"

#include <QString>
#include <QStringList>

#include <array>

namespace ddm::gui {

// What set-up decided before the battle (102.3-102.6), by warband: 0 is the player's own, 1 the
// opponent. The default is the order without a set-up roll: the own warband is Player 1, and the
// opponent, Player 2, takes start area B.
struct SetupDecisions {
    std::array<QList<int>, 2> rolls; // each warband's set-up d20s (none: no set-up roll)
    int player1 = 0;                 // the warband the roll's winner chose as Player 1 (102.4)
    Side player2Area = Side::B;      // the start area Player 2 chose (102.6)
};

// A battle set up from two warbands and a map, with what could not be taken over.
struct SandboxSetup {
    BattleSetup setup;
    QStringList problems; // translated sentences: unresolved cards, creatures without room or off the map
};

// Builds the battle. A warband's side is the start area it took: Player 2's the one it chose, Player 1
// the other. Each creature with a card gets an id (A1, A2, ... in warband order) and a legal set-up
// position (placeInStartAreas, Player 2's creatures first). Creatures whose card keeps them off the
// battle map at set-up stay out: the sandbox has no way to bring a creature in during the battle.
// Wandering Monsters stand in their start area until they roll (rollWanderingMonsters). The point
// size and scenario are the own warband's; `names` are the warbands' names as the players know them
// (own, opponent).
SandboxSetup buildSandboxSetup(const ResolvedWarband& own, const ResolvedWarband& opponent,
                               const BattleMap& map, const std::array<QString, 2>& names,
                               const SetupDecisions& decisions = {});

} // namespace ddm::gui
