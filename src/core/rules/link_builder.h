// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_link.h"

#include <QList>

namespace ddm {

struct RulesCorpus;

// Turns every reference in the documents into a link and checks it:
//  - rule and section references from CRG rules and glossaries: a missing rule, or a rule that is
//    not about the reference's subject (the glossary term, a quoted title), is corrected to the
//    entry SubjectMatcher finds, else flagged;
//  - page references of the starter (and the quick reference, whose glossary cites the starter's
//    pages) lead to the section printed on that page, by title where one is given;
//  - "See *Armor Class*." leads to that glossary term;
//  - glossary terms used in the text of DDM entries link to the term (the first use in each entry;
//    not the words that only describe rules text, like "can", nor terms so common they are in most
//    rules, like "creature").
class LinkBuilder {
public:
    static QList<RulesLink> build(const RulesCorpus& corpus);
};

} // namespace ddm
