// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shared_data.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

// Runs the built ddm-tool against a temporary data directory holding the imported ../shared catalog.
class TestDdmTool : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void importsTheSharedCatalog();
    void refusesABadCatalogAndKeepsTheOldOne();
    void refusesAMissingCatalogFile();
    void aKilledImportLeavesNothingBehind();

    void validateLegalWarband();
    void validateLegalWarbandJson();
    void validateIllegalWarband();
    void validateIllegalWarbandJson();
    void validateJudgesSizeByTheDatabase();
    void validateChecksTheBattleMap();
    void importReportsTheDatabaseJoin();
    void importListPrintsAWarbandValidateReads();
    void validateCannotAnswer_data();
    void validateCannotAnswer();
    void validateWithoutCatalog();

    void cardsListsMatches();
    void cardsJsonAndLimit();
    void cardsWithNoHitsIsStillFound();
    void cardsBadQueryShowsPosition();

    void usageErrors_data();
    void usageErrors();
    void dataDirectoryFromEnvironment();

private:
    struct Run {
        int exitCode = -1;
        QString out;
        QString err;
    };
    Run tool(const QStringList& arguments, const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment()) const;
    Run inData(const QStringList& arguments) const;

    QTemporaryDir m_data;
};

namespace {

QString cliData(const QString& name) { return ddm::test::testDataPath(QStringLiteral("cli/") + name); }

QStringList codesOf(const QJsonArray& violations)
{
    QStringList codes;
    for (const QJsonValue& violation : violations)
        codes.append(violation.toObject().value(QStringLiteral("code")).toString());
    codes.sort();
    return codes;
}

} // namespace

TestDdmTool::Run TestDdmTool::tool(const QStringList& arguments, const QProcessEnvironment& environment) const
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(DDM_TOOL_PATH), arguments);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
}

TestDdmTool::Run TestDdmTool::inData(const QStringList& arguments) const
{
    return tool(QStringList{QStringLiteral("--data-dir"), m_data.path()} + arguments);
}

void TestDdmTool::initTestCase()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json"));
    QVERIFY(m_data.isValid());
    const Run run = inData({QStringLiteral("import-catalog"), ddm::test::sharedPath(QStringLiteral("data/ddm-creatures.json"))});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
}

void TestDdmTool::importsTheSharedCatalog()
{
    const Run run = inData({QStringLiteral("import-catalog"), ddm::test::sharedPath(QStringLiteral("data/ddm-creatures.json"))});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("Imported 1912 creatures from 57 sets")), qPrintable(run.out));
}

void TestDdmTool::refusesABadCatalogAndKeepsTheOldOne()
{
    const Run run = inData({QStringLiteral("import-catalog"), cliData(QStringLiteral("bad_catalog.json"))});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("record 1: name is missing")), qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("record 2 (\"Invented Wanderer\"): unknown faction \"FEYWILD\"")), qPrintable(run.err));
    QVERIFY(run.err.contains(QStringLiteral("previous catalog is unchanged")));

    const Run all = inData({QStringLiteral("cards"), QString(), QStringLiteral("--json")});
    QCOMPARE(all.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(all.out.toUtf8()).array().size(), 1912);
}

void TestDdmTool::refusesAMissingCatalogFile()
{
    const Run run = inData({QStringLiteral("import-catalog"), m_data.filePath(QStringLiteral("nowhere.json"))});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("nowhere.json")), qPrintable(run.err));
}

// An import killed with SIGKILL while it writes leaves its temporary database and a stale lock; the
// next run of the tool removes the database, and the catalog is the one it was.
void TestDdmTool::aKilledImportLeavesNothingBehind()
{
    QTemporaryDir data;
    QVERIFY(QFile::copy(m_data.filePath(QStringLiteral("catalog.sqlite")),
                        data.filePath(QStringLiteral("catalog.sqlite"))));
    const auto temporaries = [&data] {
        return QDir(data.path()).entryList({QStringLiteral("catalog-import-*")}, QDir::Files);
    };
    QProcess import;
    import.start(QStringLiteral(DDM_TOOL_PATH),
                 {QStringLiteral("--data-dir"), data.path(), QStringLiteral("import-catalog"),
                  ddm::test::sharedPath(QStringLiteral("data/ddm-creatures.json"))});
    QVERIFY(import.waitForStarted());
    // Killed as soon as its temporary database is there, while it writes.
    while (temporaries().isEmpty() && import.state() == QProcess::Running)
        QTest::qSleep(1);
    QVERIFY2(!temporaries().isEmpty(), "the import finished before it could be killed");
    import.kill();
    QVERIFY(import.waitForFinished());
    QCOMPARE(import.exitStatus(), QProcess::CrashExit);
    QVERIFY(!temporaries().isEmpty());

    const Run next =
        tool({QStringLiteral("--data-dir"), data.path(), QStringLiteral("cards"), QStringLiteral("goblin")});
    QCOMPARE(next.exitCode, 0);
    QCOMPARE(temporaries(), QStringList());
    QVERIFY(!QFileInfo::exists(data.filePath(QLatin1String("replacing.lock"))));
}

void TestDdmTool::validateLegalWarband()
{
    const Run run = inData({QStringLiteral("validate"), cliData(QStringLiteral("legal_wild.json"))});
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = run.out.trimmed().split(QLatin1Char('\n'));
    QVERIFY2(lines.last().startsWith(QStringLiteral("Legal: 47/200 points, 4/10 creatures, 0 violations")), qPrintable(run.out));
}

void TestDdmTool::validateLegalWarbandJson()
{
    const Run run = inData({QStringLiteral("validate"), cliData(QStringLiteral("legal_wild.json")), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject report = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(report.value(QStringLiteral("legal")).toBool(), true);
    QCOMPARE(report.value(QStringLiteral("points")).toInt(), 8 + 13 + 13 + 13);
    QCOMPARE(report.value(QStringLiteral("creatures")).toInt(), 4);
    QVERIFY(report.value(QStringLiteral("violations")).toArray().isEmpty());
    // Aarakocra's and Air Mephit's sizes are in neither source: a warning that never makes it illegal.
    QCOMPARE(codesOf(report.value(QStringLiteral("warnings")).toArray()), QStringList{QStringLiteral("size")});
}

void TestDdmTool::validateIllegalWarband()
{
    const Run run = inData({QStringLiteral("validate"), cliData(QStringLiteral("illegal_borderlands_100.json"))});
    QCOMPARE(run.exitCode, 1);
    const QStringList lines = run.out.trimmed().split(QLatin1Char('\n'));
    QVERIFY2(lines.last().startsWith(QStringLiteral("Illegal: 136/100 points, 4/8 creatures, 4 violations")), qPrintable(run.out));
    // Every finding starts with the rule it comes from.
    static const QRegularExpression ruleFirst(QStringLiteral("^\\d{3}(\\.\\d+)*(\\.[a-z])?  "));
    for (const QString& line : lines.mid(0, lines.size() - 1))
        QVERIFY2(ruleFirst.match(line).hasMatch(), qPrintable(line));
    QVERIFY(run.out.contains(QStringLiteral("101.3  max-cost: The Xanathar")));
}

void TestDdmTool::validateIllegalWarbandJson()
{
    const Run run = inData({QStringLiteral("validate"), QStringLiteral("--json"), cliData(QStringLiteral("illegal_borderlands_100.json"))});
    QCOMPARE(run.exitCode, 1);
    const QJsonObject report = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(report.value(QStringLiteral("legal")).toBool(), false);
    QCOMPARE(report.value(QStringLiteral("points")).toInt(), 136);
    const QJsonArray violations = report.value(QStringLiteral("violations")).toArray();
    QCOMPARE(codesOf(violations), (QStringList{QStringLiteral("faction"), QStringLiteral("max-cost"),
                                               QStringLiteral("point-limit"), QStringLiteral("unique")}));
    for (const QJsonValue& value : violations) {
        const QJsonObject violation = value.toObject();
        const QString code = violation.value(QStringLiteral("code")).toString();
        const QString expectedRule = code == QStringLiteral("faction") ? QStringLiteral("101.1")
                                   : code == QStringLiteral("unique")  ? QStringLiteral("707.13.a")
                                                                       : QStringLiteral("101.3");
        QCOMPARE(violation.value(QStringLiteral("rule")).toString(), expectedRule);
        QVERIFY(!violation.value(QStringLiteral("message")).toString().isEmpty());
        QVERIFY(!violation.value(QStringLiteral("cards")).toArray().isEmpty() || code == QStringLiteral("point-limit"));
    }
}

// CRG 105.2.b with the database's sizes: Treant is Huge, legal only from 400 points.
void TestDdmTool::validateJudgesSizeByTheDatabase()
{
    const Run at200 = inData({QStringLiteral("validate"), cliData(QStringLiteral("huge_wild_200.json")),
                              QStringLiteral("--json")});
    QCOMPARE(at200.exitCode, 1);
    const QJsonObject illegal = QJsonDocument::fromJson(at200.out.toUtf8()).object();
    QCOMPARE(codesOf(illegal.value(QStringLiteral("violations")).toArray()),
             QStringList{QStringLiteral("size")});
    const QJsonObject violation = illegal.value(QStringLiteral("violations")).toArray().first().toObject();
    QCOMPARE(violation.value(QStringLiteral("rule")).toString(), QStringLiteral("105.2.b"));
    QCOMPARE(violation.value(QStringLiteral("cards")).toArray(), QJsonArray{QStringLiteral("Treant")});

    const Run at500 = inData({QStringLiteral("validate"), cliData(QStringLiteral("huge_wild_500.json")),
                              QStringLiteral("--json")});
    QCOMPARE(at500.exitCode, 0);
    const QJsonObject legal = QJsonDocument::fromJson(at500.out.toUtf8()).object();
    QVERIFY(legal.value(QStringLiteral("violations")).toArray().isEmpty());
    QVERIFY(legal.value(QStringLiteral("warnings")).toArray().isEmpty()); // every size is known
}

// 101.3: a 100-point warband needs a half-size map. The data directory's maps folder holds the
// user's maps; no map at all is a warning.
void TestDdmTool::validateChecksTheBattleMap()
{
    QFile original(cliData(QStringLiteral("legal_wild.json")));
    QVERIFY(original.open(QIODevice::ReadOnly));
    QJsonObject warband = QJsonDocument::fromJson(original.readAll()).object();
    warband.insert(QStringLiteral("points"), 100);
    const QString file = m_data.filePath(QStringLiteral("map-test.json"));
    Run run;
    const auto validate = [&](const QJsonValue& map) {
        warband.insert(QStringLiteral("map"), map);
        QFile out(file);
        if (!out.open(QIODevice::WriteOnly))
            return QJsonObject();
        out.write(QJsonDocument(warband).toJson());
        out.close();
        run = inData({QStringLiteral("validate"), file, QStringLiteral("--json")});
        return QJsonDocument::fromJson(run.out.toUtf8()).object();
    };
    const QJsonObject wrong = validate(QStringLiteral("Sunken Causeway"));
    QCOMPARE(codesOf(wrong.value(QStringLiteral("violations")).toArray()),
             QStringList{QStringLiteral("map")});
    QCOMPARE(
        wrong.value(QStringLiteral("violations")).toArray().first().toObject().value(QStringLiteral("rule")),
        QJsonValue(QStringLiteral("101.3")));

    QVERIFY(QDir(m_data.path()).mkpath(QStringLiteral("maps")));
    QFile userMap(QDir(m_data.filePath(QStringLiteral("maps"))).filePath(QStringLiteral("yard.json")));
    QVERIFY(userMap.open(QIODevice::WriteOnly));
    userMap.write(R"({"name": "Back Yard", "size": "half", "rows": ["...."]})");
    userMap.close();
    const QJsonObject mine = validate(QStringLiteral("Back Yard"));
    QVERIFY(mine.value(QStringLiteral("legal")).toBool());
    QVERIFY(!codesOf(mine.value(QStringLiteral("warnings")).toArray()).contains(QStringLiteral("map")));

    const QJsonObject none = validate(QJsonValue::Null);
    QVERIFY(none.value(QStringLiteral("legal")).toBool());
    QVERIFY(codesOf(none.value(QStringLiteral("warnings")).toArray()).contains(QStringLiteral("map")));
    QVERIFY(run.err.isEmpty());

    // A map file that does not read is named on the error stream; the report stays whole.
    QFile broken(QDir(m_data.filePath(QStringLiteral("maps"))).filePath(QStringLiteral("broken.json")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write(R"({"name": "Broken", "rows": 3})");
    broken.close();
    const QJsonObject unread = validate(QStringLiteral("Broken"));
    QVERIFY(run.err.contains(QLatin1String("broken.json: not read as a map")));
    QVERIFY(unread.value(QStringLiteral("legal")).toBool());
    QVERIFY(codesOf(unread.value(QStringLiteral("warnings")).toArray()).contains(QStringLiteral("map")));
}

// A posted list becomes a warband file that validate judges; what is not found makes exit 1, a
// list that cannot be read exit 2.
void TestDdmTool::importListPrintsAWarbandValidateReads()
{
    const QString list = m_data.filePath(QStringLiteral("posted.txt"));
    QFile file(list);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("Borderlands, 200 pts\n3x Orc Archer (8/24)\nOgre Brute (28 pts)\n2 x Dire Wolf (16)\n");
    file.close();
    const Run plain = inData({QStringLiteral("import-list"), list});
    QCOMPARE(plain.exitCode, 0);
    const QString warbandFile = m_data.filePath(QStringLiteral("imported.json"));
    QFile out(warbandFile);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(plain.out.toUtf8());
    out.close();
    const Run judged = inData({QStringLiteral("validate"), warbandFile});
    QVERIFY2(judged.out.contains(QLatin1String("84/200 points, 6/10 creatures")), qPrintable(judged.out));

    const Run json = inData({QStringLiteral("import-list"), list, QStringLiteral("--json"),
                             QStringLiteral("--points"), QStringLiteral("500")});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject report = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(report.value(QStringLiteral("warband")).toObject().value(QStringLiteral("points")).toInt(), 500);
    QCOMPARE(report.value(QStringLiteral("lines")).toArray().size(), 3);
    QCOMPARE(report.value(QStringLiteral("lines"))
                 .toArray()
                 .first()
                 .toObject()
                 .value(QStringLiteral("match"))
                 .toString(),
             QStringLiteral("exact"));
    QCOMPARE(report.value(QStringLiteral("stated")).toObject().value(QStringLiteral("points")).toInt(), 200);
    QCOMPARE(report.value(QStringLiteral("differences")).toArray().first().toString(),
             QStringLiteral("the list states 200 points; its creatures cost 84"));

    QVERIFY(file.open(QIODevice::Append));
    file.write("2x Zzyzx Horror (10)\n");
    file.close();
    const Run missing = inData({QStringLiteral("import-list"), list});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.err.contains(QLatin1String("not resolved: 2x Zzyzx Horror (10)")),
             qPrintable(missing.err));

    QCOMPARE(
        inData({QStringLiteral("import-list"), m_data.filePath(QStringLiteral("no-such-list.txt"))}).exitCode,
        2);

    // Dire Wolves are Borderlands and Wild: without a faction the file would not read.
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("2 Dire Wolf\n");
    file.close();
    const Run noFaction = inData({QStringLiteral("import-list"), list});
    QCOMPARE(noFaction.exitCode, 1);
    QVERIFY2(noFaction.err.contains(QLatin1String("--faction")), qPrintable(noFaction.err));
    QCOMPARE(
        inData({QStringLiteral("import-list"), list, QStringLiteral("--faction"), QStringLiteral("wild")})
            .exitCode,
        0);
    QCOMPARE(inData({QStringLiteral("import-list"), list, QStringLiteral("--points"), QStringLiteral("300")})
                 .exitCode,
             2);
}

void TestDdmTool::importReportsTheDatabaseJoin()
{
    const Run run =
        inData({QStringLiteral("import-catalog"),
                ddm::test::sharedPath(QStringLiteral("data/ddm-creatures.json")), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject report = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(report.value(QStringLiteral("supplement")).toObject().value(QStringLiteral("state")).toString(),
             QStringLiteral("read"));
    QVERIFY(report.value(QStringLiteral("sized")).toObject().value(QStringLiteral("total")).toInt() >= 1180);
    QCOMPARE(report.value(QStringLiteral("coverage")).toArray().size(), 57);
    QVERIFY(!report.value(QStringLiteral("nearMatches")).toArray().isEmpty());
    QVERIFY(!report.value(QStringLiteral("otherSetOnly")).toArray().isEmpty());

    const Run without = inData({QStringLiteral("import-catalog"),
                                ddm::test::sharedPath(QStringLiteral("data/ddm-creatures.json")),
                                QStringLiteral("--no-ddmdb")});
    QCOMPARE(without.exitCode, 0);
    QVERIFY2(without.out.contains(QStringLiteral("was not read")), qPrintable(without.out));
    const Run cards =
        inData({QStringLiteral("cards"), QStringLiteral("Treant set:legend"), QStringLiteral("--json")});
    QCOMPARE(
        QJsonDocument::fromJson(cards.out.toUtf8()).array().first().toObject().value(QStringLiteral("size")),
        QJsonValue()); // unknown again: null, not absent

    // Re-import with the database for the tests that follow.
    QCOMPARE(inData({QStringLiteral("import-catalog"),
                     ddm::test::sharedPath(QStringLiteral("data/ddm-creatures.json"))})
                 .exitCode,
             0);
    const Run treant =
        inData({QStringLiteral("cards"), QStringLiteral("Treant set:legend"), QStringLiteral("--json")});
    const QJsonObject card = QJsonDocument::fromJson(treant.out.toUtf8()).array().first().toObject();
    QCOMPARE(card.value(QStringLiteral("size")).toString(), QStringLiteral("Huge"));
    QCOMPARE(card.value(QStringLiteral("sizeSource")).toString(), QStringLiteral("database"));
    QCOMPARE(card.value(QStringLiteral("rarity")).toString(), QStringLiteral("Uncommon"));
    QCOMPARE(card.value(QStringLiteral("collectorNumber")).toString(), QStringLiteral("64"));
}

void TestDdmTool::validateCannotAnswer_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
    QTest::newRow("unknown card") << cliData(QStringLiteral("unknown_card.json"))
                                  << QStringLiteral("unknown card \"Owlbear Of The Seventh Moon\"");
    QTest::newRow("truncated file") << cliData(QStringLiteral("truncated.json")) << QStringLiteral("not valid JSON");
    QTest::newRow("not a format") << cliData(QStringLiteral("bad_points.json")) << QStringLiteral("points");
    QTest::newRow("missing file") << cliData(QStringLiteral("no_such_warband.json")) << QStringLiteral("no_such_warband.json");
}

void TestDdmTool::validateCannotAnswer()
{
    QFETCH(QString, file);
    QFETCH(QString, expected);
    const Run run = inData({QStringLiteral("validate"), file});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(expected), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

void TestDdmTool::validateWithoutCatalog()
{
    QTemporaryDir empty;
    const Run run = tool({QStringLiteral("--data-dir"), empty.path(), QStringLiteral("validate"), cliData(QStringLiteral("legal_wild.json"))});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("no catalog imported")), qPrintable(run.err));
}

void TestDdmTool::cardsListsMatches()
{
    const Run run = inData({QStringLiteral("cards"), QStringLiteral("regdar or \"the xanathar\"")});
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = run.out.trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 4);
    QVERIFY(lines.first().startsWith(QStringLiteral("Regdar, Adventurer  [Giants Of Legend]  20 pts")));
}

void TestDdmTool::cardsJsonAndLimit()
{
    const Run run = inData({QStringLiteral("cards"), QStringLiteral("f:wild -f:borderlands cost<=10"), QStringLiteral("--json"),
                            QStringLiteral("--limit"), QStringLiteral("3")});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray cards = QJsonDocument::fromJson(run.out.toUtf8()).array();
    QCOMPARE(cards.size(), 3);
    for (const QJsonValue& value : cards) {
        const QJsonObject card = value.toObject();
        QVERIFY(card.value(QStringLiteral("cost")).toInt() <= 10);
        const QJsonArray factions = card.value(QStringLiteral("factions")).toArray();
        QVERIFY(factions.contains(QStringLiteral("Wild")));
        QVERIFY(!factions.contains(QStringLiteral("Borderlands")));
        QVERIFY(card.contains(QStringLiteral("set")) && card.contains(QStringLiteral("powers")));
    }
}

void TestDdmTool::cardsWithNoHitsIsStillFound()
{
    const Run run = inData({QStringLiteral("cards"), QStringLiteral("cost>1000"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(run.out.toUtf8()).array().size(), 0);
}

void TestDdmTool::cardsBadQueryShowsPosition()
{
    const Run run = inData({QStringLiteral("cards"), QStringLiteral("f:wild foo:3")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("bad query at position 8")), qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("         ^^^")), qPrintable(run.err));
}

void TestDdmTool::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("no command") << QStringList{} << 2;
    QTest::newRow("unknown command") << QStringList{QStringLiteral("conjure")} << 2;
    QTest::newRow("unknown option") << QStringList{QStringLiteral("validate"), QStringLiteral("--yaml"), QStringLiteral("x.json")} << 2;
    QTest::newRow("validate without file") << QStringList{QStringLiteral("validate")} << 2;
    QTest::newRow("limit not a number") << QStringList{QStringLiteral("cards"), QStringLiteral("x"), QStringLiteral("--limit"), QStringLiteral("many")} << 2;
    QTest::newRow("missing --db file") << QStringList{QStringLiteral("--db"), QStringLiteral("/nonexistent/catalog.sqlite"), QStringLiteral("cards"), QStringLiteral("x")} << 2;
    QTest::newRow("help") << QStringList{QStringLiteral("help")} << 0;
}

void TestDdmTool::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    const Run run = inData(arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY(exitCode == 0 ? !run.out.isEmpty() : !run.err.isEmpty());
}

void TestDdmTool::dataDirectoryFromEnvironment()
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("DDM_DATA_DIR"), m_data.path());
    const Run run = tool({QStringLiteral("cards"), QStringLiteral("\"Regdar, Adventurer\"")}, environment);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.startsWith(QStringLiteral("Regdar, Adventurer")), qPrintable(run.out + run.err));
}

QTEST_GUILESS_MAIN(TestDdmTool)
#include "tst_ddm_tool.moc"
