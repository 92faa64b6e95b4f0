// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/sql_query.h"

#include <QLoggingCategory>
#include <QSqlError>

namespace ddm {
namespace {

Q_LOGGING_CATEGORY(lcStorage, "ddm.storage")

bool run(QSqlQuery& query, const QString& sql, const QVariantList& bindings)
{
    if (!query.prepare(sql))
        return false;
    for (qsizetype i = 0; i < bindings.size(); ++i)
        query.bindValue(static_cast<int>(i), bindings.at(i));
    return query.exec();
}

const QString kSavepoint = QStringLiteral("edit");

} // namespace

QSqlQuery selectRows(const QSqlDatabase& database, const QString& sql, const QVariantList& bindings)
{
    QSqlQuery query(database);
    query.setForwardOnly(true);
    if (!run(query, sql, bindings))
        qCWarning(lcStorage) << "query failed:" << query.lastError().text() << "in" << sql;
    return query;
}

std::optional<EditError> execute(QSqlQuery& query, const QString& sql, const QVariantList& bindings)
{
    if (run(query, sql, bindings))
        return std::nullopt;
    return EditError{EditErrorCode::Database, {}, query.lastError().databaseText()};
}

std::optional<EditError> beginSavepoint(const QSqlDatabase& database)
{
    QSqlQuery query(database);
    if (query.exec(QStringLiteral("SAVEPOINT ") + kSavepoint))
        return std::nullopt;
    return EditError{EditErrorCode::Database, {},
                     QStringLiteral("cannot start a transaction: %1").arg(query.lastError().databaseText())};
}

std::optional<EditError> releaseSavepoint(const QSqlDatabase& database)
{
    QSqlQuery query(database);
    if (query.exec(QStringLiteral("RELEASE ") + kSavepoint))
        return std::nullopt;
    return EditError{EditErrorCode::Database, {},
                     QStringLiteral("cannot commit the change: %1").arg(query.lastError().databaseText())};
}

void rollBackSavepoint(const QSqlDatabase& database)
{
    // ROLLBACK TO undoes the changes but keeps the savepoint open; RELEASE then closes it.
    QSqlQuery query(database);
    if (!query.exec(QStringLiteral("ROLLBACK TO ") + kSavepoint) ||
        !query.exec(QStringLiteral("RELEASE ") + kSavepoint))
        qCWarning(lcStorage) << "rollback failed:" << query.lastError().text();
}

} // namespace ddm
