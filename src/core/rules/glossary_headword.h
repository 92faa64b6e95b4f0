// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace ddm {

// One way of writing a glossary term: "HP/hit points" has two.
struct HeadwordAlternative {
    QString key;           // the words that do not vary, lower case: "conceal", "resist", "line of effect"
    QString pattern;       // regular expression for uses in text, variable parts required ("Conceal 11")
    QString loosePattern;  // the same with variable parts optional ("conceal" from a card's link)
    int literalLength = 0; // characters of fixed words: longer terms win where terms overlap
};

// What a headword says about finding its term. Variable parts are written "X" / "[X]" / "[range]"
// (a number) and TYPE / DAMAGE / EFFECT / NAME (a word) in capitals within lower-case headwords,
// or after an X in the quick reference's all-capital ones: "Resist X TYPE", "ONGOING X DAMAGE",
// "Immune EFFECT". A parenthesised abbreviation made of the words' initials ("LINE OF EFFECT (LOE)")
// is another name for the term.
struct HeadwordAnalysis {
    QList<HeadwordAlternative> alternatives; // in the order written; never empty for a non-empty headword
    QStringList abbreviations;               // "loe"
};

HeadwordAnalysis analyseHeadword(const QString& headword);

// Lower case, single spaces, straight apostrophes: how terms and aliases are compared.
QString normalizedTerm(const QString& text);

} // namespace ddm
