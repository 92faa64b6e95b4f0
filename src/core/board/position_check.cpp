// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/position_check.h"

#include "board/distance.h"
#include "board/line_of_sight.h"

namespace ddm {

PositionFault findPositionFault(const BattleMap& map, const Occupancy& occupancy, const Space& space,
                                const QString& selfId, PositionUse use)
{
    for (int dy = 0; dy < space.span; ++dy) {
        for (int dx = 0; dx < space.span; ++dx) {
            const Square square = space.topLeft.offset(dx, dy);
            if (!map.contains(square))
                return {MoveProblem::OffMap, square};
            if (map.isSolidWall(square))
                return {MoveProblem::Wall, square};
            const Occupant* occupant = occupancy.occupantAt(square);
            if (occupant && occupant->id != selfId)
                return {MoveProblem::Occupied, square};
            const TerrainSet terrain = map.terrainAt(square);
            if (terrain.has(Terrain::Statue) && use != PositionUse::EndMovementOnStatues)
                return {MoveProblem::Statue, square};
            if (use == PositionUse::Placement && terrain.has(Terrain::Pit))
                return {MoveProblem::Pit, square};
        }
    }
    return {};
}

PositionCheck describePositionFault(const BattleMap& map, const Occupancy& occupancy, PositionFault fault,
                                    PositionUse use)
{
    PositionCheck check;
    check.problem = fault.problem;
    check.square = fault.square;
    const QString where = squareText(fault.square);
    switch (fault.problem) {
    case MoveProblem::None:
        check.rule = use == PositionUse::Placement ? QStringLiteral("811.1") : QStringLiteral("501.1");
        break;
    case MoveProblem::OffMap:
        check.rule = QStringLiteral("501.1");
        check.message = QStringLiteral("%1 is off the map").arg(where);
        break;
    case MoveProblem::Wall: {
        const bool wholeSquare = map.has(fault.square, Terrain::Wall);
        check.rule = wholeSquare ? QStringLiteral("1005.3") : QStringLiteral("501.2");
        check.message = wholeSquare ? QStringLiteral("%1 is a wall").arg(where)
                                    : QStringLiteral("the diagonal wall in %1 covers its centre").arg(where);
        break;
    }
    case MoveProblem::Occupied: {
        const Occupant* occupant = occupancy.occupantAt(fault.square);
        check.rule = QStringLiteral("501.1");
        check.message =
            QStringLiteral("%1 is occupied by %2").arg(where, occupant ? occupant->id : QString());
        break;
    }
    case MoveProblem::Statue:
        check.rule = QStringLiteral("1020.4");
        check.message = QStringLiteral("%1 holds a statue").arg(where);
        break;
    case MoveProblem::Pit:
        check.rule = QStringLiteral("1013.2");
        check.message = QStringLiteral("%1 is a pit").arg(where);
        break;
    default:
        break;
    }
    return check;
}

PositionCheck checkLegalPosition(const BattleMap& map, const Occupancy& occupancy, const Space& space,
                                 const QString& selfId)
{
    const PositionFault fault = findPositionFault(map, occupancy, space, selfId, PositionUse::EndMovement);
    return describePositionFault(map, occupancy, fault, PositionUse::EndMovement);
}

PositionCheck checkPlacement(const BattleMap& map, const Occupancy& occupancy, const Space& space,
                             const QString& selfId)
{
    const PositionFault fault = findPositionFault(map, occupancy, space, selfId, PositionUse::Placement);
    return describePositionFault(map, occupancy, fault, PositionUse::Placement);
}

PositionCheck checkSetupPosition(const BattleMap& map, const Occupancy& occupancy, const Space& space,
                                 const QString& selfId, Side side)
{
    PositionCheck check = checkPlacement(map, occupancy, space, selfId);
    if (!check.ok())
        return check;
    for (const Square square : space.squares()) {
        if (!map.inStartArea(side, square)) {
            return {MoveProblem::OutsideStartArea, square, QStringLiteral("102.6.a"),
                    QStringLiteral("%1 is outside start area %2").arg(squareText(square), sideName(side))};
        }
    }
    check.rule = QStringLiteral("102.6.a");
    return check;
}

PositionCheck checkTeleport(const BattleMap& map, const Occupancy& occupancy, const Space& from,
                            const Space& to, const QString& selfId, std::optional<int> range)
{
    if (from == to) {
        return {MoveProblem::SameSpace, to.topLeft, QStringLiteral("816.1"),
                QStringLiteral("a teleport ends somewhere other than where it starts")};
    }
    PositionCheck check = checkPlacement(map, occupancy, to, selfId);
    if (!check.ok())
        return check;
    if (range && !withinDistance(map, occupancy, from, to, *range)) {
        return {MoveProblem::OutOfRange, to.topLeft, QStringLiteral("816.1.a"),
                QStringLiteral("%1 is more than %2 squares away").arg(squareText(to.topLeft)).arg(*range)};
    }
    if (!lineOfSight(map, occupancy, from, to).clear) {
        return {MoveProblem::NoLineOfSight, to.topLeft, QStringLiteral("816.1"),
                QStringLiteral("%1 is out of sight of the starting position").arg(squareText(to.topLeft))};
    }
    check.rule = QStringLiteral("816.1");
    return check;
}

} // namespace ddm
