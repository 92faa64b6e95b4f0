// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action_context.h"

namespace ddm {

// The Recharge action (703.5.a, 406.2): "RECHARGE as a move action" (or minor, or attack action)
// spends that action, or one that may stand in for it (403.1.a-b), to restore one use of the spent
// power. "RECHARGE when this creature uses Mantid Dance", where Mantid Dance is a power the engine
// cannot run and the players resolve by hand, is recharged by this action too: it records that use,
// and spends nothing (the players pay that power's cost as they resolve it). A power that is not
// spent, or does not recharge this way, is refused.
void resolveRecharge(ActionContext& context);

} // namespace ddm
