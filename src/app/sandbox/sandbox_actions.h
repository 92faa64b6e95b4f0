// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

class QAction;
class QActionGroup;
class QObject;

namespace ddm::gui {

// The sandbox window's actions, for its menus and toolbar, with their shortcuts and texts.
struct SandboxActions {
    Q_DECLARE_TR_FUNCTIONS(SandboxActions)

public:
    explicit SandboxActions(QObject* owner);
    void retranslate();

    QAction* startRound;
    QAction* rollWanderers; // set-up: Wandering Monsters roll for their victory areas (707.15.a)
    QAction* healingFont;   // the selected creature heals at a healing font (1011.2)
    QAction* endTurn;
    QAction* endRound;       // every creature yet to activate passes (BattleSession::passRound)
    QActionGroup* moveKinds; // at most one of the two below: otherwise a click moves (412.2)
    QAction* shiftMode;      // checkable: moves are shifts (412.3)
    QAction* squeezeMode;    // checkable: a Huge creature's moves are squeezes (412.4)
    QActionGroup* dice;
    QAction* appDice;   // checkable, in `dice`
    QAction* typedDice; // checkable, in `dice`
    QAction* saveBattle;
    QAction* openBattle;
    QAction* close;
};

} // namespace ddm::gui
