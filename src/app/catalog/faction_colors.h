// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/game_enums.h"

#include <QColor>

namespace ddm::gui {

// The one place the four faction colours are defined (red Borderlands, blue Civilization, purple
// Underdark, green Wild): mid tones that read on light and dark palettes alike. Everything else
// takes its colours from the palette.
QColor factionColor(Faction faction);

} // namespace ddm::gui
