// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"
#include "sandbox/map_edits.h"

#include <QObject>

#include <optional>

class QGraphicsRectItem;

namespace ddm::gui {

class BoardScene;
class MapDocument;

// What a press and drag on the editor's board does to the map.
enum class MapTool {
    Terrain,     // paint the chosen terrain (right button: clear; Shift: add to the square's terrain)
    StartA,      // drag a rectangle: a start area (CRG 1000.3)
    StartB,
    VictoryA,    // drag a rectangle: a victory area (CRG 1000.4)
    VictoryB,
    VictoryBoth, // "Victory Area A&B"
    EraseArea,   // click: remove the areas holding the square
};

// Turns the scene's square presses and drags into map edits on the document, one undo step per
// stroke or rectangle, and shows the rectangle being dragged.
class MapBrush : public QObject {
    Q_OBJECT

public:
    MapBrush(BoardScene* scene, MapDocument* document, QObject* parent = nullptr);

    MapTool tool() const { return m_tool; }
    void setTool(MapTool tool) { m_tool = tool; }
    Terrain terrain() const { return m_terrain; }
    void setTerrain(Terrain terrain) { m_terrain = terrain; }

private:
    void pressed(Square square, Qt::MouseButton button);
    void dragged(Square square);
    void released();
    void showPreview();

    BoardScene* m_scene;
    MapDocument* m_document;
    MapTool m_tool = MapTool::Terrain;
    Terrain m_terrain = Terrain::Wall;
    Terrain m_strokeTerrain = Terrain::Wall; // what the stroke in progress paints
    bool m_strokeAdds = false;
    std::optional<Square> m_anchor;           // the first square of a dragged rectangle
    Square m_corner;                          // its opposite square so far
    QGraphicsRectItem* m_preview = nullptr;
};

} // namespace ddm::gui
