// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/power_patterns.h"

#include "powers/condition.h"
#include "powers/damage_type.h"
#include "powers/misprints.h"
#include "powers/text_cursor.h"

#include <QStringList>

#include <algorithm>

namespace ddm::power_patterns {
namespace {

// Longest first, so "lightning" is tried before a shorter spelling that is its prefix.
QString alternation(QStringList words)
{
    std::sort(words.begin(), words.end(),
              [](const QString& a, const QString& b) { return a.size() > b.size(); });
    return QStringLiteral("(?:%1)\\b").arg(words.join(QLatin1Char('|')));
}

} // namespace

const QString& damageType()
{
    static const QString pattern = alternation(damageTypeSpellings());
    return pattern;
}

const QString& condition()
{
    static const QString pattern = alternation(conditionSpellings());
    return pattern;
}

const QString& damageWord()
{
    // Its misprints ("damamge") are repaired before the grammar reads the text (misprints.h).
    static const QString pattern = QStringLiteral("damage\\b");
    return pattern;
}

const QString& size()
{
    static const QString pattern = alternation(
        {QStringLiteral("tiny"), QStringLiteral("small"), QStringLiteral("medium"), QStringLiteral("large"),
         QStringLiteral("huge"), QStringLiteral("gargantuan"), QStringLiteral("colossal")});
    return pattern;
}

QString takingOngoing(const QString& group)
{
    return QStringLiteral("(?<%1> (?:that is )?(?:\\(already\\) )?taking ongoing (?:(?<%1Type>%2) )?damage)")
        .arg(group, damageType());
}

void readTakingOngoing(const QRegularExpressionMatch& match, const QString& group,
                       TargetRestrictions& restrictions)
{
    if (match.hasCaptured(group))
        restrictions.takingOngoing =
            parseDamageType(match.captured(group + QStringLiteral("Type"))).value_or(DamageType::Untyped);
}

std::optional<AttackKind> attackKindWord(const QString& word)
{
    const QString lower = word.trimmed().toLower();
    if (lower == QLatin1String("{m}") || lower == QLatin1String("melee"))
        return AttackKind::Melee;
    if (lower == QLatin1String("{r}") || lower == QLatin1String("ranged"))
        return AttackKind::Ranged;
    if (lower == QLatin1String("{c}") || lower == QLatin1String("close"))
        return AttackKind::Close;
    if (lower == QLatin1String("{a}") || lower == QLatin1String("area"))
        return AttackKind::Area;
    return std::nullopt;
}

int numberWord(const QString& word)
{
    static const QStringList words{QStringLiteral("a"), QStringLiteral("one"), QStringLiteral("two"),
                                   QStringLiteral("three"), QStringLiteral("four")};
    const QString lower = word.trimmed().toLower();
    if (lower == QLatin1String("an"))
        return 1;
    const qsizetype index = words.indexOf(lower);
    return index >= 0 ? int(qMax<qsizetype>(1, index)) : lower.toInt();
}

const QRegularExpression& sentenceEnd()
{
    // " vs." is an abbreviation, not the end of a sentence. (No \b in the lookbehind: PCRE2 reads
    // it differently in an anchored match than in a search.)
    static const QRegularExpression pattern = TextCursor::pattern(QStringLiteral("(?<!\\svs)\\.+(?=\\s|$)"));
    return pattern;
}

QStringList thenParts(const QString& effects)
{
    static const QRegularExpression then(QStringLiteral(",? then "),
                                         QRegularExpression::CaseInsensitiveOption);
    return effects.split(then);
}

QString normalised(const QString& text)
{
    QString plain = text.simplified();
    plain.replace(QChar(0x2019), QLatin1Char('\'')).replace(QChar(0x2018), QLatin1Char('\''));
    plain.replace(QChar(0x2013), QLatin1Char('-')).replace(QChar(0x2014), QLatin1Char('-'));
    return repairMisprints(plain);
}

} // namespace ddm::power_patterns
