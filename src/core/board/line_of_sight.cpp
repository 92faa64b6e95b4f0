// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/line_of_sight.h"

#include "board/distance.h"
#include "board/line_tracer.h"

#include <QVarLengthArray>

#include <algorithm>

namespace ddm {
namespace {

using Points = QVarLengthArray<GridPoint, 16>;

// The corners of the space's squares; with a smoke filter, of its squares without smoke only.
Points cornersOf(const Space& space, const BattleMap* smokeFilter)
{
    Points points;
    for (int dy = 0; dy < space.span; ++dy) {
        for (int dx = 0; dx < space.span; ++dx) {
            const Square square = space.topLeft.offset(dx, dy);
            if (smokeFilter && smokeFilter->has(square, Terrain::Smoke))
                continue;
            for (const GridPoint point :
                 {GridPoint{square.x, square.y}, GridPoint{square.x + 1, square.y},
                  GridPoint{square.x + 1, square.y + 1}, GridPoint{square.x, square.y + 1}}) {
                if (std::find(points.cbegin(), points.cend(), point) == points.cend())
                    points.append(point);
            }
        }
    }
    return points;
}

QString sightRule(Obstruction obstruction)
{
    switch (obstruction) {
    case Obstruction::Smoke:
        return QStringLiteral("1002.1.b");
    case Obstruction::Forest:
    case Obstruction::MarketStall:
    case Obstruction::Web:
        return QStringLiteral("1002.1.c");
    default:
        return QStringLiteral("1002.1.a");
    }
}

// The first clear line between the point sets, or what stopped them all: a terrain obstruction when
// some line met one before any wall, else the wall.
SightCheck firstClearLine(const LineTracer& tracer, const Points& from, const Points& to,
                          const QString& clearRule)
{
    SightCheck result;
    result.obstruction = Obstruction::Wall;
    for (const GridPoint start : from) {
        for (const GridPoint end : to) {
            const Obstruction obstruction = tracer.trace(start, end);
            if (obstruction == Obstruction::None) {
                result.clear = true;
                result.obstruction = Obstruction::None;
                result.rule = clearRule;
                result.line = QLine(start.x, start.y, end.x, end.y);
                return result;
            }
            if (result.obstruction == Obstruction::Wall)
                result.obstruction = obstruction;
        }
    }
    return result;
}

SightCheck sightBetween(const BattleMap& map, const Occupancy& occupancy, const Space& viewer,
                        const Space& target, SightOptions options, bool targetIsCreature)
{
    LineTracer tracer(map, occupancy, LineTracer::Mode::Sight);
    tracer.setIgnoreAllSmoke(options.ignoreSmoke);
    const BattleMap* smokeFilter = nullptr;
    if (targetIsCreature && !options.ignoreSmoke) {
        if (areAdjacent(viewer, target)) {
            // Adjacent creatures see each other through the smoke they stand in (1018.3-4).
            tracer.ignoreSmokeIn(viewer);
            tracer.ignoreSmokeIn(target);
        } else {
            // Otherwise only the squares of each space that are not smoke see or are seen.
            smokeFilter = &map;
        }
    }
    const Points from = cornersOf(viewer, smokeFilter);
    const Points to = cornersOf(target, smokeFilter);
    if (to.isEmpty())
        return {false, Obstruction::Smoke, QStringLiteral("1018.3"), {}};
    if (from.isEmpty())
        return {false, Obstruction::Smoke, QStringLiteral("1018.4"), {}};
    SightCheck result = firstClearLine(
        tracer, from, to, targetIsCreature ? QStringLiteral("1002.3") : QStringLiteral("1002.2"));
    if (!result.clear)
        result.rule = sightRule(result.obstruction);
    return result;
}

SightCheck effectBetween(const BattleMap& map, const Occupancy& occupancy, const Points& from,
                         const Space& to, const QString& clearRule)
{
    const LineTracer tracer(map, occupancy, LineTracer::Mode::Effect);
    SightCheck result = firstClearLine(tracer, from, cornersOf(to, nullptr), clearRule);
    if (!result.clear)
        result.rule = QStringLiteral("1003.1.a");
    return result;
}

} // namespace

SightCheck lineOfSight(const BattleMap& map, const Occupancy& occupancy, const Space& viewer,
                       const Space& target, SightOptions options)
{
    return sightBetween(map, occupancy, viewer, target, options, true);
}

SightCheck lineOfSightToSquare(const BattleMap& map, const Occupancy& occupancy, const Space& viewer,
                               Square target, SightOptions options)
{
    return sightBetween(map, occupancy, viewer, Space{target, 1}, options, false);
}

SightCheck lineOfEffect(const BattleMap& map, const Occupancy& occupancy, const Space& from, const Space& to)
{
    return effectBetween(map, occupancy, cornersOf(from, nullptr), to, QStringLiteral("1003.5"));
}

SightCheck lineOfEffect(const BattleMap& map, const Occupancy& occupancy, GridPoint from, const Space& to)
{
    Points origin;
    origin.append(from);
    return effectBetween(map, occupancy, origin, to, QStringLiteral("1003.3"));
}

} // namespace ddm
