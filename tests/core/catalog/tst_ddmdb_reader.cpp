// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/ddmdb_reader.h"

#include "shared_data.h"

#include <QTemporaryDir>
#include <QTest>

using namespace ddm;

// The D&D Miniatures Database export as the import reads it: invented rows in the export's own
// layout, each malformed file refused with its file and line, and the real export read whole.
class TestDdmdbReader : public QObject {
    Q_OBJECT

private slots:
    void readsFiguresWithTheirLookups();
    void emptyAndZeroReferencesAreUnknown();
    void refusesMalformedFiles_data();
    void refusesMalformedFiles();
    void anUnknownRowMattersOnlyWhenUsed();
    void namesTheMissingFile();
    void readsTheRealExport();
};

namespace {

QByteArray table(const char* root, const char* row, const QList<std::pair<int, const char*>>& names)
{
    QByteArray xml =
        QByteArray("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<") + root + " type=\"array\">\n";
    for (const auto& [id, name] : names)
        xml += QByteArray("  <") + row + ">\n    <id type=\"integer\">" + QByteArray::number(id) +
               "</id>\n    <name>" + name + "</name>\n  </" + row + ">\n";
    return xml + "</" + root + ">\n";
}

// One miniature row; `fields` replace the defaults by name.
QByteArray miniature(const QByteArray& name, const QByteArray& extra = {})
{
    return "  <miniature>\n    <name>" + name +
           "</name>\n    <number type=\"integer\">7</number>\n"
           "    <release-id type=\"integer\">2</release-id>\n" +
           (extra.isEmpty() ? QByteArray("    <size-id type=\"integer\">4</size-id>\n    <rarity-id "
                                         "type=\"integer\">6</rarity-id>\n")
                            : extra) +
           "  </miniature>\n";
}

DdmdbFiles files(const QByteArray& miniatures)
{
    DdmdbFiles files;
    files.miniatures =
        "<?xml version=\"1.0\"?>\n<miniatures type=\"array\">\n" + miniatures + "</miniatures>\n";
    files.releases = table("releases", "release", {{1, "Invented Start"}, {2, "War Drums"}});
    files.sizes = table("sizes", "size", {{3, "Medium"}, {4, "Large"}, {5, "Huge"}});
    files.rarities = table("rarities", "rarity", {{1, "Common"}, {4, "Starter Only"}, {6, "Very Rare"}});
    return files;
}

} // namespace

void TestDdmdbReader::readsFiguresWithTheirLookups()
{
    const DdmdbReadResult result = DdmdbReader::read(files(miniature("Invented Ogre")));
    QVERIFY2(result.ok(), qPrintable(result.error ? result.error->toString() : QString()));
    QCOMPARE(result.figures.size(), 1);
    const DdmdbFigure& ogre = result.figures.first();
    QCOMPARE(ogre.name, QStringLiteral("Invented Ogre"));
    QCOMPARE(ogre.release, QStringLiteral("War Drums"));
    QCOMPARE(ogre.number, std::optional(7));
    QCOMPARE(ogre.size, std::optional(CreatureSize::Large));
    QCOMPARE(ogre.rarity, std::optional(Rarity::VeryRare));
    QCOMPARE(ogre.line, 3);
}

void TestDdmdbReader::emptyAndZeroReferencesAreUnknown()
{
    const DdmdbReadResult result = DdmdbReader::read(
        files(miniature("Invented Boar", "    <size-id type=\"integer\" nil=\"true\"></size-id>\n"
                                         "    <rarity-id type=\"integer\">0</rarity-id>\n")));
    QVERIFY(result.ok());
    QCOMPARE(result.figures.first().size, std::nullopt);
    QCOMPARE(result.figures.first().rarity, std::nullopt);
}

void TestDdmdbReader::refusesMalformedFiles_data()
{
    QTest::addColumn<QByteArray>("miniatures");
    QTest::addColumn<QString>("error");
    QTest::newRow("unknown size id") << miniature("Invented Ogre",
                                                  "    <size-id type=\"integer\">9</size-id>\n")
                                     << QStringLiteral(
                                            "miniatures.xml:3: <size-id> 9 names no row of sizes.xml");
    QTest::newRow("no release") << QByteArray(
                                       "  <miniature>\n    <name>Invented Imp</name>\n  </miniature>\n")
                                << QStringLiteral("miniatures.xml:3: \"Invented Imp\" has no <release-id>");
    QTest::newRow("no name") << QByteArray("  <miniature>\n    <number>2</number>\n  </miniature>\n")
                             << QStringLiteral("miniatures.xml:3: a miniature without a <name>");
    QTest::newRow("bad number")
        << miniature("Invented Ogre").replace("<number type=\"integer\">7", "<number type=\"integer\">seven")
        << QStringLiteral("miniatures.xml:3: \"Invented Ogre\": <number> \"seven\" is not a whole number");
    QTest::newRow("unclosed tag") << QByteArray("  <miniature>\n    <name>Invented Ogre</miniature>\n")
                                  << QStringLiteral(
                                         "miniatures.xml:4: <name>: Opening and ending tag mismatch.");
    QTest::newRow("nested field") << QByteArray(
                                         "  <miniature>\n    <name><b>Ogre</b></name>\n  </miniature>\n")
                                  << QStringLiteral("miniatures.xml:4: <name>: Expected character data.");
}

void TestDdmdbReader::refusesMalformedFiles()
{
    QFETCH(QByteArray, miniatures);
    QFETCH(QString, error);
    const DdmdbReadResult result = DdmdbReader::read(files(miniatures));
    QVERIFY(!result.ok());
    QVERIFY(result.figures.isEmpty());
    QCOMPARE(result.error->toString(), error);
}

void TestDdmdbReader::anUnknownRowMattersOnlyWhenUsed()
{
    DdmdbFiles unused = files(miniature("Invented Ogre"));
    unused.sizes = table("sizes", "size", {{3, "Medium"}, {4, "Large"}, {9, "Enormous"}});
    QVERIFY(DdmdbReader::read(unused).ok());
    DdmdbFiles used = files(miniature("Invented Ogre", "    <size-id type=\"integer\">9</size-id>\n"));
    used.sizes = unused.sizes;
    const DdmdbReadResult result = DdmdbReader::read(used);
    QVERIFY(!result.ok());
    QCOMPARE(
        result.error->toString(),
        QStringLiteral("miniatures.xml:3: <size-id> 9 names \"Enormous\" (sizes.xml), which is not known"));
}

void TestDdmdbReader::namesTheMissingFile()
{
    QTemporaryDir directory;
    const DdmdbReadResult result = DdmdbReader::readDirectory(directory.path());
    QVERIFY(!result.ok());
    QCOMPARE(result.error->file, directory.filePath(QStringLiteral("miniatures.xml")));
    QVERIFY(result.error->toString().contains(QLatin1String("cannot read")));
}

void TestDdmdbReader::readsTheRealExport()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddmdb/miniatures.xml"));
    const DdmdbReadResult result = DdmdbReader::readDirectory(test::sharedPath(QStringLiteral("data/ddmdb")));
    QVERIFY2(result.ok(), qPrintable(result.error ? result.error->toString() : QString()));
    QCOMPARE(result.figures.size(), 1284);
    const qsizetype unsized = std::count_if(result.figures.cbegin(), result.figures.cend(),
                                            [](const DdmdbFigure& figure) { return !figure.size; });
    QCOMPARE(unsized, 8);
}

QTEST_GUILESS_MAIN(TestDdmdbReader)
#include "tst_ddmdb_reader.moc"
