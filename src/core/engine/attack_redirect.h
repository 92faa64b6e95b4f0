// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action_context.h"
#include "engine/attack_sequence.h"
#include "powers/triggered_power.h"

namespace ddm {

// Redirect effects (603.2.a): what may turn an attack onto another creature, and the turn itself.

// Whether any redirect may turn this attack: not one that "cannot be redirected" (card text), nor one
// of a creature whose attacks its enemies cannot redirect (Focused), nor one against a creature that
// attacks against cannot be (Prideful).
bool redirectable(ActionContext& context, const Strike& strike);

// The creatures the target's own redirect may turn the attack to ("an Immobilized enemy adjacent to
// this creature other than the attacker", "1 active Small Goblin ally"): adjacent to the target, of the
// side and kind the power names, never the attacker nor another target of the same close or area attack
// (603.1.d), in the order they are in play.
QStringList redirectCandidates(ActionContext& context, const RedirectTarget& to, const Strike& strike);

// Logs the redirect, and the attack turns on `to` (603.2.b); where `to` is no legal target of the attack (out
// of reach or sight), it is treated as standing in the original target's space for the rest of the attack.
void redirect(ActionContext& context, Strike& strike, const QString& to);

} // namespace ddm
