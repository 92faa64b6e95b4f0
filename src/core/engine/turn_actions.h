// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action_context.h"
#include "powers/creature_abilities.h"

namespace ddm {

// The three kinds of action a turn allows (403.1).
enum class ActionSlot { Move, Attack, Minor };

// Spends the acting creature's action of that kind, or the one that may stand in for it: a move in
// the attack's place (403.1.b, the double move), a minor action in the move's or attack's place
// (403.1.a-b). Refuses when the turn has none left, when the creature is Stunned (910.1), has taken
// its one action while Dazed (903.1) or rolled "no actions" for its confusion (902.2).
void spendAction(ActionContext& context, ActionSlot slot);

// Whether the turn still has an action of that kind, or one that may stand in for it (as spendAction
// spends them); the creature's conditions aside.
bool hasActionLeft(const TurnState& turn, ActionSlot slot);

// Plodding: a creature that takes only 1 move action on its turn (card text) has taken it.
bool tookItsOneMoveAction(const TurnState& turn, const CreatureAbilities& abilities);

} // namespace ddm
