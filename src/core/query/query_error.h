// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ddm {

enum class QueryErrorCode {
    UnknownField,        // "foo:" is not a field
    MissingValue,        // "cost:" or "" with nothing to look for
    BadNumber,           // "cost<abc"
    BadRange,            // "cost:20..10", "cost:5..", "cost>1..5"
    UnsupportedOperator, // "kw<3": only numbers and sizes compare
    UnknownValue,        // "f:feywild", "is:shiny"
    AmbiguousValue,      // "is:c" (champion or custom)
    EmptyGroup,          // "()"
    UnclosedGroup,       // "(kw:elf"
    UnmatchedClose,      // "kw:elf)"
    DanglingOperator,    // "or kw:elf", "kw:elf or"
    DanglingNegation,    // "-", "- kw:elf", "-)"
    UnterminatedQuote,   // "\"fire giant"
    TooComplex,          // more terms or deeper parentheses than anyone types
};

// What is wrong with a filter and where: `position` and `length` are QString (UTF-16) offsets into
// the query so the GUI can underline the culprit; `message` is plain English for a tooltip.
struct QueryError {
    int position = 0;
    int length = 0;
    QString message;
    QueryErrorCode code = QueryErrorCode::UnknownField;
};

} // namespace ddm
