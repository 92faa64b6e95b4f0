// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/champion_power.h"

#include "powers/bonus_list.h"
#include "powers/power_patterns.h"
#include "powers/triggered_power.h"

#include <QRegularExpression>

#include <algorithm>

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
        momentWords() +
            QStringLiteral("(?<until>(?:until end of round|this round|until end of (?<battle>battle)), )?"
                           "(?<who>.+?) (?:has|have|deal) (?<rest>[+-].*)$"),
        QRegularExpression::CaseInsensitiveOption);
    return pattern;
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

// "Use when an enemy takes necrotic damage: That enemy is Weakened (save ends)", "… That enemy takes
// ongoing 10 necrotic damage (save ends)", "Use when any creature takes cold damage: That creature is
// Immobilized until end of round": states put on the creature that took it, no damage of their own.
std::optional<ChampionPower> readDamageTaken(const QString& plain)
{
    static const QRegularExpression pattern(
        QStringLiteral("^use when (?:an enemy|(?<any>any creature)) takes (?<type>%1) damage ?[:.] ?(?:that "
                       "(?:enemy|creature) (?:(?:also )?takes|gains) (?<ongoing>.+?)|(?<rider>.+?))\\.?$")
            .arg(pp::damageType()),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(plain);
    if (!match.hasMatch())
        return std::nullopt;
    // "takes ongoing 10 necrotic damage", "gains 10 ongoing fire damage": the hit rider's "has"
    // "That creature is Immobilized": the hit rider's "target" (its grammar reads "creature" after a keyword)
    static const QRegularExpression thatCreature(QStringLiteral("^that creature "),
                                                 QRegularExpression::CaseInsensitiveOption);
    const QString rider =
        match.hasCaptured(QStringLiteral("ongoing"))
            ? QStringLiteral("target has ") + match.captured(QStringLiteral("ongoing"))
            : match.captured(QStringLiteral("rider")).replace(thatCreature, QStringLiteral("target "));
    const std::optional<AttackEffects> effects = readHitRider(rider);
    if (!effects || effects->isEmpty())
        return std::nullopt;
    AttackEffects besides = *effects; // what the engine puts on that creature: states, no damage
    besides.conditions.clear();
    besides.ongoing.clear();
    besides.modifiers.clear();
    const std::optional<DamageType> type = parseDamageType(match.captured(QStringLiteral("type")));
    // "an Undead enemy is Immobilized": a qualified state the engine would put on every creature
    const bool qualified = std::any_of(
        effects->conditions.cbegin(), effects->conditions.cend(), [](const ConditionEffect& condition) {
            return condition.onlyIf && !(*condition.onlyIf == TargetRestrictions{});
        });
    if (!besides.isEmpty() || !type || qualified)
        return std::nullopt;
    ChampionPower power;
    power.timing = ChampionTiming::EnemyTakesDamage;
    power.damageTaken = *type;
    power.anyCreature = match.hasCaptured(QStringLiteral("any"));
    power.rider = *effects;
    return power;
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
    if (std::optional<SetupEffect> setup = readSetupEffect(text)) {
        ChampionPower power;
        power.text = text;
        power.timing = ChampionTiming::SetUp;
        power.setup = *setup;
        return power;
    }
    // A word test spares the other champion powers the normalising and the patterns.
    if (!text.contains(QLatin1String("hits"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("takes"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("round"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("turn"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("initiative"), Qt::CaseInsensitive))
        return std::nullopt;
    const QString plain = pp::normalised(text);
    if (std::optional<ChampionPower> onHit = readAllyHit(plain)) {
        onHit->text = text;
        return onHit;
    }
    if (std::optional<ChampionPower> damageTaken = readDamageTaken(plain)) {
        damageTaken->text = text;
        return damageTaken;
    }
    if (std::optional<ChampionPower> healing = readRoundHealing(plain)) {
        healing->text = text;
        return healing;
    }
    // "Use at start of round: You roll 1 extra d20 when determining initiative this round", "Roll an extra
    // d20 for initiative this round", "You roll 1 additional d20 …"
    static const QRegularExpression extraDice(
        QStringLiteral(
            "^use at start of round: (?:you )?roll (?:1|an) (?:extra|additional) d20 (?:when determining "
            "initiative|for initiative) this round\\.?$"),
        QRegularExpression::CaseInsensitiveOption);
    if (extraDice.match(plain).hasMatch()) {
        ChampionPower power;
        power.text = text;
        power.timing = ChampionTiming::StartOfRound;
        power.extraInitiativeDice = 1;
        return power;
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
    // A duration printed first leaves the words after the bonuses theirs: "… against creatures that
    // have already activated this round".
    if (!match.hasCaptured(QStringLiteral("until"))) {
        if (!rest.contains(untilEnd))
            return std::nullopt; // no duration: it would last until each one's end of turn (800.3)
        rest.remove(untilEnd);
    }
    if (match.hasCaptured(QStringLiteral("battle")))
        power.lasts = EffectDuration::Permanent;
    const std::optional<QList<StaticModifier>> bonuses = readGrantedBonuses(rest);
    if (!bonuses)
        return std::nullopt;
    power.bonuses = *bonuses;
    return power;
}

} // namespace ddm
