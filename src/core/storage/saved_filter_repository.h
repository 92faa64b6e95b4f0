// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/edit_result.h"

#include <QList>
#include <QString>

namespace ddm {

class CardDatabase;

// A filter the user named, kept in the user database in the order the user gave the list.
struct SavedFilter {
    qint64 id = 0;
    QString name;
    QString query;

    bool operator==(const SavedFilter&) const = default;
};

// The saved filters of the catalog browser (table `saved_filter`). Positions run 0..n-1 in list
// order. Names are unique; saving under a name that exists replaces that filter's query in place.
// Lives no longer than its CardDatabase.
class SavedFilterRepository {
public:
    explicit SavedFilterRepository(const CardDatabase& database);

    QList<SavedFilter> all() const; // in list order
    // Adds a filter at the end, or replaces the query of the one named `name` (trimmed, compared
    // exactly). Name and query must not be blank. The result's id is the filter's.
    EditResult save(const QString& name, const QString& query);
    EditResult remove(qint64 id);
    // Moves the filter to `position` (clamped to the list), shifting the others.
    EditResult move(qint64 id, int position);

private:
    std::optional<EditError> renumber(const QList<qint64>& order);

    const CardDatabase& m_database;
};

} // namespace ddm
