// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action_context.h"
#include "engine/battle_log.h"
#include "engine/combatant.h"
#include "powers/power_moment.h"

#include <QList>
#include <QString>

namespace ddm {

// A power the engine cannot run is never silently skipped: when the moment its words name comes,
// the log tells the players to resolve it by hand (LogEvent::ByHand).

// The creature's such powers of this moment.
void noteByHand(ActionContext& context, const QString& id, PowerMoment moment);
// Every creature in play's such powers of this moment (the start or end of a round).
void noteByHandForAll(ActionContext& context, PowerMoment moment);

// The battle log's set-up entries (action -1) for powers of the set-up moment (102.2): shown while
// the players set up, when they can still resolve them (a Scout's placement, a Cohort added).
QList<LogEntry> setupHandLog(const QList<Combatant>& combatants);

} // namespace ddm
