// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shared_data.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

// `ddm-tool parse-report`, run as a user runs it: against an invented catalog with known counts,
// and against the real ../shared catalog for the bar the engine is held to.
class TestParseReportCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void reportsSharesAndLeftovers();
    void reportsJson();
    void limitsTheLeftovers();
    void refusesBadArguments_data();
    void refusesBadArguments();
    void reportsAnEmptyDataDirectory();
    void meetsTheBarOnTheRealCatalog();

private:
    struct Run {
        int exitCode = -1;
        QString out;
        QString err;
    };
    static Run tool(const QString& dataDir, const QStringList& arguments);

    QTemporaryDir m_invented;
};

TestParseReportCli::Run TestParseReportCli::tool(const QString& dataDir, const QStringList& arguments)
{
    QProcess process;
    process.start(QStringLiteral(DDM_TOOL_PATH),
                  QStringList{QStringLiteral("--data-dir"), dataDir} + arguments);
    if (!process.waitForFinished(120000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

void TestParseReportCli::initTestCase()
{
    QVERIFY(m_invented.isValid());
    const Run run =
        tool(m_invented.path(), {QStringLiteral("import-catalog"),
                                 ddm::test::testDataPath(QStringLiteral("powers/invented_catalog.json"))});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
}

void TestParseReportCli::reportsSharesAndLeftovers()
{
    const Run run = tool(m_invented.path(), {QStringLiteral("parse-report")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("Attack powers understood:   2 of 4 (50.0%)")),
             qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("Ability powers understood:  1 of 2 (50.0%)")),
             qPrintable(run.out));
    // The sprite's special is not read.
    QVERIFY2(run.out.contains(QStringLiteral("Special powers understood:  2 of 3 (66.7%)")),
             qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("Champion powers understood: 0 of 1 (0.0%)")),
             qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("Creatures fully run:        1 of 3 (33.3%)")),
             qPrintable(run.out));
    // The two attacks leave the same shape once numbers are N; it comes first.
    const QStringList lines = run.out.trimmed().split(QLatin1Char('\n'));
    const qsizetype heading = lines.indexOf(
        QStringLiteral("Most common leftovers of attack and ability powers (numbers shown as N):"));
    QVERIFY2(heading > 0, qPrintable(run.out));
    QCOMPARE(lines.value(heading + 1), QStringLiteral("     2  target smells of peat for N days"));
    QCOMPARE(lines.value(heading + 2), QStringLiteral("     1  Hums a tune in the rain"));
    const qsizetype specials = lines.indexOf(QStringLiteral("Most common leftovers of special powers:"));
    QVERIFY2(specials > heading, qPrintable(run.out));
    QCOMPARE(lines.value(specials + 1), QStringLiteral("     1  Sings to the moon at dusk"));
}

void TestParseReportCli::reportsJson()
{
    const Run run = tool(m_invented.path(), {QStringLiteral("parse-report"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject report = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const QJsonObject attack = report.value(QStringLiteral("attack")).toObject();
    QCOMPARE(attack.value(QStringLiteral("powers")).toInt(), 4);
    QCOMPARE(attack.value(QStringLiteral("understood")).toInt(), 2);
    const QJsonObject champion = report.value(QStringLiteral("champion")).toObject();
    QCOMPARE(champion.value(QStringLiteral("powers")).toInt(), 1);
    QCOMPARE(champion.value(QStringLiteral("understood")).toInt(), 0);
    const QJsonObject creatures = report.value(QStringLiteral("creatures")).toObject();
    QCOMPARE(creatures.value(QStringLiteral("total")).toInt(), 3);
    QCOMPARE(creatures.value(QStringLiteral("fullyRun")).toInt(), 1); // the beetle
    QCOMPARE(report.value(QStringLiteral("specialLeftovers")).toArray().size(), 1);
    QCOMPARE(report.value(QStringLiteral("ability")).toObject().value(QStringLiteral("share")).toDouble(),
             0.5);
    const QJsonArray leftovers = report.value(QStringLiteral("leftovers")).toArray();
    QCOMPARE(leftovers.size(), 2);
    QCOMPARE(leftovers.first().toObject().value(QStringLiteral("fragment")).toString(),
             QStringLiteral("target smells of peat for N days"));
    QCOMPARE(leftovers.first().toObject().value(QStringLiteral("count")).toInt(), 2);
}

void TestParseReportCli::limitsTheLeftovers()
{
    const Run one = tool(m_invented.path(), {QStringLiteral("parse-report"), QStringLiteral("--json"),
                                             QStringLiteral("--top"), QStringLiteral("1")});
    QCOMPARE(one.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(one.out.toUtf8())
                 .object()
                 .value(QStringLiteral("leftovers"))
                 .toArray()
                 .size(),
             1);

    const Run none = tool(m_invented.path(),
                          {QStringLiteral("parse-report"), QStringLiteral("--top"), QStringLiteral("0")});
    QCOMPARE(none.exitCode, 0);
    QVERIFY(!none.out.contains(QStringLiteral("Most common leftovers")));
}

void TestParseReportCli::refusesBadArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("negative top") << QStringList{"--top", "-1"} << "--top needs a whole number of 0 or more";
    QTest::newRow("word for top") << QStringList{"--top", "ten"} << "--top needs a whole number of 0 or more";
    QTest::newRow("stray argument") << QStringList{"cards"}
                                    << "usage: ddm-tool parse-report [--json] [--top N]";
    QTest::newRow("unknown flag") << QStringList{"--verbose"} << "--verbose";
}

void TestParseReportCli::refusesBadArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run run = tool(m_invented.path(), QStringList{QStringLiteral("parse-report")} + arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
}

void TestParseReportCli::reportsAnEmptyDataDirectory()
{
    QTemporaryDir empty;
    const Run run = tool(empty.path(), {QStringLiteral("parse-report")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains(QStringLiteral("no catalog imported")), qPrintable(run.err));
    QVERIFY2(run.out.contains(QStringLiteral("Attack powers understood:   0 of 0 (0.0%)")),
             qPrintable(run.out));
}

void TestParseReportCli::meetsTheBarOnTheRealCatalog()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json"));
    QTemporaryDir data;
    const Run import = tool(data.path(), {QStringLiteral("import-catalog"),
                                          ddm::test::sharedPath(QStringLiteral("data/ddm-creatures.json"))});
    QVERIFY2(import.exitCode == 0, qPrintable(import.err));
    const Run run = tool(data.path(), {QStringLiteral("parse-report"), QStringLiteral("--json"),
                                       QStringLiteral("--top"), QStringLiteral("10")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject report = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const QJsonObject attack = report.value(QStringLiteral("attack")).toObject();
    QCOMPARE(attack.value(QStringLiteral("powers")).toInt(), 3860);
    QVERIFY2(attack.value(QStringLiteral("share")).toDouble() >= 0.85, qPrintable(run.out));
    QCOMPARE(report.value(QStringLiteral("ability")).toObject().value(QStringLiteral("powers")).toInt(), 815);
    QCOMPARE(report.value(QStringLiteral("leftovers")).toArray().size(), 10);
}

QTEST_GUILESS_MAIN(TestParseReportCli)
#include "tst_parse_report_cli.moc"
