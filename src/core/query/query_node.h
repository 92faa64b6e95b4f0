// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "query/query_field.h"

#include <QString>

#include <vector>

namespace ddm {

// '!=' does not appear: the parser turns "x!=v" into NOT (x = v), which also keeps cards whose
// value is unknown (a non-champion matches "cr!=3").
enum class QueryComparison { Equal, Less, LessOrEqual, Greater, GreaterOrEqual, Between };

// One condition on a card. Which members count depends on the field's QueryValueKind.
struct QueryTerm {
    QueryField field = QueryField::Name;
    QueryComparison comparison = QueryComparison::Equal;
    QString text; // Text fields: the words to find, without quotes
    int low = 0;  // Number and size: the number or rank (a range's low end); Choice: QueryChoice::code
    int high = 0; // Between only: the range's high end (inclusive)
};

enum class QueryNodeKind {
    All, // the empty query: every card
    Term,
    Not,
    And,
    Or,
};

// The parsed filter. Not has one child; And and Or have two or more.
struct QueryNode {
    QueryNodeKind kind = QueryNodeKind::All;
    QueryTerm term;
    std::vector<QueryNode> children;
};

} // namespace ddm
