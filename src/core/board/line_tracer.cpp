// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/line_tracer.h"

#include "board/line_contact.h"
#include "board/terrain_traits.h"

namespace ddm {

namespace {

// Terrain that stops sight besides walls, which are checked with the other wall geometry.
TerrainSet sightTerrain()
{
    static const TerrainSet terrain = [] {
        TerrainSet blocking =
            terrainsBlockingSight(SightBlocking::Touch) | terrainsBlockingSight(SightBlocking::PassThrough);
        blocking.remove(Terrain::Wall);
        return blocking;
    }();
    return terrain;
}

TerrainSet coverTerrain()
{
    static const TerrainSet terrain = terrainsWith(&TerrainTraits::rangedCover);
    return terrain;
}

} // namespace

LineTracer::LineTracer(const BattleMap& map, const Occupancy& occupancy, Mode mode)
    : m_map(map)
    , m_occupancy(occupancy)
    , m_mode(mode)
    , m_sightTerrain(mode == Mode::Sight ? sightTerrain() : TerrainSet())
    , m_coverTerrain(mode == Mode::RangedCover ? coverTerrain() : TerrainSet())
{
}

void LineTracer::setCoveringCreatures(Side side, const QString& targetId)
{
    m_coveringSide = side;
    m_targetId = targetId;
}

void LineTracer::ignore(Space (&spaces)[2], const Space& space)
{
    spaces[spaces[0].span == 0 ? 0 : 1] = space;
}

bool LineTracer::inAny(const Space (&spaces)[2], Square square)
{
    return spaces[0].contains(square) || spaces[1].contains(square);
}

bool LineTracer::mayStop(Square square) const
{
    // Most squares hold nothing that stops a line: one look at the square settles that.
    return m_map.mayStopLines(square, m_sightTerrain | m_coverTerrain) ||
           (m_coveringSide && m_occupancy.isOccupied(square));
}

LineTracer::Stop LineTracer::contactIn(GridPoint from, GridPoint to, Square square) const
{
    const Stop wall = wallContact(from, to, square);
    return wall.obstruction != Obstruction::None ? wall : otherContact(from, to, square);
}

Obstruction LineTracer::trace(GridPoint from, GridPoint to) const
{
    Obstruction found = Obstruction::None;
    anySquareAlong(from, to, m_map.width(), m_map.height(), [&](Square square) {
        if (!mayStop(square))
            return false;
        found = contactIn(from, to, square).obstruction;
        return found != Obstruction::None;
    });
    return found;
}

std::optional<LineTracer::Stop> LineTracer::firstStop(GridPoint from, GridPoint to) const
{
    std::optional<Stop> first;
    anySquareAlong(from, to, m_map.width(), m_map.height(), [&](Square square) {
        if (!mayStop(square))
            return false;
        const Stop stop = contactIn(from, to, square);
        if (stop.obstruction != Obstruction::None && (!first || stop.at < first->at))
            first = stop;
        return false; // squares are visited column by column, not in order along the line
    });
    return first;
}

LineTracer::Stop LineTracer::wallContact(GridPoint from, GridPoint to, Square square) const
{
    const auto wallIf = [&](const LineMeeting& meeting) {
        return touches(meeting.contact) ? Stop{Obstruction::Wall, square, meeting.enter} : Stop{};
    };
    if (m_map.has(square, Terrain::Wall))
        return wallIf(lineMeeting(from, to, square));
    // 1016.3: an unoccupied secret door's edges are wall edges.
    if (m_map.isSecretDoor(square) && !m_occupancy.isOccupied(square))
        return wallIf(lineMeeting(from, to, square));
    if (m_map.hasDiagonalWall(square) && !inAny(m_diagonalFree, square))
        return wallIf(lineMeeting(from, to, m_map.diagonalWallAt(square)->wallPolygon()));
    return {};
}

LineTracer::Stop LineTracer::otherContact(GridPoint from, GridPoint to, Square square) const
{
    if (m_mode == Mode::Sight) {
        TerrainSet terrain = m_map.terrainAt(square);
        if (m_ignoreAllSmoke || inAny(m_smokeFree, square))
            terrain.remove(Terrain::Smoke);
        if (!terrain.intersects(m_sightTerrain))
            return {};
        // Smoke stops a line that touches it (1002.1.b); forest, market stalls and webs one that
        // passes through two edges or a corner (1002.1.c). With lines between grid points the two
        // tests agree: a line meets a square in a single point only at a corner, and the line's own
        // end points count as one edge only (1010.5), which touches() leaves out.
        const LineMeeting meeting = lineMeeting(from, to, square);
        if (!touches(meeting.contact))
            return {};
        for (Terrain blocking : terrain.terrains()) {
            if (m_sightTerrain.has(blocking))
                return {obstructionOf(blocking), square, meeting.enter};
        }
        return {};
    }
    if (m_mode == Mode::RangedCover) {
        const TerrainSet terrain = m_map.terrainAt(square);
        const Occupant* occupant = m_occupancy.occupantAt(square);
        const bool coveringCreature =
            occupant && m_coveringSide && occupant->side == *m_coveringSide && occupant->id != m_targetId;
        if (!terrain.intersects(m_coverTerrain) && !coveringCreature)
            return {};
        const LineMeeting meeting = lineMeeting(from, to, square);
        if (meeting.contact != LineContact::Through)
            return {}; // 611.3.a-b: only a line that enters the square
        if (coveringCreature)
            return {Obstruction::Creature, square, meeting.enter};
        for (Terrain covering : terrain.terrains()) {
            if (m_coverTerrain.has(covering))
                return {obstructionOf(covering), square, meeting.enter};
        }
    }
    return {};
}

} // namespace ddm
