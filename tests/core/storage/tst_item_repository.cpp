// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/card_repository.h"
#include "storage/item_repository.h"

#include "storage_fixture.h"

#include <QTest>

using namespace ddm;

class TestItemRepository : public QObject {
    Q_OBJECT

private slots:
    void init();
    void storesEveryFieldOfAnItem();
    void findsItemsByNameThroughTheCardLookup();
    void updatesAnItemKeepingItsId();
    void removesAnItem();
    void refusesInvalidItems_data();
    void refusesInvalidItems();

private:
    std::unique_ptr<test::StorageFixture> m_fixture;
    std::unique_ptr<ItemRepository> m_items;
};

namespace {

Item mirrorBuckler()
{
    Item item;
    item.name = QStringLiteral("Mirror Buckler");
    item.set = QStringLiteral("My Items");
    item.cost = 6;
    item.minLevel = 3;
    item.maxLevel = 10;
    item.keywords = QStringList{QStringLiteral("Soldier"), QStringLiteral("Paladin")};
    item.factions = Faction::Civilization | Faction::Borderlands;
    item.alignments = {Alignment::Unaligned, Alignment::Good};
    item.powers = {{PowerType::Ability, QStringLiteral("Glint: an invented defense."), std::nullopt},
                   {PowerType::Special, QStringLiteral("Flash: an invented blinding trick."), 1}};
    return item;
}

} // namespace

void TestItemRepository::init()
{
    m_items.reset();
    m_fixture = std::make_unique<test::StorageFixture>();
    const QString problem = m_fixture->setUp();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    m_items = std::make_unique<ItemRepository>(m_fixture->database());
}

void TestItemRepository::storesEveryFieldOfAnItem()
{
    const EditResult added = m_items->addItem(mirrorBuckler());
    DDM_VERIFY_EDIT(added);
    QVERIFY(added.id > 0);
    Item expected = mirrorBuckler();
    expected.id = added.id;
    QCOMPARE(m_items->allItems(), QList<Item>{expected});

    Item open; // no restrictions of any kind
    open.name = QStringLiteral("Plain Rope");
    open.cost = 1;
    const EditResult second = m_items->addItem(open);
    DDM_VERIFY_EDIT(second);
    open.id = second.id;
    QCOMPARE(m_items->allItems(), (QList<Item>{expected, open}));
}

void TestItemRepository::findsItemsByNameThroughTheCardLookup()
{
    DDM_VERIFY_EDIT(m_items->addItem(mirrorBuckler()));
    Item sameNameOtherSet = mirrorBuckler();
    sameNameOtherSet.set = QStringLiteral("Other Items");
    DDM_VERIFY_EDIT(m_items->addItem(sameNameOtherSet));

    const CardRepository cards(m_fixture->database());
    const CardLookup& lookup = cards;
    const QList<Item> found = lookup.itemsNamed(QStringLiteral("mirror BUCKLER"));
    QCOMPARE(found.size(), 2);
    QCOMPARE(found.at(0).set, QStringLiteral("My Items"));
    QCOMPARE(found.at(1).set, QStringLiteral("Other Items"));
    QCOMPARE(found.at(1).powers, mirrorBuckler().powers);
    QVERIFY(lookup.itemsNamed(QStringLiteral("Mirror")).isEmpty());
}

void TestItemRepository::updatesAnItemKeepingItsId()
{
    const EditResult added = m_items->addItem(mirrorBuckler());
    DDM_VERIFY_EDIT(added);
    Item changed = mirrorBuckler();
    changed.id = added.id;
    changed.cost = 8;
    changed.maxLevel.reset();
    changed.alignments = {Alignment::Evil};
    changed.keywords.clear();
    changed.powers.removeFirst();
    const EditResult updated = m_items->updateItem(changed);
    DDM_VERIFY_EDIT(updated);
    QCOMPARE(updated.id, added.id);
    QCOMPARE(m_items->allItems(), QList<Item>{changed});

    changed.id = 999;
    QCOMPARE(m_items->updateItem(changed).error->code, EditErrorCode::NotFound);
}

void TestItemRepository::removesAnItem()
{
    const EditResult added = m_items->addItem(mirrorBuckler());
    DDM_VERIFY_EDIT(added);
    DDM_VERIFY_EDIT(m_items->removeItem(added.id));
    QVERIFY(m_items->allItems().isEmpty());
    QCOMPARE(m_items->removeItem(added.id).error->code, EditErrorCode::NotFound);
}

void TestItemRepository::refusesInvalidItems_data()
{
    QTest::addColumn<Item>("item");
    QTest::addColumn<EditErrorCode>("code");
    QTest::addColumn<QString>("field");

    const Item valid = mirrorBuckler();
    Item item = valid;
    item.name = QStringLiteral(" ");
    QTest::newRow("blank name") << item << EditErrorCode::MissingField << "name";
    item = valid;
    item.cost = -2;
    QTest::newRow("negative cost") << item << EditErrorCode::OutOfRange << "cost";
    item = valid;
    item.maxLevel = 2; // below the minimum of 3
    QTest::newRow("level range upside down") << item << EditErrorCode::OutOfRange << "maximum level";
    item = valid;
    item.powers[1].useLimit = 100;
    QTest::newRow("use limit") << item << EditErrorCode::OutOfRange << "use limit";
    item = valid;
    item.name = QStringLiteral("MIRROR buckler");
    item.set = QStringLiteral("my items");
    QTest::newRow("same name in the same set") << item << EditErrorCode::Clash << "name";
}

void TestItemRepository::refusesInvalidItems()
{
    QFETCH(Item, item);
    QFETCH(EditErrorCode, code);
    QFETCH(QString, field);
    DDM_VERIFY_EDIT(m_items->addItem(mirrorBuckler()));

    const EditResult result = m_items->addItem(item);
    QVERIFY(!result.ok());
    QCOMPARE(result.error->code, code);
    QCOMPARE(result.error->field, field);
    QCOMPARE(m_items->allItems().size(), 1);
}

QTEST_GUILESS_MAIN(TestItemRepository)
#include "tst_item_repository.moc"
