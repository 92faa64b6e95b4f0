// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/setup_power.h"

#include "powers/bonus_list.h"
#include "powers/power_patterns.h"

#include <QRegularExpression>

#include <algorithm>

namespace ddm {
namespace {

namespace pp = power_patterns;

// Who an effect names: "This creature", "Demons in your warband", "All Dwarf allies".
std::optional<CreatureGroup> readRecipients(const QString& who)
{
    if (who.compare(QLatin1String("this creature"), Qt::CaseInsensitive) == 0)
        return CreatureGroup{.self = true, .allies = false, .filter = {}};
    return readCreatureGroup(who);
}

// "Choose 1 enemy. This creature has +2 attack and +5 damage vs. that enemy", "This creature has +2
// Attack and +5 Damage on {r} attacks until it is attacked", "Choose 1 enemy.
// Demons in your warband have +10 Damage against that creature", "Choose one enemy: +3 attack vs.
// that enemy", "All Dwarf allies have +1 AC": bonuses until end of battle.
std::optional<SetupEffect> readBonusEffect(const QString& effect)
{
    static const QRegularExpression pattern(
        QStringLiteral("^(?<choose>choose (?:1|an|one) enemy[.:;] )?(?<lead>until end of battle, )?"
                       "(?:(?<who>.+?) (?:has|have|gains?) )?(?<bonuses>[+-].+?)"
                       "(?<against> (?:vs\\.?|against) that (?:enemy|creature))?(?<trail> until (?:end of "
                       "battle|(?<attacked>it "
                       "is attacked)))?$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(effect);
    // One enemy chosen is the enemy the bonuses count against, and the other way round; the
    // duration is printed once.
    if (!match.hasMatch() ||
        match.hasCaptured(QStringLiteral("choose")) != match.hasCaptured(QStringLiteral("against")) ||
        match.hasCaptured(QStringLiteral("lead")) == match.hasCaptured(QStringLiteral("trail")))
        return std::nullopt;
    // Bare bonuses are the creature's own: "Choose one enemy: +3 attack vs. that enemy".
    const std::optional<CreatureGroup> recipients =
        match.hasCaptured(QStringLiteral("who")) ? readRecipients(match.captured(QStringLiteral("who")))
                                                 : readRecipients(QStringLiteral("this creature"));
    const std::optional<QList<StaticModifier>> bonuses =
        readGrantedBonuses(match.captured(QStringLiteral("bonuses")));
    if (!recipients || !bonuses)
        return std::nullopt;
    SetupEffect read;
    read.recipients = *recipients;
    read.bonuses = *bonuses;
    read.againstChosenEnemy = match.hasCaptured(QStringLiteral("choose"));
    // First Arrow: "This creature has … until it is attacked": "it" is the creature that uses it.
    read.untilAttacked = match.hasCaptured(QStringLiteral("attacked"));
    if (read.untilAttacked &&
        !(read.recipients == CreatureGroup{.self = true, .allies = false, .filter = {}}))
        return std::nullopt;
    // The engine weighs a bonus against one creature only in its holder's attacks on it.
    const bool attacking =
        std::all_of(read.bonuses.cbegin(), read.bonuses.cend(), [](const StaticModifier& bonus) {
            return bonus.statistic == Statistic::Attack || bonus.statistic == Statistic::Damage;
        });
    if (read.againstChosenEnemy && !attacking)
        return std::nullopt;
    return read;
}

// "Choose acid, fire, lightning, or thunder. This creature has Resist 15 to that damage type until
// end of battle", "Until end of battle, this creature has Resist 10 Cold, Fire, or Lightning (choose
// one)".
std::optional<SetupEffect> readResistChoice(const QString& effect)
{
    const QString types = QStringLiteral("(?<types>(?:(?:%1),? )+or (?:%1))").arg(pp::damageType());
    static const QRegularExpression chooseFirst(
        QStringLiteral(
            "^choose %1[.:;] this creature has resist (?<n>\\d+) to that damage type until end of battle$")
            .arg(types),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression chooseAfter(
        QStringLiteral("^until end of battle, this creature has resist (?<n>\\d+) %1 \\(choose one\\)$")
            .arg(types),
        QRegularExpression::CaseInsensitiveOption);
    QRegularExpressionMatch match = chooseFirst.match(effect);
    if (!match.hasMatch())
        match = chooseAfter.match(effect);
    if (!match.hasMatch())
        return std::nullopt;
    SetupEffect read;
    static const QRegularExpression separator(QStringLiteral(",? or |, "));
    for (const QString& word : match.captured(QStringLiteral("types")).split(separator)) {
        const std::optional<DamageType> type = parseDamageType(word.trimmed());
        if (!type || read.resistChoices.contains(*type))
            return std::nullopt;
        read.resistChoices.append(*type);
    }
    read.resist = match.captured(QStringLiteral("n")).toInt();
    return read.resist > 0 ? std::optional(read) : std::nullopt;
}

// "This creature is invisible to enemies until it makes an attack", "Invisible until after it
// attacks", "This creature and each ally are invisible until end of the first round": states of
// the creature, or of a group, set-up being just before the first round.
std::optional<SetupEffect> readStates(QString effect)
{
    static const QRegularExpression toEnemies(QStringLiteral("\\binvisible to enemies\\b"),
                                              QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression firstRound(QStringLiteral("\\bend of the first round$"),
                                               QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression group(QStringLiteral("^(?<who>.+?) are (?<states>.+)$"),
                                          QRegularExpression::CaseInsensitiveOption);
    // The engine's Invisible hides a creature from every other creature (sight_rules.cpp); no power it
    // runs needs an ally to see it, so "invisible to enemies" changes nothing read as plain invisible.
    effect.replace(toEnemies, QStringLiteral("invisible"));
    effect.replace(firstRound, QStringLiteral("end of round"));
    SetupEffect read;
    if (const QRegularExpressionMatch match = group.match(effect); match.hasMatch()) {
        const std::optional<CreatureGroup> recipients =
            readCreatureGroup(match.captured(QStringLiteral("who")));
        if (!recipients)
            return std::nullopt;
        read.recipients = *recipients;
        effect = QStringLiteral("this creature is ") + match.captured(QStringLiteral("states"));
    }
    const std::optional<OwnStates> states = readOwnStates(effect);
    if (!states)
        return std::nullopt;
    read.states = *states;
    return read;
}

} // namespace

std::optional<SetupEffect> readSetupEffect(const QString& text)
{
    static const QRegularExpression moment(
        QStringLiteral("^use (?:during|at) (?:your )?set-?up ?[.:;] ?(?<effect>.+?)\\.?$"),
        QRegularExpression::CaseInsensitiveOption);
    // A word test spares the other powers the normalising.
    if (!text.contains(QLatin1String("setup"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("set-up"), Qt::CaseInsensitive))
        return std::nullopt;
    const QRegularExpressionMatch match = moment.match(pp::normalised(text));
    if (!match.hasMatch())
        return std::nullopt;
    const QString effect = match.captured(QStringLiteral("effect"));
    if (std::optional<SetupEffect> bonuses = readBonusEffect(effect))
        return bonuses;
    if (std::optional<SetupEffect> resist = readResistChoice(effect))
        return resist;
    return readStates(effect);
}

} // namespace ddm
