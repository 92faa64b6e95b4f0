// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/battle_map.h"

#include <algorithm>

namespace ddm {
namespace {

constexpr quint8 kAllCorners = 0xF;

// The one or two rows (or columns) next to the centre line of a length (1000.2).
QList<int> centreLines(int length)
{
    if (length % 2 == 1)
        return {length / 2};
    return {length / 2 - 1, length / 2};
}

bool areaHolds(const MapArea& area, Square square)
{
    return area.rect.contains(square.x, square.y);
}

} // namespace

QString areaSideName(AreaSide side)
{
    switch (side) {
    case AreaSide::A:
        return QStringLiteral("A");
    case AreaSide::B:
        return QStringLiteral("B");
    case AreaSide::Both:
        return QStringLiteral("A&B");
    }
    return {};
}

BattleMap::BattleMap(int width, int height)
    : m_width(std::max(width, 0))
    , m_height(std::max(height, 0))
    , m_terrain(qsizetype(m_width) * m_height)
    , m_info(qsizetype(m_width) * m_height)
{
}

TerrainSet BattleMap::terrainAt(Square square) const
{
    return contains(square) ? m_terrain.at(indexOf(square)) : TerrainSet();
}

void BattleMap::setTerrain(Square square, TerrainSet terrain)
{
    if (!contains(square))
        return;
    m_terrain[indexOf(square)] = terrain;
    updateInfo(square);
}

void BattleMap::addTerrain(Square square, Terrain terrain)
{
    if (!contains(square))
        return;
    m_terrain[indexOf(square)].add(terrain);
    updateInfo(square);
}

bool BattleMap::addDiagonalWall(const DiagonalWall& wall)
{
    if (!contains(wall.at) || diagonalWallAt(wall.at))
        return false;
    m_diagonalWalls.append(wall);
    m_info[indexOf(wall.at)].diagonal = qint16(m_diagonalWalls.size() - 1);
    updateInfo(wall.at);
    return true;
}

std::optional<DiagonalWall> BattleMap::diagonalWallAt(Square square) const
{
    if (!contains(square) || m_info.at(indexOf(square)).diagonal < 0)
        return std::nullopt;
    return m_diagonalWalls.at(m_info.at(indexOf(square)).diagonal);
}

void BattleMap::addSecretDoor(Square square)
{
    if (!contains(square) || isSecretDoor(square))
        return;
    m_secretDoors.append(square);
    m_info[indexOf(square)].secretDoor = true;
}

void BattleMap::addStartArea(Side side, const QRect& rect)
{
    m_startAreas.append({side == Side::A ? AreaSide::A : AreaSide::B, rect});
}

void BattleMap::addVictoryArea(AreaSide side, const QRect& rect)
{
    m_victoryAreas.append({side, rect});
}

bool BattleMap::inStartArea(Side side, Square square) const
{
    const AreaSide wanted = side == Side::A ? AreaSide::A : AreaSide::B;
    return std::any_of(m_startAreas.cbegin(), m_startAreas.cend(),
                       [&](const MapArea& area) { return area.side == wanted && areaHolds(area, square); });
}

bool BattleMap::inVictoryArea(Side side, Square square) const
{
    const AreaSide own = side == Side::A ? AreaSide::A : AreaSide::B;
    return std::any_of(m_victoryAreas.cbegin(), m_victoryAreas.cend(), [&](const MapArea& area) {
        return (area.side == own || area.side == AreaSide::Both) && areaHolds(area, square);
    });
}

bool BattleMap::inAnyVictoryArea(Square square) const
{
    return std::any_of(m_victoryAreas.cbegin(), m_victoryAreas.cend(),
                       [&](const MapArea& area) { return areaHolds(area, square); });
}

QList<Square> BattleMap::centreSquares() const
{
    QList<Square> squares;
    if (m_width == 0 || m_height == 0)
        return squares;
    for (int y : centreLines(m_height)) {
        for (int x : centreLines(m_width))
            squares.append({x, y});
    }
    return squares;
}

void BattleMap::updateInfo(Square square)
{
    SquareInfo& info = m_info[indexOf(square)];
    info.wallCorners = 0;
    info.solidWall = m_terrain.at(indexOf(square)).has(Terrain::Wall);
    if (info.solidWall) {
        info.wallCorners = kAllCorners;
    } else if (info.diagonal >= 0) {
        const DiagonalWall& diagonal = m_diagonalWalls.at(info.diagonal);
        info.solidWall = !diagonal.centreOpen();
        for (Corner corner : {Corner::TopLeft, Corner::TopRight, Corner::BottomRight, Corner::BottomLeft}) {
            if (diagonal.coversCorner(corner))
                info.wallCorners |= quint8(1u << unsigned(corner));
        }
    }
}

} // namespace ddm
