#pragma once

#include "engine/action_context.h"
#include "powers/attack_power.h"

namespace ddm {

// A creature's own power moves it: "Shift 2" (a move, 412.3, with Awareness's opportunity attacks)
// or "Teleport up to 6 squares" (816.1). It takes the action's "forced" path for the creature;
// without one the refusal lists where it may go (ForcedPathNeeded), for the sandbox to ask. With no
// square to go to it moves nowhere (109.3). `power` names it in the log.
void moveByOwnPower(ActionContext& context, const QString& id, const ForcedMovement& movement,
                    const QString& power);

} // namespace ddm
