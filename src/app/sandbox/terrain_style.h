// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"
#include "board/terrain.h"

#include <QColor>
#include <QPixmap>
#include <QRectF>

#include <Qt>

class QPainter;

namespace ddm::gui {

// How the board draws a terrain type: a fill colour, a hatch pattern and the map file's letter, so
// that every terrain reads on a greyscale print-out too. The one place the terrain colours are
// defined; the board, the legend and the map editor's palette all draw through it.
struct TerrainStyle {
    QColor fill;
    Qt::BrushStyle pattern = Qt::NoBrush; // drawn over the fill in a darker tone
    QChar letter;                         // the map-row symbol
};

TerrainStyle terrainStyle(Terrain terrain);
// The terrain's name in the user's language ("Market stall").
QString terrainLabel(Terrain terrain);

// Paints the terrain of one square into `rect`: the first terrain's fill, every terrain's pattern,
// and the letters of all of them ("df" for difficult forest). Clear squares paint nothing.
void paintTerrain(QPainter& painter, const QRectF& rect, TerrainSet terrain);

// A swatch for lists and legends (clear is drawn as an empty framed square).
QPixmap terrainSwatch(Terrain terrain, int size = 20);

// The outline colour of a start or victory area of a side.
QColor areaColor(AreaSide side);

} // namespace ddm::gui
