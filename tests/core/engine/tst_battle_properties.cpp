// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Properties every battle keeps, checked over many scripted battles: a recorded history replays to
// an equal state and log; undoing each action restores the state before it exactly; a refused action
// changes nothing (CRG 109.4); battles rolled with seeded dice replay from their record.

#include "engine_fixture.h"

#include "combat/seeded_dice.h"

#include <QDir>

using namespace ddm;

class TestBattleProperties : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void replayReproducesTheState_data();
    void replayReproducesTheState();
    void undoRestoresEachState_data();
    void undoRestoresEachState();
    void refusedActionChangesNothing_data();
    void refusedActionChangesNothing();
    void seededDiceReplay_data();
    void seededDiceReplay();
    void undoWithNothingToUndo();
};

namespace {

// Every script of tests/data/battles, and those with invented cards in its "invented" folder.
void addScripts()
{
    QTest::addColumn<QString>("script");
    for (const QString& folder : {QString(), QStringLiteral("invented/")}) {
        const QDir dir(test::testDataPath(QStringLiteral("battles/") + folder));
        for (const QString& script : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(folder + script)) << folder + script;
    }
}

BattleScript readScript(const QString& name)
{
    return BattleScriptReader::read(test::battleFile(name), test::cardsFor(name)).script;
}

} // namespace

void TestBattleProperties::initTestCase() { DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json")); }

void TestBattleProperties::replayReproducesTheState_data() { addScripts(); }

void TestBattleProperties::replayReproducesTheState()
{
    QFETCH(QString, script);
    const BattleScript read = readScript(script);
    // Every script must read: a property of nothing proves nothing.
    QVERIFY2(!read.setup.creatures.isEmpty(), "the script does not read");
    const Battle::Replay first = Battle::replay(read.setup, read.actions);
    const Battle::Replay again = Battle::replay(read.setup, first.battle.history());
    QVERIFY(!again.error);
    QCOMPARE(again.battle.history().size(), first.battle.history().size());
    QVERIFY(again.battle.state() == first.battle.state());
    QVERIFY(again.battle.log() == first.battle.log());
    QVERIFY(again.battle.history() == first.battle.history());
}

void TestBattleProperties::undoRestoresEachState_data() { addScripts(); }

void TestBattleProperties::undoRestoresEachState()
{
    QFETCH(QString, script);
    const BattleScript read = readScript(script);
    Battle battle(read.setup);
    QList<BattleState> states{battle.state()};
    QList<qsizetype> logSizes{battle.log().size()}; // the set-up entries
    for (const Action& action : read.actions) {
        if (!battle.apply(action).ok())
            break;
        states.append(battle.state());
        logSizes.append(battle.log().size());
    }
    QCOMPARE(states.first(), initialState(read.setup, battle.combatants()));
    for (qsizetype i = states.size() - 1; i > 0; --i) {
        QVERIFY(battle.state() == states.at(i));
        QVERIFY(battle.undo());
        QVERIFY2(battle.state() == states.at(i - 1), qPrintable(QStringLiteral("undoing action %1").arg(i - 1)));
        QCOMPARE(battle.log().size(), logSizes.at(i - 1));
        QCOMPARE(battle.history().size(), i - 1);
    }
    QVERIFY(!battle.canUndo());
}

void TestBattleProperties::refusedActionChangesNothing_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("rule");
    // Each script's last action is refused, some after part of it was resolved.
    QTest::newRow("a Dazed creature's second action") << "dazed.json" << "903.1";
    QTest::newRow("a further attack beyond the maximum, after four hits") << "further_attack_limit.json" << "109.1";
    QTest::newRow("an ally out of reach, after the hit") << "ally_healing_out_of_range.json" << "109.1";
    QTest::newRow("a move too short for its attack") << "attack_move_short.json" << "600.2";
    QTest::newRow("an opportunity attack that never came") << "target_provokes_miss.json" << "612.1.c";
    QTest::newRow("a recharge with no action left") << "recharge_minor_action.json" << "403.1";
}

void TestBattleProperties::refusedActionChangesNothing()
{
    QFETCH(QString, script);
    QFETCH(QString, rule);
    const BattleScript read = readScript(script);
    QVERIFY(!read.actions.isEmpty());
    Battle battle(read.setup);
    for (qsizetype i = 0; i + 1 < read.actions.size(); ++i)
        QVERIFY(battle.apply(read.actions.at(i)).ok());
    const BattleState before = battle.state();
    const qsizetype logSize = battle.log().size();
    const ActionResult refused = battle.apply(read.actions.last());
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error->rule, rule);
    QVERIFY(refused.log.isEmpty());
    QVERIFY(battle.state() == before);
    QCOMPARE(battle.log().size(), logSize);
    QCOMPARE(battle.history().size(), read.actions.size() - 1);
}

void TestBattleProperties::seededDiceReplay_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<quint32>("seed");
    for (const char* script :
         {"round_basics.json", "blast.json", "ongoing_save_fails.json", "opportunity_attack.json",
          "area.json", "recharge.json", "stall.json", "attack_move.json", "further_attack.json",
          "further_with_move.json", "target_provokes.json", "recharge_move_action.json"}) {
        for (const quint32 seed : {1u, 7u, 2024u})
            QTest::newRow(qPrintable(QStringLiteral("%1 seed %2").arg(QLatin1String(script)).arg(seed))) << QString::fromLatin1(script) << seed;
    }
}

void TestBattleProperties::seededDiceReplay()
{
    QFETCH(QString, script);
    QFETCH(quint32, seed);
    const BattleScript read = readScript(script);
    Battle battle(read.setup);
    SeededDice dice(seed);
    for (Action action : read.actions) {
        // Without its scripted rolls every d20 comes from the seeded dice; stop where the dice make
        // the rest of the script illegal (a creature fell earlier than the script expected).
        action.rolls.reset();
        action.initiative = {};
        for (Reaction& reaction : action.reactions)
            reaction.rolls.reset();
        if (!battle.apply(action, dice).ok())
            break;
    }
    QVERIFY(!battle.history().isEmpty());
    for (const Action& recorded : battle.history())
        QVERIFY(recorded.rolls.has_value());
    const Battle::Replay again = Battle::replay(read.setup, battle.history());
    QVERIFY(!again.error);
    QVERIFY(again.battle.state() == battle.state());
    QVERIFY(again.battle.log() == battle.log());
}

void TestBattleProperties::undoWithNothingToUndo()
{
    Battle battle(readScript(QStringLiteral("round_basics.json")).setup);
    QVERIFY(!battle.canUndo());
    QVERIFY(!battle.undo());
}

QTEST_GUILESS_MAIN(TestBattleProperties)
#include "tst_battle_properties.moc"
