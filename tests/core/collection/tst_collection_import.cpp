// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/collection_import.h"
#include "storage/card_repository.h"
#include "storage/catalog_importer.h"
#include "storage/collection_repository.h"
#include "storage/correction_repository.h"

#include "collection_fixture.h"

#include <QTest>

using namespace ddm;

using Code = CollectionCsvProblemCode;
using Counts = QList<OwnedCount>;
using Problems = QList<CollectionCsvProblem>;

using namespace ddm::test::collection_cards;

class TestCollectionImport : public QObject {
    Q_OBJECT

private slots:
    void init();
    void resolvesRowsToTheCardsSpelling();
    void reportsUnknownCardsAndAddsDuplicates();
    void refusesASumAboveTheLimit();
    void plansTheFixture();
    void addsToTheCollection();
    void updatesTheListedCards();
    void replacesTheCollection();
    void importsNothingFromAnIncompleteFile_data();
    void importsNothingFromAnIncompleteFile();
    void storesAllOrNothing();
    void exportsEveryOwnedCard();
    void countsSurviveACatalogReimport();

private:
    CollectionImportPlan planOf(const QByteArray& csv) const;
    Counts owned() const { return m_collection->ownedCounts(); }

    std::unique_ptr<test::StorageFixture> m_fixture;
    std::unique_ptr<CollectionRepository> m_collection;
    CardKeyIndex m_cards;
};

void TestCollectionImport::init()
{
    m_collection.reset();
    m_fixture = std::make_unique<test::StorageFixture>();
    const QString problem = m_fixture->setUp(test::collectionCatalogPath());
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    m_collection = std::make_unique<CollectionRepository>(m_fixture->database());
    m_cards = CardKeyIndex(CardRepository(m_fixture->database()).allCreatures());
}

CollectionImportPlan TestCollectionImport::planOf(const QByteArray& csv) const
{
    return CollectionImport::plan(CollectionCsv::read(csv), m_cards);
}

void TestCollectionImport::resolvesRowsToTheCardsSpelling()
{
    const CollectionImportPlan plan =
        planOf("name,set,count\n\"TEST KNIGHT, ERRANT\",invented set a,2\ntest mud toad,Invented Set B,1\n");
    QCOMPARE(plan.counts, (Counts{{kKnight, kSetA, 2}, {kToad, kSetB, 1}}));
    QVERIFY(plan.problems.isEmpty());
    QCOMPARE(plan.rowCount, 2);
    QCOMPARE(plan.copyCount(), 3);
}

void TestCollectionImport::reportsUnknownCardsAndAddsDuplicates()
{
    const CollectionImportPlan plan = planOf("name,set,count\n"
                                             "Test Mud Toad,Invented Set A,1\n"   // 2
                                             "Test Mud Toad,Invented Set C,1\n"   // 3: not in set C
                                             "Nobody,Invented Set A,1\n"          // 4
                                             "test mud toad,INVENTED SET A,2\n"   // 5: duplicate of 2
                                             "Test Mud Toad,Invented Set A,0\n"); // 6: duplicate of 2
    QCOMPARE(plan.counts, (Counts{{kToad, kSetA, 3}}));
    const Problems problems{{3, Code::UnknownCard, kToad, 0, kSetC},
                            {4, Code::UnknownCard, "Nobody", 0, kSetA},
                            {5, Code::Duplicate, {}, 2},
                            {6, Code::Duplicate, {}, 2}};
    QCOMPARE(plan.problems, problems);
    QCOMPARE(plan.errorCount(), 2);
    QCOMPARE(plan.rowCount, 3);
}

void TestCollectionImport::refusesASumAboveTheLimit()
{
    const CollectionImportPlan plan =
        planOf("name,set,count\nTest Mud Toad,Invented Set A,9000\nTest Mud Toad,Invented Set A,1000\n");
    QCOMPARE(plan.counts, (Counts{{kToad, kSetA, 9000}}));
    QCOMPARE(plan.problems, (Problems{{3, Code::CountTooLarge, "10000"}}));
}

void TestCollectionImport::plansTheFixture()
{
    const CollectionImportPlan plan =
        planOf(test::fileBytes(test::testDataPath(QStringLiteral("collection/with_bad_rows.csv"))));
    QCOMPARE(plan.counts, (Counts{{kKnight, kSetA, 3}, {kWarden, kSetB, 4}, {kSprite, kSetC, 1}}));
    QList<int> errorLines;
    for (const CollectionCsvProblem& problem : plan.problems) {
        if (problem.isError())
            errorLines.append(problem.line);
    }
    QCOMPARE(errorLines, (QList<int>{3, 4, 5, 6, 10, 11}));
    QVERIFY(plan.problems.contains(CollectionCsvProblem{12, Code::Duplicate, {}, 2}));
}

void TestCollectionImport::addsToTheCollection()
{
    DDM_VERIFY_EDIT(m_collection->setOwnedCount(kToad, kSetB, 2));
    DDM_VERIFY_EDIT(m_collection->setOwnedCount(kSprite, kSetC, 1));
    const CollectionImportPlan plan = planOf("name,set,count\nTest Mud Toad,Invented Set B,3\n"
                                             "Test Stone Warden,Invented Set B,1\n");
    DDM_VERIFY_EDIT(CollectionImport::apply(plan, *m_collection, CollectionImportMode::Add));
    QCOMPARE(owned(), (Counts{{kToad, kSetB, 5}, {kWarden, kSetB, 1}, {kSprite, kSetC, 1}}));
}

void TestCollectionImport::updatesTheListedCards()
{
    DDM_VERIFY_EDIT(m_collection->setOwnedCount(kToad, kSetB, 2));
    DDM_VERIFY_EDIT(m_collection->setOwnedCount(kSprite, kSetC, 1));
    const CollectionImportPlan plan = planOf("name,set,count\nTest Mud Toad,Invented Set B,3\n"
                                             "Test Ember Sprite,Invented Set C,0\n"
                                             "Test Stone Warden,Invented Set B,1\n");
    DDM_VERIFY_EDIT(CollectionImport::apply(plan, *m_collection, CollectionImportMode::Update));
    const Counts expected{{kToad, kSetB, 3}, {kWarden, kSetB, 1}};
    QCOMPARE(owned(), expected);
    // Importing the same file again changes nothing.
    DDM_VERIFY_EDIT(CollectionImport::apply(plan, *m_collection, CollectionImportMode::Update));
    QCOMPARE(owned(), expected);
}

void TestCollectionImport::replacesTheCollection()
{
    DDM_VERIFY_EDIT(m_collection->setOwnedCount(kToad, kSetB, 2));
    DDM_VERIFY_EDIT(m_collection->setOwnedCount(kSprite, kSetC, 1));
    const CollectionImportPlan plan = planOf("name,set,count\nTest Mud Toad,Invented Set B,3\n"
                                             "Test Stone Warden,Invented Set B,1\n");
    DDM_VERIFY_EDIT(CollectionImport::apply(plan, *m_collection, CollectionImportMode::Replace));
    QCOMPARE(owned(), (Counts{{kToad, kSetB, 3}, {kWarden, kSetB, 1}}));
}

void TestCollectionImport::importsNothingFromAnIncompleteFile_data()
{
    QTest::addColumn<CollectionImportMode>("mode");
    QTest::newRow("add") << CollectionImportMode::Add;
    QTest::newRow("update") << CollectionImportMode::Update;
    QTest::newRow("replace") << CollectionImportMode::Replace;
}

void TestCollectionImport::importsNothingFromAnIncompleteFile()
{
    QFETCH(CollectionImportMode, mode);
    DDM_VERIFY_EDIT(m_collection->setOwnedCount(kSprite, kSetC, 1));
    const CollectionImportPlan plan =
        planOf("name,set,count\nTest Mud Toad,Invented Set B,3\n\"Test Stone Warden,Invented Set B,1\n");
    QVERIFY(!plan.complete);
    QCOMPARE(plan.counts.size(), 1);
    const EditResult result = CollectionImport::apply(plan, *m_collection, mode);
    QVERIFY(!result.ok());
    QCOMPARE(result.error->field, QStringLiteral("file"));
    QCOMPARE(owned(), (Counts{{kSprite, kSetC, 1}}));
}

void TestCollectionImport::storesAllOrNothing()
{
    DDM_VERIFY_EDIT(m_collection->setOwnedCount(kSprite, kSetC, 1));
    // A plan naming a card the database does not have (made by hand: plan() would have refused it).
    CollectionImportPlan plan;
    plan.counts = {{kToad, kSetB, 3}, {QStringLiteral("Nobody"), kSetB, 1}};
    const EditResult result = CollectionImport::apply(plan, *m_collection, CollectionImportMode::Replace);
    QVERIFY(!result.ok());
    QCOMPARE(result.error->code, EditErrorCode::NotFound);
    QCOMPARE(owned(), (Counts{{kSprite, kSetC, 1}}));
}

void TestCollectionImport::exportsEveryOwnedCard()
{
    DDM_VERIFY_EDIT(m_collection->setOwnedCount(kKnight, kSetA, 2));
    DDM_VERIFY_EDIT(m_collection->setOwnedCount(kImp, kSetA, 1));
    DDM_VERIFY_EDIT(m_collection->setOwnedCount(kToad, kSetB, 4));
    // Collector numbers order a set's rows numerically (2 before 10, before the name's order), rarities
    // come along.
    CreatureCorrection knight;
    knight.collectorNumber = QStringLiteral("2");
    knight.rarity = Rarity::Rare;
    DDM_VERIFY_EDIT(CorrectionRepository(m_fixture->database()).setCorrection(kKnight, kSetA, knight));
    CreatureCorrection imp;
    imp.collectorNumber = QStringLiteral("10");
    DDM_VERIFY_EDIT(CorrectionRepository(m_fixture->database()).setCorrection(kImp, kSetA, imp));
    const QByteArray csv = CollectionCsv::write(owned());
    QCOMPARE(csv, QByteArray("name,set,count,number,rarity\r\n"
                             "\"Test Knight, Errant\",Invented Set A,2,2,Rare\r\n"
                             "\"Test \"\"Grinning\"\" Imp\",Invented Set A,1,10,\r\n"
                             "Test Mud Toad,Invented Set B,4,,\r\n"));
    // What was exported imports back to the same collection.
    const CollectionImportPlan plan = planOf(csv);
    QVERIFY(plan.problems.isEmpty());
    DDM_VERIFY_EDIT(CollectionImport::apply(plan, *m_collection, CollectionImportMode::Replace));
    QCOMPARE(CollectionCsv::write(owned()), csv);
}

void TestCollectionImport::countsSurviveACatalogReimport()
{
    const CollectionImportPlan plan =
        planOf(test::fileBytes(test::testDataPath(QStringLiteral("collection/good.csv"))));
    QVERIFY(plan.problems.isEmpty());
    DDM_VERIFY_EDIT(CollectionImport::apply(plan, *m_collection, CollectionImportMode::Replace));
    DDM_VERIFY_EDIT(m_collection->setOwnedCount(kSprite, kSetC, 5));
    const CardRepository cards(m_fixture->database());
    const qint64 oldToadId = cards.creaturesNamed(kToad).constLast().id;

    // The next catalog release renumbers the cards and drops the sprite.
    const CatalogImportResult imported = CatalogImporter::importFile(
        test::collectionCatalogPath(QStringLiteral("catalog_next.json")), m_fixture->path());
    QVERIFY(imported.ok());
    QVERIFY(!m_fixture->database().reattachCatalog());
    QVERIFY(cards.creaturesNamed(kToad).constLast().id != oldToadId);

    QCOMPARE(m_collection->ownedCount(kKnight, kSetA), 2);
    QCOMPARE(m_collection->ownedCount(kImp, kSetA), 1);
    QCOMPARE(m_collection->ownedCount(kToad, kSetB), 3);
    // The dropped card's count is kept (and exported) in case a later catalog has it again.
    QCOMPARE(m_collection->ownedCount(kSprite, kSetC), 5);
    QVERIFY(owned().contains(OwnedCount{kSprite, kSetC, 5}));
    const QList<SetSummary> sets = cards.sets();
    QCOMPARE(sets.size(), 3);
    QCOMPARE(sets.at(0), (SetSummary{kSetA, 3, 2, 3}));
    QCOMPARE(sets.at(1), (SetSummary{kSetB, 2, 1, 3}));
    QCOMPARE(sets.at(2), (SetSummary{kSetC, 1, 0, 0}));
}

QTEST_GUILESS_MAIN(TestCollectionImport)
#include "tst_collection_import.moc"
