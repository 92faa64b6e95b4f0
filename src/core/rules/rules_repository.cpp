// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/rules_repository.h"

#include "catalog/text_matching.h"
#include "rules/glossary_headword.h"
#include "storage/card_database.h"
#include "storage/sql_query.h"

#include <QSqlQuery>

#include <algorithm>

namespace ddm {
namespace {

constexpr int kNearestRules = 3;
constexpr int kSimilarTerms = 5;

const QString kEntryColumns = QStringLiteral(
    "e.id, e.document_id, e.kind, e.key, e.number, e.title, e.text, e.parent_id, e.depth, e.page, e.line");

} // namespace

RulesRepository::RulesRepository(const CardDatabase& database)
    : RulesRepository(database.connection(), QStringLiteral("rules"))
{
}

RulesRepository::RulesRepository(const QSqlDatabase& database, const QString& schema)
    : m_database(database)
    , m_schema(schema)
{
}

RulesRepository::~RulesRepository() = default;

QString RulesRepository::table(const QString& name) const
{
    return m_schema.isEmpty() ? name : m_schema + QLatin1Char('.') + name;
}

void RulesRepository::loadDocuments() const
{
    if (m_documentsLoaded)
        return;
    m_documentsLoaded = true;
    QSqlQuery query = selectRows(m_database, QStringLiteral("SELECT id, key, title, date, authority, game, source_file "
                                                            "FROM %1 ORDER BY id").arg(table(QStringLiteral("document"))));
    while (query.next()) {
        RulesDocumentInfo info;
        info.id = query.value(0).toLongLong();
        info.key = query.value(1).toString();
        info.kind = documentKindFromKey(info.key).value_or(RulesDocumentKind::ComprehensiveRules);
        info.title = query.value(2).toString();
        info.date = query.value(3).toString();
        info.authority = DocumentAuthority(query.value(4).toInt());
        info.game = rulesGameFromName(query.value(5).toString()).value_or(RulesGame::Ddm);
        info.sourceFile = query.value(6).toString();
        m_documents.append(info);
    }
}

bool RulesRepository::isEmpty() const
{
    loadDocuments();
    return m_documents.isEmpty();
}

QList<RulesDocumentInfo> RulesRepository::documents() const
{
    loadDocuments();
    return m_documents;
}

std::optional<RulesDocumentInfo> RulesRepository::document(const QString& key) const
{
    loadDocuments();
    for (const RulesDocumentInfo& info : std::as_const(m_documents)) {
        if (info.key == key)
            return info;
    }
    return std::nullopt;
}

QList<RuleEntryView> RulesRepository::entries(const QString& where, const QVariantList& bindings, bool withNotes) const
{
    loadDocuments();
    QList<RuleEntryView> views;
    // Most entries have no notes: a flag spares them the second query.
    QSqlQuery query = selectRows(m_database, QStringLiteral("SELECT %1, EXISTS (SELECT 1 FROM %4 n WHERE n.entry_id = e.id) "
                                                            "FROM %2 e WHERE %3 ORDER BY e.ord")
                                                 .arg(kEntryColumns, table(QStringLiteral("entry")), where,
                                                      table(QStringLiteral("entry_note"))),
                                 bindings);
    QList<bool> hasNotes;
    while (query.next()) {
        RuleEntryView view;
        view.id = query.value(0).toLongLong();
        const qint64 documentId = query.value(1).toLongLong();
        for (const RulesDocumentInfo& info : std::as_const(m_documents)) {
            if (info.id == documentId)
                view.document = info;
        }
        view.kind = entryKindFromName(query.value(2).toString());
        view.key = query.value(3).toString();
        view.number = query.value(4).toString();
        view.title = query.value(5).toString();
        view.text = query.value(6).toString();
        view.parentId = query.value(7).toLongLong();
        view.depth = query.value(8).toInt();
        view.page = query.value(9).toInt();
        view.line = query.value(10).toInt();
        view.item = RulesItemId::ofEntry(view.document.kind, view.key);
        views.append(view);
        hasNotes.append(query.value(11).toBool());
    }
    if (withNotes) {
        for (qsizetype i = 0; i < views.size(); ++i) {
            if (!hasNotes.at(i))
                continue;
            RuleEntryView& view = views[i];
            QSqlQuery notes = selectRows(m_database, QStringLiteral("SELECT kind, text FROM %1 WHERE entry_id = ? ORDER BY ord")
                                                         .arg(table(QStringLiteral("entry_note"))),
                                         {view.id});
            while (notes.next()) {
                const NoteKind kind = notes.value(0).toString() == QLatin1String("note") ? NoteKind::Note : NoteKind::Example;
                view.notes.append({kind, notes.value(1).toString(), 0});
            }
        }
    }
    return views;
}

RuleLookup RulesRepository::rule(const QString& spelling) const
{
    RuleLookup lookup;
    lookup.query = spelling;
    lookup.number = RuleNumber::parse(spelling);
    if (!lookup.number)
        return lookup;
    const std::optional<RulesDocumentInfo> guide = document(QStringLiteral("crg"));
    if (!guide)
        return lookup;
    const QList<RuleEntryView> found = entries(QStringLiteral("e.document_id = ? AND e.key = ?"),
                                               {guide->id, lookup.number->toString()});
    if (!found.isEmpty())
        lookup.entry = found.first();
    else
        lookup.nearest = nearestRules(*lookup.number);
    return lookup;
}

QList<RuleEntryView> RulesRepository::nearestRules(const RuleNumber& number) const
{
    const std::optional<RulesDocumentInfo> guide = document(QStringLiteral("crg"));
    if (m_ruleNumbers.isEmpty() && guide) {
        QSqlQuery query = selectRows(m_database, QStringLiteral("SELECT key FROM %1 WHERE document_id = ? ORDER BY ord")
                                                     .arg(table(QStringLiteral("entry"))),
                                     {guide->id});
        while (query.next()) {
            if (const std::optional<RuleNumber> parsed = RuleNumber::parse(query.value(0).toString()))
                m_ruleNumbers.append(*parsed);
        }
    }
    std::optional<RuleNumber> ancestor = number.parent();
    while (ancestor && !m_ruleNumbers.contains(*ancestor))
        ancestor = ancestor->parent();
    QList<RuleNumber> candidates;
    for (const RuleNumber& existing : std::as_const(m_ruleNumbers)) {
        const bool sibling = ancestor ? existing.parent() == ancestor
                                      : existing.level() == EntryKind::Chapter || existing.level() == EntryKind::Section;
        if (sibling)
            candidates.append(existing);
    }
    std::stable_sort(candidates.begin(), candidates.end(), [&number](const RuleNumber& a, const RuleNumber& b) {
        return a.distanceTo(number) < b.distanceTo(number);
    });
    candidates = candidates.mid(0, kNearestRules);
    std::sort(candidates.begin(), candidates.end());
    if (ancestor)
        candidates.prepend(*ancestor);
    QList<RuleEntryView> nearest;
    for (const RuleNumber& candidate : std::as_const(candidates)) {
        const QList<RuleEntryView> found = entries(QStringLiteral("e.document_id = ? AND e.key = ?"),
                                                   {guide->id, candidate.toString()}, false);
        nearest += found;
    }
    return nearest;
}

std::optional<RuleEntryView> RulesRepository::entry(const RulesItemId& id) const
{
    QString documentKey;
    QString key = id.key;
    switch (id.kind) {
    case RulesItemId::Kind::Rule:
        documentKey = QStringLiteral("crg");
        if (const std::optional<RuleNumber> number = RuleNumber::parse(key))
            key = number->toString();
        break;
    case RulesItemId::Kind::QuickRef:
        documentKey = QStringLiteral("quickref");
        break;
    case RulesItemId::Kind::Section:
        documentKey = key.section(QLatin1Char('/'), 0, 0);
        key = key.section(QLatin1Char('/'), 1);
        break;
    case RulesItemId::Kind::Glossary:
        return std::nullopt;
    }
    const std::optional<RulesDocumentInfo> info = document(documentKey);
    if (!info)
        return std::nullopt;
    const QList<RuleEntryView> found = entries(QStringLiteral("e.document_id = ? AND e.key = ?"), {info->id, key});
    return found.isEmpty() ? std::nullopt : std::optional(found.first());
}

std::optional<RuleEntryView> RulesRepository::entryById(qint64 id) const
{
    const QList<RuleEntryView> found = entries(QStringLiteral("e.id = ?"), {id});
    return found.isEmpty() ? std::nullopt : std::optional(found.first());
}

QList<RuleEntryView> RulesRepository::children(qint64 entryId) const
{
    return entries(QStringLiteral("e.parent_id = ?"), {entryId});
}

QList<RuleEntryView> RulesRepository::ancestors(qint64 entryId) const
{
    QList<RuleEntryView> chain;
    std::optional<RuleEntryView> current = entryById(entryId);
    while (current && current->parentId > 0) {
        current = entryById(current->parentId);
        if (current)
            chain.prepend(*current);
    }
    return chain;
}

QList<RuleEntryView> RulesRepository::documentEntries(qint64 documentId) const
{
    return entries(QStringLiteral("e.document_id = ?"), {documentId}, false);
}

QList<GlossaryHeadword> RulesRepository::glossaryHeadwords(qint64 documentId) const
{
    QList<GlossaryHeadword> headwords;
    QSqlQuery query = selectRows(m_database, QStringLiteral("SELECT g.headword, t.display FROM %1 g JOIN %2 t ON t.id = g.term_id "
                                                            "WHERE g.document_id = ? ORDER BY g.ord")
                                                 .arg(table(QStringLiteral("glossary_entry")), table(QStringLiteral("glossary_term"))),
                                 {documentId});
    while (query.next())
        headwords.append({query.value(0).toString(), RulesItemId::ofTerm(query.value(1).toString())});
    return headwords;
}

const GlossaryIndex& RulesRepository::index() const
{
    if (!m_index) {
        loadDocuments();
        QList<GlossarySource> sources;
        QSqlQuery query = selectRows(m_database, QStringLiteral("SELECT g.term, g.headword, g.text, d.authority FROM %1 g "
                                                                "JOIN %2 d ON d.id = g.document_id ORDER BY d.id, g.ord")
                                                     .arg(table(QStringLiteral("glossary_entry")), table(QStringLiteral("document"))));
        while (query.next()) {
            const QString text = query.value(2).toString();
            sources.append({query.value(0).toString(), query.value(1).toString(), isRedirectText(text), query.value(3).toInt()});
        }
        m_index = std::make_unique<GlossaryIndex>(sources);
    }
    return *m_index;
}

std::optional<QString> RulesRepository::termKey(const QString& text, bool leadingWords) const
{
    const QString name = normalizedTerm(text);
    QSqlQuery query = selectRows(m_database, QStringLiteral("SELECT t.key FROM %1 t WHERE t.key = ? OR t.display = ? "
                                                            "UNION SELECT t.key FROM %1 t JOIN %2 a ON a.term_id = t.id "
                                                            "WHERE a.alias = ? LIMIT 1")
                                                 .arg(table(QStringLiteral("glossary_term")), table(QStringLiteral("glossary_alias"))),
                                 {name, name, name});
    if (query.next())
        return query.value(0).toString();
    return index().lookup(text, leadingWords);
}

GlossaryLookup RulesRepository::glossary(const QString& text) const
{
    GlossaryLookup lookup;
    lookup.query = text;
    if (const std::optional<QString> key = termKey(text)) {
        QSqlQuery query = selectRows(m_database, QStringLiteral("SELECT id FROM %1 WHERE key = ?").arg(table(QStringLiteral("glossary_term"))),
                                     {*key});
        if (query.next())
            lookup.term = term(query.value(0).toLongLong());
    }
    if (!lookup.term)
        lookup.nearest = similarTerms(text);
    return lookup;
}

std::optional<GlossaryTermView> RulesRepository::term(qint64 termId) const
{
    loadDocuments();
    QSqlQuery head = selectRows(m_database, QStringLiteral("SELECT key, display FROM %1 WHERE id = ?").arg(table(QStringLiteral("glossary_term"))),
                                {termId});
    if (!head.next())
        return std::nullopt;
    GlossaryTermView view;
    view.id = termId;
    view.key = head.value(0).toString();
    view.display = head.value(1).toString();
    view.item = RulesItemId::ofTerm(view.display);
    QSqlQuery versions = selectRows(m_database, QStringLiteral("SELECT g.id, g.document_id, g.headword, g.category, g.text, g.page, g.line "
                                                               "FROM %1 g JOIN %2 d ON d.id = g.document_id WHERE g.term_id = ? "
                                                               "ORDER BY d.authority, d.id, g.ord")
                                                    .arg(table(QStringLiteral("glossary_entry")), table(QStringLiteral("document"))),
                                    {termId});
    while (versions.next()) {
        GlossaryVersion version;
        version.id = versions.value(0).toLongLong();
        for (const RulesDocumentInfo& info : std::as_const(m_documents)) {
            if (info.id == versions.value(1).toLongLong())
                version.document = info;
        }
        version.headword = versions.value(2).toString();
        version.category = versions.value(3).toString();
        version.text = versions.value(4).toString();
        version.page = versions.value(5).toInt();
        version.line = versions.value(6).toInt();
        view.versions.append(version);
    }
    QSqlQuery aliases = selectRows(m_database, QStringLiteral("SELECT alias FROM %1 WHERE term_id = ? ORDER BY alias")
                                                   .arg(table(QStringLiteral("glossary_alias"))),
                                   {termId});
    while (aliases.next())
        view.aliases.append(aliases.value(0).toString());
    return view;
}

QStringList RulesRepository::similarTerms(const QString& text) const
{
    const QString wanted = normalizedTerm(text);
    if (wanted.isEmpty())
        return {};
    QList<std::pair<int, QString>> scored;
    for (const GlossaryGroup& group : index().groups()) {
        int best = editDistance(wanted, group.key, Qt::CaseSensitive);
        for (const QString& alias : group.aliases)
            best = std::min(best, editDistance(wanted, alias, Qt::CaseSensitive));
        if (group.key.startsWith(wanted) || group.display.contains(wanted))
            best = std::min(best, 1);
        if (best <= std::max(2, int(wanted.size()) / 3))
            scored.append({best, group.display});
    }
    std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    QStringList names;
    for (qsizetype i = 0; i < scored.size() && i < kSimilarTerms; ++i)
        names.append(scored.at(i).second);
    return names;
}

} // namespace ddm
