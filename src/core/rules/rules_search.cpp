// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/rules_search.h"

#include "rules/glossary_headword.h"
#include "rules/rules_repository.h"
#include "storage/sql_query.h"

#include <QRegularExpression>
#include <QSet>
#include <QSqlQuery>

#include <algorithm>

namespace ddm {
namespace {

constexpr int kHitExcerptWords = 24;
constexpr int kCandidatesPerHit = 5; // rows fetched per hit wanted: duplicates and re-ranking need room
constexpr int kMinCandidates = 100;

const QChar kOpen(0x02);
const QChar kClose(0x03);

QStringList wordsOf(const QString& text)
{
    static const QRegularExpression word(QStringLiteral(R"([\p{L}\p{N}]+)"));
    QStringList words;
    QRegularExpressionMatchIterator it = word.globalMatch(text);
    while (it.hasNext())
        words.append(it.next().captured(0).toLower());
    return words;
}

QSet<QString> wordSet(const QString& text)
{
    const QStringList words = wordsOf(text);
    return QSet<QString>(words.begin(), words.end());
}

QString hitExcerpt(const QString& text)
{
    const QStringList words = text.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    return words.size() <= kHitExcerptWords ? words.join(QLatin1Char(' '))
                                         : words.mid(0, kHitExcerptWords).join(QLatin1Char(' ')) + QStringLiteral(" …");
}

// FTS5's snippet with \x02 … \x03 around the hits, as plain text and spans.
void takeSnippet(RulesSearchHit& hit, const QString& marked)
{
    qsizetype start = -1;
    for (const QChar c : marked) {
        if (c == kOpen) {
            start = hit.snippet.size();
        } else if (c == kClose) {
            if (start >= 0)
                hit.highlights.append({start, hit.snippet.size() - start});
            start = -1;
        } else {
            hit.snippet.append(c == QLatin1Char('\n') ? QLatin1Char(' ') : c);
        }
    }
}

} // namespace

RulesSearch::RulesSearch(const RulesRepository& rules)
    : m_rules(rules)
{
}

QString RulesSearch::ftsExpression(const QString& text, bool any)
{
    // Balanced double quotes keep phrases together; any other quote is just a character.
    QStringList terms;
    static const QRegularExpression quoted(QStringLiteral(R"re("([^"]*)")re"));
    QString rest = text;
    QRegularExpressionMatchIterator it = quoted.globalMatch(text);
    while (it.hasNext()) {
        const QStringList words = wordsOf(it.next().captured(1));
        if (!words.isEmpty())
            terms.append(QStringLiteral("\"%1\"").arg(words.join(QLatin1Char(' '))));
    }
    rest.remove(quoted);
    for (const QString& chunk : rest.split(QRegularExpression(QStringLiteral(R"(\s+)")), Qt::SkipEmptyParts)) {
        const QStringList words = wordsOf(chunk);
        if (words.isEmpty())
            continue;
        // "611.3" and "set-up" stay together; every term may be the start of a longer word.
        const QString term = QStringLiteral("\"%1\"").arg(words.join(QLatin1Char(' ')));
        terms.append(words.last().size() >= 2 ? term + QLatin1Char('*') : term);
    }
    terms.removeDuplicates();
    return terms.join(any ? QStringLiteral(" OR ") : QStringLiteral(" "));
}

bool RulesSearch::allowed(const RulesDocumentInfo& document, const RulesSearchQuery& query) const
{
    return (!query.game || document.game == *query.game) && (query.documents.isEmpty() || query.documents.contains(document.key));
}

QList<RulesSearchHit> RulesSearch::exactHits(const RulesSearchQuery& query) const
{
    const QString text = query.text.trimmed();
    QList<RulesSearchHit> hits;
    auto addEntry = [&](const std::optional<RuleEntryView>& entry) {
        if (!entry || !allowed(entry->document, query))
            return;
        RulesSearchHit hit{entry->item, RulesSearchHit::Match::Exact, entry->document.key, entry->document.title,
                           entryKindName(entry->kind), {}, hitExcerpt(entry->text), {}};
        hit.title = QStringList{entry->number, entry->title}.join(QLatin1Char(' ')).trimmed();
        hits.append(hit);
    };
    auto addTerm = [&](const QString& key, RulesSearchHit::Match match) {
        const std::optional<GlossaryTermView> term = m_rules.glossary(key).term;
        if (!term)
            return;
        for (const GlossaryVersion& version : term->versions) {
            if (allowed(version.document, query)) {
                hits.append({term->item, match, version.document.key, version.document.title, QStringLiteral("glossary"),
                             version.headword, hitExcerpt(version.text), {}});
                return;
            }
        }
    };
    std::optional<RulesItemId> id = RulesItemId::fromString(text);
    if (!id && text.startsWith(QLatin1String("ddm://")))
        id = RulesItemId::fromUrl(QUrl(text));
    if (id) {
        if (id->kind == RulesItemId::Kind::Glossary)
            addTerm(id->key, RulesSearchHit::Match::Exact);
        else
            addEntry(m_rules.entry(*id));
        return hits;
    }
    static const QRegularExpression code(QStringLiteral(R"(^[A-Za-z]\d$)"));
    const bool looksLikeCode = code.match(text).hasMatch();
    const std::optional<RuleEntryView> step =
        looksLikeCode ? m_rules.entry({RulesItemId::Kind::QuickRef, text.toUpper()}) : std::nullopt;
    if (step && text.at(0).isUpper())
        addEntry(step); // "R6" is the round step before chapter 6
    addEntry(m_rules.rule(text).entry);
    if (step && !text.at(0).isUpper())
        addEntry(step);
    if (const std::optional<QString> key = m_rules.termKey(text, false))
        addTerm(*key, RulesSearchHit::Match::Headword);
    return hits;
}

// "611.3.a Cover": rules and quick-reference entries carry their number, so that the many entries titled
// "Cover" are told apart.
QString RulesSearch::numberedTitle(const RulesItemId& item, const QString& title)
{
    const bool numbered = item.kind == RulesItemId::Kind::Rule || item.kind == RulesItemId::Kind::QuickRef;
    if (!numbered || item.key.isEmpty() || title.startsWith(item.key))
        return title;
    return QStringList{item.key, title}.join(QLatin1Char(' ')).trimmed();
}

QList<RulesSearchHit> RulesSearch::textHits(const RulesSearchQuery& query, bool any) const
{
    const QString expression = ftsExpression(query.text, any);
    if (expression.isEmpty())
        return {};
    QString where = QStringLiteral("search_text MATCH ?");
    QVariantList bindings{expression};
    if (query.game) {
        where += QStringLiteral(" AND si.game = ?");
        bindings.append(rulesGameName(*query.game));
    }
    if (!query.documents.isEmpty()) {
        where += QStringLiteral(" AND d.key IN (%1)").arg(QStringList(query.documents.size(), QStringLiteral("?")).join(QLatin1Char(',')));
        for (const QString& key : query.documents)
            bindings.append(key);
    }
    bindings.append(std::max(kMinCandidates, query.limit * kCandidatesPerHit));
    const QString sql = QStringLiteral("SELECT si.item, si.kind, si.title, si.headword, d.key, d.title, "
                                       "snippet(search_text, 1, char(2), char(3), '…', 16) "
                                       "FROM %1 JOIN %2 si ON si.id = search_text.rowid JOIN %3 d ON d.id = si.document_id "
                                       "WHERE %4 ORDER BY bm25(search_text, 10.0, 1.0) LIMIT ?")
                            .arg(m_rules.table(QStringLiteral("search_text")), m_rules.table(QStringLiteral("search_item")),
                                 m_rules.table(QStringLiteral("document")), where);
    const QSet<QString> wanted = wordSet(query.text);
    QList<RulesSearchHit> hits;
    QSqlQuery rows = selectRows(m_rules.connection(), sql, bindings);
    while (rows.next()) {
        RulesSearchHit hit;
        hit.item = RulesItemId::fromString(rows.value(0).toString()).value_or(RulesItemId{});
        hit.kind = rows.value(1).toString();
        hit.title = numberedTitle(hit.item, rows.value(2).toString());
        // A glossary headword, a title or a defined term that is the query, in any word order, comes first.
        hit.match = RulesSearchHit::Match::Text;
        for (const QString& name : rows.value(3).toString().split(QLatin1Char('|'), Qt::SkipEmptyParts)) {
            if (!wanted.isEmpty() && wordSet(name) == wanted)
                hit.match = RulesSearchHit::Match::Headword;
        }
        hit.documentKey = rows.value(4).toString();
        hit.documentTitle = rows.value(5).toString();
        takeSnippet(hit, rows.value(6).toString());
        hits.append(hit);
    }
    std::stable_sort(hits.begin(), hits.end(),
                     [](const RulesSearchHit& a, const RulesSearchHit& b) { return int(a.match) < int(b.match); });
    return hits;
}

QList<RulesSearchHit> RulesSearch::search(const RulesSearchQuery& query) const
{
    QList<RulesSearchHit> found = exactHits(query);
    QList<RulesSearchHit> text = textHits(query, false);
    if (text.isEmpty() && wordsOf(query.text).size() > 1)
        text = textHits(query, true);
    found += text;
    QList<RulesSearchHit> hits;
    QSet<QString> seen;
    for (const RulesSearchHit& hit : std::as_const(found)) {
        const QString id = hit.item.toString();
        if (seen.contains(id))
            continue;
        seen.insert(id);
        hits.append(hit);
        if (hits.size() >= query.limit)
            break;
    }
    return hits;
}

} // namespace ddm
