// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
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

// The savepoint inTransaction() wraps an edit in. A savepoint outside any transaction begins one and
// its release commits it; inside another edit's it nests, so several repository edits run as one
// transaction (CustomCardsTransfer) and a failed inner edit is undone alone.
std::optional<EditError> beginSavepoint(const QSqlDatabase& database);
std::optional<EditError> releaseSavepoint(const QSqlDatabase& database);
void rollBackSavepoint(const QSqlDatabase& database);

// Runs `edit` inside a savepoint on `database`: kept (committed, when outermost) when it returns no
// error, rolled back otherwise. Edits nest: an edit made inside another's `edit` joins its
// transaction. `edit` must finish its queries before it returns.
template <typename Edit> std::optional<EditError> inTransaction(const QSqlDatabase& database, Edit edit)
{
    if (std::optional<EditError> error = beginSavepoint(database))
        return error;
    std::optional<EditError> error = edit();
    if (!error)
        error = releaseSavepoint(database);
    if (error)
        rollBackSavepoint(database);
    return error;
}

} // namespace ddm
