// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/creature_group.h"

#include "catalog/game_enums.h"
#include "powers/attack_options.h"
#include "powers/condition.h"

#include <QRegularExpression>

#include <algorithm>

namespace ddm {
namespace {

// The catalog's keywords of two words, which a word list must not split: "Magical Beast allies"
// are not Beasts.
const QStringList& twoWordKeywords()
{
    static const QStringList keywords{QStringLiteral("Magical Beast"), QStringLiteral("Mind Flayer"),
                                      QStringLiteral("Shadar Kai")};
    return keywords;
}

// States and marks the cards capitalise as if they were keywords ("Summoned Undead allies"), and a
// two-word keyword already taken out ("Keyword"): no creature's keywords hold them.
bool isMarkWord(const QString& text)
{
    static const QStringList marks{QStringLiteral("Bloodied"), QStringLiteral("Champion"),
                                   QStringLiteral("Flying"),   QStringLiteral("Marked"),
                                   QStringLiteral("Living"),   QStringLiteral("Summoned"),
                                   QStringLiteral("Keyword")};
    return marks.contains(text, Qt::CaseInsensitive);
}

// A word that can only be a creature keyword: capitalised, not a size, an alignment, a faction or
// a state.
bool isKeywordWord(const QString& text)
{
    return !text.isEmpty() && text.front().isUpper() && !parseSize(text) && !parseAlignment(text) &&
           !parseFaction(text) && !parseCondition(text) &&
           !text.contains(QLatin1String("level"), Qt::CaseInsensitive) && !isMarkWord(text);
}

// What a word of a group says: its kind, for the rule that a conjunction joins words of one kind.
enum class WordKind { Size, Alignment, State, Keyword };

// "Goblin and Orc", "Medium and Small Stealth", "Evil Dragon", "living", "Beast and Magical Beast":
// sizes make a range, an alignment and "living" narrow it, and the keywords are any of them. Words
// side by side narrow each other ("Small Goblin"); "and" or "or" joins words of one kind ("Giant and
// Ogre"), since "Selesnya and Good allies" (either one) has no single filter. None when a word is a
// faction, a "non-" or a state the engine cannot test.
std::optional<TargetRestrictions> readGroupWords(QString words, bool plural)
{
    TargetRestrictions filter;
    for (const QString& keyword : twoWordKeywords()) {
        if (words.contains(keyword, Qt::CaseInsensitive)) {
            filter.requiredKeywords.append(keyword);
            words.replace(keyword, QStringLiteral("Keyword"), Qt::CaseInsensitive);
        }
    }
    static const QRegularExpression word(
        QStringLiteral("(?<joined>(?:,|\\band\\b|\\bor\\b|\\s)*)(?<word>[\\w-]+)"),
        QRegularExpression::CaseInsensitiveOption);
    QList<CreatureSize> sizes;
    std::optional<WordKind> previous;
    for (auto it = word.globalMatch(words); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        QString text = match.captured(QStringLiteral("word"));
        if (text.compare(QLatin1String("and"), Qt::CaseInsensitive) == 0 ||
            text.compare(QLatin1String("or"), Qt::CaseInsensitive) == 0)
            continue;
        WordKind kind = WordKind::Keyword;
        if (text == QLatin1String("Keyword")) {
            // a two-word keyword, already taken
        } else if (const std::optional<CreatureSize> size = parseSize(text)) {
            kind = WordKind::Size;
            sizes.append(*size);
        } else if (const std::optional<Alignment> alignment = parseAlignment(text)) {
            if (filter.alignment && filter.alignment != alignment)
                return std::nullopt;
            kind = WordKind::Alignment;
            filter.alignment = alignment;
        } else if (text.compare(QLatin1String("living"), Qt::CaseInsensitive) == 0) {
            kind = WordKind::State;
            filter.livingOnly = true;
        } else if (text.compare(QLatin1String("bloodied"), Qt::CaseInsensitive) == 0) {
            kind = WordKind::State;
            filter.bloodiedOnly = true;
        } else if (text.compare(QLatin1String("lower-level"), Qt::CaseInsensitive) == 0) {
            kind = WordKind::State; // lower than the power's creature
            filter.lowerLevelOnly = true;
        } else if (const std::optional<Condition> condition = parseCondition(text)) {
            kind = WordKind::State;
            filter.requiredConditions.append(*condition);
        } else if (text.startsWith(QLatin1String("non-"), Qt::CaseInsensitive) &&
                   isKeywordWord(text.mid(4))) {
            // "living, non-Troglodyte": an exclusion narrows whatever words it stands beside.
            filter.immuneKeywords.append(text.mid(4));
            continue;
        } else if (parseFaction(text) || text.startsWith(QLatin1String("non"), Qt::CaseInsensitive) ||
                   text.contains(QLatin1String("level"), Qt::CaseInsensitive) || !text.front().isUpper() ||
                   isMarkWord(text)) {
            return std::nullopt; // "Civilization", "Non-Evil", "level 5", "Summoned": not a keyword
        } else {
            // "Goblins in your warband": the plural is the keyword's; "Elves" and "Harpies" are not
            // made by dropping the "s", and are left for a person to read.
            if (plural) {
                if (text.endsWith(QLatin1String("ves"), Qt::CaseInsensitive) ||
                    text.endsWith(QLatin1String("ies"), Qt::CaseInsensitive) ||
                    !text.endsWith(QLatin1Char('s')) || text.size() <= 3)
                    return std::nullopt;
                text.chop(1);
            }
            filter.requiredKeywords.append(text);
        }
        const QString joined = match.captured(QStringLiteral("joined"));
        const bool conjunction = joined.contains(QLatin1Char(',')) ||
                                 joined.contains(QLatin1String("and"), Qt::CaseInsensitive) ||
                                 joined.contains(QLatin1String("or"), Qt::CaseInsensitive);
        if (previous && conjunction && *previous != kind)
            return std::nullopt;
        previous = kind;
    }
    if (!sizes.isEmpty()) {
        filter.minSize = *std::min_element(sizes.cbegin(), sizes.cend());
        filter.maxSize = *std::max_element(sizes.cbegin(), sizes.cend());
        // "Medium and Small" is a range; "Small or Large" is not (a Medium creature is neither).
        for (int size = int(*filter.minSize); size <= int(*filter.maxSize); ++size) {
            if (!sizes.contains(CreatureSize(size)))
                return std::nullopt;
        }
    }
    return filter;
}

// One item of a list of single creatures: "each Dragon ally", "Goblin ally", "each Undead enemy and
// ally", "each enemy". Captures: "words", "noun".
const QRegularExpression& itemPattern()
{
    static const QRegularExpression pattern(
        QStringLiteral("(?:,? and |, )?(?:each |all )?(?:(?<words>[\\w-]+(?: [\\w-]+)*?) )??"
                       "(?<noun>enemy and ally|ally and enemy|ally|enemy)(?=,|$| and )"),
        QRegularExpression::CaseInsensitiveOption);
    return pattern;
}

// "each ally", "each Elf ally and each Eladrin ally", "each Dragon ally, Goblin ally, and Spawn
// ally": the union of the items, whose words must then be keywords alone.
std::optional<CreatureGroup> readItemList(const QString& phrase, CreatureGroup group)
{
    group.allies = false;
    qsizetype at = 0;
    int items = 0;
    TargetRestrictions merged;
    QString firstNoun;
    while (at < phrase.size()) {
        const QRegularExpressionMatch item = itemPattern().match(
            phrase, at, QRegularExpression::NormalMatch, QRegularExpression::AnchorAtOffsetMatchOption);
        if (!item.hasMatch())
            return std::nullopt;
        const std::optional<TargetRestrictions> words =
            readGroupWords(item.captured(QStringLiteral("words")), false);
        if (!words)
            return std::nullopt;
        const QString noun = item.captured(QStringLiteral("noun")).toLower();
        if (items == 0)
            firstNoun = noun;
        // "each Dragon ally and each Goblin enemy": Dragon allies and Goblin enemies only, which one
        // filter for both sides cannot say.
        if (noun != firstNoun && !(*words == merged))
            return std::nullopt;
        group.allies = group.allies || noun.contains(QLatin1String("ally"));
        group.enemies = group.enemies || noun.contains(QLatin1String("enemy"));
        ++items;
        if (items == 1) {
            merged = *words;
        } else {
            TargetRestrictions keywordsOnly;
            keywordsOnly.requiredKeywords = words->requiredKeywords;
            const bool oneKeywordEach = *words == keywordsOnly && !merged.requiredKeywords.isEmpty() &&
                                        !words->requiredKeywords.isEmpty();
            const bool sameWords = *words == merged;
            if (!oneKeywordEach && !sameWords)
                return std::nullopt; // "each Good ally and each Dragon ally": either of two filters
            if (!sameWords)
                merged.requiredKeywords.append(words->requiredKeywords);
        }
        at = item.capturedEnd(0);
    }
    if (items == 0)
        return std::nullopt;
    group.filter = merged;
    return group;
}

} // namespace

std::optional<TargetRestrictions> readTargetWords(const QString& words, bool plural)
{
    if (plural)
        return readGroupWords(words, true);
    // Words that read as keywords but are not: factions, marks, states, "champion" (a champion is no
    // keyword: the readers that name one set TargetRestrictions::championOnly themselves).
    static const QStringList notKeywords{QStringLiteral("marked"), QStringLiteral("champion"),
                                         QStringLiteral("bloodied"), QStringLiteral("smaller"),
                                         QStringLiteral("larger")};
    AttackPower scratch;
    // "Big" is Large or larger (218.1).
    const QString plain = words.compare(QLatin1String("big"), Qt::CaseInsensitive) == 0
                              ? QStringLiteral("Large or larger")
                              : words;
    if (!applyAttackOption(plain + QStringLiteral(" target only"), scratch))
        return readGroupWords(words, false);
    AttackPower onlyTargets;
    onlyTargets.targets = scratch.targets;
    if (!(scratch == onlyTargets)) // the words said more than who the target is
        return std::nullopt;
    for (const QString& keyword : scratch.targets.requiredKeywords + scratch.targets.immuneKeywords) {
        if (parseSize(keyword)) // "Small Goblin": a size and a keyword, which the group's reading tells apart
            return readGroupWords(words, false);
        if (parseFaction(keyword) || notKeywords.contains(keyword.toLower()))
            return std::nullopt;
    }
    return scratch.targets;
}

std::optional<CreatureGroup> readCreatureGroup(const QString& phrase)
{
    CreatureGroup group;
    QString rest = phrase.trimmed();
    if (rest.compare(QLatin1String("this creature"), Qt::CaseInsensitive) == 0) {
        group.self = true;
        group.allies = false;
        return group;
    }
    static const QRegularExpression self(QStringLiteral("^this creature,? and "),
                                         QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch match = self.match(rest); match.hasMatch()) {
        group.self = true;
        rest = rest.mid(match.capturedEnd(0));
    }
    // "Goblin and Orc allies", "Small creatures in your warband", "Gnome and Fey creatures", "All
    // Humans (enemies and allies)", "Goblins in your warband", "Evil enemies".
    static const QRegularExpression plural(
        QStringLiteral("^(?:all |each )?(?:(?<words>.+?) ){0,1}?(?<noun>enemies and allies|allies and "
                       "enemies|allies|enemies|creatures in your "
                       "warband|creatures|(?<=s )in your warband|(?<=s )\\((?:enemies and allies|allies "
                       "and enemies)\\))$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = plural.match(rest);
    if (!match.hasMatch())
        return readItemList(rest, group);
    const QString noun = match.captured(QStringLiteral("noun")).toLower();
    const QString words = match.captured(QStringLiteral("words"));
    const bool nounless = noun.startsWith(QLatin1String("in your")) || noun.startsWith(QLatin1Char('('));
    // "Goblins in your warband", "Humans (enemies and allies)": the keyword is the noun.
    const std::optional<TargetRestrictions> filter = readGroupWords(words, nounless);
    if (!filter || (nounless && filter->requiredKeywords.isEmpty()))
        return std::nullopt;
    group.filter = *filter;
    if (noun == QLatin1String("enemies")) {
        group.allies = false;
        group.enemies = true;
    } else if (noun.startsWith(QLatin1String("enemies and")) ||
               noun.startsWith(QLatin1String("allies and"))) {
        group.enemies = true;
    } else if (noun.contains(QLatin1String("your warband"))) {
        group.self = true;
    } else if (noun != QLatin1String("allies")) {
        // "Undead creatures", "All creatures", "Humans (enemies and allies)": on both sides.
        group.self = true;
        group.enemies = true;
    }
    return group;
}

} // namespace ddm
