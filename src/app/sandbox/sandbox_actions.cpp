#include "sandbox/sandbox_actions.h"

#include <QAction>
#include <QActionGroup>
#include <QKeySequence>

namespace ddm::gui {

SandboxActions::SandboxActions(QObject* owner)
    : startRound(new QAction(owner))
    , endTurn(new QAction(owner))
    , shiftMode(new QAction(owner))
    , dice(new QActionGroup(owner))
    , appDice(new QAction(dice))
    , typedDice(new QAction(dice))
    , saveBattle(new QAction(owner))
    , openBattle(new QAction(owner))
    , close(new QAction(owner))
{
    startRound->setObjectName(QStringLiteral("startRoundAction"));
    startRound->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    endTurn->setObjectName(QStringLiteral("endTurnAction"));
    endTurn->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    shiftMode->setObjectName(QStringLiteral("shiftModeAction"));
    shiftMode->setCheckable(true);
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
    endTurn->setText(tr("&End Turn"));
    endTurn->setToolTip(tr("End the acting creature's turn (rule 404)"));
    shiftMode->setText(tr("S&hift"));
    shiftMode->setToolTip(tr("Moves are shifts of one square that provoke no opportunity attacks (rule 412.3)"));
    appDice->setText(tr("&Roll Dice in the App"));
    typedDice->setText(tr("&Type In Real Dice"));
    saveBattle->setText(tr("&Save Battle..."));
    openBattle->setText(tr("&Open Battle..."));
    close->setText(tr("&Close"));
}

} // namespace ddm::gui
