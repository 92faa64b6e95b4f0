// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/rules_importer.h"

#include "rules/document_kind.h"
#include "rules/rules_corpus.h"
#include "rules/rules_document_parser.h"
#include "rules/rules_writer.h"
#include "storage/database_file.h"
#include "storage/file_replacement.h"
#include "storage/schema_migrator.h"
#include "storage/scoped_connection.h"

#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>

namespace ddm {
namespace {

ParseProblem fileProblem(const QString& file, const QString& message)
{
    return {file, 0, message};
}

std::optional<QString> exec(const QSqlDatabase& database, const QString& statement)
{
    QSqlQuery query(database);
    if (query.exec(statement))
        return std::nullopt;
    return QStringLiteral("%1 failed: %2").arg(statement, query.lastError().databaseText());
}

// Builds the whole rules database in `path`: it is renamed into place only on success, so it needs
// no journal and no syncing while it is written.
std::optional<QString> writeDatabase(const QString& path, const RulesCorpus& corpus, const QString& sourceName)
{
    ScopedConnection connection(QStringLiteral("rules-import"));
    if (std::optional<StorageError> error = connection.open(path))
        return error->toString();
    QSqlDatabase database = connection.database();
    std::optional<QString> error = exec(database, QStringLiteral("PRAGMA journal_mode = OFF"));
    if (!error)
        error = exec(database, QStringLiteral("PRAGMA synchronous = OFF"));
    if (error)
        return error;
    if (std::optional<StorageError> migration = SchemaMigrator::forFile(DatabaseFile::Rules).migrate(database))
        return migration->toString();
    if (!database.transaction())
        return QStringLiteral("%1: cannot start a transaction: %2").arg(path, database.lastError().databaseText());
    error = RulesWriter(database).write(corpus, sourceName);
    if (!error && !database.commit())
        error = QStringLiteral("%1: cannot commit: %2").arg(path, database.lastError().databaseText());
    if (error)
        database.rollback();
    return error;
}

} // namespace

RulesImportResult RulesImporter::importDirectory(const QString& directory, const QString& dataDirectory)
{
    RulesImportResult result;
    const QDir dir(directory);
    if (!QFileInfo(directory).isDir()) {
        result.problems.append(fileProblem(directory, QStringLiteral("is not a readable folder")));
        return result;
    }
    QList<RulesDocument> documents;
    for (const QFileInfo& file : dir.entryInfoList(QDir::Files | QDir::Readable, QDir::Name)) {
        RulesParseResult parsed = RulesDocumentParser::parseFile(file.absoluteFilePath());
        if (!parsed.document) {
            result.skipped += parsed.problems;
            continue;
        }
        result.problems += parsed.problems;
        documents.append(std::move(*parsed.document));
    }
    if (!result.problems.isEmpty())
        return result;
    RulesImportResult imported = importDocuments(documents, dir.absolutePath(), dataDirectory);
    imported.skipped = result.skipped;
    return imported;
}

RulesImportResult RulesImporter::importDocuments(const QList<RulesDocument>& documents, const QString& sourceName,
                                                 const QString& dataDirectory)
{
    RulesImportResult result;
    for (qsizetype i = 0; i < documents.size(); ++i) {
        for (qsizetype j = 0; j < i; ++j) {
            if (documents.at(i).kind == documents.at(j).kind)
                result.problems.append(fileProblem(documents.at(i).sourceFile,
                                                   QStringLiteral("is the same document as %1").arg(documents.at(j).sourceFile)));
        }
    }
    if (documents.isEmpty())
        result.problems.append(fileProblem(sourceName, QStringLiteral("holds no rule document this program knows")));
    if (!result.problems.isEmpty())
        return result;

    const RulesCorpus corpus = RulesCorpus::build(documents);
    FileReplacement replacement(databaseFilePath(dataDirectory, DatabaseFile::Rules),
                                databaseImportPattern(DatabaseFile::Rules));
    std::optional<QString> error = replacement.open();
    if (!error)
        error = writeDatabase(replacement.temporaryPath(), corpus, sourceName);
    if (!error)
        error = replacement.commit();
    if (error) {
        result.problems.append(fileProblem(dataDirectory, *error));
        return result;
    }
    for (const RulesDocument& document : corpus.documents)
        result.documents.append({document.sourceFile, document.kind, int(document.entries.size()), int(document.glossary.size())});
    result.termCount = int(corpus.glossary.groups().size());
    result.linkCount = int(corpus.links.size());
    for (const RulesLink& link : corpus.links) {
        result.correctedLinks += link.status == LinkStatus::Corrected ? 1 : 0;
        result.unverifiedLinks += link.status == LinkStatus::Unverified ? 1 : 0;
        result.brokenLinks += link.status == LinkStatus::Broken ? 1 : 0;
    }
    return result;
}

} // namespace ddm
