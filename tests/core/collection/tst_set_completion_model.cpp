// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/set_completion_model.h"
#include "storage/card_repository.h"
#include "storage/collection_repository.h"

#include "collection_fixture.h"
#include "english_plural_translator.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace ddm;

class TestSetCompletionModel : public QObject {
    Q_OBJECT

private slots:
    void init();
    void showsEachSetsCompletion();
    void tooltipCountsCardsAndCopies();
    void totalsAllSets();
    void sortRoleHoldsNumbers();
    void countChangesKeepTheRows();
    void percentRoundsDown_data();
    void percentRoundsDown();

private:
    void own(const char* name, const char* set, int count);

    std::unique_ptr<test::StorageFixture> m_fixture;
    std::unique_ptr<SetCompletionModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestSetCompletionModel::init()
{
    m_tester.reset();
    m_model.reset();
    m_fixture = std::make_unique<test::StorageFixture>();
    const QString problem = m_fixture->setUp(test::collectionCatalogPath());
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    m_model = std::make_unique<SetCompletionModel>();
    m_tester = std::make_unique<QAbstractItemModelTester>(
        m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    own("Test Knight, Errant", "Invented Set A", 2);
    own("Test Mud Toad", "Invented Set A", 1);
    own("Test Mud Toad", "Invented Set B", 3);
    m_model->setSets(CardRepository(m_fixture->database()).sets());
}

void TestSetCompletionModel::own(const char* name, const char* set, int count)
{
    DDM_VERIFY_EDIT(CollectionRepository(m_fixture->database())
                        .setOwnedCount(QString::fromUtf8(name), QString::fromUtf8(set), count));
}

void TestSetCompletionModel::showsEachSetsCompletion()
{
    QCOMPARE(m_model->rowCount(), 3);
    QCOMPARE(m_model->columnCount(), int(SetCompletionModel::ColumnCount));
    const auto text = [&](int row, int column) { return m_model->index(row, column).data().toString(); };
    const QStringList setA{text(0, 0), text(0, 1), text(0, 2), text(0, 3), text(0, 4)};
    QCOMPARE(setA, (QStringList{"Invented Set A", "2", "3", "66%", "3"}));
    const QStringList setB{text(1, 0), text(1, 1), text(1, 2), text(1, 3), text(1, 4)};
    QCOMPARE(setB, (QStringList{"Invented Set B", "1", "2", "50%", "3"}));
    const QStringList setC{text(2, 0), text(2, 1), text(2, 2), text(2, 3), text(2, 4)};
    QCOMPARE(setC, (QStringList{"Invented Set C", "0", "1", "0%", "0"}));
    QCOMPARE(m_model->headerData(SetCompletionModel::PercentColumn, Qt::Horizontal).toString(),
             QStringLiteral("Complete"));
    QVERIFY(m_model->index(0, 1).data(Qt::TextAlignmentRole).isValid());
    QVERIFY(!m_model->index(0, 0).data(Qt::TextAlignmentRole).isValid());
}

// "1 card" and "3 cards" in English: each count reaches tr() as the number its noun agrees with.
void TestSetCompletionModel::tooltipCountsCardsAndCopies()
{
    const test::EnglishPluralTranslator plurals; // installed until the function returns
    const auto tip = [&](int row) { return m_model->index(row, 0).data(Qt::ToolTipRole).toString(); };
    QCOMPARE(tip(0), QStringLiteral("Invented Set A: 2 of 3 cards owned, 3 copies"));
    QCOMPARE(tip(2), QStringLiteral("Invented Set C: 0 of 1 card owned, 0 copies"));
}

void TestSetCompletionModel::totalsAllSets()
{
    QCOMPARE(m_model->totals(), (SetSummary{{}, 6, 3, 6}));
    m_model->setSets({});
    QCOMPARE(m_model->rowCount(), 0);
    QCOMPARE(m_model->totals(), SetSummary{});
}

void TestSetCompletionModel::sortRoleHoldsNumbers()
{
    const QModelIndex percent = m_model->index(0, SetCompletionModel::PercentColumn);
    QCOMPARE(percent.data(SetCompletionModel::SortRole).toDouble(), 2.0 / 3.0);
    QCOMPARE(m_model->index(1, SetCompletionModel::CopiesColumn).data(SetCompletionModel::SortRole).toInt(),
             3);
}

void TestSetCompletionModel::countChangesKeepTheRows()
{
    QSignalSpy reset(m_model.get(), &QAbstractItemModel::modelReset);
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    own("Test Ember Sprite", "Invented Set C", 1);
    m_model->setSets(CardRepository(m_fixture->database()).sets());
    QCOMPARE(reset.count(), 0);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(m_model->index(2, SetCompletionModel::PercentColumn).data().toString(), QStringLiteral("100%"));
    // The same sets again: nothing to tell.
    m_model->setSets(CardRepository(m_fixture->database()).sets());
    QCOMPARE(changed.count(), 1);
    // A set more: the rows change.
    QList<SetSummary> more = m_model->sets();
    more.append({QStringLiteral("Invented Set D"), 4, 0, 0});
    m_model->setSets(more);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(m_model->rowCount(), 4);
}

void TestSetCompletionModel::percentRoundsDown_data()
{
    QTest::addColumn<int>("owned");
    QTest::addColumn<int>("total");
    QTest::addColumn<int>("percent");
    QTest::newRow("none") << 0 << 10 << 0;
    QTest::newRow("empty set") << 0 << 0 << 0;
    QTest::newRow("two thirds") << 2 << 3 << 66;
    QTest::newRow("almost all") << 199 << 200 << 99;
    QTest::newRow("all") << 200 << 200 << 100;
}

void TestSetCompletionModel::percentRoundsDown()
{
    QFETCH(int, owned);
    QFETCH(int, total);
    QFETCH(int, percent);
    QCOMPARE(SetCompletionModel::percent(owned, total), percent);
}

QTEST_GUILESS_MAIN(TestSetCompletionModel)
#include "tst_set_completion_model.moc"
