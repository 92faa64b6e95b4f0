// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The sandbox's set-up as the rules order it (102.3-102.7): the set-up roll with the champion rule,
// Player 1 chosen by the winner, the battle map from either warband, Player 2's start area.
#include "combat/scripted_dice.h"
#include "engine/battle.h"
#include "sandbox/sandbox_setup_sequence.h"
#include "warband/warband_resolver.h"

#include "sandbox_fixture.h"
#include "scripted_prompts.h"

#include <QTest>

#include <algorithm>

using namespace ddm;
using namespace ddm::gui;
using namespace ddm::test;

class TestSandboxSetupSequence : public QObject {
    Q_OBJECT

private slots:
    void championRollsTwiceAndPlayer1TakesEitherMap();
    void tiesWithoutAChampionAreRolledAgain();
    void oneMapIsTakenWithoutAQuestion();
    void aCancelledQuestionSetsNothingUp();
};

namespace {

BattleMap namedMap(const QString& name)
{
    BattleMap map = inventedBattleMap();
    map.setName(name);
    return map;
}

// Own: a Test Captain (Champion rating 1) and a Swordsman; Rivals: two Brutes. Each names a map.
SetupRequest captainAgainstBrutes()
{
    const InMemoryCardLookup cards = inventedCards();
    return {
        {WarbandResolver::resolve(inventedWarband(QStringLiteral("Own"), {QStringLiteral("Test Captain"),
                                                                          QStringLiteral("Test Swordsman")}),
                                  cards),
         WarbandResolver::resolve(inventedWarband(QStringLiteral("Rivals"), {QStringLiteral("Test Brute"),
                                                                             QStringLiteral("Test Brute")}),
                                  cards)},
        {QStringLiteral("Own"), QStringLiteral("Rivals")},
        std::nullopt,
        {namedMap(QStringLiteral("Home Field")), namedMap(QStringLiteral("Away Field"))}};
}

ScriptedDice dice(const QList<int>& rolls)
{
    ScriptedDice scripted;
    scripted.append(rolls);
    return scripted;
}

QStringList idsOfSide(const BattleSetup& setup, Side side)
{
    QStringList ids;
    for (const CreatureSetup& creature : setup.creatures) {
        if (creature.side == side)
            ids.append(creature.id + QLatin1Char(' ') + creature.card.name);
    }
    return ids;
}

} // namespace

// Own's champion rolls twice (3 and 15) against Rivals' 12 and wins; the winner makes Own Player 1,
// who takes Rivals' map; Rivals, Player 2, takes start area A, so Own plays side B and sets up second.
void TestSandboxSetupSequence::championRollsTwiceAndPlayer1TakesEitherMap()
{
    PromptScript script;
    script.setupMap = 1;
    script.startArea = Side::A;
    ScriptedPrompts prompts(script);
    ScriptedDice rolls = dice({3, 15, 12});
    const std::optional<SandboxSetup> built = runSetupSequence(captainAgainstBrutes(), prompts, rolls);
    QVERIFY(built);
    QCOMPARE(script.setupRollQuestions.size(), 1);
    QVERIFY2(script.setupRollQuestions.first().contains(QLatin1String("Own 3 and 15, Rivals 12")),
             qPrintable(script.setupRollQuestions.first()));
    QVERIFY(script.setupRollQuestions.first().contains(QLatin1String("Own rolls twice")));
    QCOMPARE(script.setupMapQuestions,
             QStringList{QStringLiteral("Own chooses: Own: Home Field / Rivals: Away Field")});
    QCOMPARE(script.startAreaQuestions, QStringList{QStringLiteral("Rivals")});

    const BattleSetup& setup = built->setup;
    QCOMPARE(setup.map.name(), QStringLiteral("Away Field"));
    QCOMPARE(setup.sideNames, (std::array{QStringLiteral("Rivals"), QStringLiteral("Own")}));
    QCOMPARE(idsOfSide(setup, Side::A),
             (QStringList{QStringLiteral("A1 Test Brute"), QStringLiteral("A2 Test Brute")}));
    QCOMPARE(idsOfSide(setup, Side::B),
             (QStringList{QStringLiteral("B1 Test Captain"), QStringLiteral("B2 Test Swordsman")}));
    for (const CreatureSetup& creature : setup.creatures)
        QVERIFY2(setup.map.inStartArea(creature.side, creature.at), qPrintable(creature.id));
    QVERIFY(setup.setupRoll);
    QCOMPARE(setup.setupRoll->rolls, (std::array{QList<int>{12}, QList<int>{3, 15}}));
    QCOMPARE(setup.player1(), Side::B);

    // The battle log opens with the roll, replayed from the setup.
    const Battle battle(setup);
    QVERIFY(!battle.log().isEmpty());
    const LogEntry& first = battle.log().first();
    QCOMPARE(first.event, LogEvent::SetUp);
    QCOMPARE(first.rule, QStringLiteral("102.4"));
    QVERIFY2(first.text.contains(QLatin1String("A 12, B 3 and 15")), qPrintable(first.text));
    QVERIFY(first.text.contains(QLatin1String("side B wins and chooses side B as Player 1")));
    QVERIFY(first.text.contains(QLatin1String("Away Field")));
    QVERIFY(first.text.contains(QLatin1String("side A chose its start area and set up first")));
    QCOMPARE(first.rolls.size(), 3);
}

// Neither warband has a champion: a tie is rolled again (102.4.b); the winner may make the loser
// Player 1.
void TestSandboxSetupSequence::tiesWithoutAChampionAreRolledAgain()
{
    const InMemoryCardLookup cards = inventedCards();
    SetupRequest request = captainAgainstBrutes();
    request.warbands[0] = WarbandResolver::resolve(
        inventedWarband(QStringLiteral("Own"), {QStringLiteral("Test Swordsman")}), cards);
    request.chosenMap = namedMap(QStringLiteral("Picked Field"));
    PromptScript script;
    script.setupPlayer1 = 0; // Rivals won, and lets Own be Player 1
    script.startArea = Side::B;
    ScriptedPrompts prompts(script);
    ScriptedDice rolls = dice({7, 7, 4, 9});
    const std::optional<SandboxSetup> built = runSetupSequence(request, prompts, rolls);
    QVERIFY(built);
    QVERIFY2(script.setupRollQuestions.first().contains(
                 QLatin1String("Own 7, Rivals 7; a tie, rolled again: Own 4, Rivals 9")),
             qPrintable(script.setupRollQuestions.first()));
    QVERIFY(script.setupMapQuestions.isEmpty()); // the map picked in the dialog is played
    QCOMPARE(built->setup.map.name(), QStringLiteral("Picked Field"));
    QCOMPARE(built->setup.sideNames, (std::array{QStringLiteral("Own"), QStringLiteral("Rivals")}));
    QCOMPARE(built->setup.setupRoll->rolls, (std::array{QList<int>{7, 4}, QList<int>{7, 9}}));
    QCOMPARE(built->setup.player1(), Side::A);
    const LogEntry first = Battle(built->setup).log().first();
    QVERIFY2(first.text.contains(QLatin1String("side B wins and chooses side A as Player 1")),
             qPrintable(first.text));
}

// When only one warband names a map with a layout, or both name the same, Player 1 is not asked.
void TestSandboxSetupSequence::oneMapIsTakenWithoutAQuestion()
{
    SetupRequest request = captainAgainstBrutes();
    request.warbandMaps[0].reset();
    PromptScript script;
    script.startArea = Side::B;
    ScriptedPrompts prompts(script);
    ScriptedDice rolls = dice({20, 20, 1});
    const std::optional<SandboxSetup> built = runSetupSequence(request, prompts, rolls);
    QVERIFY(built);
    QVERIFY(script.setupMapQuestions.isEmpty());
    QCOMPARE(built->setup.map.name(), QStringLiteral("Away Field"));

    request.warbandMaps[0] = request.warbandMaps[1];
    ScriptedDice more = dice({2, 2, 1});
    QVERIFY(runSetupSequence(request, prompts, more));
    QVERIFY(script.setupMapQuestions.isEmpty());
}

void TestSandboxSetupSequence::aCancelledQuestionSetsNothingUp()
{
    PromptScript script; // no map, no start area: each question is cancelled
    ScriptedPrompts prompts(script);
    ScriptedDice rolls = dice({3, 15, 12});
    QVERIFY(!runSetupSequence(captainAgainstBrutes(), prompts, rolls));
    QCOMPARE(script.setupMapQuestions.size(), 1);
    QVERIFY(script.startAreaQuestions.isEmpty());

    script.setupMap = 0;
    ScriptedDice again = dice({3, 15, 12});
    QVERIFY(!runSetupSequence(captainAgainstBrutes(), prompts, again));
    QCOMPARE(script.startAreaQuestions.size(), 1);
}

QTEST_MAIN(TestSandboxSetupSequence)
#include "tst_sandbox_setup_sequence.moc"
