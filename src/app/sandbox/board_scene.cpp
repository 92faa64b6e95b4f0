// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/board_scene.h"

#include "sandbox/board_items.h"

#include <QGraphicsSceneMouseEvent>

#include <cmath>

namespace ddm::gui {

BoardScene::BoardScene(QObject* parent) : QGraphicsScene(parent)
{
    // Items never move on their own; the default BSP index only costs time on every update.
    setItemIndexMethod(QGraphicsScene::NoIndex);
}

void BoardScene::setMap(const BattleMap& map)
{
    const bool sameSize = map.width() == m_map.width() && map.height() == m_map.height() && m_grid;
    const BattleMap old = m_map;
    m_map = map;
    if (!sameSize) {
        rebuildAll();
        return;
    }
    for (int y = 0; y < m_map.height(); ++y) {
        for (int x = 0; x < m_map.width(); ++x) {
            if (old.terrainAt({x, y}) != m_map.terrainAt({x, y}))
                updateTerrain({x, y});
        }
    }
    if (old.startAreas() != m_map.startAreas() || old.victoryAreas() != m_map.victoryAreas()
        || old.diagonalWalls() != m_map.diagonalWalls() || old.secretDoors() != m_map.secretDoors())
        rebuildAreasAndOverlays();
}

QRectF BoardScene::squareRect(Square square)
{
    return QRectF(square.x * kSquareSize, square.y * kSquareSize, kSquareSize, kSquareSize);
}

QRectF BoardScene::spaceRect(const Space& space)
{
    return QRectF(space.topLeft.x * kSquareSize, space.topLeft.y * kSquareSize, space.span * kSquareSize,
                  space.span * kSquareSize);
}

QPointF BoardScene::squareCentre(Square square)
{
    return squareRect(square).center();
}

QPointF BoardScene::gridPointPos(GridPoint point)
{
    return QPointF(point.x * kSquareSize, point.y * kSquareSize);
}

std::optional<Square> BoardScene::squareAt(const QPointF& scenePos) const
{
    const Square square{int(std::floor(scenePos.x() / kSquareSize)), int(std::floor(scenePos.y() / kSquareSize))};
    if (!m_map.contains(square))
        return std::nullopt;
    return square;
}

void BoardScene::rebuildAll()
{
    qDeleteAll(m_terrainItems);
    m_terrainItems.clear();
    delete m_grid;
    m_grid = new GridItem(m_map.width(), m_map.height(), kSquareSize);
    addItem(m_grid);
    for (int y = 0; y < m_map.height(); ++y) {
        for (int x = 0; x < m_map.width(); ++x)
            updateTerrain({x, y});
    }
    rebuildAreasAndOverlays();
    // A margin around the map, so the area labels and the border are never clipped.
    setSceneRect(QRectF(0, 0, m_map.width() * kSquareSize, m_map.height() * kSquareSize).adjusted(-8, -8, 8, 8));
}

void BoardScene::updateTerrain(Square square)
{
    const int index = m_map.indexOf(square);
    const TerrainSet terrain = m_map.terrainAt(square);
    TerrainSquareItem* item = m_terrainItems.value(index);
    if (terrain.isEmpty()) {
        delete item;
        m_terrainItems.remove(index);
    } else if (item) {
        item->setTerrain(terrain);
        item->setToolTip(terrain.symbols());
    } else {
        item = new TerrainSquareItem(squareRect(square), terrain);
        addItem(item);
        m_terrainItems.insert(index, item);
    }
}

void BoardScene::rebuildAreasAndOverlays()
{
    qDeleteAll(m_areaItems);
    m_areaItems.clear();
    qDeleteAll(m_overlayItems);
    m_overlayItems.clear();
    const auto addArea = [this](MapAreaItem::Kind kind, const MapArea& area) {
        const QRectF rect = squareRect({area.rect.left(), area.rect.top()})
                                .united(squareRect({area.rect.right(), area.rect.bottom()}));
        auto* item = new MapAreaItem(kind, area, rect);
        addItem(item);
        m_areaItems.append(item);
    };
    for (const MapArea& area : m_map.startAreas())
        addArea(MapAreaItem::Kind::Start, area);
    for (const MapArea& area : m_map.victoryAreas())
        addArea(MapAreaItem::Kind::Victory, area);
    for (const DiagonalWall& wall : m_map.diagonalWalls()) {
        auto* item = new DiagonalWallItem(wall, kSquareSize);
        addItem(item);
        m_overlayItems.append(item);
    }
    for (Square door : m_map.secretDoors()) {
        auto* item = new SecretDoorItem(squareRect(door));
        addItem(item);
        m_overlayItems.append(item);
    }
}

void BoardScene::mousePressEvent(QGraphicsSceneMouseEvent* event)
{
    m_dragSquare = squareAt(event->scenePos());
    if (m_dragSquare)
        emit squarePressed(*m_dragSquare, event->button());
    event->accept();
}

void BoardScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event)
{
    if (event->buttons() == Qt::NoButton) {
        QGraphicsScene::mouseMoveEvent(event);
        return;
    }
    const std::optional<Square> square = squareAt(event->scenePos());
    if (square && square != m_dragSquare) {
        m_dragSquare = square;
        emit squareDragged(*square);
    }
}

void BoardScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event)
{
    const std::optional<Square> square = squareAt(event->scenePos());
    m_dragSquare.reset();
    if (square)
        emit squareReleased(*square, event->button());
    emit mouseReleased();
    event->accept();
}

} // namespace ddm::gui
