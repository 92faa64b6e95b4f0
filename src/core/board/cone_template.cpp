// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/cone_template.h"

#include <algorithm>
#include <cstdlib>

namespace ddm {
namespace {

struct DirectionInfo {
    ConeDirection direction;
    const char* key;
    int dx; // the way the cone opens, y growing downwards
    int dy;
};

constexpr DirectionInfo kDirections[] = {
    {ConeDirection::North, "N", 0, -1}, {ConeDirection::NorthEast, "NE", 1, -1},
    {ConeDirection::East, "E", 1, 0},   {ConeDirection::SouthEast, "SE", 1, 1},
    {ConeDirection::South, "S", 0, 1},  {ConeDirection::SouthWest, "SW", -1, 1},
    {ConeDirection::West, "W", -1, 0},  {ConeDirection::NorthWest, "NW", -1, -1},
};

const DirectionInfo& infoOf(ConeDirection direction)
{
    return kDirections[int(direction)];
}

// From the origin point to the square's centre, in half squares: both components are odd, so a
// centre never lies on a grid line through the origin and all the tests below are exact.
struct HalfOffset {
    int x = 0;
    int y = 0;
};

HalfOffset centreOffset(GridPoint origin, Square square)
{
    return {2 * (square.x - origin.x) + 1, 2 * (square.y - origin.y) + 1};
}

int squaredLength(HalfOffset offset)
{
    return offset.x * offset.x + offset.y * offset.y;
}

} // namespace

QString coneDirectionKey(ConeDirection direction)
{
    return QString::fromLatin1(infoOf(direction).key);
}

std::optional<ConeDirection> parseConeDirection(const QString& key)
{
    for (const DirectionInfo& info : kDirections) {
        if (key.compare(QLatin1String(info.key), Qt::CaseInsensitive) == 0)
            return info.direction;
    }
    return std::nullopt;
}

QStringList coneDirectionKeys()
{
    QStringList keys;
    for (const DirectionInfo& info : kDirections)
        keys.append(QString::fromLatin1(info.key));
    return keys;
}

bool inCone(GridPoint origin, ConeDirection direction, int length, Square square)
{
    const HalfOffset offset = centreOffset(origin, square);
    if (squaredLength(offset) > 4 * length * length)
        return false;
    const DirectionInfo& info = infoOf(direction);
    if (info.dx != 0 && info.dy != 0)
        return offset.x * info.dx > 0 && offset.y * info.dy > 0; // the quadrant
    // Within 45 degrees of the axis: at least as far along it as across it.
    const int along = offset.x * info.dx + offset.y * info.dy;
    const int across = std::abs(offset.x * info.dy - offset.y * info.dx);
    return along >= across;
}

bool coneCovers(GridPoint origin, ConeDirection direction, int length, const Space& space)
{
    const QList<Square> squares = space.squares();
    return std::any_of(squares.cbegin(), squares.cend(),
                       [&](Square square) { return inCone(origin, direction, length, square); });
}

QList<Square> coneSquares(const BattleMap& map, GridPoint origin, ConeDirection direction, int length)
{
    QList<Square> squares;
    for (int y = origin.y - length; y < origin.y + length; ++y) {
        for (int x = origin.x - length; x < origin.x + length; ++x) {
            const Square square{x, y};
            if (map.contains(square) && inCone(origin, direction, length, square))
                squares.append(square);
        }
    }
    std::stable_sort(squares.begin(), squares.end(), [&](Square a, Square b) {
        return squaredLength(centreOffset(origin, a)) < squaredLength(centreOffset(origin, b));
    });
    return squares;
}

} // namespace ddm
