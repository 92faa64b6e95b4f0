// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/target_phrase.h"

#include "catalog/game_enums.h"
#include "powers/creature_group.h"

#include <QRegularExpression>

namespace ddm {

// Whom a standing bonus is against: "vs. Evil enemies", "against Immobilized targets", "vs. Giants",
// "vs. enemies with Flight", "vs. creatures that have already activated this round", "against targets that
// have not yet taken a turn this round", "against creatures with lower Speed", "against targets with no
// other adjacent enemies or allies", and Skulking Strike's "while this creature is invisible to target"
// (a target that cannot see it, 1002.4). Captures: 1 the words before the noun, 2 a clause after the
// noun, 3 a plural keyword, 4 the invisible form.
QString targetPhrasePattern()
{
    return QStringLiteral(
        "(?:(?:against|vs\\.) (?:(?:([^.;:]+?) )?(?:targets|enemies|creatures)(?: (with Flight|with lower "
        "Speed|that "
        "have (?:already|not yet|not) (?:activated|taken a turn) this round|adjacent to a wall|with no other "
        "adjacent "
        "enemies or allies|that cannot see this "
        "creature))?|([\\w-]+s|Undead))|(while this creature is invisible to (?:the )?target))");
}

// The words before the noun that weigh the target against the power's creature or the battle:
// "non-Bloodied", "adjacent", "flying", "smaller", "higher-level", "level 1 or 2", "level 7 or
// higher", "Wild".
std::optional<TargetRestrictions> standingWords(const QString& words)
{
    TargetRestrictions restrictions;
    const QString lower = words.toLower();
    static const QRegularExpression levels(QStringLiteral("^level (\\d+) or (\\d+)$"));
    static const QRegularExpression bound(QStringLiteral("^level (\\d+) or (higher|lower)$"));
    if (const QRegularExpressionMatch match = bound.match(lower); match.hasMatch()) {
        (match.captured(2) == QLatin1String("higher") ? restrictions.minLevel : restrictions.maxLevel) =
            match.captured(1).toInt();
    } else if (lower == QLatin1String("non-bloodied"))
        restrictions.notBloodiedOnly = true;
    else if (lower == QLatin1String("adjacent"))
        restrictions.adjacentOnly = true;
    else if (lower == QLatin1String("flying"))
        restrictions.flyingOnly = true;
    else if (lower == QLatin1String("smaller"))
        restrictions.smallerOnly = true;
    else if (lower == QLatin1String("higher-level"))
        restrictions.higherLevelOnly = true;
    else if (const QRegularExpressionMatch match = levels.match(lower); match.hasMatch()) {
        const int low = match.captured(1).toInt();
        const int high = match.captured(2).toInt();
        if (high != low + 1)
            return std::nullopt; // "level 1 or 3" is no range
        restrictions.minLevel = low;
        restrictions.maxLevel = high;
    } else if (const std::optional<Faction> faction = parseFaction(words))
        restrictions.faction = faction;
    else
        return std::nullopt;
    return restrictions;
}

std::optional<TargetRestrictions> targetsOf(const QString& phrase)
{
    static const QRegularExpression pattern(QStringLiteral("^%1$").arg(targetPhrasePattern()),
                                            QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(phrase);
    if (!match.hasMatch())
        return std::nullopt;
    if (match.hasCaptured(4)) {
        TargetRestrictions unseeing;
        unseeing.unseeingOnly = true;
        return unseeing;
    }
    if (match.hasCaptured(3)) {
        // "against Humans", and "against Undead", a plural with no "s"
        const QString noun = match.captured(3);
        return readTargetWords(noun, noun.compare(QLatin1String("undead"), Qt::CaseInsensitive) != 0);
    }
    const QString words = match.captured(1);
    std::optional<TargetRestrictions> restrictions =
        words.isEmpty() ? std::optional<TargetRestrictions>(TargetRestrictions{}) : standingWords(words);
    if (!restrictions)
        restrictions = readTargetWords(words);
    if (!restrictions)
        return std::nullopt;
    const QString clause = match.captured(2).toLower();
    if (clause.startsWith(QLatin1String("with flight")))
        restrictions->flyingOnly = true;
    else if (clause.startsWith(QLatin1String("with lower")))
        restrictions->slowerOnly = true;
    else if (clause.startsWith(QLatin1String("that have not")))
        restrictions->notActivatedOnly = true;
    else if (clause.startsWith(QLatin1String("that have")))
        restrictions->activatedOnly = true;
    else if (clause.startsWith(QLatin1String("adjacent")))
        restrictions->adjacentToWallOnly = true;
    else if (clause.startsWith(QLatin1String("that cannot")))
        restrictions->unseeingOnly = true;
    else if (clause.startsWith(QLatin1String("with no other")))
        restrictions->aloneOnly = true;
    if (*restrictions == TargetRestrictions{})
        return std::nullopt; // "vs. enemies": no restriction is no bonus the grammar knows
    return restrictions;
}

} // namespace ddm
