// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action_result.h"

#include <QString>

namespace ddm {

// The one creature an attack or effect takes when the action names none: the only candidate of
// `needed`; with none, the action is illegal (`noneMessage`, `rule`); with several, it is refused as
// bad input that names them, for the player to be asked (the sandbox's target prompt).
QString onlyCandidateOrAsk(const TargetNeeded& needed, const QString& noneMessage, const QString& rule);

} // namespace ddm
