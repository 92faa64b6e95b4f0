// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"
#include "combat/dice_source.h"
#include "sandbox/sandbox_setup.h"
#include "warband/resolved_warband.h"

#include <QString>

#include <array>
#include <optional>

namespace ddm::gui {

class SandboxPrompts;

// What the set-up sequence starts from, by warband: 0 is the player's own, 1 the opponent.
struct SetupRequest {
    std::array<ResolvedWarband, 2> warbands;
    std::array<QString, 2> names;
    // The map picked in the set-up dialog, played whatever the warbands name; none: Player 1 takes
    // the map of either warband (102.5), from `warbandMaps`.
    std::optional<BattleMap> chosenMap;
    std::array<std::optional<BattleMap>, 2> warbandMaps; // each warband's map, when it has a layout
};

// Sets up as the rules say (102.3-102.7): each warband rolls a d20 from `dice`, the one with the
// higher Champion rating twice (ties to that one, else rerolled); the winner chooses Player 1;
// Player 1 chooses the battle map when both warbands name one (a single one is taken without a
// question); Player 2 chooses a start area and sets up first. Nullopt when a question is cancelled,
// or when there is no map to play on.
std::optional<SandboxSetup> runSetupSequence(const SetupRequest& request, SandboxPrompts& prompts,
                                             DiceSource& dice);

} // namespace ddm::gui
