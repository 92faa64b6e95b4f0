// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action_context.h"
#include "engine/attack_sequence.h"
#include "powers/attack_power.h"

namespace ddm {

// "AND make a Claw Frenzy attack against the same target (maximum 2 per turn)", "AND make this
// attack again", "AND this creature makes a {b} attack against a different target": the further
// attack a hit grants, made at once as part of the same action (408.1.a) with the choices of the
// action's next "further" entry (its target, the area's origin, the path of a move the attack
// includes, forced paths). Without an entry the attack needs no choice: the same target, or the one
// creature it could target; with no target at all it is not made (109.3).
//
// The per-turn maximum counts the attacks of the power named ("maximum 4 per turn" of Rending
// Claws: the attack action's own Rending Claws and 3 more), or, for a basic attack the effect
// grants, the basic attacks granted ("make a melee basic attack (maximum once per turn)" on a card
// whose basic attack is that very attack would otherwise never apply). A further attack spends no
// use of a limited power: it is not declared as an action (406.2).
void makeFurtherAttack(ActionContext& context, const Strike& strike, const FurtherAttack& further,
                       DiceSource& dice);

} // namespace ddm
