// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/diagonal_wall.h"
#include "board/side.h"
#include "board/square.h"
#include "board/terrain.h"
#include "catalog/game_enums.h"

#include <QList>
#include <QRect>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddm {

// Victory areas are labelled A, B or A&B (CRG 1000.4); start areas A or B (1000.3).
enum class AreaSide { A, B, Both };

QString areaSideName(AreaSide side); // "A", "B", "A&B"

struct MapArea {
    AreaSide side = AreaSide::A;
    QRect rect; // inclusive squares: rect.left()..rect.right(), rect.top()..rect.bottom()

    friend bool operator==(const MapArea&, const MapArea&) = default;
};

// A battle map (CRG 1000): a grid of squares with terrain, start and victory areas, diagonal walls
// and secret doors. A value type: the board library reads it, never changes it during a battle.
class BattleMap {
public:
    BattleMap() = default;
    BattleMap(int width, int height); // every square clear

    int width() const { return m_width; }
    int height() const { return m_height; }
    bool contains(Square square) const
    {
        return square.x >= 0 && square.y >= 0 && square.x < m_width && square.y < m_height;
    }
    // Row-major index of a square on the map, for per-square arrays in the algorithms.
    int indexOf(Square square) const { return square.y * m_width + square.x; }
    Square squareAt(int index) const { return {index % m_width, index / m_width}; }

    TerrainSet terrainAt(Square square) const; // empty (clear) off the map
    bool has(Square square, Terrain terrain) const { return terrainAt(square).has(terrain); }
    void setTerrain(Square square, TerrainSet terrain);
    void addTerrain(Square square, Terrain terrain);

    // Walls as obstacles: a wall square, or a diagonal wall whose cut covers the centre. No creature
    // stands in or moves through it (1005.3, 1005.4, 501.2) except by phasing or burrowing.
    bool isSolidWall(Square square) const { return contains(square) && m_info.at(indexOf(square)).solidWall; }
    // Whether wall covers the given corner of the square: all corners of a wall square, the covered
    // corners of a diagonal wall. Moving or counting diagonally past such a corner is not allowed
    // (502.1, 1001.2, 1005.5).
    bool wallAtCorner(Square square, Corner corner) const
    {
        return contains(square) && (m_info.at(indexOf(square)).wallCorners & (1u << unsigned(corner))) != 0;
    }

    bool addDiagonalWall(const DiagonalWall& wall); // false when off the map or the square has one
    std::optional<DiagonalWall> diagonalWallAt(Square square) const;
    // Whether a line could be stopped in this square on the map: it holds a wall, a diagonal wall, a
    // secret door or one of `terrain`. One look for the line tracer's inner loop.
    bool mayStopLines(Square square, TerrainSet terrain) const
    {
        const int index = indexOf(square);
        const SquareInfo& info = m_info.at(index);
        return info.solidWall || info.secretDoor || info.diagonal >= 0 ||
               m_terrain.at(index).intersects(terrain);
    }
    bool hasDiagonalWall(Square square) const
    {
        return contains(square) && m_info.at(indexOf(square)).diagonal >= 0;
    }
    const QList<DiagonalWall>& diagonalWalls() const { return m_diagonalWalls; }

    void addSecretDoor(Square square);
    bool isSecretDoor(Square square) const
    {
        return contains(square) && m_info.at(indexOf(square)).secretDoor;
    }
    const QList<Square>& secretDoors() const { return m_secretDoors; }

    const QString& name() const { return m_name; }
    void setName(const QString& name) { m_name = name; }
    // Full or half size (101.2-101.6), as its maker marked it; unset when not marked.
    std::optional<MapSize> size() const { return m_size; }
    void setSize(std::optional<MapSize> size) { m_size = size; }
    const QStringList& notes() const { return m_notes; }
    void setNotes(const QStringList& notes) { m_notes = notes; }
    // What a healing font heals when the map says (1011.2); unset means the rule's default of 20.
    std::optional<int> healingFontHp() const { return m_healingFontHp; }
    void setHealingFontHp(std::optional<int> hp) { m_healingFontHp = hp; }
    int healingFontHeal() const { return m_healingFontHp.value_or(20); }

    const QList<MapArea>& startAreas() const { return m_startAreas; }
    const QList<MapArea>& victoryAreas() const { return m_victoryAreas; }
    void addStartArea(Side side, const QRect& rect);
    void addVictoryArea(AreaSide side, const QRect& rect);
    bool inStartArea(Side side, Square square) const;
    // The side's own victory areas and the shared A&B ones count (1000.4).
    bool inVictoryArea(Side side, Square square) const;
    bool inAnyVictoryArea(Square square) const; // whoever's it is: "while occupying a victory area"

    // The squares adjacent to the point at the exact centre of the map (1000.2): four, two or one.
    QList<Square> centreSquares() const;

    friend bool operator==(const BattleMap&, const BattleMap&) = default;

private:
    // Derived from the terrain, diagonal walls and secret doors, so the geometry's inner loops ask
    // one array instead of searching lists.
    struct SquareInfo {
        quint8 wallCorners = 0; // bit per Corner
        bool solidWall = false;
        bool secretDoor = false;
        qint16 diagonal = -1; // index into m_diagonalWalls

        friend bool operator==(const SquareInfo&, const SquareInfo&) = default;
    };
    void updateInfo(Square square);

    int m_width = 0;
    int m_height = 0;
    QList<TerrainSet> m_terrain;
    QList<SquareInfo> m_info;
    QList<DiagonalWall> m_diagonalWalls;
    QList<Square> m_secretDoors;
    QString m_name;
    std::optional<MapSize> m_size;
    QStringList m_notes;
    std::optional<int> m_healingFontHp;
    QList<MapArea> m_startAreas;
    QList<MapArea> m_victoryAreas;
};

} // namespace ddm
