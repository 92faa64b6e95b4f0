// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/schema_migrator.h"
#include "storage/scoped_connection.h"

#include "shared_data.h"

#include <QDir>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace ddm;

class TestSchemaMigrator : public QObject {
    Q_OBJECT

private slots:
    void init();
    void migratesAnEmptyDatabase_data();
    void migratesAnEmptyDatabase();
    void keepsUserRowsWhenMigratingToANewerVersion();
    void keepsCustomCardsThroughTheRarityRebuild();
    void refusesADatabaseNewerThanTheCode();
    void rollsBackABrokenMigration();
    void refusesMisnumberedMigrations();
    void refusesAFileThatIsNotADatabase();

private:
    // A database file in the test's own directory, open on a connection of its own.
    std::unique_ptr<ScopedConnection> openDatabase(const QString& name = QStringLiteral("test.sqlite"));
    static int version(const QSqlDatabase& database);
    static QStringList tables(const QSqlDatabase& database);

    std::unique_ptr<QTemporaryDir> m_directory;
};

void TestSchemaMigrator::init()
{
    m_directory = std::make_unique<QTemporaryDir>();
}

std::unique_ptr<ScopedConnection> TestSchemaMigrator::openDatabase(const QString& name)
{
    auto connection = std::make_unique<ScopedConnection>(QStringLiteral("test"));
    const std::optional<StorageError> error = connection->open(m_directory->filePath(name));
    return error ? nullptr : std::move(connection);
}

int TestSchemaMigrator::version(const QSqlDatabase& database)
{
    QSqlQuery query(database);
    return query.exec(QStringLiteral("PRAGMA user_version")) && query.next() ? query.value(0).toInt() : -1;
}

QStringList TestSchemaMigrator::tables(const QSqlDatabase& database)
{
    QSqlQuery query(database);
    query.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"));
    QStringList names;
    while (query.next())
        names.append(query.value(0).toString());
    return names;
}

void TestSchemaMigrator::migratesAnEmptyDatabase_data()
{
    QTest::addColumn<DatabaseFile>("file");
    QTest::addColumn<QStringList>("expectedTables");
    QTest::newRow("catalog") << DatabaseFile::Catalog
                             << QStringList{"creature", "creature_keyword", "creature_power", "import_info"};
    QTest::newRow("rules") << DatabaseFile::Rules
                           << QStringList{"document",       "entry",          "entry_note",         "glossary_alias",
                                          "glossary_entry", "glossary_term",  "import_info",        "link",
                                          "search_item",    "search_text",    "search_text_config", "search_text_data",
                                          "search_text_docsize", "search_text_idx", "variant"};
    QTest::newRow("user") << DatabaseFile::User
                          << QStringList{"collection",
                                         "creature_correction",
                                         "custom_creature",
                                         "custom_creature_keyword",
                                         "custom_creature_power",
                                         "item",
                                         "item_keyword",
                                         "item_power",
                                         "saved_filter",
                                         "setting"};
}

void TestSchemaMigrator::migratesAnEmptyDatabase()
{
    QFETCH(DatabaseFile, file);
    QFETCH(QStringList, expectedTables);
    const auto connection = openDatabase();
    QVERIFY(connection);
    const SchemaMigrator migrator = SchemaMigrator::forFile(file);
    QVERIFY(migrator.latestVersion() >= 1);

    const std::optional<StorageError> error = migrator.migrate(connection->database());
    QVERIFY2(!error, qPrintable(error ? error->toString() : QString()));
    QCOMPARE(version(connection->database()), migrator.latestVersion());
    QCOMPARE(tables(connection->database()), expectedTables);
    // Migrating again finds nothing to do.
    QVERIFY(!migrator.migrate(connection->database()));
}

void TestSchemaMigrator::keepsUserRowsWhenMigratingToANewerVersion()
{
    // The shipped user migrations plus a fixture migration that plays the next version.
    const QString next = m_directory->filePath(QStringLiteral("next"));
    QVERIFY(QDir().mkpath(next));
    const QString shipped = QStringLiteral(":/database/user");
    for (const QString& name : QDir(shipped).entryList(QDir::Files))
        QVERIFY(QFile::copy(QDir(shipped).filePath(name), QDir(next).filePath(name)));
    const QString fixture =
        test::testDataPath(QStringLiteral("storage/migrations/user_next/add_collection_note.sql"));
    const int nextVersion = SchemaMigrator::forFile(DatabaseFile::User).latestVersion() + 1;
    QVERIFY(QFile::copy(fixture, QDir(next).filePath(QStringLiteral("%1_add_collection_note.sql")
                                                         .arg(nextVersion, 4, 10, QLatin1Char('0')))));

    const auto connection = openDatabase();
    QVERIFY(connection);
    const SchemaMigrator current = SchemaMigrator::forFile(DatabaseFile::User);
    QVERIFY(!current.migrate(connection->database()));
    QSqlQuery query(connection->database());
    QVERIFY(query.exec(QStringLiteral(
        "INSERT INTO collection (name, set_name, owned) VALUES ('Invented Orc', 'Set X', 3)")));
    QVERIFY(query.exec(QStringLiteral("INSERT INTO setting (key, value) VALUES ('theme', 'dark')")));

    const SchemaMigrator newer(next);
    QCOMPARE(newer.latestVersion(), current.latestVersion() + 1);
    const std::optional<StorageError> error = newer.migrate(connection->database());
    QVERIFY2(!error, qPrintable(error ? error->toString() : QString()));
    QCOMPARE(version(connection->database()), newer.latestVersion());
    QVERIFY(tables(connection->database()).contains(QStringLiteral("wishlist")));
    QVERIFY(query.exec(QStringLiteral("SELECT name, set_name, owned, note FROM collection")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("Invented Orc"));
    QCOMPARE(query.value(2).toInt(), 3);
    QCOMPARE(query.value(3).toString(), QString());
    QVERIFY(query.exec(QStringLiteral("SELECT value FROM setting WHERE key = 'theme'")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("dark"));
}

// user/0002 rebuilds custom_creature and creature_correction: a version 1 file keeps every row,
// and the custom cards' keywords and powers keep pointing at their cards.
void TestSchemaMigrator::keepsCustomCardsThroughTheRarityRebuild()
{
    const QString first = m_directory->filePath(QStringLiteral("first"));
    QVERIFY(QDir().mkpath(first));
    QVERIFY(QFile::copy(QStringLiteral(":/database/user/0001_initial.sql"),
                        QDir(first).filePath(QStringLiteral("0001_initial.sql"))));
    const auto connection = openDatabase();
    QVERIFY(connection);
    QVERIFY(!SchemaMigrator(first).migrate(connection->database()));
    QCOMPARE(version(connection->database()), 1);
    QSqlQuery query(connection->database());
    for (const char* statement :
         {"INSERT INTO custom_creature (id, name, set_name, cost, level, ac, fort, ref, will, speed, "
          "movement, hp, "
          "alignment, factions, size, collector_number, rarity) VALUES (7, 'Invented Imp', 'Mine', 5, 2, 15, "
          "12, 13, "
          "14, 6, 'flight', 20, 'evil', 4, 1, 'H1', 'rare')",
          "INSERT INTO custom_creature_keyword (creature_id, position, keyword) VALUES (7, 0, 'Devil')",
          "INSERT INTO custom_creature_power (creature_id, position, type, text) VALUES (7, 0, 'attack', "
          "'Sting')",
          "INSERT INTO creature_correction (name, set_name, size, rarity) VALUES ('Aarakocra', 'Some Set', "
          "4, "
          "'visible')"})
        QVERIFY2(query.exec(QLatin1String(statement)), qPrintable(query.lastError().text()));

    const SchemaMigrator current = SchemaMigrator::forFile(DatabaseFile::User);
    QVERIFY(!current.migrate(connection->database()));
    QCOMPARE(version(connection->database()), current.latestVersion());
    QVERIFY(query.exec(QStringLiteral(
        "SELECT c.name, c.collector_number, c.rarity, k.keyword, p.text FROM custom_creature c "
        "JOIN custom_creature_keyword k ON k.creature_id = c.id "
        "JOIN custom_creature_power p ON p.creature_id = c.id WHERE c.id = 7")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("Invented Imp"));
    QCOMPARE(query.value(1).toString(), QStringLiteral("H1"));
    QCOMPARE(query.value(2).toString(), QStringLiteral("rare"));
    QCOMPARE(query.value(3).toString(), QStringLiteral("Devil"));
    QCOMPARE(query.value(4).toString(), QStringLiteral("Sting"));
    QVERIFY(
        query.exec(QStringLiteral("SELECT size, rarity FROM creature_correction WHERE name = 'Aarakocra'")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), 4);
    // The new rarities are accepted now.
    QVERIFY2(query.exec(QStringLiteral("UPDATE creature_correction SET rarity = 'very rare'")),
             qPrintable(query.lastError().text()));
}

void TestSchemaMigrator::refusesADatabaseNewerThanTheCode()
{
    const auto connection = openDatabase();
    QVERIFY(connection);
    const SchemaMigrator migrator = SchemaMigrator::forFile(DatabaseFile::User);
    const int tooNew = migrator.latestVersion() + 1;
    QSqlQuery query(connection->database());
    QVERIFY(query.exec(QStringLiteral("PRAGMA user_version = %1").arg(tooNew)));

    const std::optional<StorageError> error = migrator.migrate(connection->database());
    QVERIFY(error);
    QCOMPARE(error->code, StorageErrorCode::TooNew);
    QVERIFY2(error->toString().contains(QStringLiteral("test.sqlite")), qPrintable(error->toString()));
    QVERIFY2(error->detail.contains(QString::number(tooNew)), qPrintable(error->detail));
    QCOMPARE(version(connection->database()), tooNew);
    QVERIFY(tables(connection->database()).isEmpty());
}

void TestSchemaMigrator::rollsBackABrokenMigration()
{
    const auto connection = openDatabase();
    QVERIFY(connection);
    const SchemaMigrator migrator(test::testDataPath(QStringLiteral("storage/migrations/broken")));
    QCOMPARE(migrator.latestVersion(), 2);

    const std::optional<StorageError> error = migrator.migrate(connection->database());
    QVERIFY(error);
    QCOMPARE(error->code, StorageErrorCode::MigrationFailed);
    QVERIFY2(error->detail.contains(QStringLiteral("0002_half_done.sql")), qPrintable(error->detail));
    QVERIFY2(error->detail.contains(QStringLiteral("no_such_table")), qPrintable(error->detail));
    // 0001 stays applied; nothing of 0002 does.
    QCOMPARE(version(connection->database()), 1);
    QCOMPARE(tables(connection->database()), QStringList{QStringLiteral("thing")});
    QSqlQuery query(connection->database());
    QVERIFY(query.exec(QStringLiteral("SELECT label FROM thing")) && query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("kept; with a semicolon"));
}

void TestSchemaMigrator::refusesMisnumberedMigrations()
{
    const auto connection = openDatabase();
    QVERIFY(connection);
    const SchemaMigrator migrator(test::testDataPath(QStringLiteral("storage/migrations/gap")));
    const std::optional<StorageError> error = migrator.migrate(connection->database());
    QVERIFY(error);
    QCOMPARE(error->code, StorageErrorCode::BadMigrations);
    QVERIFY2(error->detail.contains(QStringLiteral("0003_third.sql")), qPrintable(error->detail));
    QCOMPARE(version(connection->database()), 0);
    QVERIFY(tables(connection->database()).isEmpty());
}

void TestSchemaMigrator::refusesAFileThatIsNotADatabase()
{
    QFile file(m_directory->filePath(QStringLiteral("notes.sqlite")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(2048, 'x'));
    file.close();
    const auto connection = openDatabase(QStringLiteral("notes.sqlite"));
    QVERIFY(connection);
    const std::optional<StorageError> error =
        SchemaMigrator::forFile(DatabaseFile::User).migrate(connection->database());
    QVERIFY(error);
    QCOMPARE(error->code, StorageErrorCode::NotADatabase);
}

QTEST_GUILESS_MAIN(TestSchemaMigrator)
#include "tst_schema_migrator.moc"
