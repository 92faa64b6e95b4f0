// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/schema_migrator.h"

#include "storage/sql_script.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace ddm {
namespace {

// SQLite's result code for "file is not a database" (SQLITE_NOTADB).
constexpr QLatin1String kNotADatabaseCode("26");

StorageError errorIn(const QSqlDatabase& database, StorageErrorCode code, const QString& detail)
{
    return {code, database.databaseName(), detail};
}

// Reads PRAGMA user_version; the first read of a file is where SQLite notices it is no database.
std::optional<StorageError> readVersion(const QSqlDatabase& database, int& version)
{
    QSqlQuery query(database);
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next()) {
        const QSqlError error = query.lastError();
        if (error.nativeErrorCode() == kNotADatabaseCode)
            return errorIn(database, StorageErrorCode::NotADatabase,
                           QStringLiteral("is not an SQLite database"));
        return errorIn(database, StorageErrorCode::Unreadable,
                       QStringLiteral("cannot be read: %1").arg(error.databaseText()));
    }
    version = query.value(0).toInt();
    return std::nullopt;
}

} // namespace

SchemaMigrator::SchemaMigrator(const QString& directory)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d{4})_\\w+\\.sql$"));
    const QStringList names = QDir(directory).entryList({QStringLiteral("*.sql")}, QDir::Files, QDir::Name);
    for (const QString& name : names) {
        const QRegularExpressionMatch match = pattern.match(name);
        const int expected = static_cast<int>(m_migrations.size()) + 1;
        if (!match.hasMatch()) {
            m_problem = QStringLiteral("migration file %1 is not named NNNN_name.sql").arg(name);
            break;
        }
        if (match.captured(1).toInt() != expected) {
            m_problem = QStringLiteral("migration file %1 should be number %2: migrations are numbered "
                                       "1, 2, 3 … without gaps or repeats")
                            .arg(name)
                            .arg(expected);
            break;
        }
        m_migrations.append({expected, QDir(directory).filePath(name)});
    }
    if (m_problem.isEmpty() && m_migrations.isEmpty())
        m_problem = QStringLiteral("no migration files in %1").arg(directory);
    if (!m_problem.isEmpty())
        m_migrations.clear();
}

SchemaMigrator SchemaMigrator::forFile(DatabaseFile file)
{
    return SchemaMigrator(QStringLiteral(":/database/") + databaseSchemaName(file));
}

int SchemaMigrator::latestVersion() const
{
    return m_migrations.isEmpty() ? 0 : m_migrations.last().version;
}

std::optional<StorageError> SchemaMigrator::migrate(const QSqlDatabase& database) const
{
    if (!m_problem.isEmpty())
        return errorIn(database, StorageErrorCode::BadMigrations, m_problem);
    int version = 0;
    if (std::optional<StorageError> error = readVersion(database, version))
        return error;
    if (version > latestVersion()) {
        return errorIn(database, StorageErrorCode::TooNew,
                       QStringLiteral("schema version %1 is newer than this program knows (%2); "
                                      "use a newer DDM Companion or another data directory")
                           .arg(version)
                           .arg(latestVersion()));
    }
    for (const Migration& migration : m_migrations) {
        if (migration.version <= version)
            continue;
        if (std::optional<StorageError> error = apply(database, migration))
            return error;
    }
    return std::nullopt;
}

std::optional<StorageError> SchemaMigrator::apply(const QSqlDatabase& database,
                                                  const Migration& migration) const
{
    const QString fileName = QFileInfo(migration.path).fileName();
    QFile file(migration.path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        return errorIn(
            database, StorageErrorCode::BadMigrations,
            QStringLiteral("cannot read migration %1: %2").arg(migration.path, file.errorString()));
    }
    QStringList statements = SqlScript::statements(QString::fromUtf8(file.readAll()));
    // PRAGMA takes no bound parameters; the number is ours, not outside input.
    statements.append(QStringLiteral("PRAGMA user_version = %1").arg(migration.version));

    QSqlDatabase connection = database;
    if (!connection.transaction()) {
        return errorIn(
            database, StorageErrorCode::SqlFailed,
            QStringLiteral("cannot start a transaction: %1").arg(connection.lastError().databaseText()));
    }
    for (const QString& statement : std::as_const(statements)) {
        QSqlQuery query(connection);
        if (!query.exec(statement)) {
            const QString reason = query.lastError().databaseText();
            query.finish();
            connection.rollback();
            return errorIn(
                database, StorageErrorCode::MigrationFailed,
                QStringLiteral("migration %1 failed (%2) in: %3").arg(fileName, reason, statement.left(200)));
        }
    }
    if (!connection.commit()) {
        const QString reason = connection.lastError().databaseText();
        connection.rollback();
        return errorIn(database, StorageErrorCode::MigrationFailed,
                       QStringLiteral("migration %1 could not be committed: %2").arg(fileName, reason));
    }
    return std::nullopt;
}

} // namespace ddm
