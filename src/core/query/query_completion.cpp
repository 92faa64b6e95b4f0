// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "query/query_completion.h"

#include "query/query_choices.h"
#include "query/query_lexer.h"

#include <utility>

namespace ddm {
namespace {

bool needsQuotes(const QString& value)
{
    for (QChar c : value) {
        if (c.isSpace() || c == u'(' || c == u')')
            return true;
    }
    return false;
}

// Candidates beginning with `typed` first, then (if `containing`) those with it elsewhere.
QStringList matching(const QStringList& words, const QString& typed, bool containing)
{
    QStringList begun;
    QStringList inside;
    for (const QString& word : words) {
        if (word.startsWith(typed, Qt::CaseInsensitive))
            begun.append(word);
        else if (containing && word.contains(typed, Qt::CaseInsensitive))
            inside.append(word);
    }
    return begun + inside;
}

} // namespace

QueryCompletion::QueryCompletion(QStringList keywords, QStringList setNames)
    : m_keywords(std::move(keywords))
    , m_setNames(std::move(setNames))
{
}

CompletionContext QueryCompletion::contextAt(const QString& query, int cursor)
{
    cursor = qBound(0, cursor, int(query.size()));
    const QList<QueryToken> tokens = QueryLexer::tokenize(query.left(cursor));
    CompletionContext context{CompletionTarget::FieldOrName, QueryField::Name, cursor, QString(), false};
    if (tokens.size() < 2) // only End: nothing typed, or only white space before the cursor
        return context;
    const QueryToken& last = tokens.at(tokens.size() - 2);
    if (last.position + last.length != cursor)
        return context; // white space between the last token and the cursor: a new term starts
    switch (last.type) {
    case QueryTokenType::Word:
    case QueryTokenType::Or:
    case QueryTokenType::And:
        return {CompletionTarget::FieldOrName, QueryField::Name, last.position, last.text, false};
    case QueryTokenType::Field:
        if (const std::optional<QueryField> field = findQueryField(last.fieldName))
            return {CompletionTarget::FieldValue, *field, last.valuePosition, last.text, last.quoted};
        break;
    case QueryTokenType::Minus:
    case QueryTokenType::OpenParen:
        return context;
    default:
        break;
    }
    return {CompletionTarget::Nothing, QueryField::Name, cursor, QString(), false};
}

QStringList QueryCompletion::candidates(const CompletionContext& context) const
{
    if (context.target == CompletionTarget::FieldOrName) {
        QStringList names;
        for (const QueryFieldInfo& info : queryFields()) {
            for (const QString& name : info.names)
                names.append(name + QLatin1Char(':'));
        }
        return matching(names, context.typed, false);
    }
    if (context.target == CompletionTarget::Nothing)
        return {};
    QStringList values;
    if (context.field == QueryField::Keyword) {
        values = matching(m_keywords, context.typed, true);
    } else if (context.field == QueryField::Set) {
        values = matching(m_setNames, context.typed, true);
    } else {
        for (const QueryChoice& choice : queryChoices(context.field))
            values.append(choice.name);
        values = matching(values, context.typed, false);
    }
    for (QString& value : values) {
        if (context.quoted || needsQuotes(value))
            value = QLatin1Char('"') + value + QLatin1Char('"');
    }
    return values;
}

QStringList QueryCompletion::candidates(const QString& query, int cursor) const
{
    return candidates(contextAt(query, cursor));
}

} // namespace ddm
