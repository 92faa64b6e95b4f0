#pragma once

#include "engine/action_context.h"

namespace ddm {

// Powers that answer events (TriggeredPower): the optional ones by the action's responses, the
// automatic ones by themselves.

// Refuses responses that name no optional triggered power or champion power ("champion N") of
// their creature, before anything happens.
void checkResponses(ActionContext& context);

// The moment of each creature destroyed by an enemy since the last call (DestroyedEnemy): the
// destroyer's powers that answer it apply, an optional one only with its response (and otherwise
// is offered, ActionResult::offers). An attack they make draws its d20s from `dice`.
void answerDestroyedEnemies(ActionContext& context, DiceSource& dice);

} // namespace ddm
