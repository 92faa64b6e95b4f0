// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/cover.h"
#include "board/reachable_squares.h"

#include <QCoreApplication>
#include <QGraphicsScene>
#include <QList>
#include <QPointer>

class QGraphicsItem;

namespace ddm::gui {

// The transient marks over the board while a creature is selected: the squares it can move to,
// shaded by cost; the valid targets of the chosen attack; the checked lines of line of sight and
// cover to the aimed target; the template a line or cone lays. Each show...() replaces what it showed before.
class BattleOverlay {
    Q_DECLARE_TR_FUNCTIONS(BattleOverlay)

public:
    explicit BattleOverlay(QGraphicsScene* scene);
    ~BattleOverlay();

    void clear();
    // Cheaper squares are shaded darker; each carries its cost in squares of movement.
    void showReach(const QList<ReachableSquare>& destinations);
    // Valid targets ringed, aimed ones boldly; an area attack's origin square framed.
    void showTargets(const QList<Space>& targets, const QList<Space>& aimed, const std::optional<Square>& origin);
    // A line's or cone's squares shaded and its origin point marked; none when `squares` is empty.
    void showTemplate(const QList<Square>& squares, GridPoint origin);
    // The lines the cover check drew (611), green when clear, orange when something is in the way;
    // `sight` is a clear line of sight (1002), drawn solid; none when there is no line of sight.
    void showLines(const QList<CheckedLine>& cover, const std::optional<QLine>& sight);

    int reachCount() const { return int(m_reach.size()); }
    int targetCount() const { return int(m_targets.size()); } // rings and the origin frame
    int lineCount() const { return int(m_lines.size()); }
    int templateSquareCount() const { return int(m_template.size()); }

private:
    void removeAll(QList<QGraphicsItem*>& items);

    QPointer<QGraphicsScene> m_scene; // null once the scene is gone, with the items it deleted
    QList<QGraphicsItem*> m_reach;
    QList<QGraphicsItem*> m_targets;
    QList<QGraphicsItem*> m_lines;
    QList<QGraphicsItem*> m_template;
    QList<QGraphicsItem*> m_templateOrigin; // its origin point's mark
};

} // namespace ddm::gui
