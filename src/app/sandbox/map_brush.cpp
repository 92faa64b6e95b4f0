// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/map_brush.h"

#include "sandbox/board_items.h"
#include "sandbox/board_scene.h"
#include "sandbox/map_document.h"
#include "sandbox/terrain_style.h"

#include <QApplication>
#include <QGraphicsRectItem>
#include <QPen>

namespace ddm::gui {

namespace {

std::optional<std::pair<AreaKind, AreaSide>> areaOf(MapTool tool)
{
    switch (tool) {
    case MapTool::StartA:
        return std::pair(AreaKind::Start, AreaSide::A);
    case MapTool::StartB:
        return std::pair(AreaKind::Start, AreaSide::B);
    case MapTool::VictoryA:
        return std::pair(AreaKind::Victory, AreaSide::A);
    case MapTool::VictoryB:
        return std::pair(AreaKind::Victory, AreaSide::B);
    case MapTool::VictoryBoth:
        return std::pair(AreaKind::Victory, AreaSide::Both);
    case MapTool::Terrain:
    case MapTool::EraseArea:
        break;
    }
    return std::nullopt;
}

} // namespace

MapBrush::MapBrush(BoardScene* scene, MapDocument* document, QObject* parent)
    : QObject(parent), m_scene(scene), m_document(document)
{
    connect(scene, &BoardScene::squarePressed, this, &MapBrush::pressed);
    connect(scene, &BoardScene::squareDragged, this, &MapBrush::dragged);
    connect(scene, &BoardScene::mouseReleased, this, &MapBrush::released);
}

void MapBrush::pressed(Square square, Qt::MouseButton button)
{
    if (m_tool == MapTool::Terrain) {
        m_strokeTerrain = button == Qt::RightButton ? Terrain::Clear : m_terrain;
        m_strokeAdds = button != Qt::RightButton && (QApplication::keyboardModifiers() & Qt::ShiftModifier);
        m_document->beginStroke();
        m_document->strokeSquare(square, m_strokeTerrain, m_strokeAdds);
    } else if (m_tool == MapTool::EraseArea) {
        m_document->edit(withoutAreasAt(m_document->map(), square), tr("Remove areas"));
    } else {
        m_anchor = square;
        m_corner = square;
        showPreview();
    }
}

void MapBrush::dragged(Square square)
{
    if (m_document->isStroking()) {
        m_document->strokeSquare(square, m_strokeTerrain, m_strokeAdds);
    } else if (m_anchor) {
        m_corner = square;
        showPreview();
    }
}

void MapBrush::released()
{
    if (m_document->isStroking()) {
        m_document->endStroke(m_strokeTerrain == Terrain::Clear ? tr("Clear terrain")
                                                                : tr("Paint %1").arg(terrainLabel(m_strokeTerrain)));
        return;
    }
    delete m_preview;
    m_preview = nullptr;
    const auto area = areaOf(m_tool);
    if (!m_anchor || !area) {
        m_anchor.reset();
        return;
    }
    const QRect rect = squareSpan(*m_anchor, m_corner);
    m_anchor.reset();
    const QString text = area->first == AreaKind::Start ? tr("Add start area %1").arg(areaSideName(area->second))
                                                        : tr("Add victory area %1").arg(areaSideName(area->second));
    m_document->edit(withArea(m_document->map(), area->first, area->second, rect), text);
}

void MapBrush::showPreview()
{
    const auto area = areaOf(m_tool);
    if (!m_anchor || !area)
        return;
    if (!m_preview) {
        m_preview = new QGraphicsRectItem;
        QPen pen(areaColor(area->second), 2, Qt::DotLine);
        m_preview->setPen(pen);
        m_preview->setZValue(BoardLayer::Lines);
        m_scene->addItem(m_preview);
    }
    const QRect rect = squareSpan(*m_anchor, m_corner);
    m_preview->setRect(BoardScene::squareRect({rect.left(), rect.top()})
                           .united(BoardScene::squareRect({rect.right(), rect.bottom()})));
}

} // namespace ddm::gui
