// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/setup_overlay.h"

#include "engine/setup_rules.h"
#include "sandbox/board_items.h"
#include "sandbox/board_scene.h"
#include "sandbox/terrain_style.h"

#include <QBrush>
#include <QGraphicsRectItem>
#include <QPen>

#include <algorithm>

namespace ddm::gui {

namespace {

const QColor kOffer(0x10, 0x90, 0x30);

QRectF areaRect(const QRect& squares)
{
    return BoardScene::squareRect({squares.left(), squares.top()})
        .united(BoardScene::squareRect({squares.right(), squares.bottom()}));
}

} // namespace

SetupOverlay::SetupOverlay(QGraphicsScene* scene)
    : m_scene(scene)
{
}

SetupOverlay::~SetupOverlay()
{
    clear();
}

void SetupOverlay::removeAll()
{
    if (m_scene) {
        qDeleteAll(m_shades);
        qDeleteAll(m_offers);
    }
    m_shades.clear();
    m_offers.clear();
    m_offered.clear();
}

void SetupOverlay::clear()
{
    removeAll();
}

void SetupOverlay::shade(const QRect& squares, const QColor& colour, Qt::BrushStyle pattern,
                         const QString& toolTip)
{
    // A light wash of the side's colour under a darker hatch: the wash tells the sides apart in
    // colour, the hatch's direction in greyscale.
    auto* wash = new QGraphicsRectItem(areaRect(squares));
    QColor light = colour;
    light.setAlpha(45);
    wash->setBrush(light);
    wash->setPen(Qt::NoPen);
    wash->setZValue(BoardLayer::Areas + 0.1);
    wash->setToolTip(toolTip);
    auto* hatch = new QGraphicsRectItem(wash->rect(), wash);
    QColor dark = colour.darker(140);
    dark.setAlpha(150);
    hatch->setBrush(QBrush(dark, pattern));
    hatch->setPen(Qt::NoPen);
    m_scene->addItem(wash);
    m_shades.append(wash);
}

void SetupOverlay::offer(const QRect& squares, const QString& toolTip)
{
    auto* frame = new QGraphicsRectItem(areaRect(squares).adjusted(1, 1, -1, -1));
    frame->setPen(QPen(kOffer, 5));
    frame->setBrush(Qt::NoBrush);
    frame->setZValue(BoardLayer::Highlights);
    frame->setToolTip(toolTip);
    m_scene->addItem(frame);
    m_offers.append(frame);
}

void SetupOverlay::show(const BattleSetup& setup, const QString& selected)
{
    removeAll();
    if (!m_scene)
        return;
    for (const MapArea& area : setup.map.startAreas()) {
        const bool a = area.side == AreaSide::A;
        shade(area.rect, areaColor(area.side), a ? Qt::BDiagPattern : Qt::FDiagPattern,
              tr("Start area %1: side %1 sets up here (rule 102.6.a)").arg(areaSideName(area.side)));
    }
    for (const MapArea& area : setup.map.victoryAreas())
        shade(area.rect, areaColor(area.side), Qt::DiagCrossPattern,
              tr("Victory area %1 (rule 1000.4)").arg(areaSideName(area.side)));

    const auto creature = std::find_if(setup.creatures.cbegin(), setup.creatures.cend(),
                                       [&selected](const CreatureSetup& c) { return c.id == selected; });
    if (creature == setup.creatures.cend())
        return;
    const QList<MapArea>& areas = setup.map.victoryAreas();
    switch (setupEntryOf(creature->card)) {
    case SetupEntry::Scout:
        m_offered = freeVictoryAreas(setup, selected);
        for (int index : std::as_const(m_offered))
            offer(areas.at(index).rect,
                  tr("A free victory area: %1 may set up here instead of its start area (rule 707.12.a)")
                      .arg(selected));
        break;
    case SetupEntry::WanderingMonster:
        if (const std::optional<int> index = wanderingArea(setup, *creature)) {
            m_offered = {*index};
            offer(areas.at(*index).rect,
                  tr("The victory area %1's Wandering Monster roll picked (rule 707.15.a)").arg(selected));
        }
        break;
    case SetupEntry::StartArea:
    case SetupEntry::NearStartArea: // the hint says how far; the judge tells each square dropped on
    case SetupEntry::OffMap:
        break;
    }
}

} // namespace ddm::gui
