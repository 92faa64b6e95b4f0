// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Warband lists as players post them, read against the catalog of ../shared. The lists are written
// here in the shapes posts take; none is copied from a published list.
#include "builder/warband_export.h"
#include "catalog/catalog_json_reader.h"
#include "legality/legality_checker.h"
#include "listimport/list_import.h"
#include "warband/warband_resolver.h"

#include "shared_data.h"
#include "ts_file_translator.h"

#include <QFile>
#include <QTest>

#include <optional>

using namespace ddm;

class TestListImport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void readsCountsAndCostsWrittenEveryWay();
    void readsOneLineListsWithTheirHeaderWords();
    void matchesNamesAsPeopleTypeThem();
    void reportsWhatItCannotResolve();
    void statedCostChoosesTheVersion();
    void comparesWhatTheListStatesWithTheWarband();
    void readsTheAppsOwnExportsBack_data();
    void readsTheAppsOwnExportsBack();

private:
    QList<Creature> m_catalog;
};

namespace {

const QStringList kMaps{QStringLiteral("Sunken Causeway"), QStringLiteral("Goblin Market")};

QStringList names(const Warband& warband)
{
    QStringList result;
    for (const WarbandEntry& entry : warband.creatures)
        result.append(entry.name);
    return result;
}

Creature invented(const QString& name, const QString& set, int cost)
{
    Creature creature;
    creature.name = name;
    creature.set = set;
    creature.cost = cost;
    creature.factions = Faction::Wild;
    return creature;
}

} // namespace

void TestListImport::initTestCase()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json"));
    QFile file(test::sharedPath(QStringLiteral("data/ddm-creatures.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    m_catalog = CatalogJsonReader::read(file.readAll()).creatures;
    QCOMPARE(m_catalog.size(), 1912);
}

void TestListImport::readsCountsAndCostsWrittenEveryWay()
{
    const ListImport list = ListImporter(m_catalog).read(QStringLiteral("3x Orc Archer\n"
                                                                        "2 x Kobold Miner (3)\n"
                                                                        "2 Dire Wolf (16)\n"
                                                                        "Dwarf Axefighter x2 (24 pts)\n"
                                                                        "Hobgoblin Warcaster (10 pts, CR 2)\n"
                                                                        "- Ogre Brute - 28\n"
                                                                        "Human Sellsword 14 pts\n"
                                                                        "Orc Archer x2 (8/16)\n"));
    QVERIFY(list.complete());
    QCOMPARE(names(list.warband),
             (QStringList{QStringLiteral("Orc Archer"), QStringLiteral("Orc Archer"),
                          QStringLiteral("Orc Archer"), QStringLiteral("Kobold Miner"),
                          QStringLiteral("Kobold Miner"), QStringLiteral("Dire Wolf"),
                          QStringLiteral("Dire Wolf"), QStringLiteral("Dwarf Axefighter"),
                          QStringLiteral("Dwarf Axefighter"), QStringLiteral("Hobgoblin Warcaster"),
                          QStringLiteral("Ogre Brute"), QStringLiteral("Human Sellsword"),
                          QStringLiteral("Orc Archer"), QStringLiteral("Orc Archer")}));
    // Every stated cost fits its card, whether it is the line's total or the cost of one.
    QVERIFY2(list.differences.isEmpty() ||
                 !list.differences.first().contains(QLatin1String("the card costs")),
             qPrintable(list.differences.join(QLatin1Char('\n'))));
}

void TestListImport::readsOneLineListsWithTheirHeaderWords()
{
    const ListImport list = ListImporter(m_catalog).read(
        QStringLiteral(
            "Good, Civilization, Map: Sunken Causeway, Angel of Valor (30), Aramil, Adventurer (13 pts), "
            "2 x Human Sellsword (14/28), Total = 4 Activations, 85 pnts, Champ 0"),
        {std::nullopt, std::nullopt, kMaps});
    QVERIFY(list.complete());
    QCOMPARE(names(list.warband),
             (QStringList{QStringLiteral("Angel of Valor"), QStringLiteral("Aramil, Adventurer"),
                          QStringLiteral("Human Sellsword"), QStringLiteral("Human Sellsword")}));
    QCOMPARE(list.stated.alignment, std::optional(Alignment::Good));
    QCOMPARE(list.stated.faction, std::optional(Faction::Civilization));
    QCOMPARE(list.stated.points, std::optional(85));
    QCOMPARE(list.stated.activations, std::optional(4));
    QCOMPARE(list.warband.faction, std::optional(Faction::Civilization));
    QCOMPARE(list.warband.map, QStringLiteral("Sunken Causeway"));
    QCOMPARE(list.warband.points, 100); // the nearest format above the stated total
    QVERIFY(list.ignored.isEmpty());

    // A header's format and a footer's total: the format decides, and the total matches.
    const ListImport both = ListImporter(m_catalog).read(
        QStringLiteral("Civilization, 200 pts\nAngel of Valor (30)\nHuman Sellsword\nTotal: 44 pts"));
    QCOMPARE(both.warband.points, 200);
    QCOMPARE(both.stated.allPoints, (QList<int>{200, 44}));
    QVERIFY2(both.differences.isEmpty(), qPrintable(both.differences.join(QLatin1Char('\n'))));

    // Header words run together without commas are facts still; a creature's name is not taken apart.
    const ListImport runTogether = ListImporter(m_catalog).read(QStringLiteral(
        "Good Civilization 200 pts\nAngel of Valor (30)\nWild Elf Raider\nEvil Air Elemental"));
    QCOMPARE(runTogether.stated.faction, std::optional(Faction::Civilization));
    QCOMPARE(runTogether.stated.alignment, std::optional(Alignment::Good));
    QCOMPARE(runTogether.stated.allPoints, (QList<int>{200}));
    QCOMPARE(names(runTogether.warband),
             (QStringList{QStringLiteral("Angel of Valor"), QStringLiteral("Wild Elf Raider"),
                          QStringLiteral("Evil Air Elemental")}));
}

void TestListImport::matchesNamesAsPeopleTypeThem()
{
    const ListImporter importer(m_catalog);
    const auto lineFor = [&importer](const QString& text) { return importer.read(text).lines.value(0); };
    QCOMPARE(lineFor(QStringLiteral("champion of yondalla")).match, NameMatch::Exact);
    const ListLine typed = lineFor(QStringLiteral("Champion Of Eilistraee"));
    QCOMPARE(typed.name, QStringLiteral("Champion of Eilistraee"));
    QCOMPARE(lineFor(QStringLiteral("Grazzt")).name, QStringLiteral("Graz'zt"));
    QCOMPARE(lineFor(QStringLiteral("Grazzt")).match, NameMatch::Normalised);
    QCOMPARE(lineFor(QStringLiteral("Shock Troop Devil")).name, QStringLiteral("Shocktroop Devil"));
    QCOMPARE(lineFor(QStringLiteral("3 Kobold Miners")).name, QStringLiteral("Kobold Miner"));
    const ListLine misspelt = lineFor(QStringLiteral("2x Dwarf Axefigher"));
    QCOMPARE(misspelt.name, QStringLiteral("Dwarf Axefighter"));
    QCOMPARE(misspelt.match, NameMatch::Near);
    QCOMPARE(lineFor(QStringLiteral("Bigby's Hand - Clenched Fist (36)")).name,
             QStringLiteral("Bigby's Hand - Clenched Fist"));
    // An x that begins or ends a name is no count.
    const ListLine xorn = lineFor(QStringLiteral("2 Xorn"));
    QCOMPARE(xorn.name, QStringLiteral("Xorn"));
    QCOMPARE(xorn.count, 2);
    const ListLine sphinx = lineFor(QStringLiteral("Androsphinx 40"));
    QCOMPARE(sphinx.name, QStringLiteral("Androsphinx"));
    QCOMPARE(sphinx.count, 1);
    // A comma inside a card's name keeps it one item, even when its first part is a card too.
    const ListImport mummy = importer.read(QStringLiteral("Mummy, Dunestalker, Orc Archer"));
    QCOMPARE(names(mummy.warband),
             (QStringList{QStringLiteral("Mummy, Dunestalker"), QStringLiteral("Orc Archer")}));
    // An underlined line is still read: a post may underline a creature or a total.
    const ListImport underlined =
        importer.read(QStringLiteral("Orc Archer\nDire Wolf\n----------\nTotal: 24 pts"));
    QCOMPARE(names(underlined.warband),
             (QStringList{QStringLiteral("Orc Archer"), QStringLiteral("Dire Wolf")}));
    QVERIFY(underlined.differences.isEmpty());
}

// Nothing is dropped: an item that names no card is reported, with the names near it; prose is
// kept apart as ignored.
void TestListImport::reportsWhatItCannotResolve()
{
    const ListImport list = ListImporter(m_catalog).read(
        QStringLiteral("Our club night list\n3x Zzyzx Horror (12)\nOrc Archr\nDwarf Axe"));
    QVERIFY(!list.complete());
    // A line with a count or a cost is a creature; one with neither and no name near it is prose.
    QCOMPARE(list.unresolved, QStringList{QStringLiteral("3x Zzyzx Horror (12)")});
    QCOMPARE(list.ignored, (QStringList{QStringLiteral("Our club night list"), QStringLiteral("Dwarf Axe")}));
    QCOMPARE(names(list.warband), QStringList{QStringLiteral("Orc Archer")});
    const ListLine horror = list.lines.first();
    QVERIFY(horror.name.isEmpty());
    QCOMPARE(horror.match, NameMatch::Unresolved);
    // A name two letters off a card, but as near to two, is not guessed: both are offered.
    const ListImport near = ListImporter({invented(QStringLiteral("Test Ratling"), QStringLiteral("A"), 5),
                                          invented(QStringLiteral("Test Batling"), QStringLiteral("A"), 5)})
                                .read(QStringLiteral("Test Catling"));
    QCOMPARE(near.unresolved, QStringList{QStringLiteral("Test Catling")});
    QCOMPARE(near.lines.first().alternatives, (QList<CardChoice>{{QStringLiteral("Test Batling"), {}, {}},
                                                                 {QStringLiteral("Test Ratling"), {}, {}}}));
}

// A name in several sets (the catalog and a custom card): the stated cost picks the version, read
// as the total or the cost of one by which fits.
void TestListImport::statedCostChoosesTheVersion()
{
    const QList<Creature> cards{invented(QStringLiteral("Test Raider"), QStringLiteral("Old Set"), 8),
                                invented(QStringLiteral("Test Raider"), QStringLiteral("New Set"), 12)};
    const ListImporter importer(cards);
    ListImport list = importer.read(QStringLiteral("Test Raider x2 (24)"));
    QCOMPARE(list.lines.first().set, QStringLiteral("New Set"));
    QCOMPARE(list.lines.first().match, NameMatch::Cost);
    QVERIFY(!list.lines.first().doubtful);
    list = importer.read(QStringLiteral("2 x Test Raider (8)"));
    QCOMPARE(list.lines.first().set, QStringLiteral("Old Set"));
    QCOMPARE(list.warband.creatures.first(),
             (WarbandEntry{QStringLiteral("Test Raider"), QStringLiteral("Old Set"), {}}));
    list = importer.read(QStringLiteral("Test Raider"));
    QVERIFY(list.lines.first().doubtful);
    QCOMPARE(list.lines.first().alternatives.size(), 1);
    QCOMPARE(list.lines.first().alternatives.first().text(), QStringLiteral("Test Raider (New Set, 12)"));
}

void TestListImport::comparesWhatTheListStatesWithTheWarband()
{
    const ListImport list = ListImporter(m_catalog).read(
        QStringLiteral("Orc Archer (9)\nOgre Brute\n11 Acts, 40 pts, CR 2, Map: Dragon Shrine"),
        {{}, {}, kMaps});
    QCOMPARE(
        list.differences,
        (QStringList{QStringLiteral("Orc Archer (9): the list states 9, the card costs 8"),
                     QStringLiteral("the list's map, Dragon Shrine, is not a map the app knows: draw it in "
                                    "the map editor to choose it"),
                     QStringLiteral("the list states 40 points; its creatures cost 36"),
                     QStringLiteral("the list states 11 activations; the warband counts 2"),
                     QStringLiteral("the list states Champion rating 2; its highest champion's is none")}));
    QVERIFY(list.warband.map.isEmpty());
    QCOMPARE(list.warband.points, 50);
    QCOMPARE(list.warband.faction, std::optional(Faction::Borderlands)); // the one both share
}

// Each export read back by an app in the language it was written in, and an English export by an
// app in German (a list one player exported, pasted by another).
void TestListImport::readsTheAppsOwnExportsBack_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("written"); // the .ts file the export is written in; empty: English
    QTest::addColumn<QString>("read");    // and the one it is read in
    const QString german = QStringLiteral("ddm_companion_de.ts");
    const QList<std::pair<const char*, ExportFormat>> formats{{"text", ExportFormat::PlainText},
                                                              {"BBCode", ExportFormat::BBCode},
                                                              {"Markdown", ExportFormat::Markdown}};
    for (const auto& [name, format] : formats) {
        QTest::addRow("%s", name) << int(format) << QString() << QString();
        QTest::addRow("%s in German", name) << int(format) << german << german;
        QTest::addRow("%s in English, read in German", name) << int(format) << QString() << german;
    }
}

void TestListImport::readsTheAppsOwnExportsBack()
{
    QFETCH(int, format);
    QFETCH(QString, written);
    QFETCH(QString, read);
    std::optional<test::TsFileTranslator> language;
    const auto speak = [&language](const QString& file) {
        language.reset();
        if (!file.isEmpty())
            language.emplace(file);
        return language ? language->error() : QString();
    };
    Warband warband;
    warband.title = QStringLiteral("Pack_of *Wolves* [v2]");
    warband.points = 200;
    warband.faction = Faction::Wild;
    warband.scenario = format == int(ExportFormat::Markdown) ? Scenario::SealedBooster : Scenario::Bounty;
    warband.map = QStringLiteral("Goblin Market");
    for (const char* name : {"Dire Wolf", "Dire Wolf", "Aramil, Adventurer", "(Yuan-Ti) Abomination Lurker",
                             "Bigby's Hand - Clenched Fist"})
        warband.creatures.append({QString::fromUtf8(name), {}, {}});
    warband.notes = QStringLiteral("Rush the centre.\nKeep Aramil back.");
    const InMemoryCardLookup lookup(m_catalog);
    const ResolvedWarband resolved = WarbandResolver::resolve(warband, lookup);
    QString error = speak(written);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QString text =
        WarbandExport::text(resolved, LegalityChecker().check(resolved), ExportFormat(format));
    if (!written.isEmpty())
        QVERIFY2(text.contains(QLatin1String(", Kosten ")), qPrintable(text)); // German indeed

    error = speak(read);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const ListImport back = ListImporter(m_catalog).read(text, {{}, {}, kMaps});
    QVERIFY2(back.complete(), qPrintable(back.unresolved.join(QLatin1Char('\n'))));
    QVERIFY2(back.differences.isEmpty(), qPrintable(back.differences.join(QLatin1Char('\n'))));
    QCOMPARE(back.stated.activations, std::optional(5));
    QCOMPARE(back.warband.title, warband.title);
    QCOMPARE(back.warband.notes, warband.notes);
    QCOMPARE(back.warband, warband);
}

QTEST_GUILESS_MAIN(TestListImport)
#include "tst_list_import.moc"
