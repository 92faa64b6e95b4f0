// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/glossary_index.h"
#include "rules/rules_views.h"

#include <QSqlDatabase>
#include <QString>

#include <memory>
#include <optional>

namespace ddm {

class CardDatabase;

// Reads the imported rules: documents, entries by number or id, their children and ancestors, and
// glossary terms with every document's version. Queries the session's attached `rules` schema, or a
// rules.sqlite of its own (schema empty).
class RulesRepository {
public:
    explicit RulesRepository(const CardDatabase& database);
    RulesRepository(const QSqlDatabase& database, const QString& schema);
    ~RulesRepository();
    RulesRepository(const RulesRepository&) = delete;
    RulesRepository& operator=(const RulesRepository&) = delete;

    // True when nothing was imported yet (or the file is not a rules database).
    bool isEmpty() const;
    QList<RulesDocumentInfo> documents() const;
    std::optional<RulesDocumentInfo> document(const QString& key) const;

    // A CRG number in any common spelling ("611.3", "611.3a", "r611", "§611"); when it does not
    // exist, the nearest existing rules: its closest existing ancestor and that one's children
    // nearest in number.
    RuleLookup rule(const QString& spelling) const;
    // rule:…, quickref:… or section:… ids; glossary ids are terms, see glossary().
    std::optional<RuleEntryView> entry(const RulesItemId& id) const;
    std::optional<RuleEntryView> entryById(qint64 id) const;
    QList<RuleEntryView> children(qint64 entryId) const;
    QList<RuleEntryView> ancestors(qint64 entryId) const; // the root first
    // Every entry of a document in document order (parents before children), without notes: what
    // a table of contents lists.
    QList<RuleEntryView> documentEntries(qint64 documentId) const;
    // A document's glossary entries in document order.
    QList<GlossaryHeadword> glossaryHeadwords(qint64 documentId) const;

    // A term by any name it has: headword, alias, abbreviation, OCR-damaged spelling, or card text
    // ("Conceal 11", "Resist 10 Psychic", "Dazed (save ends)"). Versions strongest document first;
    // when nothing matches, similar term names.
    GlossaryLookup glossary(const QString& text) const;
    // The term key `text` names, if any; `leadingWords` as in GlossaryIndex::lookup.
    std::optional<QString> termKey(const QString& text, bool leadingWords = true) const;

    QString table(const QString& name) const; // "rules.entry" or "entry"
    const QSqlDatabase& connection() const { return m_database; }

private:
    QList<RuleEntryView> entries(const QString& where, const QVariantList& bindings, bool withNotes = true) const;
    QList<RuleEntryView> nearestRules(const RuleNumber& number) const;
    std::optional<GlossaryTermView> term(qint64 termId) const;
    QStringList similarTerms(const QString& text) const;
    const GlossaryIndex& index() const;
    void loadDocuments() const;

    QSqlDatabase m_database;
    QString m_schema;
    mutable QList<RulesDocumentInfo> m_documents; // loaded once
    mutable bool m_documentsLoaded = false;
    mutable std::unique_ptr<GlossaryIndex> m_index;
    mutable QList<RuleNumber> m_ruleNumbers; // the CRG's, loaded for "did you mean"
};

} // namespace ddm
