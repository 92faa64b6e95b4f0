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

} // namespace ddm
