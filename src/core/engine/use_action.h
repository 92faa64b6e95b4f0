// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action_context.h"

namespace ddm {

// A special power used as an action of its own (703.1.b-d, 411.1): the action it takes or replaces
// is spent (403.1), its limits checked (once per turn, its use boxes 703.5, never while inactive
// 703.2), then it moves or heals. Its shift or teleport takes the action's "forced" path for the
// creature; without one the refusal lists where it may go, for the sandbox to ask. Its healing of an
// adjacent ally takes the "healed" entry when there is a choice.
void resolveUse(ActionContext& context);

} // namespace ddm
