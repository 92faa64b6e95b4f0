// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "query/query_parser.h"

#include "query/query_lexer.h"
#include "query/query_term_reader.h"

#include <optional>

namespace ddm {
namespace {

using Parsed = std::optional<QueryNode>;

bool startsOperand(QueryTokenType type)
{
    return type == QueryTokenType::Word || type == QueryTokenType::Phrase || type == QueryTokenType::Field ||
           type == QueryTokenType::OpenParen || type == QueryTokenType::Minus;
}

// Grammar, lowest precedence first:
//   query   := [or]
//   or      := and ("or" and)*
//   and     := unary (["and"] unary)*
//   unary   := "-" unary | primary            ('-' touching what it negates)
//   primary := "(" or ")" | word | "phrase" | field
class Parser {
public:
    explicit Parser(const QString& query)
        : m_tokens(QueryLexer::tokenize(query))
    {
    }

    std::variant<QueryNode, QueryError> run()
    {
        if (current().type == QueryTokenType::End)
            return QueryNode{};
        Parsed node = parseOr();
        if (node && current().type != QueryTokenType::End)
            unmatchedClose();
        if (m_error)
            return *m_error;
        return std::move(*node);
    }

private:
    const QueryToken& current() const { return m_tokens.at(m_index); }
    void advance() { m_index = qMin(m_index + 1, m_tokens.size() - 1); }

    Parsed fail(QueryErrorCode code, int position, int length, const QString& message)
    {
        m_error = QueryError{position, length, message, code};
        return std::nullopt;
    }

    Parsed dangling(const QueryToken& op)
    {
        return fail(QueryErrorCode::DanglingOperator, op.position, op.length,
                    QStringLiteral("'%1' needs a term on each side").arg(op.text));
    }

    Parsed unmatchedClose()
    {
        return fail(QueryErrorCode::UnmatchedClose, current().position, 1,
                    QStringLiteral("')' has no matching '('"));
    }

    static QueryNode combine(QueryNodeKind kind, std::vector<QueryNode> children)
    {
        if (children.size() == 1)
            return std::move(children.front());
        QueryNode node;
        node.kind = kind;
        node.children = std::move(children);
        return node;
    }

    Parsed parseOr()
    {
        std::vector<QueryNode> alternatives;
        while (true) {
            Parsed branch = parseAnd();
            if (!branch)
                return std::nullopt;
            alternatives.push_back(std::move(*branch));
            if (current().type != QueryTokenType::Or)
                return combine(QueryNodeKind::Or, std::move(alternatives));
            const QueryToken& orToken = current();
            advance();
            if (!startsOperand(current().type))
                return dangling(orToken);
        }
    }

    Parsed parseAnd()
    {
        // Reached only where a term must start: at the beginning, after '(' or after 'or'.
        if (current().type == QueryTokenType::CloseParen)
            return unmatchedClose();
        if (!startsOperand(current().type))
            return dangling(current());
        std::vector<QueryNode> terms;
        while (true) {
            if (current().type == QueryTokenType::And) {
                const QueryToken& andToken = current();
                advance();
                if (!startsOperand(current().type))
                    return dangling(andToken);
            } else if (!startsOperand(current().type)) {
                return combine(QueryNodeKind::And, std::move(terms));
            }
            Parsed term = parseUnary();
            if (!term)
                return std::nullopt;
            terms.push_back(std::move(*term));
        }
    }

    // A run of '-' is read in a loop, not by recursion, so "------x" cannot exhaust the stack.
    Parsed parseUnary()
    {
        bool negated = false;
        while (current().type == QueryTokenType::Minus) {
            const int minus = current().position;
            advance();
            if (current().position != minus + 1 || !startsOperand(current().type)) {
                return fail(
                    QueryErrorCode::DanglingNegation, minus, 1,
                    QStringLiteral("'-' must be followed directly by a term or a (group) to leave out"));
            }
            negated = !negated;
        }
        Parsed operand = parsePrimary();
        if (!operand || !negated)
            return operand;
        QueryNode negation;
        negation.kind = QueryNodeKind::Not;
        negation.children.push_back(std::move(*operand));
        return negation;
    }

    Parsed parsePrimary()
    {
        const QueryToken& token = current();
        if (token.type == QueryTokenType::OpenParen)
            return parseGroup();
        if (++m_terms > QueryParser::kMaxTerms) {
            return fail(
                QueryErrorCode::TooComplex, token.position, token.length,
                QStringLiteral("too many terms: a filter takes at most %1").arg(QueryParser::kMaxTerms));
        }
        advance();
        if (token.type == QueryTokenType::Field) {
            std::variant<QueryNode, QueryError> term = QueryTermReader::read(token);
            if (const QueryError* error = std::get_if<QueryError>(&term))
                return fail(error->code, error->position, error->length, error->message);
            return std::get<QueryNode>(std::move(term));
        }
        if (token.unterminated) {
            return fail(QueryErrorCode::UnterminatedQuote, token.position, token.length,
                        QStringLiteral("the quote is never closed"));
        }
        if (token.text.isEmpty()) {
            return fail(QueryErrorCode::MissingValue, token.position, token.length,
                        QStringLiteral("nothing between the quotes"));
        }
        QueryNode name;
        name.kind = QueryNodeKind::Term;
        name.term.field = QueryField::Name;
        name.term.text = token.text;
        return name;
    }

    Parsed parseGroup()
    {
        const QueryToken& open = current();
        advance();
        if (current().type == QueryTokenType::CloseParen) {
            return fail(QueryErrorCode::EmptyGroup, open.position, current().position + 1 - open.position,
                        QStringLiteral("nothing between the parentheses"));
        }
        if (current().type == QueryTokenType::End)
            return unclosed(open);
        if (++m_depth > QueryParser::kMaxDepth) {
            return fail(
                QueryErrorCode::TooComplex, open.position, 1,
                QStringLiteral("parentheses nest too deep: at most %1 levels").arg(QueryParser::kMaxDepth));
        }
        Parsed inner = parseOr();
        --m_depth;
        if (!inner)
            return std::nullopt;
        if (current().type != QueryTokenType::CloseParen)
            return unclosed(open);
        advance();
        return inner;
    }

    Parsed unclosed(const QueryToken& open)
    {
        return fail(QueryErrorCode::UnclosedGroup, open.position, 1, QStringLiteral("'(' is never closed"));
    }

    QList<QueryToken> m_tokens;
    qsizetype m_index = 0;
    int m_depth = 0;
    int m_terms = 0;
    std::optional<QueryError> m_error;
};

} // namespace

std::variant<QueryNode, QueryError> QueryParser::parse(const QString& query)
{
    return Parser(query).run();
}

} // namespace ddm
