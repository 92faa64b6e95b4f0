// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/creature_space.h"
#include "board/side.h"

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QStringList>

namespace ddm::gui {

// What a token shows of a creature.
struct TokenInfo {
    QString id;   // "A1"
    QString name; // the card's name
    Side side = Side::A;
    Space space;
    int hp = 0;
    int startingHp = 0;
    int temporaryHp = 0;
    bool bloodied = false;
    QStringList badges;     // condition badges ("Im", "Da"), ongoing damage ("5 fire" as "5f")
    QStringList conditions; // full names for the tooltip
    bool activated = false; // has taken its turn this round
    bool acting = false;    // its turn is on
    bool selected = false;
};

// A creature on the board: a disc the size of its space (Large 2x2, Huge 3x3) in its side's colour,
// with its id, hit points, a red ring and drop when bloodied, condition badges along the bottom, a
// gold ring while it acts, and faded once it has activated this round.
class TokenItem : public QGraphicsItem {
    Q_DECLARE_TR_FUNCTIONS(TokenItem)

public:
    explicit TokenItem(const TokenInfo& info);

    const TokenInfo& info() const { return m_info; }
    void setInfo(const TokenInfo& info);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void updateToolTip();

    TokenInfo m_info;
};

} // namespace ddm::gui
