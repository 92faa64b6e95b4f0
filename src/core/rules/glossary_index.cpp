// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/glossary_index.h"

#include "rules/glossary_headword.h"

#include <QSet>

#include <algorithm>

namespace ddm {
namespace {

// "IMMUNE EFFECT" and "VULNERABLE DAMAGE" (no X in the quick reference) are the terms "immune" and
// "vulnerable" when another document has those.
QString withoutTrailingPlaceholder(const QString& key, const QSet<QString>& strongKeys)
{
    for (const char* suffix : {" damage", " effect", " type", " name"}) {
        const QLatin1String tail(suffix);
        if (key.endsWith(tail) && strongKeys.contains(key.chopped(tail.size())))
            return key.chopped(tail.size());
    }
    return key;
}

QString stripped(const QString& text)
{
    static const QRegularExpression trailing(QStringLiteral(R"(\s*\([^()]*\)\s*$)"));
    QString result = text.simplified();
    while (trailing.match(result).hasMatch())
        result.remove(trailing);
    while (result.endsWith(QLatin1Char('.')) || result.endsWith(QLatin1Char(',')))
        result.chop(1);
    return result.trimmed();
}

} // namespace

bool isRedirectText(const QString& text)
{
    static const QRegularExpression see(QStringLiteral(R"(^See\s+\*?[^.*]+\*?\.?$)"));
    return see.match(text.trimmed()).hasMatch();
}

GlossaryIndex::GlossaryIndex(const QList<GlossarySource>& sources)
{
    QList<HeadwordAnalysis> analyses;
    QSet<QString> strongKeys; // terms with one spelling that are entries of their own, not "See …"
    for (const GlossarySource& source : sources) {
        analyses.append(analyseHeadword(source.term));
        if (analyses.last().alternatives.size() == 1 && !source.redirect)
            strongKeys.insert(analyses.last().alternatives.first().key);
    }
    QHash<QString, qsizetype> groupIndex;
    QList<int> strength; // the authority of the source that named each group
    for (qsizetype i = 0; i < sources.size(); ++i) {
        const QList<HeadwordAlternative>& alternatives = analyses.at(i).alternatives;
        QString key = alternatives.isEmpty() ? normalizedTerm(sources.at(i).term) : alternatives.first().key;
        for (const HeadwordAlternative& alternative : alternatives) {
            if (strongKeys.contains(alternative.key)) {
                key = alternative.key;
                break;
            }
        }
        key = withoutTrailingPlaceholder(key, strongKeys);
        m_sourceKeys.append(key);
        const QString display = normalizedTerm(sources.at(i).term);
        if (!groupIndex.contains(key)) {
            groupIndex.insert(key, m_groups.size());
            m_groups.append({key, display, {}});
            strength.append(sources.at(i).authority);
        } else if (sources.at(i).authority < strength.at(groupIndex.value(key))) {
            m_groups[groupIndex.value(key)].display = display;
            strength[groupIndex.value(key)] = sources.at(i).authority;
        }
    }
    for (qsizetype g = 0; g < m_groups.size(); ++g) {
        m_byName.insert(m_groups.at(g).key, g);
    }
    auto addName = [this](qsizetype g, const QString& name) {
        if (name.isEmpty() || m_byName.contains(name))
            return;
        m_byName.insert(name, g);
        m_groups[g].aliases.append(name);
    };
    for (qsizetype g = 0; g < m_groups.size(); ++g)
        addName(g, m_groups.at(g).display);
    for (qsizetype i = 0; i < sources.size(); ++i) {
        const qsizetype g = groupIndex.value(m_sourceKeys.at(i));
        addName(g, normalizedTerm(sources.at(i).term));
        addName(g, normalizedTerm(sources.at(i).printed));
        for (const HeadwordAlternative& alternative : analyses.at(i).alternatives)
            addName(g, alternative.key);
        for (const QString& abbreviation : analyses.at(i).abbreviations)
            addName(g, abbreviation);
    }
    QSet<QString> seen;
    for (qsizetype i = 0; i < sources.size(); ++i) {
        for (const HeadwordAlternative& alternative : analyses.at(i).alternatives) {
            if (seen.contains(alternative.pattern))
                continue;
            seen.insert(alternative.pattern);
            m_patterns.append(
                {m_sourceKeys.at(i), alternative.literalLength, alternative.pattern,
                 QRegularExpression(QStringLiteral("^") + alternative.loosePattern + QStringLiteral("$"),
                                    QRegularExpression::CaseInsensitiveOption),
                 alternative.key.split(QLatin1Char(' '), Qt::SkipEmptyParts)});
        }
    }
    std::stable_sort(m_patterns.begin(), m_patterns.end(),
                     [](const Pattern& a, const Pattern& b) { return a.literalLength > b.literalLength; });
    QStringList alternatives;
    for (const Pattern& pattern : std::as_const(m_patterns))
        alternatives.append(QLatin1Char('(') + pattern.strict + QLatin1Char(')'));
    m_combined.setPattern(alternatives.join(QLatin1Char('|')));
}

const GlossaryGroup* GlossaryIndex::group(const QString& key) const
{
    const auto it = m_byName.constFind(key);
    return it == m_byName.constEnd() ? nullptr : &m_groups.at(*it);
}

std::optional<QString> GlossaryIndex::lookup(const QString& text, bool leadingWords) const
{
    const QString plain = stripped(text);
    const QString name = normalizedTerm(plain);
    if (const auto it = m_byName.constFind(name); it != m_byName.constEnd())
        return m_groups.at(*it).key;
    // Longest first: the first pattern that matches the whole text is the best. Only the patterns whose
    // fixed words the text has can match it; the others are not compiled at all.
    const QStringList textWords = name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const Pattern& pattern : m_patterns) {
        const bool candidate =
            std::all_of(pattern.fixedWords.cbegin(), pattern.fixedWords.cend(),
                        [&textWords](const QString& word) { return textWords.contains(word); });
        if (candidate && pattern.loose.match(plain).hasMatch())
            return pattern.key;
    }
    QStringList words = name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    while (leadingWords && words.size() > 1) {
        words.removeLast();
        if (const auto it = m_byName.constFind(words.join(QLatin1Char(' '))); it != m_byName.constEnd())
            return m_groups.at(*it).key;
    }
    return std::nullopt;
}

QList<GlossaryHit> GlossaryIndex::find(QStringView text) const
{
    QList<GlossaryHit> hits;
    if (m_patterns.isEmpty())
        return hits;
    QRegularExpressionMatchIterator it = m_combined.globalMatch(text.toString());
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        for (int i = 1; i <= m_combined.captureCount(); ++i) {
            if (match.capturedStart(i) >= 0) {
                hits.append({match.capturedStart(), match.capturedLength(), m_patterns.at(i - 1).key});
                break;
            }
        }
    }
    return hits;
}

} // namespace ddm
