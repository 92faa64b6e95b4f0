// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The parsers against invented documents in tests/data/rules: structure, traps and bad input.
#include "rules/document_kind.h"
#include "rules/rules_document_parser.h"

#include "shared_data.h"

#include <QTest>

using namespace ddm;

namespace {

QString fixture(const QString& name)
{
    return ddm::test::testDataPath(QStringLiteral("rules/") + name);
}

const RulesEntry* entry(const RulesDocument& document, const QString& key)
{
    const int index = document.indexOfEntry(key);
    return index < 0 ? nullptr : &document.entries.at(index);
}

const GlossaryEntry* glossary(const RulesDocument& document, const QString& headword)
{
    for (const GlossaryEntry& entry : document.glossary) {
        if (entry.headword == headword)
            return &entry;
    }
    return nullptr;
}

} // namespace

class TestRulesParser : public QObject {
    Q_OBJECT

private slots:
    void recognisesByContentNotName();
    void guideHierarchyFromNumbers();
    void guideTitlesContinuationsAndNotes();
    void guideSkipsTableOfContents();
    void guideGlossary();
    void quickReferenceSequencesAndSteps();
    void quickReferenceGlossaryRepairsHeadwords();
    void badGuideNamesFileAndLine();
    void unknownTextIsRefused();
    void binaryIsRefused();
};

void TestRulesParser::recognisesByContentNotName()
{
    QFile file(fixture(QStringLiteral("good/mini-guide.md")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    // A misleading name changes nothing: the content decides.
    const RulesParseResult result = RulesDocumentParser::parse(bytes, QStringLiteral("quick-reference.txt"));
    QVERIFY(result.ok());
    QCOMPARE(result.document->kind, RulesDocumentKind::ComprehensiveRules);
    QCOMPARE(result.document->sourceFile, QStringLiteral("quick-reference.txt"));
    QCOMPARE(RulesDocumentParser::parseFile(fixture(QStringLiteral("good/quick-sheet.md"))).document->kind,
             RulesDocumentKind::QuickReference);
}

void TestRulesParser::guideHierarchyFromNumbers()
{
    const RulesParseResult result = RulesDocumentParser::parseFile(fixture(QStringLiteral("good/mini-guide.md")));
    QVERIFY2(result.ok(), result.problems.isEmpty() ? "" : qPrintable(result.problems.first().toString()));
    const RulesDocument& document = *result.document;
    QCOMPARE(document.title, QStringLiteral("Tiny Skirmish Comprehensive Rules Guide"));
    QCOMPARE(document.date, QStringLiteral("March 3, 2009"));
    QCOMPARE(document.sortDate, QStringLiteral("2009-03-03"));
    QCOMPARE(document.entries.size(), 14);
    // "### **101.", "#### 200." and "## 2." : heading marks disagree, the numbers decide.
    QCOMPARE(entry(document, QStringLiteral("101"))->kind, EntryKind::Section);
    QCOMPARE(entry(document, QStringLiteral("101"))->parentKey, QStringLiteral("1"));
    QCOMPARE(entry(document, QStringLiteral("200"))->kind, EntryKind::Section);
    QCOMPARE(entry(document, QStringLiteral("2"))->kind, EntryKind::Chapter);
    QCOMPARE(entry(document, QStringLiteral("2"))->title, QStringLiteral("Fighting"));
    QCOMPARE(entry(document, QStringLiteral("100.1.a"))->kind, EntryKind::SubRule);
    QCOMPARE(entry(document, QStringLiteral("100.1.a"))->parentKey, QStringLiteral("100.1"));
    QCOMPARE(entry(document, QStringLiteral("100.1.a"))->depth, 3);
    QCOMPARE(entry(document, QStringLiteral("200.1"))->line, 62);
}

void TestRulesParser::guideTitlesContinuationsAndNotes()
{
    const RulesDocument document = *RulesDocumentParser::parseFile(fixture(QStringLiteral("good/mini-guide.md"))).document;
    const RulesEntry* titled = entry(document, QStringLiteral("101.1"));
    QCOMPARE(titled->title, QStringLiteral("Warband Basics"));
    QVERIFY(titled->text.isEmpty());
    const RulesEntry* continued = entry(document, QStringLiteral("101.1.a"));
    QVERIFY2(continued->text.endsWith(QLatin1String("cannot pass a wall unless it has Hover.")), qPrintable(continued->text));
    QCOMPARE(continued->notes.size(), 1);
    const RulesEntry* icons = entry(document, QStringLiteral("101.2"));
    QVERIFY(icons->text.contains(QLatin1String("{M}")));
    QVERIFY(icons->text.contains(QLatin1String("{rubble terrain}")));
    QCOMPARE(icons->notes.size(), 3);
    QCOMPARE(icons->notes.at(0).kind, NoteKind::Example);
    QCOMPARE(icons->notes.at(0).text, QStringLiteral("A hopping gadget ignores rubble."));
    QCOMPARE(icons->notes.at(1).text, QStringLiteral("A gadget on rubble stays put."));
    QCOMPARE(icons->notes.at(2).kind, NoteKind::Note);
    QCOMPARE(icons->notes.at(2).text, QStringLiteral("Rubble is grey."));
    QCOMPARE(entry(document, QStringLiteral("100.1"))->definedTerms, QStringList{QStringLiteral("gadget")});
    // Section 0's definitions are rules text, not glossary entries.
    QVERIFY(entry(document, QStringLiteral("0"))->text.contains(QStringLiteral("must — Something is always so.")));
    QVERIFY(!glossary(document, QStringLiteral("must")));
}

void TestRulesParser::guideSkipsTableOfContents()
{
    const RulesDocument document = *RulesDocumentParser::parseFile(fixture(QStringLiteral("good/mini-guide.md"))).document;
    QCOMPARE(entry(document, QStringLiteral("0"))->line, 22); // the body's "0. Reading Rules", not the contents'
    QCOMPARE(entry(document, QStringLiteral("101"))->line, 40);
}

void TestRulesParser::guideGlossary()
{
    const RulesDocument document = *RulesDocumentParser::parseFile(fixture(QStringLiteral("good/mini-guide.md"))).document;
    QCOMPARE(document.glossary.size(), 4);
    QCOMPARE(glossary(document, QStringLiteral("Bag"))->category, QStringLiteral("thing"));
    QCOMPARE(glossary(document, QStringLiteral("Hover X"))->category, QStringLiteral("power"));
    QVERIFY(glossary(document, QStringLiteral("Speed"))->text.contains(QLatin1String("the page broke in two (see rule 101.1.a).")));
}

void TestRulesParser::quickReferenceSequencesAndSteps()
{
    const RulesParseResult result = RulesDocumentParser::parseFile(fixture(QStringLiteral("good/quick-sheet.md")));
    QVERIFY(result.ok());
    const RulesDocument& document = *result.document;
    for (const char* key : {"setup", "round", "damage", "terrain"})
        QCOMPARE(entry(document, QLatin1String(key))->kind, EntryKind::Sequence);
    QCOMPARE(entry(document, QStringLiteral("R0"))->title, QStringLiteral("Start of Round"));
    QCOMPARE(entry(document, QStringLiteral("R0"))->parentKey, QStringLiteral("round"));
    QCOMPARE(entry(document, QStringLiteral("D1"))->kind, EntryKind::Step);
    QCOMPARE(entry(document, QStringLiteral("setup/2"))->text, QStringLiteral("Roll d20."));
    QCOMPARE(entry(document, QStringLiteral("terrain/rubble"))->title, QStringLiteral("Rubble"));
    QVERIFY(entry(document, QStringLiteral("terrain/mud"))->text.startsWith(QLatin1String("(LOS:No Block)")));
    QVERIFY(entry(document, QStringLiteral("terrain/3"))->text.contains(QLatin1String("a sub-bullet joined to it")));
    QCOMPARE(entry(document, QStringLiteral("terrain/hop"))->text, QStringLiteral("A {R} gadget hops."));
}

void TestRulesParser::quickReferenceGlossaryRepairsHeadwords()
{
    const RulesDocument document = *RulesDocumentParser::parseFile(fixture(QStringLiteral("good/quick-sheet.md"))).document;
    QCOMPARE(document.glossary.size(), 5);
    QCOMPARE(glossary(document, QStringLiteral("Z"))->term, QStringLiteral("AC"));
    QCOMPARE(glossary(document, QStringLiteral("Z"))->category, QStringLiteral("creature statistic"));
    QCOMPARE(glossary(document, QStringLiteral("COLOR"))->term, QStringLiteral("COLD"));
    QVERIFY(glossary(document, QStringLiteral("HOVER X"))->text.contains(QLatin1String("A second paragraph")));
    QCOMPARE(glossary(document, QStringLiteral("WOBBLE"))->category, QStringLiteral("condition"));
    QCOMPARE(glossary(document, QStringLiteral("TILT"))->text, QStringLiteral("Leans."));
}

void TestRulesParser::badGuideNamesFileAndLine()
{
    const RulesParseResult result = RulesDocumentParser::parseFile(fixture(QStringLiteral("bad/broken-guide.md")));
    QVERIFY(!result.ok());
    QStringList found;
    for (const ParseProblem& problem : result.problems)
        found.append(problem.toString());
    QVERIFY2(found.size() == 3, qPrintable(found.join(QLatin1Char('\n'))));
    QVERIFY(found.at(0).startsWith(QLatin1String("broken-guide.md:9: rule 100.1 comes after rule 100.2")));
    QVERIFY(found.at(1).startsWith(QLatin1String("broken-guide.md:11: rule 101.3.a has no rule 101.3")));
    QVERIFY(found.at(2).startsWith(QLatin1String("broken-guide.md:17: a glossary paragraph")));
}

void TestRulesParser::unknownTextIsRefused()
{
    const RulesParseResult result = RulesDocumentParser::parseFile(fixture(QStringLiteral("good/not-rules.md")));
    QVERIFY(!result.document);
    QCOMPARE(result.problems.size(), 1);
    QCOMPARE(result.problems.first().line, 1);
    QCOMPARE(result.problems.first().file, QStringLiteral("not-rules.md"));
}

void TestRulesParser::binaryIsRefused()
{
    const RulesParseResult result = RulesDocumentParser::parse(QByteArray("Comprehensive Rules Guide\0\n100.1. x", 36),
                                                               QStringLiteral("x.bin"));
    QVERIFY(!result.document);
    QVERIFY(result.problems.first().message.contains(QLatin1String("binary")));
}

QTEST_GUILESS_MAIN(TestRulesParser)
#include "tst_rules_parser.moc"
