// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/collection_repository.h"
#include "storage/correction_repository.h"
#include "storage/custom_card_repository.h"
#include "storage/custom_cards_transfer.h"
#include "storage/item_repository.h"

#include "storage_fixture.h"

#include <QTest>

using namespace ddm;

class TestCustomCardsTransfer : public QObject {
    Q_OBJECT

private slots:
    void init();
    void storesEveryKindOfCard();
    void importingAgainUpdatesInPlace();
    void oneRefusalStoresNothing();
    void exportImportsIntoAnotherDirectory();

private:
    std::unique_ptr<test::StorageFixture> m_fixture;
};

namespace {

// The cards of the small catalog (tests/data/storage/small_catalog.json) are "Test ..." in
// "Invented Set A/B/C"; these are the user's own.
CustomCards homebrew()
{
    CustomCards cards;
    Creature golem;
    golem.origin = CardOrigin::Custom;
    golem.name = QStringLiteral("Invented Glass Golem");
    golem.set = QStringLiteral("Homebrew Set");
    golem.cost = 20;
    golem.level = 6;
    golem.ac = 20;
    golem.hp = 60;
    golem.speed = 4;
    golem.factions = Faction::Civilization;
    golem.keywords = {QStringLiteral("Construct")};
    golem.powers = {{PowerType::Attack, QStringLiteral("Slam: an invented attack."), std::nullopt}};
    golem.size = CreatureSize::Large;
    cards.creatures.append(golem);

    Item ring;
    ring.name = QStringLiteral("Invented Ring of Hours");
    ring.set = QStringLiteral("Homebrew Set");
    ring.cost = 6;
    ring.minLevel = 6;
    ring.maxLevel = 10;
    cards.items.append(ring);

    CardCorrection wyrm{QStringLiteral("Test Cave Wyrm"), QStringLiteral("Invented Set B"), {}};
    wyrm.correction.size = CreatureSize::Huge;
    cards.corrections.append(wyrm);
    return cards;
}

QString describe(const CustomCardsImportResult& result)
{
    QStringList lines;
    for (const CustomCardsError& error : result.errors)
        lines.append(error.toString());
    return lines.join(QLatin1Char('\n'));
}

// The exported cards with what only the database knows (ids, origins) cleared, to compare documents.
// What the file format holds: no row ids, and no size source (a custom card's size is its own).
CustomCards withoutIds(CustomCards cards)
{
    for (Creature& creature : cards.creatures) {
        creature.id = 0;
        creature.origin = CardOrigin::Custom;
        creature.sizeSource.reset();
    }
    for (Item& item : cards.items)
        item.id = 0;
    return cards;
}

} // namespace

void TestCustomCardsTransfer::init()
{
    m_fixture = std::make_unique<test::StorageFixture>();
    const QString problem = m_fixture->setUp();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCustomCardsTransfer::storesEveryKindOfCard()
{
    const CustomCardsImportResult result = CustomCardsTransfer::importCards(m_fixture->database(), homebrew());
    QVERIFY2(result.ok(), qPrintable(describe(result)));
    QCOMPARE(result.addedCreatures, 1);
    QCOMPARE(result.addedItems, 1);
    QCOMPARE(result.correctedCards, 1);
    QCOMPARE(result.updatedCreatures + result.updatedItems, 0);

    const CustomCards stored = CustomCardsTransfer::exportCards(m_fixture->database());
    QCOMPARE(withoutIds(stored), homebrew());
    QVERIFY(stored.creatures.first().id < 0); // custom cards have negative ids
    QCOMPARE(stored.creatures.first().sizeSource, std::optional(FactSource::CustomCard));
}

void TestCustomCardsTransfer::importingAgainUpdatesInPlace()
{
    QVERIFY(CustomCardsTransfer::importCards(m_fixture->database(), homebrew()).ok());
    const CustomCards first = CustomCardsTransfer::exportCards(m_fixture->database());
    const Creature& golem = first.creatures.first();
    CollectionRepository collection(m_fixture->database());
    DDM_VERIFY_EDIT(collection.setOwnedCount(golem.name, golem.set, 2));

    CustomCards changed = homebrew();
    changed.creatures.first().name = QStringLiteral("INVENTED GLASS GOLEM"); // same card, ignoring case
    changed.creatures.first().cost = 22;
    changed.items.first().maxLevel = 12;
    changed.corrections.first().correction = {};
    changed.corrections.first().correction.cost = 40; // replaces the size correction
    const CustomCardsImportResult result = CustomCardsTransfer::importCards(m_fixture->database(), changed);
    QVERIFY2(result.ok(), qPrintable(describe(result)));
    QCOMPARE(result.updatedCreatures, 1);
    QCOMPARE(result.updatedItems, 1);
    QCOMPARE(result.addedCreatures + result.addedItems, 0);
    QCOMPARE(result.correctedCards, 1);

    const CustomCards second = CustomCardsTransfer::exportCards(m_fixture->database());
    QCOMPARE(second.creatures.size(), 1);
    QCOMPARE(second.creatures.first().id, golem.id);
    QCOMPARE(second.creatures.first().cost, 22);
    QCOMPARE(collection.ownedCount(QStringLiteral("INVENTED GLASS GOLEM"), golem.set), 2);
    QCOMPARE(second.items.size(), 1);
    QCOMPARE(second.items.first().id, first.items.first().id);
    QCOMPARE(second.items.first().maxLevel, std::optional<int>(12));
    QCOMPARE(second.corrections, changed.corrections);
}

void TestCustomCardsTransfer::oneRefusalStoresNothing()
{
    CustomCards cards = homebrew();
    Creature clash = cards.creatures.first();
    clash.name = QStringLiteral("Test Sky Hawk");
    clash.set = QStringLiteral("Invented Set B"); // a catalog card: corrected, never replaced
    cards.creatures.append(clash);
    cards.corrections.append({QStringLiteral("Invented Nobody"), QStringLiteral("Invented Set A"), {}});
    cards.corrections.last().correction.size = CreatureSize::Small;
    cards.corrections.append({cards.creatures.first().name, cards.creatures.first().set, {}});
    cards.corrections.last().correction.hp = 1; // a custom card is edited, not corrected

    const CustomCardsImportResult result = CustomCardsTransfer::importCards(m_fixture->database(), cards);
    QCOMPARE(describe(result),
             QStringLiteral("creatures[1]: the catalog card \"Test Sky Hawk\" already exists in set \"Invented Set B\"\n"
                            "corrections[1]: the catalog has no card \"Invented Nobody\" in set \"Invented Set A\"\n"
                            "corrections[2]: the catalog has no card \"Invented Glass Golem\" in set \"Homebrew Set\""));
    QCOMPARE(result.addedCreatures + result.addedItems + result.correctedCards, 0);
    QVERIFY(CustomCardsTransfer::exportCards(m_fixture->database()).isEmpty());
    QCOMPARE(CorrectionRepository(m_fixture->database()).correction(QStringLiteral("Test Cave Wyrm"),
                                                                     QStringLiteral("Invented Set B")),
             std::nullopt);

    // The session is still usable: the rollback closed the transaction.
    QVERIFY(CustomCardsTransfer::importCards(m_fixture->database(), homebrew()).ok());
    QCOMPARE(CustomCardRepository(m_fixture->database()).customCreatures().size(), 1);
}

void TestCustomCardsTransfer::exportImportsIntoAnotherDirectory()
{
    QVERIFY(CustomCardsTransfer::importCards(m_fixture->database(), homebrew()).ok());
    const CustomCards exported = CustomCardsTransfer::exportCards(m_fixture->database());

    test::StorageFixture other;
    const QString problem = other.setUp();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    const CustomCardsReadResult read = CustomCardsFile::read(CustomCardsFile::write(exported));
    QVERIFY(read.ok());
    QVERIFY(CustomCardsTransfer::importCards(other.database(), read.cards).ok());
    QCOMPARE(withoutIds(CustomCardsTransfer::exportCards(other.database())), withoutIds(exported));
    QCOMPARE(ItemRepository(other.database()).allItems().size(), 1);
}

QTEST_GUILESS_MAIN(TestCustomCardsTransfer)
#include "tst_custom_cards_transfer.moc"
