// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's rule tables on their own: the champion test and initiative (102.3-102.4, 302),
// victory points (105.3-107.2), tie-breakers (105.4.b-d), victory (103.2).

#include "engine_fixture.h"

#include "combat/scripted_dice.h"
#include "engine/initiative.h"
#include "engine/scoring.h"

using namespace ddm;

Q_DECLARE_METATYPE(std::optional<int>)
Q_DECLARE_METATYPE(std::optional<Side>)

class TestRoundRules : public QObject {
    Q_OBJECT

private slots:
    void championAdvantage_data();
    void championAdvantage();
    void initiative_data();
    void initiative();
    void eliminationAward_data();
    void eliminationAward();
    void victoryAreas_data();
    void victoryAreas();
    void tiebreak_data();
    void tiebreak();
    void victory_data();
    void victory();
};

namespace {

QList<int> numbers(const QString& text)
{
    QList<int> values;
    for (const QString& part : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        values.append(part.toInt());
    return values;
}

// A 10 x 10 map, victory areas A [7,4]-[8,5] and B [1,4]-[2,5], and creatures given as
// "A:4,4:12 B:9,9:3" (side, top-left square, cost).
struct Field {
    BattleSetup setup;
    BattleState state;
};

Field field(const QString& creatures, Scenario scenario = Scenario::Assault, int points = 200)
{
    Field result;
    result.setup.map = BattleMap(10, 10);
    result.setup.map.addVictoryArea(AreaSide::A, QRect(QPoint(7, 4), QPoint(8, 5)));
    result.setup.map.addVictoryArea(AreaSide::B, QRect(QPoint(1, 4), QPoint(2, 5)));
    result.setup.map.addVictoryArea(AreaSide::Both, QRect(QPoint(0, 9), QPoint(0, 9)));
    result.setup.scenario = scenario;
    result.setup.points = points;
    int n = 0;
    for (const QString& entry : creatures.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QStringList parts = entry.split(QLatin1Char(':'));
        CreatureSetup creature;
        creature.id = QStringLiteral("C%1").arg(++n);
        creature.side = *parseSide(parts.at(0));
        creature.at = Square{parts.at(1).section(QLatin1Char(','), 0, 0).toInt(), parts.at(1).section(QLatin1Char(','), 1).toInt()};
        creature.card.name = creature.id;
        creature.card.cost = parts.value(2).toInt();
        creature.card.hp = 10;
        result.setup.creatures.append(creature);
        CreatureState state;
        state.id = creature.id;
        state.side = creature.side;
        state.space = Space{creature.at, 1};
        state.hitPoints = HitPoints::full(10);
        result.state.creatures.append(state);
    }
    return result;
}

} // namespace

void TestRoundRules::championAdvantage_data()
{
    QTest::addColumn<std::optional<int>>("a");
    QTest::addColumn<std::optional<int>>("b");
    QTest::addColumn<std::optional<Side>>("advantage");
    QTest::newRow("302.2 higher rating") << std::optional<int>(3) << std::optional<int>(2) << std::optional<Side>(Side::A);
    QTest::newRow("302.2 lower rating") << std::optional<int>(1) << std::optional<int>(4) << std::optional<Side>(Side::B);
    QTest::newRow("110.3.a no champion at all") << std::optional<int>() << std::optional<int>(1) << std::optional<Side>(Side::B);
    QTest::newRow("110.3.b neither has one") << std::optional<int>() << std::optional<int>() << std::optional<Side>();
    QTest::newRow("equal ratings") << std::optional<int>(2) << std::optional<int>(2) << std::optional<Side>();
}

void TestRoundRules::championAdvantage()
{
    QFETCH(std::optional<int>, a);
    QFETCH(std::optional<int>, b);
    QFETCH(std::optional<Side>, advantage);
    QCOMPARE(ddm::championAdvantage({a, b}), advantage);
}

void TestRoundRules::initiative_data()
{
    QTest::addColumn<std::optional<Side>>("advantage");
    QTest::addColumn<QString>("rollsA");
    QTest::addColumn<QString>("rollsB");
    QTest::addColumn<std::optional<Side>>("winner");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<int>("rounds");
    QTest::addColumn<int>("extraA"); // A's extra d20s from a champion power
    const std::optional<Side> none;
    QTest::newRow("302.3 higher roll") << none << "12"
                                       << "7" << std::optional<Side>(Side::A) << "302.3" << 1 << 0;
    QTest::newRow("302.2 the champion keeps the higher of two")
        << std::optional<Side>(Side::B) << "9"
        << "3 11" << std::optional<Side>(Side::B) << "302.3" << 1 << 0;
    QTest::newRow("302.2 both of the champion's dice low")
        << std::optional<Side>(Side::B) << "9"
        << "3 8" << std::optional<Side>(Side::A) << "302.3" << 1 << 0;
    QTest::newRow("102.4.a a tie goes to the champion")
        << std::optional<Side>(Side::A) << "5 14"
        << "14" << std::optional<Side>(Side::A) << "102.4.a" << 1 << 0;
    QTest::newRow("102.4.b a tie without a champion rerolls")
        << none << "8 8 2"
        << "8 8 19" << std::optional<Side>(Side::B) << "302.3" << 3 << 0;
    QTest::newRow("302.2 an extra d20 besides the champion's two: the highest of three")
        << std::optional<Side>(Side::A) << "3 4 18"
        << "11" << std::optional<Side>(Side::A) << "302.3" << 1 << 1;
    QTest::newRow("102.4.b a reroll rolls the extra d20 too")
        << none << "5 8 2 17"
        << "8 9" << std::optional<Side>(Side::A) << "302.3" << 2 << 1;
    QTest::newRow("dice run out") << none << "8"
                                  << "8" << none << "" << 2 << 0;
}

void TestRoundRules::initiative()
{
    QFETCH(std::optional<Side>, advantage);
    QFETCH(QString, rollsA);
    QFETCH(QString, rollsB);
    QFETCH(std::optional<Side>, winner);
    QFETCH(QString, rule);
    QFETCH(int, rounds);
    QFETCH(int, extraA);
    ScriptedDice a;
    ScriptedDice b;
    QVERIFY(!a.append(numbers(rollsA)));
    QVERIFY(!b.append(numbers(rollsB)));
    const InitiativeResult result = rollInitiative(advantage, a, b, {extraA, 0});
    QCOMPARE(result.winner, winner);
    QCOMPARE(result.rule, rule);
    QCOMPARE(result.rounds.size(), rounds);
    QCOMPARE(result.missingRollFor.has_value(), !winner.has_value());
}

void TestRoundRules::eliminationAward_data()
{
    QTest::addColumn<int>("scenario");
    QTest::addColumn<int>("points");
    QTest::addColumn<QString>("rule");
    QTest::newRow("105.3.a Assault: the cost") << int(Scenario::Assault) << 14 << "105.3.a";
    QTest::newRow("106.2.a Bounty: the cost + 5") << int(Scenario::Bounty) << 19 << "106.2.a";
    QTest::newRow("107.1 Uncontested as Assault") << int(Scenario::Uncontested) << 14 << "105.3.a";
}

void TestRoundRules::eliminationAward()
{
    QFETCH(int, scenario);
    QFETCH(int, points);
    QFETCH(QString, rule);
    const EliminationAward award = ddm::eliminationAward(Scenario(scenario), 14);
    QCOMPARE(award.points, points);
    QCOMPARE(award.rule, rule);
}

void TestRoundRules::victoryAreas_data()
{
    QTest::addColumn<QString>("creatures");
    QTest::addColumn<int>("scenario");
    QTest::addColumn<int>("pointsA");
    QTest::addColumn<int>("pointsB");
    const int assault = int(Scenario::Assault);
    const int uncontested = int(Scenario::Uncontested);
    QTest::newRow("105.4.a holding its area") << "A:7,4 B:5,5" << assault << 10 << 0;
    QTest::newRow("105.4.a the other side's area scores nothing") << "A:1,4 B:5,5" << assault << 0 << 0;
    QTest::newRow("105.4.a both hold, contested or not") << "A:7,4 B:8,5 B:1,5" << assault << 10 << 10;
    QTest::newRow("105.4.a 10 however many areas") << "A:7,4 A:0,9 B:5,5" << assault << 10 << 0;
    QTest::newRow("1000.4 A&B areas serve both") << "A:3,3 B:0,9" << assault << 0 << 10;
    QTest::newRow("107.2.a 5 an uncontested area") << "A:7,4 A:0,9 B:5,5" << uncontested << 10 << 0;
    QTest::newRow("107.2.a a contested area scores nothing") << "A:7,4 B:8,5" << uncontested << 0 << 0;
}

void TestRoundRules::victoryAreas()
{
    QFETCH(QString, creatures);
    QFETCH(int, scenario);
    QFETCH(int, pointsA);
    QFETCH(int, pointsB);
    const Field f = field(creatures, Scenario(scenario));
    int a = 0;
    int b = 0;
    for (const AreaScore& score : victoryAreaScores(f.setup, f.state))
        (score.side == Side::A ? a : b) += score.points;
    QCOMPARE(a, pointsA);
    QCOMPARE(b, pointsB);
}

void TestRoundRules::tiebreak_data()
{
    QTest::addColumn<QString>("creatures");
    QTest::addColumn<std::optional<Side>>("winner");
    QTest::addColumn<QString>("rule");
    // The centre of a 10 x 10 map is the point [5,5]: its squares are [4,4], [5,4], [4,5], [5,5].
    QTest::newRow("105.4.b nearest the centre") << "A:4,2:5 B:8,8:30" << std::optional<Side>(Side::A) << "105.4.b";
    QTest::newRow("105.4.b on a centre square") << "A:0,0:5 B:5,5:3" << std::optional<Side>(Side::B) << "105.4.b";
    QTest::newRow("105.4.c equally near: the dearer wins") << "A:4,2:5 B:7,5:12" << std::optional<Side>(Side::B) << "105.4.c";
    QTest::newRow("105.4.d still tied") << "A:4,2:5 B:7,5:5" << std::optional<Side>() << "105.4.d";
}

void TestRoundRules::tiebreak()
{
    QFETCH(QString, creatures);
    QFETCH(std::optional<Side>, winner);
    QFETCH(QString, rule);
    const Field f = field(creatures);
    const Tiebreak tie = breakTie(f.setup, f.state, Occupancy(10, 10));
    QCOMPARE(tie.winner, winner);
    QCOMPARE(tie.rule, rule);
}

void TestRoundRules::victory_data()
{
    QTest::addColumn<QString>("creatures");
    QTest::addColumn<int>("vpA");
    QTest::addColumn<int>("vpB");
    QTest::addColumn<QString>("eliminated"); // ids
    QTest::addColumn<QString>("outcome");     // "A 103.2.b", "none"
    QTest::newRow("below the target") << "A:1,1 B:8,8" << 40 << 199 << "" << "none";
    QTest::newRow("103.2.b at the target") << "A:1,1 B:8,8" << 200 << 10 << "" << "A 103.2.b";
    QTest::newRow("103.2.b both over: more wins") << "A:1,1 B:8,8" << 205 << 214 << "" << "B 103.2.b";
    QTest::newRow("105.4.b both at the same total") << "A:4,3 B:8,8" << 200 << 200 << "" << "A 105.4.b";
    QTest::newRow("103.2.a nothing left in play") << "A:1,1 B:8,8 B:7,7" << 0 << 0 << "C2 C3" << "A 103.2.a";
}

void TestRoundRules::victory()
{
    QFETCH(QString, creatures);
    QFETCH(int, vpA);
    QFETCH(int, vpB);
    QFETCH(QString, eliminated);
    QFETCH(QString, outcome);
    Field f = field(creatures);
    f.state.victoryPoints = {vpA, vpB};
    for (const QString& id : eliminated.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        f.state.creature(id)->eliminated = true;
    const std::optional<Outcome> result = judgeVictory(f.setup, f.state, Occupancy(10, 10));
    const QString actual = result ? QStringLiteral("%1 %2").arg(result->winner ? sideName(*result->winner) : QStringLiteral("-"), result->rule)
                                  : QStringLiteral("none");
    QCOMPARE(actual, outcome);
}

QTEST_GUILESS_MAIN(TestRoundRules)
#include "tst_round_rules.moc"
