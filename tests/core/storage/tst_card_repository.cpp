// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/card_repository.h"
#include "storage/custom_card_repository.h"

#include "storage_fixture.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTest>

using namespace ddm;

class TestCardRepository : public QObject {
    Q_OBJECT

private slots:
    void init();
    void findsCreaturesByExactNameIgnoringCase_data();
    void findsCreaturesByExactNameIgnoringCase();
    void findsSeveralNamesInOneGo();
    void loadsEveryFieldWithKeywordsAndPowersInOrder();
    void returnsCreaturesInTheOrderAsked();
    void sortsAllCreaturesByName();
    void runsCompiledFilterFragments_data();
    void runsCompiledFilterFragments();
    void listsSetsWithCardCounts();
    void listsDistinctKeywordsForCompletion();
    void loadsTheWholeCatalogAtOnce();

private:
    QStringList names(const QList<Creature>& creatures) const;

    std::unique_ptr<test::StorageFixture> m_fixture;
    std::unique_ptr<CardRepository> m_cards;
};

void TestCardRepository::init()
{
    m_cards.reset();
    m_fixture = std::make_unique<test::StorageFixture>();
    const QString problem = m_fixture->setUp();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    m_cards = std::make_unique<CardRepository>(m_fixture->database());
}

QStringList TestCardRepository::names(const QList<Creature>& creatures) const
{
    QStringList result;
    for (const Creature& creature : creatures)
        result.append(creature.name);
    return result;
}

void TestCardRepository::findsCreaturesByExactNameIgnoringCase_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("found");
    QTest::newRow("exact") << "Test Sky Hawk" << 1;
    QTest::newRow("other case") << "test SKY hawk" << 1;
    QTest::newRow("surrounding spaces") << "  Test Sky Hawk " << 1;
    QTest::newRow("part of a name") << "Sky Hawk" << 0;
    QTest::newRow("unknown") << "Nobody" << 0;
}

void TestCardRepository::findsCreaturesByExactNameIgnoringCase()
{
    QFETCH(QString, name);
    QFETCH(int, found);
    const QList<Creature> creatures = m_cards->creaturesNamed(name);
    QCOMPARE(creatures.size(), found);
    if (found)
        QCOMPARE(creatures.first().name, QStringLiteral("Test Sky Hawk"));
}

// A warband's names are looked up together; each answer is what creaturesNamed gives for it.
void TestCardRepository::findsSeveralNamesInOneGo()
{
    const QStringList asked{QStringLiteral(" test SKY hawk"), QStringLiteral("Test Paladin of Dawn"),
                            QStringLiteral("Nobody"), QStringLiteral("Test Sky Hawk")};
    const QHash<QString, QList<Creature>> found = m_cards->creaturesWithNames(asked);
    QCOMPARE(found.size(), 2);
    QVERIFY(!found.contains(cardNameKey(QStringLiteral("Nobody"))));
    for (const QString& name : asked) {
        if (m_cards->creaturesNamed(name).isEmpty())
            continue;
        QCOMPARE(found.value(cardNameKey(name)), m_cards->creaturesNamed(name));
    }
    QVERIFY(!found.value(cardNameKey(QStringLiteral("Test Paladin of Dawn"))).first().powers.isEmpty());
    QVERIFY(m_cards->creaturesWithNames({}).isEmpty());
}

void TestCardRepository::loadsEveryFieldWithKeywordsAndPowersInOrder()
{
    const QList<Creature> found = m_cards->creaturesNamed(QStringLiteral("Test Paladin of Dawn"));
    QCOMPARE(found.size(), 1);
    const Creature& paladin = found.first();
    QCOMPARE(paladin.set, QStringLiteral("Invented Set A"));
    QCOMPARE(paladin.origin, CardOrigin::Catalog);
    QCOMPARE(paladin.cost, 30);
    QCOMPARE(paladin.level, 8);
    QCOMPARE(paladin.speed, 5);
    QCOMPARE(paladin.hp, 70);
    QCOMPARE(paladin.ac, 23);
    QCOMPARE(paladin.fort, 19);
    QCOMPARE(paladin.ref, 16);
    QCOMPARE(paladin.will, 18);
    QCOMPARE(paladin.alignment, Alignment::Good);
    QCOMPARE(paladin.movement, MovementMode::Normal);
    QCOMPARE(paladin.factions, Factions(Faction::Civilization));
    QCOMPARE(paladin.championRating, std::optional<int>(2));
    QCOMPARE(paladin.keywords, (QStringList{"Human", "Paladin", "Unique"}));
    QCOMPARE(paladin.powers.size(), 3);
    QCOMPARE(paladin.powers.at(0).type, PowerType::Champion);
    QCOMPARE(paladin.powers.at(1).type, PowerType::Attack);
    QCOMPARE(paladin.powers.at(1).text, QStringLiteral("Sunblade: +11 vs. AC; 15 damage."));
    QCOMPARE(paladin.powers.at(2).type, PowerType::Special);
    QCOMPARE(paladin.powers.at(2).useLimit, std::optional<int>(1));
    QVERIFY(!paladin.powers.at(1).useLimit);

    const Creature wyrm = m_cards->creaturesNamed(QStringLiteral("Test Cave Wyrm")).value(0);
    QCOMPARE(wyrm.movement, MovementMode::Burrow);
    QCOMPARE(wyrm.factions, Faction::Underdark | Faction::Wild);
    QVERIFY(!wyrm.isChampion());
    const Creature hawk = m_cards->creaturesNamed(QStringLiteral("Test Sky Hawk")).value(0);
    QCOMPARE(hawk.movement, MovementMode::Flight);
    QCOMPARE(hawk.alignment, Alignment::Unaligned);
}

void TestCardRepository::returnsCreaturesInTheOrderAsked()
{
    const QList<Creature> all = m_cards->allCreatures();
    QCOMPARE(all.size(), 5);
    const QList<qint64> ids{all.at(3).id, 9999, all.at(0).id, all.at(3).id};
    QCOMPARE(names(m_cards->creatures(ids)), (QStringList{all.at(3).name, all.at(0).name, all.at(3).name}));
    QCOMPARE(m_cards->creatures({}).size(), 0);

    const std::optional<Creature> one = m_cards->creature(all.at(2).id);
    QVERIFY(one);
    QCOMPARE(*one, all.at(2));
    QVERIFY(!m_cards->creature(9999));
}

void TestCardRepository::sortsAllCreaturesByName()
{
    QCOMPARE(names(m_cards->allCreatures()),
             (QStringList{"Test Cave Wyrm", "Test Goblin Sneak", "Test Lantern Ghost", "Test Paladin of Dawn",
                          "Test Sky Hawk"}));
    QCOMPARE(m_cards->creatureCount(), 5);
}

void TestCardRepository::runsCompiledFilterFragments_data()
{
    QTest::addColumn<QString>("whereSql");
    QTest::addColumn<QVariantList>("bindings");
    QTest::addColumn<QString>("orderBy");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("no filter") << QString() << QVariantList{} << QString()
                               << QStringList{"Test Cave Wyrm", "Test Goblin Sneak", "Test Lantern Ghost",
                                              "Test Paladin of Dawn", "Test Sky Hawk"};
    QTest::newRow("number") << QStringLiteral("card.cost <= ?") << QVariantList{10} << QString()
                            << QStringList{"Test Goblin Sneak", "Test Sky Hawk"};
    QTest::newRow("keyword subquery")
        << QStringLiteral("EXISTS (SELECT 1 FROM card_keyword AS k WHERE k.card_id = card.id "
                          "AND k.keyword = ? COLLATE NOCASE)")
        << QVariantList{QStringLiteral("unique")} << QString() << QStringList{"Test Paladin of Dawn"};
    QTest::newRow("power subquery") << QStringLiteral(
                                           "EXISTS (SELECT 1 FROM card_power AS p WHERE p.card_id = card.id "
                                           "AND p.type = ?) AND card.level > ?")
                                    << QVariantList{QStringLiteral("ability"), 5} << QString()
                                    << QStringList{"Test Cave Wyrm"};
    QTest::newRow("own order") << QStringLiteral("card.movement = ?")
                               << QVariantList{QStringLiteral("flight")} << QStringLiteral("card.cost DESC")
                               << QStringList{"Test Lantern Ghost", "Test Sky Hawk"};
    QTest::newRow("faction bits") << QStringLiteral("card.factions & ? <> 0") << QVariantList{8} << QString()
                                  << QStringList{"Test Cave Wyrm", "Test Goblin Sneak", "Test Sky Hawk"};
    QTest::newRow("value is data, not SQL")
        << QStringLiteral("card.name = ?") << QVariantList{QStringLiteral("x' OR 1=1 --")} << QString()
        << QStringList{};
}

void TestCardRepository::runsCompiledFilterFragments()
{
    QFETCH(QString, whereSql);
    QFETCH(QVariantList, bindings);
    QFETCH(QString, orderBy);
    QFETCH(QStringList, expected);
    QCOMPARE(names(m_cards->creatures(m_cards->creatureIds(whereSql, bindings, orderBy))), expected);
}

void TestCardRepository::listsSetsWithCardCounts()
{
    const QList<SetSummary> expected{{QStringLiteral("Invented Set A"), 2, 0, 0},
                                     {QStringLiteral("Invented Set B"), 2, 0, 0},
                                     {QStringLiteral("Invented Set C"), 1, 0, 0}};
    QCOMPARE(m_cards->sets(), expected);
}

void TestCardRepository::listsDistinctKeywordsForCompletion()
{
    const QStringList catalogKeywords{"Animal", "Dragon", "Goblin", "Human", "Paladin",
                                      "Sneaky", "Spirit", "Undead", "Unique"};
    QCOMPARE(m_cards->keywords(), catalogKeywords);

    // A custom card's keywords join the list; one spelled in other case does not repeat.
    Creature custom;
    custom.name = QStringLiteral("Homebrew Goblin");
    custom.set = QStringLiteral("My Cards");
    custom.factions = Faction::Wild;
    custom.keywords = QStringList{QStringLiteral("goblin"), QStringLiteral("Homebrew")};
    DDM_VERIFY_EDIT(CustomCardRepository(m_fixture->database()).addCustomCreature(custom));
    QStringList expected = catalogKeywords;
    expected.insert(3, QStringLiteral("Homebrew"));
    QCOMPARE(m_cards->keywords(), expected);
}

void TestCardRepository::loadsTheWholeCatalogAtOnce()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json"));
    const QString json = test::sharedPath(QStringLiteral("data/ddm-creatures.json"));
    test::StorageFixture full;
    QVERIFY2(full.setUp(json).isEmpty(), "fixture");
    QFile file(json);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const CatalogReadResult read = CatalogJsonReader::read(file.readAll());

    QElapsedTimer timer;
    timer.start();
    const QList<Creature> all = CardRepository(full.database()).allCreatures();
    qInfo("loaded %lld creatures with keywords and powers in %lld ms", static_cast<long long>(all.size()),
          timer.elapsed());

    QCOMPARE(all.size(), read.creatures.size());
    qsizetype keywords = 0;
    qsizetype powers = 0;
    for (const Creature& creature : all) {
        keywords += creature.keywords.size();
        powers += creature.powers.size();
    }
    qsizetype expectedKeywords = 0;
    qsizetype expectedPowers = 0;
    for (const Creature& creature : read.creatures) {
        expectedKeywords += creature.keywords.size();
        expectedPowers += creature.powers.size();
    }
    QCOMPARE(keywords, expectedKeywords);
    QCOMPARE(powers, expectedPowers);
}

QTEST_GUILESS_MAIN(TestCardRepository)
#include "tst_card_repository.moc"
