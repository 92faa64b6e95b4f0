// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"

#include <QRect>

namespace ddm::gui {

// The map editor's edits as pure functions over a BattleMap value, so they are tested without a
// window and an undo step is simply the map before and after.

// How a brush puts its terrain on a square.
enum class BrushMode {
    Replace, // the square gets exactly this terrain (Clear erases)
    Add,     // the terrain joins what the square has (CRG 1000.5: a square may have several)
};

// What the area brush paints.
enum class AreaKind { Start, Victory };

// Whether painting changed the square.
bool paintSquare(BattleMap& map, Square square, Terrain terrain, BrushMode mode);

// The map with one more area; start areas take side A or B only (CRG 1000.3), so a start area for
// Both is refused and the map is returned unchanged.
BattleMap withArea(const BattleMap& map, AreaKind kind, AreaSide side, const QRect& rect);

// The map without every start and victory area that holds `square`.
BattleMap withoutAreasAt(const BattleMap& map, Square square);

// The inclusive rectangle between two squares, whichever way the drag went.
QRect squareSpan(Square from, Square to);

} // namespace ddm::gui
