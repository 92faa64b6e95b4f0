#pragma once

#include "engine/action_context.h"

namespace ddm {

// An attack action with one of the card's attacks (413.2, 601-609): the power's conditions of use
// (use limits 703.5, basic attacks only while Confused or Dominated 902.1/904.1), opportunity
// attacks a ranged or area attack provokes (612.1.b), the targets as the attack type allows, then
// each attack in turn (603.3, 601.1). Powers the engine cannot run are refused as "resolve by hand".
void resolveAttackAction(ActionContext& context);

} // namespace ddm
