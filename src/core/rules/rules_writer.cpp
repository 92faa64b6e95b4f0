// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/rules_writer.h"

#include "rules/document_kind.h"
#include "rules/glossary_headword.h"
#include "rules/rules_item_id.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>

namespace ddm {
namespace {

// One prepared statement, executed once per row.
class Insert {
public:
    Insert(const QSqlDatabase& database, const QString& sql)
        : m_query(database)
        , m_sql(sql)
    {
        m_prepared = m_query.prepare(sql);
    }

    std::optional<QString> run(const QVariantList& values)
    {
        if (!m_prepared)
            return QStringLiteral("cannot prepare %1: %2").arg(m_sql.left(60), m_query.lastError().databaseText());
        for (qsizetype i = 0; i < values.size(); ++i) {
            const QVariant& value = values.at(i);
            const bool nullText = value.metaType().id() == QMetaType::QString && value.toString().isNull();
            m_query.bindValue(int(i), nullText ? QVariant(QStringLiteral("")) : value); // empty text, not NULL
        }
        if (!m_query.exec())
            return QStringLiteral("%1 failed: %2").arg(m_sql.left(60), m_query.lastError().databaseText());
        return std::nullopt;
    }

    qint64 lastId() const { return m_query.lastInsertId().toLongLong(); }

private:
    QSqlQuery m_query;
    QString m_sql;
    bool m_prepared = false;
};

QVariant idOrNull(qint64 id)
{
    return id > 0 ? QVariant(id) : QVariant(QMetaType::fromType<qint64>());
}

// The title a hit shows: the entry's own, else its nearest titled ancestor's (a CRG rule under
// "611. Cover"), else its number.
QString displayTitle(const RulesDocument& document, int index)
{
    const RulesEntry* entry = &document.entries.at(index);
    while (entry) {
        if (!entry->title.isEmpty())
            return entry->title;
        const int parent = entry->parentKey.isEmpty() ? -1 : document.indexOfEntry(entry->parentKey);
        entry = parent < 0 ? nullptr : &document.entries.at(parent);
    }
    return document.entries.at(index).number;
}

// The names an exact query finds an entry by: its title and the terms it defines ("ranged cover").
QString headwords(const RulesEntry& entry)
{
    QStringList names{normalizedTerm(entry.title)};
    for (const QString& term : entry.definitions)
        names.append(normalizedTerm(term));
    names.removeAll(QString());
    names.removeDuplicates();
    return names.join(QLatin1Char('|'));
}

QString searchBody(const RulesEntry& entry)
{
    QString body = entry.text;
    for (const EntryNote& note : entry.notes)
        body += QStringLiteral("\n\n") + note.text;
    return body;
}

} // namespace

RulesWriter::RulesWriter(const QSqlDatabase& database)
    : m_database(database)
{
}

std::optional<QString> RulesWriter::write(const RulesCorpus& corpus, const QString& sourceDirectory)
{
    std::optional<QString> error = writeDocuments(corpus);
    if (!error)
        error = writeGlossary(corpus);
    if (!error)
        error = writeLinks(corpus);
    if (!error)
        error = writeVariants(corpus);
    if (!error)
        error = writeSearchItems(corpus);
    if (!error)
        error = writeInfo(corpus, sourceDirectory);
    return error;
}

std::optional<QString> RulesWriter::writeDocuments(const RulesCorpus& corpus)
{
    Insert document(m_database, QStringLiteral("INSERT INTO document (key, kind, game, title, date, sort_date, authority, "
                                               "source_file) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    Insert entry(m_database, QStringLiteral("INSERT INTO entry (document_id, key, kind, number, title, text, parent_id, "
                                            "depth, ord, page, line) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    Insert note(m_database, QStringLiteral("INSERT INTO entry_note (entry_id, ord, kind, text) VALUES (?, ?, ?, ?)"));
    for (const RulesDocument& doc : corpus.documents) {
        const DocumentKindInfo& info = documentKindInfo(doc.kind);
        if (auto error = document.run({QString::fromLatin1(info.key), QString::fromLatin1(info.key), rulesGameName(info.game),
                                       doc.title, doc.date, doc.sortDate, int(info.authority), doc.sourceFile}))
            return error;
        m_documentIds.append(document.lastId());
        QList<qint64> ids;
        QHash<QString, qint64> byKey;
        for (int i = 0; i < doc.entries.size(); ++i) {
            const RulesEntry& e = doc.entries.at(i);
            if (auto error = entry.run({m_documentIds.last(), e.key, entryKindName(e.kind), e.number, e.title, e.text,
                                        idOrNull(byKey.value(e.parentKey)), e.depth, i, e.page, e.line}))
                return error;
            ids.append(entry.lastId());
            byKey.insert(e.key, ids.last());
            for (int n = 0; n < e.notes.size(); ++n) {
                if (auto error = note.run({ids.last(), n, noteKindName(e.notes.at(n).kind), e.notes.at(n).text}))
                    return error;
            }
        }
        m_entryIds.append(ids);
    }
    return std::nullopt;
}

std::optional<QString> RulesWriter::writeGlossary(const RulesCorpus& corpus)
{
    Insert term(m_database, QStringLiteral("INSERT INTO glossary_term (key, display) VALUES (?, ?)"));
    Insert alias(m_database, QStringLiteral("INSERT INTO glossary_alias (alias, term_id, kind) VALUES (?, ?, ?)"));
    Insert entry(m_database, QStringLiteral("INSERT INTO glossary_entry (term_id, document_id, headword, term, category, "
                                            "text, ord, page, line) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const GlossaryGroup& group : corpus.glossary.groups()) {
        if (auto error = term.run({group.key, group.display}))
            return error;
        const qint64 termId = term.lastId(); // SQLite's last rowid is the connection's: read it before the next insert
        m_termIds.insert(group.key, termId);
        for (const QString& name : group.aliases) {
            if (auto error = alias.run({name, termId, QStringLiteral("name")}))
                return error;
        }
    }
    for (const RulesDocument& doc : corpus.documents)
        m_glossaryIds.append(QList<qint64>(doc.glossary.size(), 0));
    for (qsizetype i = 0; i < corpus.glossaryRefs.size(); ++i) {
        const GlossaryRef& ref = corpus.glossaryRefs.at(i);
        const GlossaryEntry& g = corpus.glossaryEntry(ref);
        if (auto error = entry.run({m_termIds.value(corpus.glossary.keyOf(i)), m_documentIds.at(ref.document), g.headword,
                                    g.term, g.category, g.text, ref.entry, g.page, g.line}))
            return error;
        m_glossaryIds[ref.document][ref.entry] = entry.lastId();
    }
    return std::nullopt;
}

std::optional<QString> RulesWriter::writeLinks(const RulesCorpus& corpus)
{
    Insert link(m_database, QStringLiteral("INSERT INTO link (source_entry_id, source_glossary_id, start, length, kind, "
                                           "status, problem, cited, written_target, subject, target_entry_id, "
                                           "target_term_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const RulesLink& l : corpus.links) {
        const qint64 sourceEntry = l.sourceEntry.isValid() ? m_entryIds.at(l.sourceEntry.document).at(l.sourceEntry.entry) : 0;
        const qint64 sourceGlossary =
            l.sourceGlossary.isValid() ? m_glossaryIds.at(l.sourceGlossary.document).at(l.sourceGlossary.entry) : 0;
        const qint64 targetEntry = l.targetEntry.isValid() ? m_entryIds.at(l.targetEntry.document).at(l.targetEntry.entry) : 0;
        if (auto error = link.run({idOrNull(sourceEntry), idOrNull(sourceGlossary), l.start, l.length, linkKindName(l.kind),
                                   linkStatusName(l.status), linkProblemName(l.problem), l.cited, l.writtenTarget,
                                   l.subject, idOrNull(targetEntry), idOrNull(m_termIds.value(l.targetTerm))}))
            return error;
    }
    return std::nullopt;
}

std::optional<QString> RulesWriter::writeVariants(const RulesCorpus& corpus)
{
    Insert variant(m_database, QStringLiteral("INSERT OR IGNORE INTO variant (group_key, entry_id) VALUES (?, ?)"));
    for (const VariantGroup& group : corpus.variants) {
        for (const EntryRef& ref : group.entries) {
            if (auto error = variant.run({group.key, m_entryIds.at(ref.document).at(ref.entry)}))
                return error;
        }
    }
    return std::nullopt;
}

std::optional<QString> RulesWriter::writeSearchItems(const RulesCorpus& corpus)
{
    Insert item(m_database, QStringLiteral("INSERT INTO search_item (item, document_id, game, kind, headword, title, body) "
                                           "VALUES (?, ?, ?, ?, ?, ?, ?)"));
    for (int d = 0; d < corpus.documents.size(); ++d) {
        const RulesDocument& doc = corpus.documents.at(d);
        const QString game = rulesGameName(documentKindInfo(doc.kind).game);
        for (int i = 0; i < doc.entries.size(); ++i) {
            const RulesEntry& e = doc.entries.at(i);
            if (auto error = item.run({RulesItemId::ofEntry(doc.kind, e.key).toString(), m_documentIds.at(d), game,
                                       entryKindName(e.kind), headwords(e), displayTitle(doc, i), searchBody(e)}))
                return error;
        }
    }
    for (qsizetype i = 0; i < corpus.glossaryRefs.size(); ++i) {
        const GlossaryRef& ref = corpus.glossaryRefs.at(i);
        const GlossaryEntry& g = corpus.glossaryEntry(ref);
        const GlossaryGroup* group = corpus.glossary.group(corpus.glossary.keyOf(i));
        const QString game = rulesGameName(documentKindInfo(corpus.documents.at(ref.document).kind).game);
        if (auto error = item.run({RulesItemId::ofTerm(group->display).toString(), m_documentIds.at(ref.document), game,
                                   QStringLiteral("glossary"), group->key, g.headword, g.text}))
            return error;
    }
    QSqlQuery index(m_database);
    if (!index.exec(QStringLiteral("INSERT INTO search_text (rowid, title, body) SELECT id, title, body FROM search_item")))
        return QStringLiteral("cannot build the search index: %1").arg(index.lastError().databaseText());
    return std::nullopt;
}

std::optional<QString> RulesWriter::writeInfo(const RulesCorpus& corpus, const QString& sourceDirectory)
{
    int entries = 0;
    int glossary = 0;
    for (const RulesDocument& doc : corpus.documents) {
        entries += int(doc.entries.size());
        glossary += int(doc.glossary.size());
    }
    Insert info(m_database, QStringLiteral("INSERT INTO import_info (key, value) VALUES (?, ?)"));
    const QList<std::pair<QString, QString>> values{
        {QStringLiteral("source_directory"), sourceDirectory},
        {QStringLiteral("imported_at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
        {QStringLiteral("document_count"), QString::number(corpus.documents.size())},
        {QStringLiteral("entry_count"), QString::number(entries)},
        {QStringLiteral("glossary_entry_count"), QString::number(glossary)},
        {QStringLiteral("term_count"), QString::number(corpus.glossary.groups().size())},
        {QStringLiteral("link_count"), QString::number(corpus.links.size())}};
    for (const auto& [key, value] : values) {
        if (auto error = info.run({key, value}))
            return error;
    }
    return std::nullopt;
}

} // namespace ddm
