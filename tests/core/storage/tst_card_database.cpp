// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/card_database.h"
#include "storage/card_repository.h"
#include "storage/database_file.h"
#include "storage/file_replacement.h"

#include "storage_fixture.h"

#include <QDir>
#include <QFile>
#include <QSqlQuery>
#include <QTest>

using namespace ddm;

// How a data-driven row spoils a file before opening.
enum class Breakage { Missing, Directory, NotADatabase, TooNew };

class TestCardDatabase : public QObject {
    Q_OBJECT

private slots:
    void init();
    void createsAFreshDataDirectory();
    void reportsWhichFileIsWrong_data();
    void reportsWhichFileIsWrong();
    void reportsADataDirectoryThatCannotBeMade();
    void usesACatalogFileGivenInstead();
    void givesEachSessionItsOwnConnection();
    void turnsForeignKeysOn();
    void reattachSeesANewImport();
    void reattachKeepsTheOldCatalogWhenTheNewFileIsBad();
    void anImportReplacesADetachedCatalog();

private:
    QString path(const QString& name) const { return m_directory->filePath(name); }

    std::unique_ptr<QTemporaryDir> m_directory;
};

void TestCardDatabase::init()
{
    m_directory = std::make_unique<QTemporaryDir>();
}

void TestCardDatabase::createsAFreshDataDirectory()
{
    const QString dataDirectory = path(QStringLiteral("new/data"));
    CardDatabase database;
    const std::optional<StorageError> error = database.open(dataDirectory);
    QVERIFY2(!error, qPrintable(error ? error->toString() : QString()));
    QVERIFY(database.isOpen());
    for (DatabaseFile file : {DatabaseFile::Catalog, DatabaseFile::Rules, DatabaseFile::User})
        QVERIFY(QFile::exists(databaseFilePath(dataDirectory, file)));
    QVERIFY(database.catalogIsEmpty());
    // The views work over the empty catalog, so the app and the tool can start.
    QCOMPARE(CardRepository(database).creatureCount(), 0);
}

void TestCardDatabase::reportsWhichFileIsWrong_data()
{
    QTest::addColumn<QString>("file"); // the file to spoil
    QTest::addColumn<Breakage>("breakage");
    QTest::addColumn<bool>("asCatalogOverride"); // open with the file as ddm-tool --db PATH
    QTest::addColumn<StorageErrorCode>("expected");

    QTest::newRow("override missing")
        << "mine.sqlite" << Breakage::Missing << true << StorageErrorCode::FileMissing;
    QTest::newRow("override not a database")
        << "mine.sqlite" << Breakage::NotADatabase << true << StorageErrorCode::NotADatabase;
    QTest::newRow("override too new")
        << "mine.sqlite" << Breakage::TooNew << true << StorageErrorCode::TooNew;
    QTest::newRow("catalog not a database")
        << "catalog.sqlite" << Breakage::NotADatabase << false << StorageErrorCode::NotADatabase;
    QTest::newRow("catalog unreadable")
        << "catalog.sqlite" << Breakage::Directory << false << StorageErrorCode::Unreadable;
    QTest::newRow("user unreadable") << "user.sqlite" << Breakage::Directory << false
                                     << StorageErrorCode::Unreadable;
    QTest::newRow("user not a database")
        << "user.sqlite" << Breakage::NotADatabase << false << StorageErrorCode::NotADatabase;
    QTest::newRow("user too new") << "user.sqlite" << Breakage::TooNew << false << StorageErrorCode::TooNew;
    QTest::newRow("rules too new") << "rules.sqlite" << Breakage::TooNew << false << StorageErrorCode::TooNew;
}

void TestCardDatabase::reportsWhichFileIsWrong()
{
    QFETCH(QString, file);
    QFETCH(Breakage, breakage);
    QFETCH(bool, asCatalogOverride);
    QFETCH(StorageErrorCode, expected);

    const QString spoiled = path(file);
    if (breakage == Breakage::Directory) {
        QVERIFY(QDir().mkpath(spoiled));
    } else if (breakage == Breakage::NotADatabase) {
        QFile junk(spoiled);
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write(QByteArray(4096, 'j'));
    } else if (breakage == Breakage::TooNew) {
        ScopedConnection connection(QStringLiteral("test"));
        QVERIFY(!connection.open(spoiled));
        QSqlQuery query(connection.database());
        QVERIFY(query.exec(QStringLiteral("PRAGMA user_version = 999")));
    }

    CardDatabase database;
    const std::optional<StorageError> error =
        database.open(m_directory->path(), asCatalogOverride ? spoiled : QString());
    QVERIFY(error);
    QCOMPARE(error->code, expected);
    QCOMPARE(error->path, spoiled);
    QVERIFY2(error->toString().startsWith(spoiled + QStringLiteral(": ")), qPrintable(error->toString()));
    QVERIFY(!database.isOpen());
}

void TestCardDatabase::reportsADataDirectoryThatCannotBeMade()
{
    QFile blocker(path(QStringLiteral("plain-file")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    CardDatabase database;
    const std::optional<StorageError> error = database.open(path(QStringLiteral("plain-file/data")));
    QVERIFY(error);
    QCOMPARE(error->code, StorageErrorCode::CannotCreateDirectory);
}

void TestCardDatabase::usesACatalogFileGivenInstead()
{
    const QString elsewhere = path(QStringLiteral("elsewhere"));
    QVERIFY(CatalogImporter::importFile(test::smallCatalogPath(), elsewhere).ok());
    const QString catalogFile = databaseFilePath(elsewhere, DatabaseFile::Catalog);

    CardDatabase database;
    QVERIFY(!database.open(path(QStringLiteral("data")), catalogFile));
    QCOMPARE(database.catalogPath(), catalogFile);
    QVERIFY(!database.catalogIsEmpty());
    QCOMPARE(CardRepository(database).creatureCount(), 5);
    // The data directory gets no catalog of its own.
    QVERIFY(!QFile::exists(databaseFilePath(path(QStringLiteral("data")), DatabaseFile::Catalog)));
}

void TestCardDatabase::givesEachSessionItsOwnConnection()
{
    QString firstName;
    {
        CardDatabase first;
        CardDatabase second;
        QVERIFY(!first.open(path(QStringLiteral("one"))));
        QVERIFY(!second.open(path(QStringLiteral("two"))));
        firstName = first.connection().connectionName();
        QVERIFY(firstName != second.connection().connectionName());
        QVERIFY(QSqlDatabase::connectionNames().contains(firstName));
    }
    QVERIFY(!QSqlDatabase::connectionNames().contains(firstName));
}

void TestCardDatabase::turnsForeignKeysOn()
{
    CardDatabase database;
    QVERIFY(!database.open(m_directory->path()));
    QSqlQuery query(database.connection());
    QVERIFY(query.exec(QStringLiteral("PRAGMA foreign_keys")) && query.next());
    QCOMPARE(query.value(0).toInt(), 1);
}

void TestCardDatabase::reattachSeesANewImport()
{
    CardDatabase database;
    QVERIFY(!database.open(m_directory->path()));
    QVERIFY(database.catalogIsEmpty());
    QVERIFY(CatalogImporter::importFile(test::smallCatalogPath(), m_directory->path()).ok());

    const std::optional<StorageError> error = database.reattachCatalog();
    QVERIFY2(!error, qPrintable(error ? error->toString() : QString()));
    QVERIFY(!database.catalogIsEmpty());
    const CardRepository cards(database);
    QCOMPARE(cards.creatureCount(), 5);
    QCOMPARE(cards.creaturesNamed(QStringLiteral("Test Sky Hawk")).size(), 1);
}

void TestCardDatabase::reattachKeepsTheOldCatalogWhenTheNewFileIsBad()
{
#if !defined(Q_OS_UNIX)
    QSKIP("replaces a file SQLite holds open, which only Unix allows (ddm-tool importing under the app)");
#else
    test::StorageFixture fixture;
    QVERIFY2(fixture.setUp().isEmpty(), "fixture");
    // A broken file takes the catalog's place (put in place as an import does it).
    const QString catalogPath = fixture.database().catalogPath();
    FileReplacement replacing(catalogPath, databaseImportPattern(DatabaseFile::Catalog));
    QVERIFY(!replacing.open());
    QFile junk(replacing.temporaryPath());
    QVERIFY(junk.open(QIODevice::WriteOnly));
    junk.write(QByteArray(4096, 'j'));
    junk.close();
    QVERIFY(!replacing.commit());

    const std::optional<StorageError> error = fixture.database().reattachCatalog();
    QVERIFY(error);
    QCOMPARE(error->code, StorageErrorCode::NotADatabase);
    QCOMPARE(CardRepository(fixture.database()).creatureCount(), 5);
#endif
}

// How the app imports (a file SQLite holds open cannot be replaced on Windows): the session lets go
// of the catalog, reads nothing of it meanwhile, and takes the new one back.
void TestCardDatabase::anImportReplacesADetachedCatalog()
{
    test::StorageFixture fixture;
    QVERIFY2(fixture.setUp().isEmpty(), "fixture");
    CardDatabase& database = fixture.database();
    QVERIFY(!database.detachCatalog());
    QVERIFY(!database.detachCatalog()); // letting go twice is harmless
    QSqlQuery query(database.connection());
    QVERIFY(!query.exec(QStringLiteral("SELECT COUNT(*) FROM catalog.creature")));
    QVERIFY(!query.exec(QStringLiteral("SELECT COUNT(*) FROM card")));
    QVERIFY(CatalogImporter::importFile(test::collectionCatalogPath(), database.dataDirectory()).ok());

    const std::optional<StorageError> error = database.reattachCatalog();
    QVERIFY2(!error, qPrintable(error ? error->toString() : QString()));
    QCOMPARE(CardRepository(database).creatureCount(), 6);
    QVERIFY(!database.detachRules());
    QVERIFY(!query.exec(QStringLiteral("SELECT COUNT(*) FROM rules.entry")));
    QVERIFY(!database.reattachRules());
}

QTEST_GUILESS_MAIN(TestCardDatabase)
#include "tst_card_database.moc"
