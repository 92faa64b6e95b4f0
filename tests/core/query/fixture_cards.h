// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Invented cards in tables named like the session views (card, card_keyword, card_power), so the
// compiled filters run against SQLite and a test can assert which cards they find.

#include "query/compiled_query.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace ddm::test {

// Opens an in-memory database named `connection` holding the fixture cards; fails the test on error.
QSqlDatabase openFixtureDatabase(const QString& connection);

// Every fixture card name, sorted.
QStringList allFixtureNames();

// The names of the cards `query` finds, sorted; a QString error text in `error` if SQLite refused it.
QStringList runCompiledQuery(const QSqlDatabase& db, const CompiledQuery& query, QString* error = nullptr);

} // namespace ddm::test
