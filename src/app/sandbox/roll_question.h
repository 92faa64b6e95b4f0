// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action_result.h"
#include "engine/battle.h"

#include <QString>

namespace ddm::gui {

// What the players are asked to roll when they type in real dice, in the table's words and with the
// creatures' and sides' names: "Roll the attack: A1 Human Sellsword attacks B2 Orc Archer with
// Longsword (rule 604.3)".
QString rollQuestion(const RollNeeded& needed, const QString& rule, const Battle& battle);

} // namespace ddm::gui
