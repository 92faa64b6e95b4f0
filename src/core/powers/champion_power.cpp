// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/champion_power.h"

#include "powers/ability_parser.h"
#include "powers/power_patterns.h"
#include "powers/triggered_power.h"

#include <QRegularExpression>

namespace ddm {
namespace {

namespace pp = power_patterns;

// The moment a power that gives bonuses or healing is used: "Use at start of round", "Use before
// rolling initiative" (the same moment, 302.1), "Use at start of this creature's turn". Captures:
// "turn" for the creature's own turn.
QString momentWords()
{
    return QStringLiteral(
        "^use (?:at (?:the )?start of (?:a |the )?round|before rolling initiative|at (?:the "
        ")?start (?:of )?(?<turn>this creature's) turn)[.:;]? ");
}

ChampionTiming timingOf(const QRegularExpressionMatch& match)
{
    return match.hasCaptured(QStringLiteral("turn")) ? ChampionTiming::StartOfOwnTurn
                                                     : ChampionTiming::StartOfRound;
}

// "Use at start of round: Until end of round, <recipients> have <bonuses>." or "… <bonuses> until end
// of round." Captures: "turn", "who", "rest".
const QRegularExpression& startOfRoundPattern()
{
    static const QRegularExpression pattern(
        momentWords() + QStringLiteral("(?<until>(?:until end of|this) round, )?"
                                       "(?<who>.+?) (?:has|have|deal) (?<rest>[+-].*)$"),
        QRegularExpression::CaseInsensitiveOption);
    return pattern;
}

// "+4 Attack and +10 Damage", "-3 AC and +5 {m} Damage", "+2 DEF", "+10 cold damage", each
// unconditional; with "with {m} attacks" limiting them all. None when they are not all read.
struct BonusList {
    QList<StaticModifier> bonuses;
    QString rest; // what follows the list: its condition
};

std::optional<BonusList> readBonuses(const QString& text)
{
    static const QString one =
        QStringLiteral("([+-]) ?(\\d+) (?:(\\{m\\}|\\{r\\}|melee|ranged) )?(?:(") + pp::damageType() +
        QStringLiteral(") )?(?:to )?(attack|damage|ac|def|defenses|all defenses|speed)\\b");
    static const QRegularExpression item(QStringLiteral("(?:,? and |, )?") + one,
                                         QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression limit(QStringLiteral("^ with (\\{m\\}|\\{r\\}|melee|ranged) attacks"),
                                          QRegularExpression::CaseInsensitiveOption);
    BonusList list;
    qsizetype at = 0;
    for (QRegularExpressionMatch match = item.match(text, at, QRegularExpression::NormalMatch,
                                                    QRegularExpression::AnchorAtOffsetMatchOption);
         match.hasMatch(); match = item.match(text, at, QRegularExpression::NormalMatch,
                                              QRegularExpression::AnchorAtOffsetMatchOption)) {
        StaticModifier bonus;
        bonus.condition = ModifierCondition::Always;
        bonus.amount = match.captured(2).toInt() * (match.captured(1) == QLatin1String("-") ? -1 : 1);
        bonus.attacks = pp::attackKindWord(match.captured(3));
        bonus.damageType = parseDamageType(match.captured(4)).value_or(DamageType::Untyped);
        const QString statistic = match.captured(5).toLower();
        bonus.statistic = statistic == QLatin1String("attack")         ? Statistic::Attack
                          : statistic == QLatin1String("damage")       ? Statistic::Damage
                          : statistic == QLatin1String("ac")           ? Statistic::AC
                          : statistic == QLatin1String("speed")        ? Statistic::Speed
                          : statistic == QLatin1String("all defenses") ? Statistic::AllDefences
                                                                       : Statistic::Fortitude;
        if (!match.captured(4).isEmpty() && bonus.statistic != Statistic::Damage)
            return std::nullopt;
        list.bonuses.append(bonus);
        // 209.3: "DEF" is the three defenses, Fortitude, Reflex and Will, not AC.
        if (bonus.statistic == Statistic::Fortitude) {
            for (const Statistic defence : {Statistic::Reflex, Statistic::Will}) {
                bonus.statistic = defence;
                list.bonuses.append(bonus);
            }
        }
        at = match.capturedEnd(0);
    }
    if (list.bonuses.isEmpty())
        return std::nullopt;
    QString rest = text.mid(at);
    if (const QRegularExpressionMatch kind = limit.match(rest); kind.hasMatch()) {
        for (StaticModifier& bonus : list.bonuses) {
            if (bonus.statistic != Statistic::Attack && bonus.statistic != Statistic::Damage)
                return std::nullopt;
            bonus.attacks = pp::attackKindWord(kind.captured(1));
        }
        rest = rest.mid(kind.capturedLength(0));
    }
    list.rest = rest.trimmed();
    return list;
}

// A condition after the bonuses ("against Bloodied targets", "while charging"), read as the static
// bonuses of the cards read it; false when it is not one of those.
bool applyCondition(const QString& clause, QList<StaticModifier>& bonuses)
{
    if (clause.isEmpty())
        return true;
    CreatureAbilities scratch;
    if (!readAbilities(QStringLiteral("+1 Attack ") + clause, scratch).isEmpty() ||
        scratch.modifiers.size() != 1 || !(scratch == [&] {
            CreatureAbilities only;
            only.modifiers = scratch.modifiers;
            return only;
        }()))
        return false;
    const StaticModifier& read = scratch.modifiers.first();
    for (StaticModifier& bonus : bonuses) {
        // The engine weighs a condition on the attack only for attack and damage.
        if (bonus.statistic != Statistic::Attack && bonus.statistic != Statistic::Damage)
            return false;
        const StaticModifier kept = bonus;
        bonus = read;
        bonus.statistic = kept.statistic;
        bonus.amount = kept.amount;
        bonus.damageType = kept.damageType;
        bonus.attacks = kept.attacks ? kept.attacks : read.attacks;
    }
    return true;
}

// What the power does to the hit: "+10 Damage on that attack", "That ally heals 10 HP", "Target is
// also Blinded (save ends)". False when a word is left over.
bool readHitAnswer(const QString& effect, ChampionPower& power)
{
    static const QRegularExpression heals(QStringLiteral("^that (?:ally|creature) heals (?<n>\\d+) HP$"),
                                          QRegularExpression::CaseInsensitiveOption);
    if (const std::optional<DamagePart> damage = readDamageOnThatAttack(effect)) {
        power.extraDamage = *damage;
        return true;
    }
    if (const QRegularExpressionMatch match = heals.match(effect); match.hasMatch()) {
        power.healsHitter = match.captured(QStringLiteral("n")).toInt();
        return power.healsHitter > 0;
    }
    const std::optional<AttackEffects> rider = readHitRider(effect);
    if (rider)
        power.rider = *rider;
    return rider.has_value();
}

// "Use when an ally hits with a {m} attack: +10 Damage on that attack.", "Use when a bloodied ally
// hits …", "Use when a Boros creature hits …", "Use when an Undead ally hits an enemy with an attack.
// That enemy also has ongoing 10 necrotic Damage (save ends)."
std::optional<ChampionPower> readAllyHit(const QString& plain)
{
    static const QRegularExpression pattern(
        QStringLiteral(
            "^use (?:when|after) (?:(?<self>this creature or an ally|a creature in your warband)|an? "
            "(?<adjacent>adjacent )?(?<group>(?:[\\w -]+? )?(?:ally|creature))) hits"
            "(?: an? (?<target>[\\w -]+? )?(?:enemy|target))?(?: with an? "
            "(?:(?<kind>\\{m\\}|\\{r\\}|melee|ranged) |(?<opportunity>opportunity ))?attack)?[:.] "
            "(?<effect>.+?)\\.?$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(plain);
    if (!match.hasMatch())
        return std::nullopt;
    ChampionPower power;
    power.timing = ChampionTiming::AllyHits;
    if (match.hasCaptured(QStringLiteral("self"))) {
        power.recipients.self = true;
    } else {
        // "a bloodied ally", "a Beast or Orc ally", "a Boros creature" (on either side).
        QString group = match.captured(QStringLiteral("group"));
        if (group.endsWith(QLatin1String("creature"), Qt::CaseInsensitive))
            group.append(QLatin1Char('s'));
        const std::optional<CreatureGroup> recipients = readCreatureGroup(group);
        if (!recipients)
            return std::nullopt;
        power.recipients = *recipients;
    }
    power.hit.adjacent = match.hasCaptured(QStringLiteral("adjacent"));
    if (match.hasCaptured(QStringLiteral("target"))) {
        const std::optional<TargetRestrictions> target =
            readTargetWords(match.captured(QStringLiteral("target")).trimmed());
        if (!target)
            return std::nullopt;
        power.hit.target = *target;
    }
    power.hit.attacks = pp::attackKindWord(match.captured(QStringLiteral("kind")));
    power.hit.opportunityAttack = match.hasCaptured(QStringLiteral("opportunity"));
    if (!readHitAnswer(match.captured(QStringLiteral("effect")), power))
        return std::nullopt;
    return power;
}

// "Use at start of round: Good allies heal 10 HP.", "Each human, elf or eladrin creature in your
// warband heals 10 HP."
std::optional<ChampionPower> readRoundHealing(const QString& plain)
{
    static const QRegularExpression pattern(momentWords() +
                                                QStringLiteral("(?<who>.+?) heals? (?<n>\\d+) HP\\.?$"),
                                            QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(plain);
    if (!match.hasMatch())
        return std::nullopt;
    const std::optional<CreatureGroup> recipients = readCreatureGroup(match.captured(QStringLiteral("who")));
    if (!recipients)
        return std::nullopt;
    ChampionPower power;
    power.timing = timingOf(match);
    power.recipients = *recipients;
    power.heals = match.captured(QStringLiteral("n")).toInt();
    return power;
}

} // namespace

std::optional<ChampionPower> readChampionPower(const QString& text)
{
    // A word test spares the other champion powers the normalising and the patterns.
    if (!text.contains(QLatin1String("hits"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("round"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("turn"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("initiative"), Qt::CaseInsensitive))
        return std::nullopt;
    const QString plain = pp::normalised(text);
    if (std::optional<ChampionPower> onHit = readAllyHit(plain)) {
        onHit->text = text;
        return onHit;
    }
    if (std::optional<ChampionPower> healing = readRoundHealing(plain)) {
        healing->text = text;
        return healing;
    }
    const QRegularExpressionMatch match = startOfRoundPattern().match(plain);
    if (!match.hasMatch())
        return std::nullopt;
    ChampionPower power;
    power.text = text;
    power.timing = timingOf(match);
    const std::optional<CreatureGroup> recipients = readCreatureGroup(match.captured(QStringLiteral("who")));
    if (!recipients)
        return std::nullopt;
    power.recipients = *recipients;
    QString rest = match.captured(QStringLiteral("rest"));
    if (rest.endsWith(QLatin1Char('.')))
        rest.chop(1);
    static const QRegularExpression untilEnd(QStringLiteral(" (?:until end of|this) round$"),
                                             QRegularExpression::CaseInsensitiveOption);
    const bool lasts = match.hasCaptured(QStringLiteral("until")) || rest.contains(untilEnd);
    rest.remove(untilEnd);
    if (!lasts)
        return std::nullopt;
    std::optional<BonusList> bonuses = readBonuses(rest);
    if (!bonuses || !applyCondition(bonuses->rest, bonuses->bonuses))
        return std::nullopt;
    power.bonuses = bonuses->bonuses;
    return power;
}

} // namespace ddm
