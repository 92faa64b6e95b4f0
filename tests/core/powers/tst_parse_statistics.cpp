#include "powers/parse_statistics.h"

#include <QTest>

using namespace ddm;

namespace {

Creature card(const QString& name, QList<Power> powers)
{
    Creature creature;
    creature.name = name;
    creature.powers = std::move(powers);
    return creature;
}

} // namespace

// The measure behind `ddm-tool parse-report`, over invented cards.
class TestParseStatistics : public QObject {
    Q_OBJECT

private slots:
    void countsSharesByPowerType();
    void countsLeftoverShapes();
    void shapesReplaceNumbers_data();
    void shapesReplaceNumbers();
    void handlesNoCards();
};

void TestParseStatistics::countsSharesByPowerType()
{
    const QList<Creature> cards{
        card(QStringLiteral("A"),
             {{PowerType::Attack, QStringLiteral("Hit: +5 vs. AC; 10 damage."), {}},
              {PowerType::Attack, QStringLiteral("Odd: +5 vs. AC; 10 damage AND target dances."), {}},
              {PowerType::Ability, QStringLiteral("Flight"), {}}}),
        card(QStringLiteral("B"), {{PowerType::Attack, QStringLiteral("Hit: +5 vs. AC; 5 damage."), {}},
                                   {PowerType::Ability, QStringLiteral("Sings"), {}},
                                   {PowerType::Special, QStringLiteral("Resist 5 fire"), {}},
                                   {PowerType::Champion, QStringLiteral("Rally: allies cheer."), {}}})};
    const ParseStatistics statistics = collectParseStatistics(cards);
    QCOMPARE(statistics.attackPowers, 3);
    QCOMPARE(statistics.attacksUnderstood, 2);
    QCOMPARE(statistics.abilityPowers, 2);
    QCOMPARE(statistics.abilitiesUnderstood, 1);
    QCOMPARE(statistics.specialPowers, 1);
    QCOMPARE(statistics.specialsUnderstood, 1);
    QCOMPARE(statistics.attackShare(), 2.0 / 3.0);
    QCOMPARE(statistics.abilityShare(), 0.5);
}

void TestParseStatistics::countsLeftoverShapes()
{
    const QList<Creature> cards{
        card(QStringLiteral("A"),
             {{PowerType::Attack, QStringLiteral("X: +5 vs. AC; 10 damage AND target spins 2 times."), {}},
              {PowerType::Attack, QStringLiteral("Y: +5 vs. AC; 10 damage AND target spins 3 times."), {}},
              {PowerType::Attack, QStringLiteral("Z: +5 vs. AC; 10 damage AND target naps."), {}},
              {PowerType::Special, QStringLiteral("Specials are not counted: they waltz."), {}}})};
    const ParseStatistics statistics = collectParseStatistics(cards);
    QCOMPARE(statistics.leftovers, (QList<LeftoverCount>{{QStringLiteral("target spins N times"), 2},
                                                         {QStringLiteral("target naps"), 1}}));
}

void TestParseStatistics::shapesReplaceNumbers_data()
{
    QTest::addColumn<QString>("fragment");
    QTest::addColumn<QString>("shape");
    QTest::newRow("one number") << "push 3 squares"
                                << "push N squares";
    QTest::newRow("several") << "10 + 25 ongoing"
                             << "N + N ongoing";
    QTest::newRow("none") << "target naps"
                          << "target naps";
}

void TestParseStatistics::shapesReplaceNumbers()
{
    QFETCH(QString, fragment);
    QTEST(leftoverShape(fragment), "shape");
}

void TestParseStatistics::handlesNoCards()
{
    const ParseStatistics statistics = collectParseStatistics({});
    QCOMPARE(statistics.attackShare(), 0.0);
    QVERIFY(statistics.leftovers.isEmpty());
}

QTEST_GUILESS_MAIN(TestParseStatistics)
#include "tst_parse_statistics.moc"
