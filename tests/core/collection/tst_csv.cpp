// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/csv.h"

#include <QTest>

using namespace ddm;

using Records = QList<CsvRecord>;

class TestCsv : public QObject {
    Q_OBJECT

private slots:
    void readsRecords_data();
    void readsRecords();
    void reportsAnUnclosedQuote_data();
    void reportsAnUnclosedQuote();
    void quotesFieldsThatNeedIt_data();
    void quotesFieldsThatNeedIt();
    void fieldsRoundTrip();
};

void TestCsv::readsRecords_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Records>("expected");
    const QStringList abc{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
    QTest::newRow("LF") << "a,b,c\nd,e,f\n" << Records{{1, abc}, {2, {"d", "e", "f"}}};
    QTest::newRow("CRLF") << "a,b,c\r\nd,e,f\r\n" << Records{{1, abc}, {2, {"d", "e", "f"}}};
    QTest::newRow("lone CR") << "a,b,c\rd" << Records{{1, abc}, {2, {"d"}}};
    QTest::newRow("no final line break") << "a,b,c" << Records{{1, abc}};
    QTest::newRow("byte-order mark") << QStringLiteral("\uFEFFa,b,c\n") << Records{{1, abc}};
    QTest::newRow("empty fields") << ",,\n" << Records{{1, {"", "", ""}}};
    QTest::newRow("blank line") << "a\n\nb\n" << Records{{1, {"a"}}, {2, {""}}, {3, {"b"}}};
    QTest::newRow("empty text") << "" << Records{};
    QTest::newRow("quoted comma") << "\"Regdar, Adventurer\",x\n"
                                  << Records{{1, {"Regdar, Adventurer", "x"}}};
    QTest::newRow("doubled quotes") << "\"say \"\"hi\"\"\",x" << Records{{1, {"say \"hi\"", "x"}}};
    QTest::newRow("empty quoted field") << "\"\",x" << Records{{1, {"", "x"}}};
    QTest::newRow("only a doubled quote") << "\"\"\"\"" << Records{{1, {"\""}}};
    QTest::newRow("line break in quotes") << "\"two\nlines\",x\nnext\n"
                                          << Records{{1, {"two\nlines", "x"}}, {3, {"next"}}};
    QTest::newRow("CRLF in quotes becomes LF")
        << "\"two\r\nlines\"\r\nnext" << Records{{1, {"two\nlines"}}, {3, {"next"}}};
    QTest::newRow("quote inside a plain field") << "5\" tall,x" << Records{{1, {"5\" tall", "x"}}};
    QTest::newRow("text after a closing quote") << "\"a\"b,c" << Records{{1, {"ab", "c"}}};
    QTest::newRow("spaces kept") << " a , b " << Records{{1, {" a ", " b "}}};
}

void TestCsv::readsRecords()
{
    QFETCH(QString, text);
    QFETCH(Records, expected);
    const CsvText read = readCsv(text);
    QCOMPARE(read.records, expected);
    QCOMPARE(read.unclosedQuoteLine, 0);
}

void TestCsv::reportsAnUnclosedQuote_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Records>("expected");
    QTest::addColumn<int>("line");
    QTest::newRow("first line") << "\"abc" << Records{} << 1;
    QTest::newRow("after good records") << "a,b\nc,d\ne,\"f\ng,h\n"
                                        << Records{{1, {"a", "b"}}, {2, {"c", "d"}}} << 3;
    QTest::newRow("a closed quote before it") << "\"x\ny\",z\n\"open" << Records{{1, {"x\ny", "z"}}} << 3;
}

void TestCsv::reportsAnUnclosedQuote()
{
    QFETCH(QString, text);
    QFETCH(Records, expected);
    QFETCH(int, line);
    const CsvText read = readCsv(text);
    QCOMPARE(read.records, expected);
    QCOMPARE(read.unclosedQuoteLine, line);
}

void TestCsv::quotesFieldsThatNeedIt_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("field");
    QTest::newRow("plain") << "Test Mud Toad"
                           << "Test Mud Toad";
    QTest::newRow("empty") << ""
                           << "";
    QTest::newRow("comma") << "Regdar, Adventurer"
                           << "\"Regdar, Adventurer\"";
    QTest::newRow("quote") << "say \"hi\""
                           << "\"say \"\"hi\"\"\"";
    QTest::newRow("line break") << "a\nb"
                                << "\"a\nb\"";
    QTest::newRow("carriage return") << "a\rb"
                                     << "\"a\rb\"";
}

void TestCsv::quotesFieldsThatNeedIt()
{
    QFETCH(QString, value);
    QFETCH(QString, field);
    QCOMPARE(csvField(value), field);
}

void TestCsv::fieldsRoundTrip()
{
    const QStringList values{QStringLiteral("Regdar, Adventurer"), QStringLiteral("\"quoted\""),
                             QStringLiteral("two\nlines"), QStringLiteral(""), QStringLiteral(",\",")};
    QStringList fields;
    for (const QString& value : values)
        fields.append(csvField(value));
    const CsvText read = readCsv(fields.join(u',') + QStringLiteral("\r\n"));
    QCOMPARE(read.records, (Records{{1, values}}));
}

QTEST_GUILESS_MAIN(TestCsv)
#include "tst_csv.moc"
