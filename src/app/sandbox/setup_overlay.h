// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/battle_setup.h"

#include <QCoreApplication>
#include <QGraphicsScene>
#include <QList>
#include <QPointer>

class QGraphicsItem;

namespace ddm::gui {

// The set-up marks over the board before round 1 (CRG 102.6): both sides' start areas shaded in
// their colours and hatched in opposite directions, the victory areas cross-hatched, so all three
// read apart on a greyscale print-out too; and for the selected creature the victory areas it may
// take instead of its start area: a Scout's free ones (707.12.a), a rolled Wandering Monster's area
// (707.15.a), framed boldly. show() replaces what was shown.
class SetupOverlay {
    Q_DECLARE_TR_FUNCTIONS(SetupOverlay)

public:
    explicit SetupOverlay(QGraphicsScene* scene);
    ~SetupOverlay();

    void show(const BattleSetup& setup, const QString& selected);
    void clear();

    int shadeCount() const { return int(m_shades.size()); } // one per start and victory area
    // The victory areas offered to the selected creature, as indices into the map's list.
    const QList<int>& offeredAreas() const { return m_offered; }

private:
    void shade(const QRect& squares, const QColor& colour, Qt::BrushStyle pattern, const QString& toolTip);
    void offer(const QRect& squares, const QString& toolTip);
    void removeAll();

    QPointer<QGraphicsScene> m_scene; // null once the scene is gone, with the items it deleted
    QList<QGraphicsItem*> m_shades;
    QList<QGraphicsItem*> m_offers;
    QList<int> m_offered;
};

} // namespace ddm::gui
