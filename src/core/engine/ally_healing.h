// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action_context.h"
#include "engine/attack_sequence.h"
#include "powers/attack_power.h"

namespace ddm {

// "1 adjacent ally heals 20 HP", "each ally within 3 squares of this creature heals 5 HP", "each
// ally adjacent to target heals 10 HP": the attacker's allies (the glossary's "ally": not the
// attacker itself) within reach of the attacker, or of the target, heal (808.1, never above their
// starting hit points 808.1.a, nothing for an undamaged one 808.1.b). When the count limits who
// heals and more allies are in reach, the acting player chooses (801.3.c): the action's "healed"
// entries name them in order; with no choice to make every ally in reach heals.
void healAllies(ActionContext& context, const Strike& strike, const AllyHealing& healing);

} // namespace ddm
