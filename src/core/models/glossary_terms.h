// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringView>
#include <QUrl>

namespace ddm {

// A rules term that card text uses and the rules glossary defines. `term` is the glossary headword
// without its variable parts ("Resist" for "Resist X TYPE", "Ongoing damage" for "Ongoing X
// DAMAGE"); `pattern` finds it in card text, numbers and types included ("Resist 10 Fire").
struct GlossaryTerm {
    QString term;
    QRegularExpression pattern;
};

// One place a term occurs in a text: [start, start + length) in UTF-16 units.
struct GlossaryMatch {
    qsizetype start = 0;
    qsizetype length = 0;
    QString term;

    bool operator==(const GlossaryMatch&) const = default;
};

// The standard terms: movement (Flight, Burrow), Conceal N, Reach N, Resist / Vulnerable / Immune,
// Insubstantial, Phasing, Scout, Blindsight, Regeneration N, conditions (Dazed, Stunned, ...),
// ongoing damage and (save ends). One table in glossary_terms.cpp.
const QList<GlossaryTerm>& glossaryTerms();

// The terms in `text`, in text order, never overlapping (where two overlap the earlier, then the
// longer, wins).
QList<GlossaryMatch> findGlossaryTerms(QStringView text);

// ddm://glossary/<term, lower case, percent-encoded>: what the rules reference opens.
QUrl glossaryUrl(const QString& term);
// The term a glossary link names ("wandering monster"); empty for any other URL.
QString glossaryTermOf(const QUrl& url);

} // namespace ddm
