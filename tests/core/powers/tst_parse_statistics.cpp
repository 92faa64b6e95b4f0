// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
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
    QCOMPARE(statistics.attacks.total, 3);
    QCOMPARE(statistics.attacks.run, 2);
    QCOMPARE(statistics.abilities.total, 2);
    QCOMPARE(statistics.abilities.run, 1);
    QCOMPARE(statistics.specials.total, 1);
    QCOMPARE(statistics.specials.run, 1);
    QCOMPARE(statistics.champions.total, 1);
    QCOMPARE(statistics.champions.run, 0);
    QCOMPARE(statistics.attacks.share(), 2.0 / 3.0);
    QCOMPARE(statistics.abilities.share(), 0.5);
    // A has an attack the parser leaves text of; B a champion power the engine never runs.
    QCOMPARE(statistics.creatures.total, 2);
    QCOMPARE(statistics.creatures.run, 0);
}

void TestParseStatistics::countsLeftoverShapes()
{
    const QList<Creature> cards{
        card(QStringLiteral("A"),
             {{PowerType::Attack, QStringLiteral("X: +5 vs. AC; 10 damage AND target spins 2 times."), {}},
              {PowerType::Attack, QStringLiteral("Y: +5 vs. AC; 10 damage AND target spins 3 times."), {}},
              {PowerType::Attack, QStringLiteral("Z: +5 vs. AC; 10 damage AND target naps."), {}},
              {PowerType::Special, QStringLiteral("Specials are counted apart: they waltz."), {}},
              {PowerType::Special, QStringLiteral("Takes no damage from attacks that miss"), {}}})};
    const ParseStatistics statistics = collectParseStatistics(cards);
    QCOMPARE(statistics.leftovers, (QList<LeftoverCount>{{QStringLiteral("target spins N times"), 2},
                                                         {QStringLiteral("target naps"), 1}}));
    // Evasion is read and run: only the waltz is left over.
    QCOMPARE(statistics.specialLeftovers, (QList<LeftoverCount>{{QStringLiteral("they waltz"), 1}}));
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
    QCOMPARE(statistics.attacks.share(), 0.0);
    QCOMPARE(statistics.creatures.total, 0);
    QVERIFY(statistics.leftovers.isEmpty());
}

QTEST_GUILESS_MAIN(TestParseStatistics)
#include "tst_parse_statistics.moc"
