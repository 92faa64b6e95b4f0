// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/rules_corpus.h"

#include "rules/document_kind.h"
#include "rules/link_builder.h"
#include "rules/variant_finder.h"

#include <algorithm>

namespace ddm {

RulesCorpus RulesCorpus::build(QList<RulesDocument> documents)
{
    // DDM documents by authority, then the other game's.
    auto rank = [](const RulesDocument& document) {
        const DocumentKindInfo& info = documentKindInfo(document.kind);
        return std::pair{info.game != RulesGame::Ddm, int(info.authority)};
    };
    std::stable_sort(documents.begin(), documents.end(),
                     [&rank](const RulesDocument& a, const RulesDocument& b) { return rank(a) < rank(b); });
    RulesCorpus corpus;
    corpus.documents = std::move(documents);
    QList<GlossarySource> sources;
    for (int d = 0; d < corpus.documents.size(); ++d) {
        const RulesDocument& document = corpus.documents.at(d);
        for (int g = 0; g < document.glossary.size(); ++g) {
            const GlossaryEntry& entry = document.glossary.at(g);
            corpus.glossaryRefs.append({d, g});
            sources.append({entry.term, entry.headword, isRedirectText(entry.text), int(documentKindInfo(document.kind).authority)});
        }
    }
    corpus.glossary = GlossaryIndex(sources);
    corpus.links = LinkBuilder::build(corpus);
    corpus.variants = VariantFinder::find(corpus);
    return corpus;
}

const RulesDocument* RulesCorpus::document(RulesDocumentKind kind) const
{
    const int index = documentIndex(kind);
    return index < 0 ? nullptr : &documents.at(index);
}

int RulesCorpus::documentIndex(RulesDocumentKind kind) const
{
    for (int i = 0; i < documents.size(); ++i) {
        if (documents.at(i).kind == kind)
            return i;
    }
    return -1;
}

QString RulesCorpus::termOf(const GlossaryRef& ref) const
{
    const qsizetype index = glossaryRefs.indexOf(ref);
    return index < 0 ? QString() : glossary.keyOf(index);
}

} // namespace ddm
