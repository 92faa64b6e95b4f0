// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/token_item.h"

#include "sandbox/board_items.h"
#include "sandbox/board_scene.h"
#include "sandbox/terrain_style.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>

namespace ddm::gui {

namespace {
constexpr qreal kInset = 3;
const QColor kBloodied(0xb0, 0x10, 0x10);
const QColor kActing(0xf0, 0xc0, 0x20);
} // namespace

TokenItem::TokenItem(const TokenInfo& info) : m_info(info)
{
    setZValue(BoardLayer::Tokens);
    setPos(BoardScene::spaceRect(info.space).topLeft());
    updateToolTip();
}

void TokenItem::setInfo(const TokenInfo& info)
{
    prepareGeometryChange();
    m_info = info;
    setPos(BoardScene::spaceRect(info.space).topLeft());
    updateToolTip();
    update();
}

QRectF TokenItem::boundingRect() const
{
    const qreal size = m_info.space.span * BoardScene::kSquareSize;
    return QRectF(0, 0, size, size);
}

void TokenItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF box = boundingRect();
    const QRectF disc = box.adjusted(kInset, kInset, -kInset, -kInset);
    QColor fill = areaColor(m_info.side == Side::A ? AreaSide::A : AreaSide::B);
    if (m_info.activated)
        fill = fill.lighter(160); // done for the round
    painter->setBrush(fill);
    QPen ring(m_info.bloodied ? kBloodied : fill.darker(160), m_info.bloodied ? 4 : 2);
    painter->setPen(ring);
    painter->drawEllipse(disc);
    if (m_info.acting) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(kActing, 3));
        painter->drawEllipse(box.adjusted(1, 1, -1, -1));
    }
    if (m_info.selected) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(Qt::white, 2, Qt::DashLine));
        painter->drawRect(box.adjusted(1, 1, -1, -1));
    }

    // Id on top, hit points below; sizes follow the token so big creatures read from afar.
    const qreal unit = box.height() / m_info.space.span;
    QFont font = painter->font();
    font.setBold(true);
    font.setPixelSize(int(unit * 0.3));
    painter->setFont(font);
    painter->setPen(Qt::white);
    painter->drawText(QRectF(disc.left(), disc.top() + unit * 0.08, disc.width(), unit * 0.4), Qt::AlignCenter, m_info.id);
    font.setBold(false);
    font.setPixelSize(int(unit * 0.24));
    painter->setFont(font);
    const QString hp = m_info.temporaryHp > 0 ? QStringLiteral("%1+%2").arg(m_info.hp).arg(m_info.temporaryHp)
                                              : QString::number(m_info.hp);
    painter->drawText(QRectF(disc.left(), disc.center().y() - unit * 0.05, disc.width(), unit * 0.3), Qt::AlignCenter, hp);

    if (m_info.bloodied) {
        // A blood drop in the top-right corner: bloodied reads without colour too.
        QPainterPath drop;
        const QPointF tip(box.right() - unit * 0.18, box.top() + unit * 0.04);
        drop.moveTo(tip);
        drop.cubicTo(tip + QPointF(unit * 0.14, unit * 0.16), tip + QPointF(unit * 0.1, unit * 0.3), tip + QPointF(0, unit * 0.3));
        drop.cubicTo(tip + QPointF(-unit * 0.1, unit * 0.3), tip + QPointF(-unit * 0.14, unit * 0.16), tip);
        painter->setPen(QPen(Qt::white, 1));
        painter->setBrush(kBloodied);
        painter->drawPath(drop);
    }

    // Condition badges: small rounded labels along the bottom edge.
    font.setPixelSize(int(unit * 0.2));
    font.setBold(true);
    painter->setFont(font);
    const qreal badgeWidth = unit * 0.34;
    const qreal badgeHeight = unit * 0.24;
    qreal x = box.left() + 1;
    for (const QString& badge : m_info.badges) {
        if (x + badgeWidth > box.right())
            break;
        const QRectF rect(x, box.bottom() - badgeHeight - 1, badgeWidth, badgeHeight);
        painter->setPen(QPen(Qt::black, 1));
        painter->setBrush(QColor(0xff, 0xf4, 0xc0));
        painter->drawRoundedRect(rect, 3, 3);
        painter->setPen(Qt::black);
        painter->drawText(rect, Qt::AlignCenter, badge);
        x += badgeWidth + 1;
    }
    painter->restore();
}

void TokenItem::updateToolTip()
{
    QStringList lines{QStringLiteral("%1 %2").arg(m_info.id, m_info.name),
                      tr("Hit points: %1 of %2").arg(m_info.hp).arg(m_info.startingHp)};
    if (m_info.temporaryHp > 0)
        lines.append(tr("Temporary hit points: %1").arg(m_info.temporaryHp));
    if (m_info.bloodied)
        lines.append(tr("Bloodied"));
    if (!m_info.conditions.isEmpty())
        lines.append(m_info.conditions.join(QStringLiteral(", ")));
    setToolTip(lines.join(QLatin1Char('\n')));
}

} // namespace ddm::gui
