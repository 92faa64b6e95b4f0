// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/glossary_index.h"
#include "rules/rules_document.h"
#include "rules/rules_link.h"

#include <QList>

namespace ddm {

// All imported documents in memory, with their terms grouped across documents, every link and the
// variant groups: what an import computes before anything is written. Pure data; rules_writer.h
// stores it.
struct RulesCorpus {
    QList<RulesDocument> documents;  // strongest authority first
    QList<GlossaryRef> glossaryRefs; // every glossary entry, in the order the index was built
    GlossaryIndex glossary;
    QList<RulesLink> links;
    QList<VariantGroup> variants;

    // Groups the glossaries and computes links and variants. `documents` in any order.
    static RulesCorpus build(QList<RulesDocument> documents);

    const RulesDocument* document(RulesDocumentKind kind) const;
    int documentIndex(RulesDocumentKind kind) const;
    const RulesEntry& entry(const EntryRef& ref) const { return documents.at(ref.document).entries.at(ref.entry); }
    const GlossaryEntry& glossaryEntry(const GlossaryRef& ref) const
    {
        return documents.at(ref.document).glossary.at(ref.entry);
    }
    // The term key of a glossary entry.
    QString termOf(const GlossaryRef& ref) const;
};

} // namespace ddm
