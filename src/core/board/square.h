// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHashFunctions>
#include <QList>
#include <QString>

namespace ddm {

// One square of a battle map: x is the column, y the row, (0,0) the top-left square.
struct Square {
    int x = 0;
    int y = 0;

    friend constexpr bool operator==(Square, Square) = default;
    constexpr Square offset(int dx, int dy) const { return {x + dx, y + dy}; }
};

inline size_t qHash(Square square, size_t seed = 0) noexcept
{
    return qHashMulti(seed, square.x, square.y);
}

// "[3,4]", as squares appear in battle scripts and map files.
QString squareText(Square square);
// Several squares for messages: "[1,2], [3,4]" (or joined by `separator`).
QString squaresText(const QList<Square>& squares, const QString& separator = QStringLiteral(", "));

// A point where grid lines cross: the corner (x,y) is the top-left corner of square (x,y). Lines of
// sight and cover are drawn between these points (CRG 611, 1002).
struct GridPoint {
    int x = 0;
    int y = 0;

    friend constexpr bool operator==(GridPoint, GridPoint) = default;
};

// The four corners of a square, clockwise from the top left. Also names which corner of a square a
// diagonal wall covers.
enum class Corner { TopLeft, TopRight, BottomRight, BottomLeft };

GridPoint cornerPoint(Square square, Corner corner);

// "(3,4)": written unlike a square's "[3,4]" so that a log tells the two apart.
QString gridPointText(GridPoint point);

} // namespace ddm
