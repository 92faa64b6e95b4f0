// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "legality/card_selector.h"

#include <QRegularExpression>

#include <algorithm>

namespace ddm {
namespace {

bool hasKeywordOrSingular(const Creature& card, const QString& keyword)
{
    if (card.hasKeyword(keyword))
        return true;
    // "Small Goblins": the text is plural, the keyword singular. Keywords that end in "s" ("Chaos")
    // match as written above.
    return keyword.size() > 1 && keyword.endsWith(QLatin1Char('s'), Qt::CaseInsensitive) &&
           card.hasKeyword(keyword.chopped(1));
}

bool equalsAny(const QString& word, std::initializer_list<const char*> candidates)
{
    for (const char* candidate : candidates) {
        if (word.compare(QLatin1String(candidate), Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

QString orList(const QStringList& words)
{
    if (words.size() <= 1)
        return words.value(0);
    return words.mid(0, words.size() - 1).join(QStringLiteral(", ")) + QStringLiteral(" or ") + words.last();
}

} // namespace

SelectorMatch matchSelector(const CardSelector& selector, const Creature& card, Alignment alignment,
                            const QString& uniqueName)
{
    if (selector.championsOnly && !card.isChampion())
        return SelectorMatch::No;
    if (selector.alignment && alignment != *selector.alignment)
        return SelectorMatch::No;
    if (selector.notAlignment && alignment == *selector.notAlignment)
        return SelectorMatch::No;
    if (selector.factions && !(card.factions & selector.factions))
        return SelectorMatch::No;
    if (selector.minLevel && card.level < *selector.minLevel)
        return SelectorMatch::No;
    if (selector.maxCost && card.cost > *selector.maxCost)
        return SelectorMatch::No;
    if (!selector.name.isEmpty() && selector.name.compare(card.name, Qt::CaseInsensitive) != 0 &&
        selector.name.compare(uniqueName, Qt::CaseInsensitive) != 0)
        return SelectorMatch::No;
    if (!selector.keywords.isEmpty()) {
        const bool any =
            std::any_of(selector.keywords.cbegin(), selector.keywords.cend(),
                        [&card](const QString& keyword) { return hasKeywordOrSingular(card, keyword); });
        if (!any)
            return SelectorMatch::No;
    }
    if (selector.size) {
        if (!card.size)
            return SelectorMatch::AssumingSize;
        if (*card.size != *selector.size)
            return SelectorMatch::No;
    }
    return SelectorMatch::Yes;
}

std::optional<CardSelector> parseSelector(const QString& phrase)
{
    QString text = phrase.simplified();
    while (text.endsWith(QLatin1Char('.')) || text.endsWith(QLatin1Char(',')))
        text.chop(1);
    QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.isEmpty())
        return std::nullopt;

    CardSelector selector;
    const bool article = equalsAny(words.first(), {"a", "an"});
    if (article || equalsAny(words.first(), {"any", "one"}))
        words.removeFirst();

    bool headNoun = false;
    if (!words.isEmpty() && equalsAny(words.last(), {"champion", "champions"})) {
        selector.championsOnly = true;
        headNoun = true;
        words.removeLast();
    } else if (!words.isEmpty() && equalsAny(words.last(), {"creature", "creatures", "ally", "allies"})) {
        headNoun = true;
        words.removeLast();
    }

    bool qualified = false;
    while (!words.isEmpty()) {
        const QString& word = words.first();
        if (equalsAny(word, {"non-evil", "non-good"}))
            selector.notAlignment = parseAlignment(word.mid(4));
        else if (equalsAny(word, {"evil", "good"}))
            selector.alignment = parseAlignment(word);
        else if (const std::optional<CreatureSize> size = parseSize(word))
            selector.size = size;
        else
            break;
        qualified = true;
        words.removeFirst();
    }
    if (words.isEmpty())
        return selector;

    const QString rest = words.join(QLatin1Char(' '));
    if (article && !headNoun && !qualified) {
        selector.name = rest;
        return selector;
    }
    static const QRegularExpression separators(QStringLiteral(",\\s*(?:or\\s+)?|\\s+or\\s+"),
                                               QRegularExpression::CaseInsensitiveOption);
    for (const QString& keyword : rest.split(separators, Qt::SkipEmptyParts))
        selector.keywords.append(keyword.trimmed());
    return selector;
}

QString describeSelector(const CardSelector& selector)
{
    QStringList words;
    if (selector.notAlignment)
        words.append(QStringLiteral("non-") + alignmentName(*selector.notAlignment));
    if (selector.alignment)
        words.append(alignmentName(*selector.alignment));
    if (selector.size)
        words.append(sizeName(*selector.size));
    if (!selector.name.isEmpty()) {
        words.append(selector.name);
    } else {
        if (!selector.keywords.isEmpty())
            words.append(orList(selector.keywords));
        words.append(selector.championsOnly ? QStringLiteral("champion") : QStringLiteral("creature"));
    }
    QString text = words.join(QLatin1Char(' '));
    if (selector.factions)
        text += QStringLiteral(" from the %1 faction").arg(orList(factionNames(selector.factions)));
    if (selector.minLevel)
        text += QStringLiteral(" of level %1 or higher").arg(*selector.minLevel);
    if (selector.maxCost)
        text += QStringLiteral(" with cost %1 or less").arg(*selector.maxCost);
    return text;
}

} // namespace ddm
