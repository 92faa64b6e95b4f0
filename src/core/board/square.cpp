// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/square.h"

namespace ddm {

QString squareText(Square square)
{
    return QStringLiteral("[%1,%2]").arg(square.x).arg(square.y);
}

QString squaresText(const QList<Square>& squares, const QString& separator)
{
    QStringList texts;
    for (const Square square : squares)
        texts.append(squareText(square));
    return texts.join(separator);
}

QString gridPointText(GridPoint point)
{
    return QStringLiteral("(%1,%2)").arg(point.x).arg(point.y);
}

GridPoint cornerPoint(Square square, Corner corner)
{
    switch (corner) {
    case Corner::TopLeft:
        return {square.x, square.y};
    case Corner::TopRight:
        return {square.x + 1, square.y};
    case Corner::BottomRight:
        return {square.x + 1, square.y + 1};
    case Corner::BottomLeft:
        return {square.x, square.y + 1};
    }
    return {square.x, square.y};
}

} // namespace ddm
