// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action_context.h"

namespace ddm {

// The choice response `response` makes for `power` among `choices` ("B2", "fire"; case aside), as it
// is written in `choices`. Refuses the action, under `rule`, when the choice is missing or not among
// them, saying what it may choose.
QString takeResponseChoice(ActionContext& context, qsizetype response, const QString& power,
                           const QStringList& choices, const QString& rule);
// The same, but the only choice there is when the response names none (a redirect to the one ally beside
// it, the one enemy Blood Syphon can hurt).
QString takeResponsePick(ActionContext& context, qsizetype response, const QString& power,
                         const QStringList& choices, const QString& rule);

} // namespace ddm
