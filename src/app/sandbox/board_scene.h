// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"
#include "board/creature_space.h"
#include "board/square.h"

#include <QGraphicsScene>
#include <QHash>
#include <QList>

#include <optional>

namespace ddm::gui {

class GridItem;
class MapAreaItem;
class TerrainSquareItem;

// A battle map on a QGraphicsScene: one item per non-clear square (colour, pattern and letter),
// the grid, start and victory areas as outlined overlays per side, diagonal walls and secret doors.
// Mouse presses and drags arrive as squares, for the map editor's brush and the sandbox's moves;
// the scene itself changes nothing on a click.
class BoardScene : public QGraphicsScene {
    Q_OBJECT

public:
    static constexpr qreal kSquareSize = 40;

    explicit BoardScene(QObject* parent = nullptr);

    const BattleMap& map() const { return m_map; }
    // Shows `map`. When the size is unchanged, only squares whose terrain changed are repainted, so
    // a brush stroke in the editor stays cheap; areas, diagonal walls and doors are rebuilt.
    void setMap(const BattleMap& map);

    static QRectF squareRect(Square square);
    static QRectF spaceRect(const Space& space);
    static QPointF squareCentre(Square square);
    static QPointF gridPointPos(GridPoint point);
    std::optional<Square> squareAt(const QPointF& scenePos) const; // nullopt off the map

    int terrainItemCount() const { return int(m_terrainItems.size()); }
    const QList<MapAreaItem*>& areaItems() const { return m_areaItems; }
    int overlayItemCount() const { return int(m_overlayItems.size()); } // diagonal walls and doors

signals:
    void squarePressed(ddm::Square square, Qt::MouseButton button);
    // The pointer moved into another square while a button is held.
    void squareDragged(ddm::Square square);
    void squareReleased(ddm::Square square, Qt::MouseButton button);
    // Every release, on the map or off it, after squareReleased: the end of a drag.
    void mouseReleased();

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;

private:
    void rebuildAll();
    void updateTerrain(Square square);
    void rebuildAreasAndOverlays();

    BattleMap m_map;
    GridItem* m_grid = nullptr;
    QHash<int, TerrainSquareItem*> m_terrainItems; // by square index
    QList<MapAreaItem*> m_areaItems;
    QList<QGraphicsItem*> m_overlayItems;
    std::optional<Square> m_dragSquare;
};

} // namespace ddm::gui
