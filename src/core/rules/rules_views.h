// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/document_kind.h"
#include "rules/rule_number.h"
#include "rules/rules_document.h"
#include "rules/rules_item_id.h"
#include "rules/rules_link.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddm {

// What the rules repositories answer: plain data the app and ddm-tool turn into text.

struct RulesDocumentInfo {
    qint64 id = 0;
    QString key; // "crg"
    RulesDocumentKind kind = RulesDocumentKind::ComprehensiveRules;
    RulesGame game = RulesGame::Ddm;
    QString title;
    QString date; // as printed; empty when undated
    DocumentAuthority authority = DocumentAuthority::Authoritative;
    QString sourceFile;
};

struct RuleEntryView {
    qint64 id = 0;
    RulesItemId item; // rule:611.3, quickref:B2, section:guild-2011/set-up
    RulesDocumentInfo document;
    EntryKind kind = EntryKind::Rule;
    QString key;
    QString number;
    QString title;
    QString text;
    QList<EntryNote> notes;
    qint64 parentId = 0;
    int depth = 0;
    int page = 0;
    int line = 0;
};

// The answer to "jump to 611.3": the entry, or why not and what is nearby.
struct RuleLookup {
    QString query;
    std::optional<RuleNumber> number; // the number understood; empty when the text is none
    std::optional<RuleEntryView> entry;
    QList<RuleEntryView> nearest;     // when the rule does not exist: the closest existing ones
};

struct GlossaryVersion {
    qint64 id = 0;
    RulesDocumentInfo document;
    QString headword; // as printed
    QString category;
    QString text;
    int page = 0;
    int line = 0;
};

// A glossary entry as a document's index lists it: the headword printed and the term it defines.
struct GlossaryHeadword {
    QString headword; // "Z"
    RulesItemId term; // glossary:ac
};

struct GlossaryTermView {
    qint64 id = 0;
    QString key;     // "conceal"
    QString display; // "conceal x"
    RulesItemId item;
    QList<GlossaryVersion> versions; // every document's entry, the strongest document first
    QStringList aliases;
};

struct GlossaryLookup {
    QString query;
    std::optional<GlossaryTermView> term;
    QStringList nearest; // display names of similar terms when none matched
};

// A link from or to an item, resolved to what it points at.
struct RulesLinkView {
    qint64 id = 0;
    LinkKind kind = LinkKind::Rule;
    LinkStatus status = LinkStatus::Ok;
    LinkProblem problem = LinkProblem::None;
    qsizetype start = 0;
    qsizetype length = 0;
    QString cited;
    QString writtenTarget;
    QString subject;
    RulesItemId source;          // where the link is written
    QString sourceTitle;
    QString sourceDocument;      // document key of the source
    std::optional<RulesItemId> target;
    QString targetTitle;         // "Immobilized Condition"
    int targetPage = 0;
    QString writtenTargetTitle;  // what the written number is actually about, for a corrected link
};

// "Cited by 4 rules, 2 glossary entries": who links to an item, counted by kind of source.
struct Backlinks {
    QList<RulesLinkView> links;
    int rules = 0;           // entries of the CRG
    int glossaryEntries = 0;
    int otherEntries = 0;    // quick reference and other documents
    int mentions = 0;        // term links (the term is used, not cited)
};

// One document's version of a rule or term, for side-by-side display.
struct RulesVersion {
    RulesDocumentInfo document;
    RulesItemId item;
    QString title;
    QString text;
};

} // namespace ddm
