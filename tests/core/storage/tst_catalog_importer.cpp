// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/catalog_importer.h"
#include "storage/card_repository.h"
#include "storage/collection_repository.h"
#include "storage/correction_repository.h"
#include "storage/custom_card_repository.h"
#include "storage/database_file.h"
#include "storage/file_replacement.h"

#include "storage_fixture.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTest>

#include <algorithm>

using namespace ddm;

class TestCatalogImporter : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void importsTheCommunityCatalog();
    void keepsEveryFieldThroughTheDatabase_data();
    void keepsEveryFieldThroughTheDatabase();
    void keepsThePreviousCatalogOnBadInput_data();
    void keepsThePreviousCatalogOnBadInput();
    void keepsThePreviousCatalogWhenItCannotBeReplaced();
    void userDataSurvivesAReimport();
    void takesCardFactsFromTheDatabaseExport();
    void saysWhenTheExportIsAbsent();
    void keepsThePreviousCatalogOnABadExport();
    void abandonedImportsGoWhenTheDataDirectoryOpens();
    void anImportBeingWrittenIsKept();

private:
    QTemporaryDir m_fullCatalog; // the community catalog, imported once for the tests that read it
    CatalogImportResult m_fullImport;
    qint64 m_importMs = 0;
};

namespace {

QString catalogJsonPath()
{
    return test::sharedPath(QStringLiteral("data/ddm-creatures.json"));
}

// An invented record; `overrides` go last because Qt keeps the last of duplicate keys.
QByteArray record(const QByteArray& name, const QByteArray& overrides = {})
{
    QByteArray fields = "\"name\": \"" + name + R"(", "setInfo": "Invented Set", "alignment": "GOOD",
        "movementMode": "NORMAL", "cost": 3, "level": 1, "speed": 6, "hp": 8, "ac": 13, "fort": 10,
        "ref": 11, "will": 12, "factions": ["CIVILIZATION"], "keywords": ["Human"],
        "powers": [{"type": "ATTACK", "text": "Jab: +2 vs. AC; 5 damage."}])";
    return "{" + (overrides.isEmpty() ? fields : fields + ", " + overrides) + "}";
}

QStringList filesIn(const QString& directory)
{
    return QDir(directory).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot);
}

} // namespace

void TestCatalogImporter::initTestCase()
{
    if (!QFile::exists(catalogJsonPath()))
        return; // the tests that need it skip (or fail in CI) with DDM_REQUIRE_SHARED
    QElapsedTimer timer;
    timer.start();
    m_fullImport = CatalogImporter::importFile(catalogJsonPath(), m_fullCatalog.path());
    m_importMs = timer.elapsed();
}

void TestCatalogImporter::importsTheCommunityCatalog()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json"));
    QVERIFY2(m_fullImport.ok(), qPrintable(m_fullImport.errors.value(0).toString()));
    qInfo("imported %d creatures in %lld ms", m_fullImport.creatureCount, m_importMs);
    QCOMPARE(m_fullImport.creatureCount, 1912);
    QCOMPARE(m_fullImport.setCount, 57);

    CardDatabase database;
    QVERIFY(!database.open(m_fullCatalog.path()));
    const CardRepository cards(database);
    QCOMPARE(cards.creatureCount(), 1912);
    QCOMPARE(cards.sets().size(), 57);
    const CatalogInfo info = cards.catalogInfo();
    QCOMPARE(info.sourceFile, QFileInfo(catalogJsonPath()).absoluteFilePath());
    QVERIFY(info.sourceIsThere()); // it can be read again to add sizes
    CatalogInfo older = info;
    older.sourceFile = QStringLiteral("ddm-creatures.json"); // how older versions recorded it
    QVERIFY(!older.sourceIsThere());
    QCOMPARE(info.creatureCount, 1912);
    QCOMPARE(info.setCount, 57);
    QVERIFY(info.importedAt.isValid());
    QVERIFY(qAbs(info.importedAt.secsTo(QDateTime::currentDateTimeUtc())) < 3600);
    // Only the three database files: the temporary file became catalog.sqlite.
    QCOMPARE(filesIn(m_fullCatalog.path()), (QStringList{"catalog.sqlite", "rules.sqlite", "user.sqlite"}));
}

void TestCatalogImporter::keepsEveryFieldThroughTheDatabase_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("record 0: two factions, limited powers") << QStringLiteral("(Yuan-Ti) Abomination Lurker");
    QTest::newRow("a Unique champion") << QStringLiteral("Graz'zt");
    QTest::newRow("an unaligned flyer") << QStringLiteral("Aarakocra");
}

void TestCatalogImporter::keepsEveryFieldThroughTheDatabase()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json"));
    QFETCH(QString, name);
    CatalogReadResult read = CatalogJsonReader::read(test::fileBytes(catalogJsonPath()));
    // The import reads the D&D Miniatures Database beside the catalog for the facts it lacks.
    joinCardFacts(read.creatures,
                  DdmdbReader::readDirectory(test::sharedPath(QStringLiteral("data/ddmdb"))).figures);
    const auto original = std::find_if(read.creatures.cbegin(), read.creatures.cend(),
                                       [&](const Creature& creature) { return creature.name == name; });
    QVERIFY(original != read.creatures.cend());

    CardDatabase database;
    QVERIFY(!database.open(m_fullCatalog.path()));
    const QList<Creature> stored = CardRepository(database).creaturesNamed(name.toUpper());
    QCOMPARE(stored.size(), 1);
    const Creature& card = stored.first();
    QVERIFY(card.id > 0);
    QCOMPARE(card.origin, CardOrigin::Catalog);
    // Every field, keywords and powers in order with their types and use limits, and the facts the
    // database adds.
    Creature expected = *original;
    expected.id = card.id;
    QCOMPARE(card, expected);
    // Rows are numbered in catalog order.
    QCOMPARE(card.id, qint64(original - read.creatures.cbegin()) + 1);
}

void TestCatalogImporter::keepsThePreviousCatalogOnBadInput_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected"); // the first error's text starts with this

    const QByteArray good = record("Invented Squire");
    QTest::newRow("not JSON") << QByteArray("this is not a catalog")
                              << QStringLiteral("not valid JSON at byte");
    QTest::newRow("truncated") << QByteArray("[" + good + ", " + record("Invented Page")).chopped(40)
                               << QStringLiteral("not valid JSON");
    QTest::newRow("wrong type")
        << QByteArray("[" + good + ", " + record("Bad Cost Beetle", "\"cost\": \"lots\"") + "]")
        << QStringLiteral("record 1 (\"Bad Cost Beetle\"): cost is not a whole number");
    QTest::newRow("missing name") << QByteArray("[" + good + R"(, {"setInfo": "Invented Set", "cost": 2}])")
                                  << QStringLiteral("record 1: name is missing");
    QTest::newRow("unknown faction")
        << QByteArray("[" + good + ", " + record("Lost Wanderer", "\"factions\": [\"Feywild\"]") + "]")
        << QStringLiteral("record 1 (\"Lost Wanderer\"): unknown faction \"Feywild\"");
    QTest::newRow("unreadable file") << QByteArray() << QStringLiteral("cannot read ");
}

void TestCatalogImporter::keepsThePreviousCatalogOnBadInput()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    test::StorageFixture fixture;
    QVERIFY2(fixture.setUp().isEmpty(), "fixture");
    const QString catalogPath = databaseFilePath(fixture.path(), DatabaseFile::Catalog);
    const QByteArray before = test::fileBytes(catalogPath);
    const QStringList filesBefore = filesIn(fixture.path());

    const CatalogImportResult result =
        json.isEmpty() ? CatalogImporter::importFile(fixture.path() + QStringLiteral("/no-such-file.json"),
                                                     fixture.path())
                       : CatalogImporter::importBytes(json, QStringLiteral("bad.json"), fixture.path());
    QVERIFY(!result.ok());
    QVERIFY2(result.errors.first().toString().startsWith(expected),
             qPrintable(result.errors.first().toString()));
    QCOMPARE(result.creatureCount, 0);
    QCOMPARE(test::fileBytes(catalogPath), before);
    QCOMPARE(filesIn(fixture.path()), filesBefore);
    QVERIFY(!fixture.database().reattachCatalog());
    QCOMPARE(CardRepository(fixture.database()).creatureCount(), 5);
}

void TestCatalogImporter::keepsThePreviousCatalogWhenItCannotBeReplaced()
{
    // A directory where catalog.sqlite belongs (and with something in it) cannot be renamed over:
    // the failure comes after the new catalog is written, at the last step.
    QTemporaryDir directory;
    const QString catalogPath = databaseFilePath(directory.path(), DatabaseFile::Catalog);
    QVERIFY(QDir().mkpath(catalogPath + QStringLiteral("/inside")));

    const CatalogImportResult result =
        CatalogImporter::importFile(test::smallCatalogPath(), directory.path());
    QVERIFY(!result.ok());
    QVERIFY2(result.errors.first().toString().contains(QStringLiteral("cannot be replaced")),
             qPrintable(result.errors.first().toString()));
    QCOMPARE(filesIn(directory.path()), QStringList{QStringLiteral("catalog.sqlite")});
    QVERIFY(QFileInfo(catalogPath + QStringLiteral("/inside")).isDir());
}

void TestCatalogImporter::userDataSurvivesAReimport()
{
    test::StorageFixture fixture;
    QVERIFY2(fixture.setUp().isEmpty(), "fixture");
    CardDatabase& database = fixture.database();
    Creature custom;
    custom.name = QStringLiteral("Homebrew Imp");
    custom.set = QStringLiteral("My Cards");
    custom.cost = 7;
    custom.level = 2;
    custom.hp = 12;
    custom.factions = Faction::Underdark;
    const EditResult added = CustomCardRepository(database).addCustomCreature(custom);
    DDM_VERIFY_EDIT(added);
    CreatureCorrection correction;
    correction.size = CreatureSize::Small;
    DDM_VERIFY_EDIT(CorrectionRepository(database).setCorrection(
        QStringLiteral("Test Goblin Sneak"), QStringLiteral("Invented Set A"), correction));
    DDM_VERIFY_EDIT(CollectionRepository(database).setOwnedCount(QStringLiteral("Test Sky Hawk"),
                                                                 QStringLiteral("Invented Set B"), 3));

    // The new catalog renumbers cards, raises the goblin's cost, drops two cards and adds one.
    const CatalogImportResult reimport = CatalogImporter::importFile(
        test::testDataPath(QStringLiteral("storage/catalog_replacement.json")), fixture.path());
    QVERIFY2(reimport.ok(), qPrintable(reimport.errors.value(0).toString()));
    QVERIFY(!database.reattachCatalog());

    const CardRepository cards(database);
    QCOMPARE(cards.creatureCount(), 4);
    const QList<Creature> goblins = cards.creaturesNamed(QStringLiteral("Test Goblin Sneak"));
    QCOMPARE(goblins.size(), 1);
    QCOMPARE(goblins.first().size, std::optional<CreatureSize>(CreatureSize::Small));
    QCOMPARE(goblins.first().cost, 6);
    QCOMPARE(CollectionRepository(database).ownedCount(QStringLiteral("Test Sky Hawk"),
                                                       QStringLiteral("Invented Set B")),
             3);
    const QList<Creature> imps = cards.creaturesNamed(QStringLiteral("Homebrew Imp"));
    QCOMPARE(imps.size(), 1);
    QCOMPARE(imps.first().id, added.id);
    QCOMPARE(imps.first().origin, CardOrigin::Custom);
}

void TestCatalogImporter::takesCardFactsFromTheDatabaseExport()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddmdb/miniatures.xml"));
    QVERIFY(m_fullImport.ok());
    QCOMPARE(m_fullImport.supplement, SupplementState::Read);
    const CardFactsReport& facts = m_fullImport.facts;
    QCOMPARE(facts.figures, 1284);
    QVERIFY2(facts.sized() >= 1180, qPrintable(QString::number(facts.sized())));
    QVERIFY(!facts.nearMatches.isEmpty() && !facts.otherSetNames.isEmpty());

    CardDatabase database;
    QVERIFY(!database.open(m_fullCatalog.path()));
    const CardRepository cards(database);
    const QList<Creature> stored = cards.allCreatures();
    QCOMPARE(
        std::count_if(stored.cbegin(), stored.cend(), [](const Creature& c) { return c.size.has_value(); }),
        facts.sized());
    // No stored size contradicts a figure of the same name and set.
    const QList<DdmdbFigure> figures =
        DdmdbReader::readDirectory(test::sharedPath(QStringLiteral("data/ddmdb"))).figures;
    int exact = 0;
    for (const Creature& card : stored) {
        for (const DdmdbFigure& figure : figures) {
            if (figure.name == card.name && figure.release == card.set && figure.size) {
                QCOMPARE(card.size, figure.size);
                QCOMPARE(card.sizeSource, std::optional(FactSource::Database));
                ++exact;
            }
        }
    }
    QVERIFY(exact > 700);
    const auto one = [&](const QString& name) { return cards.creaturesNamed(name).value(0); };
    QCOMPARE(one(QStringLiteral("Formorian")).size, std::optional(CreatureSize::Huge)); // a near spelling
    QCOMPARE(one(QStringLiteral("Kraken")).sizeSource, std::optional(FactSource::CardText));
    QCOMPARE(one(QStringLiteral("Kraken")).size, std::optional(CreatureSize::Gargantuan));
    // Balor is Large in one set of the database and Huge in another: Mad Mage's stays unknown.
    const QList<Creature> balors = cards.creaturesNamed(QStringLiteral("Balor"));
    QVERIFY(std::any_of(balors.cbegin(), balors.cend(), [](const Creature& c) {
        return c.set == QLatin1String("The Dungeon of the Mad Mage") && !c.size;
    }));
}

void TestCatalogImporter::saysWhenTheExportIsAbsent()
{
    // The invented catalog has no ddmdb folder beside it: said, not an error.
    QTemporaryDir directory;
    const CatalogImportResult result =
        CatalogImporter::importFile(test::smallCatalogPath(), directory.path());
    QVERIFY(result.ok());
    QCOMPARE(result.supplement, SupplementState::Absent);
    QVERIFY(result.supplementDirectory.endsWith(QLatin1String("/ddmdb")));
    // A folder the user names must be there.
    CatalogImportOptions named;
    named.supplementDirectory = directory.filePath(QStringLiteral("nowhere"));
    const CatalogImportResult missing =
        CatalogImporter::importFile(test::smallCatalogPath(), directory.path(), named);
    QVERIFY(!missing.ok());
    QVERIFY2(missing.errors.first().toString().contains(QLatin1String("nowhere/miniatures.xml: cannot read")),
             qPrintable(missing.errors.first().toString()));
}

void TestCatalogImporter::keepsThePreviousCatalogOnABadExport()
{
    test::StorageFixture fixture;
    QVERIFY2(fixture.setUp().isEmpty(), "fixture");
    const QString catalogPath = databaseFilePath(fixture.path(), DatabaseFile::Catalog);
    const QByteArray before = test::fileBytes(catalogPath);

    QTemporaryDir supplement;
    const QByteArray table = "<rows>\n  <row>\n    <id>1</id>\n    <name>%1</name>\n  </row>\n</rows>\n";
    const QList<std::pair<QString, QByteArray>> files{
        {QStringLiteral("releases.xml"), QByteArray(table).replace("%1", "Invented Set")},
        {QStringLiteral("sizes.xml"), QByteArray(table).replace("%1", "Large")},
        {QStringLiteral("rarities.xml"), QByteArray(table).replace("%1", "Rare")},
        {QStringLiteral("miniatures.xml"),
         "<miniatures>\n  <miniature>\n    <name>Invented Ogre</name>\n    <release-id>1</release-id>\n"
         "    <size-id>4</size-id>\n  </miniature>\n</miniatures>\n"}};
    for (const auto& [name, bytes] : files) {
        QFile file(supplement.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }
    CatalogImportOptions options;
    options.supplementDirectory = supplement.path();
    const CatalogImportResult result =
        CatalogImporter::importFile(test::smallCatalogPath(), fixture.path(), options);
    QVERIFY(!result.ok());
    QCOMPARE(result.errors.first().toString(),
             supplement.filePath(QStringLiteral("miniatures.xml:2: <size-id> 4 names no row of sizes.xml")));
    QCOMPARE(test::fileBytes(catalogPath), before);
}

// An import killed with SIGKILL leaves its temporary database; the next start removes it, and nothing
// else of the directory.
void TestCatalogImporter::abandonedImportsGoWhenTheDataDirectoryOpens()
{
    QTemporaryDir directory;
    // The last two are what QSaveFile leaves where it writes a named file (all but Linux).
    const QStringList abandoned{
        QStringLiteral("catalog-import-Ab12Cd.sqlite"), QStringLiteral("rules-import-xY34zW.sqlite"),
        QStringLiteral("catalog.sqlite.Qw12Er"), QStringLiteral("rules.sqlite.aB3cD4")};
    // Names that merely look alike are the user's: kept.
    const QStringList alike{QStringLiteral("Catalog-Import-backup.sqlite"),
                            QStringLiteral("catalog-import-old-copy.sqlite"),
                            QStringLiteral("catalog.sqlite.bak")};
    for (const QString& name : abandoned + alike + QStringList{QStringLiteral("notes.txt")}) {
        QFile file(QDir(directory.path()).filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("half a database");
    }
    CardDatabase database;
    QVERIFY(!database.open(directory.path()));
    QCOMPARE(filesIn(directory.path()),
             (QStringList{"Catalog-Import-backup.sqlite", "catalog-import-old-copy.sqlite", "catalog.sqlite",
                          "catalog.sqlite.bak", "notes.txt", "rules.sqlite", "user.sqlite"}));
}

// While another import writes (it holds the directory's lock), opening the directory leaves its file.
void TestCatalogImporter::anImportBeingWrittenIsKept()
{
    QTemporaryDir directory;
    FileReplacement writing(databaseFilePath(directory.path(), DatabaseFile::Catalog),
                            databaseImportPattern(DatabaseFile::Catalog));
    QVERIFY(!writing.open());
    CardDatabase database;
    QVERIFY(!database.open(directory.path()));
    QVERIFY(QFileInfo::exists(writing.temporaryPath()));
}

QTEST_GUILESS_MAIN(TestCatalogImporter)
#include "tst_catalog_importer.moc"
