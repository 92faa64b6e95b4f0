// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/battle.h"

#include <QWidget>

class QLabel;
class QTreeWidget;

namespace ddm::gui {

// Whether the creature has taken its turns for this round (401.1.a): only while creatures activate.
bool hasActivated(const BattleState& state, const CreatureState& creature);

// The initiative and activation tracker: the round, who won initiative and whose turn it is, the
// victory points of both sides against the target, and every creature with its hit points and
// whether it is acting, has activated this round, is ready or is eliminated. Double-clicking a
// creature selects it on the board.
class BattleTracker : public QWidget {
    Q_OBJECT

public:
    explicit BattleTracker(QWidget* parent = nullptr);

    void show(const Battle& battle);
    QString summary() const; // the heading's text
    QTreeWidget* creatureList() const { return m_creatures; }

signals:
    void creatureActivated(const QString& id);

private:
    QString statusOf(const Battle& battle, const CreatureState& creature) const;

    QLabel* m_heading;
    QTreeWidget* m_creatures;
};

} // namespace ddm::gui
