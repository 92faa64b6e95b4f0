// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/map_writer.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace ddm {
namespace {

QJsonArray squareJson(Square square)
{
    return {square.x, square.y};
}

QJsonArray rectJson(const QRect& rect)
{
    return {rect.left(), rect.top(), rect.right(), rect.bottom()};
}

// The row letter of a square: a wall, else its first terrain; the rest go to overlays.
Terrain baseTerrain(TerrainSet terrain)
{
    const QList<Terrain> terrains = terrain.terrains();
    if (terrains.isEmpty())
        return Terrain::Clear;
    return terrain.has(Terrain::Wall) ? Terrain::Wall : terrains.first();
}

QJsonArray overlays(const BattleMap& map)
{
    QJsonArray result;
    for (Terrain terrain : allTerrains()) {
        QJsonArray areas;
        for (int y = 0; y < map.height(); ++y) {
            // Runs of squares along a row where the terrain lies over another one.
            int runStart = -1;
            for (int x = 0; x <= map.width(); ++x) {
                const TerrainSet here = map.terrainAt({x, y});
                const bool over = x < map.width() && here.has(terrain) && baseTerrain(here) != terrain;
                if (over && runStart < 0)
                    runStart = x;
                if (!over && runStart >= 0) {
                    areas.append(QJsonArray{runStart, y, x - 1, y});
                    runStart = -1;
                }
            }
        }
        if (!areas.isEmpty())
            result.append(QJsonObject{{QStringLiteral("terrain"), QString(terrainSymbol(terrain))},
                                      {QStringLiteral("areas"), areas}});
    }
    return result;
}

QJsonObject areasJson(const QList<MapArea>& areas)
{
    QJsonObject sides;
    for (const MapArea& area : areas) {
        const QString side = areaSideName(area.side);
        QJsonArray list = sides.value(side).toArray();
        list.append(rectJson(area.rect));
        sides.insert(side, list);
    }
    return sides;
}

} // namespace

QJsonObject MapWriter::toJson(const BattleMap& map)
{
    QJsonObject object;
    if (!map.name().isEmpty())
        object.insert(QStringLiteral("name"), map.name());
    if (map.size())
        object.insert(QStringLiteral("size"), mapSizeName(*map.size()));
    QJsonArray rows;
    for (int y = 0; y < map.height(); ++y) {
        QString row;
        for (int x = 0; x < map.width(); ++x)
            row.append(terrainSymbol(baseTerrain(map.terrainAt({x, y}))));
        rows.append(row);
    }
    object.insert(QStringLiteral("rows"), rows);
    if (!map.startAreas().isEmpty())
        object.insert(QStringLiteral("start"), areasJson(map.startAreas()));
    if (!map.victoryAreas().isEmpty())
        object.insert(QStringLiteral("victory"), areasJson(map.victoryAreas()));
    if (!map.diagonalWalls().isEmpty()) {
        QJsonArray walls;
        for (const DiagonalWall& wall : map.diagonalWalls()) {
            walls.append(QJsonObject{{QStringLiteral("at"), squareJson(wall.at)},
                                     {QStringLiteral("corner"), cornerName(wall.corner)},
                                     {QStringLiteral("cut"), diagonalCutName(wall.cut)}});
        }
        object.insert(QStringLiteral("diagonalWalls"), walls);
    }
    if (!map.secretDoors().isEmpty()) {
        QJsonArray doors;
        for (const Square door : map.secretDoors())
            doors.append(squareJson(door));
        object.insert(QStringLiteral("secretDoors"), doors);
    }
    const QJsonArray layers = overlays(map);
    if (!layers.isEmpty())
        object.insert(QStringLiteral("overlays"), layers);
    if (map.healingFontHp())
        object.insert(QStringLiteral("healingFont"), *map.healingFontHp());
    if (!map.notes().isEmpty())
        object.insert(QStringLiteral("notes"), QJsonArray::fromStringList(map.notes()));
    return object;
}

QByteArray MapWriter::toBytes(const BattleMap& map)
{
    return QJsonDocument(toJson(map)).toJson(QJsonDocument::Indented);
}

} // namespace ddm
