// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "query/query_term_reader.h"

#include "query/query_choices.h"

#include <QStringList>

#include <optional>

namespace ddm {
namespace {

constexpr int kCloseEnough = 2; // edits at most for "did you mean"

QString quoted(const QString& text)
{
    return QLatin1Char('\'') + text + QLatin1Char('\'');
}

// Lists words as "a, b or c".
QString oneOf(const QStringList& words)
{
    if (words.size() < 2)
        return words.value(0);
    return words.first(words.size() - 1).join(QLatin1String(", ")) + QLatin1String(" or ") + words.last();
}

QueryComparison comparisonOf(QueryOperator op)
{
    switch (op) {
    case QueryOperator::Less:
        return QueryComparison::Less;
    case QueryOperator::LessOrEqual:
        return QueryComparison::LessOrEqual;
    case QueryOperator::Greater:
        return QueryComparison::Greater;
    case QueryOperator::GreaterOrEqual:
        return QueryComparison::GreaterOrEqual;
    default:
        return QueryComparison::Equal;
    }
}

bool isOrdering(QueryOperator op)
{
    return comparisonOf(op) != QueryComparison::Equal;
}

class TermReader {
public:
    TermReader(const QueryToken& token, const QueryFieldInfo& info)
        : m_token(token)
        , m_info(info)
    {
    }

    std::variant<QueryNode, QueryError> read()
    {
        QueryNode node;
        node.kind = QueryNodeKind::Term;
        node.term.field = m_info.field;
        node.term.comparison = comparisonOf(m_token.op);
        switch (m_info.kind) {
        case QueryValueKind::Text:
            node.term.text = m_token.text;
            break;
        case QueryValueKind::Choice:
            if (!readChoice(m_token.text, valueStart(), node.term.low))
                return *m_error;
            break;
        case QueryValueKind::OrderedChoice:
        case QueryValueKind::Number:
            if (!readOrdered(node.term))
                return *m_error;
            break;
        }
        if (m_token.op != QueryOperator::NotEqual)
            return node;
        QueryNode negation;
        negation.kind = QueryNodeKind::Not;
        negation.children.push_back(std::move(node));
        return negation;
    }

private:
    // Where the value's text starts, after an opening quote.
    int valueStart() const { return m_token.valuePosition + (m_token.quoted ? 1 : 0); }
    QString typedField() const { return m_token.fieldName + queryOperatorText(m_token.op); }

    bool fail(QueryErrorCode code, int position, int length, const QString& message)
    {
        m_error = QueryError{position, length, message, code};
        return false;
    }

    bool readOrdered(QueryTerm& term)
    {
        const QString& value = m_token.text;
        const qsizetype dots = value.indexOf(QLatin1String(".."));
        if (dots < 0)
            return readScalar(value, valueStart(), term.low);
        if (m_token.op != QueryOperator::Colon && m_token.op != QueryOperator::Equal) {
            return fail(QueryErrorCode::BadRange, m_token.operatorPosition,
                        int(queryOperatorText(m_token.op).size()),
                        QStringLiteral("a range goes after ':', as in %1:10..20").arg(m_token.fieldName));
        }
        const QString lowText = value.left(dots);
        const QString highText = value.mid(dots + 2);
        if (lowText.isEmpty() || highText.isEmpty() || highText.contains(QLatin1String(".."))) {
            return fail(QueryErrorCode::BadRange, m_token.valuePosition, m_token.valueLength,
                        QStringLiteral("%1 is not a range: write low..high, as in %2:10..20")
                            .arg(quoted(value), m_token.fieldName));
        }
        if (!readScalar(lowText, valueStart(), term.low) ||
            !readScalar(highText, valueStart() + int(dots) + 2, term.high))
            return false;
        if (term.low > term.high) {
            return fail(QueryErrorCode::BadRange, m_token.valuePosition, m_token.valueLength,
                        QStringLiteral("the range %1 runs backwards: write %2..%3")
                            .arg(quoted(value), highText, lowText));
        }
        term.comparison = QueryComparison::Between;
        return true;
    }

    bool readScalar(const QString& text, int position, int& result)
    {
        if (m_info.kind == QueryValueKind::OrderedChoice)
            return readChoice(text, position, result);
        bool digitsOnly = !text.isEmpty() && text.size() <= 9; // no overflow, no sign, no spaces
        for (QChar c : text)
            digitsOnly = digitsOnly && c >= u'0' && c <= u'9';
        if (!digitsOnly) {
            return fail(QueryErrorCode::BadNumber, position, int(text.size()),
                        QStringLiteral("%1 is not a whole number (%2 takes numbers like %3:5 or %3<=20)")
                            .arg(quoted(text), typedField(), m_token.fieldName));
        }
        result = text.toInt();
        return true;
    }

    bool readChoice(const QString& text, int position, int& code)
    {
        const QList<QueryChoice> matches = matchQueryChoice(m_info.field, text);
        QStringList names;
        for (const QueryChoice& match : matches) {
            if (match.code != matches.first().code)
                names.append(match.name);
        }
        if (!matches.isEmpty() && names.isEmpty()) {
            code = matches.first().code;
            return true;
        }
        if (matches.isEmpty()) {
            for (const QueryChoice& choice : queryChoices(m_info.field))
                names.append(choice.name);
            return fail(QueryErrorCode::UnknownValue, position, int(text.size()),
                        QStringLiteral("%1 takes %2, not %3").arg(typedField(), oneOf(names), quoted(text)));
        }
        names.clear();
        for (const QueryChoice& match : matches)
            names.append(match.name);
        return fail(QueryErrorCode::AmbiguousValue, position, int(text.size()),
                    QStringLiteral("%1 could be %2: type more letters").arg(quoted(text), oneOf(names)));
    }

    const QueryToken& m_token;
    const QueryFieldInfo& m_info;
    std::optional<QueryError> m_error;
};

QueryError unknownField(const QueryToken& token)
{
    const NearestFieldName nearest = nearestQueryFieldName(token.fieldName);
    QString message = QStringLiteral("unknown field %1").arg(quoted(token.fieldName));
    if (nearest.distance <= kCloseEnough && nearest.distance < token.fieldName.size()) {
        message += QStringLiteral("; did you mean %1?").arg(quoted(nearest.name));
    } else {
        QStringList names;
        for (const QueryFieldInfo& info : queryFields())
            names.append(info.names.first());
        message += QStringLiteral("; fields are %1").arg(oneOf(names));
    }
    return {token.position, int(token.fieldName.size()), message, QueryErrorCode::UnknownField};
}

} // namespace

std::variant<QueryNode, QueryError> QueryTermReader::read(const QueryToken& token)
{
    const std::optional<QueryField> field = findQueryField(token.fieldName);
    if (!field)
        return unknownField(token);
    const QString typed = token.fieldName + queryOperatorText(token.op);
    if (token.unterminated) {
        return QueryError{token.valuePosition, token.valueLength,
                          QStringLiteral("the quote after %1 is never closed").arg(typed),
                          QueryErrorCode::UnterminatedQuote};
    }
    if (token.text.isEmpty()) {
        return QueryError{token.position, token.length, QStringLiteral("%1 needs a value").arg(quoted(typed)),
                          QueryErrorCode::MissingValue};
    }
    const QueryFieldInfo& info = queryFieldInfo(*field);
    const bool ordered = info.kind == QueryValueKind::Number || info.kind == QueryValueKind::OrderedChoice;
    if (!ordered && isOrdering(token.op)) {
        return QueryError{token.operatorPosition, int(queryOperatorText(token.op).size()),
                          QStringLiteral("%1 does not compare: use %2:value, or -%2:value to leave out")
                              .arg(quoted(token.fieldName), token.fieldName),
                          QueryErrorCode::UnsupportedOperator};
    }
    return TermReader(token, info).read();
}

} // namespace ddm
