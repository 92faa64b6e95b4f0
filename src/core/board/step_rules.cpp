// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/step_rules.h"

#include "board/step_geometry.h"
#include "board/terrain_traits.h"

namespace ddm {
namespace {

StepOutcome refused(MoveProblem problem, Square square, const char* rule)
{
    StepOutcome outcome;
    outcome.problem = problem;
    outcome.square = square;
    outcome.rule = rule;
    return outcome;
}

TerrainSet difficultTerrain()
{
    static const TerrainSet terrain = terrainsWith(&TerrainTraits::difficult);
    return terrain;
}

TerrainSet doubleCostTerrain()
{
    static const TerrainSet terrain = terrainsWith(&TerrainTraits::doubleCost);
    return terrain;
}

} // namespace

StepRules::StepRules(const BattleMap& map, const Occupancy& occupancy, const MoverProfile& mover,
                     MoveKind kind, int budget)
    : m_map(map)
    , m_occupancy(occupancy)
    , m_mover(mover)
    , m_kind(kind)
    , m_budget(budget)
    , m_span(kind == MoveKind::Squeeze ? 2 : mover.span)
    , m_difficult(difficultTerrain())
    , m_doubleCost(doubleCostTerrain())
{
    if (mover.aquatic)
        m_difficult.remove(Terrain::River); // 1014.2
    if (mover.forestWalk)
        m_difficult.remove(Terrain::Forest);
    if (mover.riverWalk)
        m_difficult.remove(Terrain::River);
    if (mover.ignoresDifficultTerrain)
        m_difficult = {};
}

bool StepRules::costsExtra(TerrainSet terrain) const
{
    // Flight ignores the extra cost of all terrain (707.5), burrowing all terrain but pits (707.3),
    // phasing that of difficult terrain only (707.9): a phasing creature still pays for statues.
    if (m_mover.flight || m_mover.burrow)
        return false;
    if (terrain.intersects(m_doubleCost))
        return true;
    return !m_mover.phasing && terrain.intersects(m_difficult);
}

StepOutcome StepRules::step(Square from, Square to) const
{
    const int dx = to.x - from.x;
    const int dy = to.y - from.y;
    const Space before{from, m_span};
    const Space after{to, m_span};
    const bool throughWalls = m_mover.phasing || m_mover.burrow;
    StepOutcome outcome;
    for (int row = 0; row < m_span; ++row) {
        for (int column = 0; column < m_span; ++column) {
            const Square square = to.offset(column, row);
            if (!m_map.contains(square))
                return refused(MoveProblem::OffMap, square, "500.1");
        }
    }
    if (!throughWalls && diagonalStepCutsWall(from, m_span, dx, dy, [this](Square square, Corner corner) {
            return m_map.wallAtCorner(square, corner);
        }))
        return refused(MoveProblem::CornerCut, to, "502.1");
    for (int row = 0; row < m_span; ++row) {
        for (int column = 0; column < m_span; ++column) {
            const Square square = to.offset(column, row);
            if (before.contains(square))
                continue; // 1006.3: terrain already in the space costs nothing more
            const TerrainSet terrain = m_map.terrainAt(square);
            outcome.entered.add(terrain);
            if (!throughWalls && m_map.isSolidWall(square))
                return refused(MoveProblem::Wall, square, "502.1");
            if (terrain.has(Terrain::Pit) && !m_mover.flight)
                return refused(MoveProblem::Pit, square, "1013.2");
            const Occupant* occupant = m_occupancy.occupantAt(square);
            if (occupant && occupant->id != m_mover.id && occupant->side != m_mover.side &&
                !occupant->helpless && !(m_mover.flight && !occupant->flight) &&
                occupant->space.span > m_mover.throughEnemiesUpToSpan)
                return refused(MoveProblem::Enemy, square, "500.2");
            if (costsExtra(terrain))
                outcome.cost = 2;
        }
    }
    if (m_kind == MoveKind::Shift && m_budget <= 1 && outcome.cost > 1)
        return refused(MoveProblem::ShiftTerrain, after.topLeft, "412.3.a");
    return outcome;
}

PositionFault StepRules::endFault(Square topLeft) const
{
    if (m_kind == MoveKind::Squeeze) {
        if (squeezeExits(topLeft).isEmpty())
            return {MoveProblem::NoSqueezeExit, topLeft};
        return {};
    }
    return findPositionFault(m_map, m_occupancy, Space{topLeft, m_span}, m_mover.id,
                             m_mover.occupiesStatues ? PositionUse::EndMovementOnStatues
                                                     : PositionUse::EndMovement);
}

QList<Square> StepRules::squeezeExits(Square twoByTwo) const
{
    QList<Square> exits;
    for (int dy = -1; dy <= 0; ++dy) {
        for (int dx = -1; dx <= 0; ++dx) {
            const Space space{twoByTwo.offset(dx, dy), 3};
            if (findPositionFault(m_map, m_occupancy, space, m_mover.id, PositionUse::EndMovement).problem ==
                MoveProblem::None)
                exits.append(space.topLeft);
        }
    }
    return exits;
}

bool StepRules::onTeleporter(Square topLeft) const
{
    for (int dy = 0; dy < m_span; ++dy) {
        for (int dx = 0; dx < m_span; ++dx) {
            if (m_map.has(topLeft.offset(dx, dy), Terrain::Teleporter))
                return true;
        }
    }
    return false;
}

PositionFault StepRules::teleportFault(Square to) const
{
    if (!onTeleporter(to))
        return {MoveProblem::NotTeleporter, to};
    return findPositionFault(m_map, m_occupancy, Space{to, m_span}, m_mover.id, PositionUse::Placement);
}

QString StepRules::describe(const StepOutcome& outcome) const
{
    const QString where = squareText(outcome.square);
    switch (outcome.problem) {
    case MoveProblem::OffMap:
        return QStringLiteral("%1 is off the map").arg(where);
    case MoveProblem::CornerCut:
        return QStringLiteral("the step to %1 cuts across a wall corner").arg(where);
    case MoveProblem::Wall:
        return QStringLiteral("%1 is a wall").arg(where);
    case MoveProblem::Pit:
        return QStringLiteral("%1 is a pit; only flying creatures move into pits").arg(where);
    case MoveProblem::Enemy: {
        const Occupant* occupant = m_occupancy.occupantAt(outcome.square);
        return QStringLiteral("%1 is occupied by the enemy %2")
            .arg(where, occupant ? occupant->id : QString());
    }
    case MoveProblem::ShiftTerrain:
        return QStringLiteral("a 1-square shift cannot enter terrain that costs extra (%1)").arg(where);
    default:
        return where;
    }
}

} // namespace ddm
