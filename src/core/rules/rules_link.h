// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace ddm {

// An entry or a glossary entry of a document in a RulesCorpus, by index.
struct EntryRef {
    int document = -1;
    int entry = -1;

    bool isValid() const { return document >= 0 && entry >= 0; }
    bool operator==(const EntryRef&) const = default;
};

struct GlossaryRef {
    int document = -1;
    int entry = -1;

    bool isValid() const { return document >= 0 && entry >= 0; }
    bool operator==(const GlossaryRef&) const = default;
};

enum class LinkKind {
    Rule,     // "rule 201.3", "see 1009.2", "rules 101.2–101.6", "103.3a"
    Section,  // "section 10", "see section 706. “…”"
    Page,     // "See page 33", "See Moving, page 19" (the starter's pages)
    Glossary, // "See *Armor Class*."
    Term,     // a glossary term used in text: "combat advantage", "Conceal 11"
};

enum class LinkStatus {
    Ok,         // leads where it says
    Corrected,  // the written target is wrong or missing; the intended one was found from the subject
    Unverified, // the written rule exists but is about something else, and nothing better was found
    Broken,     // leads nowhere and nothing was found
};

// Why a link is not Ok.
enum class LinkProblem {
    None,
    NoSuchRule,      // "see rule 211.4": there is no 211.4
    SubjectMismatch, // "Immobilized … (see rule 908)": 908 is about ongoing damage
    NoSuchPage,      // a page the document does not have
    NoSuchTerm,      // "See *Enervated*" where no glossary has Enervated
    NoSuchDocument,  // a page reference while the starter is not imported
};

struct RulesLink {
    // The source: exactly one of these is valid.
    EntryRef sourceEntry;
    GlossaryRef sourceGlossary;
    qsizetype start = 0; // where the reference is in the source's text, UTF-16 units
    qsizetype length = 0;
    LinkKind kind = LinkKind::Rule;
    LinkStatus status = LinkStatus::Ok;
    LinkProblem problem = LinkProblem::None;
    QString cited;         // as written: "see rule 908", "Conceal 11"
    QString writtenTarget; // the number, page or term written: "908", "33", "Enervated"
    QString subject;       // what it is about: the glossary term, a quoted title; may be empty
    // The target: an entry, or a glossary term (key); neither for a broken link.
    EntryRef targetEntry;
    QString targetTerm;
};

// Entries of several documents about the same thing, the strongest document first.
struct VariantGroup {
    QString key; // the shared subject: "pit", "confused"
    QList<EntryRef> entries;
};

QString linkKindName(LinkKind kind);       // "rule", "section", "page", "glossary", "term"
QString linkStatusName(LinkStatus status); // "ok", "corrected", "unverified", "broken"
QString linkProblemName(LinkProblem problem); // "", "no-such-rule", "subject-mismatch", ...
LinkKind linkKindFromName(const QString& name);
LinkStatus linkStatusFromName(const QString& name);
LinkProblem linkProblemFromName(const QString& name);

} // namespace ddm
