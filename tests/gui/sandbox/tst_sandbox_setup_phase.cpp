// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/battle.h"
#include "engine/setup_rules.h"
#include "sandbox/battle_board.h"
#include "sandbox/battle_log_view.h"
#include "sandbox/battle_session.h"
#include "sandbox/board_scene.h"
#include "sandbox/board_view.h"
#include "sandbox/creature_panel.h"
#include "sandbox/sandbox_setup.h"
#include "sandbox/sandbox_window.h"
#include "sandbox/setup_overlay.h"
#include "sandbox/token_item.h"
#include "warband/warband_resolver.h"

#include "sandbox_fixture.h"
#include "scripted_prompts.h"

#include <QAction>
#include <QPushButton>
#include <QStatusBar>
#include <QTest>
#include <QUndoStack>

using namespace ddm;
using namespace ddm::gui;
using namespace ddm::test;

// The sandbox before round 1, played through its board: the shaded areas, set-up drags judged by
// the set-up rules, Scouts, Wandering Monsters; and the healing font command in a battle.
class TestSandboxSetupPhase : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void shadesTheAreasUntilRoundOne();
    void dragsFollowTheStartAreas();
    void scoutsAreOfferedTheFreeVictoryAreas();
    void wanderingMonstersRollBeforeRoundOne();
    void healingFontCommandHeals();

private:
    void open(const BattleSetup& setup);
    void click(Square square);
    void drag(Square from, Square to);
    void startRound(int a, int b);
    const Battle& battle() const { return m_window->session()->battle(); }
    Square at(const QString& id) const { return battle().state().creature(id)->space.topLeft; }
    QString status() const { return m_window->statusBar()->currentMessage(); }
    QAction* action(const char* name) const
    {
        return m_window->findChild<QAction*>(QString::fromLatin1(name));
    }

    InMemoryCardLookup m_cards = inventedCards();
    std::unique_ptr<SandboxWindow> m_window;
    PromptScript m_script;
};

namespace {

// The invented map with a second victory area, A's at (7,5): a Wandering Monster's d20 picks one of
// two (1-10 the first, 11-20 the second).
BattleMap twoVictoryAreas()
{
    BattleMap map = inventedBattleMap();
    map.addVictoryArea(AreaSide::A, QRect(QPoint(7, 5), QPoint(7, 5)));
    return map;
}

// Side A: A1 Swordsman, A2 Scout, A3 Wanderer; side B: B1 Brute. Side B (Player 2) sets up first,
// from its own edge: B1 at (9,0); then A1 (0,0), A2 (0,1), A3 (0,2).
BattleSetup setupPhase(const CardLookup& cards)
{
    return buildSandboxSetup(
               WarbandResolver::resolve(
                   inventedWarband(QStringLiteral("Own"),
                                   {QStringLiteral("Test Swordsman"), QStringLiteral("Test Scout"),
                                    QStringLiteral("Test Wanderer")}),
                   cards),
               WarbandResolver::resolve(
                   inventedWarband(QStringLiteral("Other"), {QStringLiteral("Test Brute")}), cards),
               twoVictoryAreas(), {})
        .setup;
}

} // namespace

void TestSandboxSetupPhase::init()
{
    m_script = {};
    open(setupPhase(m_cards));
}

void TestSandboxSetupPhase::cleanup()
{
    m_window.reset();
}

void TestSandboxSetupPhase::open(const BattleSetup& setup)
{
    m_window = std::make_unique<SandboxWindow>(setup, m_cards, nullptr, 7u);
    m_window->setPrompts(std::make_unique<ScriptedPrompts>(m_script));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->view()->fitMap();
    QCoreApplication::processEvents();
    action("typedDiceAction")->trigger();
}

void TestSandboxSetupPhase::click(Square square)
{
    const QPoint point = m_window->view()->mapFromScene(BoardScene::squareCentre(square));
    QTest::mouseClick(m_window->view()->viewport(), Qt::LeftButton, {}, point);
}

void TestSandboxSetupPhase::drag(Square from, Square to)
{
    QWidget* viewport = m_window->view()->viewport();
    QTest::mousePress(viewport, Qt::LeftButton, {},
                      m_window->view()->mapFromScene(BoardScene::squareCentre(from)));
    QTest::mouseMove(viewport, m_window->view()->mapFromScene(BoardScene::squareCentre(to)));
    QTest::mouseRelease(viewport, Qt::LeftButton, {},
                        m_window->view()->mapFromScene(BoardScene::squareCentre(to)));
}

void TestSandboxSetupPhase::startRound(int a, int b)
{
    m_script.d20s = {a, b};
    action("startRoundAction")->trigger();
    QCOMPARE(battle().state().phase, BattlePhase::Activations);
}

void TestSandboxSetupPhase::shadesTheAreasUntilRoundOne()
{
    QCOMPARE(at(QStringLiteral("B1")), (Square{9, 0}));
    QCOMPARE(at(QStringLiteral("A3")), (Square{0, 2}));
    // Two start areas and two victory areas, shaded before round 1.
    QCOMPARE(m_window->board()->setupOverlay().shadeCount(), 4);
    m_script.d20s = {3};
    action("rollWanderersAction")->trigger();
    startRound(17, 9);
    QCOMPARE(m_window->board()->setupOverlay().shadeCount(), 0);
    // Taking round 1 back returns to the set-up, shaded again.
    m_window->session()->undoStack()->undo();
    QVERIFY(battle().history().isEmpty());
    QCOMPARE(m_window->board()->setupOverlay().shadeCount(), 4);
}

void TestSandboxSetupPhase::dragsFollowTheStartAreas()
{
    click({0, 0});
    QCOMPARE(m_window->board()->selected(), QStringLiteral("A1"));
    QVERIFY(status().contains(QStringLiteral("102.6.a")));
    drag({0, 0}, {3, 3}); // out of start area A
    QCOMPARE(at(QStringLiteral("A1")), (Square{0, 0}));
    QVERIFY(status().contains(QStringLiteral("rule 102.6.a")));
    QVERIFY(m_window->logView()->toHtml().contains(QStringLiteral("ddm://rule/102.6.a")));
    drag({0, 0}, {1, 4}); // within it
    QCOMPARE(at(QStringLiteral("A1")), (Square{1, 4}));
    QCOMPARE(m_window->board()->token(QStringLiteral("A1"))->pos(), BoardScene::squareRect({1, 4}).topLeft());
    // Onto another creature: refused (501.1).
    drag({1, 4}, {0, 1});
    QCOMPARE(at(QStringLiteral("A1")), (Square{1, 4}));
    QVERIFY(status().contains(QStringLiteral("rule 501.1")));
}

void TestSandboxSetupPhase::scoutsAreOfferedTheFreeVictoryAreas()
{
    click({0, 1});
    QCOMPARE(m_window->board()->selected(), QStringLiteral("A2"));
    QCOMPARE(m_window->board()->setupOverlay().offeredAreas(), (QList<int>{0, 1}));
    QVERIFY(status().contains(QStringLiteral("707.12.a")));
    drag({0, 1}, {4, 3}); // into the free victory area A&B
    QCOMPARE(at(QStringLiteral("A2")), (Square{4, 3}));
    // The Swordsman is no Scout: the victory area is refused to it.
    click({0, 0});
    QVERIFY(m_window->board()->setupOverlay().offeredAreas().isEmpty());
    drag({0, 0}, {7, 5});
    QCOMPARE(at(QStringLiteral("A1")), (Square{0, 0}));
    QVERIFY(status().contains(QStringLiteral("rule 102.6.a")));
}

void TestSandboxSetupPhase::wanderingMonstersRollBeforeRoundOne()
{
    QVERIFY(action("rollWanderersAction")->isEnabled());
    // Round 1 waits for the roll.
    action("startRoundAction")->trigger();
    QVERIFY(battle().history().isEmpty());
    QVERIFY(status().contains(QStringLiteral("rule 707.15.a")));
    QVERIFY(status().contains(QStringLiteral("A3")));

    m_script.d20s = {11}; // the second of two areas: (7,5)
    action("rollWanderersAction")->trigger();
    QCOMPARE(m_script.d20Questions.size(), 1);
    QVERIFY(m_script.d20Questions.first().contains(QStringLiteral("707.15.a")));
    QCOMPARE(at(QStringLiteral("A3")), (Square{7, 5}));
    QCOMPARE(battle().setup().creatures.at(2).wanderRolls, std::optional<QList<int>>(QList<int>{11}));
    QVERIFY(!action("rollWanderersAction")->isEnabled());
    const QString log = m_window->logView()->toPlainText();
    QVERIFY2(log.contains(QStringLiteral("Wandering Monster")) &&
                 log.contains(QStringLiteral("victory area 2 of 2")),
             qPrintable(log));
    click({7, 5});
    QCOMPARE(m_window->board()->setupOverlay().offeredAreas(), QList<int>{1});
    // Once rolled it keeps to that area.
    drag({7, 5}, {1, 5});
    QCOMPARE(at(QStringLiteral("A3")), (Square{7, 5}));
    QVERIFY(status().contains(QStringLiteral("rule 707.15.a")));

    // The roll is one undo step.
    m_window->session()->undoStack()->undo();
    QCOMPARE(at(QStringLiteral("A3")), (Square{0, 2}));
    QVERIFY(action("rollWanderersAction")->isEnabled());
    m_window->session()->undoStack()->redo();
    QCOMPARE(at(QStringLiteral("A3")), (Square{7, 5}));
    startRound(17, 9);
}

void TestSandboxSetupPhase::healingFontCommandHeals()
{
    auto* button = m_window->findChild<QPushButton*>(QStringLiteral("healingFontButton"));
    QVERIFY(button->isHidden()); // no healing font on this map

    BattleSetup setup = adjacentSetup(m_cards); // A1 (4,4) next to B1 (5,4)
    setup.map.setTerrain({3, 5}, Terrain::HealingFont);
    open(setup);
    button = m_window->findChild<QPushButton*>(QStringLiteral("healingFontButton"));
    m_script.firstSide = Side::B;
    startRound(17, 9);
    // B1 clubs A1: +6 + 15 = 21 hits AC 15 for 15 damage.
    click({5, 4});
    m_window->creaturePanel()->setCurrentAttack(1);
    click({4, 4});
    m_script.d20s = {15};
    m_window->rollAttack();
    QCOMPARE(battle().state().creature(QStringLiteral("A1"))->hitPoints.current, 25);
    QVERIFY(!action("healingFontAction")->isEnabled()); // B1 is not next to the font
    m_window->endTurn();

    m_window->creaturePanel()->setCurrentAttack(0); // out of B1's attack mode, where a click aims
    click({4, 4});
    QCOMPARE(m_window->board()->selected(), QStringLiteral("A1"));
    QVERIFY(!button->isHidden());
    QVERIFY(button->isEnabled());
    QVERIFY(action("healingFontAction")->isEnabled());
    QTest::mouseClick(button, Qt::LeftButton);
    // 20 HP, up to its starting 40 (808.1.a).
    QCOMPARE(battle().state().creature(QStringLiteral("A1"))->hitPoints.current, 40);
    QCOMPARE(battle().history().constLast().kind, ActionKind::HealingFont);
    QVERIFY(m_window->logView()->toHtml().contains(QStringLiteral("ddm://rule/1011.2")));
    QVERIFY(!button->isEnabled()); // it replaced the attack action
    QVERIFY(!action("healingFontAction")->isEnabled());
    // Used again through the shortcut's action: refused with its rule.
    m_window->useHealingFont();
    QVERIFY(status().contains(QStringLiteral("rule 1011.2")));
}

QTEST_MAIN(TestSandboxSetupPhase)
#include "tst_sandbox_setup_phase.moc"
