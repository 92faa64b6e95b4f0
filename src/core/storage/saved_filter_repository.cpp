// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/saved_filter_repository.h"

#include "storage/card_database.h"
#include "storage/sql_query.h"

namespace ddm {
namespace {

EditError filterNotFound(qint64 id)
{
    return {EditErrorCode::NotFound, QStringLiteral("id"),
            QStringLiteral("there is no saved filter %1").arg(id)};
}

} // namespace

SavedFilterRepository::SavedFilterRepository(const CardDatabase& database)
    : m_database(database)
{
}

QList<SavedFilter> SavedFilterRepository::all() const
{
    QList<SavedFilter> filters;
    QSqlQuery rows =
        selectRows(m_database.connection(),
                   QStringLiteral("SELECT id, name, query FROM saved_filter ORDER BY position, id"));
    while (rows.next())
        filters.append({rows.value(0).toLongLong(), rows.value(1).toString(), rows.value(2).toString()});
    return filters;
}

EditResult SavedFilterRepository::save(const QString& name, const QString& query)
{
    const QString trimmedName = name.trimmed();
    const QString trimmedQuery = query.trimmed();
    if (trimmedName.isEmpty())
        return {0, EditError{EditErrorCode::MissingField, QStringLiteral("name"),
                             QStringLiteral("a saved filter needs a name")}};
    if (trimmedQuery.isEmpty())
        return {0, EditError{EditErrorCode::MissingField, QStringLiteral("query"),
                             QStringLiteral("the filter \"%1\" is empty").arg(trimmedName)}};
    qint64 id = 0;
    const std::optional<EditError> error =
        inTransaction(m_database.connection(), [&]() -> std::optional<EditError> {
            QSqlQuery query(m_database.connection());
            if (auto failed = execute(query, QStringLiteral("SELECT id FROM saved_filter WHERE name = ?"),
                                      {trimmedName}))
                return failed;
            if (query.next()) {
                id = query.value(0).toLongLong();
                query.finish();
                return execute(query, QStringLiteral("UPDATE saved_filter SET query = ? WHERE id = ?"),
                               {trimmedQuery, id});
            }
            query.finish();
            if (auto failed =
                    execute(query,
                            QStringLiteral("INSERT INTO saved_filter (name, query, position) "
                                           "SELECT ?, ?, COALESCE(MAX(position) + 1, 0) FROM saved_filter"),
                            {trimmedName, trimmedQuery}))
                return failed;
            id = query.lastInsertId().toLongLong();
            return std::nullopt;
        });
    return error ? EditResult{0, error} : EditResult{id, std::nullopt};
}

EditResult SavedFilterRepository::remove(qint64 id)
{
    QList<qint64> order;
    for (const SavedFilter& filter : all())
        order.append(filter.id);
    if (!order.removeOne(id))
        return {0, filterNotFound(id)};
    const std::optional<EditError> error =
        inTransaction(m_database.connection(), [&]() -> std::optional<EditError> {
            QSqlQuery query(m_database.connection());
            if (auto failed = execute(query, QStringLiteral("DELETE FROM saved_filter WHERE id = ?"), {id}))
                return failed;
            query.finish();
            return renumber(order);
        });
    return error ? EditResult{0, error} : EditResult{id, std::nullopt};
}

EditResult SavedFilterRepository::move(qint64 id, int position)
{
    QList<qint64> order;
    for (const SavedFilter& filter : all())
        order.append(filter.id);
    const qsizetype from = order.indexOf(id);
    if (from < 0)
        return {0, filterNotFound(id)};
    order.move(from, qBound(qsizetype(0), qsizetype(position), order.size() - 1));
    const std::optional<EditError> error =
        inTransaction(m_database.connection(), [&] { return renumber(order); });
    return error ? EditResult{0, error} : EditResult{id, std::nullopt};
}

std::optional<EditError> SavedFilterRepository::renumber(const QList<qint64>& order)
{
    QSqlQuery query(m_database.connection());
    for (qsizetype position = 0; position < order.size(); ++position) {
        if (auto failed = execute(query, QStringLiteral("UPDATE saved_filter SET position = ? WHERE id = ?"),
                                  {int(position), order.at(position)}))
            return failed;
    }
    return std::nullopt;
}

} // namespace ddm
