// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/attack_power.h"
#include "powers/text_cursor.h"

namespace ddm {

// Reads the move that opens some attack powers, "This creature moves up to its speed, then
// attacks:", "Shift 1 square, then make 2 {b} attacks", "Move up to its current speed and make 1
// {b} attack at any time during that move", into attack.move (and the basic attacks it makes).
// Consumes nothing and returns false when the text does not start that way.
bool takeAttackMove(TextCursor& cursor, AttackPower& attack);

} // namespace ddm
