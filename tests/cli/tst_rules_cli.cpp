// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The rules commands of ddm-tool, run as a user runs them: import-rules, rule, glossary, search,
// check-links against a temporary data directory holding the imported ../shared documents.
#include "shared_data.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestRulesCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void importsTheSharedDocuments();
    void refusesABadFolderAndKeepsTheOldRules();
    void importUsageErrors_data();
    void importUsageErrors();

    void ruleWithSubRules();
    void ruleJson();
    void ruleSpellings_data();
    void ruleSpellings();
    void unknownRuleOffersNearest();
    void glossaryAllVersionsAuthoritativeFirst();
    void glossaryJson();
    void unknownTerm();
    void searchRanksAndPrintsIds();
    void searchJsonAndLimit();
    void searchBattleAxeOnlyWhenAsked();
    void searchHostileInput();
    void unreadableDatabase();

    void checkLinksListsCorrections();
    void checkLinksJson();
    void noRulesImportedCannotBeAnswered();
    void setupImportsWhatIsNamedAndSaysWhatIsMissing();

private:
    struct Run {
        int exitCode = -1;
        QString out;
        QString err;
    };
    Run tool(const QStringList& arguments) const;
    Run inData(const QStringList& arguments) const { return tool(QStringList{QStringLiteral("--data-dir"), m_data.path()} + arguments); }

    QTemporaryDir m_data;
};

TestRulesCli::Run TestRulesCli::tool(const QStringList& arguments) const
{
    QProcess process;
    process.start(QStringLiteral(DDM_TOOL_PATH), arguments);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
}

void TestRulesCli::initTestCase()
{
    DDM_REQUIRE_SHARED(QStringLiteral("seeds/ddm-comprehensive-rules-guide-2008.md"));
    const Run run = inData({QStringLiteral("import-rules"), ddm::test::sharedPath(QStringLiteral("seeds"))});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
}

void TestRulesCli::importsTheSharedDocuments()
{
    QTemporaryDir data;
    const Run run = tool({QStringLiteral("--data-dir"), data.path(), QStringLiteral("import-rules"),
                          ddm::test::sharedPath(QStringLiteral("seeds"))});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains(QLatin1String("Imported 5 documents")));
    QVERIFY(run.out.contains(QLatin1String("765 entries, 273 glossary entries")));
    QVERIFY(QFile::exists(QDir(data.path()).filePath(QStringLiteral("rules.sqlite"))));
}

void TestRulesCli::refusesABadFolderAndKeepsTheOldRules()
{
    QTemporaryDir data;
    const QStringList base{QStringLiteral("--data-dir"), data.path(), QStringLiteral("import-rules")};
    QCOMPARE(tool(base + QStringList{ddm::test::testDataPath(QStringLiteral("rules/good"))}).exitCode, 0);
    QFile rules(QDir(data.path()).filePath(QStringLiteral("rules.sqlite")));
    QVERIFY(rules.open(QIODevice::ReadOnly));
    const QByteArray before = rules.readAll();
    rules.close();

    const Run run = tool(base + QStringList{ddm::test::testDataPath(QStringLiteral("rules/bad"))});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains(QLatin1String("previous rules are unchanged")));
    QVERIFY2(run.err.contains(QLatin1String("broken-guide.md:9: ")), qPrintable(run.err)); // file and line
    QVERIFY(rules.open(QIODevice::ReadOnly));
    QCOMPARE(rules.readAll(), before);
}

void TestRulesCli::importUsageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("no folder") << QStringList{QStringLiteral("import-rules")};
    QTest::newRow("two folders") << QStringList{QStringLiteral("import-rules"), QStringLiteral("a"), QStringLiteral("b")};
    QTest::newRow("unknown option") << QStringList{QStringLiteral("import-rules"), QStringLiteral("--fast"), QStringLiteral("a")};
    QTest::newRow("missing folder") << QStringList{QStringLiteral("import-rules"), QStringLiteral("/nonexistent/folder")};
}

void TestRulesCli::importUsageErrors()
{
    QFETCH(QStringList, arguments);
    const Run run = inData(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(!run.err.isEmpty());
}

void TestRulesCli::checkLinksListsCorrections()
{
    const Run run = inData({QStringLiteral("check-links")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains(QLatin1String("glossary:immobilized [crg] \"see rule 908\" -> rule:907")));
    QVERIFY(run.out.contains(QLatin1String("unverified")));
    QVERIFY(run.out.contains(QLatin1String("references need a note")));
}

void TestRulesCli::checkLinksJson()
{
    const Run run = inData({QStringLiteral("check-links"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray links = QJsonDocument::fromJson(run.out.toUtf8()).array();
    QVERIFY(!links.isEmpty());
    for (const QJsonValue& value : links) {
        const QJsonObject link = value.toObject();
        QVERIFY(!link.value(QStringLiteral("note")).toString().isEmpty()); // every flagged link says why
        QVERIFY(!link.value(QStringLiteral("problem")).toString().isEmpty());
        QVERIFY(link.value(QStringLiteral("status")).toString() != QLatin1String("ok"));
    }
}

void TestRulesCli::noRulesImportedCannotBeAnswered()
{
    QTemporaryDir empty;
    for (const QStringList& arguments : {QStringList{QStringLiteral("check-links")}, QStringList{QStringLiteral("rule"), QStringLiteral("611.3")},
                                         QStringList{QStringLiteral("glossary"), QStringLiteral("conceal")},
                                         QStringList{QStringLiteral("search"), QStringLiteral("cover")}}) {
        const Run run = tool(QStringList{QStringLiteral("--data-dir"), empty.path()} + arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QLatin1String("no rules imported")));
    }
}

void TestRulesCli::ruleWithSubRules()
{
    const Run run = inData({QStringLiteral("rule"), QStringLiteral("611.3")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.startsWith(QLatin1String("611.3  (rule:611.3")));
    QVERIFY(run.out.contains(QLatin1String("6 Attacks > 611 Cover")));
    QVERIFY(run.out.contains(QLatin1String("\n  611.3.a  ")));
    QVERIFY(run.out.contains(QLatin1String("\n  611.3.b  ")));
    QVERIFY(run.out.contains(QLatin1String("cited by 1 rule, 1 glossary entry")));
}

void TestRulesCli::ruleJson()
{
    const Run run = inData({QStringLiteral("rule"), QStringLiteral("611.3"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject rule = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(rule.value(QStringLiteral("number")).toString(), QStringLiteral("611.3"));
    QCOMPARE(rule.value(QStringLiteral("id")).toString(), QStringLiteral("rule:611.3"));
    QCOMPARE(rule.value(QStringLiteral("url")).toString(), QStringLiteral("ddm://rule/611.3"));
    QVERIFY(!rule.value(QStringLiteral("text")).toString().isEmpty());
    QCOMPARE(rule.value(QStringLiteral("parent")).toObject().value(QStringLiteral("number")).toString(), QStringLiteral("611"));
    QCOMPARE(rule.value(QStringLiteral("children")).toArray().size(), 2);
    QVERIFY(rule.value(QStringLiteral("links")).isArray());
    const QJsonObject backlinks = rule.value(QStringLiteral("backlinks")).toObject();
    QCOMPARE(backlinks.value(QStringLiteral("rules")).toInt(), 1);
    QCOMPARE(backlinks.value(QStringLiteral("glossaryEntries")).toInt(), 1);
    QCOMPARE(backlinks.value(QStringLiteral("links")).toArray().size(), 2);
    // A corrected reference shows its note in the JSON of the entry that writes it.
    const QJsonObject attack = QJsonDocument::fromJson(inData({QStringLiteral("rule"), QStringLiteral("703.1.b"), QStringLiteral("--json")})
                                                           .out.toUtf8()).object();
    const QJsonObject link = attack.value(QStringLiteral("links")).toArray().first().toObject();
    QCOMPARE(link.value(QStringLiteral("status")).toString(), QStringLiteral("corrected"));
    QCOMPARE(link.value(QStringLiteral("to")).toString(), QStringLiteral("rule:413.4"));
    QVERIFY(!link.value(QStringLiteral("note")).toString().isEmpty());
}

void TestRulesCli::ruleSpellings_data()
{
    QTest::addColumn<QString>("spelling");
    QTest::addColumn<QString>("number");
    QTest::newRow("glued letter") << "611.3a" << "611.3.a";
    QTest::newRow("dotted letter") << "611.3.a" << "611.3.a";
    QTest::newRow("r") << "r611" << "611";
    QTest::newRow("section sign") << "§611" << "611";
    QTest::newRow("quick reference id") << "quickref:B2" << "B2";
}

void TestRulesCli::ruleSpellings()
{
    QFETCH(QString, spelling);
    QFETCH(QString, number);
    const Run run = inData({QStringLiteral("rule"), spelling, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(run.out.toUtf8()).object().value(QStringLiteral("number")).toString(), number);
}

void TestRulesCli::unknownRuleOffersNearest()
{
    Run run = inData({QStringLiteral("rule"), QStringLiteral("611.9")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QLatin1String("there is no rule 611.9; nearest: 611 Cover; 611.4; 611.5; 611.6")), qPrintable(run.err));
    run = inData({QStringLiteral("rule"), QStringLiteral("611.9"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(QJsonDocument::fromJson(run.out.toUtf8()).object().value(QStringLiteral("nearest")).toArray().size(), 4);
    run = inData({QStringLiteral("rule"), QStringLiteral("cover")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.err.contains(QLatin1String("not a rule number")));
}

void TestRulesCli::glossaryAllVersionsAuthoritativeFirst()
{
    const Run run = inData({QStringLiteral("glossary"), QStringLiteral("Conceal 11")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.startsWith(QLatin1String("conceal x  (glossary:conceal x)")));
    const qsizetype guide = run.out.indexOf(QLatin1String("Comprehensive Rules Guide"));
    const qsizetype starter = run.out.indexOf(QLatin1String("Battle Rules (Starter Set)"));
    const qsizetype quick = run.out.indexOf(QLatin1String("Quick Reference"));
    QVERIFY(guide > 0 && guide < starter && starter < quick);
    QVERIFY(run.out.contains(QLatin1String("-> rule:707.4")));
}

void TestRulesCli::glossaryJson()
{
    const Run run = inData({QStringLiteral("glossary"), QStringLiteral("Immobilized"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject term = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(term.value(QStringLiteral("id")).toString(), QStringLiteral("glossary:immobilized"));
    const QJsonArray versions = term.value(QStringLiteral("versions")).toArray();
    QCOMPARE(versions.first().toObject().value(QStringLiteral("authority")).toString(), QStringLiteral("authoritative"));
    const QJsonObject link = versions.first().toObject().value(QStringLiteral("links")).toArray().first().toObject();
    QCOMPARE(link.value(QStringLiteral("written")).toString(), QStringLiteral("908"));
    QCOMPARE(link.value(QStringLiteral("to")).toString(), QStringLiteral("rule:907"));
}

void TestRulesCli::unknownTerm()
{
    const Run run = inData({QStringLiteral("glossary"), QStringLiteral("conceel")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.err.contains(QLatin1String("similar: conceal x")));
}

void TestRulesCli::searchRanksAndPrintsIds()
{
    const Run run = inData({QStringLiteral("search"), QStringLiteral("cover ranged"), QStringLiteral("--limit"), QStringLiteral("3")});
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QVERIFY(lines.first().startsWith(QLatin1String("glossary:ranged cover  [crg]")));
    QVERIFY(run.out.contains(QLatin1String("rule:611.3  [crg]")));
    QVERIFY(run.out.contains(QLatin1String("[ranged]"))); // the hits, marked
}

void TestRulesCli::searchJsonAndLimit()
{
    const Run run = inData({QStringLiteral("search"), QStringLiteral("611.3"), QStringLiteral("--json"), QStringLiteral("--limit"), QStringLiteral("2")});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray hits = QJsonDocument::fromJson(run.out.toUtf8()).array();
    QCOMPARE(hits.size(), 2);
    const QJsonObject first = hits.first().toObject();
    QCOMPARE(first.value(QStringLiteral("id")).toString(), QStringLiteral("rule:611.3"));
    QCOMPARE(first.value(QStringLiteral("match")).toString(), QStringLiteral("exact"));
    QCOMPARE(first.value(QStringLiteral("document")).toString(), QStringLiteral("crg"));
    QVERIFY(first.contains(QStringLiteral("snippet")));
    QCOMPARE(inData({QStringLiteral("search"), QStringLiteral("cover"), QStringLiteral("--limit"), QStringLiteral("x")}).exitCode, 2);
}

void TestRulesCli::searchBattleAxeOnlyWhenAsked()
{
    Run run = inData({QStringLiteral("search"), QStringLiteral("vital hit")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(!run.out.contains(QLatin1String("battle-axe")));
    run = inData({QStringLiteral("search"), QStringLiteral("vital hit"), QStringLiteral("--game"), QStringLiteral("battle-axe")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains(QLatin1String("section:battle-axe/")));
    QCOMPARE(inData({QStringLiteral("search"), QStringLiteral("x"), QStringLiteral("--game"), QStringLiteral("chess")}).exitCode, 2);
}

void TestRulesCli::searchHostileInput()
{
    for (const char* text : {"\"", "NEAR(", "*", "-x", "a AND (b", "'; DROP TABLE entry; --"}) {
        const Run run = inData({QStringLiteral("search"), QStringLiteral("--"), QString::fromUtf8(text)});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    }
}

void TestRulesCli::unreadableDatabase()
{
    QTemporaryDir data;
    QFile junk(QDir(data.path()).filePath(QStringLiteral("rules.sqlite")));
    QVERIFY(junk.open(QIODevice::WriteOnly));
    junk.write(QByteArray(4096, 'x'));
    junk.close();
    const Run run = tool({QStringLiteral("--data-dir"), data.path(), QStringLiteral("rule"), QStringLiteral("611.3")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains(QLatin1String("rules.sqlite")));
}

// An installed copy's first step: `setup` alone says what the data directory lacks (exit 1), imports
// what it is given, and afterwards finds nothing missing and imports nothing.
void TestRulesCli::setupImportsWhatIsNamedAndSaysWhatIsMissing()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json"));
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddmdb"));
    QTemporaryDir data;
    const QStringList base{QStringLiteral("--data-dir"), data.path(), QStringLiteral("setup")};
    Run run = tool(base);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(QLatin1String("catalog: missing")), qPrintable(run.out));
    QVERIFY(run.out.contains(QLatin1String("rules: missing")));
    run = tool(base +
               QStringList{QStringLiteral("--ddmdb"), ddm::test::sharedPath(QStringLiteral("data/ddmdb"))});
    QCOMPARE(run.exitCode, 2); // sizes need a catalog to go into
    QVERIFY(run.err.contains(QLatin1String("--catalog FILE")));

    run = tool(base + QStringList{QStringLiteral("--catalog"),
                                  ddm::test::sharedPath(QStringLiteral("data/ddm-creatures.json")),
                                  QStringLiteral("--rules"), ddm::test::sharedPath(QStringLiteral("seeds"))});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains(QLatin1String("catalog: 1912 creatures from")), qPrintable(run.out));
    QVERIFY(run.out.contains(QLatin1String("rules: 5 documents")));

    run = tool(base);
    QCOMPARE(run.exitCode, 0);
    QVERIFY(!run.out.contains(QLatin1String("Imported"))); // nothing imported again
    QVERIFY(run.out.contains(QLatin1String("catalog: 1912 creatures from")));

    // Sizes alone: the catalog imported before is read again with the folder named.
    run = tool(base +
               QStringList{QStringLiteral("--ddmdb"), ddm::test::sharedPath(QStringLiteral("data/ddmdb"))});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(run.out.contains(QLatin1String("D&D Miniatures Database (")));
    QVERIFY(run.out.contains(QLatin1String("catalog: 1912 creatures from")));
    // A mistyped folder replaces nothing.
    run =
        tool(base + QStringList{QStringLiteral("--rules"), data.filePath(QStringLiteral("no-such-folder"))});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains(QLatin1String("is not a folder")));

    QCOMPARE(tool(base + QStringList{QStringLiteral("extra")}).exitCode, 2);
}

QTEST_GUILESS_MAIN(TestRulesCli)
#include "tst_rules_cli.moc"
