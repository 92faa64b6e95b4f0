// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/glossary_terms.h"

#include <algorithm>
#include <array>

namespace ddm {
namespace {

struct TermRow {
    const char* term;
    const char* pattern;
    bool caseSensitive; // for words that are also plain English ("Unique", "Scout", "Reach")
};

// Card text capitalises most terms but not always ("reach 2", "ongoing 5 fire damage"); patterns
// that could hit ordinary words demand a number, a type or a capital.
constexpr std::array kTerms{
    TermRow{"Flight", R"(\bFlight\b)", false},
    TermRow{"Burrow", R"(\bBurrow\b)", false},
    TermRow{"Conceal", R"(\bConceal(?: \d+)?\b)", false},
    TermRow{"Reach", R"(\b[Rr]each \d+\b|\bReach\b)", true},
    TermRow{"Resist", R"(\bResist (?:\d+ )?All\b|\bResist \d+ [A-Za-z]+\b)", false},
    TermRow{"Vulnerable", R"(\bVulnerable \d+ [A-Za-z]+\b)", false},
    TermRow{"Immune", R"(\bImmune [A-Z][a-z]+\b)", true},
    TermRow{"Insubstantial", R"(\bInsubstantial\b)", false},
    TermRow{"Phasing", R"(\bPhasing\b)", false},
    TermRow{"Scout", R"(\bScout\b)", true},
    TermRow{"Hide", R"(\bHide\b)", true},
    TermRow{"Wandering Monster", R"(\bWandering Monster\b)", false},
    TermRow{"Multi-Activation", R"(\bMulti-Activation(?: \d+)?\b)", false},
    TermRow{"Blindsight", R"(\bBlindsight(?: \d+)?\b)", false},
    TermRow{"Unique", R"(\bUnique\b)", true},
    TermRow{"Mobile", R"(\bMobile\b)", true},
    TermRow{"Regeneration", R"(\bRegeneration(?: \d+)?\b)", false},
    TermRow{"Squeeze", R"(\bSqueez(?:e|es|ing)\b)", false},
    TermRow{"Dazed", R"(\bDazed\b)", false},
    TermRow{"Stunned", R"(\bStunned\b)", false},
    TermRow{"Helpless", R"(\bHelpless\b)", false},
    TermRow{"Immobilized", R"(\bImmobilized\b)", false},
    TermRow{"Slowed", R"(\bSlowed\b)", false},
    TermRow{"Weakened", R"(\bWeakened\b)", false},
    TermRow{"Blinded", R"(\bBlinded\b)", false},
    TermRow{"Dominated", R"(\bDominated\b)", false},
    TermRow{"Confused", R"(\bConfused\b)", false},
    TermRow{"Ongoing damage", R"(\b(?:\d+ )?ongoing (?:\d+ )?(?:[A-Za-z]+ )?damage\b)", false},
    TermRow{"Save ends", R"(\bsave ends\b)", false},
};

const QString kGlossaryPrefix = QStringLiteral("ddm://glossary/");

} // namespace

const QList<GlossaryTerm>& glossaryTerms()
{
    static const QList<GlossaryTerm> terms = [] {
        QList<GlossaryTerm> list;
        for (const TermRow& row : kTerms) {
            QRegularExpression pattern(QString::fromLatin1(row.pattern),
                                       row.caseSensitive ? QRegularExpression::NoPatternOption
                                                         : QRegularExpression::CaseInsensitiveOption);
            pattern.optimize();
            list.append({QString::fromLatin1(row.term), pattern});
        }
        return list;
    }();
    return terms;
}

QList<GlossaryMatch> findGlossaryTerms(QStringView text)
{
    QList<GlossaryMatch> all;
    for (const GlossaryTerm& term : glossaryTerms()) {
        QRegularExpressionMatchIterator it = term.pattern.globalMatch(text);
        while (it.hasNext()) {
            const QRegularExpressionMatch match = it.next();
            all.append({match.capturedStart(), match.capturedLength(), term.term});
        }
    }
    std::sort(all.begin(), all.end(), [](const GlossaryMatch& a, const GlossaryMatch& b) {
        return a.start != b.start ? a.start < b.start : a.length > b.length;
    });
    QList<GlossaryMatch> kept;
    qsizetype end = 0;
    for (const GlossaryMatch& match : all) {
        if (match.start >= end) {
            kept.append(match);
            end = match.start + match.length;
        }
    }
    return kept;
}

QUrl glossaryUrl(const QString& term)
{
    return QUrl(kGlossaryPrefix + QString::fromLatin1(QUrl::toPercentEncoding(term.toLower())));
}

QString glossaryTermOf(const QUrl& url)
{
    const QString text = url.toString(QUrl::FullyEncoded);
    if (!text.startsWith(kGlossaryPrefix))
        return {};
    return QUrl::fromPercentEncoding(text.mid(kGlossaryPrefix.size()).toUtf8());
}

} // namespace ddm
