// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action_context.h"
#include "powers/attack_power.h"

#include <QString>

namespace ddm {

// Moves `mover` by an effect: a push, pull or slide (812, 813, 815), a teleport (816) or the shift
// an attack grants its attacker (412.3), along the action's "forced" path for it (for a teleport,
// its destination alone). "Up to N" lets the path be shorter, or absent. A creature pushed or
// pulled into a pit faces the follow-up attack of 1013.4 with `cause`'s bonus and defence. A move
// "closer" must end nearer `towards` (the attacker's own move, "shifts 1 square closer to target")
// or, when that is empty, nearer `source` than it began.
void resolveForcedMovement(ActionContext& context, const QString& source, const QString& mover,
                           const ForcedMovement& movement, const AttackPower* cause, DiceSource& dice,
                           const QString& towards = {});

// Slippery terrain: exactly 1 square, pushed by the attacker (1017.2).
ForcedMovement slipperyPush();

} // namespace ddm
