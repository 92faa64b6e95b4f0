// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action_outcomes.h"
#include "engine/battle_state.h"

#include <QCoreApplication>
#include <QHash>
#include <QPointer>

class QGraphicsItem;
class QGraphicsScene;

namespace ddm::gui {

// What the round's latest attack or damage did, shown over the creatures it touched until another
// replaces it or the round ends: "Hit −15", "Miss", "Critical hit −30 Eliminated", "+10 HP". A player
// sees the result on the board, not only in the log.
class OutcomeMarks {
    Q_DECLARE_TR_FUNCTIONS(OutcomeMarks)

public:
    explicit OutcomeMarks(QGraphicsScene* scene);
    ~OutcomeMarks();

    // Marks `outcomes` above each creature's space in `state` (an eliminated creature's last one).
    void show(const QList<CreatureOutcome>& outcomes, const BattleState& state);
    void clear();

    // The text of each creature's mark (also its tooltip), by creature id.
    QHash<QString, QString> texts() const { return m_texts; }
    static QString textOf(const CreatureOutcome& outcome);

private:
    QPointer<QGraphicsScene> m_scene; // null once the scene is gone, with the items it deleted
    QList<QGraphicsItem*> m_items;
    QHash<QString, QString> m_texts;
};

} // namespace ddm::gui
