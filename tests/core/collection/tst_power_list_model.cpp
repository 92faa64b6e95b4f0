// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/power_list_model.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace ddm;

namespace {

const Power kBite{PowerType::Attack, QStringLiteral("Bite: an invented attack."), std::nullopt};
const Power kRoar{PowerType::Special, QStringLiteral("Roar: an invented shout.\nSecond line."), 2};
const Power kTough{PowerType::Ability, QStringLiteral("Tough: an invented hide."), std::nullopt};

} // namespace

class TestPowerListModel : public QObject {
    Q_OBJECT

private slots:
    void init();
    void showsPowers();
    void editsEachColumn();
    void refusesBadValues_data();
    void refusesBadValues();
    void insertsAndRemovesRows();
    void movesRows_data();
    void movesRows();

private:
    std::unique_ptr<PowerListModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestPowerListModel::init()
{
    m_tester.reset();
    m_model = std::make_unique<PowerListModel>();
    m_tester = std::make_unique<QAbstractItemModelTester>(
        m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    m_model->setPowers({kBite, kRoar, kTough});
}

void TestPowerListModel::showsPowers()
{
    QCOMPARE(m_model->rowCount(), 3);
    QCOMPARE(m_model->index(0, PowerListModel::TypeColumn).data().toString(), QStringLiteral("Attack"));
    QCOMPARE(m_model->index(1, PowerListModel::TextColumn).data().toString(),
             QStringLiteral("Roar: an invented shout."));
    QCOMPARE(m_model->index(1, PowerListModel::TextColumn).data(Qt::EditRole).toString(), kRoar.text);
    QCOMPARE(m_model->index(1, PowerListModel::UsesColumn).data().toInt(), 2);
    QVERIFY(!m_model->index(0, PowerListModel::UsesColumn).data().isValid());
    QCOMPARE(m_model->index(0, PowerListModel::UsesColumn).data(Qt::EditRole).toInt(), 0);
    QCOMPARE(m_model->index(2, PowerListModel::TypeColumn).data(Qt::EditRole).toInt(),
             int(PowerType::Ability));
}

void TestPowerListModel::editsEachColumn()
{
    QVERIFY(m_model->setData(m_model->index(0, PowerListModel::TypeColumn), int(PowerType::Champion)));
    QVERIFY(m_model->setData(m_model->index(0, PowerListModel::TextColumn), QStringLiteral("New text")));
    QVERIFY(m_model->setData(m_model->index(0, PowerListModel::UsesColumn), 3));
    QVERIFY(m_model->setData(m_model->index(1, PowerListModel::UsesColumn), 0));
    QCOMPARE(m_model->powers().at(0), (Power{PowerType::Champion, QStringLiteral("New text"), 3}));
    QCOMPARE(m_model->powers().at(1).useLimit, std::nullopt);
}

void TestPowerListModel::refusesBadValues_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QVariant>("value");
    QTest::newRow("type too large") << int(PowerListModel::TypeColumn) << QVariant(4);
    QTest::newRow("negative type") << int(PowerListModel::TypeColumn) << QVariant(-1);
    QTest::newRow("type as a word") << int(PowerListModel::TypeColumn) << QVariant(QStringLiteral("x"));
    QTest::newRow("negative uses") << int(PowerListModel::UsesColumn) << QVariant(-1);
    QTest::newRow("too many uses") << int(PowerListModel::UsesColumn) << QVariant(100);
}

void TestPowerListModel::refusesBadValues()
{
    QFETCH(int, column);
    QFETCH(QVariant, value);
    QVERIFY(!m_model->setData(m_model->index(0, column), value));
    QCOMPARE(m_model->powers().at(0), kBite);
}

void TestPowerListModel::insertsAndRemovesRows()
{
    QVERIFY(m_model->insertRows(1, 2));
    QCOMPARE(m_model->powers(), (QList<Power>{kBite, Power{}, Power{}, kRoar, kTough}));
    QVERIFY(m_model->removeRows(0, 3));
    QCOMPARE(m_model->powers(), (QList<Power>{kRoar, kTough}));
    QVERIFY(!m_model->removeRows(1, 2));
    QVERIFY(!m_model->insertRows(3, 1));
    QVERIFY(m_model->insertRows(2, 1));
    QCOMPARE(m_model->rowCount(), 3);
}

void TestPowerListModel::movesRows_data()
{
    QTest::addColumn<int>("source");
    QTest::addColumn<int>("destination");
    QTest::addColumn<QList<Power>>("expected");
    QTest::newRow("first down one") << 0 << 2 << QList<Power>{kRoar, kBite, kTough};
    QTest::newRow("last up one") << 2 << 1 << QList<Power>{kBite, kTough, kRoar};
    QTest::newRow("first to the end") << 0 << 3 << QList<Power>{kRoar, kTough, kBite};
    QTest::newRow("last to the top") << 2 << 0 << QList<Power>{kTough, kBite, kRoar};
}

void TestPowerListModel::movesRows()
{
    QFETCH(int, source);
    QFETCH(int, destination);
    QFETCH(QList<Power>, expected);
    QVERIFY(m_model->moveRows({}, source, 1, {}, destination));
    QCOMPARE(m_model->powers(), expected);
    QVERIFY(!m_model->moveRows({}, 0, 1, {}, 1)); // onto itself
    QVERIFY(!m_model->moveRows({}, 0, 1, {}, 4));
}

QTEST_GUILESS_MAIN(TestPowerListModel)
#include "tst_power_list_model.moc"
