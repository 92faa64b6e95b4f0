// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "combat/attack_situation.h"
#include "engine/attack_sequence.h"
#include "engine/battle_view.h"

namespace ddm {

// What combat advantage depends on (610.1), set in the situation: the attacker's and the target's
// conditions, flanking, who can see whom, and what the cards say: a grant of the attacker's own ("Has
// combat advantage against bloodied enemies"), or the aura of a creature on its side that the target
// stands in (Multiple Threats, 610.1.c).
void addAdvantageFacts(const BattleView& view, const Strike& strike, AttackSituation& situation);

// Whether the strike's attacker has combat advantage against its target as the battle stands.
bool hasCombatAdvantage(const BattleView& view, const Strike& strike);

} // namespace ddm
