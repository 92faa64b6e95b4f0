// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/card_repository.h"
#include "storage/collection_repository.h"
#include "storage/custom_card_repository.h"

#include "storage_fixture.h"

#include <QTest>

using namespace ddm;

class TestCustomCardRepository : public QObject {
    Q_OBJECT

private slots:
    void init();
    void addsACardThatShowsEverywhere();
    void allowsACatalogNameInAnotherSet();
    void refusesInvalidCards_data();
    void refusesInvalidCards();
    void updatesACardKeepingItsIdAndCount();
    void refusesToEditCatalogOrUnknownCards();
    void removesACardAndItsCount();

private:
    std::unique_ptr<test::StorageFixture> m_fixture;
    std::unique_ptr<CustomCardRepository> m_custom;
    std::unique_ptr<CardRepository> m_cards;
    qint64 m_impId = 0; // the custom card every test starts with
};

namespace {

Creature homebrewImp()
{
    Creature imp;
    imp.name = QStringLiteral("Homebrew Imp");
    imp.set = QStringLiteral("My Cards");
    imp.cost = 7;
    imp.level = 2;
    imp.ac = 15;
    imp.fort = 11;
    imp.ref = 14;
    imp.will = 12;
    imp.speed = 6;
    imp.hp = 12;
    imp.movement = MovementMode::Flight;
    imp.alignment = Alignment::Evil;
    imp.factions = Faction::Underdark;
    imp.keywords = QStringList{QStringLiteral("Devil"), QStringLiteral("Homebrew")};
    imp.powers = {{PowerType::Attack, QStringLiteral("Sting: an invented attack."), std::nullopt},
                  {PowerType::Special, QStringLiteral("Vanish: an invented escape."), 1}};
    imp.size = CreatureSize::Tiny;
    imp.collectorNumber = QStringLiteral("H1");
    imp.rarity = Rarity::Rare;
    return imp;
}

} // namespace

void TestCustomCardRepository::init()
{
    m_cards.reset();
    m_custom.reset();
    m_fixture = std::make_unique<test::StorageFixture>();
    const QString problem = m_fixture->setUp();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    m_custom = std::make_unique<CustomCardRepository>(m_fixture->database());
    m_cards = std::make_unique<CardRepository>(m_fixture->database());
    const EditResult added = m_custom->addCustomCreature(homebrewImp());
    DDM_VERIFY_EDIT(added);
    m_impId = added.id;
}

void TestCustomCardRepository::addsACardThatShowsEverywhere()
{
    QVERIFY(m_impId < 0); // never clashes with a catalog id
    const QList<Creature> found = m_cards->creaturesNamed(QStringLiteral("homebrew imp"));
    QCOMPARE(found.size(), 1);
    Creature expected = homebrewImp();
    expected.id = m_impId;
    expected.origin = CardOrigin::Custom;
    expected.sizeSource = FactSource::CustomCard;
    QCOMPARE(found.first(), expected);
    QCOMPARE(m_cards->creature(m_impId), std::optional<Creature>(expected));
    QCOMPARE(m_cards->creatureIds(QStringLiteral("card.origin = ?"), {QStringLiteral("custom")}),
             QList<qint64>{m_impId});
    QCOMPARE(m_cards->creatureCount(), 6);
    QVERIFY(m_cards->sets().contains(SetSummary{QStringLiteral("My Cards"), 1, 0, 0}));
}

void TestCustomCardRepository::allowsACatalogNameInAnotherSet()
{
    Creature goblin = homebrewImp();
    goblin.name = QStringLiteral("Test Goblin Sneak");
    DDM_VERIFY_EDIT(m_custom->addCustomCreature(goblin));
    QCOMPARE(m_cards->creaturesNamed(QStringLiteral("Test Goblin Sneak")).size(), 2);
}

void TestCustomCardRepository::refusesInvalidCards_data()
{
    QTest::addColumn<Creature>("creature");
    QTest::addColumn<EditErrorCode>("code");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message"); // a fragment of the message

    const Creature valid = homebrewImp();
    Creature creature = valid;
    creature.name = QStringLiteral("   ");
    QTest::newRow("blank name") << creature << EditErrorCode::MissingField << "name"
                                << "name must not be empty";
    creature = valid;
    creature.set.clear();
    QTest::newRow("no set") << creature << EditErrorCode::MissingField << "set"
                            << "set must not be empty";
    creature = valid;
    creature.cost = -1;
    QTest::newRow("negative cost") << creature << EditErrorCode::OutOfRange << "cost"
                                   << "cost must be between 0 and 10000 (was -1)";
    creature = valid;
    creature.level = 101;
    QTest::newRow("level too high") << creature << EditErrorCode::OutOfRange << "level"
                                    << "level must be between 0 and 100";
    creature = valid;
    creature.will = 500;
    QTest::newRow("defense too high") << creature << EditErrorCode::OutOfRange << "will"
                                      << "(was 500)";
    creature = valid;
    creature.championRating = 21;
    QTest::newRow("champion rating") << creature << EditErrorCode::OutOfRange << "champion rating"
                                     << "between 0 and 20";
    creature = valid;
    creature.powers[1].useLimit = 0;
    QTest::newRow("use limit") << creature << EditErrorCode::OutOfRange << "use limit"
                               << "use limit must be between 1 and 99";
    creature = valid;
    creature.keywords.append(QString());
    QTest::newRow("empty keyword") << creature << EditErrorCode::MissingField << "keyword"
                                   << "keyword must not be empty";
    creature = valid;
    creature.factions = {};
    QTest::newRow("no faction") << creature << EditErrorCode::NoFaction << "factions"
                                << "at least one faction";
    creature = valid;
    creature.name = QStringLiteral("test goblin SNEAK");
    creature.set = QStringLiteral("INVENTED SET A");
    QTest::newRow("a catalog card's name and set")
        << creature << EditErrorCode::Clash << "name"
        << "the catalog card \"test goblin SNEAK\" already exists in set \"INVENTED SET A\"";
    creature = valid;
    creature.name = QStringLiteral("HOMEBREW IMP ");
    QTest::newRow("another custom card's name and set") << creature << EditErrorCode::Clash << "name"
                                                        << "a custom card \"HOMEBREW IMP\" already exists";
}

void TestCustomCardRepository::refusesInvalidCards()
{
    QFETCH(Creature, creature);
    QFETCH(EditErrorCode, code);
    QFETCH(QString, field);
    QFETCH(QString, message);

    const EditResult result = m_custom->addCustomCreature(creature);
    QVERIFY(!result.ok());
    QCOMPARE(result.error->code, code);
    QCOMPARE(result.error->field, field);
    QVERIFY2(result.error->message.contains(message), qPrintable(result.error->message));
    QCOMPARE(m_cards->creatureCount(), 6);
}

void TestCustomCardRepository::updatesACardKeepingItsIdAndCount()
{
    DDM_VERIFY_EDIT(CollectionRepository(m_fixture->database())
                        .setOwnedCount(QStringLiteral("Homebrew Imp"), QStringLiteral("My Cards"), 2));
    Creature changed = homebrewImp();
    changed.id = m_impId;
    changed.name = QStringLiteral("Homebrew Imp, Elder");
    changed.cost = 9;
    changed.keywords = QStringList{QStringLiteral("Devil")};
    changed.powers.removeLast();
    changed.rarity.reset();

    const EditResult result = m_custom->updateCustomCreature(changed);
    DDM_VERIFY_EDIT(result);
    QCOMPARE(result.id, m_impId);
    changed.origin = CardOrigin::Custom;
    changed.sizeSource = FactSource::CustomCard;
    QCOMPARE(m_cards->creature(m_impId), std::optional<Creature>(changed));
    QVERIFY(m_cards->creaturesNamed(QStringLiteral("Homebrew Imp")).isEmpty());
    const CollectionRepository collection(m_fixture->database());
    QCOMPARE(collection.ownedCount(QStringLiteral("Homebrew Imp, Elder"), QStringLiteral("My Cards")), 2);
    QCOMPARE(collection.ownedCount(QStringLiteral("Homebrew Imp"), QStringLiteral("My Cards")), 0);
}

void TestCustomCardRepository::refusesToEditCatalogOrUnknownCards()
{
    const Creature catalogCard = m_cards->creaturesNamed(QStringLiteral("Test Sky Hawk")).value(0);
    EditResult result = m_custom->updateCustomCreature(catalogCard);
    QVERIFY(!result.ok());
    QCOMPARE(result.error->code, EditErrorCode::NotCustom);

    Creature unknown = homebrewImp();
    unknown.id = -999;
    result = m_custom->updateCustomCreature(unknown);
    QVERIFY(!result.ok());
    QCOMPARE(result.error->code, EditErrorCode::NotFound);
    QCOMPARE(m_cards->creatureCount(), 6);
}

void TestCustomCardRepository::removesACardAndItsCount()
{
    CollectionRepository collection(m_fixture->database());
    DDM_VERIFY_EDIT(collection.setOwnedCount(QStringLiteral("Homebrew Imp"), QStringLiteral("My Cards"), 1));
    DDM_VERIFY_EDIT(m_custom->removeCustomCreature(m_impId));
    QVERIFY(!m_cards->creature(m_impId));
    QCOMPARE(m_cards->creatureCount(), 5);
    QCOMPARE(collection.ownedCount(QStringLiteral("Homebrew Imp"), QStringLiteral("My Cards")), 0);
    // Its keywords and powers went with it.
    QVERIFY(!m_cards->keywords().contains(QStringLiteral("Homebrew")));

    const EditResult again = m_custom->removeCustomCreature(m_impId);
    QVERIFY(!again.ok());
    QCOMPARE(again.error->code, EditErrorCode::NotFound);
    const Creature catalogCard = m_cards->creaturesNamed(QStringLiteral("Test Sky Hawk")).value(0);
    QCOMPARE(m_custom->removeCustomCreature(catalogCard.id).error->code, EditErrorCode::NotCustom);
    QCOMPARE(m_cards->creatureCount(), 5);
}

QTEST_GUILESS_MAIN(TestCustomCardRepository)
#include "tst_custom_card_repository.moc"
