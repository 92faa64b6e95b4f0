// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "query/query_error.h"

#include <QList>
#include <QString>

#include <optional>

namespace ddm {

class CardRepository;

// What a filter found: the ids of the matching creatures, everything (a blank filter), or why the
// filter cannot be read.
struct CatalogSearchResult {
    std::optional<QueryError> error; // set: nothing else is
    bool everything = false;         // a blank filter: show every creature
    QList<qint64> ids;

    bool ok() const { return !error.has_value(); }
};

// The filter-to-results step the filter bar runs on each keystroke: compile, then one query.
CatalogSearchResult searchCatalog(const CardRepository& cards, const QString& query);

} // namespace ddm
