// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/sql_script.h"

#include <QTest>

using namespace ddm;

class TestSqlScript : public QObject {
    Q_OBJECT

private slots:
    void splitsStatements_data();
    void splitsStatements();
};

void TestSqlScript::splitsStatements_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("two statements") << QStringLiteral("CREATE TABLE a (x);\nCREATE TABLE b (y);\n")
                                    << QStringList{QStringLiteral("CREATE TABLE a (x)"),
                                                   QStringLiteral("CREATE TABLE b (y)")};
    QTest::newRow("last without semicolon")
        << QStringLiteral("SELECT 1; SELECT 2")
        << QStringList{QStringLiteral("SELECT 1"), QStringLiteral("SELECT 2")};
    QTest::newRow("semicolon in string")
        << QStringLiteral("INSERT INTO t VALUES ('a;b', 'it''s; fine');")
        << QStringList{QStringLiteral("INSERT INTO t VALUES ('a;b', 'it''s; fine')")};
    QTest::newRow("semicolon in quoted names")
        << QStringLiteral("CREATE TABLE \"x;y\" ([a;b], `c;d`);")
        << QStringList{QStringLiteral("CREATE TABLE \"x;y\" ([a;b], `c;d`)")};
    QTest::newRow("comments dropped")
        << QStringLiteral("-- a comment; with a semicolon\nSELECT 1; /* block; comment */ SELECT 2;")
        << QStringList{QStringLiteral("SELECT 1"), QStringLiteral("SELECT 2")};
    QTest::newRow("comment-only script")
        << QStringLiteral("-- nothing here;\n/* nor here; */\n") << QStringList{};
    QTest::newRow("empty statements skipped")
        << QStringLiteral(";;SELECT 1;;") << QStringList{QStringLiteral("SELECT 1")};
    QTest::newRow("trigger body")
        << QStringLiteral("CREATE TRIGGER t AFTER INSERT ON a BEGIN UPDATE b SET n = n + 1; "
                          "DELETE FROM c; END; SELECT 1;")
        << QStringList{QStringLiteral("CREATE TRIGGER t AFTER INSERT ON a BEGIN UPDATE b SET n = n + 1; "
                                      "DELETE FROM c; END"),
                       QStringLiteral("SELECT 1")};
    QTest::newRow("CASE inside trigger")
        << QStringLiteral("CREATE TEMP TRIGGER t AFTER INSERT ON a BEGIN "
                          "UPDATE b SET n = CASE WHEN n > 1 THEN 0 END; END; SELECT 2;")
        << QStringList{QStringLiteral("CREATE TEMP TRIGGER t AFTER INSERT ON a BEGIN "
                                      "UPDATE b SET n = CASE WHEN n > 1 THEN 0 END; END"),
                       QStringLiteral("SELECT 2")};
    QTest::newRow("BEGIN outside trigger")
        << QStringLiteral("BEGIN; SELECT 1; COMMIT;")
        << QStringList{QStringLiteral("BEGIN"), QStringLiteral("SELECT 1"), QStringLiteral("COMMIT")};
}

void TestSqlScript::splitsStatements()
{
    QFETCH(QString, script);
    QFETCH(QStringList, expected);
    QCOMPARE(SqlScript::statements(script), expected);
}

QTEST_GUILESS_MAIN(TestSqlScript)
#include "tst_sql_script.moc"
