// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"
#include "board/diagonal_wall.h"

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QGraphicsRectItem>

namespace ddm::gui {

// The painting items of a battle map on the BoardScene. Each paints one simple thing with no
// per-paint computation beyond a few rectangles, so a full-size map stays fast to redraw.

// Z order of the board's layers, bottom to top.
namespace BoardLayer {
inline constexpr qreal Terrain = 0;
inline constexpr qreal Grid = 1;
inline constexpr qreal Areas = 2;
inline constexpr qreal Highlights = 3; // reachable squares, targets
inline constexpr qreal Tokens = 5;
inline constexpr qreal Lines = 6;      // line of sight and cover lines
inline constexpr qreal Outcomes = 7;   // what the last attack or damage did, over the tokens
} // namespace BoardLayer

// The terrain of one non-clear square.
class TerrainSquareItem : public QGraphicsItem {
public:
    TerrainSquareItem(const QRectF& rect, TerrainSet terrain);

    TerrainSet terrain() const { return m_terrain; }
    void setTerrain(TerrainSet terrain);

    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QRectF m_rect;
    TerrainSet m_terrain;
};

// The grid lines of the whole map and its border.
class GridItem : public QGraphicsItem {
public:
    GridItem(int width, int height, qreal squareSize);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    int m_width;
    int m_height;
    qreal m_squareSize;
};

// A start area (solid outline, light fill) or a victory area (dashed outline) of a side, labelled
// "Start A", "Victory A&B".
class MapAreaItem : public QGraphicsRectItem {
    Q_DECLARE_TR_FUNCTIONS(MapAreaItem)

public:
    enum class Kind { Start, Victory };

    MapAreaItem(Kind kind, const MapArea& area, const QRectF& rect);

    Kind kind() const { return m_kind; }
    const MapArea& area() const { return m_area; }

private:
    Kind m_kind;
    MapArea m_area;
};

// A diagonal wall's triangle or half square.
class DiagonalWallItem : public QGraphicsPolygonItem {
public:
    DiagonalWallItem(const DiagonalWall& wall, qreal squareSize);
};

// A secret door: a dashed frame inside its square.
class SecretDoorItem : public QGraphicsRectItem {
    Q_DECLARE_TR_FUNCTIONS(SecretDoorItem)

public:
    explicit SecretDoorItem(const QRectF& squareRect);
};

} // namespace ddm::gui
