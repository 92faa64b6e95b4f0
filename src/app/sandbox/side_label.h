// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/side.h"
#include "engine/battle_setup.h"

#include <QString>

namespace ddm::gui {

// How the players see a side: its warband's name with its letter ("Night Pack (side A)"), or
// "Side A" when the battle does not name it. The letter stays, as creature ids (A1, B2) use it.
QString sideLabel(const BattleSetup& setup, Side side);

} // namespace ddm::gui
