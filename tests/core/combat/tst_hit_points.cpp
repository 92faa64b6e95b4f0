// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "combat/hit_points.h"

#include <QTest>

using namespace ddm;

Q_DECLARE_METATYPE(ddm::HitPoints)

class TestHitPoints : public QObject {
    Q_OBJECT

private slots:
    void bloodiedAtHalfRoundedToFive_data();
    void bloodiedAtHalfRoundedToFive();
    void takesDamage_data();
    void takesDamage();
    void heals_data();
    void heals();
};

void TestHitPoints::bloodiedAtHalfRoundedToFive_data()
{
    QTest::addColumn<int>("starting");
    QTest::addColumn<int>("threshold");

    QTest::newRow("804.4.d 50 HP: 25") << 50 << 25;
    QTest::newRow("804.4.d 100 HP: 50") << 100 << 50;
    QTest::newRow("110.1.b 45 HP: 22 rounds down to 20") << 45 << 20;
    QTest::newRow("110.1.b 15 HP: 7 rounds down to 5") << 15 << 5;
    QTest::newRow("110.1.b 30 HP: 15") << 30 << 15;
}

void TestHitPoints::bloodiedAtHalfRoundedToFive()
{
    QFETCH(int, starting);
    QFETCH(int, threshold);

    QCOMPARE(bloodiedThreshold(starting), threshold);
    QVERIFY(isBloodied({starting, threshold, 0}));
    QVERIFY(!isBloodied({starting, threshold + 1, 0}));
}

void TestHitPoints::takesDamage_data()
{
    QTest::addColumn<HitPoints>("before");
    QTest::addColumn<int>("damage");
    QTest::addColumn<HitPoints>("after");
    QTest::addColumn<int>("absorbed");
    QTest::addColumn<bool>("becameBloodied");
    QTest::addColumn<bool>("destroyed");

    QTest::newRow("806.7 from current hit points")
        << HitPoints{50, 50, 0} << 10 << HitPoints{50, 40, 0} << 0 << false << false;
    QTest::newRow("806.7.a temporary hit points first, the rest from current")
        << HitPoints{50, 50, 10} << 15 << HitPoints{50, 45, 0} << 10 << false << false;
    QTest::newRow("806.7.a temporary hit points take it all")
        << HitPoints{50, 30, 20} << 10 << HitPoints{50, 30, 10} << 10 << false << false;
    QTest::newRow("804.4.d bloodied at exactly half")
        << HitPoints{50, 50, 0} << 25 << HitPoints{50, 25, 0} << 0 << true << false;
    QTest::newRow("804.4.d a bloodied creature does not become bloodied again")
        << HitPoints{50, 20, 0} << 10 << HitPoints{50, 10, 0} << 0 << false << false;
    QTest::newRow("806.9 destroyed at 0")
        << HitPoints{50, 20, 0} << 20 << HitPoints{50, 0, 0} << 0 << false << true;
    QTest::newRow("110.1.d hit points go below 0")
        << HitPoints{20, 20, 0} << 40 << HitPoints{20, -20, 0} << 0 << true << true;
    QTest::newRow("806.2 no damage changes nothing")
        << HitPoints{50, 50, 5} << 0 << HitPoints{50, 50, 5} << 0 << false << false;
}

void TestHitPoints::takesDamage()
{
    QFETCH(HitPoints, before);
    QFETCH(int, damage);
    QFETCH(HitPoints, after);
    QFETCH(int, absorbed);
    QFETCH(bool, becameBloodied);
    QFETCH(bool, destroyed);

    const HitPointChange change = takeDamage(before, damage);
    QCOMPARE(change.before, before);
    QCOMPARE(change.after, after);
    QCOMPARE(change.absorbed, absorbed);
    QCOMPARE(change.lost, damage - absorbed);
    QCOMPARE(change.becameBloodied, becameBloodied);
    QCOMPARE(change.destroyed, destroyed);
    QCOMPARE(isDestroyed(change.after), after.current <= 0);
    QCOMPARE(isDamaged(change.after), after.current < after.starting);
}

void TestHitPoints::heals_data()
{
    QTest::addColumn<HitPoints>("before");
    QTest::addColumn<int>("amount");
    QTest::addColumn<HitPoints>("after");
    QTest::addColumn<bool>("nullified");
    QTest::addColumn<QString>("rule");

    QTest::newRow("808.1 heals X HP")
        << HitPoints{50, 20, 0} << 20 << HitPoints{50, 40, 0} << false << "808.1";
    QTest::newRow("808.1.a not above the starting hit points")
        << HitPoints{50, 40, 0} << 20 << HitPoints{50, 50, 0} << false << "808.1.a";
    QTest::newRow("808.1.b nullified on an undamaged creature")
        << HitPoints{50, 50, 0} << 20 << HitPoints{50, 50, 0} << true << "808.1.b";
    QTest::newRow("808.1.c never restores temporary hit points")
        << HitPoints{50, 30, 5} << 10 << HitPoints{50, 40, 5} << false << "808.1";
}

void TestHitPoints::heals()
{
    QFETCH(HitPoints, before);
    QFETCH(int, amount);
    QFETCH(HitPoints, after);
    QFETCH(bool, nullified);
    QFETCH(QString, rule);

    const Healing healing = heal(before, amount);
    QCOMPARE(healing.after, after);
    QCOMPARE(healing.healed, after.current - before.current);
    QCOMPARE(healing.nullified, nullified);
    QCOMPARE(healing.rule, rule);
}

QTEST_GUILESS_MAIN(TestHitPoints)
#include "tst_hit_points.moc"
