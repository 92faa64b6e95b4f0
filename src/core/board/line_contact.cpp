#include "board/line_contact.h"

namespace ddm {
namespace {

// A parameter t along the line, as num / den with den > 0.
struct Fraction {
    qint64 num = 0;
    qint64 den = 1;
};

bool lessThan(Fraction a, Fraction b)
{
    return a.num * b.den < b.num * a.den;
}

bool equal(Fraction a, Fraction b)
{
    return a.num * b.den == b.num * a.den;
}

qint64 cross(qint64 ax, qint64 ay, qint64 bx, qint64 by)
{
    return ax * by - ay * bx;
}

LineContact contactWith(GridPoint from, GridPoint to, const GridPoint* polygon, int count)
{
    // The line in half units: P + t * D for t in [0, 1].
    const qint64 px = 2 * qint64(from.x);
    const qint64 py = 2 * qint64(from.y);
    const qint64 dx = 2 * qint64(to.x) - px;
    const qint64 dy = 2 * qint64(to.y) - py;
    if (dx == 0 && dy == 0)
        return LineContact::None; // a line of no length crosses nothing
    const qint64 winding = cross(polygon[1].x - polygon[0].x, polygon[1].y - polygon[0].y,
                                 polygon[2].x - polygon[0].x, polygon[2].y - polygon[0].y) > 0
                               ? 1
                               : -1;
    // Clip the line to the polygon: inside every edge means a + t * b >= 0 for that edge.
    Fraction enter{0, 1};
    Fraction leave{1, 1};
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
                return LineContact::None;
        } else if (b > 0) {
            const Fraction bound{-a, b};
            if (lessThan(enter, bound))
                enter = bound;
        } else {
            const Fraction bound{a, -b};
            if (lessThan(bound, leave))
                leave = bound;
        }
    }
    if (lessThan(leave, enter))
        return LineContact::None;
    if (equal(leave, Fraction{0, 1}) || equal(enter, Fraction{1, 1}))
        return LineContact::AtEnd;
    if (equal(enter, leave))
        return LineContact::Corner;
    // A stretch of positive length: through the interior unless its midpoint lies on an edge.
    const qint64 midNum = enter.num * leave.den + leave.num * enter.den;
    const qint64 midDen = 2 * enter.den * leave.den;
    for (int i = 0; i < count; ++i) {
        if (edgeA[i] * midDen + midNum * edgeB[i] <= 0)
            return LineContact::Along;
    }
    return LineContact::Through;
}

} // namespace

LineContact lineContact(GridPoint from, GridPoint to, const QList<GridPoint>& polygon)
{
    if (polygon.size() < 3 || polygon.size() > 4)
        return LineContact::None;
    return contactWith(from, to, polygon.constData(), int(polygon.size()));
}

LineContact lineContact(GridPoint from, GridPoint to, Square square)
{
    // The same clipping as contactWith(), specialised for an axis-aligned square in whole units: one
    // pair of bounds per axis, and a stretch can only lie on an edge when the line runs along it.
    const qint64 dx = qint64(to.x) - from.x;
    const qint64 dy = qint64(to.y) - from.y;
    if (dx == 0 && dy == 0)
        return LineContact::None;
    Fraction enter{0, 1};
    Fraction leave{1, 1};
    bool alongEdge = false;
    auto clip = [&](qint64 start, qint64 delta, qint64 low, qint64 high) {
        if (delta == 0) {
            alongEdge = alongEdge || start == low || start == high;
            return start >= low && start <= high;
        }
        // start + t * delta within [low, high]
        Fraction first{low - start, delta};
        Fraction last{high - start, delta};
        if (delta < 0) {
            first = {start - high, -delta};
            last = {start - low, -delta};
        }
        if (lessThan(enter, first))
            enter = first;
        if (lessThan(last, leave))
            leave = last;
        return true;
    };
    if (!clip(from.x, dx, square.x, square.x + 1) || !clip(from.y, dy, square.y, square.y + 1))
        return LineContact::None;
    if (lessThan(leave, enter))
        return LineContact::None;
    if (equal(leave, Fraction{0, 1}) || equal(enter, Fraction{1, 1}))
        return LineContact::AtEnd;
    if (equal(enter, leave))
        return LineContact::Corner;
    return alongEdge ? LineContact::Along : LineContact::Through;
}

} // namespace ddm
