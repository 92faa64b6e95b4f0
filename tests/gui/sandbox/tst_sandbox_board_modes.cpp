// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/battle_board.h"
#include "sandbox/battle_tracker.h"
#include "sandbox/creature_panel.h"
#include "sandbox/token_item.h"

#include "sandbox_window_driver.h"

#include <QListWidget>
#include <QStatusBar>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>

using namespace ddm;
using namespace ddm::gui;
using namespace ddm::test;

// What a click on the board means as a turn goes on: attack mode only while the creature may act,
// movement shading only while it may move, and a way back from attack mode (first-hour bugs 2-5).
class TestSandboxBoardModes : public QObject, public SandboxWindowDriver {
    Q_OBJECT

private slots:
    void init();
    void cleanup() { m_window.reset(); }

    void nothingSelectedOffersNoCommand();
    void aFinishedCreatureNoLongerAims();
    void noShadingWithoutAMoveLeft();
    void clickingTheChosenAttackAgainLeavesAttackMode();
    void aClickThatAimsAtNothingSaysSo();
    void anAttackWithoutTargetsSaysSo();
    void powersResolvedByHandReadAsPrinted();

private:
    void clickAttackRow(int row); // with the mouse, as a player picks an attack
    QString status() const { return m_window->statusBar()->currentMessage(); }
    int reachShown() const { return m_window->board()->overlay().reachCount(); }
    void clickTrackerRow(const QString& id);
};

void TestSandboxBoardModes::init()
{
    m_script = {};
    openWindow(adjacentSetup(m_cards)); // A1 Test Swordsman at [4,4], B1 Test Brute at [5,4]
}

void TestSandboxBoardModes::clickAttackRow(int row)
{
    QListWidget* list = m_window->creaturePanel()->attackList();
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(row)).center());
}

void TestSandboxBoardModes::clickTrackerRow(const QString& id)
{
    QTreeWidget* list = m_window->tracker()->creatureList();
    for (QTreeWidgetItemIterator it(list); *it; ++it) {
        if ((*it)->data(0, Qt::UserRole).toString() == id) {
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(*it).center());
            return;
        }
    }
    QFAIL(qPrintable(QStringLiteral("%1 is not in the initiative list").arg(id)));
}

void TestSandboxBoardModes::nothingSelectedOffersNoCommand()
{
    QVERIFY(m_window->board()->selected().isEmpty());
    for (const QString& button : {QStringLiteral("rollButton"), QStringLiteral("chargeButton"),
                                  QStringLiteral("rechargeButton"), QStringLiteral("endTurnButton")})
        QVERIFY2(!m_window->creaturePanel()->findChild<QPushButton*>(button)->isEnabled(),
                 qPrintable(button));
}

// Bug 2: once A1 has attacked B1 and ended its turn, clicking B1 selects B1 (on the board and in
// the initiative list) instead of aiming A1's spent attack at it again.
void TestSandboxBoardModes::aFinishedCreatureNoLongerAims()
{
    startRound(17, 9);
    click({4, 4});
    clickAttackRow(0);
    click({5, 4});
    QCOMPARE(m_window->board()->aimedTargets(), QStringList{QStringLiteral("B1")});
    m_script.d20s = {1}; // a miss: B1 stays in play
    pressRoll();
    m_window->endTurn();
    QCOMPARE(battle().state().activeSide, std::optional<Side>(Side::B));
    QCOMPARE(m_window->board()->selected(), QStringLiteral("A1"));
    QCOMPARE(m_window->board()->attack(), 0);
    QVERIFY(!rollButton()->isEnabled());

    click({5, 4});
    QCOMPARE(m_window->board()->selected(), QStringLiteral("B1"));
    QVERIFY(m_window->board()->aimedTargets().isEmpty());

    clickTrackerRow(QStringLiteral("A1"));
    QCOMPARE(m_window->board()->selected(), QStringLiteral("A1"));
    clickAttackRow(0); // A1 may not act: its attacks are there to read, not to choose
    QCOMPARE(m_window->board()->attack(), 0);
    clickTrackerRow(QStringLiteral("B1"));
    QCOMPARE(m_window->board()->selected(), QStringLiteral("B1"));
}

// Bug 3: after a double move (403.1.b) the creature has no move left, so no square is shaded.
void TestSandboxBoardModes::noShadingWithoutAMoveLeft()
{
    startRound(17, 9);
    click({4, 4});
    QVERIFY(reachShown() > 0);
    click({3, 4}); // B1 is offered no opportunity attack in the script
    QCOMPARE(battle().state().creature(QStringLiteral("A1"))->space.topLeft, (Square{3, 4}));
    QVERIFY(reachShown() > 0); // the attack action may pay for a second move
    click({2, 4});
    QCOMPARE(battle().state().creature(QStringLiteral("A1"))->space.topLeft, (Square{2, 4}));
    QCOMPARE(reachShown(), 0);
    click({1, 4});
    QCOMPARE(battle().state().creature(QStringLiteral("A1"))->space.topLeft, (Square{2, 4}));
}

// Bug 4: picking an attack hides the shading; clicking that attack again brings the moves back.
void TestSandboxBoardModes::clickingTheChosenAttackAgainLeavesAttackMode()
{
    startRound(17, 9);
    click({4, 4});
    const int reach = reachShown();
    QVERIFY(reach > 0);
    clickAttackRow(0);
    QCOMPARE(m_window->board()->attack(), 1);
    QCOMPARE(reachShown(), 0);
    clickAttackRow(0);
    QCOMPARE(m_window->board()->attack(), 0);
    QCOMPARE(m_window->creaturePanel()->currentAttack(), 0);
    QCOMPARE(reachShown(), reach);
    click({4, 2});
    QCOMPARE(battle().state().creature(QStringLiteral("A1"))->space.topLeft, (Square{4, 2}));
}

// Bug 4: in attack mode a click on an empty square moves nothing and says why.
void TestSandboxBoardModes::aClickThatAimsAtNothingSaysSo()
{
    startRound(17, 9);
    click({4, 4});
    clickAttackRow(0);
    click({2, 2});
    QCOMPARE(battle().state().creature(QStringLiteral("A1"))->space.topLeft, (Square{4, 4}));
    QVERIFY2(status().contains(QStringLiteral("Jagged Blade")) && status().contains(QStringLiteral("again")),
             qPrintable(status()));
}

// Bug 4: an attack with nothing in reach says so when it is picked.
void TestSandboxBoardModes::anAttackWithoutTargetsSaysSo()
{
    BattleSetup setup = adjacentSetup(m_cards);
    setup.creatures[1].at = Square{8, 4};
    openWindow(setup);
    startRound(17, 9);
    click({4, 4});
    clickAttackRow(0);
    QVERIFY2(status().contains(QStringLiteral("Jagged Blade has no target")), qPrintable(status()));
}

// Bug 5: the powers to resolve by hand are each shown once, their icons as words.
void TestSandboxBoardModes::powersResolvedByHandReadAsPrinted()
{
    Creature trickster = inventedCreature(QStringLiteral("Test Trickster"), 6, 40, 15,
                                          QStringLiteral("Jab: +8 vs. AC; 5 damage."));
    trickster.powers.append(
        Power{PowerType::Attack,
              QStringLiteral("Odd Trick: Make a {b} attack and juggle the sky afterwards."), std::nullopt});
    trickster.powers.append(Power{PowerType::Special,
                                  QStringLiteral("Riddle: Whenever a {m} attack rhymes, everyone laughs."),
                                  std::nullopt});
    m_cards.addCreature(trickster);
    BattleSetup setup = adjacentSetup(m_cards);
    setup.creatures[0].card = trickster;
    openWindow(setup);
    click({4, 4});
    const QString shown =
        m_window->creaturePanel()->findChild<QTextBrowser*>(QStringLiteral("byHandPowers"))->toPlainText();
    QCOMPARE(shown.count(QStringLiteral("Odd Trick")), 1);
    QCOMPARE(shown.count(QStringLiteral("Riddle")), 1);
    QVERIFY2(!shown.contains(QLatin1Char('{')), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("Make a Basic attack")) &&
                 shown.contains(QStringLiteral("a Melee attack")),
             qPrintable(shown));
}

QTEST_MAIN(TestSandboxBoardModes)
#include "tst_sandbox_board_modes.moc"
