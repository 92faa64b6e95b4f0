// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/catalog_importer.h"

#include "storage/creature_writer.h"
#include "storage/database_file.h"
#include "storage/file_replacement.h"
#include "storage/schema_migrator.h"
#include "storage/scoped_connection.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

namespace ddm {
namespace {

CatalogError fileError(const QString& message)
{
    return {-1, {}, message};
}

CatalogError fileError(const StorageError& error)
{
    return fileError(error.toString());
}

struct ImportInfo {
    QString sourceName;
    int creatureCount = 0;
    int setCount = 0;
    int figureCount = 0;
};

std::optional<CatalogError> exec(const QSqlDatabase& database, const QString& statement)
{
    QSqlQuery query(database);
    if (query.exec(statement))
        return std::nullopt;
    return fileError(QStringLiteral("%1: %2 failed: %3")
                         .arg(database.databaseName(), statement, query.lastError().databaseText()));
}

std::optional<CatalogError> insertCatalog(const QSqlDatabase& database, const QList<Creature>& creatures,
                                          const ImportInfo& info)
{
    CreatureWriter writer(database, CreatureTable::Catalog);
    for (qsizetype index = 0; index < creatures.size(); ++index) {
        if (writer.insert(creatures.at(index)) == 0) {
            return CatalogError{index, creatures.at(index).name,
                                QStringLiteral("cannot be stored: %1").arg(writer.lastError())};
        }
    }
    QSqlQuery query(database);
    query.prepare(QStringLiteral("INSERT INTO import_info (key, value) VALUES (?, ?)"));
    const QList<std::pair<QString, QString>> values{
        {QStringLiteral("source_file"), info.sourceName},
        {QStringLiteral("imported_at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
        {QStringLiteral("creature_count"), QString::number(info.creatureCount)},
        {QStringLiteral("set_count"), QString::number(info.setCount)},
        {QStringLiteral("supplement_figures"), QString::number(info.figureCount)}};
    for (const auto& [key, value] : values) {
        query.bindValue(0, key);
        query.bindValue(1, value);
        if (!query.exec())
            return fileError(
                QStringLiteral("cannot record %1: %2").arg(key, query.lastError().databaseText()));
    }
    return std::nullopt;
}

// Builds the whole catalog in `path`. The file is renamed into place only on success, so it needs
// no journal and no syncing while it is written.
std::optional<CatalogError> writeCatalog(const QString& path, const QList<Creature>& creatures,
                                         const ImportInfo& info)
{
    ScopedConnection connection(QStringLiteral("import"));
    if (std::optional<StorageError> error = connection.open(path))
        return fileError(*error);
    QSqlDatabase database = connection.database();
    std::optional<CatalogError> error = exec(database, QStringLiteral("PRAGMA journal_mode = OFF"));
    if (!error)
        error = exec(database, QStringLiteral("PRAGMA synchronous = OFF"));
    if (error)
        return error;
    if (std::optional<StorageError> migration =
            SchemaMigrator::forFile(DatabaseFile::Catalog).migrate(database))
        return fileError(*migration);
    if (!database.transaction())
        return fileError(QStringLiteral("%1: cannot start a transaction: %2")
                             .arg(path, database.lastError().databaseText()));
    error = insertCatalog(database, creatures, info);
    if (!error && !database.commit())
        error =
            fileError(QStringLiteral("%1: cannot commit: %2").arg(path, database.lastError().databaseText()));
    if (error)
        database.rollback();
    return error;
}

} // namespace

CatalogImportResult CatalogImporter::importFile(const QString& jsonPath, const QString& dataDirectory,
                                                const CatalogImportOptions& options)
{
    CatalogImportResult failed;
    QFile file(jsonPath);
    if (!file.open(QIODevice::ReadOnly)) {
        failed.errors.append(
            fileError(QStringLiteral("cannot read %1: %2").arg(jsonPath, file.errorString())));
        return failed;
    }
    const bool besideCatalog = options.supplementDirectory.isEmpty();
    const QString supplement = besideCatalog ? QFileInfo(jsonPath).dir().filePath(QStringLiteral("ddmdb"))
                                             : options.supplementDirectory;
    SupplementState state = SupplementState::NotWanted;
    DdmdbReadResult figures;
    if (!options.withoutSupplement) {
        const bool present = QFileInfo::exists(QDir(supplement).filePath(DdmdbReader::fileNames().first()));
        state = present || !besideCatalog ? SupplementState::Read : SupplementState::Absent;
        if (state == SupplementState::Read)
            figures = DdmdbReader::readDirectory(supplement);
        if (!figures.ok()) {
            failed.errors.append(fileError(figures.error->toString()));
            return failed;
        }
    }
    CatalogImportResult result =
        importBytes(file.readAll(), QFileInfo(jsonPath).absoluteFilePath(), dataDirectory, figures.figures);
    result.supplement = state;
    result.supplementDirectory = QDir::cleanPath(supplement);
    return result;
}

CatalogImportResult CatalogImporter::importBytes(const QByteArray& json, const QString& sourceName,
                                                 const QString& dataDirectory,
                                                 const QList<DdmdbFigure>& figures)
{
    CatalogImportResult result;
    CatalogReadResult read = CatalogJsonReader::read(json);
    if (!read.ok()) {
        result.errors = read.errors;
        return result;
    }
    result.facts = joinCardFacts(read.creatures, figures);
    QSet<QString> sets;
    for (const Creature& creature : read.creatures)
        sets.insert(creature.set);
    const ImportInfo info{sourceName, static_cast<int>(read.creatures.size()), static_cast<int>(sets.size()),
                          static_cast<int>(figures.size())};

    FileReplacement replacement(databaseFilePath(dataDirectory, DatabaseFile::Catalog),
                                databaseImportPattern(DatabaseFile::Catalog));
    std::optional<CatalogError> error;
    if (const std::optional<QString> problem = replacement.open())
        error = fileError(*problem);
    if (!error)
        error = writeCatalog(replacement.temporaryPath(), read.creatures, info);
    if (!error) {
        if (const std::optional<QString> problem = replacement.commit())
            error = fileError(*problem);
    }
    if (error) {
        result.errors.append(*error);
        return result;
    }
    result.creatureCount = info.creatureCount;
    result.setCount = info.setCount;
    return result;
}

} // namespace ddm
