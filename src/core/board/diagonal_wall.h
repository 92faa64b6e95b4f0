// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/square.h"

#include <QList>
#include <QString>

#include <optional>

namespace ddm {

// How a diagonal wall (CRG 1009) cuts its square.
enum class DiagonalCut {
    // Cut between the midpoints of the two edges at the covered corner: a small triangle of wall. The
    // centre of the square stays open, so creatures may stand there (1009.2, 501.2).
    Corner,
    // Cut from corner to corner: half the square is wall and the centre lies on the wall, so the square
    // is not a legal position; creatures may still pass its open corner diagonally (502.1, 1001.4).
    Half,
};

struct DiagonalWall {
    Square at;
    Corner corner = Corner::TopLeft; // the corner the wall covers
    DiagonalCut cut = DiagonalCut::Corner;

    friend bool operator==(const DiagonalWall&, const DiagonalWall&) = default;

    bool centreOpen() const { return cut == DiagonalCut::Corner; }
    bool coversCorner(Corner corner) const;
    // The wall portion as a polygon in half-square units (a square (x,y) spans 2x..2x+2): 3 points.
    QList<GridPoint> wallPolygon() const;
};

// "nw", "ne", "se", "sw" (north is the top row); parsing also takes "top-left" and the like.
QString cornerName(Corner corner);
std::optional<Corner> parseCorner(const QString& text);
QString diagonalCutName(DiagonalCut cut); // "corner", "half"
std::optional<DiagonalCut> parseDiagonalCut(const QString& text);

} // namespace ddm
