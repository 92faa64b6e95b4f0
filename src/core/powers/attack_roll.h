// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/attack_power.h"
#include "powers/text_cursor.h"

namespace ddm {

// The attack roll of an attack or follow-up: "+12 vs. AC;", "+ 9 vs DEF(Fort):", "+8 vs. AC each,".
struct AttackRoll {
    int bonus = 0;
    Defence defence = Defence::AC;
};

// Consumes a roll at the cursor, with the separator after it; nullopt (nothing consumed) if none.
std::optional<AttackRoll> takeAttackRoll(TextCursor& cursor);

} // namespace ddm
