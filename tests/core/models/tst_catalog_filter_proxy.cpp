// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/catalog_filter_proxy.h"
#include "models/catalog_search.h"
#include "models/catalog_table_model.h"
#include "storage/card_repository.h"
#include "storage/collection_repository.h"

#include "models_fixture.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace ddm;

class TestCatalogFilterProxy : public QObject, private test::CatalogModelHarness {
    Q_OBJECT

private slots:
    void init();
    void passesTheModelTester();
    void showsEverythingAtFirst();
    void filtersByMatchingIds();
    void filtersByOwnership();
    void sortsNumbersAsNumbers();
    void sortsTextIgnoringCase();
    void keepsNameOrderForTies();
    void searchesTheCatalog_data();
    void searchesTheCatalog();
    void reportsMalformedQueries();

private:
    QStringList shownNames() const;
    qint64 idOf(const QString& name) const { return m_cards->creaturesNamed(name).value(0).id; }

    std::unique_ptr<CatalogFilterProxy> m_proxy;
};

void TestCatalogFilterProxy::init()
{
    m_proxy.reset();
    setUpModel();
    m_proxy = std::make_unique<CatalogFilterProxy>();
    m_proxy->setSourceModel(m_model.get());
}

QStringList TestCatalogFilterProxy::shownNames() const
{
    QStringList names;
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        names.append(m_proxy->index(row, CatalogTableModel::Name).data().toString());
    return names;
}

void TestCatalogFilterProxy::passesTheModelTester()
{
    QAbstractItemModelTester tester(m_proxy.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    m_proxy->sort(CatalogTableModel::Cost);
    m_proxy->setMatchingIds({idOf(QStringLiteral("Test Sky Hawk")), idOf(QStringLiteral("Test Cave Wyrm"))});
    m_proxy->setOnlyOwned(true);
    QVERIFY(m_model->setData(
        m_model->index(m_model->rowOf(idOf(QStringLiteral("Test Sky Hawk"))), CatalogTableModel::Owned), 1));
    QCOMPARE(m_proxy->rowCount(), 1);
    m_proxy->matchAll();
    m_proxy->setOnlyOwned(false);
    m_model->reload();
    QCOMPARE(m_proxy->rowCount(), 5);
}

void TestCatalogFilterProxy::showsEverythingAtFirst()
{
    QVERIFY(m_proxy->matchesAll());
    QVERIFY(!m_proxy->onlyOwned());
    QCOMPARE(m_proxy->rowCount(), 5);
}

void TestCatalogFilterProxy::filtersByMatchingIds()
{
    m_proxy->setMatchingIds(
        {idOf(QStringLiteral("Test Sky Hawk")), idOf(QStringLiteral("Test Lantern Ghost")), 99999});
    QVERIFY(!m_proxy->matchesAll());
    QCOMPARE(shownNames(),
             (QStringList{QStringLiteral("Test Lantern Ghost"), QStringLiteral("Test Sky Hawk")}));
    m_proxy->setMatchingIds({});
    QCOMPARE(m_proxy->rowCount(), 0);
    m_proxy->matchAll();
    QCOMPARE(m_proxy->rowCount(), 5);
}

void TestCatalogFilterProxy::filtersByOwnership()
{
    DDM_VERIFY_EDIT(
        m_collection->setOwnedCount(QStringLiteral("Test Cave Wyrm"), QStringLiteral("Invented Set B"), 1));
    DDM_VERIFY_EDIT(m_collection->setOwnedCount(QStringLiteral("Test Goblin Sneak"),
                                                QStringLiteral("Invented Set A"), 3));
    m_model->reload();
    m_proxy->setOnlyOwned(true);
    QCOMPARE(shownNames(),
             (QStringList{QStringLiteral("Test Cave Wyrm"), QStringLiteral("Test Goblin Sneak")}));
    // Both conditions hold at once.
    m_proxy->setMatchingIds({idOf(QStringLiteral("Test Cave Wyrm")), idOf(QStringLiteral("Test Sky Hawk"))});
    QCOMPARE(shownNames(), QStringList{QStringLiteral("Test Cave Wyrm")});
    // Selling the last copy takes the row out while "only owned" is on.
    QVERIFY(m_model->setData(
        m_model->index(m_model->rowOf(idOf(QStringLiteral("Test Cave Wyrm"))), CatalogTableModel::Owned), 0));
    QCOMPARE(m_proxy->rowCount(), 0);
}

void TestCatalogFilterProxy::sortsNumbersAsNumbers()
{
    m_proxy->sort(CatalogTableModel::Cost, Qt::AscendingOrder);
    QStringList costs;
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        costs.append(m_proxy->index(row, CatalogTableModel::Cost).data().toString());
    QCOMPARE(costs, (QStringList{"4", "5", "12", "30", "44"}));
    m_proxy->sort(CatalogTableModel::ChampionRating, Qt::DescendingOrder);
    QCOMPARE(shownNames().first(), QStringLiteral("Test Paladin of Dawn"));
    m_proxy->sort(CatalogTableModel::Speed, Qt::DescendingOrder);
    QCOMPARE(shownNames().first(), QStringLiteral("Test Sky Hawk")); // 8 fly
}

void TestCatalogFilterProxy::sortsTextIgnoringCase()
{
    Creature lower;
    lower.id = 1;
    lower.name = QStringLiteral("alpha");
    Creature upper;
    upper.id = 2;
    upper.name = QStringLiteral("Beta");
    m_model->setCreatures({upper, lower});
    m_proxy->sort(CatalogTableModel::Name);
    QCOMPARE(shownNames(), (QStringList{QStringLiteral("alpha"), QStringLiteral("Beta")}));
}

void TestCatalogFilterProxy::keepsNameOrderForTies()
{
    m_proxy->sort(CatalogTableModel::Alignment, Qt::AscendingOrder);
    // Three Evil creatures tie; they stay in name order.
    QCOMPARE(shownNames().mid(0, 3),
             (QStringList{QStringLiteral("Test Cave Wyrm"), QStringLiteral("Test Goblin Sneak"),
                          QStringLiteral("Test Lantern Ghost")}));
}

void TestCatalogFilterProxy::searchesTheCatalog_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("names");
    QTest::newRow("keyword") << QStringLiteral("kw:dragon") << QStringList{QStringLiteral("Test Cave Wyrm")};
    QTest::newRow("faction and cost")
        << QStringLiteral("f:wild cost<10")
        << QStringList{QStringLiteral("Test Goblin Sneak"), QStringLiteral("Test Sky Hawk")};
    QTest::newRow("name word") << QStringLiteral("ghost")
                               << QStringList{QStringLiteral("Test Lantern Ghost")};
    QTest::newRow("nothing") << QStringLiteral("kw:nonesuch") << QStringList{};
}

void TestCatalogFilterProxy::searchesTheCatalog()
{
    QFETCH(QString, query);
    QFETCH(QStringList, names);
    const CatalogSearchResult result = searchCatalog(*m_cards, query);
    QVERIFY(result.ok());
    QVERIFY(!result.everything);
    m_proxy->setMatchingIds(result.ids);
    QCOMPARE(shownNames(), names);

    const CatalogSearchResult blank = searchCatalog(*m_cards, QStringLiteral("  "));
    QVERIFY(blank.ok());
    QVERIFY(blank.everything);
}

void TestCatalogFilterProxy::reportsMalformedQueries()
{
    const CatalogSearchResult result = searchCatalog(*m_cards, QStringLiteral("kw:elf cots<3"));
    QVERIFY(!result.ok());
    QCOMPARE(result.error->code, QueryErrorCode::UnknownField);
    QCOMPARE(result.error->position, 7);
    QCOMPARE(result.error->length, 4);
    QVERIFY(result.ids.isEmpty());
}

QTEST_GUILESS_MAIN(TestCatalogFilterProxy)
#include "tst_catalog_filter_proxy.moc"
