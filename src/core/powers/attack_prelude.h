// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/attack_power.h"
#include "powers/text_cursor.h"

namespace ddm {

// Reads one item of what comes before an attack roll: "(burst 2, enemies only)", "Minor action,
// once per turn:", "Make up to 2 {b} attacks, each against a different target", "Ignore
// Insubstantial.", a move ("This creature moves up to its speed, then attacks:"). Returns false,
// consuming nothing, when the cursor is not at one. Unknown options inside parentheses become
// leftovers "(option)".
bool takePreludeItem(TextCursor& cursor, AttackPower& attack);

} // namespace ddm
