// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "query/query_field.h"

#include <QString>
#include <QStringList>

namespace ddm {

enum class CompletionTarget {
    FieldOrName, // a bare word: the start of a field name ("kw:") or part of a card name
    FieldValue,  // the value of `field`
    Nothing,     // inside a quoted name, after ')', or after an unknown field
};

// What is being typed at the cursor. The GUI replaces [start, cursor) with the chosen candidate.
struct CompletionContext {
    CompletionTarget target = CompletionTarget::FieldOrName;
    QueryField field = QueryField::Name; // FieldValue only
    int start = 0;
    QString typed;       // the text between start and the cursor, without quotes
    bool quoted = false; // the value being typed opened a quote
};

// Completion for the filter box. Fixed value lists (factions, alignments, sizes, movement, power
// types, is:) are built in; keywords and set names come from the caller (the card repository).
class QueryCompletion {
public:
    explicit QueryCompletion(QStringList keywords = {}, QStringList setNames = {});

    static CompletionContext contextAt(const QString& query, int cursor);

    // The texts that may replace what is typed, case-insensitive matches only: those beginning with
    // it first, then those containing it (keywords and sets). Field names end with ':'; values
    // with spaces or parentheses come quoted.
    QStringList candidates(const CompletionContext& context) const;
    QStringList candidates(const QString& query, int cursor) const;

private:
    QStringList m_keywords;
    QStringList m_setNames;
};

} // namespace ddm
