// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "query/query_error.h"
#include "query/query_node.h"

#include <QString>

#include <variant>

namespace ddm {

// Reads the card filter language (fields in query_field.cpp, examples in query_examples.cpp):
//   words and "phrases" search names; field:value terms (kw:elf, cost<=20, o:"slide 2"), with
//   operators : = != < <= > >= (comparisons for numbers and sizes only); ranges cost:10..20
//   (inclusive); fixed values by any unambiguous beginning (f:civ); '-' touching a term or a
//   (group) leaves it out; 'or'; terms side by side (or joined by 'and') must all hold; or/and in
//   any case. Precedence: '-' binds tightest, then AND, then OR. Only '"' quotes: an
//   apostrophe is an ordinary character (king's).
// A malformed filter gives the first problem with its position; an empty one matches every card.
class QueryParser {
public:
    // Deeper nesting or more terms than a person types is refused, which bounds the recursion
    // here and the size of the SQL expression SQLite must parse.
    static constexpr int kMaxDepth = 32;
    static constexpr int kMaxTerms = 256;

    static std::variant<QueryNode, QueryError> parse(const QString& query);
};

} // namespace ddm
