// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/variant_finder.h"

#include "rules/document_kind.h"
#include "rules/rules_corpus.h"
#include "rules/subject_words.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace ddm {
namespace {

constexpr int kMaxRareWordTitles = 3; // a CRG title word this rare can stand for its subject alone

QSet<QString> kindWords(const RulesDocument* guide, QHash<QString, int>& titleCounts)
{
    QHash<QString, int> lastWords;
    if (guide) {
        for (const RulesEntry& entry : guide->entries) {
            const QStringList tokens = subjectTokens(entry.title);
            if (!tokens.isEmpty())
                ++lastWords[tokens.last()];
            for (const QString& word : subjectWords(entry.title))
                ++titleCounts[word];
        }
    }
    QSet<QString> words;
    for (auto it = lastWords.cbegin(); it != lastWords.cend(); ++it) {
        if (it.value() >= kMinKindWordTitles)
            words.insert(it.key());
    }
    return words;
}

QString keyOf(const QSet<QString>& words)
{
    QStringList sorted(words.begin(), words.end());
    sorted.sort();
    return sorted.join(QLatin1Char(' '));
}

} // namespace

QList<VariantGroup> VariantFinder::find(const RulesCorpus& corpus)
{
    const int guide = corpus.documentIndex(RulesDocumentKind::ComprehensiveRules);
    QHash<QString, int> titleCounts;
    const QSet<QString> kinds = kindWords(corpus.document(RulesDocumentKind::ComprehensiveRules), titleCounts);
    QHash<QString, QList<EntryRef>> byKey;
    QHash<QString, QSet<QString>> wordsOfKey;
    QStringList guideKeys; // in document order
    for (int d = 0; d < corpus.documents.size(); ++d) {
        const RulesDocument& document = corpus.documents.at(d);
        if (documentKindInfo(document.kind).game != RulesGame::Ddm)
            continue;
        for (int i = 0; i < document.entries.size(); ++i) {
            QSet<QString> words = subjectWords(document.entries.at(i).title);
            words.subtract(kinds);
            if (words.isEmpty())
                continue;
            const QString key = keyOf(words);
            if (d == guide && !byKey.contains(key))
                guideKeys.append(key);
            byKey[key].append({d, i});
            wordsOfKey.insert(key, words);
        }
    }
    // Another document's title with one word more than a CRG title joins it ("Walls and Blocking
    // Terrain" and "Walls"), unless the CRG title's words are common among its titles ("End …") or
    // the other entry is a coded step ("Check Trigger" is no variant of "Triggered Powers").
    auto distinctive = [&titleCounts](const QSet<QString>& words) {
        return words.size() >= 2 || std::all_of(words.begin(), words.end(), [&titleCounts](const QString& word) {
                   return titleCounts.value(word) <= kMaxRareWordTitles;
               });
    };
    for (const QString& key : byKey.keys()) {
        if (guideKeys.contains(key))
            continue;
        const QSet<QString>& words = wordsOfKey.value(key);
        const QList<EntryRef> members = byKey.value(key);
        const bool steps = std::all_of(members.begin(), members.end(),
                                       [&corpus](const EntryRef& ref) { return corpus.entry(ref).kind == EntryKind::Step; });
        for (const QString& guideKey : std::as_const(guideKeys)) {
            const QSet<QString>& other = wordsOfKey.value(guideKey);
            if (!steps && words.contains(other) && words.size() == other.size() + 1 && distinctive(other)) {
                byKey[guideKey] += byKey.take(key);
                break;
            }
        }
    }
    QList<VariantGroup> groups;
    for (auto it = byKey.cbegin(); it != byKey.cend(); ++it) {
        QSet<int> documents;
        for (const EntryRef& ref : it.value())
            documents.insert(ref.document);
        if (documents.size() < 2)
            continue;
        VariantGroup group{it.key(), it.value()};
        std::sort(group.entries.begin(), group.entries.end(), [](const EntryRef& a, const EntryRef& b) {
            return a.document != b.document ? a.document < b.document : a.entry < b.entry;
        });
        groups.append(group);
    }
    std::sort(groups.begin(), groups.end(), [](const VariantGroup& a, const VariantGroup& b) { return a.key < b.key; });
    return groups;
}

} // namespace ddm
