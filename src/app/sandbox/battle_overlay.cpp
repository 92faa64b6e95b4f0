// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/battle_overlay.h"

#include "sandbox/board_items.h"
#include "sandbox/board_scene.h"

#include <QFont>
#include <QGraphicsEllipseItem>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QPen>

namespace ddm::gui {

namespace {
const QColor kReach(0x20, 0x90, 0xff);
const QColor kTarget(0xe0, 0x20, 0x20);
const QColor kClearLine(0x10, 0xa0, 0x30);
const QColor kBlockedLine(0xf0, 0x80, 0x00);
} // namespace

BattleOverlay::BattleOverlay(QGraphicsScene* scene) : m_scene(scene) {}

BattleOverlay::~BattleOverlay()
{
    clear();
}

void BattleOverlay::removeAll(QList<QGraphicsItem*>& items)
{
    if (m_scene)
        qDeleteAll(items);
    items.clear();
}

void BattleOverlay::clear()
{
    removeAll(m_reach);
    removeAll(m_targets);
    removeAll(m_lines);
    removeAll(m_template);
    removeAll(m_templateOrigin);
}

void BattleOverlay::showReach(const QList<ReachableSquare>& destinations)
{
    removeAll(m_reach);
    int maxCost = 1;
    for (const ReachableSquare& square : destinations)
        maxCost = qMax(maxCost, square.cost);
    for (const ReachableSquare& square : destinations) {
        QColor shade = kReach;
        shade.setAlpha(120 - 80 * (square.cost - 1) / qMax(1, maxCost - 1));
        auto* item = new QGraphicsRectItem(BoardScene::squareRect(square.at).adjusted(1, 1, -1, -1));
        item->setPen(Qt::NoPen);
        item->setBrush(shade);
        item->setZValue(BoardLayer::Highlights);
        item->setToolTip(tr("%n square(s) of movement", nullptr, square.cost));
        auto* cost = new QGraphicsSimpleTextItem(QString::number(square.cost), item);
        QFont font = cost->font();
        font.setPixelSize(10);
        cost->setFont(font);
        cost->setPos(BoardScene::squareRect(square.at).bottomRight() - QPointF(10, 14));
        m_scene->addItem(item);
        m_reach.append(item);
    }
}

void BattleOverlay::showTargets(const QList<Space>& targets, const QList<Space>& aimed, const std::optional<Square>& origin)
{
    removeAll(m_targets);
    if (origin) {
        auto* frame = new QGraphicsRectItem(BoardScene::squareRect(*origin).adjusted(2, 2, -2, -2));
        frame->setPen(QPen(kTarget, 3, Qt::DotLine));
        frame->setZValue(BoardLayer::Lines);
        frame->setToolTip(tr("Origin square of the attack"));
        m_scene->addItem(frame);
        m_targets.append(frame);
    }
    for (const Space& space : targets) {
        const bool isAimed = aimed.contains(space);
        auto* ring = new QGraphicsEllipseItem(BoardScene::spaceRect(space).adjusted(-2, -2, 2, 2));
        ring->setPen(QPen(kTarget, isAimed ? 5 : 2, isAimed ? Qt::SolidLine : Qt::DashLine));
        ring->setBrush(Qt::NoBrush);
        ring->setZValue(BoardLayer::Lines);
        m_scene->addItem(ring);
        m_targets.append(ring);
    }
}

void BattleOverlay::showTemplate(const QList<Square>& squares, GridPoint origin)
{
    removeAll(m_template);
    removeAll(m_templateOrigin);
    if (squares.isEmpty())
        return;
    QColor shade = kTarget;
    shade.setAlpha(70);
    for (const Square square : squares) {
        auto* item = new QGraphicsRectItem(BoardScene::squareRect(square));
        item->setPen(Qt::NoPen);
        item->setBrush(shade);
        item->setZValue(BoardLayer::Highlights);
        item->setToolTip(tr("In the attack's area"));
        m_scene->addItem(item);
        m_template.append(item);
    }
    constexpr qreal kRadius = 5;
    auto* point = new QGraphicsEllipseItem(QRectF(BoardScene::gridPointPos(origin) - QPointF(kRadius, kRadius),
                                                  QSizeF(2 * kRadius, 2 * kRadius)));
    point->setPen(QPen(Qt::black, 1));
    point->setBrush(kTarget);
    point->setZValue(BoardLayer::Lines);
    point->setToolTip(tr("Origin point of the attack"));
    m_scene->addItem(point);
    m_templateOrigin.append(point);
}

void BattleOverlay::showLines(const QList<CheckedLine>& cover, const std::optional<QLine>& sight)
{
    removeAll(m_lines);
    const auto addLine = [this](const QLine& line, const QPen& pen) {
        auto* item = new QGraphicsLineItem(QLineF(BoardScene::gridPointPos({line.x1(), line.y1()}),
                                                  BoardScene::gridPointPos({line.x2(), line.y2()})));
        item->setPen(pen);
        item->setZValue(BoardLayer::Lines);
        m_scene->addItem(item);
        m_lines.append(item);
    };
    for (const CheckedLine& line : cover) {
        const bool clear = line.obstruction == Obstruction::None;
        addLine(line.line, QPen(clear ? kClearLine : kBlockedLine, 1.5, Qt::DashLine));
        m_lines.constLast()->setToolTip(clear ? tr("Clear line") : tr("Line blocked: %1").arg(obstructionName(line.obstruction)));
    }
    if (sight)
        addLine(*sight, QPen(kClearLine, 3));
}

} // namespace ddm::gui
