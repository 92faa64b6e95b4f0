// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/card_repository.h"
#include "storage/collection_repository.h"

#include "storage_fixture.h"

#include <QTest>

using namespace ddm;

class TestCollectionRepository : public QObject {
    Q_OBJECT

private slots:
    void init();
    void countsOwnedCopies();
    void zeroForgetsTheCard();
    void totalsOwnedCardsPerSet();
    void refusesBadCounts_data();
    void refusesBadCounts();

private:
    std::unique_ptr<test::StorageFixture> m_fixture;
    std::unique_ptr<CollectionRepository> m_collection;
};

void TestCollectionRepository::init()
{
    m_collection.reset();
    m_fixture = std::make_unique<test::StorageFixture>();
    const QString problem = m_fixture->setUp();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    m_collection = std::make_unique<CollectionRepository>(m_fixture->database());
}

void TestCollectionRepository::countsOwnedCopies()
{
    const QString hawk = QStringLiteral("Test Sky Hawk");
    const QString set = QStringLiteral("Invented Set B");
    QCOMPARE(m_collection->ownedCount(hawk, set), 0);
    const EditResult result =
        m_collection->setOwnedCount(QStringLiteral("test sky hawk"), QStringLiteral("INVENTED SET B"), 3);
    DDM_VERIFY_EDIT(result);
    QCOMPARE(m_collection->ownedCount(hawk, set), 3);
    QCOMPARE(m_collection->ownedCount(hawk.toUpper(), set), 3);
    DDM_VERIFY_EDIT(m_collection->setOwnedCount(hawk, set, 1));
    QCOMPARE(m_collection->ownedCount(hawk, set), 1);
    // The view filters can ask for owned cards.
    const CardRepository cards(m_fixture->database());
    QCOMPARE(cards.creatureIds(QStringLiteral("card.owned > ?"), {0}), QList<qint64>{result.id});
}

void TestCollectionRepository::zeroForgetsTheCard()
{
    const QString hawk = QStringLiteral("Test Sky Hawk");
    const QString set = QStringLiteral("Invented Set B");
    DDM_VERIFY_EDIT(m_collection->setOwnedCount(hawk, set, 2));
    DDM_VERIFY_EDIT(m_collection->setOwnedCount(hawk, set, 0));
    QCOMPARE(m_collection->ownedCount(hawk, set), 0);
    const CardRepository cards(m_fixture->database());
    QVERIFY(cards.creatureIds(QStringLiteral("card.owned > ?"), {0}).isEmpty());
}

void TestCollectionRepository::totalsOwnedCardsPerSet()
{
    DDM_VERIFY_EDIT(
        m_collection->setOwnedCount(QStringLiteral("Test Sky Hawk"), QStringLiteral("Invented Set B"), 3));
    DDM_VERIFY_EDIT(
        m_collection->setOwnedCount(QStringLiteral("Test Cave Wyrm"), QStringLiteral("Invented Set B"), 1));
    DDM_VERIFY_EDIT(m_collection->setOwnedCount(QStringLiteral("Test Goblin Sneak"),
                                                QStringLiteral("Invented Set A"), 4));
    const QList<SetSummary> expected{{QStringLiteral("Invented Set A"), 2, 1, 4},
                                     {QStringLiteral("Invented Set B"), 2, 2, 4},
                                     {QStringLiteral("Invented Set C"), 1, 0, 0}};
    QCOMPARE(CardRepository(m_fixture->database()).sets(), expected);
}

void TestCollectionRepository::refusesBadCounts_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("set");
    QTest::addColumn<int>("count");
    QTest::addColumn<EditErrorCode>("code");
    QTest::newRow("negative") << "Test Sky Hawk"
                              << "Invented Set B" << -1 << EditErrorCode::OutOfRange;
    QTest::newRow("unknown card") << "Nobody"
                                  << "Invented Set B" << 1 << EditErrorCode::NotFound;
    QTest::newRow("card of another set") << "Test Sky Hawk"
                                         << "Invented Set A" << 1 << EditErrorCode::NotFound;
}

void TestCollectionRepository::refusesBadCounts()
{
    QFETCH(QString, name);
    QFETCH(QString, set);
    QFETCH(int, count);
    QFETCH(EditErrorCode, code);
    const EditResult result = m_collection->setOwnedCount(name, set, count);
    QVERIFY(!result.ok());
    QCOMPARE(result.error->code, code);
    QCOMPARE(m_collection->ownedCount(name, set), 0);
}

QTEST_GUILESS_MAIN(TestCollectionRepository)
#include "tst_collection_repository.moc"
