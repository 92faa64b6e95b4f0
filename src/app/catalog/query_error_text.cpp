// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/query_error_text.h"

#include "query/query_choices.h"
#include "query/query_field.h"

namespace ddm::gui {
namespace {

constexpr int kCloseEnough = 2; // edits at most for "did you mean"

// The field a value error is about: the word before the operator that precedes the value.
std::optional<QueryField> fieldBefore(const QString& query, int valuePosition)
{
    int end = qBound(0, valuePosition, int(query.size()));
    while (end > 0 && QStringView(u":=<>!\"").contains(query.at(end - 1)))
        --end;
    int start = end;
    while (start > 0 && (query.at(start - 1).isLetter() || query.at(start - 1) == u'-'))
        --start;
    if (start < end && query.at(start) == u'-')
        ++start; // a negation, not part of the name
    return findQueryField(QStringView(query).mid(start, end - start));
}

QString choiceList(const QList<QueryChoice>& choices)
{
    QStringList names;
    for (const QueryChoice& choice : choices)
        names.append(choice.name);
    return names.join(QStringLiteral(", "));
}

} // namespace

QString QueryErrorText::describe(const QueryError& error, const QString& query)
{
    const QString culprit = query.mid(error.position, error.length);
    switch (error.code) {
    case QueryErrorCode::UnknownField: {
        const NearestFieldName nearest = nearestQueryFieldName(culprit);
        if (nearest.distance <= kCloseEnough && nearest.distance < culprit.size())
            return tr("Unknown field “%1”. Did you mean “%2”?").arg(culprit, nearest.name);
        return tr("Unknown field “%1”. The help button lists the fields with examples.").arg(culprit);
    }
    case QueryErrorCode::MissingValue:
        return tr("“%1” needs a value.").arg(culprit);
    case QueryErrorCode::BadNumber:
        return tr("“%1” is not a whole number.").arg(culprit);
    case QueryErrorCode::BadRange:
        return tr("“%1” is not a range: write low..high, as in cost:10..20.").arg(culprit);
    case QueryErrorCode::UnsupportedOperator:
        return tr("“%1” does not compare here: only numbers and sizes take <, <=, > and >=.").arg(culprit);
    case QueryErrorCode::UnknownValue:
        if (const std::optional<QueryField> field = fieldBefore(query, error.position))
            return tr("“%1” is not a value of this field. Try one of: %2.")
                .arg(culprit, choiceList(queryChoices(*field)));
        return tr("“%1” is not a value of this field.").arg(culprit);
    case QueryErrorCode::AmbiguousValue:
        if (const std::optional<QueryField> field = fieldBefore(query, error.position))
            return tr("“%1” could mean %2: type more letters.")
                .arg(culprit, choiceList(matchQueryChoice(*field, culprit)));
        return tr("“%1” could mean several values: type more letters.").arg(culprit);
    case QueryErrorCode::EmptyGroup:
        return tr("There is nothing between the parentheses.");
    case QueryErrorCode::UnclosedGroup:
        return tr("This “(” is never closed.");
    case QueryErrorCode::UnmatchedClose:
        return tr("This “)” has no matching “(”.");
    case QueryErrorCode::DanglingOperator:
        return tr("“%1” needs a term on each side.").arg(culprit);
    case QueryErrorCode::DanglingNegation:
        return tr("“-” must be followed directly by a term or a (group) to leave out.");
    case QueryErrorCode::UnterminatedQuote:
        return tr("The quote is never closed.");
    case QueryErrorCode::TooComplex:
        return tr("The filter is too complex: use fewer terms or parentheses.");
    }
    return error.message;
}

QString QueryErrorText::html(const QueryError& error, const QString& query)
{
    const int start = qBound(0, error.position, int(query.size()));
    const int length = qMax(1, error.length); // a missing ")" at the end still gets a caret
    const QString caret = QString(start, QLatin1Char(' ')) + QString(length, QLatin1Char('^'));
    //: The position is counted in characters from 1.
    const QString where = tr("At character %1: %2").arg(start + 1).arg(describe(error, query));
    return QStringLiteral("<pre style=\"margin:0\">%1\n%2</pre>%3")
        .arg(query.toHtmlEscaped(), caret, where.toHtmlEscaped());
}

} // namespace ddm::gui
