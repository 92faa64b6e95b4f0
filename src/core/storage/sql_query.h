#pragma once

#include "storage/edit_result.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>

#include <optional>

namespace ddm {

// Runs a read with positional bindings. A failure means a broken database or a bad fragment from
// code, never bad user input, so it is logged and the query simply yields no rows.
QSqlQuery selectRows(const QSqlDatabase& database, const QString& sql, const QVariantList& bindings = {});

// Runs a statement of an edit (a write, or a check before one) with positional bindings; a refusal
// becomes an EditError naming the database's reason.
std::optional<EditError> execute(QSqlQuery& query, const QString& sql, const QVariantList& bindings);

// Runs `edit` inside a transaction on `database`: committed when it returns no error, rolled back
// otherwise. `edit` must finish its queries before it returns.
template <typename Edit> std::optional<EditError> inTransaction(QSqlDatabase database, Edit edit)
{
    if (!database.transaction())
        return EditError{EditErrorCode::Database, {}, QStringLiteral("cannot start a transaction")};
    std::optional<EditError> error = edit();
    if (!error && !database.commit())
        error = EditError{EditErrorCode::Database, {}, QStringLiteral("cannot commit the change")};
    if (error)
        database.rollback();
    return error;
}

} // namespace ddm
