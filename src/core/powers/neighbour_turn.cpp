// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/neighbour_turn.h"

#include "powers/creature_group.h"
#include "powers/damage_type.h"
#include "powers/power_patterns.h"

#include <QRegularExpression>

namespace ddm {
namespace {

namespace pp = power_patterns;

// Whose turn, and where it stands: "an adjacent enemy activates", "a Confused enemy starts its turn
// within Reach of this creature", "Enemies that start their turn in aura", "each enemy that ends its
// turn adjacent to this creature". Captures: "adjacent", "words", "noun", "verb", "where", "n".
QString neighbourWords()
{
    return QStringLiteral(
        "(?:an? |any |each |all )?(?<adjacent>adjacent )?(?<words>[\\w, -]+? )??"
        "(?<noun>enemy or ally|ally or enemy|enemy and ally|ally and enemy|enemies and allies|allies and "
        "enemies|creatures?|enem(?:y|ies)|all(?:y|ies))(?: that)? (?<verb>starts?|begins?|ends?|activates?)"
        "(?: (?:its|a|it|their) turn)?(?<where> adjacent to this creature| within (?<n>\\d+) squares(?: of "
        "this creature)?| within reach(?: of this creature)?| in aura)?");
}

// "Use when …: That enemy takes 10 cold damage", "(Aura 3) Enemies that start their turn in aura take
// 10 necrotic damage and are Slowed until end of turn", "While this creature is not Bloodied, whenever
// an enemy begins its turn adjacent to this creature, that enemy takes 5 psychic damage". Captures
// besides: "aura", "not", "bloodied", "immediate", "use", "effect".
const QRegularExpression& whenPattern()
{
    static const QRegularExpression pattern(
        QStringLiteral(
            "^(?:\\(aura (?<aura>\\d+)\\) )?(?:while this creature is (?<not>not )?(?<bloodied>"
            "bloodied), )?(?:(?<immediate>immediate(?: action)?[,;:]? (?:use )?(?:when|whenever) )|"
            "(?<use>use (?:when|whenever) )|(?:whenever |when )?)%1(?:[,:;.] | (?=takes? \\d|are |is "
            "))(?:(?:that|the) (?:enemy|creature|target|ally) )?(?<effect>.+?) ?\\.?$")
            .arg(neighbourWords()),
        QRegularExpression::CaseInsensitiveOption);
    return pattern;
}

// "5 Damage to each enemy that ends its turn adjacent to this creature", "(Aura 1) Enemies and allies
// take 20 fire damage whenever starting a turn in aura". Captures: "aura", "damage", "type", and
// neighbourWords()' or "auraNoun".
const QRegularExpression& damageFirstPattern()
{
    static const QRegularExpression pattern(
        QStringLiteral(
            "^(?:(?<damage>\\d+) (?:(?<type>%1) )?damage to %2|\\(aura (?<aura>\\d+)\\) "
            "(?<auraNoun>enemies|enemies and allies) takes? (?<damage2>\\d+) (?:(?<type2>%1) )?damage "
            "whenever starting a turn in aura)\\.?$")
            .arg(pp::damageType(), neighbourWords()),
        QRegularExpression::CaseInsensitiveOption);
    return pattern;
}

// Who and where, from the pattern's groups; false when the words are not a kind the engine tests or
// the power names no place ("whenever an enemy activates": anywhere is no aura).
bool readNeighbour(const QRegularExpressionMatch& match, TriggeredPower& power)
{
    const QString verb = match.captured(QStringLiteral("verb")).toLower();
    power.event = verb.startsWith(QLatin1String("end")) ? TriggerEvent::NeighbourTurnEnds
                                                        : TriggerEvent::NeighbourTurnStarts;
    const QString noun = match.captured(QStringLiteral("noun")).toLower();
    const bool both = noun.startsWith(QLatin1String("creature")) || noun.contains(QLatin1Char(' '));
    power.neighbour.enemies = both || noun.startsWith(QLatin1String("enem"));
    power.neighbour.allies = both || noun.startsWith(QLatin1String("all"));
    const QString where = match.captured(QStringLiteral("where")).trimmed().toLower();
    if (match.hasCaptured(QStringLiteral("adjacent")) || where.startsWith(QLatin1String("adjacent")))
        power.neighbour.within = 1;
    else if (match.hasCaptured(QStringLiteral("n")))
        power.neighbour.within = match.captured(QStringLiteral("n")).toInt();
    else if (where.contains(QLatin1String("reach")))
        power.neighbour.within = 0;
    else if (match.hasCaptured(QStringLiteral("aura"))) // "in aura", or no place: the aura's
        power.neighbour.within = match.captured(QStringLiteral("aura")).toInt();
    else
        return false;
    const QString words = match.captured(QStringLiteral("words")).trimmed();
    if (words.isEmpty())
        return true;
    const std::optional<TargetRestrictions> kind = readTargetWords(words);
    if (kind)
        power.neighbour.kind = *kind;
    return kind.has_value();
}

} // namespace

bool readThatCreatureEffect(const QString& effect, TriggeredPower& power)
{
    static const QRegularExpression attack(
        QStringLiteral(
            "^(?:this creature )?makes? (?:an?|1) (?:(?<basic>\\{b\\}|basic melee|melee "
            "basic)|\\{m\\}|melee|(?<opportunity>opportunity)|(?<named>[A-Z][\\w' -]*?)) attack "
            "(?:against|vs\\.?) (?:that|the) (?:enemy|creature)(?: as (?:a free|an (?<immediate>immediate)) "
            "action)?$"),
        QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch made = attack.match(effect); made.hasMatch()) {
        // An opportunity attack is a melee basic attack (612.1).
        power.opportunityAttack = made.hasCaptured(QStringLiteral("opportunity"));
        power.namedAttack = made.captured(QStringLiteral("named"));
        power.basicAttack = made.hasCaptured(QStringLiteral("basic")) || power.opportunityAttack;
        power.meleeAttack = !power.basicAttack && power.namedAttack.isEmpty();
        power.againstThatEnemy = true;
        power.immediate = power.immediate || made.hasCaptured(QStringLiteral("immediate"));
        return true;
    }
    static const QRegularExpression damage(
        QStringLiteral("^takes? (?<n>\\d+) (?:(?<type>%1) )?damage(?: and (?:is|are) (?<rest>.+))?$")
            .arg(pp::damageType()),
        QRegularExpression::CaseInsensitiveOption);
    QString conditions = effect;
    if (const QRegularExpressionMatch dealt = damage.match(effect); dealt.hasMatch()) {
        power.enemyDamage = {
            dealt.captured(QStringLiteral("n")).toInt(),
            parseDamageType(dealt.captured(QStringLiteral("type"))).value_or(DamageType::Untyped),
            {}};
        if (!dealt.hasCaptured(QStringLiteral("rest")))
            return power.enemyDamage.amount > 0;
        conditions = dealt.captured(QStringLiteral("rest"));
    } else {
        static const QRegularExpression state(QStringLiteral("^(?:is|are|has|have) "),
                                              QRegularExpression::CaseInsensitiveOption);
        if (!conditions.contains(state))
            return false;
        conditions.remove(state);
    }
    const std::optional<AttackEffects> effects = readStatesSuffered(conditions);
    if (effects)
        power.enemyEffects = *effects;
    return effects.has_value();
}

std::optional<TriggeredPower> readNeighbourTurnTrigger(const QString& name, const QString& plain)
{
    TriggeredPower power;
    power.name = name.isEmpty() ? plain : name;
    power.optional = false;
    if (const QRegularExpressionMatch match = damageFirstPattern().match(plain); match.hasMatch()) {
        const bool aura = match.hasCaptured(QStringLiteral("damage2"));
        if (!aura && !readNeighbour(match, power))
            return std::nullopt;
        if (aura) {
            power.event = TriggerEvent::NeighbourTurnStarts;
            power.neighbour.within = match.captured(QStringLiteral("aura")).toInt();
            power.neighbour.allies =
                match.captured(QStringLiteral("auraNoun")).contains(QLatin1String("allies"));
        }
        const QString suffix = aura ? QStringLiteral("2") : QString();
        power.enemyDamage = {
            match.captured(QStringLiteral("damage") + suffix).toInt(),
            parseDamageType(match.captured(QStringLiteral("type") + suffix)).value_or(DamageType::Untyped),
            {}};
        return power.enemyDamage.amount > 0 ? std::optional<TriggeredPower>(power) : std::nullopt;
    }
    const QRegularExpressionMatch match = whenPattern().match(plain);
    if (!match.hasMatch() || !readNeighbour(match, power))
        return std::nullopt;
    power.immediate = match.hasCaptured(QStringLiteral("immediate"));
    power.optional = power.immediate || match.hasCaptured(QStringLiteral("use"));
    if (match.hasCaptured(QStringLiteral("bloodied")))
        power.whileBloodied = !match.hasCaptured(QStringLiteral("not"));
    if (!readNeighbourEffect(match.captured(QStringLiteral("effect")), power))
        return std::nullopt;
    return power;
}

bool readNeighbourEffect(const QString& effect, TriggeredPower& power)
{
    // "Whenever …, make a {m} attack": which of its melee attacks is the player's choice, and a power
    // that applies by itself takes no response to say it.
    return readThatCreatureEffect(effect, power) && (power.optional || !power.meleeAttack);
}

} // namespace ddm
