// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "query/query_lexer.h"

#include <array>
#include <utility>

namespace ddm {
namespace {

// Two-character operators first so "<=" is not read as "<" followed by "=".
constexpr std::array<std::pair<QueryOperator, const char*>, 7> kOperators{{
    {QueryOperator::NotEqual, "!="},
    {QueryOperator::LessOrEqual, "<="},
    {QueryOperator::GreaterOrEqual, ">="},
    {QueryOperator::Colon, ":"},
    {QueryOperator::Equal, "="},
    {QueryOperator::Less, "<"},
    {QueryOperator::Greater, ">"},
}};

bool endsWord(QChar c)
{
    return c.isSpace() || c == u'(' || c == u')' || c == u'"';
}
bool isAsciiLetter(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

class Lexer {
public:
    explicit Lexer(const QString& query)
        : m_query(query)
        , m_size(int(query.size()))
    {
    }

    QList<QueryToken> run()
    {
        QList<QueryToken> tokens;
        int at = 0;
        while (true) {
            while (at < m_size && m_query[at].isSpace())
                ++at;
            if (at == m_size)
                break;
            tokens.append(next(at));
            at = tokens.constLast().position + tokens.constLast().length;
        }
        QueryToken end;
        end.position = m_size;
        tokens.append(end);
        return tokens;
    }

private:
    QueryToken next(int at) const
    {
        const QChar c = m_query[at];
        if (c == u'(')
            return simple(QueryTokenType::OpenParen, at);
        if (c == u')')
            return simple(QueryTokenType::CloseParen, at);
        if (c == u'-')
            return simple(QueryTokenType::Minus, at);
        if (c == u'"') {
            QueryToken phrase = simple(QueryTokenType::Phrase, at);
            readQuoted(at, phrase.text, phrase.length, phrase.unterminated);
            return phrase;
        }
        return word(at);
    }

    static QueryToken simple(QueryTokenType type, int at)
    {
        QueryToken token;
        token.type = type;
        token.position = at;
        token.length = 1;
        return token;
    }

    // Reads "..." starting at the quote; `length` includes both quotes.
    void readQuoted(int quote, QString& text, int& length, bool& unterminated) const
    {
        const int close = int(m_query.indexOf(u'"', quote + 1));
        unterminated = close < 0;
        const int stop = unterminated ? m_size : close;
        text = m_query.mid(quote + 1, stop - quote - 1);
        length = stop - quote + (unterminated ? 0 : 1);
    }

    QueryToken word(int start) const
    {
        int end = start;
        while (end < m_size && !endsWord(m_query[end]))
            ++end;
        int nameEnd = start;
        while (nameEnd < end && isAsciiLetter(m_query[nameEnd]))
            ++nameEnd;
        if (nameEnd > start) {
            for (const auto& [op, text] : kOperators) {
                const QLatin1StringView spelling(text);
                if (QStringView(m_query).sliced(nameEnd, end - nameEnd).startsWith(spelling))
                    return field(start, nameEnd, op, int(spelling.size()), end);
            }
        }
        QueryToken token;
        token.type = QueryTokenType::Word;
        token.position = start;
        token.length = end - start;
        token.text = m_query.mid(start, end - start);
        if (token.text.compare(QLatin1StringView("or"), Qt::CaseInsensitive) == 0)
            token.type = QueryTokenType::Or;
        else if (token.text.compare(QLatin1StringView("and"), Qt::CaseInsensitive) == 0)
            token.type = QueryTokenType::And;
        return token;
    }

    QueryToken field(int start, int nameEnd, QueryOperator op, int opLength, int wordEnd) const
    {
        QueryToken token;
        token.type = QueryTokenType::Field;
        token.position = start;
        token.fieldName = m_query.mid(start, nameEnd - start);
        token.op = op;
        token.operatorPosition = nameEnd;
        token.valuePosition = nameEnd + opLength;
        if (token.valuePosition == wordEnd && wordEnd < m_size && m_query[wordEnd] == u'"') {
            token.quoted = true;
            readQuoted(wordEnd, token.text, token.valueLength, token.unterminated);
        } else {
            token.valueLength = wordEnd - token.valuePosition;
            token.text = m_query.mid(token.valuePosition, token.valueLength);
        }
        token.length = token.valuePosition + token.valueLength - start;
        return token;
    }

    const QString& m_query;
    int m_size;
};

} // namespace

QList<QueryToken> QueryLexer::tokenize(const QString& query)
{
    return Lexer(query).run();
}

QString queryOperatorText(QueryOperator op)
{
    for (const auto& [candidate, text] : kOperators) {
        if (candidate == op)
            return QString::fromLatin1(text);
    }
    return {};
}

} // namespace ddm
