// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rule_number.h"
#include "rules/rules_document.h"

#include <QHash>
#include <QSet>
#include <QStringList>

#include <optional>

namespace ddm {

// Decides whether a CRG entry is about a subject (a glossary term, a title quoted in a reference)
// and finds the entry that is, when a reference points elsewhere. Computed from the document alone:
// its titles, the terms its rules define in italics, its text. No table of known corrections.
class SubjectMatcher {
public:
    explicit SubjectMatcher(const RulesDocument& guide);

    // The subject is the entry's title or part of it, or the entry (or a rule right under it) defines
    // or uses the subject's words.
    bool matches(const QString& subject, int entryIndex) const;
    // The entry most likely meant, by evidence (a title of the subject's words, then a definition,
    // then a title containing them, then a similar title, then a mention), nearest to `cited` within
    // the same kind of evidence. -1 when nothing is about the subject.
    int find(const QString& subject, const std::optional<RuleNumber>& cited) const;

private:
    struct Entry {
        QSet<QString> titleWords;
        QSet<QString> subjectTitleWords; // without the words that name kinds of things ("condition")
        QList<QStringList> definitions;  // italic phrases in defining position, as tokens
        QList<QStringList> italics;      // every italic phrase, as tokens
        QStringList tokens;              // the text
        std::optional<RuleNumber> number;
        QList<int> children;
    };

    QSet<QString> withoutKindWords(const QSet<QString>& words) const;
    double titleSimilarity(const QSet<QString>& subject, const QSet<QString>& title) const;
    int nearest(const QList<int>& candidates, const std::optional<RuleNumber>& cited) const;

    QList<Entry> m_entries;
    QSet<QString> m_kindWords;        // last words of many titles: condition, terrain, effect, step …
    QHash<QString, double> m_weights; // rarity of each title word
};

} // namespace ddm
