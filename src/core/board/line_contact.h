// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/square.h"

#include <QList>
#include <QtGlobal>

#include <algorithm>
#include <cstdlib>

namespace ddm {

// How a checked line (a segment between two grid points) meets an obstacle: a wall square, the wall
// portion of a diagonal wall, a forest square, a creature's square. Exact integer arithmetic: lines
// run between corners and obstacles have corners on the half-square grid, so no rounding decides
// whether a line grazes a wall corner.
enum class LineContact {
    None,    // no common point
    AtEnd,   // only an end point of the line lies on the obstacle
    Corner,  // a single point between the ends: the line passes through a corner
    Along,   // a stretch of the line runs along the obstacle's edge
    Through, // the line enters the obstacle's interior
};

// The line's two end points never count as touching: a line from a square beside a wall starts on
// the wall's edge, and counting that would give every creature next to a wall cover and hide every
// corridor from sight. Everything between the ends does (CRG 611.1.a, 1002.1.a).
inline bool touches(LineContact contact)
{
    return contact == LineContact::Corner || contact == LineContact::Along || contact == LineContact::Through;
}

// A position along a checked line, as the exact fraction num / den (den > 0) of the way from its
// start (0) to its end (1), so that two positions compare without rounding.
struct LineParameter {
    qint64 num = 0;
    qint64 den = 1;

    friend bool operator<(LineParameter a, LineParameter b) { return a.num * b.den < b.num * a.den; }
    friend bool operator==(LineParameter a, LineParameter b) { return a.num * b.den == b.num * a.den; }
};

// How a line meets an obstacle and where along the line their first common point is, so that
// obstacles can be ordered along it (the wall that stops a line X, 608.6.c).
struct LineMeeting {
    LineContact contact = LineContact::None;
    LineParameter enter; // the first common point; meaningless when there is none
};

// `from` and `to` are grid points; `polygon` is convex, in half-square units (square (x,y) spans
// 2x..2x+2), with 3 or 4 points in either winding.
LineMeeting lineMeeting(GridPoint from, GridPoint to, const QList<GridPoint>& polygon);
// The same for a whole square, without building its polygon.
LineMeeting lineMeeting(GridPoint from, GridPoint to, Square square);
inline LineContact lineContact(GridPoint from, GridPoint to, const QList<GridPoint>& polygon)
{
    return lineMeeting(from, to, polygon).contact;
}
inline LineContact lineContact(GridPoint from, GridPoint to, Square square)
{
    return lineMeeting(from, to, square).contact;
}

// Calls visit(square) for every square of a width x height grid whose closed area meets the segment
// between two grid points (a superset of what the line touches: the exact test is lineContact).
// Stops early and returns true when visit returns true.
template <typename Visit>
bool anySquareAlong(GridPoint from, GridPoint to, int width, int height, Visit visit)
{
    if (from.x > to.x)
        std::swap(from, to);
    const long dx = to.x - from.x;
    const long dy = to.y - from.y;
    auto floorDiv = [](long a, long b) { return a >= 0 ? a / b : -((-a + b - 1) / b); };
    auto ceilDiv = [&floorDiv](long a, long b) { return -floorDiv(-a, b); };
    const int firstColumn = std::max(from.x - 1, 0);
    const int lastColumn = std::min(to.x, width - 1);
    for (int column = firstColumn; column <= lastColumn; ++column) {
        // The stretch of the segment over this column, and the rows it spans there.
        const long left = std::max<long>(column, from.x);
        const long right = std::min<long>(column + 1, to.x);
        if (left > right)
            continue;
        long low = 0;
        long high = 0;
        if (dx == 0) {
            low = std::min(from.y, to.y);
            high = std::max(from.y, to.y);
        } else {
            // y(x) = from.y + (x - from.x) * dy / dx, as numerators over dx.
            const long atLeft = from.y * dx + (left - from.x) * dy;
            const long atRight = from.y * dx + (right - from.x) * dy;
            // Rows whose closed span [row, row + 1] meets [min y, max y].
            low = ceilDiv(std::min(atLeft, atRight), dx);
            high = floorDiv(std::max(atLeft, atRight), dx);
        }
        const int firstRow = std::max<int>(int(low) - 1, 0);
        const int lastRow = std::min<int>(int(high), height - 1);
        for (int row = firstRow; row <= lastRow; ++row) {
            if (visit(Square{column, row}))
                return true;
        }
    }
    return false;
}

} // namespace ddm
