// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/terrain_palette.h"

#include "sandbox/terrain_style.h"

#include <QEvent>

namespace ddm::gui {

TerrainPalette::TerrainPalette(Mode mode, QWidget* parent) : QListWidget(parent), m_mode(mode)
{
    setObjectName(mode == Mode::Palette ? QStringLiteral("terrainPalette") : QStringLiteral("terrainLegend"));
    setIconSize(QSize(20, 20));
    setUniformItemSizes(true);
    setSelectionMode(mode == Mode::Palette ? QAbstractItemView::SingleSelection : QAbstractItemView::NoSelection);
    fill();
    if (mode == Mode::Palette)
        setCurrentTerrain(Terrain::Wall);
    connect(this, &QListWidget::currentRowChanged, this, [this] { emit terrainChosen(currentTerrain()); });
}

Terrain TerrainPalette::currentTerrain() const
{
    const QListWidgetItem* item = currentItem();
    return item ? static_cast<Terrain>(item->data(Qt::UserRole).toInt()) : Terrain::Clear;
}

void TerrainPalette::setCurrentTerrain(Terrain terrain)
{
    for (int row = 0; row < count(); ++row) {
        if (item(row)->data(Qt::UserRole).toInt() == int(terrain))
            setCurrentRow(row);
    }
}

void TerrainPalette::fill()
{
    const Terrain current = currentTerrain();
    clear();
    for (Terrain terrain : allTerrains()) {
        // The legend explains the board; clear squares need no entry there.
        if (m_mode == Mode::Legend && terrain == Terrain::Clear)
            continue;
        auto* item = new QListWidgetItem(QIcon(terrainSwatch(terrain)),
                                         tr("%1  (%2)").arg(terrainLabel(terrain), terrainSymbol(terrain)), this);
        item->setData(Qt::UserRole, int(terrain));
    }
    if (m_mode == Mode::Palette)
        setCurrentTerrain(current);
}

void TerrainPalette::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        fill();
    QListWidget::changeEvent(event);
}

} // namespace ddm::gui
