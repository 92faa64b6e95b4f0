// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/template_aim.h"

#include "engine/attack_targets.h"
#include "engine/template_area.h"

#include <cmath>
#include <numbers>

namespace ddm {
namespace {

// Compass angle of each cone direction, in radians, x to the east and y to the south.
double directionAngle(ConeDirection direction)
{
    return -std::numbers::pi / 2 + int(direction) * std::numbers::pi / 4;
}

// How far apart two angles are, 0 to pi.
double angleBetween(double a, double b)
{
    const double difference = std::fmod(std::abs(a - b), 2 * std::numbers::pi);
    return difference > std::numbers::pi ? 2 * std::numbers::pi - difference : difference;
}

struct Candidate {
    TemplateAim aim;
    double aimError = 0; // how far the template points away from the clicked square
    double distance = 0; // from the origin point to the clicked square's centre
};

// Whether `a` is the better placement: pointing more nearly at the square, then closer to it.
bool better(const Candidate& a, const Candidate& b)
{
    constexpr double kSame = 1e-9;
    if (std::abs(a.aimError - b.aimError) > kSame)
        return a.aimError < b.aimError;
    return a.distance < b.distance - kSame;
}

QList<GridPoint> originPoints(const Space& space, bool edgeOnly)
{
    QList<GridPoint> points;
    for (int y = space.topLeft.y; y <= space.topLeft.y + space.span; ++y) {
        for (int x = space.topLeft.x; x <= space.topLeft.x + space.span; ++x) {
            if (!edgeOnly || space.hasOnEdge({x, y}))
                points.append({x, y});
        }
    }
    return points;
}

} // namespace

std::optional<TemplateAim> aimTemplateAt(const BattleView& view, const QString& attacker,
                                         const AttackPower& power, Square clicked)
{
    const CreatureState* from = view.creature(attacker);
    if (!from || !laysTemplate(power) || !view.map().contains(clicked) || from->space.contains(clicked))
        return std::nullopt;
    const bool line = power.shape == AreaShape::Line;
    QList<std::optional<ConeDirection>> directions; // a line has none; a cone any of eight
    if (line)
        directions.append(std::nullopt);
    else
        for (int d = 0; d < 8; ++d)
            directions.append(ConeDirection(d));
    std::optional<Candidate> best;
    for (const GridPoint point : originPoints(from->space, line)) {
        const double dx = clicked.x + 0.5 - point.x;
        const double dy = clicked.y + 0.5 - point.y;
        for (const std::optional<ConeDirection> direction : directions) {
            const std::optional<Square> toward = line ? std::optional<Square>(clicked) : std::nullopt;
            const AreaTargets area =
                areaTargets(view, attacker, power, Square{point.x, point.y}, toward, direction);
            if (area.problem || !area.squares.contains(clicked))
                continue;
            Candidate candidate{{point, toward, direction, area.squares, area.targets},
                                direction ? angleBetween(directionAngle(*direction), std::atan2(dy, dx))
                                          : 0.0,
                                std::hypot(dx, dy)};
            if (!best || better(candidate, *best))
                best = candidate;
        }
    }
    if (!best)
        return std::nullopt;
    return best->aim;
}

} // namespace ddm
