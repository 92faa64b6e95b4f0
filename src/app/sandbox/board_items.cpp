// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/board_items.h"

#include "sandbox/terrain_style.h"

#include <QFont>
#include <QPainter>
#include <QPen>

namespace ddm::gui {

TerrainSquareItem::TerrainSquareItem(const QRectF& rect, TerrainSet terrain) : m_rect(rect), m_terrain(terrain)
{
    setZValue(BoardLayer::Terrain);
    setToolTip(terrain.symbols());
}

void TerrainSquareItem::setTerrain(TerrainSet terrain)
{
    if (terrain == m_terrain)
        return;
    m_terrain = terrain;
    update();
}

void TerrainSquareItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    paintTerrain(*painter, m_rect, m_terrain);
}

GridItem::GridItem(int width, int height, qreal squareSize)
    : m_width(width), m_height(height), m_squareSize(squareSize)
{
    setZValue(BoardLayer::Grid);
}

QRectF GridItem::boundingRect() const
{
    return QRectF(0, 0, m_width * m_squareSize, m_height * m_squareSize).adjusted(-1, -1, 1, 1);
}

void GridItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setPen(QPen(QColor(0, 0, 0, 70), 0));
    const qreal right = m_width * m_squareSize;
    const qreal bottom = m_height * m_squareSize;
    for (int x = 1; x < m_width; ++x)
        painter->drawLine(QPointF(x * m_squareSize, 0), QPointF(x * m_squareSize, bottom));
    for (int y = 1; y < m_height; ++y)
        painter->drawLine(QPointF(0, y * m_squareSize), QPointF(right, y * m_squareSize));
    painter->setPen(QPen(QColor(0, 0, 0, 200), 2));
    painter->drawRect(QRectF(0, 0, right, bottom));
}

MapAreaItem::MapAreaItem(Kind kind, const MapArea& area, const QRectF& rect)
    : QGraphicsRectItem(rect.adjusted(3, 3, -3, -3)), m_kind(kind), m_area(area)
{
    setZValue(BoardLayer::Areas);
    const QColor colour = areaColor(area.side);
    QPen pen(colour, 3);
    pen.setCosmetic(false);
    if (kind == Kind::Victory)
        pen.setStyle(Qt::DashLine);
    setPen(pen);
    QColor fill = colour;
    fill.setAlpha(kind == Kind::Start ? 40 : 0);
    setBrush(fill);

    const QString side = areaSideName(area.side);
    const QString label = kind == Kind::Start ? tr("Start %1").arg(side)
                                              : tr("Victory %1").arg(side);
    auto* text = new QGraphicsSimpleTextItem(label, this);
    QFont font = text->font();
    font.setPixelSize(11);
    font.setBold(true);
    text->setFont(font);
    text->setBrush(colour.darker(130));
    // Start labels top left, victory labels bottom right, so overlapping areas keep both readable.
    const QRectF box = this->rect();
    const QRectF textBox = text->boundingRect();
    if (kind == Kind::Start)
        text->setPos(box.topLeft() + QPointF(3, 1));
    else
        text->setPos(box.bottomRight() - QPointF(textBox.width() + 3, textBox.height() + 1));
    setToolTip(label);
}

DiagonalWallItem::DiagonalWallItem(const DiagonalWall& wall, qreal squareSize)
{
    QPolygonF polygon;
    // wallPolygon() is in half-square units.
    for (const GridPoint& point : wall.wallPolygon())
        polygon << QPointF(point.x * squareSize / 2, point.y * squareSize / 2);
    setPolygon(polygon);
    setPen(Qt::NoPen);
    setBrush(terrainStyle(Terrain::Wall).fill);
    setZValue(BoardLayer::Terrain);
}

SecretDoorItem::SecretDoorItem(const QRectF& squareRect) : QGraphicsRectItem(squareRect.adjusted(4, 4, -4, -4))
{
    setPen(QPen(QColor(0x60, 0x40, 0x20), 2, Qt::DashLine));
    setBrush(Qt::NoBrush);
    setZValue(BoardLayer::Terrain + 0.5);
    setToolTip(tr("Secret door"));
}

} // namespace ddm::gui
