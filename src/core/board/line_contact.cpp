// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/line_contact.h"

#include <optional>

namespace ddm {
namespace {

qint64 cross(qint64 ax, qint64 ay, qint64 bx, qint64 by)
{
    return ax * by - ay * bx;
}

// The meeting when the line, clipped to the shape as [enter, leave], misses it, only touches it at
// one of its ends, or meets it in one point; none when it runs some way through or along it.
std::optional<LineMeeting> briefMeeting(LineParameter enter, LineParameter leave)
{
    if (leave < enter)
        return LineMeeting{};
    if (leave == LineParameter{0, 1} || enter == LineParameter{1, 1})
        return LineMeeting{LineContact::AtEnd, enter};
    if (enter == leave)
        return LineMeeting{LineContact::Corner, enter};
    return std::nullopt;
}

LineMeeting contactWith(GridPoint from, GridPoint to, const GridPoint* polygon, int count)
{
    // The line in half units: P + t * D for t in [0, 1].
    const qint64 px = 2 * qint64(from.x);
    const qint64 py = 2 * qint64(from.y);
    const qint64 dx = 2 * qint64(to.x) - px;
    const qint64 dy = 2 * qint64(to.y) - py;
    if (dx == 0 && dy == 0)
        return {}; // a line of no length crosses nothing
    const qint64 winding = cross(polygon[1].x - polygon[0].x, polygon[1].y - polygon[0].y,
                                 polygon[2].x - polygon[0].x, polygon[2].y - polygon[0].y) > 0
                               ? 1
                               : -1;
    // Clip the line to the polygon: inside every edge means a + t * b >= 0 for that edge.
    LineParameter enter{0, 1};
    LineParameter leave{1, 1};
    qint64 edgeA[4];
    qint64 edgeB[4];
    for (int i = 0; i < count; ++i) {
        const GridPoint& start = polygon[i];
        const GridPoint& end = polygon[(i + 1) % count];
        const qint64 ex = end.x - start.x;
        const qint64 ey = end.y - start.y;
        const qint64 a = winding * cross(ex, ey, px - start.x, py - start.y);
        const qint64 b = winding * cross(ex, ey, dx, dy);
        edgeA[i] = a;
        edgeB[i] = b;
        if (b == 0) {
            if (a < 0)
                return {};
        } else if (b > 0) {
            const LineParameter bound{-a, b};
            if (enter < bound)
                enter = bound;
        } else {
            const LineParameter bound{a, -b};
            if (bound < leave)
                leave = bound;
        }
    }
    if (const std::optional<LineMeeting> brief = briefMeeting(enter, leave))
        return *brief;
    // A stretch of positive length: through the interior unless its midpoint lies on an edge.
    const qint64 midNum = enter.num * leave.den + leave.num * enter.den;
    const qint64 midDen = 2 * enter.den * leave.den;
    for (int i = 0; i < count; ++i) {
        if (edgeA[i] * midDen + midNum * edgeB[i] <= 0)
            return {LineContact::Along, enter};
    }
    return {LineContact::Through, enter};
}

} // namespace

LineMeeting lineMeeting(GridPoint from, GridPoint to, const QList<GridPoint>& polygon)
{
    if (polygon.size() < 3 || polygon.size() > 4)
        return {};
    return contactWith(from, to, polygon.constData(), int(polygon.size()));
}

LineMeeting lineMeeting(GridPoint from, GridPoint to, Square square)
{
    // The same clipping as contactWith(), specialised for an axis-aligned square in whole units: one
    // pair of bounds per axis, and a stretch can only lie on an edge when the line runs along it.
    const qint64 dx = qint64(to.x) - from.x;
    const qint64 dy = qint64(to.y) - from.y;
    if (dx == 0 && dy == 0)
        return {};
    LineParameter enter{0, 1};
    LineParameter leave{1, 1};
    bool alongEdge = false;
    auto clip = [&](qint64 start, qint64 delta, qint64 low, qint64 high) {
        if (delta == 0) {
            alongEdge = alongEdge || start == low || start == high;
            return start >= low && start <= high;
        }
        // start + t * delta within [low, high]
        LineParameter first{low - start, delta};
        LineParameter last{high - start, delta};
        if (delta < 0) {
            first = {start - high, -delta};
            last = {start - low, -delta};
        }
        if (enter < first)
            enter = first;
        if (last < leave)
            leave = last;
        return true;
    };
    if (!clip(from.x, dx, square.x, square.x + 1) || !clip(from.y, dy, square.y, square.y + 1))
        return {};
    if (const std::optional<LineMeeting> brief = briefMeeting(enter, leave))
        return *brief;
    return {alongEdge ? LineContact::Along : LineContact::Through, enter};
}

} // namespace ddm
