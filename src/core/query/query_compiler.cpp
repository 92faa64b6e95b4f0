// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "query/query_compiler.h"

#include "catalog/game_enums.h"
#include "query/query_choices.h"
#include "query/query_parser.h"

namespace ddm {
namespace {

QString escapeLike(const QString& text)
{
    QString escaped;
    escaped.reserve(text.size() + 2);
    for (QChar c : text) {
        if (c == u'\\' || c == u'%' || c == u'_')
            escaped.append(u'\\');
        // Catalog names mix ' and ’ (U+2019): either one typed finds both.
        if (c == u'\'' || c == u'\u2019')
            c = u'_';
        escaped.append(c);
    }
    return escaped;
}

QString columnOf(QueryField field)
{
    switch (field) {
    case QueryField::Cost:
        return QStringLiteral("card.cost");
    case QueryField::Level:
        return QStringLiteral("card.level");
    case QueryField::Hp:
        return QStringLiteral("card.hp");
    case QueryField::Ac:
        return QStringLiteral("card.ac");
    case QueryField::Fort:
        return QStringLiteral("card.fort");
    case QueryField::Ref:
        return QStringLiteral("card.ref");
    case QueryField::Will:
        return QStringLiteral("card.will");
    case QueryField::Speed:
        return QStringLiteral("card.speed");
    case QueryField::ChampionRating:
        return QStringLiteral("card.champion_rating");
    case QueryField::Owned:
        return QStringLiteral("card.owned");
    case QueryField::Size:
        return QStringLiteral("card.size");
    case QueryField::CollectorNumber:
        return QStringLiteral("CAST(card.collector_number AS INTEGER)");
    default:
        return {};
    }
}

bool isNullable(QueryField field)
{
    return field == QueryField::ChampionRating || field == QueryField::Size ||
           field == QueryField::CollectorNumber;
}

class Compiler {
public:
    CompiledQuery run(const QueryNode& node)
    {
        append(node);
        return {m_sql, m_bindings};
    }

private:
    void append(const QueryNode& node)
    {
        switch (node.kind) {
        case QueryNodeKind::All:
            m_sql += QLatin1String("1");
            return;
        case QueryNodeKind::Term:
            appendTerm(node.term);
            return;
        case QueryNodeKind::Not:
            m_sql += QLatin1String("NOT (");
            append(node.children.front());
            m_sql += QLatin1Char(')');
            return;
        case QueryNodeKind::And:
        case QueryNodeKind::Or: {
            const QLatin1String separator(node.kind == QueryNodeKind::And ? " AND " : " OR ");
            m_sql += QLatin1Char('(');
            for (std::size_t i = 0; i < node.children.size(); ++i) {
                if (i > 0)
                    m_sql += separator;
                append(node.children[i]);
            }
            m_sql += QLatin1Char(')');
            return;
        }
        }
    }

    void bind(const QVariant& value) { m_bindings.append(value); }

    void like(const char* column, const QString& words)
    {
        m_sql += QLatin1String(column) + QLatin1String(" LIKE ? ESCAPE '\\'");
        bind(QLatin1Char('%') + escapeLike(words) + QLatin1Char('%'));
    }

    void keyword(const QString& pattern)
    {
        m_sql += QLatin1String("EXISTS (SELECT 1 FROM card_keyword AS k WHERE k.card_id = card.id"
                               " AND k.keyword LIKE ? ESCAPE '\\')");
        bind(escapeLike(pattern).replace(u'*', u'%'));
    }

    void power(const char* condition, const QString& value)
    {
        m_sql += QLatin1String("EXISTS (SELECT 1 FROM card_power AS p WHERE p.card_id = card.id AND ") +
                 QLatin1String(condition) + QLatin1Char(')');
        bind(value);
    }

    void appendTerm(const QueryTerm& term)
    {
        switch (term.field) {
        case QueryField::Name:
            return like("card.name", term.text);
        case QueryField::Set:
            return like("card.set_name", term.text);
        case QueryField::Keyword:
            return keyword(term.text);
        case QueryField::Text:
            return power("p.text LIKE ? ESCAPE '\\'",
                         QLatin1Char('%') + escapeLike(term.text) + QLatin1Char('%'));
        case QueryField::PowerType:
            return power("p.type = ?", powerTypeName(PowerType(term.low)).toLower());
        case QueryField::Faction:
            m_sql += QLatin1String("(card.factions & ?) <> 0");
            return bind(term.low);
        case QueryField::Alignment:
            m_sql += QLatin1String("card.alignment = ?");
            return bind(alignmentName(Alignment(term.low)).toLower());
        case QueryField::Movement:
            m_sql += QLatin1String("card.movement = ?");
            return bind(movementModeName(MovementMode(term.low)).toLower());
        case QueryField::Rarity:
            m_sql += QLatin1String("card.rarity = ?");
            return bind(rarityName(Rarity(term.low)).toLower());
        case QueryField::Is:
            return appendFlag(QueryFlag(term.low));
        default:
            return compare(columnOf(term.field), isNullable(term.field), term);
        }
    }

    void appendFlag(QueryFlag flag)
    {
        switch (flag) {
        case QueryFlag::Unique:
            return keyword(QStringLiteral("Unique"));
        case QueryFlag::Champion:
            m_sql += QLatin1String("card.champion_rating IS NOT NULL");
            return;
        case QueryFlag::Custom:
            m_sql += QLatin1String("card.origin = ?");
            return bind(QStringLiteral("custom"));
        case QueryFlag::Owned:
            m_sql += QLatin1String("card.owned > 0");
            return;
        }
    }

    // "x IS NOT NULL AND x < ?" is false, not NULL, for a card without the value, so NOT works.
    void compare(const QString& column, bool nullable, const QueryTerm& term)
    {
        if (nullable)
            m_sql += QLatin1Char('(') + column + QLatin1String(" IS NOT NULL AND ");
        m_sql += column;
        switch (term.comparison) {
        case QueryComparison::Equal:
            m_sql += QLatin1String(" = ?");
            break;
        case QueryComparison::Less:
            m_sql += QLatin1String(" < ?");
            break;
        case QueryComparison::LessOrEqual:
            m_sql += QLatin1String(" <= ?");
            break;
        case QueryComparison::Greater:
            m_sql += QLatin1String(" > ?");
            break;
        case QueryComparison::GreaterOrEqual:
            m_sql += QLatin1String(" >= ?");
            break;
        case QueryComparison::Between:
            m_sql += QLatin1String(" BETWEEN ? AND ?");
            break;
        }
        bind(term.low);
        if (term.comparison == QueryComparison::Between)
            bind(term.high);
        if (nullable)
            m_sql += QLatin1Char(')');
    }

    QString m_sql;
    QVariantList m_bindings;
};

} // namespace

std::variant<CompiledQuery, QueryError> QueryCompiler::compile(const QString& query)
{
    std::variant<QueryNode, QueryError> parsed = QueryParser::parse(query);
    if (const QueryError* error = std::get_if<QueryError>(&parsed))
        return *error;
    return compile(std::get<QueryNode>(parsed));
}

CompiledQuery QueryCompiler::compile(const QueryNode& node)
{
    return Compiler().run(node);
}

} // namespace ddm
