// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_views.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace ddm {
class RulesRepository;
}

namespace ddm::gui {

// The reading pane's pages as HTML. An entry: its document and ancestors as a breadcrumb, number
// and title, text with its links (flagged references noted), examples and notes, its sub-rules,
// what cites it, and the other documents' versions side by side, the authoritative first. A
// glossary term: every document's version side by side, and what cites or uses it. And the pages
// for what does not exist, which offer what does.
class RulesPageHtml {
    Q_DECLARE_TR_FUNCTIONS(ddm::gui::RulesPageHtml)

public:
    explicit RulesPageHtml(const RulesRepository& rules);

    QString entry(const RuleEntryView& entry) const;
    QString term(const GlossaryTermView& term) const;
    // "No rule 611.9" and the nearest rules as links.
    QString noSuchRule(const QString& number, const QList<RuleEntryView>& nearest) const;
    // "No glossary entry for “mobile”", similar terms and search hits as links.
    QString noSuchTerm(const QString& text, const QStringList& similar) const;
    QString noSuchEntry(const RulesItemId& item) const;
    // Shown before anything is opened, or when nothing is imported.
    QString start() const;

private:
    QString breadcrumb(const RuleEntryView& entry) const;
    QString notes(const QList<EntryNote>& notes) const;
    QString children(const RuleEntryView& entry) const;
    QString backlinks(const Backlinks& backlinks) const;
    QString versions(const RuleEntryView& entry) const;
    QString glossaryVersions(const GlossaryTermView& term) const;
    QString linkList(const QList<RulesLinkView>& links) const;

    const RulesRepository& m_rules;
};

} // namespace ddm::gui
