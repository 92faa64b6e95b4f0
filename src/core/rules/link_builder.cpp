// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/link_builder.h"

#include "rules/document_kind.h"
#include "rules/glossary_headword.h"
#include "rules/reference_finder.h"
#include "rules/rules_corpus.h"
#include "rules/subject_matcher.h"
#include "rules/subject_words.h"

#include <QSet>

#include <cstdlib>
#include <memory>

namespace ddm {
namespace {

// A term in more than this share of the CRG's rules ("creature", "attack") is not worth a link.
constexpr double kCommonTermShare = 0.10;

class Builder {
public:
    explicit Builder(const RulesCorpus& corpus)
        : m_corpus(corpus)
        , m_guide(corpus.documentIndex(RulesDocumentKind::ComprehensiveRules))
        , m_starter(corpus.documentIndex(RulesDocumentKind::BattleRules2008))
    {
        if (m_guide >= 0) {
            m_matcher = std::make_unique<SubjectMatcher>(corpus.documents.at(m_guide));
            const QList<RulesEntry>& entries = corpus.documents.at(m_guide).entries;
            for (int i = 0; i < entries.size(); ++i)
                m_guideIndex.insert(entries.at(i).key, i);
        }
        chooseLinkableTerms();
    }

    QList<RulesLink> run()
    {
        for (int d = 0; d < m_corpus.documents.size(); ++d) {
            const RulesDocument& document = m_corpus.documents.at(d);
            if (documentKindInfo(document.kind).game != RulesGame::Ddm)
                continue;
            for (int i = 0; i < document.entries.size(); ++i) {
                const RulesEntry& entry = document.entries.at(i);
                RulesLink source;
                source.sourceEntry = {d, i};
                const qsizetype before = m_links.size();
                if (d == m_guide)
                    ruleReferences(entry.text, source, {});
                pageReferences(entry.text, source, document.kind);
                termMentions(entry, source, before);
            }
            for (int g = 0; g < document.glossary.size(); ++g) {
                const GlossaryEntry& entry = document.glossary.at(g);
                RulesLink source;
                source.sourceGlossary = {d, g};
                if (d == m_guide)
                    ruleReferences(entry.text, source, entry.term);
                pageReferences(entry.text, source, document.kind, entry.term);
                termReferences(entry.text, source, d == m_guide);
            }
        }
        return m_links;
    }

private:
    static RulesLink located(const RulesLink& source, const FoundReference& found)
    {
        RulesLink link = source;
        link.kind = found.kind;
        link.start = found.start;
        link.length = found.length;
        link.cited = found.cited;
        link.writtenTarget = found.target;
        link.subject = found.subject;
        return link;
    }

    void ruleReferences(const QString& text, const RulesLink& source, const QString& term)
    {
        if (m_guide < 0)
            return;
        for (const FoundReference& found : findRuleReferences(text)) {
            RulesLink link = located(source, found);
            if (link.subject.isEmpty())
                link.subject = term;
            const std::optional<RuleNumber> number = RuleNumber::parse(found.target);
            const int written = number ? m_guideIndex.value(number->toString(), -1) : -1;
            if (written >= 0 && (link.subject.isEmpty() || m_matcher->matches(link.subject, written))) {
                link.targetEntry = {m_guide, written};
                m_links.append(link);
                continue;
            }
            const int intended = link.subject.isEmpty() ? -1 : m_matcher->find(link.subject, number);
            link.problem = written < 0 ? LinkProblem::NoSuchRule : LinkProblem::SubjectMismatch;
            if (intended >= 0 && intended != written) {
                link.status = LinkStatus::Corrected;
                link.targetEntry = {m_guide, intended};
            } else if (written >= 0) {
                link.status = LinkStatus::Unverified;
                link.targetEntry = {m_guide, written};
            } else {
                link.status = LinkStatus::Broken;
            }
            m_links.append(link);
        }
    }

    // `term`: the glossary entry's term, which names the section a bare "See page 33" means.
    void pageReferences(const QString& text, const RulesLink& source, RulesDocumentKind kind, const QString& term = {})
    {
        const int target = kind == RulesDocumentKind::GuildRules2011 ? m_corpus.documentIndex(kind)
                           : kind == RulesDocumentKind::BattleRules2008 || kind == RulesDocumentKind::QuickReference
                               ? m_starter
                               : -2;
        if (target == -2)
            return; // the CRG and the other game cite no pages
        for (const FoundReference& found : findPageReferences(text)) {
            RulesLink link = located(source, found);
            if (target < 0) {
                link.status = LinkStatus::Broken;
                link.problem = LinkProblem::NoSuchDocument;
            } else {
                resolvePage(link, target, found.target.toInt(), term);
            }
            m_links.append(link);
        }
    }

    // The entry printed on `page`: by the title the reference gives, else by the entry's own term
    // if a section of that title is on that page (the page count is a page off inside long
    // paragraphs), else the section the page starts in.
    void resolvePage(RulesLink& link, int document, int page, const QString& term) const
    {
        const QList<RulesEntry>& entries = m_corpus.documents.at(document).entries;
        const bool given = !link.subject.isEmpty();
        const QSet<QString> subject = subjectWords(given ? link.subject : term);
        int titled = -1;
        int onPage = -1;
        int before = -1;
        for (int i = 0; i < entries.size(); ++i) {
            const RulesEntry& entry = entries.at(i);
            const bool sameTitle = !subject.isEmpty() && subjectWords(entry.title) == subject;
            if (sameTitle && (titled < 0 || (entry.page == page && entries.at(titled).page != page)))
                titled = i;
            if (entry.depth == 0 && entry.page == page && onPage < 0)
                onPage = i;
            if (entry.depth == 0 && entry.page > 0 && entry.page < page)
                before = i;
        }
        const int covering = onPage >= 0 ? onPage : before;
        const int lastPage = entries.isEmpty() ? 0 : entries.last().page;
        if (titled >= 0 && !given && std::abs(entries.at(titled).page - page) > 1)
            titled = -1;
        if (titled >= 0) {
            link.targetEntry = {document, titled};
            if (std::abs(entries.at(titled).page - page) > 1) {
                link.status = LinkStatus::Corrected;
                link.problem = LinkProblem::NoSuchPage;
            }
        } else if (covering >= 0 && page <= lastPage) {
            link.targetEntry = {document, covering};
        } else {
            link.status = LinkStatus::Broken;
            link.problem = LinkProblem::NoSuchPage;
        }
    }

    void termReferences(const QString& text, const RulesLink& source, bool flagUnknown)
    {
        for (const FoundReference& found : findTermReferences(text)) {
            RulesLink link = located(source, found);
            link.subject = found.target;
            if (const GlossaryGroup* group = m_corpus.glossary.group(normalizedTerm(found.target))) {
                link.targetTerm = group->key;
            } else if (flagUnknown) {
                link.status = LinkStatus::Broken;
                link.problem = LinkProblem::NoSuchTerm;
            } else {
                continue; // "See Terrain for …" in a fan sheet is prose, not a glossary reference
            }
            m_links.append(link);
        }
    }

    void termMentions(const RulesEntry& entry, const RulesLink& source, qsizetype explicitFrom)
    {
        QSet<QString> linked;
        const QString own = normalizedTerm(entry.title);
        for (const GlossaryHit& hit : m_corpus.glossary.find(entry.text)) {
            if (!m_linkable.contains(hit.key) || linked.contains(hit.key) || overlaps(hit, explicitFrom))
                continue;
            const GlossaryGroup* group = m_corpus.glossary.group(hit.key);
            if (!own.isEmpty() && (own == group->display || own == group->key))
                continue; // the entry that defines the term
            linked.insert(hit.key);
            RulesLink link = source;
            link.kind = LinkKind::Term;
            link.start = hit.start;
            link.length = hit.length;
            link.cited = entry.text.mid(hit.start, hit.length);
            link.writtenTarget = link.cited;
            link.targetTerm = hit.key;
            m_links.append(link);
        }
    }

    bool overlaps(const GlossaryHit& hit, qsizetype from) const
    {
        for (qsizetype i = from; i < m_links.size(); ++i) {
            const RulesLink& link = m_links.at(i);
            if (hit.start < link.start + link.length && link.start < hit.start + hit.length)
                return true;
        }
        return false;
    }

    // Terms worth linking: not the ones that describe rules wording ("can", "when": the CRG's
    // glossary says "Rules text …"), not the ones in a large share of the CRG's rules.
    void chooseLinkableTerms()
    {
        QSet<QString> wording;
        for (qsizetype i = 0; i < m_corpus.glossaryRefs.size(); ++i) {
            const GlossaryRef& ref = m_corpus.glossaryRefs.at(i);
            if (ref.document == m_guide && m_corpus.glossaryEntry(ref).text.startsWith(QLatin1String("Rules text")))
                wording.insert(m_corpus.glossary.keyOf(i));
        }
        QHash<QString, int> uses;
        int texts = 0;
        if (m_guide >= 0) {
            for (const RulesEntry& entry : m_corpus.documents.at(m_guide).entries) {
                if (entry.text.isEmpty())
                    continue;
                ++texts;
                QSet<QString> seen;
                for (const GlossaryHit& hit : m_corpus.glossary.find(entry.text))
                    seen.insert(hit.key);
                for (const QString& key : std::as_const(seen))
                    ++uses[key];
            }
        }
        for (const GlossaryGroup& group : m_corpus.glossary.groups()) {
            if (!wording.contains(group.key) && uses.value(group.key) <= kCommonTermShare * texts)
                m_linkable.insert(group.key);
        }
    }

    const RulesCorpus& m_corpus;
    int m_guide = -1;
    int m_starter = -1;
    std::unique_ptr<SubjectMatcher> m_matcher;
    QHash<QString, int> m_guideIndex;
    QSet<QString> m_linkable;
    QList<RulesLink> m_links;
};

} // namespace

QList<RulesLink> LinkBuilder::build(const RulesCorpus& corpus)
{
    return Builder(corpus).run();
}

} // namespace ddm
