// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "warband/warband_file.h"

#include "shared_data.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#if defined(Q_OS_UNIX)
#include <csignal>
#include <sys/resource.h>
#endif

using namespace ddm;

class TestWarbandFile : public QObject {
    Q_OBJECT

private slots:
    void readsFiles_data();
    void readsFiles();
    void readsEntries();
    void aDraftMayLackItsFaction();
    void reportsBadInput_data();
    void reportsBadInput();
    void reportsEveryProblemWithItsPlace();
    void writesPrettyJsonInAFixedOrder();
    void roundTrips_data();
    void roundTrips();
    void savesAndLoads();
    void failedSaveKeepsTheOldFile();
    void saveNamesTheUnwritablePath();
    void loadRefusesADamagedFile();
    void loadNamesAMissingFile();
};

namespace {

QByteArray fixture(const QString& name)
{
    return test::fileBytes(test::testDataPath(QStringLiteral("warbands/") + name));
}

QStringList errorTexts(const WarbandReadResult& result)
{
    QStringList texts;
    for (const WarbandFileError& error : result.errors)
        texts.append(error.toString());
    return texts;
}

Warband sampleWarband()
{
    Warband warband;
    warband.title = QStringLiteral("Test \"Quoted\" Band");
    warband.points = 200;
    warband.faction = Faction::Wild;
    warband.scenario = Scenario::Bounty;
    warband.map = QStringLiteral("Test Caverns");
    warband.creatures = {{QStringLiteral("Test Scout"), {}, {}},
                         {QStringLiteral("Test Captain, Bold"), QStringLiteral("Test Set"), {}},
                         {QStringLiteral("Test Archer"), {}, {QStringLiteral("Test Amulet")}}};
    warband.items = {QStringLiteral("Test Banner")};
    warband.notes = QStringLiteral("Line one\nline two, with ünïcödé");
    return warband;
}

} // namespace

void TestWarbandFile::readsFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("points");
    QTest::addColumn<QString>("faction"); // empty: none
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QStringList>("creatures");
    QTest::addColumn<QStringList>("items");
    QTest::addColumn<QString>("map"); // empty: none

    QTest::newRow("the documented example")
        << "good/brief-example.json" << 200 << "Wild"
        << "assault" << QStringList{QStringLiteral("Aarakocra"), QStringLiteral("Aramil, Adventurer")}
        << QStringList() << QString();
    QTest::newRow("every field, names in any case")
        << "good/full.json" << 100 << "Borderlands"
        << "bounty"
        << QStringList{QStringLiteral("Test Scout"), QStringLiteral("Test Scout"),
                       QStringLiteral("Test Captain, Bold"), QStringLiteral("Test Archer")}
        << QStringList{QStringLiteral("Test Banner")} << QStringLiteral("Goblin Market");
    QTest::newRow("sealed may leave the faction out")
        << "good/sealed-without-faction.json" << 200 << ""
        << "sealed" << QStringList{QStringLiteral("Test Scout"), QStringLiteral("Test Archer")}
        << QStringList() << QString();
    QTest::newRow("a newer version with unknown fields")
        << "good/newer-version.json" << 500 << "Underdark"
        << "uncontested" << QStringList{QStringLiteral("Test Scout")} << QStringList()
        << QStringLiteral("Test Caverns"); // a map object: its name
    QTest::newRow("scenario left out, no creatures")
        << "good/minimal.json" << 50 << "Civilization"
        << "assault" << QStringList() << QStringList() << QString();
}

void TestWarbandFile::readsFiles()
{
    QFETCH(QString, file);
    QFETCH(int, points);
    QFETCH(QString, faction);
    QFETCH(QString, scenario);
    QFETCH(QStringList, creatures);
    QFETCH(QStringList, items);
    QFETCH(QString, map);

    const WarbandReadResult result = WarbandFile::read(fixture(file));
    QVERIFY2(result.ok(), qPrintable(errorTexts(result).join(QLatin1Char('\n'))));
    const Warband& warband = result.warband;
    QCOMPARE(warband.map, map);
    QCOMPARE(warband.points, points);
    QCOMPARE(warband.faction, parseFaction(faction));
    QCOMPARE(scenarioKey(warband.scenario), scenario);
    QStringList names;
    for (const WarbandEntry& entry : warband.creatures)
        names.append(entry.name);
    QCOMPARE(names, creatures);
    QCOMPARE(warband.items, items);
}

void TestWarbandFile::readsEntries()
{
    const WarbandReadResult result = WarbandFile::read(fixture(QStringLiteral("good/full.json")));
    QVERIFY(result.ok());
    const Warband& warband = result.warband;
    QCOMPARE(warband.title, QStringLiteral("Test Raiders"));
    QCOMPARE(warband.notes, QStringLiteral("Two scouts: a name repeated is two copies."));
    const WarbandEntry& captain = warband.creatures.at(2);
    QCOMPARE(captain.set, QStringLiteral("Test Set"));
    QCOMPARE(captain.items, QStringList({QStringLiteral("Test Amulet"), QStringLiteral("Test Ring")}));
    QCOMPARE(warband.creatures.at(3).set, QString());
    QCOMPARE(warband.creatures.at(3).items, QStringList{QStringLiteral("Test Quiver")});
}

// An autosave keeps a warband still being built; a file to share must name its faction.
void TestWarbandFile::aDraftMayLackItsFaction()
{
    const QByteArray draft =
        R"({"format": "ddm-warband", "version": 1, "points": 100, "creatures": ["Test Scout"]})";
    QVERIFY(!WarbandFile::read(draft).ok());
    const WarbandReadResult read = WarbandFile::readDraft(draft);
    QVERIFY(read.ok());
    QCOMPARE(read.warband.faction, std::nullopt);
    QCOMPARE(read.warband.creatures.size(), 1);
    QVERIFY(!WarbandFile::readDraft(R"({"format": "ddm-warband", "points": "many", "creatures": []})").ok());
}

void TestWarbandFile::reportsBadInput_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QStringList>("errors");

    const auto one = [](const char* text) { return QStringList{QString::fromUtf8(text)}; };
    QTest::newRow("not JSON") << QByteArray("{\"points\": 200,, }")
                              << one("not valid JSON at byte 16: unterminated object");
    QTest::newRow("empty file") << QByteArray() << one("not valid JSON at byte 0: illegal value");
    QTest::newRow("not an object") << QByteArray("[\"Aarakocra\"]")
                                   << one("not a warband file: the document is not a JSON object");
    QTest::newRow("points missing") << QByteArray(R"({"faction": "Wild", "creatures": []})")
                                    << one("\"points\" is missing");
    QTest::newRow("points not a number")
        << QByteArray(R"({"points": "200", "faction": "Wild", "creatures": []})")
        << one("points: \"200\" is not a whole number");
    QTest::newRow("points a fraction")
        << QByteArray(R"({"points": 199.5, "faction": "Wild", "creatures": []})")
        << one("points: 199.5 is not a whole number");
    QTest::newRow("points not a format")
        << QByteArray(R"({"points": 300, "faction": "Wild", "creatures": []})")
        << one("points: 300 is not a format (50, 100, 200, 500, 1000)");
    QTest::newRow("faction missing outside sealed")
        << QByteArray(R"({"points": 200, "scenario": "bounty", "creatures": []})")
        << one("\"faction\" is missing (only a sealed-booster warband may leave it out)");
    QTest::newRow("faction unknown")
        << QByteArray(R"({"points": 200, "faction": "Feywild", "creatures": []})")
        << one("faction: \"Feywild\" is not a faction (Borderlands, Civilization, "
               "Underdark, Wild)");
    QTest::newRow("faction not a text")
        << QByteArray(R"({"points": 200, "faction": 4, "creatures": []})")
        << one("faction: 4 is not a faction (Borderlands, Civilization, Underdark, "
               "Wild)");
    QTest::newRow("scenario unknown")
        << QByteArray(R"({"points": 200, "faction": "Wild", "scenario": "skirmish", "creatures": []})")
        << one("scenario: \"skirmish\" is not a scenario (assault, bounty, uncontested, sealed)");
    QTest::newRow("creatures missing")
        << QByteArray(R"({"points": 200, "faction": "Wild"})") << one("\"creatures\" is missing");
    QTest::newRow("creatures not a list")
        << QByteArray(R"({"points": 200, "faction": "Wild", "creatures": {}})")
        << one("creatures: an object is not a list");
    QTest::newRow("creature name missing")
        << QByteArray(R"({"points": 200, "faction": "Wild", "creatures": ["A", "B", "C", {"set": "S"}]})")
        << one("creatures[3]: \"name\" is missing");
    QTest::newRow("creature name empty")
        << QByteArray(R"({"points": 200, "faction": "Wild", "creatures": ["  "]})")
        << one("creatures[0]: the card name is empty");
    QTest::newRow("creature name not a text")
        << QByteArray(R"({"points": 200, "faction": "Wild", "creatures": [{"name": 7}]})")
        << one("creatures[0].name: 7 is not a card name");
    QTest::newRow("creature neither name nor object")
        << QByteArray(R"({"points": 200, "faction": "Wild", "creatures": [true]})")
        << one("creatures[0]: true is neither a card name nor an object");
    QTest::newRow("creature set not a text")
        << QByteArray(R"({"points": 200, "faction": "Wild", "creatures": [{"name": "A", "set": ["S"]}]})")
        << one("creatures[0].set: a list is not a set name");
    QTest::newRow("creature items not a list")
        << QByteArray(R"({"points": 200, "faction": "Wild", "creatures": [{"name": "A", "items": "Ring"}]})")
        << one("creatures[0].items: \"Ring\" is not a list");
    QTest::newRow("creature item empty")
        << QByteArray(
               R"({"points": 200, "faction": "Wild", "creatures": [{"name": "A", "items": ["Ring", ""]}]})")
        << one("creatures[0].items[1]: \"\" is not an item name");
    QTest::newRow("items not a list")
        << QByteArray(R"({"points": 200, "faction": "Wild", "creatures": [], "items": 3})")
        << one("items: 3 is not a list");
    QTest::newRow("title not a text")
        << QByteArray(R"({"points": 200, "faction": "Wild", "creatures": [], "title": ["x"]})")
        << one("title: a list is not a text");
    QTest::newRow("map not a name")
        << QByteArray(R"({"points": 200, "faction": "Wild", "creatures": [], "map": 30})")
        << one("map: 30 is not a map's name");
    QTest::newRow("version not a number")
        << QByteArray(R"({"version": "1", "points": 200, "faction": "Wild", "creatures": []})")
        << one("version: \"1\" is not a whole number of 1 or more");
}

void TestWarbandFile::reportsBadInput()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, errors);
    const WarbandReadResult result = WarbandFile::read(json);
    QVERIFY(!result.ok());
    QCOMPARE(errorTexts(result), errors);
}

void TestWarbandFile::reportsEveryProblemWithItsPlace()
{
    const WarbandReadResult result = WarbandFile::read(fixture(QStringLiteral("bad/many-problems.json")));
    QCOMPARE(
        errorTexts(result),
        QStringList(
            {QStringLiteral("version: \"one\" is not a whole number of 1 or more"),
             QStringLiteral("title: 12 is not a text"),
             QStringLiteral("points: 300 is not a format (50, 100, 200, 500, 1000)"),
             QStringLiteral(
                 "scenario: \"skirmish\" is not a scenario (assault, bounty, uncontested, sealed)"),
             QStringLiteral("faction: \"Feywild\" is not a faction (Borderlands, Civilization, Underdark, "
                            "Wild)"),
             QStringLiteral("creatures[1]: \"name\" is missing"),
             QStringLiteral("creatures[2]: 42 is neither a card name nor an object"),
             QStringLiteral("creatures[3].items[1]: \"\" is not an item name"),
             QStringLiteral("items: \"Test Banner\" is not a list")}));
}

void TestWarbandFile::writesPrettyJsonInAFixedOrder()
{
    // The expected bytes are a fixture, so any change to the saved format shows in review.
    QCOMPARE(WarbandFile::write(sampleWarband()), fixture(QStringLiteral("expected-write.json")));
}

void TestWarbandFile::roundTrips_data()
{
    QTest::addColumn<Warband>("warband");
    QTest::newRow("every field") << sampleWarband();
    Warband sealed;
    sealed.scenario = Scenario::SealedBooster;
    sealed.creatures = {{QStringLiteral("Test Scout"), {}, {}}, {QStringLiteral("Test Scout"), {}, {}}};
    QTest::newRow("sealed without a faction") << sealed;
    Warband empty;
    empty.points = 1000;
    empty.faction = Faction::Underdark;
    QTest::newRow("no creatures") << empty;
    Warband items;
    items.points = 50;
    items.faction = Faction::Civilization;
    items.creatures = {{QStringLiteral("Test \\ Backslash"),
                        QStringLiteral("Set \"Q\""),
                        {QStringLiteral("Ring"), QStringLiteral("Ring")}}};
    QTest::newRow("escapes and repeated items") << items;
}

void TestWarbandFile::roundTrips()
{
    QFETCH(Warband, warband);
    const QByteArray bytes = WarbandFile::write(warband);
    const WarbandReadResult result = WarbandFile::read(bytes);
    QVERIFY2(result.ok(), qPrintable(errorTexts(result).join(QLatin1Char('\n'))));
    QCOMPARE(result.warband, warband);
    QCOMPARE(WarbandFile::write(result.warband), bytes);
}

void TestWarbandFile::savesAndLoads()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("band.ddmwarband"));
    QVERIFY(WarbandFile::save(sampleWarband(), path).ok());
    Warband changed = sampleWarband();
    changed.points = 500;
    QVERIFY(WarbandFile::save(changed, path).ok()); // replaces the old file
    const WarbandReadResult loaded = WarbandFile::load(path);
    QVERIFY(loaded.ok());
    QCOMPARE(loaded.warband, changed);
}

void TestWarbandFile::failedSaveKeepsTheOldFile()
{
#if defined(Q_OS_UNIX)
    // A file size limit makes the write fail part way, even for root: the case of a full disk.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("band.ddmwarband"));
    Warband small;
    small.faction = Faction::Wild;
    QVERIFY(WarbandFile::save(small, path).ok());
    const QByteArray before = WarbandFile::write(small);

    Warband large = sampleWarband();
    for (int i = 0; i < 200; ++i)
        large.creatures.append({QStringLiteral("Test Filler %1").arg(i), {}, {}});
    rlimit original{};
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &original), 0);
    rlimit limited = original;
    limited.rlim_cur = 1024;
    const auto previousHandler = std::signal(SIGXFSZ, SIG_IGN);
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &limited), 0);
    const WarbandSaveResult result = WarbandFile::save(large, path);
    setrlimit(RLIMIT_FSIZE, &original);
    std::signal(SIGXFSZ, previousHandler);

    QVERIFY(!result.ok());
    QVERIFY2(result.error.startsWith(QStringLiteral("cannot write ") + path), qPrintable(result.error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("band.ddmwarband")});
#else
    QSKIP("needs a POSIX file size limit");
#endif
}

void TestWarbandFile::saveNamesTheUnwritablePath()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("missing-folder/band.ddmwarband"));
    const WarbandSaveResult result = WarbandFile::save(sampleWarband(), path);
    QVERIFY(!result.ok());
    QVERIFY2(result.error.startsWith(QStringLiteral("cannot write ") + path + QStringLiteral(": ")),
             qPrintable(result.error));
}

void TestWarbandFile::loadRefusesADamagedFile()
{
    const WarbandReadResult result =
        WarbandFile::load(test::testDataPath(QStringLiteral("warbands/bad/truncated.json")));
    QVERIFY(!result.ok());
    QCOMPARE(result.errors.size(), 1);
    QVERIFY2(result.errors.first().message.startsWith(QStringLiteral("not valid JSON at byte ")),
             qPrintable(result.errors.first().message));
}

void TestWarbandFile::loadNamesAMissingFile()
{
    const QString path = test::testDataPath(QStringLiteral("warbands/no-such-file.json"));
    const WarbandReadResult result = WarbandFile::load(path);
    QVERIFY(!result.ok());
    QVERIFY2(result.errors.first().message.startsWith(QStringLiteral("cannot open ") + path),
             qPrintable(result.errors.first().message));
}

QTEST_GUILESS_MAIN(TestWarbandFile)
#include "tst_warband_file.moc"
