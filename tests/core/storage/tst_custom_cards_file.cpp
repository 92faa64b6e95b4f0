// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/custom_cards_file.h"

#include "catalog/catalog_json_reader.h"

#include "shared_data.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <algorithm>

using namespace ddm;

class TestCustomCardsFile : public QObject {
    Q_OBJECT

private slots:
    void readsEveryKindOfCard();
    void everySectionIsOptional();
    void refusesBadInput_data();
    void refusesBadInput();
    void listsEveryProblemAtOnce();
    void writeReadsBackTheSameCards();
    void writtenCreaturesAreCatalogRecords();
    void loadNamesAnUnreadableFile();
};

namespace {

// One valid creature record of the catalog format, with `extra` fields appended.
QByteArray creatureRecord(const QByteArray& name = "Invented Bog Hag", const QByteArray& extra = {})
{
    return "{\"name\": \"" + name + "\", \"setInfo\": \"Homebrew Set\", \"alignment\": \"EVIL\", "
           "\"movementMode\": \"NORMAL\", \"cost\": 12, \"level\": 4, \"speed\": 6, \"hp\": 30, \"ac\": 17, "
           "\"fort\": 14, \"ref\": 13, \"will\": 15, \"factions\": [\"WILD\"], \"keywords\": [\"Hag\"], "
           "\"powers\": [{\"type\": \"ATTACK\", \"text\": \"Claw: an invented attack.\"}]" +
           extra + "}";
}

QStringList messages(const CustomCardsReadResult& result)
{
    QStringList lines;
    for (const CustomCardsError& error : result.errors)
        lines.append(error.toString());
    return lines;
}

CustomCards sampleCards()
{
    CustomCards cards;
    Creature creature;
    creature.origin = CardOrigin::Custom;
    creature.name = QStringLiteral("Invented Glass Golem");
    creature.set = QStringLiteral("Homebrew Set");
    creature.cost = 33;
    creature.level = 9;
    creature.ac = 22;
    creature.fort = 20;
    creature.ref = 12;
    creature.will = 15;
    creature.speed = 4;
    creature.hp = 90;
    creature.movement = MovementMode::Burrow;
    creature.championRating = 3;
    creature.alignment = Alignment::Unaligned;
    creature.factions = Faction::Civilization | Faction::Underdark;
    creature.keywords = {QStringLiteral("Construct"), QStringLiteral("Unique")};
    creature.powers = {{PowerType::Champion, QStringLiteral("Shatter: an invented command."), std::nullopt},
                       {PowerType::Special, QStringLiteral("Refract: an invented trick."), 2}};
    creature.size = CreatureSize::Large;
    creature.rarity = Rarity::Visible;
    creature.collectorNumber = QStringLiteral("H7");
    cards.creatures.append(creature);

    Item item;
    item.name = QStringLiteral("Invented Mirror Shield");
    item.set = QStringLiteral("Homebrew Set");
    item.cost = 5;
    item.minLevel = 3;
    item.maxLevel = 12;
    item.keywords = {QStringLiteral("Soldier")};
    item.factions = Faction::Civilization;
    item.alignments = {Alignment::Good, Alignment::Unaligned};
    item.powers = {{PowerType::Ability, QStringLiteral("Reflect: an invented defence."), 1}};
    cards.items.append(item);
    Item plain;
    plain.name = QStringLiteral("Invented Pebble");
    plain.cost = 1;
    cards.items.append(plain);

    CardCorrection correction{QStringLiteral("Invented Catalog Beast"), QStringLiteral("Invented Set A"), {}};
    correction.correction.size = CreatureSize::Huge;
    correction.correction.rarity = Rarity::Rare;
    correction.correction.collectorNumber = QStringLiteral("12/60");
    correction.correction.hp = 80;
    correction.correction.championRating = 1;
    correction.correction.movement = MovementMode::Flight;
    correction.correction.alignment = Alignment::Evil;
    correction.correction.factions = Faction::Wild;
    cards.corrections.append(correction);
    return cards;
}

} // namespace

void TestCustomCardsFile::readsEveryKindOfCard()
{
    QFile file(test::testDataPath(QStringLiteral("custom/mine.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const CustomCardsReadResult result = CustomCardsFile::read(file.readAll());
    QVERIFY2(result.ok(), qPrintable(messages(result).join(QLatin1Char('\n'))));

    QCOMPARE(result.cards.creatures.size(), 1);
    const Creature& drake = result.cards.creatures.first();
    QCOMPARE(drake.name, QStringLiteral("Invented Thornback Drake"));
    QCOMPARE(drake.set, QStringLiteral("Homebrew Set"));
    QCOMPARE(drake.origin, CardOrigin::Custom);
    QCOMPARE(drake.cost, 27);
    QCOMPARE(drake.movement, MovementMode::Flight);
    QCOMPARE(drake.factions, Faction::Wild | Faction::Underdark);
    QCOMPARE(drake.powers.size(), 2);
    QCOMPARE(drake.powers.at(1).useLimit, std::optional<int>(1));
    QCOMPARE(drake.size, std::optional<CreatureSize>(CreatureSize::Large));
    QCOMPARE(drake.rarity, std::optional<Rarity>(Rarity::Rare));
    QCOMPARE(drake.collectorNumber, QStringLiteral("H1"));

    QCOMPARE(result.cards.items.size(), 1);
    const Item& ring = result.cards.items.first();
    QCOMPARE(ring.name, QStringLiteral("Invented Ring of Hours"));
    QCOMPARE(ring.cost, 6);
    QCOMPARE(ring.minLevel, 6);
    QCOMPARE(ring.maxLevel, std::optional<int>(10));
    QCOMPARE(ring.alignments, (QList<Alignment>{Alignment::Good, Alignment::Unaligned}));
    QCOMPARE(ring.factions, Factions{}); // left out: no faction restriction
    QVERIFY(ring.keywords.isEmpty());
    QCOMPARE(ring.powers.size(), 1);

    QCOMPARE(result.cards.corrections.size(), 1);
    CreatureCorrection huge;
    huge.size = CreatureSize::Huge;
    QCOMPARE(result.cards.corrections.first(),
             (CardCorrection{QStringLiteral("Aarakocra"), QStringLiteral("Tyranny of Dragons"), huge}));
}

void TestCustomCardsFile::everySectionIsOptional()
{
    const CustomCardsReadResult empty = CustomCardsFile::read("{}");
    QVERIFY(empty.ok());
    QVERIFY(empty.cards.isEmpty());
    const CustomCardsReadResult onlyItems =
        CustomCardsFile::read(R"({"items": [{"name": "Invented Pebble", "cost": 1}], "corrections": null})");
    QVERIFY2(onlyItems.ok(), qPrintable(messages(onlyItems).join(QLatin1Char('\n'))));
    QCOMPARE(onlyItems.cards.items.size(), 1);
    QCOMPARE(onlyItems.cards.items.first().minLevel, 1); // the default: any level
    QCOMPARE(onlyItems.cards.items.first().maxLevel, std::nullopt);
    QVERIFY(onlyItems.cards.creatures.isEmpty());
}

void TestCustomCardsFile::refusesBadInput_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");

    QTest::newRow("not JSON") << QByteArray("{\"items\": [") << QStringLiteral("not valid JSON at byte");
    QTest::newRow("not an object") << QByteArray("[]") << QStringLiteral("not a JSON object with \"creatures\"");
    QTest::newRow("unknown section") << QByteArray(R"({"creature": []})")
                                     << QStringLiteral("unknown section \"creature\"");
    QTest::newRow("section not a list") << QByteArray(R"({"items": {"name": "Invented Pebble"}})")
                                        << QStringLiteral("items: is not a list");
    QTest::newRow("entry not an object") << QByteArray(R"({"corrections": ["Aarakocra"]})")
                                         << QStringLiteral("corrections[0]: is not a JSON object");

    // Creatures: the catalog reader's checks, then the custom fields.
    QTest::newRow("creature without factions")
        << QByteArray("{\"creatures\": [" + creatureRecord().replace("[\"WILD\"]", "[]") + "]}")
        << QStringLiteral("creatures[0]: factions is empty");
    QTest::newRow("creature cost missing")
        << QByteArray("{\"creatures\": [" + creatureRecord().replace("\"cost\": 12, ", "") + "]}")
        << QStringLiteral("creatures[0]: cost is missing");
    QTest::newRow("creature unknown size")
        << QByteArray("{\"creatures\": [" + creatureRecord("Invented Bog Hag", ", \"size\": \"Huuge\"") + "]}")
        << QStringLiteral("creatures[0]: unknown size \"Huuge\"");
    QTest::newRow("creature unknown rarity")
        << QByteArray("{\"creatures\": [" + creatureRecord("Invented Bog Hag", ", \"rarity\": \"Mythic\"") + "]}")
        << QStringLiteral("creatures[0]: unknown rarity \"Mythic\"");
    QTest::newRow("creature twice")
        << QByteArray("{\"creatures\": [" + creatureRecord() + ", " + creatureRecord("INVENTED BOG HAG") + "]}")
        << QStringLiteral("creatures[1]: \"INVENTED BOG HAG\" in set \"Homebrew Set\" is also creatures[0]");

    // Items.
    QTest::newRow("item cost not whole")
        << QByteArray(R"({"items": [{"name": "A", "cost": 1}, {"name": "B", "cost": 2}, {"name": "C", "cost": "ten"}]})")
        << QStringLiteral("items[2]: cost is not a whole number: \"ten\"");
    QTest::newRow("item without name") << QByteArray(R"({"items": [{"cost": 2}]})")
                                       << QStringLiteral("items[0]: name is missing");
    QTest::newRow("item misspelt field") << QByteArray(R"({"items": [{"name": "A", "cost": 2, "maxlevel": 5}]})")
                                         << QStringLiteral("items[0]: unknown field \"maxlevel\"");
    QTest::newRow("item levels reversed")
        << QByteArray(R"({"items": [{"name": "A", "cost": 2, "minLevel": 6, "maxLevel": 3}]})")
        << QStringLiteral("items[0]: maximum level must be between 6 and 100 (was 3)");
    QTest::newRow("item unknown alignment")
        << QByteArray(R"({"items": [{"name": "A", "cost": 2, "alignments": ["CHAOTIC"]}]})")
        << QStringLiteral("items[0]: unknown alignment \"CHAOTIC\"");
    QTest::newRow("item unknown faction")
        << QByteArray(R"({"items": [{"name": "A", "cost": 2, "factions": ["FEYWILD"]}]})")
        << QStringLiteral("items[0]: unknown faction \"FEYWILD\"");
    QTest::newRow("item bad power")
        << QByteArray(R"({"items": [{"name": "A", "cost": 2, "powers": [{"type": "SPELL", "text": "x"}]}]})")
        << QStringLiteral("items[0]: power 1 has unknown type \"SPELL\"");
    QTest::newRow("item empty set") << QByteArray(R"({"items": [{"name": "A", "set": " ", "cost": 2}]})")
                                    << QStringLiteral("items[0]: set is not a non-empty string");
    QTest::newRow("item twice")
        << QByteArray(R"({"items": [{"name": "A", "cost": 2}, {"name": "a", "cost": 3}]})")
        << QStringLiteral("items[1]: \"a\" in set \"\" is also items[0]");

    // Corrections.
    QTest::newRow("correction unknown size")
        << QByteArray(R"({"corrections": [{"name": "Aarakocra", "set": "Tyranny of Dragons", "size": "Huuge"}]})")
        << QStringLiteral("corrections[0]: unknown size \"Huuge\"");
    QTest::newRow("correction without set") << QByteArray(R"({"corrections": [{"name": "Aarakocra", "size": "Huge"}]})")
                                            << QStringLiteral("corrections[0]: set is missing");
    QTest::newRow("correction of nothing")
        << QByteArray(R"({"corrections": [{"name": "Aarakocra", "set": "Tyranny of Dragons"}]})")
        << QStringLiteral("corrections[0]: names no field to correct");
    QTest::newRow("correction misspelt field")
        << QByteArray(R"({"corrections": [{"name": "Aarakocra", "set": "Tyranny of Dragons", "sise": "Huge"}]})")
        << QStringLiteral("corrections[0]: unknown field \"sise\"");
    QTest::newRow("correction out of range")
        << QByteArray(R"({"corrections": [{"name": "Aarakocra", "set": "Tyranny of Dragons", "hp": -5}]})")
        << QStringLiteral("corrections[0]: hp is out of range (0..10000): -5");
    QTest::newRow("correction fractional")
        << QByteArray(R"({"corrections": [{"name": "Aarakocra", "set": "Tyranny of Dragons", "cost": 8.5}]})")
        << QStringLiteral("corrections[0]: cost is not a whole number: 8.5");
    QTest::newRow("correction without factions")
        << QByteArray(R"({"corrections": [{"name": "Aarakocra", "set": "Tyranny of Dragons", "factions": []}]})")
        << QStringLiteral("corrections[0]: a creature needs at least one faction");
    QTest::newRow("correction twice")
        << QByteArray(R"({"corrections": [{"name": "Aarakocra", "set": "Tyranny of Dragons", "size": "Huge"},
                                          {"name": "Aarakocra", "set": "tyranny of dragons", "cost": 9}]})")
        << QStringLiteral("corrections[1]: \"Aarakocra\" in set \"tyranny of dragons\" is also corrections[0]");
}

void TestCustomCardsFile::refusesBadInput()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const CustomCardsReadResult result = CustomCardsFile::read(json);
    QVERIFY(!result.ok());
    const QStringList lines = messages(result);
    QVERIFY2(std::any_of(lines.cbegin(), lines.cend(), [&](const QString& line) { return line.startsWith(expected); }),
             qPrintable(lines.join(QLatin1Char('\n'))));
    // A file with a problem gives no cards at all: nothing of it may be stored.
    QVERIFY(result.cards.isEmpty());
}

void TestCustomCardsFile::listsEveryProblemAtOnce()
{
    QFile file(test::testDataPath(QStringLiteral("custom/bad.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const CustomCardsReadResult result = CustomCardsFile::read(file.readAll());
    QCOMPARE(messages(result), (QStringList{QStringLiteral("creatures[0]: factions is empty"),
                                            QStringLiteral("items[1]: unknown field \"maxlevel\""),
                                            QStringLiteral("items[2]: cost is not a whole number: \"ten\""),
                                            QStringLiteral("corrections[0]: unknown size \"Huuge\"")}));
}

void TestCustomCardsFile::writeReadsBackTheSameCards()
{
    const CustomCards cards = sampleCards();
    const CustomCardsReadResult result = CustomCardsFile::read(CustomCardsFile::write(cards));
    QVERIFY2(result.ok(), qPrintable(messages(result).join(QLatin1Char('\n'))));
    QCOMPARE(result.cards, cards);
    // An item without a set or a maximum level leaves them out rather than writing empty values.
    const QJsonObject pebble = CustomCardsFile::toJson(cards).value(QStringLiteral("items")).toArray().at(1).toObject();
    QCOMPARE(pebble.keys(), (QStringList{QStringLiteral("cost"), QStringLiteral("minLevel"), QStringLiteral("name")}));
}

void TestCustomCardsFile::writtenCreaturesAreCatalogRecords()
{
    // The creatures section is in the community catalog format: the catalog reader takes it as is.
    const CustomCards cards = sampleCards();
    const QJsonArray creatures = CustomCardsFile::toJson(cards).value(QStringLiteral("creatures")).toArray();
    const CatalogReadResult catalog = CatalogJsonReader::read(QJsonDocument(creatures).toJson());
    QVERIFY(catalog.ok());
    QCOMPARE(catalog.creatures.size(), 1);
    QCOMPARE(catalog.creatures.first().name, cards.creatures.first().name);
    QCOMPARE(catalog.creatures.first().powers, cards.creatures.first().powers);
    QCOMPARE(creatures.first().toObject().value(QStringLiteral("alignment")).toString(), QStringLiteral("NEUTRAL"));
}

void TestCustomCardsFile::loadNamesAnUnreadableFile()
{
    const QString path = test::testDataPath(QStringLiteral("custom/no_such_file.json"));
    const CustomCardsReadResult result = CustomCardsFile::load(path);
    QCOMPARE(result.errors.size(), 1);
    QVERIFY2(result.errors.first().toString().startsWith(QStringLiteral("cannot read ") + path),
             qPrintable(result.errors.first().toString()));
}

QTEST_GUILESS_MAIN(TestCustomCardsFile)
#include "tst_custom_cards_file.moc"
