// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/map_edits.h"

namespace ddm::gui {

namespace {

// BattleMap can add areas but not take them away: a copy with the same squares, walls, doors and
// descriptions, and the given areas.
BattleMap rebuiltWithAreas(const BattleMap& map, const QList<MapArea>& starts, const QList<MapArea>& victories)
{
    BattleMap result(map.width(), map.height());
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x)
            result.setTerrain({x, y}, map.terrainAt({x, y}));
    }
    for (const DiagonalWall& wall : map.diagonalWalls())
        result.addDiagonalWall(wall);
    for (Square door : map.secretDoors())
        result.addSecretDoor(door);
    result.setName(map.name());
    result.setNotes(map.notes());
    result.setHealingFontHp(map.healingFontHp());
    for (const MapArea& area : starts)
        result.addStartArea(area.side == AreaSide::B ? Side::B : Side::A, area.rect);
    for (const MapArea& area : victories)
        result.addVictoryArea(area.side, area.rect);
    return result;
}

} // namespace

bool paintSquare(BattleMap& map, Square square, Terrain terrain, BrushMode mode)
{
    if (!map.contains(square))
        return false;
    const TerrainSet before = map.terrainAt(square);
    TerrainSet after = mode == BrushMode::Replace ? TerrainSet(terrain) : before;
    if (mode == BrushMode::Add)
        after.add(terrain);
    if (after == before)
        return false;
    map.setTerrain(square, after);
    return true;
}

BattleMap withArea(const BattleMap& map, AreaKind kind, AreaSide side, const QRect& rect)
{
    const QRect onMap = rect.intersected(QRect(0, 0, map.width(), map.height()));
    if (onMap.isEmpty() || (kind == AreaKind::Start && side == AreaSide::Both))
        return map;
    BattleMap result = map;
    if (kind == AreaKind::Start)
        result.addStartArea(side == AreaSide::A ? Side::A : Side::B, onMap);
    else
        result.addVictoryArea(side, onMap);
    return result;
}

BattleMap withoutAreasAt(const BattleMap& map, Square square)
{
    const auto keep = [square](const QList<MapArea>& areas) {
        QList<MapArea> kept;
        for (const MapArea& area : areas) {
            if (!area.rect.contains(square.x, square.y))
                kept.append(area);
        }
        return kept;
    };
    const QList<MapArea> starts = keep(map.startAreas());
    const QList<MapArea> victories = keep(map.victoryAreas());
    if (starts.size() == map.startAreas().size() && victories.size() == map.victoryAreas().size())
        return map;
    return rebuiltWithAreas(map, starts, victories);
}

QRect squareSpan(Square from, Square to)
{
    return QRect(QPoint(qMin(from.x, to.x), qMin(from.y, to.y)), QPoint(qMax(from.x, to.x), qMax(from.y, to.y)));
}

} // namespace ddm::gui
