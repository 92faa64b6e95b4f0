// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/creature.h"
#include "catalog/ddmdb_reader.h"

#include <QList>
#include <QString>

namespace ddm {

// How a catalog creature found its miniature in the database, most certain first.
enum class FigureMatch {
    Exact,      // same name and set, as spelled
    Normalised, // same once case, punctuation and accents are folded and set names aliased
    Spelling,   // same set, a name within kNearSpellingDistance letters ("Formorian"/"Fomorian")
    Qualifier,  // same set, the same name once a size word or "(Young)"-style qualifier is dropped
};
QString figureMatchName(FigureMatch match); // "exact", "normalised", "spelling", "qualifier"

// A match other than by name as spelled, to review: which figure each creature took.
struct NearMatch {
    QString name;
    QString set;
    QString figureName;
    FigureMatch match = FigureMatch::Spelling;
    int distance = 0; // letters changed, for spelling matches
};

// A creature whose name is only in another set of the database. Its facts are not taken: the same
// name can be another figure (Balor is Large in one set and Huge in another).
struct OtherSetName {
    QString name;
    QString set;
    QStringList figures; // "Underdark: Large", one per figure of that name
};

// Two sources that disagree about a creature. The database wins; the card text is reported.
struct FactConflict {
    QString name;
    QString set;
    QString fact;    // "size"
    QString kept;    // the value used, and whence: "Large (database)"
    QString ignored; // "Huge (card text)" or the second figure that matched
};

struct SetCoverage {
    QString set;
    int creatures = 0;
    int inDatabase = 0; // matched a figure of the database
    int sized = 0;      // with a size from any source
};

struct CardFactsReport {
    int creatures = 0;
    int figures = 0;               // miniatures in the database; 0 without it
    int matched[4] = {0, 0, 0, 0}; // by FigureMatch
    int sizedFromDatabase = 0;
    int sizedFromCardText = 0;
    QList<SetCoverage> sets; // in the catalog's set order (first appearance)
    QList<NearMatch> nearMatches;
    QList<OtherSetName> otherSetNames;
    QList<FactConflict> conflicts;

    int sized() const { return sizedFromDatabase + sizedFromCardText; }
    int matchedTotal() const { return matched[0] + matched[1] + matched[2] + matched[3]; }
};

// The largest edit distance a same-set spelling match accepts. The database's spellings that differ
// from the catalog's within a set differ by one dropped letter or one swapped pair (2 edits), while
// two different figures of one set are 5 or more letters apart; a match must also be the only
// figure of its set within kNearSpellingDistance + kSpellingMargin letters.
inline constexpr int kNearSpellingDistance = 2;
inline constexpr int kSpellingMargin = 3;

// Fills in size, rarity and collector number from the database's figures (when given) and sizes the
// cards state themselves, recording each size's source, and reports coverage and what to review.
CardFactsReport joinCardFacts(QList<Creature>& creatures, const QList<DdmdbFigure>& figures);

} // namespace ddm
