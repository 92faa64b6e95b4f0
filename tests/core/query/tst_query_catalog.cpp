// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "query/query_compiler.h"
#include "query/query_examples.h"

#include "catalog/card_facts_join.h"
#include "catalog/catalog_json_reader.h"
#include "catalog/ddmdb_reader.h"
#include "storage/card_database.h"
#include "storage/catalog_importer.h"
#include "storage/collection_repository.h"
#include "storage/custom_card_repository.h"

#include "shared_data.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <functional>

using namespace ddm;

// The filters against the real storage (schema, importer, session views over an attached catalog)
// holding the community catalog: each finds exactly the cards a C++ predicate picks.
class TestQueryCatalog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void agreesWithTheCards();
    void readsUserData();
    void examplesRunOnTheCatalog();

private:
    QStringList run(const QString& filter);

    QTemporaryDir m_dir;
    QList<Creature> m_creatures; // the catalog plus one custom card
    CardDatabase m_database;
    QSqlDatabase m_db;
};

namespace {

const QString kCustomName = QStringLiteral("Query Test Custom Knight");
const QString kOwnedName = QStringLiteral("Graz'zt");

// Invented for this test.
Creature customCard()
{
    Creature c;
    c.origin = CardOrigin::Custom;
    c.name = kCustomName;
    c.set = QStringLiteral("My Cards");
    c.cost = 14;
    c.level = 5;
    c.ac = 19;
    c.fort = 15;
    c.ref = 13;
    c.will = 14;
    c.speed = 6;
    c.hp = 50;
    c.alignment = Alignment::Good;
    c.factions = Faction::Civilization;
    c.size = CreatureSize::Medium;
    c.keywords = {QStringLiteral("Human"), QStringLiteral("Unique")};
    c.powers = {{PowerType::Attack, QStringLiteral("Lance: +9 vs. AC; 10 damage."), {}}};
    return c;
}

bool containsText(const Creature& c, const QString& words)
{
    return std::any_of(c.powers.cbegin(), c.powers.cend(),
                       [&](const Power& p) { return p.text.contains(words, Qt::CaseInsensitive); });
}

bool hasPowerType(const Creature& c, PowerType type)
{
    return std::any_of(c.powers.cbegin(), c.powers.cend(), [type](const Power& p) { return p.type == type; });
}

} // namespace

void TestQueryCatalog::initTestCase()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json"));
    const QString catalog = test::sharedPath(QStringLiteral("data/ddm-creatures.json"));
    QFile json(catalog);
    QVERIFY(json.open(QIODevice::ReadOnly));
    const CatalogReadResult read = CatalogJsonReader::read(json.readAll());
    QVERIFY(read.ok());
    m_creatures = read.creatures;
    // Sizes, rarities and collector numbers as the join gives them, beside what SQL answers.
    const DdmdbReadResult figures =
        DdmdbReader::readDirectory(test::sharedPath(QStringLiteral("data/ddmdb")));
    QVERIFY(figures.ok());
    joinCardFacts(m_creatures, figures.figures);

    // The real importer, schema and session views, plus one custom card and one owned card.
    QVERIFY(CatalogImporter::importFile(catalog, m_dir.path()).ok());
    QVERIFY(!m_database.open(m_dir.path()));
    const Creature custom = customCard();
    QVERIFY(CustomCardRepository(m_database).addCustomCreature(custom).ok());
    m_creatures.append(custom);
    const auto owned = std::find_if(m_creatures.cbegin(), m_creatures.cend(),
                                    [](const Creature& c) { return c.name == kOwnedName; });
    QVERIFY(owned != m_creatures.cend());
    QVERIFY(CollectionRepository(m_database).setOwnedCount(owned->name, owned->set, 2).ok());
    m_db = m_database.connection();
}

void TestQueryCatalog::cleanupTestCase()
{
    m_db = QSqlDatabase();
    m_database.close();
}

QStringList TestQueryCatalog::run(const QString& filter)
{
    const auto compiled = QueryCompiler::compile(filter);
    if (!std::holds_alternative<CompiledQuery>(compiled))
        return {QStringLiteral("error: ") + std::get<QueryError>(compiled).message};
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT card.name FROM card WHERE ") +
                  std::get<CompiledQuery>(compiled).whereSql);
    for (const QVariant& value : std::get<CompiledQuery>(compiled).bindings)
        query.addBindValue(value);
    if (!query.exec())
        return {QStringLiteral("error: ") + query.lastError().text()};
    QStringList names;
    while (query.next())
        names.append(query.value(0).toString());
    names.sort();
    return names;
}

void TestQueryCatalog::agreesWithTheCards()
{
    using Pick = std::function<bool(const Creature&)>;
    const QList<std::pair<QString, Pick>> cases{
        {QStringLiteral("kw:unique"), [](const Creature& c) { return c.isUnique(); }},
        {QStringLiteral("dragon"),
         [](const Creature& c) { return c.name.contains(u"dragon", Qt::CaseInsensitive); }},
        {QStringLiteral("f:civ"),
         [](const Creature& c) { return c.factions.testFlag(Faction::Civilization); }},
        {QStringLiteral("a:neutral"), [](const Creature& c) { return c.alignment == Alignment::Unaligned; }},
        {QStringLiteral("move:flight"), [](const Creature& c) { return c.movement == MovementMode::Flight; }},
        {QStringLiteral("type:champion"),
         [](const Creature& c) { return hasPowerType(c, PowerType::Champion); }},
        {QStringLiteral("o:slide"),
         [](const Creature& c) { return containsText(c, QStringLiteral("slide")); }},
        {QStringLiteral("cost:10..20"), [](const Creature& c) { return c.cost >= 10 && c.cost <= 20; }},
        {QStringLiteral("cr>=3"), [](const Creature& c) { return c.championRating.value_or(0) >= 3; }},
        {QStringLiteral("-cr:3"), [](const Creature& c) { return c.championRating != 3; }},
        {QStringLiteral("is:champion"), [](const Creature& c) { return c.isChampion(); }},
        {QStringLiteral("size:medium"), [](const Creature& c) { return c.size == CreatureSize::Medium; }},
        {QStringLiteral("size>=large hp>100"),
         [](const Creature& c) { return c.size >= CreatureSize::Large && c.hp > 100; }},
        {QStringLiteral("-size:medium"), [](const Creature& c) { return c.size != CreatureSize::Medium; }},
        {QStringLiteral("r:\"very rare\""), [](const Creature& c) { return c.rarity == Rarity::VeryRare; }},
        {QStringLiteral("rarity:starter"), [](const Creature& c) { return c.rarity == Rarity::StarterOnly; }},
        {QStringLiteral("r:rare"), [](const Creature& c) { return c.rarity == Rarity::Rare; }},
        {QStringLiteral("num:1..5 set:harbinger"),
         [](const Creature& c) {
             const int number = c.collectorNumber.toInt();
             return !c.collectorNumber.isEmpty() && number >= 1 && number <= 5 && c.set == u"Harbinger";
         }},
        {QStringLiteral("num>75"), [](const Creature& c) { return c.collectorNumber.toInt() > 75; }},
        {QStringLiteral("set:\"storm king\""),
         [](const Creature& c) { return c.set.contains(u"storm king", Qt::CaseInsensitive); }},
        {QStringLiteral("level>=10 hp<100 or kw:dragon"),
         [](const Creature& c) {
             return (c.level >= 10 && c.hp < 100) || c.hasKeyword(QStringLiteral("Dragon"));
         }},
        {QStringLiteral("-(f:underdark or f:wild) a:good"),
         [](const Creature& c) {
             return !(c.factions & (Faction::Underdark | Faction::Wild)) && c.alignment == Alignment::Good;
         }},
    };
    for (const auto& [filter, pick] : cases) {
        QStringList expected;
        for (const Creature& creature : std::as_const(m_creatures)) {
            if (pick(creature))
                expected.append(creature.name);
        }
        expected.sort();
        QVERIFY2(!expected.isEmpty(), qPrintable(filter));
        QCOMPARE(run(filter), expected);
    }
}

void TestQueryCatalog::readsUserData()
{
    QCOMPARE(run(QStringLiteral("is:custom")), QStringList{kCustomName});
    QCOMPARE(run(QStringLiteral("is:owned")), QStringList{kOwnedName});
    QCOMPARE(run(QStringLiteral("owned:2")), QStringList{kOwnedName});
    QCOMPARE(run(QStringLiteral("knight kw:human is:unique")), QStringList{kCustomName});
}

// Every example the help popup offers runs on the real catalog and views without an error.
// (Speed is measured by the bench target, not asserted here.)
void TestQueryCatalog::examplesRunOnTheCatalog()
{
    for (const QueryExample& example : queryExamples()) {
        const QStringList names = run(example.query);
        QVERIFY2(!names.value(0).startsWith(QLatin1String("error: ")), qPrintable(example.query + QLatin1String(": ") + names.value(0)));
        // An example that finds nothing teaches nothing ("size>=large" did, while sizes were unknown);
        // the examples about the collection find what the user owns.
        if (!example.query.contains(QLatin1String("is:owned")))
            QVERIFY2(!names.isEmpty(), qPrintable(example.query));
    }
}

QTEST_GUILESS_MAIN(TestQueryCatalog)
#include "tst_query_catalog.moc"
