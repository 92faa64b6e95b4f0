// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The parsers against the real documents in ../shared/seeds. Expected counts are facts about the
// documents; the CRG's are also counted here by a simple scan of our own, independent of the parser.
#include "rules/document_kind.h"
#include "rules/rules_document_parser.h"

#include "shared_data.h"

#include <QRegularExpression>
#include <QTest>

using namespace ddm;

namespace {

const QString kGuide = QStringLiteral("seeds/ddm-comprehensive-rules-guide-2008.md");
const QString kQuick = QStringLiteral("seeds/ddm-quick-reference-and-glossary.md");
const QString kStarter = QStringLiteral("seeds/ddm-battle-rules-2008-starter.txt");
const QString kGuild = QStringLiteral("seeds/ddm-guild-battle-rules-2011-partial.txt");
const QString kBattleAxe = QStringLiteral("seeds/battle-axe-rulebook.md");

QStringList linesOf(const QString& relative)
{
    QFile file(ddm::test::sharedPath(relative));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
}

RulesDocument parsed(const QString& relative)
{
    const RulesParseResult result = RulesDocumentParser::parseFile(ddm::test::sharedPath(relative));
    for (const ParseProblem& problem : result.problems)
        qWarning("%s", qPrintable(problem.toString()));
    return result.ok() ? *result.document : RulesDocument();
}

const RulesEntry& entry(const RulesDocument& document, const QString& key)
{
    static const RulesEntry missing;
    const int index = document.indexOfEntry(key);
    return index < 0 ? missing : document.entries.at(index);
}

const GlossaryEntry* glossary(const RulesDocument& document, const QString& headword)
{
    for (const GlossaryEntry& entry : document.glossary) {
        if (entry.headword == headword)
            return &entry;
    }
    return nullptr;
}

int countKind(const RulesDocument& document, EntryKind kind)
{
    return int(std::count_if(document.entries.begin(), document.entries.end(),
                             [kind](const RulesEntry& entry) { return entry.kind == kind; }));
}

// Our own count of the CRG body: the lines between the body's "0. Reading Rules" heading (its last
// occurrence; the first is in the table of contents) and the glossary heading that start with a
// number, by the shape of the number.
struct ScanCount {
    int chapters = 0, sections = 0, rules = 0, subRules = 0, glossary = 0;
};

ScanCount scanGuide(const QStringList& lines)
{
    auto bare = [](QString line) { return line.remove(QRegularExpression(QStringLiteral(R"([#*\s])"))); };
    qsizetype body = -1, glossaryLine = -1;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (bare(lines.at(i)) == QLatin1String("0.ReadingRules"))
            body = i;
        if (lines.at(i).trimmed() == QLatin1String("## Glossary"))
            glossaryLine = i;
    }
    ScanCount count;
    static const QRegularExpression number(QStringLiteral(R"(^[#*\s]*(\d+)(\.\d+)?(\.[a-z])?\.(\s|\*|$))"));
    static const QRegularExpression term(QStringLiteral(R"(^\*[^*]+\*\s+—)"));
    for (qsizetype i = body; i >= 0 && i < glossaryLine; ++i) {
        const QRegularExpressionMatch match = number.match(lines.at(i));
        if (!match.hasMatch())
            continue;
        if (match.capturedLength(3) > 0)
            ++count.subRules;
        else if (match.capturedLength(2) > 0)
            ++count.rules;
        else if (match.captured(1).toInt() < 100)
            ++count.chapters;
        else
            ++count.sections;
    }
    for (qsizetype i = glossaryLine; i >= 0 && i < lines.size(); ++i) {
        if (term.match(lines.at(i)).hasMatch())
            ++count.glossary;
    }
    return count;
}

} // namespace

class TestRulesDocuments : public QObject {
    Q_OBJECT

private slots:
    void init();

    void guideCountsMatchIndependentScan();
    void guideHierarchyAndTableOfContents();
    void guideContinuationsExamplesIcons();
    void guideReadingRulesAreRulesText();
    void quickReferenceSteps();
    void quickReferenceGlossary();
    void starterPagesSectionsGlossary();
    void guildPagesOnlyWithoutJunk();
    void battleAxeIsItsOwnGame();
    void recognisedWhateverTheirNames();
};

void TestRulesDocuments::init()
{
    DDM_REQUIRE_SHARED(kGuide);
    DDM_REQUIRE_SHARED(kQuick);
    DDM_REQUIRE_SHARED(kStarter);
    DDM_REQUIRE_SHARED(kGuild);
    DDM_REQUIRE_SHARED(kBattleAxe);
}

void TestRulesDocuments::guideCountsMatchIndependentScan()
{
    const RulesDocument guide = parsed(kGuide);
    const ScanCount scan = scanGuide(linesOf(kGuide));
    QCOMPARE(countKind(guide, EntryKind::Chapter), scan.chapters);
    QCOMPARE(countKind(guide, EntryKind::Section), scan.sections);
    QCOMPARE(countKind(guide, EntryKind::Rule), scan.rules);
    QCOMPARE(countKind(guide, EntryKind::SubRule), scan.subRules);
    QCOMPARE(int(guide.glossary.size()), scan.glossary);
    // The issue's count: 11 chapters, 127 sections, ~386 rules, ~241 sub-rules (765), ~273 terms.
    QCOMPARE(scan.chapters, 11);
    QCOMPARE(scan.sections, 127);
    QCOMPARE(scan.rules, 386);
    QCOMPARE(scan.subRules, 241);
    QCOMPARE(int(guide.entries.size()), 765);
    QCOMPARE(scan.glossary, 273);
    QCOMPARE(guide.date, QStringLiteral("November 1, 2008"));
}

void TestRulesDocuments::guideHierarchyAndTableOfContents()
{
    const RulesDocument guide = parsed(kGuide);
    QCOMPARE(entry(guide, QStringLiteral("611.3.a")).parentKey, QStringLiteral("611.3"));
    QCOMPARE(entry(guide, QStringLiteral("611.3")).parentKey, QStringLiteral("611"));
    QCOMPARE(entry(guide, QStringLiteral("611")).parentKey, QStringLiteral("6"));
    QCOMPARE(entry(guide, QStringLiteral("611")).title, QStringLiteral("Cover"));
    QCOMPARE(entry(guide, QStringLiteral("707.10")).title, QStringLiteral("Reach X"));
    QCOMPARE(entry(guide, QStringLiteral("105.2")).title, QStringLiteral("Warband Construction")); // a plain title line
    // The body, not the table of contents: section 6 is renumbered there, 101/102 swapped, 1021 missing.
    QCOMPARE(entry(guide, QStringLiteral("601")).title, QStringLiteral("Attack Sequence"));
    QCOMPARE(entry(guide, QStringLiteral("101")).title, QStringLiteral("Warband Construction"));
    QCOMPARE(entry(guide, QStringLiteral("1021")).title, QStringLiteral("Teleporter Terrain"));
    QCOMPARE(entry(guide, QStringLiteral("1017")).title, QStringLiteral("Slippery Terrain"));
    QVERIFY(entry(guide, QStringLiteral("0")).line > 150);
}

void TestRulesDocuments::guideContinuationsExamplesIcons()
{
    const RulesDocument guide = parsed(kGuide);
    const QStringList lines = linesOf(kGuide);
    // A rule cut by the layout continues in the next paragraph, joined with a space.
    for (const char* key : {"611.5", "105.2.c"}) {
        const RulesEntry& rule = entry(guide, QLatin1String(key));
        const QString continuation = lines.at(rule.line + 1).trimmed();
        QVERIFY2(!continuation.isEmpty() && continuation.at(0).isLower(), key);
        QVERIFY2(rule.text.endsWith(QLatin1Char(' ') + continuation), key);
    }
    QCOMPARE(entry(guide, QStringLiteral("109.2.a")).notes.size(), 1);   // **Example:** *…*
    QCOMPARE(entry(guide, QStringLiteral("110.1.d")).notes.size(), 1);   // ***Example:** …*
    QCOMPARE(entry(guide, QStringLiteral("1000.4")).notes.size(), 1);    // *Example: …*
    QCOMPARE(entry(guide, QStringLiteral("814.2")).notes.size(), 2);
    QCOMPARE(entry(guide, QStringLiteral("218.1")).notes.first().kind, NoteKind::Note);
    int notes = 0;
    for (const RulesEntry& rule : guide.entries)
        notes += int(rule.notes.size());
    QCOMPARE(notes, 17);
    QVERIFY(entry(guide, QStringLiteral("110.5")).text.contains(QLatin1String("{basic}{M}")));
    QVERIFY(entry(guide, QStringLiteral("1006.1")).text.contains(QLatin1String("{difficult terrain}")));
    QVERIFY(!entry(guide, QStringLiteral("109.3")).text.contains(QLatin1Char('*'))); // bold removed
    QVERIFY(entry(guide, QStringLiteral("611.1")).definedTerms.contains(QStringLiteral("cover")));
}

void TestRulesDocuments::guideReadingRulesAreRulesText()
{
    const RulesDocument guide = parsed(kGuide);
    const RulesEntry& reading = entry(guide, QStringLiteral("0"));
    QCOMPARE(reading.kind, EntryKind::Chapter);
    QCOMPARE(reading.title, QStringLiteral("Reading Rules"));
    QCOMPARE(reading.text.count(QStringLiteral(" — ")), 18); // its definitions stay in the chapter
    QCOMPARE(guide.glossary.size(), 273);
}

void TestRulesDocuments::quickReferenceSteps()
{
    const RulesDocument quick = parsed(kQuick);
    // Our own count: coded list items ("- R0. …") and the numbered set-up lines.
    static const QRegularExpression coded(QStringLiteral(R"(^\s*-\s*[A-Z]\d\.\s)"));
    static const QRegularExpression numbered(QStringLiteral(R"(^\d\.\s)"));
    int scan = 0;
    for (const QString& line : linesOf(kQuick))
        scan += coded.match(line).hasMatch() || numbered.match(line).hasMatch() ? 1 : 0;
    QCOMPARE(countKind(quick, EntryKind::Step), scan);
    QCOMPARE(scan, 39); // set-up 4, R0–R7, F1–F4, A1–A2, T0–T3, B1–B8, D1–D9
    for (const char* key : {"R0", "R7", "F4", "A2", "T0", "T3", "B1", "B8", "D1", "D9", "setup/4"})
        QVERIFY2(entry(quick, QLatin1String(key)).kind == EntryKind::Step, key);
    QCOMPARE(entry(quick, QStringLiteral("B2")).parentKey, QStringLiteral("attack"));
    QCOMPARE(entry(quick, QStringLiteral("B2")).title, QStringLiteral("Attack Roll"));
    for (const char* key : {"move-action", "attack-action", "cover", "conditions", "terrain", "mounts", "scenarios-and-victory"})
        QVERIFY2(entry(quick, QLatin1String(key)).kind == EntryKind::Sequence, key);
    QCOMPARE(entry(quick, QStringLiteral("terrain/forest")).title, QStringLiteral("Forest"));
    QCOMPARE(entry(quick, QStringLiteral("conditions/confused")).title, QStringLiteral("Confused"));
    QVERIFY(entry(quick, QStringLiteral("attack-action/ranged")).text.contains(QLatin1String("range X")));
}

void TestRulesDocuments::quickReferenceGlossary()
{
    const RulesDocument quick = parsed(kQuick);
    QCOMPARE(quick.glossary.size(), 141);
    const QList<std::pair<const char*, const char*>> repaired{
        {"Z", "AC"}, {"COLOR", "COLD"}, {"CUTTING HIT", "CRITICAL HIT"}, {"PASSING", "PHASING"}, {"OPPORTUNITY", "OPPONENT"}};
    for (const auto& [printed, intended] : repaired) {
        const GlossaryEntry* entry = glossary(quick, QLatin1String(printed));
        QVERIFY2(entry, printed);
        QCOMPARE(entry->term, QLatin1String(intended));
    }
    QCOMPARE(glossary(quick, QStringLiteral("OPPORTUNITY ATTACK"))->term, QStringLiteral("OPPORTUNITY ATTACK"));
    QCOMPARE(glossary(quick, QStringLiteral("CONFUSED"))->category, QStringLiteral("condition"));
    QVERIFY(glossary(quick, QStringLiteral("DOUBLE DAMAGE"))); // run together inside the DAMAGE paragraph
    QVERIFY(glossary(quick, QStringLiteral("ADJACENT"))->text.contains(QLatin1String("\n\n"))); // continued
}

void TestRulesDocuments::starterPagesSectionsGlossary()
{
    const RulesDocument starter = parsed(kStarter);
    QCOMPARE(starter.kind, RulesDocumentKind::BattleRules2008);
    QCOMPARE(starter.date, QStringLiteral("April 2008"));
    QVERIFY(starter.ignoredLines > 0); // the web page around the book
    QCOMPARE(entry(starter, QStringLiteral("moving")).page, 19);
    QCOMPARE(entry(starter, QStringLiteral("cover")).page, 29);
    QCOMPARE(entry(starter, QStringLiteral("pits")).page, 36);
    QCOMPARE(entry(starter, QStringLiteral("effects-and-conditions")).page, 32);
    QCOMPARE(entry(starter, QStringLiteral("effects-and-conditions/confused")).parentKey,
             QStringLiteral("effects-and-conditions"));
    QVERIFY(starter.glossary.size() >= 110);
    const GlossaryEntry* dazed = glossary(starter, QStringLiteral("Dazed"));
    QVERIFY(dazed);
    QCOMPARE(dazed->category, QStringLiteral("condition"));
    QCOMPARE(dazed->page, 43);
    QVERIFY(glossary(starter, QStringLiteral("Immune EFFECT"))->text.contains(QLatin1String("\n\n"))); // other column
    QVERIFY(glossary(starter, QStringLiteral("wound")));
}

void TestRulesDocuments::guildPagesOnlyWithoutJunk()
{
    const RulesDocument guild = parsed(kGuild);
    QCOMPARE(guild.kind, RulesDocumentKind::GuildRules2011);
    QCOMPARE(guild.date, QStringLiteral("May 19, 2011"));
    for (const char* key : {"introduction", "faction", "warband-restrictions", "core-rules-and-exceptions", "champion-test", "set-up"})
        QVERIFY2(entry(guild, QLatin1String(key)).kind == EntryKind::Section, key);
    const QStringList lines = linesOf(kGuild);
    const qsizetype related = lines.indexOf(QStringLiteral("Related Documents:"));
    QVERIFY(related > 0);
    QVERIFY(guild.ignoredLines >= int(lines.size() - related));
    for (const RulesEntry& section : guild.entries) {
        for (qsizetype i = related + 1; i < lines.size(); ++i) {
            if (lines.at(i).size() > 40)
                QVERIFY2(!section.text.contains(lines.at(i).left(40)), qPrintable(section.key));
        }
    }
}

void TestRulesDocuments::battleAxeIsItsOwnGame()
{
    const RulesDocument axe = parsed(kBattleAxe);
    QCOMPARE(axe.kind, RulesDocumentKind::BattleAxe);
    QCOMPARE(documentKindInfo(axe.kind).game, RulesGame::BattleAxe);
    QCOMPARE(axe.date, QStringLiteral("Rev 5"));
    QCOMPARE(entry(axe, QStringLiteral("rounds-turns")).kind, EntryKind::Section);
    QCOMPARE(entry(axe, QStringLiteral("hero-stats-detail/7-luck")).parentKey, QStringLiteral("hero-stats-detail"));
    QVERIFY(axe.entries.size() > 60);
}

void TestRulesDocuments::recognisedWhateverTheirNames()
{
    const QList<std::pair<QString, RulesDocumentKind>> documents{
        {kGuide, RulesDocumentKind::ComprehensiveRules}, {kQuick, RulesDocumentKind::QuickReference},
        {kStarter, RulesDocumentKind::BattleRules2008},  {kGuild, RulesDocumentKind::GuildRules2011},
        {kBattleAxe, RulesDocumentKind::BattleAxe}};
    for (const auto& [path, kind] : documents) {
        QFile file(ddm::test::sharedPath(path));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const RulesParseResult result = RulesDocumentParser::parse(file.readAll(), QStringLiteral("document.txt"));
        QVERIFY2(result.ok(), qPrintable(path));
        QCOMPARE(result.document->kind, kind);
    }
}

QTEST_GUILESS_MAIN(TestRulesDocuments)
#include "tst_rules_documents.moc"
