// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shared_data.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

// Runs `ddm-tool battle` on the scripted battles in tests/data/battles against a temporary data
// directory holding the imported ../shared catalog: exit codes, the JSON shape, the text output.
class TestBattleCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void playsAScriptToTheEnd();
    void printsTheLogAsText();
    void illegalActionStopsTheScript();
    void illegalActionAsText();
    void reportsTheWinner();
    void cannotAnswer_data();
    void cannotAnswer();
    void missingRollIsBadInput();

private:
    struct Run {
        int exitCode = -1;
        QString out;
        QString err;
    };
    Run battle(const QStringList& arguments) const;
    static QString script(const QString& name) { return ddm::test::testDataPath(QStringLiteral("battles/") + name); }

    QTemporaryDir m_data;
};

namespace {

QJsonObject creatureNamed(const QJsonArray& creatures, const QString& id)
{
    for (const QJsonValue& creature : creatures) {
        if (creature.toObject().value(QStringLiteral("id")).toString() == id)
            return creature.toObject();
    }
    return {};
}

} // namespace

TestBattleCli::Run TestBattleCli::battle(const QStringList& arguments) const
{
    QProcess process;
    process.start(QStringLiteral(DDM_TOOL_PATH), QStringList{QStringLiteral("--data-dir"), m_data.path(), QStringLiteral("battle")} + arguments);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
}

void TestBattleCli::initTestCase()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json"));
    QVERIFY(m_data.isValid());
    QProcess process;
    process.start(QStringLiteral(DDM_TOOL_PATH), {QStringLiteral("--data-dir"), m_data.path(), QStringLiteral("import-catalog"),
                                                 ddm::test::sharedPath(QStringLiteral("data/ddm-creatures.json"))});
    QVERIFY(process.waitForFinished(120000));
    QCOMPARE(process.exitCode(), 0);
}

void TestBattleCli::playsAScriptToTheEnd()
{
    const Run run = battle({script(QStringLiteral("round_basics.json")), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject result = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(result.value(QStringLiteral("ok")).toBool(), true);
    QCOMPARE(result.value(QStringLiteral("round")).toInt(), 1);
    QVERIFY(result.value(QStringLiteral("winner")).isNull());
    QVERIFY(!result.contains(QStringLiteral("error")));
    const QJsonObject vp = result.value(QStringLiteral("vp")).toObject();
    QCOMPARE(vp.value(QStringLiteral("A")).toInt(), 0);
    QCOMPARE(vp.value(QStringLiteral("B")).toInt(), 0);

    const QJsonArray creatures = result.value(QStringLiteral("creatures")).toArray();
    QCOMPARE(creatures.size(), 2);
    const QJsonObject a1 = creatureNamed(creatures, QStringLiteral("A1"));
    QCOMPARE(a1.value(QStringLiteral("hp")).toInt(), 35);
    QCOMPARE(a1.value(QStringLiteral("at")).toArray(), (QJsonArray{6, 2}));
    QCOMPARE(a1.value(QStringLiteral("conditions")).toArray(), QJsonArray());
    QCOMPARE(a1.value(QStringLiteral("eliminated")).toBool(), false);
    // Powers the engine cannot run are named for the players to resolve by hand.
    const QJsonArray byHand = creatureNamed(creatures, QStringLiteral("B1")).value(QStringLiteral("byHand")).toArray();
    QVERIFY(byHand.contains(QStringLiteral("Zehir's Eye")));

    // Every log entry says what happened and under which rule; attack rolls carry their d20.
    const QJsonArray log = result.value(QStringLiteral("log")).toArray();
    QVERIFY(log.size() >= 8);
    bool sawAttack = false;
    for (const QJsonValue& value : log) {
        const QJsonObject entry = value.toObject();
        QVERIFY(!entry.value(QStringLiteral("text")).toString().isEmpty());
        QVERIFY(!entry.value(QStringLiteral("rule")).toString().isEmpty());
        if (entry.value(QStringLiteral("event")).toString() == QLatin1String("attack")) {
            sawAttack = true;
            QCOMPARE(entry.value(QStringLiteral("rolls")).toArray().first().toObject().value(QStringLiteral("value")).toInt(), 15);
        }
    }
    QVERIFY(sawAttack);
}

void TestBattleCli::printsTheLogAsText()
{
    const Run run = battle({script(QStringLiteral("charge.json"))});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QLatin1String("+1 charge (413.3.a) = 22 vs AC 22: hit")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QLatin1String("B1 (Yuan-Ti Swiftscale, side B): 35 HP at [6,2]")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QLatin1String("B1 (Yuan-Ti Swiftscale): resolve by hand: Zehir's Tongue; Zehir's Eye")), qPrintable(run.out));
}

void TestBattleCli::illegalActionStopsTheScript()
{
    const Run run = battle({script(QStringLiteral("dazed.json")), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 1);
    const QJsonObject result = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(result.value(QStringLiteral("ok")).toBool(), false);
    const QJsonObject error = result.value(QStringLiteral("error")).toObject();
    QCOMPARE(error.value(QStringLiteral("action")).toInt(), 4);
    QCOMPARE(error.value(QStringLiteral("rule")).toString(), QStringLiteral("903.1"));
    QCOMPARE(error.value(QStringLiteral("kind")).toString(), QStringLiteral("illegal"));
    QVERIFY(error.value(QStringLiteral("message")).toString().contains(QLatin1String("Dazed")));
    // The state is the one before the refused action: B1 still where it was, Dazed.
    const QJsonObject b1 = creatureNamed(result.value(QStringLiteral("creatures")).toArray(), QStringLiteral("B1"));
    QCOMPARE(b1.value(QStringLiteral("at")).toArray(), (QJsonArray{4, 4}));
    QCOMPARE(b1.value(QStringLiteral("hp")).toInt(), 20);
    QCOMPARE(b1.value(QStringLiteral("conditions")).toArray(), QJsonArray{QStringLiteral("Dazed")});
}

void TestBattleCli::illegalActionAsText()
{
    const Run run = battle({script(QStringLiteral("move_too_far.json"))});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(QLatin1String("action 1 refused (illegal): ")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QLatin1String("[412.2.a]")), qPrintable(run.out));
}

void TestBattleCli::reportsTheWinner()
{
    const Run run = battle({script(QStringLiteral("elimination.json")), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject result = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(result.value(QStringLiteral("winner")).toString(), QStringLiteral("A"));
    QCOMPARE(result.value(QStringLiteral("vp")).toObject().value(QStringLiteral("A")).toInt(), 3);
    QCOMPARE(creatureNamed(result.value(QStringLiteral("creatures")).toArray(), QStringLiteral("B1")).value(QStringLiteral("eliminated")).toBool(), true);
}

void TestBattleCli::cannotAnswer_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("no script") << QStringList{} << "usage: ddm-tool battle SCRIPT.json [--json]";
    QTest::newRow("unknown option") << QStringList{script(QStringLiteral("charge.json")), QStringLiteral("--fast")} << "--fast";
    QTest::newRow("missing file") << QStringList{script(QStringLiteral("nowhere.json"))} << "cannot read";
    QTest::newRow("malformed script") << QStringList{script(QStringLiteral("malformed/bad_battle.json"))}
                                      << "bad_battle.json: actions[1].move[2]: square (31,4) is off the map";
    QTest::newRow("unknown card") << QStringList{script(QStringLiteral("malformed/unknown_card_battle.json"))}
                                  << "creatures[1].card: no creature named \"Nobody Special\"";
}

void TestBattleCli::cannotAnswer()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run run = battle(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

void TestBattleCli::missingRollIsBadInput()
{
    const Run run = battle({script(QStringLiteral("missing_roll.json")), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 2);
    const QJsonObject error = QJsonDocument::fromJson(run.out.toUtf8()).object().value(QStringLiteral("error")).toObject();
    QCOMPARE(error.value(QStringLiteral("kind")).toString(), QStringLiteral("missing-roll"));
    QCOMPARE(error.value(QStringLiteral("action")).toInt(), 1);
    QVERIFY2(run.err.contains(QLatin1String("actions[1]: no d20 left")), qPrintable(run.err));
}

QTEST_GUILESS_MAIN(TestBattleCli)
#include "tst_battle_cli.moc"
