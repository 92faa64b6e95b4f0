// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/outcome_marks.h"

#include "sandbox/board_items.h"
#include "sandbox/board_scene.h"

#include <QBrush>
#include <QFont>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QPen>

namespace ddm::gui {
namespace {

// Damage red, a miss grey, healing green: the mark's colour says at a glance what the words say.
QColor backgroundOf(const CreatureOutcome& outcome)
{
    if (outcome.eliminated || outcome.hpChange < 0)
        return QColor(0xb0, 0x10, 0x10);
    if (outcome.hpChange > 0)
        return QColor(0x10, 0x80, 0x30);
    const bool anyHit =
        outcome.attacks.contains(AttackOutcome::Hit) || outcome.attacks.contains(AttackOutcome::Critical);
    return anyHit ? QColor(0xb0, 0x10, 0x10) : QColor(0x50, 0x50, 0x50);
}

QString attackWord(AttackOutcome outcome)
{
    switch (outcome) {
    case AttackOutcome::Hit:
        return OutcomeMarks::tr("Hit");
    case AttackOutcome::Critical:
        return OutcomeMarks::tr("Critical hit");
    case AttackOutcome::Miss:
    case AttackOutcome::MissInstead:
        return OutcomeMarks::tr("Miss");
    case AttackOutcome::None:
        break;
    }
    return {};
}

} // namespace

OutcomeMarks::OutcomeMarks(QGraphicsScene* scene)
    : m_scene(scene)
{
}

OutcomeMarks::~OutcomeMarks()
{
    clear();
}

QString OutcomeMarks::textOf(const CreatureOutcome& outcome)
{
    QStringList words;
    QStringList attacks;
    for (AttackOutcome attack : outcome.attacks)
        attacks.append(attackWord(attack));
    if (!attacks.isEmpty())
        words.append(attacks.join(QStringLiteral(", ")));
    if (outcome.hpChange < 0)
        words.append(QStringLiteral("\u2212%1").arg(-outcome.hpChange));
    else if (outcome.hpChange > 0)
        words.append(tr("+%1 HP").arg(outcome.hpChange));
    if (outcome.eliminated)
        words.append(tr("Eliminated"));
    return words.join(QLatin1Char(' '));
}

void OutcomeMarks::clear()
{
    if (m_scene)
        qDeleteAll(m_items);
    m_items.clear();
    m_texts.clear();
}

void OutcomeMarks::show(const QList<CreatureOutcome>& outcomes, const BattleState& state)
{
    clear();
    if (!m_scene)
        return;
    for (const CreatureOutcome& outcome : outcomes) {
        const CreatureState* creature = state.creature(outcome.creature);
        const QString text = textOf(outcome);
        if (!creature || text.isEmpty())
            continue;
        m_texts.insert(outcome.creature, text);
        auto* label = new QGraphicsSimpleTextItem(text);
        QFont font = label->font();
        font.setPixelSize(12);
        font.setBold(true);
        label->setFont(font);
        label->setBrush(Qt::white);
        // The same size on screen at any zoom, just above the creature's space (below it on the top
        // row), and aligned with the space's edge on the side of the board's middle, so a mark
        // beside the board's edge stays on the board.
        const QRectF board = m_scene->sceneRect();
        const QRectF space = BoardScene::spaceRect(creature->space);
        const QSizeF size = label->boundingRect().size() + QSizeF(8, 4);
        const bool rightHalf = space.center().x() > board.center().x();
        const bool topRow = space.top() - BoardScene::kSquareSize / 2 < board.top();
        QRectF rect(QPointF(rightHalf ? -size.width() : 0, topRow ? 0 : -size.height()), size);
        auto* badge = new QGraphicsRectItem(rect);
        badge->setFlag(QGraphicsItem::ItemIgnoresTransformations);
        badge->setPos(rightHalf ? space.right() : space.left(),
                      topRow ? space.bottom() - 6 : space.top() + 6);
        label->setPos(rect.topLeft() + QPointF(4, 2));
        badge->setBrush(backgroundOf(outcome));
        badge->setPen(QPen(Qt::white, 1));
        badge->setZValue(BoardLayer::Outcomes);
        badge->setToolTip(text);
        label->setParentItem(badge);
        m_scene->addItem(badge);
        m_items.append(badge);
    }
}

} // namespace ddm::gui
