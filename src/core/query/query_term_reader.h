// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "query/query_error.h"
#include "query/query_lexer.h"
#include "query/query_node.h"

#include <variant>

namespace ddm {

// Turns one field token (kw:elf, cost:10..20, f:civ, size>=large) into its condition, or names
// what is wrong with it: unknown field, missing value, bad number or range, unknown choice, an
// operator the field does not take. '!=' comes back as a Not node.
class QueryTermReader {
public:
    static std::variant<QueryNode, QueryError> read(const QueryToken& token);
};

} // namespace ddm
