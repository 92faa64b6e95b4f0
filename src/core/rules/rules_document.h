// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace ddm {

// The five rule documents we know, recognised by their content (see document_kind.h).
enum class RulesDocumentKind {
    ComprehensiveRules, // the CRG: numbered rules 0–1021 and a glossary; the authority
    QuickReference,     // the fan sheet: step codes R0–R7, F1–F4 … and an OCR-damaged glossary
    BattleRules2008,    // the starter rulebook: sections by page, a run-in glossary with page references
    GuildRules2011,     // the DDM Guild rules, pages 1–5
    BattleAxe,          // Battle-Axe: another game's rulebook
};

// Which game a document is about; searches show one game at a time.
enum class RulesGame { Ddm, BattleAxe };

// What an entry is. The CRG's levels follow from the number: chapter "6", section "611", rule
// "611.3", sub-rule "611.3.a". The quick reference has sequences and their steps; the other
// documents have sections (and labelled parts of sections).
enum class EntryKind { Chapter, Section, Rule, SubRule, Sequence, Step, Part };

enum class NoteKind { Example, Note };

struct EntryNote {
    NoteKind kind = NoteKind::Example;
    QString text;
    int line = 0;
};

// One addressable piece of a document: a numbered rule, a quick-reference step, a section.
struct RulesEntry {
    QString key;       // unique in its document: "611.3.a", "B2", "terrain/forest", "cover"
    EntryKind kind = EntryKind::Part;
    QString number;    // the CRG number or the step code ("611.3.a", "R0"); empty for sections
    QString title;     // may be empty (most CRG rules have text only)
    QString text;      // plain text; paragraphs separated by a blank line; icons kept as {M}
    QList<EntryNote> notes;
    QString parentKey; // empty at the top
    int depth = 0;     // 0 for top-level entries
    int page = 0;      // the printed page the entry starts on; 0 when the document has none
    int line = 0;      // 1-based line of the source file where the entry starts
    QStringList definedTerms; // phrases the text sets in italics: *cover*, *ranged cover*
    QStringList definitions;  // those of them it defines: "A *player* is", "(the *checked line*)"
};

// One glossary entry as a document prints it.
struct GlossaryEntry {
    QString headword;          // as printed: "Conceal X", "Z", "DEF/DEFENSE"
    QString term;              // what it means once OCR damage is undone ("AC" for "Z"); else headword
    QString category;          // "power", "condition", "creature statistic" …; may be empty
    QString text;
    int line = 0;
    int page = 0;
};

// A problem with a document: the file, the line and what is wrong.
struct ParseProblem {
    QString file;
    int line = 0;
    QString message;

    QString toString() const;
};

struct RulesDocument {
    RulesDocumentKind kind = RulesDocumentKind::ComprehensiveRules;
    QString sourceFile; // file name without directory
    QString title;
    QString date;       // as printed ("November 1, 2008", "April 2008", "Rev 5"); empty when undated
    QString sortDate;   // ISO-like for ordering ("2008-11-01"); empty when undated
    QList<RulesEntry> entries;     // in document order; parents before children
    QList<GlossaryEntry> glossary; // in document order
    int ignoredLines = 0;          // lines recognised as not being part of the document (web junk)

    int indexOfEntry(const QString& key) const;
};

// The entries without those that hold no text and head no other entry (a heading whose text went
// to its parts, or that the document left empty); the order is kept.
QList<RulesEntry> withoutEmptyLeaves(const QList<RulesEntry>& entries);

QString entryKindName(EntryKind kind);      // "chapter", "section", "rule", "subrule", "sequence", "step", "part"
EntryKind entryKindFromName(const QString& name);
QString noteKindName(NoteKind kind);        // "example", "note"

} // namespace ddm
