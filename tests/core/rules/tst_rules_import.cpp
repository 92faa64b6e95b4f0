// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// RulesImporter: a folder of documents into rules.sqlite, replaced only when everything succeeded.
#include "rules/rules_importer.h"
#include "storage/database_file.h"
#include "storage/scoped_connection.h"

#include "shared_data.h"

#include <QDir>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace ddm;

namespace {

QString fixtures(const QString& folder)
{
    return ddm::test::testDataPath(QStringLiteral("rules/") + folder);
}

// Runs `sql` on a rules.sqlite and returns the first column of the first row.
QVariant scalar(const QString& dataDirectory, const QString& sql)
{
    ScopedConnection connection(QStringLiteral("test"));
    if (connection.open(databaseFilePath(dataDirectory, DatabaseFile::Rules)))
        return {};
    QSqlQuery query(connection.database());
    const QVariant value = query.exec(sql) && query.next() ? query.value(0) : QVariant();
    query.finish();
    return value;
}

} // namespace

class TestRulesImport : public QObject {
    Q_OBJECT

private slots:
    void importsAFolderAndSkipsOtherFiles();
    void badDocumentKeepsThePreviousRules();
    void refusesTheSameDocumentTwice();
    void refusesAFolderWithoutDocuments();
    void importsTheSharedDocuments();
};

void TestRulesImport::importsAFolderAndSkipsOtherFiles()
{
    QTemporaryDir data;
    const RulesImportResult result = RulesImporter::importDirectory(fixtures(QStringLiteral("good")), data.path());
    QVERIFY2(result.ok(), result.problems.isEmpty() ? "" : qPrintable(result.problems.first().toString()));
    QCOMPARE(result.documents.size(), 2);
    QCOMPARE(result.documents.first().kind, RulesDocumentKind::ComprehensiveRules); // the authority first
    QCOMPARE(result.skipped.size(), 1);
    QCOMPARE(result.skipped.first().file, QStringLiteral("not-rules.md"));
    QCOMPARE(scalar(data.path(), QStringLiteral("SELECT COUNT(*) FROM document")).toInt(), 2);
    QCOMPARE(scalar(data.path(), QStringLiteral("SELECT COUNT(*) FROM entry e JOIN document d ON d.id = e.document_id "
                                                "WHERE d.key = 'crg'")).toInt(), 14);
    QCOMPARE(scalar(data.path(), QStringLiteral("SELECT COUNT(*) FROM glossary_entry")).toInt(), 9);
    QCOMPARE(scalar(data.path(), QStringLiteral("SELECT COUNT(*) FROM entry_note")).toInt(), 4);
    QCOMPARE(scalar(data.path(), QStringLiteral("SELECT COUNT(*) FROM search_text WHERE search_text MATCH 'gadget'")).toInt() > 0,
             true);
    QCOMPARE(scalar(data.path(), QStringLiteral("SELECT value FROM import_info WHERE key = 'document_count'")).toString(),
             QStringLiteral("2"));
    // Parents are stored: 100.1.a sits under 100.1.
    QCOMPARE(scalar(data.path(), QStringLiteral("SELECT p.key FROM entry e JOIN entry p ON p.id = e.parent_id "
                                                "WHERE e.key = '100.1.a'")).toString(),
             QStringLiteral("100.1"));
    QCOMPARE(QDir(data.path()).entryList(QDir::Files), QStringList{QStringLiteral("rules.sqlite")});
}

void TestRulesImport::badDocumentKeepsThePreviousRules()
{
    QTemporaryDir data;
    QVERIFY(RulesImporter::importDirectory(fixtures(QStringLiteral("good")), data.path()).ok());
    const QString rules = databaseFilePath(data.path(), DatabaseFile::Rules);
    const QByteArray before = ddm::test::fileBytes(rules);
    QVERIFY(!before.isEmpty());

    const RulesImportResult result = RulesImporter::importDirectory(fixtures(QStringLiteral("bad")), data.path());
    QVERIFY(!result.ok());
    QCOMPARE(result.problems.first().file, QStringLiteral("broken-guide.md"));
    QCOMPARE(result.problems.first().line, 9);
    QCOMPARE(ddm::test::fileBytes(rules), before); // byte for byte
    QCOMPARE(QDir(data.path()).entryList(QDir::Files), QStringList{QStringLiteral("rules.sqlite")});
}

void TestRulesImport::refusesTheSameDocumentTwice()
{
    QTemporaryDir folder;
    QTemporaryDir data;
    for (const char* name : {"a.md", "b.md"})
        QVERIFY(QFile::copy(fixtures(QStringLiteral("good/mini-guide.md")), folder.filePath(QLatin1String(name))));
    const RulesImportResult result = RulesImporter::importDirectory(folder.path(), data.path());
    QVERIFY(!result.ok());
    QCOMPARE(result.problems.first().file, QStringLiteral("b.md"));
    QVERIFY(result.problems.first().message.contains(QLatin1String("a.md")));
    QVERIFY(!QFile::exists(databaseFilePath(data.path(), DatabaseFile::Rules)));
}

void TestRulesImport::refusesAFolderWithoutDocuments()
{
    QTemporaryDir folder;
    QTemporaryDir data;
    QVERIFY(!RulesImporter::importDirectory(folder.path(), data.path()).ok());
    QVERIFY(!RulesImporter::importDirectory(folder.filePath(QStringLiteral("missing")), data.path()).ok());
    QVERIFY(!QFile::exists(databaseFilePath(data.path(), DatabaseFile::Rules)));
}

void TestRulesImport::importsTheSharedDocuments()
{
    DDM_REQUIRE_SHARED(QStringLiteral("seeds/ddm-comprehensive-rules-guide-2008.md"));
    QTemporaryDir data;
    const RulesImportResult result = RulesImporter::importDirectory(ddm::test::sharedPath(QStringLiteral("seeds")), data.path());
    QVERIFY2(result.ok(), result.problems.isEmpty() ? "" : qPrintable(result.problems.first().toString()));
    QCOMPARE(result.documents.size(), 5);
    QVERIFY(result.skipped.isEmpty());
    QCOMPARE(scalar(data.path(), QStringLiteral("SELECT COUNT(*) FROM entry e JOIN document d ON d.id = e.document_id "
                                                "WHERE d.key = 'crg'")).toInt(), 765);
    QCOMPARE(scalar(data.path(), QStringLiteral("SELECT COUNT(*) FROM glossary_entry g JOIN document d ON d.id = g.document_id "
                                                "WHERE d.key = 'crg'")).toInt(), 273);
    QCOMPARE(scalar(data.path(), QStringLiteral("SELECT COUNT(*) FROM entry WHERE kind = 'step'")).toInt(), 39);
    QCOMPARE(scalar(data.path(), QStringLiteral("SELECT game FROM document WHERE key = 'battle-axe'")).toString(),
             QStringLiteral("battle-axe"));
    QCOMPARE(scalar(data.path(), QStringLiteral("SELECT COUNT(*) FROM search_item")).toInt(),
             scalar(data.path(), QStringLiteral("SELECT COUNT(*) FROM entry")).toInt()
                 + scalar(data.path(), QStringLiteral("SELECT COUNT(*) FROM glossary_entry")).toInt());
}

QTEST_GUILESS_MAIN(TestRulesImport)
#include "tst_rules_import.moc"
