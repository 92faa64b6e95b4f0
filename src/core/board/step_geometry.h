// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/square.h"

#include <cstdlib>

namespace ddm {

// One step of a space: every square of it moves one square in a direction (dx, dy each -1, 0 or 1).
inline bool isStep(Square from, Square to)
{
    const int dx = to.x - from.x;
    const int dy = to.y - from.y;
    return (dx != 0 || dy != 0) && std::abs(dx) <= 1 && std::abs(dy) <= 1;
}

constexpr Corner cornerToward(int dx, int dy)
{
    if (dx > 0)
        return dy > 0 ? Corner::BottomRight : Corner::TopRight;
    return dy > 0 ? Corner::BottomLeft : Corner::TopLeft;
}

// Whether a diagonal step of a span x span space from `topLeft` by (dx, dy) passes diagonally across
// a corner covered by wall (CRG 502.1, 1001.2, 1005.5). The squares the space sweeps past without
// entering are the two beside its leading corner; for a one-square space every square around the
// grid point it passes counts, so a diagonal wall in the square left or entered blocks too. The
// exception for the open corner of a diagonal wall (502.1, 1001.4) falls out: that corner is not
// covered. `wallAt(square, corner)` says whether wall covers that corner of that square.
template <typename WallAt> bool diagonalStepCutsWall(Square topLeft, int span, int dx, int dy, WallAt wallAt)
{
    if (dx == 0 || dy == 0)
        return false;
    const int leadingColumn = dx > 0 ? topLeft.x + span : topLeft.x - 1;
    const int trailingColumn = dx > 0 ? topLeft.x : topLeft.x + span - 1;
    const int leadingRow = dy > 0 ? topLeft.y + span : topLeft.y - 1;
    const int trailingRow = dy > 0 ? topLeft.y : topLeft.y + span - 1;
    if (wallAt(Square{leadingColumn, trailingRow}, cornerToward(-dx, dy)) ||
        wallAt(Square{trailingColumn, leadingRow}, cornerToward(dx, -dy)))
        return true;
    if (span != 1)
        return false;
    return wallAt(topLeft, cornerToward(dx, dy)) ||
           wallAt(Square{leadingColumn, leadingRow}, cornerToward(-dx, -dy));
}

} // namespace ddm
