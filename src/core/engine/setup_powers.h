// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action_context.h"
#include "engine/combatant.h"

#include <QStringList>

namespace ddm {

// Powers used at set-up (102.2, 102.8): special powers "Use during your set-up: …" and champion
// powers of that timing. The engine takes them as the first round begins, before its start-of-round
// powers: a battle starts with its creatures placed, and none of these powers moves a creature, so
// using them then changes nothing they do. A response names the power ("Stalked Target",
// "champion 1") and, for one that chooses, its "choice": the enemy's id ("Choose 1 enemy") or the
// damage type ("Choose acid, fire, lightning, or thunder").

// The names of the creature's powers used at set-up, as responses name them.
QStringList setupUseNames(const Combatant& combatant);

// 102.2: the powers used at set-up that responses name, each side's declared and resolved in turn
// in lowest champion order (801.6; when the Champion ratings do not decide and both sides use some,
// each side rolls a d20 from the action's rolls, 801.6.a). One not named that could be used is
// offered, with what it may choose.
void useSetupPowers(ActionContext& context);

} // namespace ddm
