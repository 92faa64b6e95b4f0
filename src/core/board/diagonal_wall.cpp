// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/diagonal_wall.h"

#include <array>

namespace ddm {
namespace {

struct CornerName {
    Corner corner;
    const char* compass;
    const char* words;
};

constexpr std::array<CornerName, 4> kCorners{{{Corner::TopLeft, "nw", "top-left"},
                                              {Corner::TopRight, "ne", "top-right"},
                                              {Corner::BottomRight, "se", "bottom-right"},
                                              {Corner::BottomLeft, "sw", "bottom-left"}}};

Corner rotated(Corner corner, int quarterTurns)
{
    return static_cast<Corner>((static_cast<int>(corner) + quarterTurns + 4) % 4);
}

// A corner in half-square units.
GridPoint halfUnits(Square square, Corner corner)
{
    const GridPoint point = cornerPoint(square, corner);
    return {2 * point.x, 2 * point.y};
}

} // namespace

bool DiagonalWall::coversCorner(Corner other) const
{
    if (other == corner)
        return true;
    // A half cut runs between the two corners next to the covered one, so they lie on the wall too.
    return cut == DiagonalCut::Half && (other == rotated(corner, 1) || other == rotated(corner, -1));
}

QList<GridPoint> DiagonalWall::wallPolygon() const
{
    const GridPoint covered = halfUnits(at, corner);
    const GridPoint next = halfUnits(at, rotated(corner, 1));
    const GridPoint previous = halfUnits(at, rotated(corner, -1));
    if (cut == DiagonalCut::Half)
        return {covered, next, previous};
    // The midpoints of the two edges that meet at the covered corner.
    return {covered,
            {(covered.x + next.x) / 2, (covered.y + next.y) / 2},
            {(covered.x + previous.x) / 2, (covered.y + previous.y) / 2}};
}

QString cornerName(Corner corner)
{
    return QString::fromLatin1(kCorners[static_cast<std::size_t>(corner)].compass);
}

std::optional<Corner> parseCorner(const QString& text)
{
    const QString trimmed = text.trimmed();
    for (const CornerName& entry : kCorners) {
        if (trimmed.compare(QLatin1String(entry.compass), Qt::CaseInsensitive) == 0 ||
            trimmed.compare(QLatin1String(entry.words), Qt::CaseInsensitive) == 0)
            return entry.corner;
    }
    return std::nullopt;
}

QString diagonalCutName(DiagonalCut cut)
{
    return cut == DiagonalCut::Corner ? QStringLiteral("corner") : QStringLiteral("half");
}

std::optional<DiagonalCut> parseDiagonalCut(const QString& text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.compare(QLatin1String("corner"), Qt::CaseInsensitive) == 0)
        return DiagonalCut::Corner;
    if (trimmed.compare(QLatin1String("half"), Qt::CaseInsensitive) == 0)
        return DiagonalCut::Half;
    return std::nullopt;
}

} // namespace ddm
