// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/card_database.h"

#include "storage/database_file.h"
#include "storage/file_replacement.h"
#include "storage/schema_migrator.h"
#include "storage/sql_script.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

namespace ddm {
namespace {

// Checks one file, creates it when allowed and migrates it on a connection of its own, so the
// session only ever attaches files at the current schema.
std::optional<StorageError> prepareFile(const QString& path, DatabaseFile file, bool createIfMissing)
{
    const QFileInfo info(path);
    if (info.exists() && (!info.isFile() || !info.isReadable()))
        return StorageError{StorageErrorCode::Unreadable, path, QStringLiteral("is not a readable file")};
    if (!info.exists() && !createIfMissing)
        return StorageError{StorageErrorCode::FileMissing, path, QStringLiteral("does not exist")};
    ScopedConnection connection(QStringLiteral("migrate"));
    if (std::optional<StorageError> error = connection.open(path))
        return error;
    return SchemaMigrator::forFile(file).migrate(connection.database());
}

QStringList sessionViewStatements()
{
    QFile file(QStringLiteral(":/database/session_views.sql"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    return SqlScript::statements(QString::fromUtf8(file.readAll()));
}

StorageError notOpen(const QString& path)
{
    return StorageError{StorageErrorCode::SqlFailed, path, QStringLiteral("the session is not open")};
}

} // namespace

std::optional<StorageError> CardDatabase::open(const QString& dataDirectory, const QString& catalogFile)
{
    close();
    if (!QDir().mkpath(dataDirectory))
        return StorageError{StorageErrorCode::CannotCreateDirectory, dataDirectory,
                            QStringLiteral("cannot be created")};
    // An import killed before it finished left its temporary database behind.
    const QString userPath = databaseFilePath(dataDirectory, DatabaseFile::User);
    const QString rulesPath = databaseFilePath(dataDirectory, DatabaseFile::Rules);
    removeAbandonedReplacements(
        dataDirectory,
        {databaseImportPattern(DatabaseFile::Catalog), databaseImportPattern(DatabaseFile::Rules),
         interruptedCommitPattern(databaseFilePath(dataDirectory, DatabaseFile::Catalog)),
         interruptedCommitPattern(rulesPath)});
    m_createCatalog = catalogFile.isEmpty();
    const QString catalogPath = m_createCatalog ? databaseFilePath(dataDirectory, DatabaseFile::Catalog)
                                                : QFileInfo(catalogFile).absoluteFilePath();

    std::optional<StorageError> error = prepareFile(userPath, DatabaseFile::User, true);
    if (!error)
        error = prepareFile(rulesPath, DatabaseFile::Rules, true);
    if (!error)
        error = prepareFile(catalogPath, DatabaseFile::Catalog, m_createCatalog);
    if (error)
        return error;

    m_connection.emplace(QStringLiteral("session"));
    m_dataDirectory = QFileInfo(dataDirectory).absoluteFilePath();
    m_catalogPath = catalogPath;
    error = m_connection->open(userPath);
    if (!error)
        error = exec(QStringLiteral("PRAGMA foreign_keys = ON"), userPath);
    if (!error)
        error = attachRules();
    if (!error)
        error = attachCatalog();
    if (error)
        close();
    return error;
}

void CardDatabase::close()
{
    m_connection.reset();
    m_dataDirectory.clear();
    m_catalogPath.clear();
    m_catalogIsEmpty = true;
    m_catalogAttached = false;
    m_rulesAttached = false;
}

std::optional<StorageError> CardDatabase::detachCatalog()
{
    if (!isOpen())
        return notOpen(m_catalogPath);
    if (!m_catalogAttached)
        return std::nullopt;
    // The views name `catalog`, so they go first, and come back if the catalog cannot be let go.
    if (std::optional<StorageError> error = dropCatalogViews())
        return error;
    if (std::optional<StorageError> error = exec(QStringLiteral("DETACH DATABASE catalog"), m_catalogPath)) {
        createCatalogViews();
        return error;
    }
    m_catalogAttached = false;
    return std::nullopt;
}

std::optional<StorageError> CardDatabase::reattachCatalog()
{
    if (!isOpen())
        return notOpen(m_catalogPath);
    if (std::optional<StorageError> error =
            prepareFile(m_catalogPath, DatabaseFile::Catalog, m_createCatalog))
        return error;
    if (std::optional<StorageError> error = detachCatalog())
        return error;
    return attachCatalog();
}

std::optional<StorageError> CardDatabase::detachRules()
{
    const QString rulesPath = databaseFilePath(m_dataDirectory, DatabaseFile::Rules);
    if (!isOpen())
        return notOpen(rulesPath);
    if (!m_rulesAttached)
        return std::nullopt;
    if (std::optional<StorageError> error = exec(QStringLiteral("DETACH DATABASE rules"), rulesPath))
        return error;
    m_rulesAttached = false;
    return std::nullopt;
}

std::optional<StorageError> CardDatabase::reattachRules()
{
    const QString rulesPath = databaseFilePath(m_dataDirectory, DatabaseFile::Rules);
    if (!isOpen())
        return notOpen(rulesPath);
    if (std::optional<StorageError> error = prepareFile(rulesPath, DatabaseFile::Rules, true))
        return error;
    if (std::optional<StorageError> error = detachRules())
        return error;
    return attachRules();
}

QSqlDatabase CardDatabase::connection() const
{
    return m_connection ? m_connection->database() : QSqlDatabase();
}

std::optional<StorageError> CardDatabase::attachCatalog()
{
    if (std::optional<StorageError> error =
            exec(QStringLiteral("ATTACH DATABASE ? AS catalog"), m_catalogPath, m_catalogPath))
        return error;
    m_catalogAttached = true;
    if (std::optional<StorageError> error = createCatalogViews())
        return error;
    QSqlQuery query(connection());
    if (!query.exec(QStringLiteral("SELECT EXISTS (SELECT 1 FROM catalog.creature)")) || !query.next()) {
        return StorageError{
            StorageErrorCode::SqlFailed, m_catalogPath,
            QStringLiteral("cannot read the creatures: %1").arg(query.lastError().databaseText())};
    }
    m_catalogIsEmpty = !query.value(0).toBool();
    return std::nullopt;
}

std::optional<StorageError> CardDatabase::createCatalogViews()
{
    const QStringList views = sessionViewStatements();
    if (views.isEmpty()) // compiled into the library, so only a broken build gets here
        return StorageError{StorageErrorCode::SqlFailed, m_catalogPath,
                            QStringLiteral("the session views are missing")};
    for (const QString& statement : views) {
        if (std::optional<StorageError> error = exec(statement, m_dataDirectory))
            return error;
    }
    return std::nullopt;
}

std::optional<StorageError> CardDatabase::dropCatalogViews()
{
    QStringList views;
    QSqlQuery query(connection());
    query.exec(QStringLiteral("SELECT name FROM sqlite_temp_master WHERE type = 'view'"));
    while (query.next())
        views.append(query.value(0).toString());
    query.finish();
    for (const QString& view : std::as_const(views)) {
        const QString name = connection().driver()->escapeIdentifier(view, QSqlDriver::TableName);
        if (std::optional<StorageError> error = exec(QStringLiteral("DROP VIEW temp.") + name, m_catalogPath))
            return error;
    }
    return std::nullopt;
}

std::optional<StorageError> CardDatabase::attachRules()
{
    const QString rulesPath = databaseFilePath(m_dataDirectory, DatabaseFile::Rules);
    if (std::optional<StorageError> error =
            exec(QStringLiteral("ATTACH DATABASE ? AS rules"), rulesPath, rulesPath))
        return error;
    m_rulesAttached = true;
    return std::nullopt;
}

std::optional<StorageError> CardDatabase::exec(const QString& statement, const QString& path,
                                               const QVariant& value)
{
    QSqlQuery query(connection());
    query.prepare(statement);
    if (value.isValid())
        query.addBindValue(value);
    if (!query.exec()) {
        return StorageError{
            StorageErrorCode::SqlFailed, path,
            QStringLiteral("%1 failed: %2").arg(statement.left(80), query.lastError().databaseText())};
    }
    return std::nullopt;
}

} // namespace ddm
