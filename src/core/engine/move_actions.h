#pragma once

#include "engine/action_context.h"

namespace ddm {

// Move and Shift actions (412.2, 412.3): the path is checked by the board's movement rules, then
// walked step by step so that opportunity attacks strike as the creature leaves each square
// (612.1.c) and terrain acts as it enters one (spike stones 1019.3, webs, teleporters 1021).
void resolveMove(ActionContext& context);

// A charge (413.3): an attack action that moves up to the creature's speed to the nearest space
// next to an enemy it can see, at least 2 squares away, then makes a basic attack at +1.
void resolveCharge(ActionContext& context);

} // namespace ddm
