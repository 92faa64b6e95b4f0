// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_corpus.h"

#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace ddm {

// Stores a RulesCorpus in an empty rules database (database/rules): documents, entries and notes,
// glossary terms with their entries and aliases, links, variants and the full-text index. The caller
// owns the transaction. Returns what failed, or nothing.
class RulesWriter {
public:
    explicit RulesWriter(const QSqlDatabase& database);

    std::optional<QString> write(const RulesCorpus& corpus, const QString& sourceDirectory);

private:
    std::optional<QString> writeDocuments(const RulesCorpus& corpus);
    std::optional<QString> writeGlossary(const RulesCorpus& corpus);
    std::optional<QString> writeLinks(const RulesCorpus& corpus);
    std::optional<QString> writeVariants(const RulesCorpus& corpus);
    std::optional<QString> writeSearchItems(const RulesCorpus& corpus);
    std::optional<QString> writeInfo(const RulesCorpus& corpus, const QString& sourceDirectory);

    QSqlDatabase m_database;
    QList<qint64> m_documentIds;
    QList<QList<qint64>> m_entryIds;    // [document][entry]
    QList<QList<qint64>> m_glossaryIds; // [document][glossary entry]
    QHash<QString, qint64> m_termIds;   // term key -> glossary_term.id
};

} // namespace ddm
