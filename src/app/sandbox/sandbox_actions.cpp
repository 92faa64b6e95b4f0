// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/sandbox_actions.h"

#include <QAction>
#include <QActionGroup>
#include <QKeySequence>

namespace ddm::gui {

SandboxActions::SandboxActions(QObject* owner)
    : startRound(new QAction(owner))
    , rollWanderers(new QAction(owner))
    , healingFont(new QAction(owner))
    , endTurn(new QAction(owner))
    , endRound(new QAction(owner))
    , moveKinds(new QActionGroup(owner))
    , shiftMode(new QAction(moveKinds))
    , squeezeMode(new QAction(moveKinds))
    , dice(new QActionGroup(owner))
    , appDice(new QAction(dice))
    , typedDice(new QAction(dice))
    , saveBattle(new QAction(owner))
    , openBattle(new QAction(owner))
    , close(new QAction(owner))
{
    startRound->setObjectName(QStringLiteral("startRoundAction"));
    startRound->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    rollWanderers->setObjectName(QStringLiteral("rollWanderersAction"));
    rollWanderers->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    healingFont->setObjectName(QStringLiteral("healingFontAction"));
    healingFont->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    endTurn->setObjectName(QStringLiteral("endTurnAction"));
    endTurn->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    endRound->setObjectName(QStringLiteral("endRoundAction"));
    endRound->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    shiftMode->setObjectName(QStringLiteral("shiftModeAction"));
    shiftMode->setCheckable(true);
    squeezeMode->setObjectName(QStringLiteral("squeezeModeAction"));
    squeezeMode->setCheckable(true);
    moveKinds->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
    appDice->setObjectName(QStringLiteral("appDiceAction"));
    appDice->setCheckable(true);
    appDice->setChecked(true);
    typedDice->setObjectName(QStringLiteral("typedDiceAction"));
    typedDice->setCheckable(true);
    saveBattle->setObjectName(QStringLiteral("saveBattleAction"));
    saveBattle->setShortcut(QKeySequence::Save);
    openBattle->setObjectName(QStringLiteral("openBattleAction"));
    openBattle->setShortcut(QKeySequence::Open);
    close->setShortcut(QKeySequence::Close);
    retranslate();
}

void SandboxActions::retranslate()
{
    startRound->setText(tr("&Start Round"));
    startRound->setToolTip(tr("Roll initiative and start the next round (rule 302)"));
    rollWanderers->setText(tr("Roll for &Wandering Monsters"));
    rollWanderers->setToolTip(tr("Before round 1: each Wandering Monster rolls for the victory area it sets up in (rule 707.15.a)"));
    healingFont->setText(tr("Use &Healing Font"));
    healingFont->setToolTip(tr("Instead of its attack action, the selected creature heals at the healing font it began its turn "
                               "next to (rule 1011.2)"));
    endTurn->setText(tr("&End Turn"));
    endTurn->setToolTip(tr("End the acting creature's turn (rule 404)"));
    endRound->setText(tr("End Ro&und"));
    endRound->setToolTip(tr("Every creature that has not activated this round takes its turn doing nothing, "
                            "as the players could one by one (rule 303)"));
    shiftMode->setText(tr("S&hift"));
    shiftMode->setToolTip(tr("Moves are shifts of one square that provoke no opportunity attacks (rule 412.3)"));
    squeezeMode->setText(tr("S&queeze"));
    squeezeMode->setToolTip(
        tr("A Huge creature moves as a 2x2 space at half speed and ends where its whole space "
           "fits (rule 412.4)"));
    appDice->setText(tr("&Roll Dice in the App"));
    typedDice->setText(tr("&Type In Real Dice"));
    saveBattle->setText(tr("&Save Battle..."));
    openBattle->setText(tr("&Open Battle..."));
    close->setText(tr("&Close"));
}

} // namespace ddm::gui
