// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/side.h"
#include "engine/battle_setup.h"
#include "warband/resolved_warband.h"

#include <QString>
#include <QStringList>

namespace ddm::gui {

// The sandbox's set-up order, the CRG default (102.4-102.7): the player who opens the sandbox
// picks the battle map, which is what Player 1 does (102.5), so the own warband is Player 1 and
// plays side A; the opponent is Player 2, takes start area B and sets up first (102.6). Hot-seat,
// both sides may rearrange until round 1, but the order decides the automatic placement and the
// Wandering Monsters' rolls: Player 2's roll first, so its creature claims a shared victory area.
inline constexpr Side kSandboxPlayer1 = Side::A;

// A battle set up from two warbands and a map, with what could not be taken over.
struct SandboxSetup {
    BattleSetup setup;
    QStringList problems; // translated sentences: unresolved cards, creatures without room or off the map
};

// Builds the battle: side A is the player's own warband, side B the opponent. Each creature with a
// card gets an id (A1, A2, ... in warband order) and a legal set-up position (placeInStartAreas).
// Creatures whose card keeps them off the battle map at set-up stay out: the sandbox has no way to
// bring a creature in during the battle. Wandering Monsters stand in their start area until they
// roll (rollWanderingMonsters). The point size and scenario are side A's warband's; `names` are the
// warbands' names as the players know them (BattleSetup::sideNames).
SandboxSetup buildSandboxSetup(const ResolvedWarband& sideA, const ResolvedWarband& sideB,
                               const BattleMap& map, const std::array<QString, 2>& names);

} // namespace ddm::gui
