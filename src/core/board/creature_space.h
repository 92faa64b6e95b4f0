// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/square.h"
#include "catalog/game_enums.h"

#include <QList>

#include <optional>

namespace ddm {

// How many squares wide a creature's space is (CRG 218.1: the base width in inches): Tiny, Small and
// Medium 1 (218.1.a), Large 2, Huge 3, Gargantuan 4, Colossal 6. The catalog has no sizes, so an
// unknown size is Medium.
int spanForSize(CreatureSize size);
int spanForSize(std::optional<CreatureSize> size);

// The squares a creature occupies: a square block whose top-left square is `topLeft` (the `at` of a
// battle script).
struct Space {
    Square topLeft;
    int span = 1;

    friend bool operator==(const Space&, const Space&) = default;

    bool contains(Square square) const
    {
        return square.x >= topLeft.x && square.y >= topLeft.y && square.x < topLeft.x + span &&
               square.y < topLeft.y + span;
    }
    // Whether the grid point is a corner of one of its squares (a cone's origin point, 608.4.a)...
    bool hasCorner(GridPoint point) const
    {
        return point.x >= topLeft.x && point.y >= topLeft.y && point.x <= topLeft.x + span &&
               point.y <= topLeft.y + span;
    }
    // ...and whether it lies on the space's edge (a line's origin point, 608.6.a).
    bool hasOnEdge(GridPoint point) const
    {
        return hasCorner(point) && (point.x == topLeft.x || point.y == topLeft.y ||
                                    point.x == topLeft.x + span || point.y == topLeft.y + span);
    }
    bool overlaps(const Space& other) const;
    QList<Square> squares() const; // row by row
    Space movedTo(Square newTopLeft) const { return {newTopLeft, span}; }
};

} // namespace ddm
