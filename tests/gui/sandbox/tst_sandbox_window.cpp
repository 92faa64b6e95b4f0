// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/battle.h"
#include "sandbox/battle_board.h"
#include "sandbox/battle_file.h"
#include "sandbox/battle_log_view.h"
#include "sandbox/battle_session.h"
#include "sandbox/battle_tracker.h"
#include "sandbox/board_scene.h"
#include "sandbox/board_view.h"
#include "sandbox/creature_panel.h"
#include "sandbox/replay_panel.h"
#include "board/distance.h"
#include "sandbox/sandbox_window.h"
#include "sandbox/token_item.h"

#include "sandbox_fixture.h"
#include "sandbox_window_driver.h"
#include "scripted_prompts.h"

#include <QAction>
#include <QLabel>
#include <QStatusBar>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QMenu>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QToolButton>
#include <QTest>
#include <QUndoStack>

using namespace ddm;
using namespace ddm::gui;
using namespace ddm::test;

// The sandbox window played through its board, buttons and prompts.
class TestSandboxWindow : public QObject, public SandboxWindowDriver {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void showsTokensAndTracker();
    void hitsAndMissesShowOnTheBoard();
    void placesByHandBeforeTheBattle();
    void initiativeWithTypedDiceAsksForEachRoll();
    void movingATokenMovesTheCreature();
    void illegalMoveIsRefusedWithItsRule();
    void aHugeCreatureSqueezesThroughAGap();
    void opportunityAttacksAreOffered();
    void attackWithTypedDiceChangesHitPoints();
    void linesAndConesAreLaidTowardTheClick();
    void aLaidConeFollowsTheBattle();
    void aPushAsksWhereItEndsAndKeepsTheTypedDice();
    void aPushKeepsTheAppsDice();
    void aFurtherAttacksPushIsAskedToo();
    void aFurtherAttackAsksForItsTarget();
    void cleaveIsAskedWhenItsAttackDestroys();
    void damageOfATypeTakenIsAsked();
    void aRedirectAsksWhereTheAttackTurns();
    void neverAskDeclinesCleaveForThatCreature();
    void aNeighboursTurnEndIsAskedOfItsPlayer();
    void aChampionPowerIsAskedAsTheRoundBegins();
    void aSetupPowerAsksWhatItChooses();
    void usePowerAsksWhereTheShiftGoes();
    void usePowerAsksWhomItsAttackTargets();
    void aPowersShiftAwayFromAwarenessIsOffered();
    void aSpentPowerRecharges();
    void chargeMakesThePickedPowerUsableOnCharge();
    void makeTwoAttacksAsksWhichAttack();
    void aLimitedHealingAsksWhichAlly();
    void marksBloodiedCreatures();
    void showsConditionBadges();
    void undoAndRedoRestoreTheBattle();
    void trackerNamesTheSidesAndEndRoundPassesTheRest();
    void appDiceAreSeeded();
    void saveLoadAndReplayReproduceTheBattle();
    void ruleLinksReachTheRulesBrowser();

private:
    BattleSetup setupWithAttacker(const QString& card) const; // A1 at [4,4] with that card, B1 beside it
    void rollAttack(Square attacker, int attack, Square target);
    void selectInRoundOne(const QString& card); // A1 with that card at [2,4], selected, its turn; B1 at [5,4]
};

void TestSandboxWindow::init()
{
    m_script = {};
    openWindow(adjacentSetup(m_cards));
    QCoreApplication::processEvents();
}

BattleSetup TestSandboxWindow::setupWithAttacker(const QString& card) const
{
    BattleSetup setup = adjacentSetup(m_cards);
    setup.creatures[0].card = m_cards.creaturesNamed(card).first();
    return setup;
}

// Selects the attacker, picks the attack, aims at the target and presses Roll Attack.
void TestSandboxWindow::rollAttack(Square attacker, int attack, Square target)
{
    click(attacker);
    m_window->creaturePanel()->setCurrentAttack(attack);
    click(target);
    pressRoll();
}

void TestSandboxWindow::selectInRoundOne(const QString& card)
{
    BattleSetup setup = setupWithAttacker(card);
    setup.creatures[0].at = Square{2, 4};
    openWindow(setup);
    startRound(17, 9);
    click({2, 4});
}

void TestSandboxWindow::cleanup()
{
    m_window.reset();
}

void TestSandboxWindow::showsTokensAndTracker()
{
    QCOMPARE(m_window->board()->tokenCount(), 2);
    TokenItem* a1 = m_window->board()->token(QStringLiteral("A1"));
    QVERIFY(a1);
    QCOMPARE(a1->pos(), BoardScene::squareRect({4, 4}).topLeft());
    QCOMPARE(a1->info().hp, 40);
    QVERIFY(!a1->info().bloodied);
    QCOMPARE(m_window->scene()->terrainItemCount(), 2);
    QCOMPARE(m_window->scene()->areaItems().size(), 3);
    QVERIFY(m_window->tracker()->summary().contains(QStringLiteral("A 0, B 0")));
    QVERIFY(m_window->findChild<QAction*>(QStringLiteral("startRoundAction"))->isEnabled());
    QVERIFY(!m_window->findChild<QAction*>(QStringLiteral("endTurnAction"))->isEnabled());
}

// The round's latest attack is marked over its target, through the end of the turn, and undo brings
// back the marks of the attack before.
void TestSandboxWindow::hitsAndMissesShowOnTheBoard()
{
    startRound(17, 9);
    const OutcomeMarks& marks = m_window->board()->outcomeMarks();
    QVERIFY(marks.texts().isEmpty());
    m_script.d20s = {15}; // Jagged Blade +8 + 15 against the Brute's AC 14: 10 damage
    rollAttack({4, 4}, 1, {5, 4});
    const QHash<QString, QString> hit{{QStringLiteral("B1"), QStringLiteral("Hit \u221210")}};
    QCOMPARE(marks.texts(), hit);
    m_window->findChild<QAction*>(QStringLiteral("endTurnAction"))->trigger();
    QCOMPARE(marks.texts(), hit);

    m_script.d20s = {2}; // Heavy Club +6 + 2 against the Swordsman's AC 15
    rollAttack({5, 4}, 1, {4, 4});
    QCOMPARE(marks.texts(), (QHash<QString, QString>{{QStringLiteral("A1"), QStringLiteral("Miss")}}));
    m_window->session()->undoStack()->undo();
    QCOMPARE(marks.texts(), hit);
}

void TestSandboxWindow::placesByHandBeforeTheBattle()
{
    click({4, 4});
    QCOMPARE(m_window->board()->selected(), QStringLiteral("A1"));
    // A1 stands outside its start area in this setup; the start area is columns 0-1.
    drag({4, 4}, {1, 2});
    QCOMPARE(battle().setup().creatures.at(0).at, (Square{1, 2}));
    QCOMPARE(m_window->board()->token(QStringLiteral("A1"))->pos(), BoardScene::squareRect({1, 2}).topLeft());
    QCOMPARE(m_window->session()->undoStack()->count(), 1);
    // Outside the start area: refused with the set-up rule.
    drag({1, 2}, {3, 2});
    QCOMPARE(battle().setup().creatures.at(0).at, (Square{1, 2}));
    QVERIFY(m_window->logView()->toHtml().contains(QStringLiteral("ddm://rule/")));
    m_window->session()->undoStack()->undo();
    QCOMPARE(battle().setup().creatures.at(0).at, (Square{4, 4}));
}

void TestSandboxWindow::initiativeWithTypedDiceAsksForEachRoll()
{
    m_script.firstSide = Side::B; // side A wins and lets B go first
    startRound(17, 9);
    QCOMPARE(m_script.d20Questions.size(), 2);
    QCOMPARE(m_script.d20Questions.first(), QStringLiteral("Roll initiative for Side A (rule 302.2)"));
    QCOMPARE(battle().state().round, 1);
    QCOMPARE(battle().state().player1, Side::B);
    QCOMPARE(battle().activeSide(), std::optional<Side>(Side::B));
    QCOMPARE(battle().history().size(), 1);
    QCOMPARE(battle().history().first().initiative[0], std::optional<QList<int>>(QList<int>{17}));
    QCOMPARE(m_window->session()->undoStack()->count(), 1); // one step, although played twice
    QVERIFY(!m_window->findChild<QAction*>(QStringLiteral("startRoundAction"))->isEnabled());
    QVERIFY(m_window->tracker()->summary().contains(QStringLiteral("Round 1")));
}

// The sides are the warbands by name; the tracker says whose turn of the block it is and what to do;
// End Round lets every creature yet to activate pass, as one undo step.
void TestSandboxWindow::trackerNamesTheSidesAndEndRoundPassesTheRest()
{
    BattleSetup setup = adjacentSetup(m_cards);
    setup.sideNames = {QStringLiteral("Night Pack"), QStringLiteral("Rivals")};
    const Creature swordsman = setup.creatures.at(0).card;
    const Creature brute = setup.creatures.at(1).card;
    setup.creatures.append({QStringLiteral("A2"), Side::A, swordsman, Square{0, 0}, std::nullopt});
    setup.creatures.append({QStringLiteral("A3"), Side::A, swordsman, Square{0, 2}, std::nullopt});
    setup.creatures.append({QStringLiteral("B2"), Side::B, brute, Square{9, 0}, std::nullopt});
    openWindow(setup);
    auto* endRound = m_window->findChild<QAction*>(QStringLiteral("endRoundAction"));
    QVERIFY(!endRound->isEnabled()); // no round yet
    QVERIFY(m_window->tracker()->summary().contains(QStringLiteral("Start Round")));
    auto* creatures = m_window->findChild<QTreeWidget*>(QStringLiteral("trackerCreatures"));
    QCOMPARE(creatures->topLevelItem(0)->text(0), QStringLiteral("Night Pack (side A): 0 VP"));
    QCOMPARE(creatures->topLevelItem(1)->text(0), QStringLiteral("Rivals (side B): 0 VP"));

    startRound(17, 9); // side A wins and goes first: one turn (303.1)
    QVERIFY2(m_window->tracker()->summary().contains(
                 QStringLiteral("Night Pack (side A) is activating, turn 1 of 1")),
             qPrintable(m_window->tracker()->summary()));
    QVERIFY(
        m_window->tracker()->summary().contains(QStringLiteral("Pick a creature of Night Pack (side A)")));
    m_script.reactions = {};
    click({4, 4});
    click({3, 4}); // A1 steps back: its turn has begun
    QVERIFY(m_window->tracker()->summary().contains(QStringLiteral("A1 Test Swordsman acts")));
    m_window->findChild<QAction*>(QStringLiteral("endTurnAction"))->trigger();
    QVERIFY2(
        m_window->tracker()->summary().contains(QStringLiteral("Rivals (side B) is activating, turn 1 of 2")),
        qPrintable(m_window->tracker()->summary()));

    const int steps = m_window->session()->undoStack()->count();
    QVERIFY(endRound->isEnabled());
    endRound->trigger();
    QCOMPARE(battle().state().phase, BattlePhase::BetweenRounds);
    QCOMPARE(battle().state().round, 1);
    QCOMPARE(battle().history().size(), 3 + 4); // initiative, A1's move and end, four turns passed
    QCOMPARE(m_window->session()->undoStack()->count(), steps + 1);
    QVERIFY(m_window->tracker()->summary().contains(QStringLiteral("Round 1 is over")));
    m_window->session()->undoStack()->undo();
    QCOMPARE(battle().history().size(), 3);
    QCOMPARE(battle().activeSide(), std::optional<Side>(Side::B));
}

void TestSandboxWindow::movingATokenMovesTheCreature()
{
    startRound(17, 9);
    click({4, 4});
    QVERIFY(m_window->board()->overlay().reachCount() > 0); // reachable squares shaded
    m_script.reactions = {};                                 // B1 lets A1 go
    click({2, 2});
    QCOMPARE(battle().state().creature(QStringLiteral("A1"))->space.topLeft, (Square{2, 2}));
    QCOMPARE(m_window->board()->token(QStringLiteral("A1"))->pos(), BoardScene::squareRect({2, 2}).topLeft());
    QVERIFY(m_window->board()->token(QStringLiteral("A1"))->info().acting);
    // Dragged back towards the middle.
    drag({2, 2}, {3, 3});
    QCOMPARE(battle().state().creature(QStringLiteral("A1"))->space.topLeft, (Square{3, 3}));
}

void TestSandboxWindow::illegalMoveIsRefusedWithItsRule()
{
    startRound(17, 9);
    click({4, 4});
    const BattleState before = battle().state();
    const qsizetype entries = m_window->logView()->entryCount();
    click({5, 1}); // into the wall (1005.4)
    QVERIFY(battle().state() == before);
    const QString html = m_window->logView()->toHtml();
    QVERIFY(html.contains(QStringLiteral("ddm://rule/")));
    QCOMPARE(m_window->logView()->entryCount(), entries); // nothing entered the battle's log
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("rule 502.1")));
    QVERIFY(html.contains(QStringLiteral("ddm://rule/502.1")));
    // Acting out of turn: B1 when side A is up.
    const int refusals = m_window->logView()->toHtml().count(QStringLiteral("ddm://rule/"));
    click({5, 4});
    click({7, 4});
    QVERIFY(battle().state() == before);
    QVERIFY(m_window->logView()->toHtml().count(QStringLiteral("ddm://rule/")) > refusals);
}

// 412.4: the gap is two squares wide, so the Huge giant cannot move through it, but squeezes.
void TestSandboxWindow::aHugeCreatureSqueezesThroughAGap()
{
    BattleSetup setup = adjacentSetup(m_cards);
    setup.map = BattleMap(10, 8);
    for (const int x : {0, 1, 2, 3, 6, 7, 8, 9})
        setup.map.setTerrain({x, 3}, Terrain::Wall);
    setup.creatures[0].card = m_cards.creaturesNamed(QStringLiteral("Test Giant")).first();
    setup.creatures[0].at = Square{3, 0};
    setup.creatures[1].at = Square{9, 7};
    openWindow(setup);
    startRound(17, 9);
    QAction* squeeze = m_window->findChild<QAction*>(QStringLiteral("squeezeModeAction"));
    QVERIFY(!squeeze->isEnabled()); // nothing selected yet
    click({4, 1});
    QCOMPARE(m_window->board()->selected(), QStringLiteral("A1"));
    QVERIFY(squeeze->isEnabled());
    const BattleState before = battle().state();
    click({4, 4}); // a Move cannot pass the gap
    QVERIFY(battle().state() == before);

    squeeze->trigger();
    QCOMPARE(m_window->board()->moveKind(), MoveKind::Squeeze);
    QVERIFY(m_window->board()->overlay().reachCount() > 0); // the 3x3 spaces it can end in
    click({4, 4});
    QCOMPARE(battle().state().creature(QStringLiteral("A1"))->space, (Space{{4, 4}, 3}));
    QCOMPARE(battle().history().constLast().kind, ActionKind::Squeeze);
    QVERIFY(m_window->logView()->toHtml().contains(QStringLiteral("squeezes")));

    // Another creature selected moves normally again.
    click({9, 7});
    QVERIFY(!squeeze->isEnabled());
    QVERIFY(!squeeze->isChecked());
    QCOMPARE(m_window->board()->moveKind(), MoveKind::Move);
}

void TestSandboxWindow::opportunityAttacksAreOffered()
{
    startRound(17, 9);
    click({4, 4});
    m_script.reactions = {QStringLiteral("B1")};
    m_script.d20s = {20}; // B1's opportunity attack: a natural 20
    click({2, 4});
    QCOMPARE(m_script.reactionQuestions.size(), 1);
    QVERIFY(m_script.reactionQuestions.first().contains(QStringLiteral("A1")));
    const CreatureState* a1 = battle().state().creature(QStringLiteral("A1"));
    QVERIFY(a1->hitPoints.current < 40);
    QCOMPARE(battle().history().constLast().reactions.size(), 1);
}

void TestSandboxWindow::attackWithTypedDiceChangesHitPoints()
{
    startRound(17, 9);
    click({4, 4});
    m_window->creaturePanel()->setCurrentAttack(1);
    QCOMPARE(m_window->board()->attack(), 1);
    QCOMPARE(m_window->board()->overlay().targetCount(), 1);
    click({5, 4}); // aim at B1
    QCOMPARE(m_window->board()->aimedTargets(), QStringList{QStringLiteral("B1")});
    QVERIFY(m_window->board()->overlay().lineCount() > 0); // sight and cover lines
    auto* roll = m_window->findChild<QPushButton*>(QStringLiteral("rollButton"));
    QVERIFY(roll->isEnabled());
    m_script.d20s = {12};
    QTest::mouseClick(roll, Qt::LeftButton);
    QCOMPARE(m_script.d20Questions.size(), 3); // two for initiative, one attack roll
    // In the players' words, with the creatures' names.
    QVERIFY2(m_script.d20Questions.constLast().startsWith(
                 QStringLiteral("Roll the attack: A1 Test Swordsman attacks B1 Test Brute with ")),
             qPrintable(m_script.d20Questions.constLast()));
    QVERIFY(m_script.d20Questions.constLast().contains(QStringLiteral("604.3")));

    // The engine, given the same action and roll, says what the HP must be.
    Battle reference(adjacentSetup(m_cards));
    for (const Action& action : battle().history())
        QVERIFY(reference.apply(action).ok());
    const int hp = battle().state().creature(QStringLiteral("B1"))->hitPoints.current;
    QCOMPARE(hp, reference.state().creature(QStringLiteral("B1"))->hitPoints.current);
    QCOMPARE(hp, 40); // +8 + 12 = 20 hits AC 14: 10 damage
    QCOMPARE(m_window->board()->token(QStringLiteral("B1"))->info().hp, 40);
    QCOMPARE(battle().history().constLast().rolls, std::optional<QList<int>>(QList<int>{12}));
    QVERIFY(m_window->board()->aimedTargets().isEmpty());
}

// A breath weapon's template follows the pointer: the line runs toward the clicked square, the cone
// opens toward it; the creatures inside are the targets and the attack played is the one shown.
void TestSandboxWindow::linesAndConesAreLaidTowardTheClick()
{
    selectInRoundOne(QStringLiteral("Test Wyrmling"));

    m_window->creaturePanel()->setCurrentAttack(3); // Ember Cone
    click({4, 2});
    const std::optional<TemplateAim> cone = m_window->board()->aimedTemplate();
    QVERIFY(cone);
    QCOMPARE(cone->direction, ConeDirection::NorthEast);
    QVERIFY(m_window->board()->aimedTargets().isEmpty()); // B1 at [5,4] is outside it
    QCOMPARE(m_window->board()->overlay().templateSquareCount(), int(cone->squares.size()));

    m_window->creaturePanel()->setCurrentAttack(2); // Frost Line
    QVERIFY(!m_window->board()->aimedTemplate()); // a new attack starts a new aim
    click({8, 4});
    const std::optional<TemplateAim> line = m_window->board()->aimedTemplate();
    QVERIFY(line);
    QCOMPARE(line->toward, (Square{8, 4}));
    QCOMPARE(line->origin, (GridPoint{3, 4}));
    QCOMPARE(m_window->board()->aimedTargets(), QStringList{QStringLiteral("B1")});
    QVERIFY(m_window->board()->overlay().templateSquareCount() >= 5);
    QVERIFY(m_window->board()->overlay().lineCount() > 0); // cover lines from the origin point (611.5)

    m_script.d20s = {15};
    pressRoll();
    const Action& played = battle().history().constLast();
    QCOMPARE(played.kind, ActionKind::Attack);
    QCOMPARE(played.toward, (std::optional<Square>(Square{8, 4})));
    QCOMPARE(played.origin, (std::optional<Square>(Square{3, 4})));
    QCOMPARE(battle().state().creature(QStringLiteral("B1"))->hitPoints.current, 40); // +12 + 15 hits: 10 damage
    QCOMPARE(m_window->board()->overlay().templateSquareCount(), 0);
}

// The battle changes under a laid cone (the attacker steps, the step is undone): the cone is laid
// again from where the attacker stands, toward the same square.
void TestSandboxWindow::aLaidConeFollowsTheBattle()
{
    selectInRoundOne(QStringLiteral("Test Wyrmling"));
    m_window->creaturePanel()->setCurrentAttack(3); // Ember Cone
    click({4, 2});
    QCOMPARE(m_window->board()->aimedTemplate()->origin, (GridPoint{3, 4}));
    Action step;
    step.kind = ActionKind::Move;
    step.actor = QStringLiteral("A1");
    step.path = {Square{2, 5}};
    QCOMPARE(m_window->session()->perform(step), PerformStatus::Done);
    QVERIFY(m_window->board()->aimedTemplate());
    QCOMPARE(m_window->board()->aimedTemplate()->origin, (GridPoint{3, 5}));
    QCOMPARE(m_window->board()->aimedTemplate()->direction, ConeDirection::NorthEast);
    m_window->session()->undoStack()->undo();
    QCOMPARE(m_window->board()->aimedTemplate()->origin, (GridPoint{3, 4}));
}

// 813.1: the attacker's player picks where the push ends; the action is played again with that path
// and the dice already rolled, never asking for them twice.
void TestSandboxWindow::aPushAsksWhereItEndsAndKeepsTheTypedDice()
{
    BattleSetup setup = setupWithAttacker(QStringLiteral("Test Ogre")); // A1 at [4,4], B1 at [5,4]
    openWindow(setup);
    startRound(17, 9);
    m_script.d20s = {15};
    m_script.forcedPaths = {0};
    rollAttack({4, 4}, 1, {5, 4});
    QCOMPARE(m_script.d20Questions.size(), 3); // two for initiative, one attack roll: asked once
    QCOMPARE(m_script.forcedQuestions.size(), 1);
    QVERIFY(m_script.forcedQuestions.first().startsWith(QStringLiteral("push B1 Test Brute: ")));
    const QString firstEnd = m_script.forcedQuestions.first().section(QLatin1Char(' '), 4, 4);
    const CreatureState* b1 = battle().state().creature(QStringLiteral("B1"));
    QCOMPARE(squareText(b1->space.topLeft), firstEnd);
    QCOMPARE(b1->hitPoints.current, 40); // +8 + 15 hits AC 14: 10 damage
    QCOMPARE(battle().history().constLast().forced.value(QStringLiteral("B1")).constLast(), b1->space.topLeft);

    // Cancelling the choice cancels the attack.
    m_window->session()->undoStack()->undo();
    m_script.d20s = {15};
    rollAttack({4, 4}, 1, {5, 4});
    QCOMPARE(battle().state().creature(QStringLiteral("B1"))->space.topLeft, (Square{5, 4}));
    QCOMPARE(battle().state().creature(QStringLiteral("B1"))->hitPoints.current, 50);
}

// With the app's dice the attack keeps the roll it made before the players chose the path: the
// seeded dice's next roll after initiative, not the one after it.
void TestSandboxWindow::aPushKeepsTheAppsDice()
{
    BattleSetup setup = setupWithAttacker(QStringLiteral("Test Ogre"));
    openWindow(setup);
    m_script.firstSide = Side::A;
    m_window->findChild<QAction*>(QStringLiteral("startRoundAction"))->trigger();
    m_script.forcedPaths = {0, 0};
    rollAttack({4, 4}, 1, {5, 4});
    const Action& initiative = battle().history().constFirst();
    const qsizetype initiativeRolls = initiative.initiative[0]->size() + initiative.initiative[1]->size();
    SeededDice reference(7u);
    for (qsizetype i = 0; i < initiativeRolls; ++i)
        reference.nextD20(RollPurpose::Initiative);
    const int attackRoll = *reference.nextD20(RollPurpose::Attack);
    const Action& attack = battle().history().constLast();
    QCOMPARE(attack.kind, ActionKind::Attack);
    QCOMPARE(attack.rolls, std::optional<QList<int>>(QList<int>{attackRoll}));
    // A hit pushes (the question was asked); a miss does not.
    const bool hit = attackRoll == 20 || (attackRoll != 1 && attackRoll + 8 >= 14);
    QCOMPARE(m_script.forcedQuestions.size(), hit ? 1 : 0);
}

// The push comes from the further attack: its path goes into that attack's "further" entry.
void TestSandboxWindow::aFurtherAttacksPushIsAskedToo()
{
    openWindow(setupWithAttacker(QStringLiteral("Test Grappler"))); // A1 at [4,4], B1 at [5,4]
    startRound(17, 9);
    m_script.d20s = {15, 15};
    m_script.forcedPaths = {0};
    rollAttack({4, 4}, 1, {5, 4});
    QCOMPARE(m_script.forcedQuestions.size(), 1);
    QCOMPARE(m_script.d20Questions.size(), 4); // initiative 2, Grab and Heave once each
    const Action& played = battle().history().constLast();
    QCOMPARE(played.further.size(), 1);
    const Square end = played.further.constFirst().forced.value(QStringLiteral("B1")).constLast();
    QCOMPARE(battle().state().creature(QStringLiteral("B1"))->space.topLeft, end);
    QCOMPARE(battle().state().creature(QStringLiteral("B1"))->hitPoints.current, 40);
}

// With two other enemies in reach, the attacker's player names the repeated attack's target.
void TestSandboxWindow::aFurtherAttackAsksForItsTarget()
{
    BattleSetup setup = setupWithAttacker(QStringLiteral("Test Cleaver")); // A1 at [4,4], B1 at [5,4]
    const Creature brute = setup.creatures[1].card;
    setup.creatures.append(CreatureSetup{QStringLiteral("B2"), Side::B, brute, Square{5, 3}, std::nullopt});
    setup.creatures.append(CreatureSetup{QStringLiteral("B3"), Side::B, brute, Square{5, 5}, std::nullopt});
    openWindow(setup);
    startRound(17, 9);
    m_script.d20s = {15, 15};
    m_script.targets = {1};
    rollAttack({4, 4}, 1, {5, 4});
    QCOMPARE(m_script.targetQuestions,
             QStringList{QStringLiteral("A1 Test Cleaver, Cleave: B2 Test Brute, B3 Test Brute")});
    QCOMPARE(m_script.d20Questions.size(), 4); // initiative 2, the attack and the repeated attack, once each
    QCOMPARE(battle().state().creature(QStringLiteral("B1"))->hitPoints.current, 40);
    QCOMPARE(battle().state().creature(QStringLiteral("B2"))->hitPoints.current, 50);
    QCOMPARE(battle().state().creature(QStringLiteral("B3"))->hitPoints.current, 40);
    QCOMPARE(battle().history().constLast().further.size(), 1);

    // The battle file keeps the choice: saved and loaded, it replays to the same hit points.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cleave.json"));
    QVERIFY(m_window->saveBattle(path));
    QVERIFY(m_window->openBattle(path));
    QCOMPARE(battle().state().creature(QStringLiteral("B3"))->hitPoints.current, 40);
}

namespace {

// Test Axeman A1 at [4,4] beside B1 (10 HP left) at [5,4] and B2 at [5,3].
BattleSetup cleaveSetup(const BattleSetup& withAxeman)
{
    BattleSetup setup = withAxeman;
    setup.creatures[1].hp = 10;
    setup.creatures.append(
        CreatureSetup{QStringLiteral("B2"), Side::B, setup.creatures[1].card, Square{5, 3}, std::nullopt});
    return setup;
}

} // namespace

// Cleave (703.1, 415): when the Axe destroys B1 its player is asked, and the attack it makes is part
// of the same action, on the dice already rolled plus one.
void TestSandboxWindow::cleaveIsAskedWhenItsAttackDestroys()
{
    openWindow(cleaveSetup(setupWithAttacker(QStringLiteral("Test Axeman"))));
    startRound(17, 9);
    m_script.d20s = {15, 15};
    m_script.responses = {gui::ResponseChoice{gui::ResponseAnswer::Use}};
    rollAttack({4, 4}, 1, {5, 4});
    QCOMPARE(m_script.responseQuestions,
             QStringList{QStringLiteral("A1 Test Axeman, Cleave: A1 Test Axeman destroyed B1 Test Brute")});
    QCOMPARE(m_script.d20Questions.size(), 4); // initiative 2, the Axe, Cleave's attack: each once
    QVERIFY(battle().state().creature(QStringLiteral("B1"))->eliminated);
    QCOMPARE(battle().state().creature(QStringLiteral("B2"))->hitPoints.current, 40);
    const Action& played = battle().history().constLast();
    QCOMPARE(played.responses, (QList<Response>{Response{QStringLiteral("A1"), QStringLiteral("Cleave")}}));
    QCOMPARE(played.rolls, std::optional<QList<int>>(QList<int>{15, 15}));

    // Saved and loaded, the response replays.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cleave.json"));
    QVERIFY(m_window->saveBattle(path));
    QVERIFY(m_window->openBattle(path));
    QCOMPARE(battle().state().creature(QStringLiteral("B2"))->hitPoints.current, 40);

    // One undo takes back the attack with its Cleave.
    m_window->session()->undoStack()->undo();
    QCOMPARE(battle().state().creature(QStringLiteral("B1"))->hitPoints.current, 10);
    QCOMPARE(battle().state().creature(QStringLiteral("B2"))->hitPoints.current, 50);
}

// Heatsoak ("Use when this creature takes fire damage"): its player is asked once the damage is dealt, in
// the players' words, and the answer is part of the attack's action.
void TestSandboxWindow::damageOfATypeTakenIsAsked()
{
    BattleSetup setup = setupWithAttacker(QStringLiteral("Test Flamer")); // A1 at [4,4], B1 at [5,4]
    setup.creatures[1].card = m_cards.creaturesNamed(QStringLiteral("Test Salamander")).first();
    openWindow(setup);
    startRound(17, 9);
    m_script.d20s = {15};
    m_script.responses = {gui::ResponseChoice{gui::ResponseAnswer::Use}};
    rollAttack({4, 4}, 1, {5, 4});
    QCOMPARE(m_script.responseQuestions,
             QStringList{QStringLiteral("B1 Test Salamander, Heatsoak: B1 Test Salamander takes damage")});
    const CreatureState& salamander = *battle().state().creature(QStringLiteral("B1"));
    QCOMPARE(salamander.hitPoints.current, 40);
    QCOMPARE(salamander.effects.modifiers().size(), 1);
    QCOMPARE(battle().history().constLast().responses,
             (QList<Response>{Response{QStringLiteral("B1"), QStringLiteral("Heatsoak")}}));
}

// Shield Wall (603.2.a): as A1 targets the Shieldbearer, its player is asked, picks the ally the attack
// turns to among those beside it, and the attack hits that one; the pick is kept with the attack.
void TestSandboxWindow::aRedirectAsksWhereTheAttackTurns()
{
    BattleSetup setup = adjacentSetup(m_cards); // A1 at [4,4], B1 at [5,4]
    const Creature brute = setup.creatures[1].card;
    setup.creatures[1].card = m_cards.creaturesNamed(QStringLiteral("Test Shieldbearer")).first();
    setup.creatures.append(CreatureSetup{QStringLiteral("B2"), Side::B, brute, Square{5, 3}, std::nullopt});
    setup.creatures.append(CreatureSetup{QStringLiteral("B3"), Side::B, brute, Square{5, 5}, std::nullopt});
    openWindow(setup);
    startRound(17, 9);
    m_script.d20s = {19};
    m_script.responses = {gui::ResponseChoice{gui::ResponseAnswer::Use, 1}};
    rollAttack({4, 4}, 1, {5, 4});
    QCOMPARE(
        m_script.responseQuestions,
        QStringList{QStringLiteral("B1 Test Shieldbearer, Shield Wall: A1 Test Swordsman attacks B1 Test "
                                   "Shieldbearer (B2 Test Brute, B3 Test Brute) [new target]")});
    QCOMPARE(battle().state().creature(QStringLiteral("B1"))->hitPoints.current, 50);
    QCOMPARE(battle().state().creature(QStringLiteral("B2"))->hitPoints.current, 50);
    QCOMPARE(battle().state().creature(QStringLiteral("B3"))->hitPoints.current, 40);
    QCOMPARE(battle().history().constLast().responses,
             (QList<Response>{Response{QStringLiteral("B1"), QStringLiteral("Shield Wall"), std::nullopt,
                                       QStringLiteral("B3")}}));
}

// "Never ask for this creature": declined now and never asked about again in this sandbox.
void TestSandboxWindow::neverAskDeclinesCleaveForThatCreature()
{
    openWindow(cleaveSetup(setupWithAttacker(QStringLiteral("Test Axeman"))));
    startRound(17, 9);
    m_script.d20s = {15};
    m_script.responses = {gui::ResponseChoice{gui::ResponseAnswer::NeverAsk}};
    rollAttack({4, 4}, 1, {5, 4});
    QCOMPARE(m_script.responseQuestions.size(), 1);
    QVERIFY(battle().state().creature(QStringLiteral("B1"))->eliminated);
    QCOMPARE(battle().state().creature(QStringLiteral("B2"))->hitPoints.current, 50);
    QVERIFY(battle().history().constLast().responses.isEmpty());

    m_window->session()->undoStack()->undo();
    m_script.d20s = {15};
    m_script.responses = {gui::ResponseChoice{gui::ResponseAnswer::Use}};
    rollAttack({4, 4}, 1, {5, 4});
    QCOMPARE(m_script.responseQuestions.size(), 1); // not asked again
    QCOMPARE(battle().state().creature(QStringLiteral("B2"))->hitPoints.current, 50);
}

// Gnashing Horde (404.1): as A1 ends its turn beside the Horde, the Horde's player is asked; used, A1
// takes the damage, and the response is kept with the turn's end.
void TestSandboxWindow::aNeighboursTurnEndIsAskedOfItsPlayer()
{
    BattleSetup setup = adjacentSetup(m_cards);
    setup.creatures[1].card = m_cards.creaturesNamed(QStringLiteral("Test Horde")).first();
    openWindow(setup);
    startRound(17, 9);
    m_script.d20s = {2}; // a miss: only the Horde's power hurts A1
    rollAttack({4, 4}, 1, {5, 4});
    m_script.responses = {gui::ResponseChoice{gui::ResponseAnswer::Use}};
    m_window->findChild<QAction*>(QStringLiteral("endTurnAction"))->trigger();
    QCOMPARE(m_script.responseQuestions,
             QStringList{
                 QStringLiteral("B1 Test Horde, Gnashing Horde: A1 Test Swordsman's turn ends near B1 Test "
                                "Horde")});
    QCOMPARE(battle().state().creature(QStringLiteral("A1"))->hitPoints.current, 35);
    QCOMPARE(battle().history().constLast().responses,
             (QList<Response>{Response{QStringLiteral("B1"), QStringLiteral("Gnashing Horde")}}));
}

// 302.1: as the round begins, before the initiative roll, the champion's player is asked; used, the
// power marks off the champion's one use and gives its ally the bonus.
void TestSandboxWindow::aChampionPowerIsAskedAsTheRoundBegins()
{
    BattleSetup setup = setupWithAttacker(QStringLiteral("Test Swordsman"));
    setup.creatures.append(CreatureSetup{QStringLiteral("A2"), Side::A,
                                         m_cards.creaturesNamed(QStringLiteral("Test Captain")).first(),
                                         Square{1, 1}, std::nullopt});
    openWindow(setup);
    m_script.responses = {gui::ResponseChoice{gui::ResponseAnswer::Use}};
    m_window->findChild<QAction*>(QStringLiteral("typedDiceAction"))->trigger();
    m_script.d20s = {17, 3, 9}; // side A has the champion: it rolls twice (302.2)
    m_window->findChild<QAction*>(QStringLiteral("startRoundAction"))->trigger();
    QCOMPARE(m_script.responseQuestions,
             QStringList{QStringLiteral("A2 Test Captain, champion power 1: Round 1 begins")});
    QCOMPARE(m_script.d20Questions.size(), 3); // the initiative dice, not asked again
    QCOMPARE(battle().state().creature(QStringLiteral("A2"))->championUses, 0);
    QCOMPARE(battle().state().creature(QStringLiteral("A1"))->granted.size(), 1);
    QCOMPARE(battle().history().constFirst().responses,
             (QList<Response>{Response{QStringLiteral("A2"), QStringLiteral("champion 1")}}));
}

// 102.2: as the first round begins, a power used at set-up is asked for with what it chooses; the
// enemy picked is recorded in the battle and the bonus counts against it.
void TestSandboxWindow::aSetupPowerAsksWhatItChooses()
{
    openWindow(setupWithAttacker(QStringLiteral("Test Stalker")));
    m_script.responses = {gui::ResponseChoice{gui::ResponseAnswer::Use, 0}};
    startRound(17, 9);
    QCOMPARE(
        m_script.responseQuestions,
        QStringList{QStringLiteral("A1 Test Stalker, Hunted Prey: Set-up is done; the first round begins "
                                   "(B1 Test Brute) [enemy]")});
    Response used{QStringLiteral("A1"), QStringLiteral("Hunted Prey")};
    used.choice = QStringLiteral("B1");
    QCOMPARE(battle().history().constFirst().responses, QList<Response>{used});
    const QList<GrantedModifier>& granted = battle().state().creature(QStringLiteral("A1"))->granted;
    QCOMPARE(granted.size(), 1);
    QCOMPARE(granted.first().against, QStringLiteral("B1"));
    QCOMPARE(granted.first().until, EffectDuration::Permanent);
}

// "Minor action: Shift 1" from the creature panel's Use Power menu: its player picks where the shift
// ends among the squares it may reach, and the move action is still there afterwards.
void TestSandboxWindow::usePowerAsksWhereTheShiftGoes()
{
    openWindow(setupWithAttacker(QStringLiteral("Test Shifter"))); // A1 at [4,4], B1 at [5,4]
    startRound(17, 9);
    click({4, 4});
    auto* button = m_window->findChild<QToolButton*>(QStringLiteral("usePowerButton"));
    QVERIFY(button && button->isVisible() && button->isEnabled());
    QCOMPARE(button->menu()->actions().size(), 1);
    QCOMPARE(button->menu()->actions().first()->text(), QStringLiteral("Shifty"));
    m_script.forcedPaths = {0};
    button->menu()->actions().first()->trigger();
    QCOMPARE(m_script.forcedQuestions.size(), 1);
    QVERIFY(m_script.forcedQuestions.first().startsWith(QStringLiteral("shift A1 Test Shifter: ")));
    const Action& used = battle().history().constLast();
    QCOMPARE(used.kind, ActionKind::Use);
    QCOMPARE(used.use, QStringLiteral("Shifty"));
    const Square at = battle().state().creature(QStringLiteral("A1"))->space.topLeft;
    QVERIFY(at != (Square{4, 4}));
    QVERIFY(areAdjacent(Space{at, 1}, Space{Square{4, 4}, 1}));
    QVERIFY(!battle().state().turn->moveActionUsed); // a minor action (703.1.d)
    QVERIFY(battle().state().turn->minorActionUsed);
}

// "Minor action: Make 1 Net attack" with two enemies adjacent: the player is asked which one, and
// the attack is made as part of the minor action, leaving the attack action.
void TestSandboxWindow::usePowerAsksWhomItsAttackTargets()
{
    BattleSetup setup = setupWithAttacker(QStringLiteral("Test Netter")); // A1 at [4,4], B1 at [5,4]
    setup.creatures.append(
        CreatureSetup{QStringLiteral("B2"), Side::B, setup.creatures[1].card, Square{4, 5}, std::nullopt});
    openWindow(setup);
    startRound(17, 9);
    click({4, 4});
    auto* button = m_window->findChild<QToolButton*>(QStringLiteral("usePowerButton"));
    QVERIFY(button && button->isEnabled());
    m_script.targets = {1};
    m_script.d20s = {15};
    button->menu()->actions().first()->trigger();
    QCOMPARE(m_script.targetQuestions,
             QStringList{QStringLiteral("use: A1 Test Netter, Net: B1 Test Brute, B2 Test Brute")});
    QCOMPARE(battle().history().constLast().targets, QStringList{QStringLiteral("B2")});
    QVERIFY(battle().state().creature(QStringLiteral("B2"))->effects.has(Condition::Immobilized));
    QVERIFY(!battle().state().creature(QStringLiteral("B1"))->effects.has(Condition::Immobilized));
    QVERIFY(battle().state().turn->minorActionUsed);
    QVERIFY(!battle().state().turn->attackActionUsed);

    // Saved and loaded, the use replays against the same target.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("net.json"));
    QVERIFY(m_window->saveBattle(path));
    QVERIFY(m_window->openBattle(path));
    QVERIFY(battle().state().creature(QStringLiteral("B2"))->effects.has(Condition::Immobilized));
    QCOMPARE(m_script.targetQuestions.size(), 1); // not asked again
}

// Awareness (412.3.b, card text): once the shift's path is chosen, the opponent is asked about the
// opportunity attack, as for a Shift action.
void TestSandboxWindow::aPowersShiftAwayFromAwarenessIsOffered()
{
    BattleSetup setup = setupWithAttacker(QStringLiteral("Test Shifter"));                   // A1 at [4,4]
    setup.creatures[1].card = m_cards.creaturesNamed(QStringLiteral("Test Sentry")).first(); // B1 at [5,4]
    openWindow(setup);
    startRound(17, 9);
    click({4, 4});
    auto* button = m_window->findChild<QToolButton*>(QStringLiteral("usePowerButton"));
    QVERIFY(button);
    m_script.forcedPaths = {0};
    m_script.reactions = {QStringLiteral("B1")};
    m_script.d20s = {15}; // the Pike's opportunity attack: +7 + 15 hits AC 15
    button->menu()->actions().first()->trigger();
    QCOMPARE(m_script.reactionQuestions, QStringList{QStringLiteral("A1 Test Shifter")});
    QCOMPARE(battle().history().constLast().reactions.size(), 1);
    QCOMPARE(battle().state().creature(QStringLiteral("A1"))->hitPoints.current, 20);
}

// 703.5.a: "RECHARGE as a move action" from the creature panel, once the power is spent.
void TestSandboxWindow::aSpentPowerRecharges()
{
    BattleSetup setup = setupWithAttacker(QStringLiteral("Test Caster"));
    openWindow(setup);
    startRound(17, 9);
    click({4, 4});
    m_window->creaturePanel()->setCurrentAttack(2); // Fire Bolt, one use
    auto* recharge = m_window->findChild<QPushButton*>(QStringLiteral("rechargeButton"));
    QVERIFY(!recharge->isEnabled()); // not spent yet
    click({5, 4});
    m_script.d20s = {15};
    pressRoll();
    QCOMPARE(battle().state().creature(QStringLiteral("A1"))->usesSpent.value(2), 1);
    m_window->creaturePanel()->setCurrentAttack(2);
    QVERIFY(m_window->creaturePanel()->attackList()->currentItem()->text().endsWith(QStringLiteral(" - used")));
    QVERIFY(recharge->isEnabled());
    QTest::mouseClick(recharge, Qt::LeftButton);
    QCOMPARE(battle().history().constLast().kind, ActionKind::Recharge);
    QCOMPARE(battle().state().creature(QStringLiteral("A1"))->usesSpent.value(2), 0);
    QVERIFY(!recharge->isEnabled());
}

// 413.3.a and card text: an enemy out of reach is aimed for a charge; with a power "usable on charge"
// picked, Charge makes its attack (+1), and the saved battle keeps it.
void TestSandboxWindow::chargeMakesThePickedPowerUsableOnCharge()
{
    selectInRoundOne(QStringLiteral("Test Lancer"));
    m_window->creaturePanel()->setCurrentAttack(2); // Lance Charge
    click({5, 4});
    auto* charge = m_window->findChild<QPushButton*>(QStringLiteral("chargeButton"));
    QVERIFY(charge->isEnabled());        // B1, 3 squares away, is aimed for a charge
    QVERIFY(!rollButton()->isEnabled()); // but the lance does not reach it as it stands
    m_script.d20s = {8};                 // +6 +1 for the charge + 8 = 15 hits AC 14; +6 + 8 alone would miss
    QTest::mouseClick(charge, Qt::LeftButton);
    const Action& made = battle().history().constLast();
    QCOMPARE(made.kind, ActionKind::Charge);
    QCOMPARE(made.attack, 2);
    QCOMPARE(battle().state().creature(QStringLiteral("B1"))->hitPoints.current, 30);
    const SavedBattle saved{battle().setup(), battle().history(), 1u, DiceMode::Typed};
    const BattleFileResult loaded = BattleFile::read(BattleFile::write(saved), m_cards);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    QCOMPARE(loaded.battle.actions.constLast().attack, 2);
}

// "Make 2 {m} attacks" with two melee attacks to choose from: the player names one for both.
void TestSandboxWindow::makeTwoAttacksAsksWhichAttack()
{
    BattleSetup setup = setupWithAttacker(QStringLiteral("Test Duelist"));
    openWindow(setup);
    startRound(17, 9);
    m_script.d20s = {15, 15};
    m_script.madeAttacks = {1}; // Hook
    rollAttack({4, 4}, 3, {5, 4});
    QCOMPARE(m_script.madeQuestions, QStringList{QStringLiteral("A1 Test Duelist, Flurry: Jab, Hook")});
    QCOMPARE(battle().history().constLast().made, QList<int>{2});
    QCOMPARE(battle().state().creature(QStringLiteral("B1"))->hitPoints.current, 30); // two Hooks of 10
    QCOMPARE(m_script.d20Questions.size(), 4);
}

// "1 adjacent ally heals 20 HP" beside two allies: the player picks which.
void TestSandboxWindow::aLimitedHealingAsksWhichAlly()
{
    BattleSetup setup = setupWithAttacker(QStringLiteral("Test Medic")); // A1 at [4,4]
    const Creature swordsman = m_cards.creaturesNamed(QStringLiteral("Test Swordsman")).first();
    setup.creatures.append(CreatureSetup{QStringLiteral("A2"), Side::A, swordsman, Square{3, 4}, std::nullopt});
    setup.creatures.append(CreatureSetup{QStringLiteral("A3"), Side::A, swordsman, Square{4, 3}, std::nullopt});
    openWindow(setup);
    startRound(17, 9);
    m_script.d20s = {15};
    m_script.healedAllies = {{1}};
    rollAttack({4, 4}, 2, {5, 4});
    QCOMPARE(m_script.healedQuestions.size(), 1);
    QVERIFY(m_script.healedQuestions.first().contains(QStringLiteral("heals 1: A2 Test Swordsman, A3 Test Swordsman")));
    QCOMPARE(battle().history().constLast().healed, QStringList{QStringLiteral("A3")});
    const auto logged = [this](const QString& text) {
        return std::any_of(battle().log().cbegin(), battle().log().cend(),
                           [&text](const LogEntry& entry) { return entry.text.contains(text); });
    };
    QVERIFY(logged(QStringLiteral("Healing Strike: A3 ")));
    QVERIFY(!logged(QStringLiteral("Healing Strike: A2 ")));
}

void TestSandboxWindow::marksBloodiedCreatures()
{
    BattleSetup setup = adjacentSetup(m_cards);
    setup.creatures[1].hp = 20; // bloodied at 10 (804.4.d)
    openWindow(setup);
    startRound(17, 9);
    click({4, 4});
    m_window->creaturePanel()->setCurrentAttack(1);
    click({5, 4});
    m_script.d20s = {12};
    m_window->rollAttack();
    const TokenInfo& b1 = m_window->board()->token(QStringLiteral("B1"))->info();
    QCOMPARE(b1.hp, 10);
    QCOMPARE(b1.startingHp, 20);
    QVERIFY(b1.bloodied);
    QVERIFY(m_window->board()->token(QStringLiteral("B1"))->toolTip().contains(QStringLiteral("Bloodied")));
    QVERIFY(!m_window->board()->token(QStringLiteral("A1"))->info().bloodied);
}

void TestSandboxWindow::showsConditionBadges()
{
    startRound(17, 9);
    click({4, 4});
    QCOMPARE(m_window->creaturePanel()->attackList()->count(), 2);
    m_window->creaturePanel()->setCurrentAttack(2);
    click({5, 4});
    m_script.d20s = {10};
    m_window->rollAttack();
    const TokenItem* b1 = m_window->board()->token(QStringLiteral("B1"));
    QVERIFY(battle().state().creature(QStringLiteral("B1"))->has(Condition::Dazed));
    QCOMPARE(b1->info().badges, QStringList{QStringLiteral("Da")});
    QVERIFY(b1->toolTip().contains(QStringLiteral("Dazed")));
    QCOMPARE(b1->info().hp, 45);
}

void TestSandboxWindow::undoAndRedoRestoreTheBattle()
{
    startRound(17, 9);
    const BattleState afterInitiative = battle().state();
    const QList<LogEntry> logAfterInitiative = battle().log();
    click({4, 4});
    m_window->creaturePanel()->setCurrentAttack(1);
    click({5, 4});
    m_script.d20s = {15};
    m_window->rollAttack();
    const BattleState afterAttack = battle().state();
    QVERIFY(!(afterAttack == afterInitiative));

    m_window->findChild<QAction*>(QStringLiteral("undoAction"))->trigger();
    QVERIFY(battle().state() == afterInitiative);
    QCOMPARE(battle().log(), logAfterInitiative);
    QCOMPARE(m_window->board()->token(QStringLiteral("B1"))->info().hp, 50);
    m_window->findChild<QAction*>(QStringLiteral("redoAction"))->trigger();
    QVERIFY(battle().state() == afterAttack);
    QCOMPARE(m_script.d20Questions.size(), 3); // redo replays the recorded roll, asks nothing
}

void TestSandboxWindow::appDiceAreSeeded()
{
    QVERIFY(m_window->findChild<QAction*>(QStringLiteral("appDiceAction"))->isChecked());
    QVERIFY(m_window->statusBar()->findChild<QLabel*>(QStringLiteral("seedLabel"))->text().contains(QStringLiteral("7")));
    m_window->startRound();
    const QList<Action> first = battle().history();
    SandboxWindow again(adjacentSetup(m_cards), m_cards, nullptr, 7u);
    PromptScript script;
    again.setPrompts(std::make_unique<ScriptedPrompts>(script));
    again.startRound();
    QCOMPARE(again.session()->battle().history(), first);
    QVERIFY(m_script.d20Questions.isEmpty());
}

void TestSandboxWindow::saveLoadAndReplayReproduceTheBattle()
{
    startRound(17, 9);
    click({4, 4});
    click({4, 2});
    m_window->creaturePanel()->setCurrentAttack(1);
    m_window->endTurn();
    QVERIFY(battle().history().size() >= 3);
    const BattleState live = battle().state();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.json"));
    QVERIFY(m_window->saveBattle(path));

    BattleSetup elsewhere = adjacentSetup(m_cards);
    elsewhere.map.setName(QStringLiteral("Another Map"));
    SandboxWindow loaded(elsewhere, m_cards, nullptr, 1u);
    PromptScript script;
    loaded.setPrompts(std::make_unique<ScriptedPrompts>(script));
    QVERIFY(loaded.windowTitle().contains(QLatin1String("Another Map")));
    QVERIFY(loaded.openBattle(path));
    QVERIFY2(script.errors.isEmpty(), qPrintable(script.errors.join(QLatin1Char('\n'))));
    // First-hour bug 7: the title kept the old map's name.
    QVERIFY2(!loaded.windowTitle().contains(QLatin1String("Another Map")), qPrintable(loaded.windowTitle()));
    QVERIFY(loaded.windowTitle().contains(battle().setup().map.name()));
    QVERIFY(loaded.session()->battle().state() == live);
    QCOMPARE(loaded.session()->battle().history(), battle().history());
    QCOMPARE(loaded.session()->seed(), 7u);
    QCOMPARE(loaded.board()->token(QStringLiteral("A1"))->pos(), BoardScene::squareRect({4, 2}).topLeft());

    // Step back to just after the initiative: A1 stands where it began, the board is read-only.
    ReplayPanel* replay = loaded.replayPanel();
    QVERIFY(replay->atEnd());
    replay->setPosition(1);
    QCOMPARE(loaded.board()->token(QStringLiteral("A1"))->pos(), BoardScene::squareRect({4, 4}).topLeft());
    QCOMPARE(loaded.logView()->entryCount(), Battle::replay(battle().setup(), battle().history().mid(0, 1)).battle.log().size());
    replay->stepForward();
    QCOMPARE(loaded.board()->token(QStringLiteral("A1"))->pos(), BoardScene::squareRect({4, 2}).topLeft());
    replay->setPosition(int(battle().history().size()));
    QVERIFY(replay->atEnd());
    QCOMPARE(loaded.logView()->entryCount(), battle().log().size());
    // The loaded actions can be undone like played ones.
    loaded.session()->undoStack()->undo();
    QCOMPARE(loaded.session()->battle().history().size(), battle().history().size() - 1);
}

void TestSandboxWindow::ruleLinksReachTheRulesBrowser()
{
    startRound(17, 9);
    QSignalSpy links(m_window.get(), &SandboxWindow::linkActivated);
    QVERIFY(m_window->logView()->toHtml().contains(QStringLiteral("ddm://rule/302")));
    emit m_window->logView()->anchorClicked(QUrl(QStringLiteral("ddm://rule/302.3")));
    QCOMPARE(links.size(), 1);
    QCOMPARE(links.first().first().toUrl(), QUrl(QStringLiteral("ddm://rule/302.3")));
}

QTEST_MAIN(TestSandboxWindow)
#include "tst_sandbox_window.moc"
