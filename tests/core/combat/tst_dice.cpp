// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "combat/scripted_dice.h"
#include "combat/seeded_dice.h"

#include <QTest>

#include <array>

using namespace ddm;

Q_DECLARE_METATYPE(ddm::InvalidRoll)

class TestDice : public QObject {
    Q_OBJECT

private slots:
    void scriptedDiceGivesRollsInOrderThenRunsOut();
    void scriptedDiceTellsWhatIsLeft();
    void scriptedDiceRejectsFacesNoD20Shows_data();
    void scriptedDiceRejectsFacesNoD20Shows();
    void eachRollIsRecordedWithItsPurpose();
    void purposesNameTheirRules_data();
    void purposesNameTheirRules();
    void seededDiceRepeatsForTheSameSeed();
    void seededDiceDiffersBetweenSeeds();
    void seededDiceKeepsItsSequenceAcrossVersions();
    void seededDiceShowsEveryFaceEvenly();
};

void TestDice::scriptedDiceGivesRollsInOrderThenRunsOut()
{
    ScriptedDice dice;
    QVERIFY(!dice.append({17, 1, 20}));
    QCOMPARE(dice.nextD20(RollPurpose::Attack), 17);
    QCOMPARE(dice.nextD20(RollPurpose::Attack), 1);
    QCOMPARE(dice.nextD20(RollPurpose::Attack), 20);
    QCOMPARE(dice.nextD20(RollPurpose::Attack), std::nullopt);
    QCOMPARE(dice.usedCount(), 3);
    QCOMPARE(dice.rolls().size(), 3); // the missing roll is not recorded
}

void TestDice::scriptedDiceTellsWhatIsLeft()
{
    ScriptedDice dice;
    QVERIFY(!dice.append({4, 9}));
    QVERIFY(!dice.append({12}));
    dice.nextD20(RollPurpose::SavingThrow);
    QCOMPARE(dice.usedCount(), 1);
    QCOMPARE(dice.unused(), QList<int>({9, 12}));
}

void TestDice::scriptedDiceRejectsFacesNoD20Shows_data()
{
    QTest::addColumn<QList<int>>("rolls");
    QTest::addColumn<InvalidRoll>("error");

    QTest::newRow("zero") << QList<int>{5, 0, 7} << InvalidRoll{1, 0};
    QTest::newRow("twenty-one") << QList<int>{21} << InvalidRoll{0, 21};
    QTest::newRow("negative") << QList<int>{3, 4, -3} << InvalidRoll{2, -3};
    QTest::newRow("the first bad one is named") << QList<int>{30, 0} << InvalidRoll{0, 30};
}

void TestDice::scriptedDiceRejectsFacesNoD20Shows()
{
    QFETCH(QList<int>, rolls);
    QFETCH(InvalidRoll, error);

    ScriptedDice dice;
    QVERIFY(!dice.append({8}));
    QCOMPARE(dice.append(rolls), error);
    QCOMPARE(dice.unused(), QList<int>({8})); // none of the rejected list was added
}

void TestDice::eachRollIsRecordedWithItsPurpose()
{
    ScriptedDice dice;
    QVERIFY(!dice.append({14, 6, 11}));
    dice.nextD20(RollPurpose::Attack);
    dice.nextD20(RollPurpose::Concealment);
    QCOMPARE(dice.takeRolls(), QList<DieRoll>({{14, RollPurpose::Attack}, {6, RollPurpose::Concealment}}));
    QVERIFY(dice.rolls().isEmpty());
    dice.nextD20(RollPurpose::SavingThrow);
    QCOMPARE(dice.rolls(), QList<DieRoll>({{11, RollPurpose::SavingThrow}}));
}

void TestDice::purposesNameTheirRules_data()
{
    QTest::addColumn<RollPurpose>("purpose");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("rule");

    QTest::newRow("604.3 attack") << RollPurpose::Attack << "attack"
                                  << "604.3";
    QTest::newRow("707.4.a concealment") << RollPurpose::Concealment << "concealment"
                                         << "707.4.a";
    QTest::newRow("804.4.e saving throw") << RollPurpose::SavingThrow << "saving-throw"
                                          << "804.4.e";
    QTest::newRow("902.2 confusion") << RollPurpose::Confusion << "confusion"
                                     << "902.2";
    QTest::newRow("302.2 initiative") << RollPurpose::Initiative << "initiative"
                                      << "302.2";
    QTest::newRow("801.6.a champion order") << RollPurpose::ChampionOrder << "champion-order"
                                            << "801.6.a";
    QTest::newRow("1008.3 dangerous terrain") << RollPurpose::DangerousTerrain << "dangerous-terrain"
                                              << "1008.3";
    QTest::newRow("707.15.a wandering monster") << RollPurpose::WanderingMonster << "wandering-monster"
                                                << "707.15.a";
    QTest::newRow("109.1 a card's survival roll") << RollPurpose::Survival << "survival"
                                                  << "109.1";
}

void TestDice::purposesNameTheirRules()
{
    QFETCH(RollPurpose, purpose);
    QFETCH(QString, key);
    QFETCH(QString, rule);

    QCOMPARE(rollPurposeKey(purpose), key);
    QCOMPARE(rollPurposeRule(purpose), rule);
}

namespace {

QList<int> rollsOf(DiceSource& dice, int count)
{
    QList<int> rolls;
    for (int i = 0; i < count; ++i)
        rolls.append(dice.nextD20(RollPurpose::Attack).value_or(0));
    return rolls;
}

} // namespace

void TestDice::seededDiceRepeatsForTheSameSeed()
{
    SeededDice first(2008);
    SeededDice second(2008);
    QCOMPARE(first.seed(), 2008u);
    QCOMPARE(rollsOf(first, 200), rollsOf(second, 200));
}

void TestDice::seededDiceDiffersBetweenSeeds()
{
    SeededDice first(1);
    SeededDice second(2);
    QVERIFY(rollsOf(first, 50) != rollsOf(second, 50));
}

void TestDice::seededDiceKeepsItsSequenceAcrossVersions()
{
    // Saved battles replay from their seed: changing how faces are drawn breaks every one of them.
    SeededDice dice(2008);
    QCOMPARE(rollsOf(dice, 12), QList<int>({8, 16, 11, 1, 17, 16, 19, 9, 1, 3, 7, 10}));
}

void TestDice::seededDiceShowsEveryFaceEvenly()
{
    SeededDice dice(7);
    std::array<int, 21> counts{};
    constexpr int kRolls = 40000;
    for (int i = 0; i < kRolls; ++i) {
        const int face = dice.nextD20(RollPurpose::Attack).value_or(0);
        QVERIFY2(face >= 1 && face <= 20, qPrintable(QString::number(face)));
        ++counts[std::size_t(face)];
    }
    // 2,000 expected per face; 1,800..2,200 is more than 4 standard deviations either way.
    for (int face = 1; face <= 20; ++face)
        QVERIFY2(
            counts[std::size_t(face)] > 1800 && counts[std::size_t(face)] < 2200,
            qPrintable(QStringLiteral("face %1 came up %2 times").arg(face).arg(counts[std::size_t(face)])));
}

QTEST_GUILESS_MAIN(TestDice)
#include "tst_dice.moc"
