// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/catalog_json_reader.h"

#include "shared_data.h"

#include <QTest>

using namespace ddm;

class TestCatalogJsonReader : public QObject {
    Q_OBJECT

private slots:
    void readsTheCommunityCatalog();
    void keepsEveryField();
    void reportsBadInput_data();
    void reportsBadInput();
    void reportsEveryBadRecord();
};

namespace {

QByteArray sharedCatalog()
{
    return test::fileBytes(test::sharedPath(QStringLiteral("data/ddm-creatures.json")));
}

// A minimal valid record, written for these tests (not taken from the catalog).
QByteArray record(const QByteArray& overrides = {})
{
    QByteArray fields = R"("name": "Test Goblin", "setInfo": "Test Set", "alignment": "EVIL",
        "movementMode": "NORMAL", "cost": 5, "level": 1, "speed": 6, "hp": 10, "ac": 14, "fort": 11,
        "ref": 12, "will": 10, "factions": ["WILD"], "keywords": ["Goblin"],
        "powers": [{"type": "ATTACK", "text": "Stab: +4 vs. AC; 5 damage."}])";
    // Qt keeps the last of duplicate keys, so overrides go after the defaults.
    return "{" + (overrides.isEmpty() ? fields : fields + ", " + overrides) + "}";
}

} // namespace

void TestCatalogJsonReader::readsTheCommunityCatalog()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json"));
    const CatalogReadResult result = CatalogJsonReader::read(sharedCatalog());
    QVERIFY2(result.ok(), qPrintable(result.errors.value(0).toString()));
    QCOMPARE(result.creatures.size(), 1912);
    QSet<QString> sets;
    for (const Creature& creature : result.creatures)
        sets.insert(creature.set);
    QCOMPARE(sets.size(), 57);
}

void TestCatalogJsonReader::keepsEveryField()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json"));
    const CatalogReadResult result = CatalogJsonReader::read(sharedCatalog());
    const auto found = std::find_if(result.creatures.cbegin(), result.creatures.cend(),
                                    [](const Creature& c) { return c.name == QStringLiteral("Graz'zt"); });
    QVERIFY(found != result.creatures.cend());
    QCOMPARE(found->cost, 141);
    QCOMPARE(found->alignment, Alignment::Evil);
    QCOMPARE(found->factions, Factions(Faction::Borderlands));
    QVERIFY(found->isChampion());
    QVERIFY(found->isUnique());

    // Record 0 of the catalog: a flightless Evil creature of two factions with five powers, two limited.
    const Creature& first = result.creatures.first();
    QCOMPARE(first.name, QStringLiteral("(Yuan-Ti) Abomination Lurker"));
    QCOMPARE(first.set, QStringLiteral("Storm King's Thunder"));
    QCOMPARE(first.cost, 52);
    QCOMPARE(first.level, 12);
    QCOMPARE(first.ac, 27);
    QCOMPARE(first.hp, 85);
    QCOMPARE(first.speed, 7);
    QCOMPARE(first.movement, MovementMode::Normal);
    QCOMPARE(first.factions, Factions(Faction::Civilization) | Faction::Wild);
    QCOMPARE(first.keywords, QStringList({QStringLiteral("Yuan-Ti"), QStringLiteral("Primal")}));
    QCOMPARE(first.powers.size(), 5);
    QCOMPARE(first.powers.at(0).type, PowerType::Attack);
    QVERIFY(!first.powers.at(0).useLimit);
    QCOMPARE(first.powers.at(3).useLimit, std::optional<int>(2));
    QCOMPARE(first.powers.at(4).useLimit, std::optional<int>(1));
    QVERIFY(!first.isChampion());
}

void TestCatalogJsonReader::reportsBadInput_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected"); // a fragment of the first error's text

    QTest::newRow("not JSON") << QByteArray("creatures!") << QStringLiteral("not valid JSON at byte");
    QTest::newRow("truncated") << QByteArray("[" + record()).left(60) << QStringLiteral("not valid JSON");
    QTest::newRow("not an array") << QByteArray("{}") << QStringLiteral("not a JSON array");
    QTest::newRow("empty array") << QByteArray("[]") << QStringLiteral("no creatures");
    QTest::newRow("record not object") << QByteArray("[" + record() + ", 7]") << QStringLiteral("record 1: is not a JSON object");
    QTest::newRow("missing name") << QByteArray("[{\"setInfo\": \"X\"}]") << QStringLiteral("record 0: name is missing");
    QTest::newRow("cost wrong type") << QByteArray("[" + record("\"cost\": \"five\"") + "]")
                                     << QStringLiteral("record 0 (\"Test Goblin\"): cost is not a whole number");
    QTest::newRow("fractional level") << QByteArray("[" + record("\"level\": 1.5") + "]")
                                      << QStringLiteral("level is not a whole number");
    QTest::newRow("negative hp") << QByteArray("[" + record("\"hp\": -10") + "]") << QStringLiteral("hp is out of range");
    QTest::newRow("unknown faction") << QByteArray("[" + record("\"factions\": [\"Feywild\"]") + "]")
                                     << QStringLiteral("record 0 (\"Test Goblin\"): unknown faction \"Feywild\"");
    QTest::newRow("unknown alignment") << QByteArray("[" + record("\"alignment\": \"CHAOTIC\"") + "]")
                                       << QStringLiteral("unknown alignment \"CHAOTIC\"");
    QTest::newRow("unknown movement") << QByteArray("[" + record("\"movementMode\": \"SWIM\"") + "]")
                                      << QStringLiteral("unknown movementMode");
    QTest::newRow("bad power type") << QByteArray("[" + record("\"powers\": [{\"type\": \"SPELL\", \"text\": \"x\"}]") + "]")
                                    << QStringLiteral("power 1 has unknown type \"SPELL\"");
    QTest::newRow("bad use limit") << QByteArray("[" + record("\"powers\": [{\"type\": \"SPECIAL\", \"text\": \"x\", \"limit\": \"once\"}]") + "]")
                                   << QStringLiteral("power 1 limit is not a whole number");
    QTest::newRow("duplicate card") << QByteArray("[" + record() + "," + record() + "]")
                                    << QStringLiteral("record 1 (\"Test Goblin\"): appears twice in set \"Test Set\"");
}

void TestCatalogJsonReader::reportsBadInput()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const CatalogReadResult result = CatalogJsonReader::read(json);
    QVERIFY(!result.ok());
    QVERIFY2(result.errors.first().toString().contains(expected), qPrintable(result.errors.first().toString()));
}

void TestCatalogJsonReader::reportsEveryBadRecord()
{
    const QByteArray json = "[" + record("\"cost\": null") + "," + record("\"name\": \"Other\", \"factions\": [\"Nowhere\"]") + "]";
    const CatalogReadResult result = CatalogJsonReader::read(json);
    QCOMPARE(result.errors.size(), 2);
    QCOMPARE(result.errors.at(0).index, 0);
    QCOMPARE(result.errors.at(1).index, 1);
    QCOMPARE(result.errors.at(1).name, QStringLiteral("Other"));
}

QTEST_GUILESS_MAIN(TestCatalogJsonReader)
#include "tst_catalog_json_reader.moc"
