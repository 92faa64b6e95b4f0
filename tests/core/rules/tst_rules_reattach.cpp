// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A running session sees rules imported after it opened once it attaches the file again
// (CardDatabase::reattachRules), on invented documents.
#include "rules/rules_importer.h"
#include "rules/rules_repository.h"
#include "storage/card_database.h"
#include "storage/database_file.h"
#include "storage/file_replacement.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ddm;

namespace {

RulesEntry entry(const QString& key, EntryKind kind, const QString& parent, int depth, const QString& title, const QString& text)
{
    RulesEntry made;
    made.key = key;
    made.number = key;
    made.kind = kind;
    made.parentKey = parent;
    made.depth = depth;
    made.title = title;
    made.text = text;
    made.line = depth + 1;
    return made;
}

// An invented guide: chapter 1, section 100 and `rules` numbered rules under it.
RulesDocument inventedGuide(const QString& title, int rules)
{
    RulesDocument guide;
    guide.kind = RulesDocumentKind::ComprehensiveRules;
    guide.sourceFile = QStringLiteral("invented-guide.md");
    guide.title = title;
    guide.entries.append(entry(QStringLiteral("1"), EntryKind::Chapter, {}, 0, QStringLiteral("Wobbling"), {}));
    guide.entries.append(entry(QStringLiteral("100"), EntryKind::Section, QStringLiteral("1"), 1, QStringLiteral("Wobble Basics"), {}));
    for (int rule = 1; rule <= rules; ++rule)
        guide.entries.append(entry(QStringLiteral("100.%1").arg(rule), EntryKind::Rule, QStringLiteral("100"), 2, {},
                                   QStringLiteral("A creature wobbles %1 times.").arg(rule)));
    return guide;
}

} // namespace

class TestRulesReattach : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void seesANewImportOnceAttachedAgain();
    void keepsTheOldRulesWhenTheNewFileIsBad();
    void needsAnOpenSession();

private:
    bool import(const QString& title, int rules);

    std::unique_ptr<QTemporaryDir> m_directory;
    std::unique_ptr<CardDatabase> m_database;
};

void TestRulesReattach::init()
{
    m_directory = std::make_unique<QTemporaryDir>();
    QVERIFY(import(QStringLiteral("First Invented Guide"), 1));
    m_database = std::make_unique<CardDatabase>();
    QVERIFY(!m_database->open(m_directory->path()));
}

void TestRulesReattach::cleanup()
{
    m_database.reset();
    m_directory.reset();
}

bool TestRulesReattach::import(const QString& title, int rules)
{
    return RulesImporter::importDocuments({inventedGuide(title, rules)}, QStringLiteral("invented"), m_directory->path()).ok();
}

void TestRulesReattach::seesANewImportOnceAttachedAgain()
{
    QCOMPARE(RulesRepository(*m_database).document(QStringLiteral("crg"))->title, QStringLiteral("First Invented Guide"));
    QVERIFY(import(QStringLiteral("Second Invented Guide"), 2));
    // The import renamed a new file into place; the session still reads the one it attached.
    QVERIFY(!RulesRepository(*m_database).rule(QStringLiteral("100.2")).entry);

    const std::optional<StorageError> error = m_database->reattachRules();
    QVERIFY2(!error, qPrintable(error ? error->toString() : QString()));
    const RulesRepository rules(*m_database);
    QCOMPARE(rules.document(QStringLiteral("crg"))->title, QStringLiteral("Second Invented Guide"));
    QCOMPARE(rules.rule(QStringLiteral("100.2")).entry->text, QStringLiteral("A creature wobbles 2 times."));
    QCOMPARE(rules.children(rules.rule(QStringLiteral("100")).entry->id).size(), 2);
}

void TestRulesReattach::keepsTheOldRulesWhenTheNewFileIsBad()
{
#if !defined(Q_OS_UNIX)
    QSKIP("replaces a file SQLite holds open, which only Unix allows (ddm-tool importing under the app)");
#else
    const QString rulesPath = databaseFilePath(m_directory->path(), DatabaseFile::Rules);
    FileReplacement replacing(rulesPath, databaseImportPattern(DatabaseFile::Rules));
    QVERIFY(!replacing.open());
    QFile junk(replacing.temporaryPath());
    QVERIFY(junk.open(QIODevice::WriteOnly));
    junk.write(QByteArray(4096, 'j'));
    junk.close();
    QVERIFY(!replacing.commit());

    const std::optional<StorageError> error = m_database->reattachRules();
    QVERIFY(error);
    QCOMPARE(error->code, StorageErrorCode::NotADatabase);
    QCOMPARE(error->path, rulesPath);
    QVERIFY(RulesRepository(*m_database).rule(QStringLiteral("100.1")).entry);
#endif
}

void TestRulesReattach::needsAnOpenSession()
{
    m_database->close();
    const std::optional<StorageError> error = m_database->reattachRules();
    QVERIFY(error);
    QCOMPARE(error->code, StorageErrorCode::SqlFailed);
}

QTEST_GUILESS_MAIN(TestRulesReattach)
#include "tst_rules_reattach.moc"
