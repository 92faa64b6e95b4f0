// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action_context.h"

#include <QString>

namespace ddm {

// The round sequence (CRG 300-305) and the turn sequence around each creature's actions (400-404).

// The Initiative action: Start of Round (301) and the Initiative Roll (302); Player 1 then
// activates the first creature (303.1).
void startRound(ActionContext& context);

// Makes sure `actor` is the acting creature: when no turn is open it must be a creature of the
// side whose turn it is that has not activated (303.1, 401.1), and its turn starts (402): effects
// lasting until its turn starts end, a Confused creature rolls (902.2), ongoing damage (908.1).
void beginTurnOf(ActionContext& context, const QString& actor);

// The End action: the End of Turn step (404) with saving throws (804.4.e), dangerous terrain
// (1008.3), pits (1013.3) and expiring effects (400.3); then the next side's turn or the end of
// the round (303, 304, 305).
void endTurn(ActionContext& context);

// When the acting creature left play during its own action, its turn is over.
void finishTurnIfActorGone(ActionContext& context);

} // namespace ddm
