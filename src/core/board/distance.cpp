// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/distance.h"

#include "board/step_geometry.h"

#include <algorithm>

namespace ddm {
namespace {

bool closedDoor(const BattleMap& map, const Occupancy& occupancy, Square square)
{
    return map.isSecretDoor(square) && !occupancy.isOccupied(square);
}

} // namespace

DistanceField::DistanceField(const BattleMap& map, const Occupancy& occupancy, const Space& from, int limit)
    : m_width(map.width())
    , m_height(map.height())
{
    count(map, occupancy, from.squares(), limit);
}

DistanceField::DistanceField(const BattleMap& map, const Occupancy& occupancy, GridPoint from, int limit)
    : m_width(map.width())
    , m_height(map.height())
{
    count(map, occupancy, Space{{from.x - 1, from.y - 1}, 2}.squares(), limit);
}

void DistanceField::count(const BattleMap& map, const Occupancy& occupancy, const QList<Square>& sources,
                          int limit)
{
    m_distance.fill(-1, qsizetype(m_width) * m_height);
    auto isWall = [&](Square square) {
        return map.isSolidWall(square) || closedDoor(map, occupancy, square);
    };
    auto wallAt = [&](Square square, Corner corner) {
        return map.wallAtCorner(square, corner) || closedDoor(map, occupancy, square);
    };
    QList<int> frontier;
    for (const Square square : sources) {
        if (map.contains(square) && !isWall(square) && m_distance.at(map.indexOf(square)) < 0) {
            m_distance[map.indexOf(square)] = 0;
            frontier.append(map.indexOf(square));
        }
    }
    QList<int> next;
    for (int distance = 1; distance <= limit && !frontier.isEmpty(); ++distance) {
        next.clear();
        for (const int index : std::as_const(frontier)) {
            const Square from = map.squareAt(index);
            for (int dy = -1; dy <= 1; ++dy) {
                for (int dx = -1; dx <= 1; ++dx) {
                    const Square to = from.offset(dx, dy);
                    if ((dx == 0 && dy == 0) || !map.contains(to) || m_distance.at(map.indexOf(to)) >= 0 ||
                        isWall(to))
                        continue;
                    // The first square counted may be around a wall corner (1001.1); later ones not.
                    if (distance > 1 && diagonalStepCutsWall(from, 1, dx, dy, wallAt))
                        continue;
                    m_distance[map.indexOf(to)] = distance;
                    next.append(map.indexOf(to));
                }
            }
        }
        std::swap(frontier, next);
    }
}

std::optional<int> DistanceField::to(Square square) const
{
    if (square.x < 0 || square.y < 0 || square.x >= m_width || square.y >= m_height)
        return std::nullopt;
    const int distance = m_distance.at(square.y * m_width + square.x);
    return distance < 0 ? std::nullopt : std::optional<int>(distance);
}

std::optional<int> DistanceField::to(const Space& space) const
{
    std::optional<int> nearest;
    for (const Square square : space.squares()) {
        const std::optional<int> distance = to(square);
        if (distance && (!nearest || *distance < *nearest))
            nearest = distance;
    }
    return nearest;
}

std::optional<int> distanceBetween(const BattleMap& map, const Occupancy& occupancy, const Space& from,
                                   const Space& to)
{
    return DistanceField(map, occupancy, from).to(to);
}

bool withinDistance(const BattleMap& map, const Occupancy& occupancy, const Space& from, const Space& to,
                    int squares)
{
    if (squares < 0)
        return false;
    return DistanceField(map, occupancy, from, squares).to(to).has_value();
}

bool areAdjacent(const Space& a, const Space& b)
{
    return a.topLeft.x - 1 <= b.topLeft.x + b.span - 1 && b.topLeft.x <= a.topLeft.x + a.span &&
           a.topLeft.y - 1 <= b.topLeft.y + b.span - 1 && b.topLeft.y <= a.topLeft.y + a.span;
}

} // namespace ddm
