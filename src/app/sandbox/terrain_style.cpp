// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/terrain_style.h"

#include <QCoreApplication>
#include <QFont>
#include <QPainter>

namespace ddm::gui {

// The translation context of the terrain names.
class TerrainText {
    Q_DECLARE_TR_FUNCTIONS(TerrainText)
};

TerrainStyle terrainStyle(Terrain terrain)
{
    const QChar letter = terrainSymbol(terrain);
    switch (terrain) {
    case Terrain::Clear:
        return {QColor(Qt::transparent), Qt::NoBrush, letter};
    case Terrain::Wall:
        return {QColor(0x3a, 0x3a, 0x3a), Qt::NoBrush, letter};
    case Terrain::Difficult:
        return {QColor(0xc8, 0xa8, 0x78), Qt::Dense6Pattern, letter};
    case Terrain::Forest:
        return {QColor(0x4f, 0x8a, 0x3c), Qt::DiagCrossPattern, letter};
    case Terrain::MarketStall:
        return {QColor(0xd9, 0x8c, 0x3a), Qt::VerPattern, letter};
    case Terrain::Pit:
        return {QColor(0x4a, 0x2a, 0x5a), Qt::CrossPattern, letter};
    case Terrain::Statue:
        return {QColor(0x9a, 0x9a, 0x9a), Qt::Dense4Pattern, letter};
    case Terrain::Smoke:
        return {QColor(0xb8, 0xc0, 0xc8), Qt::Dense5Pattern, letter};
    case Terrain::BloodRock:
        return {QColor(0x8b, 0x1e, 0x1e), Qt::Dense3Pattern, letter};
    case Terrain::SacredCircle:
        return {QColor(0xe0, 0xc0, 0x40), Qt::Dense7Pattern, letter};
    case Terrain::Teleporter:
        return {QColor(0x40, 0xb8, 0xc8), Qt::CrossPattern, letter};
    case Terrain::Dangerous:
        return {QColor(0xe0, 0x50, 0x30), Qt::BDiagPattern, letter};
    case Terrain::River:
        return {QColor(0x3a, 0x78, 0xc8), Qt::HorPattern, letter};
    case Terrain::HealingFont:
        return {QColor(0x90, 0xe0, 0x90), Qt::Dense6Pattern, letter};
    case Terrain::Slippery:
        return {QColor(0xc0, 0xe8, 0xf8), Qt::FDiagPattern, letter};
    case Terrain::SpikeStones:
        return {QColor(0x80, 0x60, 0x50), Qt::FDiagPattern, letter};
    case Terrain::Web:
        return {QColor(0xe8, 0xe8, 0xe0), Qt::DiagCrossPattern, letter};
    }
    return {};
}

QString terrainLabel(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Clear:
        return TerrainText::tr("Clear");
    case Terrain::Wall:
        return TerrainText::tr("Wall");
    case Terrain::Difficult:
        return TerrainText::tr("Difficult");
    case Terrain::Forest:
        return TerrainText::tr("Forest");
    case Terrain::MarketStall:
        return TerrainText::tr("Market stall");
    case Terrain::Pit:
        return TerrainText::tr("Pit");
    case Terrain::Statue:
        return TerrainText::tr("Statue");
    case Terrain::Smoke:
        return TerrainText::tr("Smoke");
    case Terrain::BloodRock:
        return TerrainText::tr("Blood rock");
    case Terrain::SacredCircle:
        return TerrainText::tr("Sacred circle");
    case Terrain::Teleporter:
        return TerrainText::tr("Teleporter");
    case Terrain::Dangerous:
        return TerrainText::tr("Dangerous");
    case Terrain::River:
        return TerrainText::tr("River");
    case Terrain::HealingFont:
        return TerrainText::tr("Healing font");
    case Terrain::Slippery:
        return TerrainText::tr("Slippery");
    case Terrain::SpikeStones:
        return TerrainText::tr("Spike stones");
    case Terrain::Web:
        return TerrainText::tr("Web");
    }
    return {};
}

void paintTerrain(QPainter& painter, const QRectF& rect, TerrainSet terrain)
{
    const QList<Terrain> terrains = terrain.terrains();
    if (terrains.isEmpty())
        return;
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.fillRect(rect, terrainStyle(terrains.first()).fill);
    for (Terrain t : terrains) {
        const TerrainStyle style = terrainStyle(t);
        if (style.pattern != Qt::NoBrush)
            painter.fillRect(rect, QBrush(style.fill.darker(170), style.pattern));
    }
    // The letters, on a light or dark ground depending on the fill, so they read in every colour.
    const QColor fill = terrainStyle(terrains.first()).fill;
    painter.setPen(fill.lightness() < 110 ? QColor(Qt::white) : QColor(Qt::black));
    QFont font = painter.font();
    font.setPixelSize(qMax(8, int(rect.height() * 0.32)));
    font.setBold(true);
    painter.setFont(font);
    painter.drawText(rect.adjusted(2, 1, -2, -1), Qt::AlignLeft | Qt::AlignTop, terrain.symbols());
    painter.restore();
}

QPixmap terrainSwatch(Terrain terrain, int size)
{
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::white);
    QPainter painter(&pixmap);
    paintTerrain(painter, QRectF(0, 0, size, size), TerrainSet(terrain));
    painter.setPen(QColor(Qt::gray));
    painter.drawRect(0, 0, size - 1, size - 1);
    return pixmap;
}

QColor areaColor(AreaSide side)
{
    switch (side) {
    case AreaSide::A:
        return QColor(0x1f, 0x5f, 0xd0);
    case AreaSide::B:
        return QColor(0xd0, 0x2f, 0x2f);
    case AreaSide::Both:
        return QColor(0x8a, 0x3c, 0xc4);
    }
    return {};
}

} // namespace ddm::gui
