// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_link.h"

#include <QList>
#include <QString>
#include <QStringView>

namespace ddm {

// A reference written in a text, before anyone checks where it leads.
struct FoundReference {
    LinkKind kind = LinkKind::Rule; // Rule, Section, Page or Glossary
    qsizetype start = 0;
    qsizetype length = 0;
    QString cited;   // as written: "see rule 110.3", "802.2", "See Moving, page 19"
    QString target;  // the number ("611.3a"), the page ("19") or the term ("Armor Class")
    QString subject; // a title written with it: "Action Sequence", "Moving"; may be empty
};

// Rule and section references in all their shapes: "see rule 201.3", "rule 103.3a", "(see
// 1009.2)", "see rules 802.1 and 802.2", "rules 101.2–101.6", "section 10", "see section 706.
// “Adding and Removing Powers”", "see rule 413.5., “…”". One reference per number.
QList<FoundReference> findRuleReferences(QStringView text);
// Page references: "See page 33", "See Moving, page 19", "(see Attack Types on page 26)",
// "(see “Unique”, p. 4)".
QList<FoundReference> findPageReferences(QStringView text);
// Glossary cross-references: "See Armor Class." (a sentence of its own naming a term).
QList<FoundReference> findTermReferences(QStringView text);

} // namespace ddm
