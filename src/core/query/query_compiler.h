// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "query/compiled_query.h"
#include "query/query_error.h"
#include "query/query_node.h"

#include <QString>

#include <variant>

namespace ddm {

// Turns a filter into a WHERE fragment over the session views `card`, `card_keyword` and
// `card_power` (database/session_views.sql), for `SELECT card.id FROM card WHERE <whereSql>`.
// Every value is a bound parameter; LIKE patterns escape % _ and \ with ESCAPE '\'.
// Matching: names, set names and power text contain the words (ASCII case-insensitive, as SQLite's
// LIKE; a straight or curly apostrophe matches either); keywords match whole, and '*' in a keyword
// stands for any letters (kw:dragon* finds Dragon and Dragonborn). Every condition is true or false,
// never NULL, so '-' leaves out exactly the cards a term finds (a card of unknown size is
// "-size:large").
class QueryCompiler {
public:
    static std::variant<CompiledQuery, QueryError> compile(const QString& query);
    static CompiledQuery compile(const QueryNode& node);
};

} // namespace ddm
