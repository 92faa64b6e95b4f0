// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"
#include "board/creature_space.h"
#include "board/square.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddm {

// The cone templates of close attacks (CRG 608.4 small cone, 608.5 large cone).
//
// The printed templates are pictures in the rulebook, which our documents do not hold. The starter
// rules say a cone has a 90-degree arc and three origin points on its template, one of which is put
// on a corner of a square in the acting creature's space, the template's squares aligned with the
// map's. This file is our interpretation of that, the one place that defines the shapes:
// - The origin point is a grid point that is a corner of a square of the acting creature's space
//   (608.4.a); the acting creature's space must not be in the template (checked by the engine).
// - The cone opens in one of eight directions. A diagonal cone (NE, SE, SW, NW) is the quadrant with
//   the origin point as its apex; an orthogonal one (N, E, S, W) is the wedge within 45 degrees
//   either side of its axis. N is towards row 0, W towards column 0.
// - A square is in the template when its centre lies in the wedge (its boundary included, so an
//   orthogonal cone takes the squares on its 45-degree edges) and no further from the origin point,
//   in a straight line, than the cone's length.
// The templates so have 8 squares (small, diagonal), 10 (small, orthogonal), 28 (large, diagonal)
// and 32 (large, orthogonal): quarter circles of the lengths below.
inline constexpr int kSmallConeLength = 3; // squares
inline constexpr int kLargeConeLength = 6;

enum class ConeDirection { North, NorthEast, East, SouthEast, South, SouthWest, West, NorthWest };

QString coneDirectionKey(ConeDirection direction); // "N", "NE", ... as battle scripts write them
std::optional<ConeDirection> parseConeDirection(const QString& key); // any letter case
QStringList coneDirectionKeys();                                     // all eight, N first, clockwise

// Whether the square is in the template laid from `origin` (a grid point).
bool inCone(GridPoint origin, ConeDirection direction, int length, Square square);
// Whether any square of the space is in it (608.4.a: the acting creature may not be).
bool coneCovers(GridPoint origin, ConeDirection direction, int length, const Space& space);
// The template's squares on the map, nearest the origin point first, then row by row.
QList<Square> coneSquares(const BattleMap& map, GridPoint origin, ConeDirection direction, int length);

} // namespace ddm
