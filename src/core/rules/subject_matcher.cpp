// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/subject_matcher.h"

#include "rules/subject_words.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <tuple>

namespace ddm {
namespace {

constexpr double kSimilarTitle = 2.0 / 3.0;

bool definesPhrase(const QList<QStringList>& phrases, const QStringList& subject)
{
    for (const QStringList& phrase : phrases) {
        if (phrase == subject)
            return true;
        // "unmodified attack roll" defines an attack roll
        if (phrase.size() == subject.size() + 1 && phrase.mid(1) == subject)
            return true;
    }
    return false;
}

bool mentionsPhrase(const QList<QStringList>& phrases, const QStringList& subject)
{
    return std::any_of(phrases.begin(), phrases.end(),
                       [&subject](const QStringList& phrase) { return containsPhrase(phrase, subject); });
}

} // namespace

SubjectMatcher::SubjectMatcher(const RulesDocument& guide)
{
    QHash<QString, int> indexOf;
    QHash<QString, int> lastWords;
    QHash<QString, int> titleFrequency;
    int titled = 0;
    for (const RulesEntry& source : guide.entries) {
        Entry entry;
        entry.titleWords = subjectWords(source.title);
        entry.tokens = subjectTokens(source.text);
        for (const QString& phrase : source.definitions)
            entry.definitions.append(subjectTokens(phrase));
        for (const QString& phrase : source.definedTerms)
            entry.italics.append(subjectTokens(phrase));
        entry.number = RuleNumber::parse(source.number);
        if (const int parent = indexOf.value(source.parentKey, -1); parent >= 0)
            m_entries[parent].children.append(int(m_entries.size()));
        indexOf.insert(source.key, int(m_entries.size()));
        const QStringList titleTokens = subjectTokens(source.title);
        if (!titleTokens.isEmpty()) {
            ++lastWords[titleTokens.last()];
            ++titled;
        }
        for (const QString& word : std::as_const(entry.titleWords))
            ++titleFrequency[word];
        m_entries.append(entry);
    }
    for (auto it = lastWords.cbegin(); it != lastWords.cend(); ++it) {
        if (it.value() >= kMinKindWordTitles)
            m_kindWords.insert(it.key());
    }
    for (auto it = titleFrequency.cbegin(); it != titleFrequency.cend(); ++it)
        m_weights.insert(it.key(), std::log(double(titled + 1) / double(it.value())));
    for (Entry& entry : m_entries)
        entry.subjectTitleWords = withoutKindWords(entry.titleWords);
}

QSet<QString> SubjectMatcher::withoutKindWords(const QSet<QString>& words) const
{
    QSet<QString> result = words;
    result.subtract(m_kindWords);
    return result;
}

double SubjectMatcher::titleSimilarity(const QSet<QString>& subject, const QSet<QString>& title) const
{
    if (subject.isEmpty())
        return 0.0;
    return double(QSet<QString>(subject).intersect(title).size()) / double(subject.size());
}

bool SubjectMatcher::matches(const QString& subject, int entryIndex) const
{
    const QSet<QString> words = subjectWords(subject);
    const QStringList tokens = subjectTokens(subject);
    if (words.isEmpty() || entryIndex < 0 || entryIndex >= m_entries.size())
        return words.isEmpty();
    const Entry& entry = m_entries.at(entryIndex);
    if (entry.titleWords.contains(words))
        return true;
    if (words.size() >= 2 && titleSimilarity(words, entry.titleWords) >= kSimilarTitle)
        return true;
    QList<int> scope{entryIndex};
    scope += entry.children;
    for (const int index : std::as_const(scope)) {
        const Entry& candidate = m_entries.at(index);
        if (mentionsPhrase(candidate.italics, tokens) || containsPhrase(candidate.tokens, tokens))
            return true;
    }
    return false;
}

int SubjectMatcher::find(const QString& subject, const std::optional<RuleNumber>& cited) const
{
    const QSet<QString> words = subjectWords(subject);
    const QSet<QString> kindless = withoutKindWords(words);
    const QStringList tokens = subjectTokens(subject);
    if (words.isEmpty())
        return -1;
    QList<int> titles, definitions, italics, containing, mentions;
    QList<std::pair<double, int>> similar;
    for (int i = 0; i < m_entries.size(); ++i) {
        const Entry& entry = m_entries.at(i);
        if (!kindless.isEmpty() && entry.subjectTitleWords == kindless)
            titles.append(i);
        if (definesPhrase(entry.definitions, tokens))
            definitions.append(i);
        if (definesPhrase(entry.italics, tokens))
            italics.append(i);
        if (entry.titleWords.contains(words))
            containing.append(i);
        if (words.size() >= 2 && titleSimilarity(words, entry.titleWords) >= kSimilarTitle) {
            double weight = 0.0;
            QSet<QString> shared = words;
            shared.intersect(entry.titleWords);
            for (const QString& word : std::as_const(shared))
                weight += m_weights.value(word);
            similar.append({weight, i});
        }
        if (containsPhrase(entry.tokens, tokens))
            mentions.append(i);
    }
    // Only the best-weighted similar titles count: "replaces attack action" is more like "Replaces
    // Attack Power" than "Attack Actions", because "replaces" is the rarer title word.
    QList<int> bestSimilar;
    if (!similar.isEmpty()) {
        const double best = std::max_element(similar.begin(), similar.end())->first;
        for (const auto& [weight, index] : std::as_const(similar)) {
            if (weight >= best - 1e-9)
                bestSimilar.append(index);
        }
    }
    for (const QList<int>* tier : {&titles, &definitions, &italics, &containing, &bestSimilar, &mentions}) {
        if (!tier->isEmpty())
            return nearest(*tier, cited);
    }
    return -1;
}

int SubjectMatcher::nearest(const QList<int>& candidates, const std::optional<RuleNumber>& cited) const
{
    if (!cited)
        return candidates.first();
    auto rank = [&cited, this](int index) {
        const std::optional<RuleNumber>& number = m_entries.at(index).number;
        if (!number)
            return std::tuple{1, 1, 1, 100000, 1000, 1000, index};
        const bool tail = number->rule() == cited->rule() && number->letter() == cited->letter();
        return std::tuple{tail ? 0 : 1, number->major() == cited->major() ? 0 : 1, number->chapter() == cited->chapter() ? 0 : 1,
                          std::abs(number->major() - cited->major()), std::abs(number->rule() - cited->rule()),
                          std::abs(int(number->letter().unicode()) - int(cited->letter().unicode())), index};
    };
    return *std::min_element(candidates.begin(), candidates.end(), [&rank](int a, int b) { return rank(a) < rank(b); });
}

} // namespace ddm
