// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/flanking.h"

#include "board/distance.h"

#include <algorithm>
#include <cmath>

namespace ddm {
namespace {

// Where a line through the box [x0,x1] x [y0,y1] enters and leaves it (Liang-Barsky), as the side
// it crosses: bit 0 left, 1 right, 2 top, 3 bottom (a corner sets two).
struct Crossing {
    int entry = 0;
    int exit = 0;
    bool crosses = false;
};

int sidesAt(double x, double y, double x0, double x1, double y0, double y1)
{
    constexpr double kEpsilon = 1e-9;
    int sides = 0;
    if (std::abs(x - x0) < kEpsilon)
        sides |= 1;
    if (std::abs(x - x1) < kEpsilon)
        sides |= 2;
    if (std::abs(y - y0) < kEpsilon)
        sides |= 4;
    if (std::abs(y - y1) < kEpsilon)
        sides |= 8;
    return sides;
}

Crossing crossBox(double ax, double ay, double bx, double by, double x0, double x1, double y0, double y1)
{
    double t0 = 0.0;
    double t1 = 1.0;
    const double dx = bx - ax;
    const double dy = by - ay;
    const double p[4] = {-dx, dx, -dy, dy};
    const double q[4] = {ax - x0, x1 - ax, ay - y0, y1 - ay};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0.0) {
            if (q[i] < 0.0)
                return {};
            continue;
        }
        const double r = q[i] / p[i];
        if (p[i] < 0.0)
            t0 = std::max(t0, r);
        else
            t1 = std::min(t1, r);
    }
    if (t0 >= t1)
        return {}; // misses, or only touches a corner
    return {sidesAt(ax + t0 * dx, ay + t0 * dy, x0, x1, y0, y1),
            sidesAt(ax + t1 * dx, ay + t1 * dy, x0, x1, y0, y1), true};
}

} // namespace

bool flankingLine(const Space& attacker, const Space& ally, const Space& target)
{
    const double x0 = target.topLeft.x;
    const double y0 = target.topLeft.y;
    const double x1 = x0 + target.span;
    const double y1 = y0 + target.span;
    for (const Square a : attacker.squares()) {
        for (const Square b : ally.squares()) {
            const Crossing crossing = crossBox(a.x + 0.5, a.y + 0.5, b.x + 0.5, b.y + 0.5, x0, x1, y0, y1);
            if (!crossing.crosses)
                continue;
            const bool leftRight = ((crossing.entry & 1) && (crossing.exit & 2)) ||
                                   ((crossing.entry & 2) && (crossing.exit & 1));
            const bool topBottom = ((crossing.entry & 4) && (crossing.exit & 8)) ||
                                   ((crossing.entry & 8) && (crossing.exit & 4));
            if (leftRight || topBottom)
                return true; // opposite corners set both pairs
        }
    }
    return false;
}

bool flanks(const Space& attacker, const Space& target, const QList<Space>& allies)
{
    if (!areAdjacent(attacker, target))
        return false;
    return std::any_of(allies.cbegin(), allies.cend(), [&](const Space& ally) {
        return areAdjacent(ally, target) && flankingLine(attacker, ally, target);
    });
}

} // namespace ddm
