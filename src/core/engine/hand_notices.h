// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action_context.h"
#include "powers/power_moment.h"

#include <QString>

namespace ddm {

// A power the engine cannot run is never silently skipped: when the moment its words name comes,
// the log tells the players to resolve it by hand (LogEvent::ByHand).

// The creature's such powers of this moment.
void noteByHand(ActionContext& context, const QString& id, PowerMoment moment);
// Every creature in play's such powers of this moment (set-up, the start or end of a round).
void noteByHandForAll(ActionContext& context, PowerMoment moment);

} // namespace ddm
