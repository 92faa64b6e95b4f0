// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/collection_csv.h"

#include "shared_data.h"

#include <QFile>
#include <QTest>

using namespace ddm;

using Code = CollectionCsvProblemCode;
using Rows = QList<CollectionCsvRow>;
using Problems = QList<CollectionCsvProblem>;

class TestCollectionCsv : public QObject {
    Q_OBJECT

private slots:
    void readsGoodRows_data();
    void readsGoodRows();
    void reportsBadRowsByLine_data();
    void reportsBadRowsByLine();
    void refusesFilesItCannotRead_data();
    void refusesFilesItCannotRead();
    void keepsTheRowsBeforeAnUnclosedQuote();
    void readsTheFixture();
    void writesQuotedCrlfRows();
    void roundTrips();
};

void TestCollectionCsv::readsGoodRows_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<Rows>("rows");
    const Rows toad{{2, "Test Mud Toad", "Set B", 3}};
    QTest::newRow("plain") << QByteArray("name,set,count\nTest Mud Toad,Set B,3\n") << toad;
    QTest::newRow("header in any case") << QByteArray("NAME,Set,Count\r\nTest Mud Toad,Set B,3") << toad;
    QTest::newRow("columns in any order") << QByteArray("count,name,set\n3,Test Mud Toad,Set B\n") << toad;
    QTest::newRow("other columns ignored")
        << QByteArray("notes,name,set,count\nmine,Test Mud Toad,Set B,3\n") << toad;
    QTest::newRow("fields trimmed") << QByteArray("name , set , count\n Test Mud Toad , Set B , 3 \n")
                                    << toad;
    QTest::newRow("byte-order mark") << QByteArray("\xEF\xBB\xBFname,set,count\nTest Mud Toad,Set B,3\n")
                                     << toad;
    QTest::newRow("blank lines skipped") << QByteArray("\nname,set,count\n\n,,\nTest Mud Toad,Set B,3\n\n")
                                         << Rows{{5, "Test Mud Toad", "Set B", 3}};
    QTest::newRow("comma in quotes") << QByteArray("name,set,count\n\"Regdar, Adventurer\",Set A,1\n")
                                     << Rows{{2, "Regdar, Adventurer", "Set A", 1}};
    QTest::newRow("quotes in quotes") << QByteArray("name,set,count\n\"The \"\"Imp\"\"\",Set A,1\n")
                                      << Rows{{2, "The \"Imp\"", "Set A", 1}};
    QTest::newRow("line break in quotes counts lines")
        << QByteArray("name,set,count,notes\nA,S,1,\"x\ny\"\nB,S,2,\n")
        << Rows{{2, "A", "S", 1}, {4, "B", "S", 2}};
    QTest::newRow("zero") << QByteArray("name,set,count\nA,S,0\n") << Rows{{2, "A", "S", 0}};
    QTest::newRow("largest count") << QByteArray("name,set,count\nA,S,9999\n") << Rows{{2, "A", "S", 9999}};
    QTest::newRow("leading zeros") << QByteArray("name,set,count\nA,S,007\n") << Rows{{2, "A", "S", 7}};
    QTest::newRow("UTF-8 name") << QByteArray("name,set,count\nDrow \xC3\x89lite,S,1\n")
                                << Rows{{2, QStringLiteral("Drow \u00C9lite"), "S", 1}};
    QTest::newRow("header only") << QByteArray("name,set,count\r\n") << Rows{};
}

void TestCollectionCsv::readsGoodRows()
{
    QFETCH(QByteArray, csv);
    QFETCH(Rows, rows);
    const CollectionCsvContent content = CollectionCsv::read(csv);
    QCOMPARE(content.problems, Problems{});
    QCOMPARE(content.rows, rows);
    QVERIFY(content.complete);
}

void TestCollectionCsv::reportsBadRowsByLine_data()
{
    QTest::addColumn<QByteArray>("row");
    QTest::addColumn<Code>("code");
    QTest::addColumn<QString>("value");
    // Each row is line 3, after the header and one good row, which is kept.
    QTest::newRow("no name") << QByteArray(",S,1") << Code::MissingField << "name";
    QTest::newRow("blank name") << QByteArray("  ,S,1") << Code::MissingField << "name";
    QTest::newRow("no set") << QByteArray("A,,1") << Code::MissingField << "set";
    QTest::newRow("no count") << QByteArray("A,S,") << Code::MissingField << "count";
    QTest::newRow("count left out") << QByteArray("A,S") << Code::MissingField << "count";
    QTest::newRow("only a name") << QByteArray("A") << Code::MissingField << "set";
    QTest::newRow("unquoted comma") << QByteArray("Regdar, Adventurer,S,1") << Code::ExtraFields << "4";
    QTest::newRow("word") << QByteArray("A,S,two") << Code::BadCount << "two";
    QTest::newRow("negative") << QByteArray("A,S,-1") << Code::BadCount << "-1";
    QTest::newRow("plus sign") << QByteArray("A,S,+1") << Code::BadCount << "+1";
    QTest::newRow("fraction") << QByteArray("A,S,1.5") << Code::BadCount << "1.5";
    QTest::newRow("decimal point") << QByteArray("A,S,2.0") << Code::BadCount << "2.0";
    QTest::newRow("space inside") << QByteArray("A,S,1 2") << Code::BadCount << "1 2";
    QTest::newRow("too large") << QByteArray("A,S,10000") << Code::BadCount << "10000";
    QTest::newRow("overflow") << QByteArray("A,S,99999999999999999999") << Code::BadCount
                              << "99999999999999999999";
    QTest::newRow("Arabic-Indic digit")
        << QByteArray("A,S,\xD9\xA3") << Code::BadCount << QStringLiteral("\u0663");
}

void TestCollectionCsv::reportsBadRowsByLine()
{
    QFETCH(QByteArray, row);
    QFETCH(Code, code);
    QFETCH(QString, value);
    const CollectionCsvContent content =
        CollectionCsv::read("name,set,count\nGood,S,1\n" + row + "\nAlso Good,S,2\n");
    QCOMPARE(content.problems, (Problems{{3, code, value}}));
    QCOMPARE(content.rows, (Rows{{2, "Good", "S", 1}, {4, "Also Good", "S", 2}}));
    QVERIFY(content.complete);
}

void TestCollectionCsv::refusesFilesItCannotRead_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<Problems>("problems");
    QTest::newRow("empty") << QByteArray() << Problems{{1, Code::Empty, {}}};
    QTest::newRow("blank") << QByteArray("\r\n\r\n") << Problems{{1, Code::Empty, {}}};
    QTest::newRow("no header") << QByteArray("Test Mud Toad,Set B,3\n")
                               << Problems{{1, Code::MissingColumn, "name"},
                                           {1, Code::MissingColumn, "set"},
                                           {1, Code::MissingColumn, "count"}};
    QTest::newRow("header lacks count")
        << QByteArray("\nname,set,owned\nA,S,1\n") << Problems{{2, Code::MissingColumn, "count"}};
    QTest::newRow("Latin-1 on line 3")
        << QByteArray("name,set,count\nA,S,1\nDrow \xC9lite,S,1\n") << Problems{{3, Code::NotUtf8, {}}};
}

void TestCollectionCsv::refusesFilesItCannotRead()
{
    QFETCH(QByteArray, csv);
    QFETCH(Problems, problems);
    const CollectionCsvContent content = CollectionCsv::read(csv);
    QCOMPARE(content.problems, problems);
    QVERIFY(content.rows.isEmpty());
    QVERIFY(!content.complete);
}

void TestCollectionCsv::keepsTheRowsBeforeAnUnclosedQuote()
{
    const CollectionCsvContent content = CollectionCsv::read("name,set,count\nA,S,1\n\"B,S,2\nC,S,3\n");
    QCOMPARE(content.rows, (Rows{{2, "A", "S", 1}}));
    QCOMPARE(content.problems, (Problems{{3, Code::UnclosedQuote, {}}}));
    QVERIFY(!content.complete);
}

void TestCollectionCsv::readsTheFixture()
{
    QFile file(test::testDataPath(QStringLiteral("collection/with_bad_rows.csv")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const CollectionCsvContent content = CollectionCsv::read(file.readAll());
    const Rows rows{
        {2, "Test Knight, Errant", "Invented Set A", 2},  {5, "Test Knight", "Invented Set B", 1},
        {6, "Test Mud Toad", "Invented Set Z", 1},        {8, "Test Stone Warden", "Invented Set B", 4},
        {12, "test knight, errant", "Invented Set A", 1}, {13, "Test Ember Sprite", "Invented Set C", 1}};
    QCOMPARE(content.rows, rows);
    const Problems problems{{3, Code::BadCount, "two"},
                            {4, Code::MissingField, "set"},
                            {10, Code::BadCount, "-1"},
                            {11, Code::ExtraFields, "5"}};
    QCOMPARE(content.problems, problems);
}

void TestCollectionCsv::writesQuotedCrlfRows()
{
    const QList<OwnedCount> counts{{QStringLiteral("Regdar, Adventurer"), QStringLiteral("Set A"), 2,
                                    QStringLiteral("12"), Rarity::VeryRare},
                                   {QStringLiteral("The \"Imp\""), QStringLiteral("Set B"), 1}};
    QCOMPARE(CollectionCsv::write(counts),
             QByteArray("name,set,count,number,rarity\r\n\"Regdar, Adventurer\",Set A,2,12,Very Rare\r\n"
                        "\"The \"\"Imp\"\"\",Set B,1,,\r\n"));
    QCOMPARE(CollectionCsv::write({}), QByteArray("name,set,count,number,rarity\r\n"));
}

void TestCollectionCsv::roundTrips()
{
    const QList<OwnedCount> counts{{QStringLiteral("Regdar, Adventurer"), QStringLiteral("Set A"), 2},
                                   {QStringLiteral("The \"Imp\", Lesser"), QStringLiteral("Set, B"), 9999},
                                   {QStringLiteral("Drow \u00C9lite"), QStringLiteral("Set C"), 1}};
    const CollectionCsvContent content = CollectionCsv::read(CollectionCsv::write(counts));
    QVERIFY(content.problems.isEmpty());
    QList<OwnedCount> read;
    for (const CollectionCsvRow& row : content.rows)
        read.append({row.name, row.set, row.count});
    QCOMPARE(read, counts);
}

QTEST_GUILESS_MAIN(TestCollectionCsv)
#include "tst_collection_csv.moc"
