// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/battle_setup.h"

#include <QString>

namespace ddm::gui {

// What the players may do with a creature during the set-up, for the status bar when it is
// selected: where it may go and the rule (102.6.a, 707.12.a, 707.15.a, 109.1). Empty for an
// unknown id.
QString setupHint(const BattleSetup& setup, const QString& id);

} // namespace ddm::gui
