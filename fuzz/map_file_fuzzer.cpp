// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the map file reader, then runs the board geometry over what it read. Invariants: reading
// never crashes; a map that reads cleanly writes back to bytes that read to the same map; every
// position reachableSquares() offers passes checkPath() at the same cost; line of sight, cover,
// distance and forced movement answer without crashing on any map, diagonal walls and secret doors
// included.

#include "board/cover.h"
#include "board/distance.h"
#include "board/forced_movement.h"
#include "board/line_of_sight.h"
#include "board/map_reader.h"
#include "board/map_writer.h"
#include "board/path_check.h"
#include "board/position_check.h"
#include "board/reachable_squares.h"

#include <QByteArray>

#include <cstdint>
#include <cstdlib>

namespace {

using namespace ddm;

// The first square, row by row, where a creature of the span may stand.
std::optional<Square> firstOpen(const BattleMap& map, const Occupancy& occupancy, int span, Square from)
{
    for (int y = from.y; y < map.height(); ++y) {
        for (int x = y == from.y ? from.x : 0; x < map.width(); ++x) {
            if (checkLegalPosition(map, occupancy, Space{{x, y}, span}, QString()).ok())
                return Square{x, y};
        }
    }
    return std::nullopt;
}

void checkMovement(const BattleMap& map, Occupancy& occupancy, const MoverProfile& mover, Square start)
{
    const Reachability reach = reachableSquares(map, occupancy, mover, start, 6);
    int checked = 0;
    for (const ReachableSquare& destination : reach.destinations()) {
        if (++checked > 30)
            break;
        const PathCheck check = checkPath(map, occupancy, mover, start, reach.pathTo(destination.at), 6);
        if (!check.ok || check.cost != destination.cost)
            std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const MapReadResult result = MapReader::readFile(bytes);
    if (!result.ok())
        return 0;
    const BattleMap& map = result.map;
    const MapReadResult reread = MapReader::readFile(MapWriter::toBytes(map));
    if (!reread.ok() || !(reread.map == map))
        std::abort();

    Occupancy occupancy(map.width(), map.height());
    const std::optional<Square> first = firstOpen(map, occupancy, 1, {0, 0});
    if (!first)
        return 0;
    occupancy.place({QStringLiteral("a"), Side::A, Space{*first, 1}});
    const std::optional<Square> second = firstOpen(map, occupancy, 1, {0, map.height() / 2});
    if (second)
        occupancy.place({QStringLiteral("b"), Side::B, Space{*second, 1}});

    MoverProfile walker;
    walker.id = QStringLiteral("a");
    checkMovement(map, occupancy, walker, *first);
    MoverProfile flier = walker;
    flier.flight = true;
    flier.phasing = true;
    checkMovement(map, occupancy, flier, *first);

    if (!second)
        return 0;
    const Occupant& a = *occupancy.find(QStringLiteral("a"));
    const Occupant& b = *occupancy.find(QStringLiteral("b"));
    const SightCheck sight = lineOfSight(map, occupancy, a.space, b.space);
    const SightCheck effect = lineOfEffect(map, occupancy, a.space, b.space);
    // Everything that stops line of effect (walls) stops line of sight too.
    if (sight.clear && !effect.clear)
        std::abort();
    for (CoverMethod method : {CoverMethod::Melee, CoverMethod::Ranged, CoverMethod::CloseBurst,
                               CoverMethod::CloseBlast, CoverMethod::AreaRadius}) {
        const CoverResult cover = coverAgainst(map, occupancy, method, a.space, b, Side::A);
        if (cover.cover == (cover.obstruction == Obstruction::None))
            std::abort();
    }
    coverFromPoint(map, occupancy, {a.space.topLeft.x, a.space.topLeft.y}, b);
    const std::optional<int> distance = distanceBetween(map, occupancy, a.space, b.space);
    if (distance && withinDistance(map, occupancy, a.space, b.space, *distance - 1))
        std::abort();
    for (ForcedMove kind : {ForcedMove::Push, ForcedMove::Pull, ForcedMove::Slide}) {
        for (const ForcedDestination& end : forcedMoveDestinations(map, occupancy, kind, b, a.space, 2)) {
            if (!checkForcedMove(map, occupancy, kind, b, a.space, end.path, 2).ok)
                std::abort();
        }
    }
    return 0;
}
