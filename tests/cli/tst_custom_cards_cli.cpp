// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shared_data.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

// `ddm-tool custom-cards` end to end: a temporary data directory with the ../shared catalog, the
// user's cards imported from tests/data/custom/, and the other commands seeing them.
class TestCustomCardsCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void importsCreaturesItemsAndCorrections();
    void hugeCorrectionBreaksTheSizeRule();
    void itemOutsideItsLevelRangeIsAViolation();
    void customCreatureIsFoundByCards();
    void exportListsEverything();
    void reimportingTheCatalogKeepsUserCards();
    void importingAgainUpdates();
    void refusedFileChangesNothing_data();
    void refusedFileChangesNothing();
    void exportImportRoundTrips();
    void removesEachKindAndAsksWhichWhenAmbiguous();
    void removeNeedsAKnownCard_data();
    void removeNeedsAKnownCard();
    void usageErrors_data();
    void usageErrors();

private:
    struct Run {
        int exitCode = -1;
        QString out;
        QString err;
    };
    Run tool(const QString& dataDir, const QStringList& arguments) const;
    Run inData(const QStringList& arguments) const { return tool(m_data.path(), arguments); }
    // A data directory of its own with the catalog imported, for tests that change the user's cards.
    bool freshDataDir(QTemporaryDir& directory) const;

    QTemporaryDir m_data;
};

namespace {

QString customData(const QString& name)
{
    return ddm::test::testDataPath(QStringLiteral("custom/") + name);
}

QString catalogPath()
{
    return ddm::test::sharedPath(QStringLiteral("data/ddm-creatures.json"));
}

QJsonObject json(const QString& text)
{
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

QStringList namesIn(const QJsonObject& exported, const QString& section)
{
    QStringList names;
    for (const QJsonValue& card : exported.value(section).toArray())
        names.append(card.toObject().value(QStringLiteral("name")).toString());
    return names;
}

// The violations of a `validate --json` report with this code.
QList<QJsonObject> violationsCoded(const QJsonObject& report, const QString& code)
{
    QList<QJsonObject> found;
    for (const QJsonValue& violation : report.value(QStringLiteral("violations")).toArray()) {
        if (violation.toObject().value(QStringLiteral("code")).toString() == code)
            found.append(violation.toObject());
    }
    return found;
}

} // namespace

TestCustomCardsCli::Run TestCustomCardsCli::tool(const QString& dataDir, const QStringList& arguments) const
{
    QProcess process;
    process.start(QStringLiteral(DDM_TOOL_PATH), QStringList{QStringLiteral("--data-dir"), dataDir} + arguments);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
}

bool TestCustomCardsCli::freshDataDir(QTemporaryDir& directory) const
{
    return directory.isValid() &&
           tool(directory.path(), {QStringLiteral("import-catalog"), catalogPath()}).exitCode == 0;
}

void TestCustomCardsCli::initTestCase()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json"));
    QVERIFY(m_data.isValid());
    const Run catalog = inData({QStringLiteral("import-catalog"), catalogPath()});
    QVERIFY2(catalog.exitCode == 0, qPrintable(catalog.err));
}

void TestCustomCardsCli::importsCreaturesItemsAndCorrections()
{
    const Run run = inData({QStringLiteral("custom-cards"), QStringLiteral("import"), customData(QStringLiteral("mine.json"))});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(run.out.trimmed(), QStringLiteral("Added 1 creature, 1 item; corrected 1 card"));
}

void TestCustomCardsCli::hugeCorrectionBreaksTheSizeRule()
{
    // Aarakocra costs 8; corrected to Huge it needs a 400-point warband (CRG 105.2.b).
    const Run run = inData({QStringLiteral("validate"), customData(QStringLiteral("huge_warband.json")), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 1);
    const QList<QJsonObject> size = violationsCoded(json(run.out), QStringLiteral("size"));
    QCOMPARE(size.size(), 1);
    QCOMPARE(size.first().value(QStringLiteral("rule")).toString(), QStringLiteral("105.2.b"));
    QCOMPARE(size.first().value(QStringLiteral("cards")).toArray(), QJsonArray{QStringLiteral("Aarakocra")});

    const Run plain = inData({QStringLiteral("validate"), customData(QStringLiteral("huge_warband.json"))});
    QCOMPARE(plain.exitCode, 1);
    QVERIFY2(plain.out.contains(QStringLiteral("105.2.b  size: Aarakocra is Huge")), qPrintable(plain.out));
}

void TestCustomCardsCli::itemOutsideItsLevelRangeIsAViolation()
{
    // Air Mephit is level 4; the invented ring needs level 6-10.
    const Run run = inData({QStringLiteral("validate"), customData(QStringLiteral("item_warband.json")), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 1);
    const QList<QJsonObject> items = violationsCoded(json(run.out), QStringLiteral("items"));
    QCOMPARE(items.size(), 1);
    const QJsonArray cards = items.first().value(QStringLiteral("cards")).toArray();
    QVERIFY(cards.contains(QStringLiteral("Air Mephit")));
    QVERIFY(cards.contains(QStringLiteral("Invented Ring of Hours")));
}

void TestCustomCardsCli::customCreatureIsFoundByCards()
{
    const Run run = inData({QStringLiteral("cards"), QStringLiteral("is:custom"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray found = QJsonDocument::fromJson(run.out.toUtf8()).array();
    QCOMPARE(found.size(), 1);
    const QJsonObject drake = found.first().toObject();
    QCOMPARE(drake.value(QStringLiteral("name")).toString(), QStringLiteral("Invented Thornback Drake"));
    QCOMPARE(drake.value(QStringLiteral("custom")).toBool(), true);
    QCOMPARE(drake.value(QStringLiteral("size")).toString(), QStringLiteral("Large"));

    const Run byName = inData({QStringLiteral("cards"), QStringLiteral("thornback")});
    QCOMPARE(byName.exitCode, 0);
    QVERIFY2(byName.out.startsWith(QStringLiteral("Invented Thornback Drake  [Homebrew Set]  27 pts")), qPrintable(byName.out));
}

void TestCustomCardsCli::exportListsEverything()
{
    const Run plain = inData({QStringLiteral("custom-cards"), QStringLiteral("export")});
    QCOMPARE(plain.exitCode, 0);
    QCOMPARE(plain.out.trimmed().split(QLatin1Char('\n')),
             (QStringList{QStringLiteral("creature    Invented Thornback Drake  [Homebrew Set]  27 pts  L7"),
                          QStringLiteral("item        Invented Ring of Hours  [Homebrew Set]  6 pts  levels 6-10"),
                          QStringLiteral("correction  Aarakocra  [Tyranny of Dragons]  size Huge")}));

    const Run run = inData({QStringLiteral("custom-cards"), QStringLiteral("export"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject exported = json(run.out);
    QCOMPARE(namesIn(exported, QStringLiteral("creatures")), QStringList{QStringLiteral("Invented Thornback Drake")});
    QCOMPARE(namesIn(exported, QStringLiteral("items")), QStringList{QStringLiteral("Invented Ring of Hours")});
    QCOMPARE(exported.value(QStringLiteral("corrections")).toArray(),
             (QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Aarakocra")},
                                     {QStringLiteral("set"), QStringLiteral("Tyranny of Dragons")},
                                     {QStringLiteral("size"), QStringLiteral("Huge")}}}));
}

void TestCustomCardsCli::reimportingTheCatalogKeepsUserCards()
{
    const Run before = inData({QStringLiteral("custom-cards"), QStringLiteral("export"), QStringLiteral("--json")});
    const Run catalog = inData({QStringLiteral("import-catalog"), catalogPath()});
    QVERIFY2(catalog.exitCode == 0, qPrintable(catalog.err));
    const Run after = inData({QStringLiteral("custom-cards"), QStringLiteral("export"), QStringLiteral("--json")});
    QCOMPARE(after.exitCode, 0);
    QCOMPARE(after.out, before.out);
    // And the correction still shows through: Aarakocra is still Huge.
    QCOMPARE(inData({QStringLiteral("validate"), customData(QStringLiteral("huge_warband.json"))}).exitCode, 1);
}

void TestCustomCardsCli::importingAgainUpdates()
{
    QTemporaryDir directory;
    QVERIFY(freshDataDir(directory));
    const QStringList import{QStringLiteral("custom-cards"), QStringLiteral("import"), customData(QStringLiteral("mine.json"))};
    QCOMPARE(tool(directory.path(), import).exitCode, 0);
    const Run again = tool(directory.path(), import);
    QCOMPARE(again.exitCode, 0);
    QCOMPARE(again.out.trimmed(), QStringLiteral("Added 0 creatures, 0 items; updated 1 creature, 1 item; corrected 1 card"));
    const Run all = tool(directory.path(), {QStringLiteral("cards"), QStringLiteral("is:custom"), QStringLiteral("--json")});
    QCOMPARE(QJsonDocument::fromJson(all.out.toUtf8()).array().size(), 1);
}

void TestCustomCardsCli::refusedFileChangesNothing_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("expected");
    // Problems of the file itself: found before the database is touched, every one listed.
    QTest::newRow("bad file") << customData(QStringLiteral("bad.json"))
                              << QStringList{QStringLiteral("creatures[0]: factions is empty"),
                                             QStringLiteral("items[1]: unknown field \"maxlevel\""),
                                             QStringLiteral("items[2]: cost is not a whole number"),
                                             QStringLiteral("corrections[0]: unknown size \"Huuge\"")};
    // A well-formed file naming a card the catalog lacks: its good cards are not stored either.
    QTest::newRow("unknown card") << customData(QStringLiteral("unknown_card.json"))
                                  << QStringList{QStringLiteral(
                                         "corrections[1]: the catalog has no card \"Invented Nobody\" in set "
                                         "\"Tyranny of Dragons\"")};
    QTest::newRow("missing file") << customData(QStringLiteral("no_such_file.json"))
                                  << QStringList{QStringLiteral("no_such_file.json")};
}

void TestCustomCardsCli::refusedFileChangesNothing()
{
    QFETCH(QString, file);
    QFETCH(QStringList, expected);
    const QStringList exportJson{QStringLiteral("custom-cards"), QStringLiteral("export"), QStringLiteral("--json")};
    const Run before = inData(exportJson);
    const Run run = inData({QStringLiteral("custom-cards"), QStringLiteral("import"), file});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.contains(QStringLiteral("was not imported; nothing was changed")), qPrintable(run.err));
    for (const QString& problem : expected)
        QVERIFY2(run.err.contains(problem), qPrintable(run.err));
    QCOMPARE(inData(exportJson).out, before.out);
}

void TestCustomCardsCli::exportImportRoundTrips()
{
    const Run exported = inData({QStringLiteral("custom-cards"), QStringLiteral("export"), QStringLiteral("--json")});
    QCOMPARE(exported.exitCode, 0);
    QTemporaryDir directory;
    QVERIFY(freshDataDir(directory));
    const QString backup = directory.filePath(QStringLiteral("backup.json"));
    QFile file(backup);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(exported.out.toUtf8());
    file.close();

    const Run imported = tool(directory.path(), {QStringLiteral("custom-cards"), QStringLiteral("import"), backup});
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    QCOMPARE(imported.out.trimmed(), QStringLiteral("Added 1 creature, 1 item; corrected 1 card"));
    const Run again = tool(directory.path(), {QStringLiteral("custom-cards"), QStringLiteral("export"), QStringLiteral("--json")});
    QCOMPARE(again.out, exported.out);
}

void TestCustomCardsCli::removesEachKindAndAsksWhichWhenAmbiguous()
{
    QTemporaryDir directory;
    QVERIFY(freshDataDir(directory));
    QCOMPARE(tool(directory.path(), {QStringLiteral("custom-cards"), QStringLiteral("import"), customData(QStringLiteral("mine.json"))}).exitCode, 0);

    const Run creature = tool(directory.path(), {QStringLiteral("custom-cards"), QStringLiteral("remove"), QStringLiteral("invented thornback drake")});
    QCOMPARE(creature.exitCode, 0);
    QCOMPARE(creature.out.trimmed(), QStringLiteral("Removed custom creature \"Invented Thornback Drake\" [Homebrew Set]"));
    const Run item = tool(directory.path(), {QStringLiteral("custom-cards"), QStringLiteral("remove"), QStringLiteral("Invented Ring of Hours"),
                                             QStringLiteral("--item"), QStringLiteral("--set"), QStringLiteral("Homebrew Set")});
    QCOMPARE(item.exitCode, 0);
    QCOMPARE(item.out.trimmed(), QStringLiteral("Removed item \"Invented Ring of Hours\" [Homebrew Set]"));
    // A custom Aarakocra in another set: the name alone no longer says which card is meant.
    QCOMPARE(tool(directory.path(), {QStringLiteral("custom-cards"), QStringLiteral("import"), customData(QStringLiteral("same_name.json"))}).exitCode, 0);
    const Run ambiguous = tool(directory.path(), {QStringLiteral("custom-cards"), QStringLiteral("remove"), QStringLiteral("Aarakocra")});
    QCOMPARE(ambiguous.exitCode, 2);
    QVERIFY2(ambiguous.err.contains(QStringLiteral("\"Aarakocra\" names several cards (custom creature in \"Homebrew Set\", "
                                                   "correction in \"Tyranny of Dragons\"): name one with --set")),
             qPrintable(ambiguous.err));
    const Run correction = tool(directory.path(), {QStringLiteral("custom-cards"), QStringLiteral("remove"), QStringLiteral("Aarakocra"),
                                                   QStringLiteral("--set"), QStringLiteral("tyranny of dragons")});
    QCOMPARE(correction.exitCode, 0);
    QCOMPARE(correction.out.trimmed(), QStringLiteral("Cleared the correction of \"Aarakocra\" [Tyranny of Dragons]"));
    const Run custom = tool(directory.path(), {QStringLiteral("custom-cards"), QStringLiteral("remove"), QStringLiteral("Aarakocra")});
    QCOMPARE(custom.exitCode, 0);
    QCOMPARE(custom.out.trimmed(), QStringLiteral("Removed custom creature \"Aarakocra\" [Homebrew Set]"));

    const Run left = tool(directory.path(), {QStringLiteral("custom-cards"), QStringLiteral("export")});
    QCOMPARE(left.out.trimmed(), QStringLiteral("No custom creatures, items or corrections."));
    // Aarakocra's size is unknown again: a warning, no longer a violation.
    QCOMPARE(tool(directory.path(), {QStringLiteral("validate"), customData(QStringLiteral("huge_warband.json"))}).exitCode, 0);
}

void TestCustomCardsCli::removeNeedsAKnownCard_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("expected");
    QTest::newRow("catalog card without correction")
        << QStringList{QStringLiteral("Air Mephit")} << QStringLiteral("no custom creature or correction named \"Air Mephit\"");
    QTest::newRow("wrong set") << QStringList{QStringLiteral("Aarakocra"), QStringLiteral("--set"), QStringLiteral("Unhallowed")}
                               << QStringLiteral("no custom creature or correction named \"Aarakocra\" in set \"Unhallowed\"");
    QTest::newRow("creature is not an item") << QStringList{QStringLiteral("Invented Thornback Drake"), QStringLiteral("--item")}
                                             << QStringLiteral("no item named \"Invented Thornback Drake\"");
}

void TestCustomCardsCli::removeNeedsAKnownCard()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, expected);
    const QStringList exportJson{QStringLiteral("custom-cards"), QStringLiteral("export"), QStringLiteral("--json")};
    const Run before = inData(exportJson);
    const Run run = inData(QStringList{QStringLiteral("custom-cards"), QStringLiteral("remove")} + arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(expected), qPrintable(run.err));
    QCOMPARE(inData(exportJson).out, before.out);
}

void TestCustomCardsCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("expected");
    QTest::newRow("no action") << QStringList{} << QStringLiteral("usage: ddm-tool custom-cards");
    QTest::newRow("unknown action") << QStringList{QStringLiteral("list")} << QStringLiteral("usage: ddm-tool custom-cards");
    QTest::newRow("import without file") << QStringList{QStringLiteral("import")} << QStringLiteral("usage: ddm-tool custom-cards");
    QTest::newRow("export with a name") << QStringList{QStringLiteral("export"), QStringLiteral("Aarakocra")}
                                        << QStringLiteral("usage: ddm-tool custom-cards");
    QTest::newRow("unknown option") << QStringList{QStringLiteral("export"), QStringLiteral("--yaml")}
                                    << QStringLiteral("unknown option --yaml");
    QTest::newRow("set without value") << QStringList{QStringLiteral("remove"), QStringLiteral("Aarakocra"), QStringLiteral("--set")}
                                       << QStringLiteral("--set needs a value");
}

void TestCustomCardsCli::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, expected);
    const Run run = inData(QStringList{QStringLiteral("custom-cards")} + arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(expected), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestCustomCardsCli)
#include "tst_custom_cards_cli.moc"
