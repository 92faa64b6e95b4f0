// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What the board marks after an action: the attacks that hit or missed each creature, the hit points
// it lost or regained, and whether it was eliminated (outcomesOfAction over the battle's log).
#include "engine/action_outcomes.h"

#include "engine_fixture.h"

#include <QTest>

using namespace ddm;

namespace {

// Every creature's current HP after the first `actions` actions of a script.
QHash<QString, int> hitPointsAfter(const BattleScript& script, qsizetype actions)
{
    const Battle battle = Battle::replay(script.setup, script.actions.mid(0, actions)).battle;
    QHash<QString, int> hitPoints;
    for (const CreatureState& creature : battle.state().creatures)
        hitPoints.insert(creature.id, creature.hitPoints.current);
    return hitPoints;
}

const CreatureOutcome* outcomeOf(const QList<CreatureOutcome>& outcomes, const QString& creature)
{
    for (const CreatureOutcome& outcome : outcomes) {
        if (outcome.creature == creature)
            return &outcome;
    }
    return nullptr;
}

} // namespace

class TestActionOutcomes : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void hitPointsFollowTheBattle_data();
    void hitPointsFollowTheBattle();
    void attacksAreMarkedHitOrMiss_data();
    void attacksAreMarkedHitOrMiss();
    void anEliminationIsMarked();
    void otherActionsMarkNothing();
    void theLatestMarksStayUntilTheRoundEnds();
};

void TestActionOutcomes::initTestCase()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json"));
}

void TestActionOutcomes::hitPointsFollowTheBattle_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<bool>("damages"); // whether any creature's HP changes
    QTest::newRow("a round of move and attack") << "round_basics.json" << true;
    QTest::newRow("Fade Away") << "targeted_misses.json" << false;
    QTest::newRow("Blaze of Instinct") << "hit_by_misses_instead.json" << false;
    QTest::newRow("Psionic Ablation") << "targeted_less_damage.json" << true;
    QTest::newRow("Defender") << "defender_then_attack.json" << true;
    QTest::newRow("a healing font") << "healing_font.json" << true;
    QTest::newRow("an ally's healing") << "ally_healing.json" << true;
}

// For every action, the marked change of each creature's HP is what the battle's state shows.
void TestActionOutcomes::hitPointsFollowTheBattle()
{
    QFETCH(QString, script);
    QFETCH(bool, damages);
    const test::ScriptRun run = test::runScript(test::battleFile(script));
    QVERIFY2(run.readErrors.isEmpty(), qPrintable(run.readErrors.join(QLatin1Char('\n'))));
    QVERIFY(!run.error);
    bool anyChange = false;
    for (qsizetype action = 0; action < run.script.actions.size(); ++action) {
        const QHash<QString, int> before = hitPointsAfter(run.script, action);
        const QHash<QString, int> after = hitPointsAfter(run.script, action + 1);
        const QList<CreatureOutcome> outcomes = outcomesOfAction(run.battle.log(), action);
        for (auto it = after.cbegin(); it != after.cend(); ++it) {
            const CreatureOutcome* outcome = outcomeOf(outcomes, it.key());
            const int marked = outcome ? outcome->hpChange : 0;
            QCOMPARE(marked, it.value() - before.value(it.key()));
            anyChange = anyChange || marked != 0;
        }
    }
    QCOMPARE(anyChange, damages);
}

void TestActionOutcomes::attacksAreMarkedHitOrMiss_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<int>("action");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QList<AttackOutcome>>("attacks");
    QTest::newRow("a hit") << "round_basics.json" << 2 << "B1" << QList<AttackOutcome>{AttackOutcome::Hit};
    // Fade Away answers the targeting: no roll, a miss.
    QTest::newRow("that attack misses")
        << "targeted_misses.json" << 1 << "B1" << QList<AttackOutcome>{AttackOutcome::Miss};
    // Blaze of Instinct answers the hit: it was a hit, and is marked as the miss it became.
    QTest::newRow("the hit misses instead")
        << "hit_by_misses_instead.json" << 2 << "A1" << QList<AttackOutcome>{AttackOutcome::Miss};
}

void TestActionOutcomes::attacksAreMarkedHitOrMiss()
{
    QFETCH(QString, script);
    QFETCH(int, action);
    QFETCH(QString, target);
    QFETCH(QList<AttackOutcome>, attacks);
    const test::ScriptRun run = test::runScript(test::battleFile(script));
    QVERIFY(!run.error);
    const QList<CreatureOutcome> outcomes = outcomesOfAction(run.battle.log(), action);
    const CreatureOutcome* outcome = outcomeOf(outcomes, target);
    QVERIFY(outcome);
    QCOMPARE(outcome->attacks, attacks);
    QVERIFY(!outcome->eliminated);
}

// Defender: the target's strike destroys the attacker before its attack is rolled.
void TestActionOutcomes::anEliminationIsMarked()
{
    const test::ScriptRun run = test::runScript(test::battleFile(QStringLiteral("defender.json")));
    QVERIFY(!run.error);
    const QList<CreatureOutcome> outcomes = outcomesOfAction(run.battle.log(), 1);
    const CreatureOutcome* attacker = outcomeOf(outcomes, QStringLiteral("A1"));
    QVERIFY(attacker);
    QVERIFY(attacker->eliminated);
    QVERIFY(attacker->hpChange < 0);
}

void TestActionOutcomes::otherActionsMarkNothing()
{
    const test::ScriptRun run = test::runScript(test::battleFile(QStringLiteral("round_basics.json")));
    QVERIFY(!run.error);
    QVERIFY(outcomesOfAction(run.battle.log(), 0).isEmpty());  // starting the round
    QVERIFY(outcomesOfAction(run.battle.log(), 99).isEmpty()); // no such action
}

// The board keeps the latest action's marks while turns end without hitting anything, and clears
// them when a new round starts.
void TestActionOutcomes::theLatestMarksStayUntilTheRoundEnds()
{
    const test::ScriptRun run = test::runScript(test::battleFile(QStringLiteral("round_basics.json")));
    QVERIFY(!run.error);
    const BattleScript& script = run.script;
    QCOMPARE(latestOutcomes(Battle::replay(script.setup, script.actions.mid(0, 2)).battle.log()).action, -1);
    const LatestOutcomes afterAttack =
        latestOutcomes(Battle::replay(script.setup, script.actions.mid(0, 3)).battle.log());
    QCOMPARE(afterAttack.action, 2);
    QCOMPARE(afterAttack.outcomes, outcomesOfAction(run.battle.log(), 2));
    QCOMPARE(latestOutcomes(Battle::replay(script.setup, script.actions.mid(0, 4)).battle.log()).action, 2);
    QCOMPARE(latestOutcomes(run.battle.log()).action, 4);

    Battle nextRound = run.battle;
    Action start;
    start.kind = ActionKind::Initiative;
    start.initiative = {QList<int>{15}, QList<int>{5}};
    QVERIFY(nextRound.apply(start).ok());
    QCOMPARE(latestOutcomes(nextRound.log()).action, -1);
}

QTEST_GUILESS_MAIN(TestActionOutcomes)
#include "tst_action_outcomes.moc"
