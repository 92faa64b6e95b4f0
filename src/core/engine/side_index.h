// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/side.h"

namespace ddm {

// Side A is 0, side B 1: the index of per-side arrays (victory points, initiative rolls).
constexpr int sideIndex(Side side) { return side == Side::A ? 0 : 1; }

} // namespace ddm
