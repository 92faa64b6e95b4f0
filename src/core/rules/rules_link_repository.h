// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_views.h"

#include <QList>
#include <QString>

#include <optional>

namespace ddm {

class RulesRepository;

// Where a card's term leads: "Conceal 11" -> glossary:conceal x and rule 707.4.
struct CardTermLink {
    QString termKey;
    QString display;
    RulesItemId glossary;
    std::optional<RulesItemId> rule; // the CRG rule the CRG glossary sends the term to (corrected)
    QString ruleTitle;
};

// Links of the imported rules: what an entry or a glossary entry links to, what cites an entry or
// a term (backlinks), the references that were corrected or are broken, the versions of a rule in
// the other documents, and where a card's term leads.
class RulesLinkRepository {
public:
    explicit RulesLinkRepository(const RulesRepository& rules);

    QList<RulesLinkView> linksFrom(const RuleEntryView& entry) const;
    QList<RulesLinkView> linksFrom(const GlossaryVersion& version) const;
    Backlinks backlinks(const RuleEntryView& entry) const;
    Backlinks backlinks(const GlossaryTermView& term) const;
    // Every link that is not Ok, in document order: what `ddm-tool check-links` reports.
    QList<RulesLinkView> problems() const;
    // The entry and its counterparts in other documents (same subject), then the glossary's
    // entries for its subject; strongest document first.
    QList<RulesVersion> versions(const RuleEntryView& entry) const;
    // A term from a stat card ("Conceal 11", "Resist 10 Psychic", "Dazed (save ends)", "Flight").
    std::optional<CardTermLink> cardTerm(const QString& text) const;

private:
    QList<RulesLinkView> links(const QString& where, const QVariantList& bindings) const;
    Backlinks summarise(QList<RulesLinkView> links) const;
    QString titleOfRule(const QString& number) const;

    const RulesRepository& m_rules;
};

// "rule 908 is about Ongoing X TYPE Damage Condition; Immobilized is rule 907": the note a
// flagged link shows, translated (context "ddm::RulesLink") where a translator is installed: in the
// app's reading pane; ddm-tool installs none and prints it in English.
QString describeLinkProblem(const RulesLinkView& link);

} // namespace ddm
