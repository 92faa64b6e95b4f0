// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/catalog_search.h"

#include "query/query_compiler.h"
#include "storage/card_repository.h"

namespace ddm {

CatalogSearchResult searchCatalog(const CardRepository& cards, const QString& query)
{
    CatalogSearchResult result;
    if (query.trimmed().isEmpty()) {
        result.everything = true;
        return result;
    }
    std::variant<CompiledQuery, QueryError> compiled = QueryCompiler::compile(query);
    if (QueryError* error = std::get_if<QueryError>(&compiled)) {
        result.error = std::move(*error);
        return result;
    }
    const CompiledQuery& sql = std::get<CompiledQuery>(compiled);
    // The proxy sorts; ordering by id spares SQLite a sort by name.
    result.ids = cards.creatureIds(sql.whereSql, sql.bindings, QStringLiteral("card.id"));
    return result;
}

} // namespace ddm
