// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/game_enums.h"
#include "warband/warband_format.h"

#include <QString>

#include <optional>

namespace ddm {

// Translated names for the warband's choices, for combo boxes, exports and undo texts. The
// canonical spellings of game_enums.h and warband_format.h stay what files store.
QString factionDisplayName(const std::optional<Faction>& faction); // "No faction" when absent
QString scenarioDisplayName(Scenario scenario);
QString formatDisplayName(int points); // "200 points"

} // namespace ddm
