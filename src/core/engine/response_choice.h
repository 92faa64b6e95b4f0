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

} // namespace ddm
