// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace ddm {

// A glossary text that only sends the reader elsewhere: "See *Armor Class*."
bool isRedirectText(const QString& text);

// One document's glossary entry as the index sees it.
struct GlossarySource {
    QString term;       // the headword, OCR damage undone ("AC" for the quick reference's "Z")
    QString printed;    // the headword as printed ("Z")
    bool redirect = false; // the entry only says "See *Armor Class*."
    int authority = 0;  // DocumentAuthority: lower is stronger
};

// A term across documents: the CRG's "Conceal X", the starter's "Conceal X" and the quick
// reference's "CONCEAL X" are one term, keyed "conceal".
struct GlossaryGroup {
    QString key;
    QString display;     // the strongest document's headword in lower case: "conceal x"
    QStringList aliases; // other names it is looked up by
};

// A term found in a text: [start, start + length) in UTF-16 units.
struct GlossaryHit {
    qsizetype start = 0;
    qsizetype length = 0;
    QString key;
};

// Groups the glossary entries of all documents into terms and finds terms: by name (any headword,
// alias, abbreviation or OCR-damaged spelling), in card text ("Conceal 11", "Resist 10 Psychic",
// "Dazed (save ends)"), and in rules text (whole words, the longest term wins, variable terms by
// pattern: "Conceal 11", "Resist X TYPE", "Immune Helpless", "ongoing 10 fire damage").
class GlossaryIndex {
public:
    GlossaryIndex() = default;
    explicit GlossaryIndex(const QList<GlossarySource>& sources);

    const QList<GlossaryGroup>& groups() const { return m_groups; }
    // The group of sources.at(i).
    QString keyOf(qsizetype sourceIndex) const { return m_sourceKeys.value(sourceIndex); }
    const GlossaryGroup* group(const QString& key) const;

    // The term `text` names: a key, display name or alias; else a card-text use of a term ("Reach 2",
    // "Resist 10 Psychic", "Dazed (save ends)"); else, with `leadingWords`, the longest leading
    // words that name one ("save ends" -> "save").
    std::optional<QString> lookup(const QString& text, bool leadingWords = true) const;
    // Terms used in `text`, in order, never overlapping; variable parts must be present ("Conceal 11").
    QList<GlossaryHit> find(QStringView text) const;

private:
    struct Pattern {
        QString key;
        int literalLength = 0;
        QString strict;
        QRegularExpression loose; // anchored at both ends; compiled when first matched
        QStringList fixedWords;   // what any text it matches contains: "line", "of", "effect"
    };

    void buildPatterns(const QList<GlossarySource>& sources);

    QList<GlossaryGroup> m_groups;
    QHash<QString, qsizetype> m_byName; // key, display and aliases -> index in m_groups
    QList<QString> m_sourceKeys;
    QList<Pattern> m_patterns;
    // Every strict pattern, longest first, one capture each. It compiles when find() is first called:
    // a command that never finds terms in a text never pays for it.
    QRegularExpression m_combined;
};

} // namespace ddm
