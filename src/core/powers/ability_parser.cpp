// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/ability_parser.h"

#include "powers/attack_options.h"
#include "powers/creature_group.h"
#include "powers/power_patterns.h"
#include "powers/standing_place.h"
#include "powers/target_phrase.h"
#include "powers/text_cursor.h"

#include <QHash>
#include <QRegularExpression>

#include <functional>
#include <limits>

namespace ddm {
namespace {

namespace pp = power_patterns;

// The standard powers whose reminder text the cards print after the name (CRG 707).
enum class Standard {
    None,
    Blindsight,
    WanderingMonster,
    MultiActivation,
    Hide,
    Scout,
    ImmuneFear,
    ImmuneFlanking,
    SneakAttack,
    Reach,
    Blind,
    DelayedAppearance
};

// What one pass over a list of items found: how many, and the standard power of the last.
struct Reading {
    int items = 0;
    Standard standard = Standard::None;
};

using ApplyAbility = std::function<void(const TextCursor&, CreatureAbilities&, Reading&)>;

struct Item {
    QRegularExpression pattern;
    ApplyAbility apply;
    // A second look at what the pattern matched: false leaves the text to other items.
    std::function<bool(const TextCursor&)> accepts = nullptr;
};

void addImmunity(const QString& word, CreatureAbilities& abilities)
{
    static const QHash<QString, Condition> conditionWords{
        {QStringLiteral("stun"), Condition::Stunned},
        {QStringLiteral("confusion"), Condition::Confused},
        {QStringLiteral("immobilize"), Condition::Immobilized},
        {QStringLiteral("slow"), Condition::Slowed}};
    static const QHash<QString, ForcedMovement::Kind> forcedWords{
        {QStringLiteral("push"), ForcedMovement::Kind::Push},
        {QStringLiteral("pull"), ForcedMovement::Kind::Pull},
        {QStringLiteral("slide"), ForcedMovement::Kind::Slide}};
    const QString lower = word.toLower();
    if (const auto type = parseDamageType(lower))
        abilities.immuneDamage.insert(*type);
    if (const auto keyword = parseEffectKeyword(lower))
        abilities.immuneEffects.insert(*keyword); // "Immune Poison" covers poison effects and poison damage
    if (forcedWords.contains(lower))
        abilities.immuneForced.insert(forcedWords.value(lower));
    std::optional<Condition> condition = parseCondition(lower);
    if (!condition && conditionWords.contains(lower))
        condition = conditionWords.value(lower);
    if (!condition)
        return;
    abilities.immuneConditions.insert(*condition);
    // CRG 707.7.b: Immune Helpless implies Immune Stunned, which implies Immune Dazed.
    if (condition == Condition::Helpless || condition == Condition::Stunned)
        abilities.immuneConditions.insert(Condition::Dazed);
    if (condition == Condition::Helpless)
        abilities.immuneConditions.insert(Condition::Stunned);
}

// "fire", "fire, cold", "all"
void addAmounts(const QString& types, int amount, QHash<DamageType, int>& byType, int& all)
{
    static const QRegularExpression word(QStringLiteral("[a-z]+"), QRegularExpression::CaseInsensitiveOption);
    for (auto it = word.globalMatch(types); it.hasNext();) {
        const QString name = it.next().captured(0);
        if (name.compare(QLatin1String("all"), Qt::CaseInsensitive) == 0)
            all = qMax(all, amount);
        else if (const auto type = parseDamageType(name))
            byType[*type] = qMax(byType.value(*type), amount);
    }
}

// Delayed Appearance's reminder, in the cards' several wordings.
QString startsOffMapWording()
{
    return QStringLiteral("(?:this creature )?(?:must start the battle|starts) off the battle ?map(?: during your "
                          "set-up)?|does not start on the battle ?map during your set-up");
}

// Two powers may halve damage from different kinds of attack: each adds its kinds.
void addHalfDamage(const QList<AttackKind>& kinds, CreatureAbilities& abilities)
{
    for (const AttackKind kind : kinds) {
        if (!abilities.halfDamageFrom.contains(kind))
            abilities.halfDamageFrom.append(kind);
    }
}

// The words a defence bonus names its defence by: "AC", "Reflex", "DEF (Will)", "DEF" (the three
// besides AC, 209.3), "to all defenses".
QString defenceWords()
{
    return QStringLiteral("AC|DEF ?\\(\\s*\\w+\\s*\\)|DEF|Fortitude|Reflex|Will|to all defenses");
}

// "+4 Attack and +10 cold damage", each bonus with its own "{m}", and a clause after them that
// limits them all ("with {m} attacks"); `withDefences`: "+2 AC", "+2 DEF" and "+4 DEF(Will)" in the
// list too ("+2 Attack, +2 AC, +2 DEF, and +5 Damage while adjacent to a Goblin ally").
QString bonusPattern(bool withDefences = false)
{
    return QStringLiteral(
               // A penalty only to attack: the engine has no meaning for less damage of a type not dealt.
               "(\\+ ?\\d+|-\\d+(?= (?:(?:\\{m\\}|\\{r\\}|melee|ranged) )?attack)) "
               "(?:(\\{m\\}|\\{r\\}|melee|ranged) )?(?:(") +
           pp::damageType() +
           (withDefences ? QStringLiteral(") )?(attack|damage|%1)").arg(defenceWords())
                         : QStringLiteral(") )?(attack|damage)"));
}

// A list of them, capturing nothing: to sit inside a pattern with captures of its own.
QString bonusListPattern(bool withDefences = false)
{
    static const QRegularExpression capture(QStringLiteral("(?<!\\\\)\\((?!\\?)"));
    QString one = bonusPattern(withDefences);
    one.replace(capture, QStringLiteral("(?:"));
    return one + QStringLiteral("(?:(?:,| and|, and) ") + one + QStringLiteral(")*");
}

// Whether a condition can hold while the creature is attacked, so that a defence bonus under it counts.
bool holdsWhenDefending(ModifierCondition condition)
{
    switch (condition) {
    case ModifierCondition::WhileBloodied:
    case ModifierCondition::WhileNotBloodied:
    case ModifierCondition::NearAlly:
    case ModifierCondition::NearBloodied:
    case ModifierCondition::NoAllyNear:
    case ModifierCondition::AdjacentEnemies:
    case ModifierCondition::AllyInPlay:
    case ModifierCondition::InWarbandWith:
    case ModifierCondition::NoAllyDestroyed:
    case ModifierCondition::AllyDestroyed:
    case ModifierCondition::StandsIn:
    case ModifierCondition::AttackerIs:
    case ModifierCondition::Always:
        return true;
    case ModifierCondition::TargetBloodied:
    case ModifierCondition::Charging:
    case ModifierCondition::TargetIs:
    case ModifierCondition::MovedAway:
    case ModifierCondition::MovedThisTurn:
    case ModifierCondition::SoleTarget:
    case ModifierCondition::SoleEnemyTarget:
    case ModifierCondition::OpportunityAttack:
    case ModifierCondition::FirstToActivate:
        return false;
    }
    return false;
}

// The statistics a bonus's word names: "attack", "damage", "AC", "Reflex", "DEF(Will)", "to all defenses",
// and "DEF" alone, the three defences besides AC (209.3); none for another word.
QList<Statistic> statisticsNamed(const QString& word)
{
    const QString name = word.toLower();
    if (name == QLatin1String("attack"))
        return {Statistic::Attack};
    if (name == QLatin1String("damage"))
        return {Statistic::Damage};
    if (name == QLatin1String("to all defenses"))
        return {Statistic::AllDefences};
    if (name == QLatin1String("def"))
        return {Statistic::Fortitude, Statistic::Reflex, Statistic::Will};
    if (const std::optional<Defence> defence = parseDefence(name))
        return {defenceStatistic(*defence)};
    return {};
}

// Whether each bonus of the list names statistics the engine has ("DEF (Wisdom)" names none).
bool namesStatistics(const QString& bonuses)
{
    static const QRegularExpression bonus(bonusPattern(true), QRegularExpression::CaseInsensitiveOption);
    for (auto it = bonus.globalMatch(bonuses); it.hasNext();) {
        if (statisticsNamed(it.next().captured(4)).isEmpty())
            return false;
    }
    return true;
}

// Each bonus of the list as a modifier like `condition` (its condition and what goes with it).
void addBonuses(const QString& bonuses, const QString& limit, const StaticModifier& condition,
                CreatureAbilities& abilities)
{
    static const QRegularExpression bonus(bonusPattern(true), QRegularExpression::CaseInsensitiveOption);
    for (auto it = bonus.globalMatch(bonuses); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        StaticModifier modifier = condition;
        modifier.amount =
            match.captured(1).remove(QLatin1Char(' ')).remove(QLatin1Char('+')).toInt(); // "+ 10", "-4"
        modifier.attacks = pp::attackKindWord(match.captured(2).isEmpty() ? limit : match.captured(2));
        modifier.damageType = parseDamageType(match.captured(3)).value_or(DamageType::Untyped);
        for (const Statistic statistic : statisticsNamed(match.captured(4))) {
            modifier.statistic = statistic;
            abilities.modifiers.append(modifier);
        }
    }
}

StaticModifier withCondition(ModifierCondition condition)
{
    StaticModifier modifier;
    modifier.condition = condition;
    return modifier;
}

// "while adjacent to an ally", "while within 5 squares of a Wolf ally", "… an Elf Martial ally" (up to
// two keywords, not "champion").
QString nearAllyPattern()
{
    return QStringLiteral(
        "while (?:adjacent to|within \\d+ squares of) an? (?:(?!champion\\b)[a-z-]+ ){0,2}ally(?: with "
        "[a-z][\\w'-]*(?: [a-z][\\w'-]*){0,2})?");
}

// What follows a bonus that counts creatures: "for each adjacent ally with Volley", "for each other
// Ibixian creature within 5 squares of this creature", "for each Kruthik ally adjacent to this creature
// (maximum +3 Attack)". Captures (after the bonus list's 1): 2 "other" (never the bonus's own creature
// anyway), 3 "adjacent", 4 the creatures' words, 5 ally, enemy or creature, 6 a power they have, 7
// "adjacent to this creature", 8 squares, 9 the maximum and 10 its statistic; one of 3, 7 and 8 says
// how near.
QString countedCreaturesPattern()
{
    return QStringLiteral(
        "for each (other )?(?:(adjacent) )?(?:([a-z-]+) )?(ally|enemy|creature)(?: with ([a-z][\\w'-]*(?: "
        "[a-z][\\w'-]*)?))?(?: (adjacent to this creature)| within (\\d+) squares of (?:this creature|it))?"
        "(?: \\(maximum \\+(\\d+)(?: (attack|damage))?\\))?(?=[.;]|$)");
}

// The creatures a match of countedCreaturesPattern() counts; none when their words name no group.
std::optional<CountedCreatures> countedCreatures(const TextCursor& c)
{
    if (!c.hasCaptured(3) && !c.hasCaptured(7) && !c.hasCaptured(8))
        return std::nullopt; // "for each Kraul ally": near it or anywhere, the card does not say
    CountedCreatures counted;
    const QString noun = c.captured(5).toLower();
    counted.allies = noun != QLatin1String("enemy");
    counted.enemies = noun != QLatin1String("ally");
    if (c.hasCaptured(8))
        counted.within = c.capturedInt(8);
    if (c.hasCaptured(4)) {
        const std::optional<TargetRestrictions> kind = readTargetWords(c.captured(4));
        if (!kind)
            return std::nullopt;
        counted.kind = *kind;
    }
    counted.withPower = c.captured(6);
    if (c.hasCaptured(9))
        counted.maximum = c.capturedInt(9);
    return counted;
}

// The conditions that count allies, enemies or activations, or name the attack: "with opportunity
// attacks", "while no allies are within 4 squares of this creature", "while adjacent to 2 or more
// enemies", "while within 5 squares of an allied Dragon champion", "while an Evil champion ally is in
// play", "while in a warband with a Beholder ally", "when this creature is the first creature to
// activate in a round"; with named captures for allyOrCountCondition.
const QString& countingConditionsNamed()
{
    static const QString pattern = QStringLiteral(
        "(?<opportunity>(?:with|on) opportunity attacks)"
        "|while (?:no allies are within (?<alone>\\d+) squares of this creature|not within (?<alone2>\\d+) "
        "squares of any allies|no (?<aloneWords>[a-z0-9 -]+? )?ally is within (?<alone3>\\d+) squares(?: of "
        "this creature)?)"
        "|while adjacent to (?<enemies>\\d+) or more enemies"
        "|while (?:adjacent to only (?<only>\\d+) enem(?:y|ies)|only (?<only2>\\d+) enem(?:y|ies) (?:is|are) "
        "adjacent "
        "to this creature)"
        "|(?<noLoss>until an ally is destroyed)"
        "|(?<first>(?:when|while) this creature (?:is|was) the first creature to activate in a round)"
        "|while (?:adjacent to|within (?<near>\\d+) squares of) an? (?:(?<nearWords>[a-z-]+) )?champion ally"
        "|while within (?<near2>\\d+) squares of an allied (?:(?<nearWords2>[a-z-]+) )?champion"
        "|while an allied (?<nearWords3>[a-z-]+) champion is within (?<near3>\\d+) squares of this creature"
        "|if an? (?:(?<nearWords4>[a-z-]+) )?champion ally is within (?<near4>\\d+) squares of it"
        "|(?<play>while an? (?:(?<playWords>[a-z-]+) )?champion ally is in play)"
        "|(?:(?:while|when) in a warband with|while this creature's warband includes) (?:an? "
        ")?(?<active>active )?(?<warbandWords>[a-z-]+(?: [a-z-]+)?) "
        "(?<warbandNoun>champion|ally|allies)");
    return pattern;
}

// The same without its captures, to sit inside a longer pattern.
QString countingConditionsPattern()
{
    static const QRegularExpression named(QStringLiteral("\\(\\?<\\w+>"));
    return QString(countingConditionsNamed()).replace(named, QStringLiteral("(?:"));
}

// The first non-empty of the named captures.
QString capturedAny(const QRegularExpressionMatch& match, std::initializer_list<const char*> names)
{
    for (const char* name : names) {
        const QString text = match.captured(QLatin1String(name));
        if (!text.isEmpty())
            return text;
    }
    return {};
}

// The condition a match of countingConditionsNamed() names; none when its words name no group.
std::optional<StaticModifier> allyOrCountCondition(const QRegularExpressionMatch& match)
{
    if (match.hasCaptured(QStringLiteral("opportunity")))
        return withCondition(ModifierCondition::OpportunityAttack);
    if (match.hasCaptured(QStringLiteral("first")))
        return withCondition(ModifierCondition::FirstToActivate);
    if (const QString alone = capturedAny(match, {"alone", "alone2", "alone3"}); !alone.isEmpty()) {
        StaticModifier modifier = withCondition(ModifierCondition::NoAllyNear);
        modifier.allyWithin = alone.toInt();
        // "no higher-level ally", "no level 7 or higher ally": only such allies count.
        if (const QString words = match.captured(QStringLiteral("aloneWords")).trimmed(); !words.isEmpty()) {
            std::optional<TargetRestrictions> ally = standingWords(words);
            if (!ally)
                ally = readTargetWords(words);
            if (!ally)
                return std::nullopt;
            modifier.ally = *ally;
        }
        return modifier;
    }
    if (match.hasCaptured(QStringLiteral("noLoss")))
        return withCondition(ModifierCondition::NoAllyDestroyed);
    if (const QString enemies = capturedAny(match, {"enemies", "only", "only2"}); !enemies.isEmpty()) {
        StaticModifier modifier = withCondition(ModifierCondition::AdjacentEnemies);
        modifier.enemiesAdjacent = enemies.toInt();
        modifier.enemiesAdjacentExactly = match.captured(QStringLiteral("enemies")).isEmpty();
        return modifier;
    }
    StaticModifier modifier;
    QString words;
    if (match.hasCaptured(QStringLiteral("warbandWords"))) {
        const bool active = match.hasCaptured(QStringLiteral("active"));
        modifier = withCondition(active ? ModifierCondition::AllyInPlay : ModifierCondition::InWarbandWith);
        modifier.allyActive = active;
        modifier.allyChampion = match.captured(QStringLiteral("warbandNoun"))
                                    .compare(QLatin1String("champion"), Qt::CaseInsensitive) == 0;
        words = match.captured(QStringLiteral("warbandWords"));
        if (match.captured(QStringLiteral("warbandNoun"))
                .compare(QLatin1String("allies"), Qt::CaseInsensitive) == 0) {
            // "in a warband with Ki allies": the words are a keyword, the noun its plural
            const std::optional<TargetRestrictions> ally = readTargetWords(words);
            if (!ally)
                return std::nullopt;
            modifier.ally = *ally;
            return modifier;
        }
    } else if (match.hasCaptured(QStringLiteral("play"))) {
        modifier = withCondition(ModifierCondition::AllyInPlay);
        modifier.allyChampion = true;
        words = match.captured(QStringLiteral("playWords"));
    } else {
        modifier = withCondition(ModifierCondition::NearAlly);
        modifier.allyChampion = true;
        const QString near = capturedAny(match, {"near", "near2", "near3", "near4"});
        modifier.allyWithin = near.isEmpty() ? 1 : near.toInt();
        words = capturedAny(match, {"nearWords", "nearWords2", "nearWords3", "nearWords4"});
    }
    if (!words.isEmpty()) {
        const std::optional<TargetRestrictions> ally = readTargetWords(words);
        if (!ally)
            return std::nullopt;
        modifier.ally = *ally;
    }
    return modifier;
}

// "while adjacent to an ally", "while within 5 squares of an Elf Martial ally": an ally near it, with the
// keywords the card names (all of them); none when its words are not keywords ("a Bloodied Orc ally").
std::optional<StaticModifier> nearAllyCondition(const QString& wording)
{
    static const QRegularExpression near(
        QStringLiteral("within (\\d+) squares of an? (?:([a-z-]+(?: [a-z-]+)?) )?ally|adjacent to an? "
                       "(?:([a-z-]+(?: [a-z-]+)?) )?ally"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = near.match(wording);
    StaticModifier modifier = withCondition(ModifierCondition::NearAlly);
    // "an ally with Phalanx Training": the power's name as printed
    if (const qsizetype with = wording.indexOf(QLatin1String(" ally with "), 0, Qt::CaseInsensitive);
        with >= 0) {
        modifier.allyPower = wording.mid(with + 11).trimmed();
        static const QRegularExpression powerName(QStringLiteral("^[A-Z][\\w'-]*(?: [A-Z][\\w'-]*)*$"));
        if (!powerName.match(modifier.allyPower).hasMatch())
            return std::nullopt; // "an ally with a higher level": no power's name
    }
    modifier.allyWithin = match.captured(1).isEmpty() ? 1 : match.captured(1).toInt();
    // "adjacent to an Elf Martial ally": an ally with both keywords; "a Bloodied Orc ally" names no two.
    modifier.allyKeywords =
        match.captured(match.captured(2).isEmpty() ? 3 : 2).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString& keyword : std::as_const(modifier.allyKeywords)) {
        const std::optional<TargetRestrictions> read = readTargetWords(keyword);
        TargetRestrictions plain;
        plain.requiredKeywords = {keyword};
        if (!read || !(*read == plain))
            return std::nullopt;
    }
    return modifier;
}

// The conditions of "+5 Damage while Bloodied" and its kin, as the cards word them; none when the
// wording counts allies whose words name no group the engine can test ("a Wild champion ally").
std::optional<StaticModifier> conditionNamed(const QString& wording)
{
    const QString lower = wording.toLower();
    static const QRegularExpression counting(QStringLiteral("^(?:%1)$").arg(countingConditionsNamed()),
                                             QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch match = counting.match(wording); match.hasMatch())
        return allyOrCountCondition(match);
    if (lower.startsWith(QLatin1String("while "))) {
        if (const std::optional<StandingPlace> place = readStandingPlace(wording.mid(6))) {
            StaticModifier modifier = withCondition(ModifierCondition::StandsIn);
            modifier.place = *place;
            return modifier;
        }
    }
    static const QRegularExpression movedAway(QStringLiteral(
        "(\\d+) (?:or more )?squares? (?:away )?from (?:where it started|its starting position)"));
    if (const QRegularExpressionMatch moved = movedAway.match(lower); moved.hasMatch()) {
        StaticModifier modifier = withCondition(ModifierCondition::MovedAway);
        modifier.movedSquares = moved.captured(1).toInt();
        return modifier;
    }
    if (lower.contains(QLatin1String("moved")))
        return withCondition(ModifierCondition::MovedThisTurn);
    static const QRegularExpression targetNearAlly(QStringLiteral("targets adjacent to an? ([a-z-]+) ally"));
    if (const QRegularExpressionMatch match = targetNearAlly.match(lower); match.hasMatch()) {
        StaticModifier modifier = withCondition(ModifierCondition::TargetIs);
        modifier.against.adjacentToAlly =
            wording.mid(match.capturedStart(1), match.capturedLength(1)); // as printed
        return modifier;
    }
    static const QRegularExpression nearBloodied(
        QStringLiteral("within (\\d+) squares of a bloodied creature"));
    if (const QRegularExpressionMatch match = nearBloodied.match(lower); match.hasMatch()) {
        StaticModifier modifier = withCondition(ModifierCondition::NearBloodied);
        modifier.allyWithin = match.captured(1).toInt();
        return modifier;
    }
    // "while adjacent to a Bloodied Orc ally" names an ally, whatever its words: no bloodied condition.
    static const QRegularExpression nearAllyOnly(QStringLiteral("^(?:%1)$").arg(nearAllyPattern()),
                                                 QRegularExpression::CaseInsensitiveOption);
    if (nearAllyOnly.match(wording).hasMatch())
        return nearAllyCondition(wording);
    if (lower.contains(QLatin1String("not bloodied")))
        return withCondition(ModifierCondition::WhileNotBloodied);
    if (lower.startsWith(QLatin1String("while")) && lower.contains(QLatin1String("bloodied")))
        return withCondition(ModifierCondition::WhileBloodied);
    if (lower.contains(QLatin1String("bloodied")))
        return withCondition(ModifierCondition::TargetBloodied);
    if (lower.contains(QLatin1String("charg")))
        return withCondition(ModifierCondition::Charging);
    return nearAllyCondition(wording);
}

QString modifierConditionPattern()
{
    return QStringLiteral(
               "while (?:this creature is )?(?:not )?bloodied|(?:against|vs\\.) bloodied (?:targets|enemies)"
               "|on (?:a )?charge|(?:while|when) charging"
               // Skirmish (600.2): "if this creature moved at least 2 squares from where it started its
               // turn before attacking", "on its turn after moving 2 or more squares away from its
               // starting position"; Momentum: "if this creature moved this turn"
               "|(?:this turn )?if this creature (?:has )?moved at least \\d+ squares? from where it started "
               "(?:its|this) turn(?: before attacking)?"
               "|on its turn after moving \\d+ or more squares away from its starting position"
               "|(?:this turn )?if this creature moved (?:during )?this turn"
               // Minion Attack; Smell of Blood; Wandering Warrior ("while occupying a victory area")
               "|against targets adjacent to an? [a-z-]+ ally|while within \\d+ squares of a bloodied "
               "creature|while (?:") +
           standingPlacePattern() + QStringLiteral(")|") + countingConditionsPattern() + QLatin1Char('|') +
           nearAllyPattern();
}

// "Whenever this creature hits a bloodied target", "… makes a {r} attack, if it is 4 or more squares
// from its starting position this turn" (704.2). Captures: 1 "hits", 2 the hit target's word, 3 the
// hit's attack kind ({m}, {r} or charge), 4 the attack's kind, 5 the attack's target word, 6 a clause.
QString wheneverAttackPattern()
{
    return QStringLiteral(
        "whenever (?:this creature|it) (?:(hits)(?: an? ([a-z-]+) (?:target|enemy))?(?: with (?:an? )?"
        "(\\{m\\}|\\{r\\}|charge)? ?attack)?|makes (?:an|a (\\{m\\}|\\{r\\})) attack(?: against an? "
        "([a-z-]+) "
        "(?:target|enemy))?)( while (?:it is )?(?:not )?bloodied| while charging| while no (?:[a-z-]+ )?ally "
        "is "
        "within \\d+ squares(?: of this creature)?|, if it is \\d+ or more "
        "squares from its starting position this turn| while an? (?:[a-z-]+ )?champion ally is in play|, if "
        "an? "
        "(?:[a-z-]+ )?champion ally is within \\d+ squares of it)? ?");
}

// The one condition of a "whenever" bonus (wheneverAttackPattern, its bonuses in capture 7); none
// when the text sets two, or none, or gives a hit an attack bonus its roll is already past.
std::optional<StaticModifier> wheneverCondition(const TextCursor& c)
{
    static const QRegularExpression attackBonus(QStringLiteral("\\battack\\b"),
                                                QRegularExpression::CaseInsensitiveOption);
    const QString target = c.captured(2) + c.captured(5);
    QString clause = c.captured(6).trimmed();
    if (clause.startsWith(QLatin1Char(',')))
        clause = clause.mid(1).trimmed();
    const bool charge = c.captured(3).compare(QLatin1String("charge"), Qt::CaseInsensitive) == 0;
    if (int(!target.isEmpty()) + int(!clause.isEmpty()) + int(charge) != 1)
        return std::nullopt;
    if (c.hasCaptured(1) && c.captured(7).contains(attackBonus))
        return std::nullopt;
    if (charge)
        return withCondition(ModifierCondition::Charging);
    if (!clause.isEmpty())
        return conditionNamed(clause);
    if (target.compare(QLatin1String("bloodied"), Qt::CaseInsensitive) == 0)
        return withCondition(ModifierCondition::TargetBloodied);
    const std::optional<TargetRestrictions> against = readTargetWords(target);
    if (!against)
        return std::nullopt;
    StaticModifier modifier = withCondition(ModifierCondition::TargetIs);
    modifier.against = *against;
    return modifier;
}

// A defence bonus and what limits it. Captures: 1 the bonuses, 2 and 3 the attacks' kinds, 4 a keyword
// of the attackers ("against Giant creatures"), 5 their plural ("from Dragons"), 6 a condition.

QString defenceBonusPattern()
{
    static const QString one = QStringLiteral("\\+\\d+ (?:%1)").arg(defenceWords());
    static const QString kind = QStringLiteral("\\{[mrca]\\}|melee|ranged");
    return QStringLiteral(
               "(%1(?: and %1)?)(?: (?:against|vs\\.) (%2)(?: or (%2))? attacks)?(?: (?:against|vs\\.) "
               "([A-Z][\\w-]+) creatures| from ([A-Z][\\w-]+s))?(?: (while (?:this creature is )?(?:not )?"
               "bloodied|%3))?(?!\\w)")
        .arg(one, kind, nearAllyPattern());
}

// The modifiers defenceBonusPattern read, one per defence and kind of attack; none when nothing
// limits them (a bare "+2 AC" is a printed defence, 209.3) or the attackers' words are no keyword.
std::optional<QList<StaticModifier>> defenceBonuses(const TextCursor& c)
{
    if (!c.hasCaptured(2) && !c.hasCaptured(4) && !c.hasCaptured(5) && !c.hasCaptured(6))
        return std::nullopt;
    const std::optional<StaticModifier> condition =
        c.hasCaptured(6) ? conditionNamed(c.captured(6)) : withCondition(ModifierCondition::Always);
    if (!condition)
        return std::nullopt;
    StaticModifier limit = *condition;
    if (c.hasCaptured(4) || c.hasCaptured(5)) {
        if (c.hasCaptured(6))
            return std::nullopt; // two conditions: one modifier holds one
        const std::optional<TargetRestrictions> attackers =
            c.hasCaptured(4) ? readTargetWords(c.captured(4)) : readTargetWords(c.captured(5), true);
        if (!attackers || attackers->requiredKeywords.isEmpty())
            return std::nullopt;
        limit = withCondition(ModifierCondition::AttackerIs);
        limit.against = *attackers;
    }
    QList<std::optional<AttackKind>> kinds{std::nullopt};
    if (c.hasCaptured(2)) {
        // "{c} or {a} attacks": an attack is of one kind, so one modifier for each never counts twice.
        kinds = {pp::attackKindWord(c.captured(2))};
        if (c.hasCaptured(3))
            kinds.append(pp::attackKindWord(c.captured(3)));
    }
    static const QRegularExpression bonus(QStringLiteral("\\+(\\d+) (%1)").arg(defenceWords()),
                                          QRegularExpression::CaseInsensitiveOption);
    QList<StaticModifier> modifiers;
    for (auto it = bonus.globalMatch(c.captured(1)); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const QList<Statistic> statistics = statisticsNamed(match.captured(2));
        if (statistics.isEmpty())
            return std::nullopt; // "DEF (Wisdom)": no defence the game has
        for (const Statistic statistic : statistics) {
            for (const std::optional<AttackKind> kind : kinds) {
                StaticModifier modifier = limit;
                modifier.statistic = statistic;
                modifier.amount = match.captured(1).toInt();
                modifier.attacks = kind;
                modifiers.append(modifier);
            }
        }
    }
    return modifiers;
}

// One bonus of an aura's list: "+2 Attack", "+5 {m} necrotic damage", "+4 Reflex", "-2 DEF (Will)",
// "+1 to all defenses".
QString auraOneBonus()
{
    return QStringLiteral("[+-] ?\\d+ (?:(?:\\{m\\}|\\{r\\}|melee|ranged) )?(?:(?:%1) "
                          ")?(?:attack|damage|%2)")
        .arg(pp::damageType(), defenceWords());
}

// An aura's bonuses: who has them (named groups "inAura", "beside", "adjacent", "near" with "within", or
// "bare" with "whileBeside"), the bonuses, their limits ("with", "vsKind", "against") and "immune".
QString auraBonusPattern()
{
    static const QString group = QStringLiteral("[\\w ,'-]+?");
    return QStringLiteral(
               "(?:\\(aura(?: (?<radius>\\d+))?(?<fear>, fear)?\\)\\s*)?"
               "(?:(?<inAura>%1) in aura|(?<beside>%1) adjacent to this creature|adjacent (?<adjacent>%1)"
               "|(?<near>%1) within (?<within>\\d+) squares(?: of this creature)?|(?<bare>%1)) (?:have|has) "
               "(?<bonuses>%2(?:(?:,| and|, and) %2)*)"
               "(?: (?:with|on) (?<with>\\{m\\}|\\{r\\}|\\{c\\}|\\{a\\}|melee|ranged) attacks)?"
               "(?: (?:against|vs\\.) (?<vsKind>\\{m\\}|\\{r\\}|melee|ranged) attacks)?"
               "(?: (?<against>%3))?(?<whileBeside> while adjacent to this creature)?"
               "(?:; (?<immune>[A-Z][\\w-]*?)(?:s| creatures) immune)?(?=[.;]|$)")
        .arg(group, auraOneBonus(), targetPhrasePattern());
}

// The aura bonuses auraBonusPattern read, one per bonus (and defence); none when the group is no
// group the engine can test, the radius is not said, or a damage bonus is a penalty.
std::optional<QList<AuraBonus>> auraBonuses(const TextCursor& c)
{
    const bool announced = !c.captured(u"radius").isEmpty();
    const bool bare = !c.captured(u"bare").isEmpty();
    const bool beside = !c.captured(u"whileBeside").isEmpty();
    // "Allies have +2 AC while adjacent to this creature"; with no place, "Undead allies have +2 attack"
    // is every such ally in play (a group of allies, never "this creature has": its own printed bonus).
    static const QRegularExpression allies(QStringLiteral("\\ballies$"),
                                           QRegularExpression::CaseInsensitiveOption);
    const bool auraPrinted = c.captured(0).startsWith(QLatin1String("(aura"), Qt::CaseInsensitive);
    const bool anywhere = bare && !beside && !auraPrinted && allies.match(c.captured(u"bare")).hasMatch();
    if (!bare && beside)
        return std::nullopt;
    if (bare && !beside && !anywhere)
        return std::nullopt;
    QString phrase = c.captured(u"inAura") + c.captured(u"beside") + c.captured(u"adjacent") +
                     c.captured(u"near") + c.captured(u"bare");
    int radius = 1;
    if (!c.captured(u"inAura").isEmpty()) {
        if (!announced)
            return std::nullopt;
        radius = c.captured(u"radius").toInt();
    } else if (!c.captured(u"near").isEmpty()) {
        radius = c.captured(u"within").toInt();
    }
    // "Each living non-Troglodyte creature adjacent to this creature": the group is its plural.
    static const QRegularExpression eachCreature(QStringLiteral("^each (.+) creature$"),
                                                 QRegularExpression::CaseInsensitiveOption);
    phrase.replace(eachCreature, QStringLiteral("\\1 creatures"));
    std::optional<CreatureGroup> recipients = readCreatureGroup(phrase);
    if (!recipients)
        return std::nullopt;
    // "Human Primal allies": both keywords at once, which the group's any-of filter cannot say.
    static const QRegularExpression ownName(QStringLiteral("^this creature,? and "),
                                            QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression joined(QStringLiteral("\\b(?:and|or)\\b|,"),
                                           QRegularExpression::CaseInsensitiveOption);
    if (recipients->filter.requiredKeywords.size() > 1 &&
        !joined.match(QString(phrase).remove(ownName)).hasMatch())
        return std::nullopt;
    // "Adjacent creatures", "Evil creatures within 5 squares of this creature": others; itself only when
    // the card says "this creature and".
    recipients->self = phrase.startsWith(QLatin1String("this creature"), Qt::CaseInsensitive);
    if (!c.captured(u"immune").isEmpty())
        recipients->filter.immuneKeywords.append(c.captured(u"immune"));
    TargetRestrictions against;
    if (!c.captured(u"against").isEmpty()) {
        const std::optional<TargetRestrictions> read = targetsOf(c.captured(u"against"));
        if (!read)
            return std::nullopt;
        against = *read;
    }
    const QString with = c.captured(u"with") + c.captured(u"vsKind");
    static const QRegularExpression bonus(
        QStringLiteral("([+-]) ?(\\d+) (?:(\\{m\\}|\\{r\\}|melee|ranged) )?(?:(%1) )?(attack|damage|AC|DEF "
                       "?\\(\\s*\\w+\\s*\\)|DEF|"
                       "Fortitude|Reflex|Will|to all defenses)")
            .arg(pp::damageType()),
        QRegularExpression::CaseInsensitiveOption);
    QList<AuraBonus> auras;
    for (auto it = bonus.globalMatch(c.captured(u"bonuses")); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        AuraBonus aura;
        aura.radius = radius;
        aura.anywhere = anywhere;
        aura.fear = !c.captured(u"fear").isEmpty();
        aura.recipients = *recipients;
        aura.amount = match.captured(2).toInt() * (match.captured(1) == QLatin1String("-") ? -1 : 1);
        aura.attacks = pp::attackKindWord(match.captured(3).isEmpty() ? with : match.captured(3));
        aura.damageType = parseDamageType(match.captured(4)).value_or(DamageType::Untyped);
        aura.against = against;
        const QList<Statistic> statistics = statisticsNamed(match.captured(5));
        if (statistics.isEmpty())
            return std::nullopt;
        // Less damage, or a defence against whom it is worth, is no bonus the engine weighs.
        if ((statistics.first() == Statistic::Damage && aura.amount < 0) ||
            (statistics.first() != Statistic::Attack && statistics.first() != Statistic::Damage &&
             !(against == TargetRestrictions{})))
            return std::nullopt;
        for (const Statistic statistic : statistics) {
            aura.statistic = statistic;
            auras.append(aura);
        }
    }
    return auras;
}

// Lancebreaker's two bonuses, read by the item that names them: AC whenever an enemy of a keyword attacks
// it (AttackerIs), Attack whenever it attacks a target of one (TargetIs); none when the statistic is not
// the one that half can mean or the word is no keyword.
std::optional<StaticModifier> keywordBonus(const TextCursor& c)
{
    const bool defending = c.hasCaptured(3);
    const bool ac = c.captured(2).compare(QLatin1String("AC"), Qt::CaseInsensitive) == 0;
    const std::optional<TargetRestrictions> who = readTargetWords(c.captured(defending ? 3 : 5));
    if (ac != defending || !who || who->requiredKeywords.isEmpty())
        return std::nullopt;
    StaticModifier modifier =
        withCondition(defending ? ModifierCondition::AttackerIs : ModifierCondition::TargetIs);
    modifier.statistic = defending ? Statistic::AC : Statistic::Attack;
    modifier.amount = c.capturedInt(1);
    modifier.attacks = pp::attackKindWord(c.captured(4));
    modifier.against = *who;
    return modifier;
}

Item item(const QString& regex, ApplyAbility apply)
{
    return Item{TextCursor::pattern(QStringLiteral("(?:%1)(?!\\w)").arg(regex)), std::move(apply)};
}

const QList<Item>& items()
{
    static const QString typeList =
        QStringLiteral("(?:all|%1)(?:\\s*(?:,|and|or|&)\\s*%1)*").arg(pp::damageType());
    static const QString immunity =
        QStringLiteral("%1|%2|fear|sleep|stun|confusion|immobilize|slow|push|pull|slide")
            .arg(pp::damageType(), pp::condition());
    static const QList<Item> table{
        item(QStringLiteral("reach (\\d+)"),
             [](const TextCursor& c, CreatureAbilities& a, Reading& r) {
                 a.reach = c.capturedInt(1);
                 r.standard = Standard::Reach;
             }),
        item(QStringLiteral("conceal (\\d+)(?! while)"), // "Conceal 6 while adjacent to a wall": situational
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 a.conceal = qMax(a.conceal.value_or(0), c.capturedInt(1));
             }),
        // Fortified: "Resist 15 All vs. critical hits", before Resist All takes its first words
        item(QStringLiteral("resist (\\d+) all vs\\.? critical hits"),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 a.criticalResistAll = c.capturedInt(1);
             }),
        item(QStringLiteral("resist (\\d+) (%1)").arg(typeList),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 addAmounts(c.captured(2), c.capturedInt(1), a.resist, a.resistAll);
             }),
        item(QStringLiteral("vulnerable (\\d+) (%1)").arg(typeList),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 addAmounts(c.captured(2), c.capturedInt(1), a.vulnerable, a.vulnerableAll);
             }),
        item(QStringLiteral("vulnerable (%1) (\\d+)").arg(pp::damageType()),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 addAmounts(c.captured(1), c.capturedInt(2), a.vulnerable, a.vulnerableAll);
             }),
        item(QStringLiteral("immune (?:to )?(%1)").arg(immunity),
             [](const TextCursor& c, CreatureAbilities& a, Reading& r) {
                 addImmunity(c.captured(1), a);
                 r.standard = c.captured(1).compare(QLatin1String("fear"), Qt::CaseInsensitive) == 0
                                  ? Standard::ImmuneFear
                                  : Standard::None;
             }),
        item(QStringLiteral(
                 "not (?:affected by|subject to) (?:forced-movement effects of enemies|push, pull,? or "
                 "slide effects of enemies|enemies' push, pull,? or slide effects)"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.immuneForcedByEnemies = true; }),
        item(QStringLiteral("flight"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.flight = true; }),
        item(QStringLiteral("burrow"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.burrow = true; }),
        item(QStringLiteral("phasing"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.phasing = true; }),
        item(QStringLiteral("insubstantial"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.insubstantial = true; }),
        item(QStringLiteral("scout"),
             [](const TextCursor&, CreatureAbilities& a, Reading& r) {
                 a.scout = true;
                 r.standard = Standard::Scout;
             }),
        item(QStringLiteral("hide(?! while)"),
             [](const TextCursor&, CreatureAbilities& a, Reading& r) {
                 a.hide = true;
                 r.standard = Standard::Hide;
             }),
        item(QStringLiteral("wandering monster"),
             [](const TextCursor&, CreatureAbilities& a, Reading& r) {
                 a.wanderingMonster = true;
                 r.standard = Standard::WanderingMonster;
             }),
        item(QStringLiteral("multi-activation(?: (\\d+))?"),
             [](const TextCursor& c, CreatureAbilities& a, Reading& r) {
                 a.multiActivation = true;
                 a.activationsPerRound = c.hasCaptured(1) ? c.capturedInt(1) : 2;
                 r.standard = Standard::MultiActivation;
             }),
        item(QStringLiteral("blindsight(?: (\\d+))?"),
             [](const TextCursor& c, CreatureAbilities& a, Reading& r) {
                 a.blindsight = true;
                 if (c.hasCaptured(1))
                     a.blindsightRange = c.capturedInt(1);
                 r.standard = Standard::Blindsight;
             }),
        // Plodding: "Cannot charge and can only take 1 move action on its turn", "Cannot charge; May take
        // only 1 move action each round" (a creature takes one turn a round, 303.1)
        item(QStringLiteral("cannot charge"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.cannotCharge = true; }),
        item(QStringLiteral(
                 "(?:can only take|may take only|cannot use more than) 1 move action (?:on its turn|each "
                 "round)"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.oneMoveAction = true; }),
        // Flock, Keen Eyes: "+3 bonus instead of +2 against targets granting it combat advantage", "Whenever
        // this creature has combat advantage: +3 attack instead of +2"
        item(QStringLiteral(
                 "whenever this creature has combat advantage: \\+(\\d+) attack instead of \\+2|\\+(\\d+) "
                 "(?:bonus|attack) instead of \\+2 (?:against targets granting it combat advantage|"
                 "whenever this creature has combat advantage against (?:the )?target)"),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 a.combatAdvantageBonus = c.capturedInt(c.hasCaptured(1) ? 1 : 2);
             }),
        item(QStringLiteral("never grants combat advantage"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.neverGrantsCombatAdvantage = true; }),
        item(QStringLiteral("(?:this creature )?does not grant combat advantage (?:when flanked|to enemies "
                            "for flanking)"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.immuneFlanking = true; }),
        item(QStringLiteral("immune flanking"),
             [](const TextCursor&, CreatureAbilities& a, Reading& r) {
                 a.immuneFlanking = true;
                 r.standard = Standard::ImmuneFlanking;
             }),
        // 1006.5: ignoring difficult terrain is not paying its extra cost (forest and river count as it).
        item(QStringLiteral("difficult terrain does not (?:affect|slow) this creature's movement|moves "
                            "normally through difficult terrain|(?:ignores|does not pay) the extra cost for "
                            "entering difficult(?:, forest,? and river)? terrain(?! while)"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.ignoresDifficultTerrain = true; }),
        item(QStringLiteral(
                 "ignores (?:the extra cost for entering )?difficult terrain (?:while|when) shifting"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) {
                 a.shiftsIgnoringDifficultTerrain.held = true;
             }),
        item(QStringLiteral("this creature moves as if with flight on its turn"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.fliesOnItsTurn = true; }),
        // "Forest and river terrain do not affect this creature's movement" (One With Nature): each.
        item(QStringLiteral(
                 "(forest|river|forest and river)(?: terrain)? (?:does|do) not (?:affect this creature's "
                 "movement|count as difficult terrain for this creature)|(?:ignores|does not pay) "
                 "the extra cost for entering (forest) terrain"),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 const QString terrains = (c.captured(1) + c.captured(2)).toLower();
                 a.forestWalk = a.forestWalk || terrains.contains(QLatin1String("forest"));
                 a.riverWalk = a.riverWalk || terrains.contains(QLatin1String("river"));
             }),
        // Tends to Wander: "During setup, you may place this creature within 5 squares of your start area",
        // "Use during setup: Place this creature up to 5 squares away from your start area"
        item(
            QStringLiteral("(?:during setup, you may place this creature within|use during setup: place this "
                           "creature up to) (\\d+) squares (?:of|away from) your start area"),
            [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                a.setsUpNearStartArea = c.capturedInt(1);
            }),
        item(QStringLiteral("delayed appearance"),
             [](const TextCursor&, CreatureAbilities& a, Reading& r) {
                 a.startsOffMap = true;
                 r.standard = Standard::DelayedAppearance;
             }),
        item(startsOffMapWording(),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.startsOffMap = true; }),
        item(QStringLiteral("never considered bloodied"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.neverBloodied = true; }),
        item(QStringLiteral("can't shift|cannot shift"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.cannotShift = true; }),
        item(QStringLiteral("can shift (?:up to )?(\\d+) squares(?: instead of 1)?|this creature moves up to "
                            "(\\d+) squares when it "
                            "shifts instead of 1"),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 a.shiftSquares = c.capturedInt(c.hasCaptured(1) ? 1 : 2);
             }),
        // A swarm's "Half damage from {m} and {r} attacks" (also "melee and ranged", "m and r", and as
        // "whenever … is hit by a {m} or {r} attack: … takes half damage from that attack"); a mantle's {r}.
        item(QStringLiteral("(?:takes )?half damage from (?:\\{m\\}|melee|m) and (?:\\{r\\}|ranged|r) "
                            "attacks|whenever this creature is hit by a \\{m\\} or \\{r\\} attack: this "
                            "creature takes half damage from that attack"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) {
                 addHalfDamage({AttackKind::Melee, AttackKind::Ranged}, a);
             }),
        item(QStringLiteral("takes half damage from \\{r\\} attacks"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) {
                 addHalfDamage({AttackKind::Ranged}, a);
             }),
        item(QStringLiteral(
                 "whenever this creature takes damage from a \\{c\\} or \\{a\\} attack: this creature "
                 "takes half damage from that attack"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) {
                 addHalfDamage({AttackKind::Close, AttackKind::Area}, a);
             }),
        // An aura's bonuses, and Stench's wordings of one: "(Aura 5, Fear) Wolf allies in aura have +2
        // attack", "(Aura) Each living non-Troglodyte creature adjacent to this creature has -2 Attack",
        // "Adjacent living creatures have -2 Attack; Troglodytes immune", "Immortal allies within 5 squares
        // of this creature have +2 Attack", "(Aura 1) This creature and allies in aura have +4 AC and +4
        // Reflex vs. {r} attacks", "(Aura 2) Allies in aura have +5 Damage with {m} attacks against
        // bloodied targets", "Allies have +2 AC while adjacent to this creature".
        Item{TextCursor::pattern(auraBonusPattern()),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) { a.auras.append(*auraBonuses(c)); },
             [](const TextCursor& c) { return auraBonuses(c).has_value(); }},
        // "Invisible to nonadjacent enemies while adjacent to a wall", "Has Conceal 6 while adjacent to a
        // wall", "… and this creature has Hide while occupying forest terrain", "Invisible while occupying
        // forest terrain".
        item(QStringLiteral(
                 "(?:and )?(?:this creature (?:has|is) |has )?(hide|conceal (\\d+)|invisible(?: to "
                 "(non-?adjacent )?enemies(?: and non-?adjacent allies)?)?) (?:while|when|whenever) (%1)")
                 .arg(standingPlacePattern()),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 SituationalPower power;
                 const QString what = c.captured(1).toLower();
                 power.kind = what == QLatin1String("hide")               ? SituationalPower::Kind::Hide
                              : what.startsWith(QLatin1String("conceal")) ? SituationalPower::Kind::Conceal
                                                                          : SituationalPower::Kind::Invisible;
                 power.conceal = c.capturedInt(2);
                 power.enemiesOnly =
                     what.contains(QLatin1String("enemies")) && !what.contains(QLatin1String("allies"));
                 power.nonadjacentOnly = c.hasCaptured(3);
                 power.where = *readStandingPlace(c.captured(4));
                 a.situational.append(power);
             }),
        // Lancebreaker: "This creature has +2 AC whenever a Mounted enemy attacks it", "This creature has +2
        // Attack whenever it makes a {m} attack against a Mounted target".
        Item{
            TextCursor::pattern(QStringLiteral(
                "this creature has \\+(\\d+) (AC|attack) whenever (?:an? ([\\w-]+) enemy attacks it|it "
                "makes an? (\\{m\\}|\\{r\\}) attack against an? ([\\w-]+) target)")),
            [](const TextCursor& c, CreatureAbilities& a, Reading&) { a.modifiers.append(*keywordBonus(c)); },
            [](const TextCursor& c) { return keywordBonus(c).has_value(); }},
        item(QStringLiteral(
                 "any creature that hits this creature with a \\{m\\} attack takes (\\d+) (?:(%1) )?damage|"
                 "attacker takes (\\d+) (?:(%1) )?damage whenever this creature is hit (?:with|by) a "
                 "\\{m\\} attack|whenever this creature is hit (?:with|by) a \\{m\\} attack, the attacker "
                 "takes (\\d+) (?:(%1) )?damage")
                 .arg(pp::damageType()),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 // The amount and its type: in groups 1-2, 3-4 or 5-6, by the wording.
                 const int amount = c.hasCaptured(1) ? 1 : c.hasCaptured(3) ? 3 : 5;
                 Retaliation retaliation;
                 retaliation.amount = c.capturedInt(amount);
                 retaliation.damageType =
                     parseDamageType(c.captured(amount + 1)).value_or(DamageType::Untyped);
                 a.retaliations.append(retaliation);
             }),
        item(QStringLiteral("whenever this creature enters (river|forest|difficult) terrain, it takes (\\d+) "
                            "(?:(%1) )?damage")
                 .arg(pp::damageType()),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 a.terrainDamage.append({c.captured(1).toLower(), c.capturedInt(2),
                                         parseDamageType(c.captured(3)).value_or(DamageType::Untyped)});
             }),
        item(QStringLiteral(
                 "takes (\\d+) damage at end of each of its turns if it did not make an? \\{m\\} attack "
                 "during that turn"),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 a.idleDamage.append(IdleDamage{c.capturedInt(1)});
             }),
        item(QStringLiteral("immune to attacks (?:which|that) target (AC|Fortitude|Reflex|Will)"),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 a.immuneAttacksAgainst = parseDefence(c.captured(1));
             }),
        item(QStringLiteral("does not score VPs? for occupying (?:one of your )?victory areas"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.scoresNoAreaPoints = true; }),
        // Hoarder, Distracting Presence
        item(QStringLiteral(
                 "(?:enemies adjacent to this creature|\\(aura (\\d+)\\) enemies in aura) do not score "
                 "(?:victory points|VPs?) for occupying (?:a victory area|victory areas)"),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 a.deniesAreaPointsWithin = c.hasCaptured(1) ? c.capturedInt(1) : 1;
             }),
        // Determined
        item(QStringLiteral(
                 "(?:this creature )?makes saving throws at (?:the )?start of its turn,? instead of at "
                 "(?:the )?end"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.savesAtStartOfTurn.held = true; }),
        // Universally Hated, Slayer of Domiel: victory points for eliminating (105.3.a) the card changes
        item(QStringLiteral("worth \\+(\\d+) VP if destroyed by a level (\\d+) or lower enemy"),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 a.extraWorth = c.capturedInt(1);
                 a.extraWorthUpToLevel = c.capturedInt(2);
             }),
        item(
            QStringLiteral("you score double VP for the first enemy this creature eliminates"),
            [](const TextCursor&, CreatureAbilities& a, Reading&) { a.doublesFirstElimination.held = true; }),
        // Close Attacker
        item(QStringLiteral("cannot be targeted by \\{r\\} attacks while adjacent to an enemy"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) {
                 a.untargetableByRangedBesideEnemy.held = true;
             }),
        // Terrain Mastery
        item(QStringLiteral("counts as occupying a victory area while adjacent to that victory area"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.holdsAdjacentAreas.held = true; }),
        item(QStringLiteral("enemies do not provide cover against this creature's \\{r\\} attacks"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.rangedEnemiesGiveNoCover = true; }),
        item(QStringLiteral(
                 "creatures and terrain do not provide cover against this creature's \\{r\\} attacks"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.rangedIgnoresCover = true; }),
        item(QStringLiteral("ignores cover and conceal with \\{r\\} attacks"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) {
                 a.rangedIgnoresCover = true;
                 a.rangedIgnoresConceal = true;
             }),
        item(QStringLiteral("enemies (?:cannot|may not) redirect this creature's attacks"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.attacksNotRedirected = true; }),
        item(QStringLiteral("attacks against this creature (?:cannot|may not) be redirected"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.attacksAgainstNotRedirected = true; }),
        item(QStringLiteral("immune to attack actions and special powers with gaze in their name"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.immuneGaze = true; }),
        // The cards' "Blind" is that gaze immunity, its reminder often left off.
        item(QStringLiteral("blind"),
             [](const TextCursor&, CreatureAbilities& a, Reading& r) {
                 a.immuneGaze = true;
                 r.standard = Standard::Blind;
             }),
        item(
            QStringLiteral(
                "(on its turn, )?(?:this creature )?(?:(?:cannot|may not) move (?:and cannot|or) attack a "
                "non-?bloodied (?:enemy|target) while (?:a bloodied enemy is adjacent|adjacent to a bloodied "
                "enemy)|cannot attack a non-?bloodied (?:enemy|target) or take a move action if a bloodied "
                "enemy is adjacent to it)"),
            [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                a.bloodlust = true;
                a.bloodlustOnlyOnItsTurn = c.hasCaptured(1);
            }),
        item(QStringLiteral("(?:can|may) make (?:an )?opportunity attacks? (?:against an adjacent enemy that "
                            "shifts|against enemies for shifting out of (?:an )?adjacent squares?|when an "
                            "adjacent enemy shifts)"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.opportunityAttacksOnShift = true; }),
        item(QStringLiteral("(?:can't|cannot|may not) make opportunity attacks"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.noOpportunityAttacks = true; }),
        Item{TextCursor::pattern(auraProhibitionPattern()),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 a.prohibitions.append(*readAuraProhibition(c.captured(1)));
             },
             [](const TextCursor& c) { return readAuraProhibition(c.captured(1)).has_value(); }},
        item(
            QStringLiteral("does not provoke opportunity attacks"),
            [](const TextCursor&, CreatureAbilities& a, Reading&) { a.provokesNoOpportunityAttacks = true; }),
        item(QStringLiteral("this creature's movement does not provoke opportunity attacks(?: on its turn)?"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) {
                 a.movementProvokesNoOpportunityAttacks = true;
             }),
        // "… but must end its move in a legal position" is the rule for every move (CRG 501.1).
        item(QStringLiteral(
                 "can move through (?:spaces|squares) occupied by enemies|can move through enemies|can "
                 "move through an enemy's space(?: but must end its move in a legal position)?"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) {
                 a.movesThroughEnemiesUpToSpan = std::numeric_limits<int>::max();
             }),
        // Towering, Ignore Puny Ones: a Medium or smaller creature's space is one square (218.1).
        item(QStringLiteral("can move (?:into|through) squares occupied by medium or smaller enemies"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) {
                 a.movesThroughEnemiesUpToSpan = qMax(a.movesThroughEnemiesUpToSpan, 1);
             }),
        item(QStringLiteral("whenever this creature has no remaining ([A-Z][\\w-]*) ally:? it is destroyed"),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 a.destroyedWithoutAlly = c.captured(1);
             }),
        item(QStringLiteral("immobilized whenever an? ([A-Z][\\w-]*) ally does not have line of sight to it"),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) { a.guidedBy = c.captured(1); }),
        item(QStringLiteral("(?:can|may) occupy statue terrain"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.occupiesStatues = true; }),
        item(QStringLiteral("takes no damage from attacks that miss|never takes damage from a missed attack"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.evasion = true; }),
        item(QStringLiteral("this creature is invisible until (?:after )?it (?:first )?(?:attacks|has used "
                            "an attack action)"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.invisibleUntilAttacks = true; }),
        item(QStringLiteral("\\+(\\d+) AC against opportunity attacks( while moving)?"),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 a.acAgainstOpportunityAttacks += c.capturedInt(1);
                 a.acAgainstOpportunityAttacksOnlyWhileMoving = c.hasCaptured(2);
             }),
        item(QStringLiteral("this creature heals (\\d+) HP each time an effect would deal (%1) damage to it")
                 .arg(pp::damageType()),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 a.healedByDamage[*parseDamageType(c.captured(2))] = c.capturedInt(1);
             }),
        // Keen Critical: "… on attack rolls of natural 19-20", "… on a natural 19 or 20", "… of 18, 19 or 20"
        item(QStringLiteral(
                 "scores (?:automatic hits and )?critical(?: hit)?s on (?:(?:natural |unmodified )?(?:attack "
                 ")?rolls of )?(?:an? )?"
                 "(?:natural |unmodified )?(?:attack rolls of )?(\\d+)(?:-20|\\+|(?:, \\d+)*,? or 20)"
                 "( against bloodied targets)?"),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 a.criticalFrom = c.capturedInt(1);
                 a.criticalOnlyAgainstBloodied = c.hasCaptured(2);
             }),
        // Keen Weapon: "This creature's {m} attacks deal triple damage on criticals", "Triple damage on
        // critical hits with {m} attacks", "Deals triple damage whenever scoring a critical hit with a {m}
        // attack"
        item(QStringLiteral("(?:this creature's (\\{m\\}|\\{r\\}) attacks deal |deals )?triple damage "
                            "(?:on critical(?:s| hits)|whenever scoring a critical hit)(?: with (?:an? )?"
                            "(\\{m\\}|\\{r\\}) attacks?)?"),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 a.criticalMultiple = 3;
                 a.criticalMultipleKind = pp::attackKindWord(c.captured(1) + c.captured(2));
             }),
        // Fortified: "-10 damage vs. critical hits"
        item(QStringLiteral("-(\\d+) damage vs\\.? critical hits"),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 a.criticalDamageReduction = c.capturedInt(1);
             }),
        // Divinian
        item(QStringLiteral("takes no extra damage from critical hits"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.noExtraCriticalDamage = true; }),
        item(QStringLiteral("when this creature is hit by a critical(?: hit)?,? it is destroyed"),
             [](const TextCursor&, CreatureAbilities& a, Reading&) { a.destroyedByCritical = true; }),
        item(QStringLiteral("sneak attack \\+?(\\d+)"),
             [](const TextCursor& c, CreatureAbilities& a, Reading& r) {
                 a.sneakAttack = c.capturedInt(1);
                 r.standard = Standard::SneakAttack;
             }),
        // "+2 {r} Attack for each adjacent ally with Volley", "+1 attack and +5 damage for each Kraul ally
        // within 5 squares of it (maximum +10 damage)", "+1 AC for each enemy adjacent to this creature"
        Item{TextCursor::pattern(QStringLiteral("(") + bonusListPattern(true) + QStringLiteral(") ") +
                                 countedCreaturesPattern()),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 const qsizetype first = a.modifiers.size();
                 addBonuses(c.captured(1), QString(), withCondition(ModifierCondition::Always), a);
                 const CountedCreatures counted = *countedCreatures(c);
                 const QList<Statistic> capped = statisticsNamed(c.captured(10));
                 for (qsizetype i = first; i < a.modifiers.size(); ++i) {
                     StaticModifier& modifier = a.modifiers[i];
                     modifier.perEach = counted;
                     if (!capped.isEmpty() && !capped.contains(modifier.statistic))
                         modifier.perEach->maximum.reset();
                 }
             },
             [](const TextCursor& c) {
                 return namesStatistics(c.captured(1)) && countedCreatures(c).has_value();
             }},
        // Requires Discipline: "Add your warband's highest Champion rating to this creature's {m} attack
        // rolls"
        item(QStringLiteral("add your warband's highest champion rating to this creature's (\\{m\\}|\\{r\\}) "
                            "attack rolls"),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 StaticModifier modifier = withCondition(ModifierCondition::Always);
                 modifier.statistic = Statistic::Attack;
                 modifier.amount = 1;
                 modifier.attacks = pp::attackKindWord(c.captured(1));
                 modifier.perChampionRating = true;
                 a.modifiers.append(modifier);
             }),
        // Wrath: "Once an ally has been destroyed, this creature has +5 {m} Damage until end of battle"
        Item{TextCursor::pattern(QStringLiteral("once an ally has been destroyed, (?:this creature )?has (") +
                                 bonusListPattern(true) +
                                 QStringLiteral(") until (?:the )?end of (?:the )?battle")),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 addBonuses(c.captured(1), QString(), withCondition(ModifierCondition::AllyDestroyed), a);
             },
             [](const TextCursor& c) { return namesStatistics(c.captured(1)); }},
        // "+4 Attack and +10 damage while Bloodied", "+5 Damage with {m} attacks against bloodied targets"
        // (defences in the list only under a condition on the creature itself: "+2 AC on charge" is none)
        // ("Has +2 to all defenses while within 5 squares of a Drow ally": the verb may be printed).
        Item{TextCursor::pattern(QStringLiteral("(?:(?:this creature )?has )?(") + bonusListPattern(true) +
                                 QStringLiteral(")(?: (?:with|on) (\\{m\\}|\\{r\\}) attacks)? (") +
                                 modifierConditionPattern() + QStringLiteral(")")),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 addBonuses(c.captured(1), c.captured(2), *conditionNamed(c.captured(3)), a);
             },
             [](const TextCursor& c) {
                 static const QRegularExpression defence(
                     QStringLiteral("\\b(?:AC|DEF|Fortitude|Reflex|Will|defenses)\\b"),
                     QRegularExpression::CaseInsensitiveOption);
                 const std::optional<StaticModifier> condition = conditionNamed(c.captured(3));
                 return condition && namesStatistics(c.captured(1)) &&
                        (!c.captured(1).contains(defence) || holdsWhenDefending(condition->condition));
             }},
        // "+2 attack and +5 damage vs. Evil enemies", "+10 damage against Immobilized targets"
        Item{TextCursor::pattern(QStringLiteral("(") + bonusListPattern() +
                                 QStringLiteral(")(?: (?:with|on) (\\{m\\}|\\{r\\}) attacks)? (") +
                                 targetPhrasePattern() + QStringLiteral(")(?=[.;]|$)")),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 const qsizetype first = a.modifiers.size();
                 addBonuses(c.captured(1), c.captured(2), withCondition(ModifierCondition::TargetIs), a);
                 const TargetRestrictions against = *targetsOf(c.captured(3));
                 for (qsizetype i = first; i < a.modifiers.size(); ++i)
                     a.modifiers[i].against = against;
             },
             [](const TextCursor& c) { return targetsOf(c.captured(3)).has_value(); }},
        // "Whenever this creature hits an Immobilized target: +10 Damage on that attack", "Whenever this
        // creature makes a {m} attack while bloodied: +2 Attack and +5 Damage on that attack"
        Item{TextCursor::pattern(wheneverAttackPattern() + QStringLiteral(": (") + bonusListPattern() +
                                 QStringLiteral(")(?: on that attack)?(?!\\w)")),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 const QString limit = c.captured(4).isEmpty() ? c.captured(3) : c.captured(4);
                 addBonuses(c.captured(7), limit, *wheneverCondition(c), a);
             },
             [](const TextCursor& c) { return wheneverCondition(c).has_value(); }},
        // Focused Attack: "Whenever this creature targets exactly 1 enemy with an attack: +5 damage on that
        // attack"; Tactical Magic: "Whenever this creature's {c} or {a} attack has only 1 target, that attack
        // has +5 Damage" (one modifier per kind of attack).
        Item{TextCursor::pattern(
                 QStringLiteral("whenever this creature(?: targets exactly 1 (enemy) with an attack|'s "
                                "(\\{[mrca]\\})(?: or "
                                "(\\{[mrca]\\}))? attack has only 1 target)(?:: |, that attack has )(") +
                 bonusListPattern() + QStringLiteral(")(?: on that attack)?(?!\\w)")),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 const StaticModifier sole = withCondition(
                     c.hasCaptured(1) ? ModifierCondition::SoleEnemyTarget : ModifierCondition::SoleTarget);
                 for (const int kind : {2, 3}) {
                     if (kind == 2 || c.hasCaptured(kind))
                         addBonuses(c.captured(4), c.captured(kind), sole, a);
                 }
             }},
        // "+2 AC and +2 DEF against {r} attacks", "+4 AC against Giant creatures", "+8 DEF against {c} or
        // {a} attacks from Dragons", "+2 to all defenses while adjacent to a Devil ally", "+2 AC while
        // Bloodied": defences that count against some attacks only (a bare "+2 AC" is the item after).
        Item{TextCursor::pattern(defenceBonusPattern()),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 a.modifiers.append(*defenceBonuses(c));
             },
             [](const TextCursor& c) { return defenceBonuses(c).has_value(); }},
        // Combat advantage the card gives (610.1.c): "Has combat advantage against bloodied enemies",
        // "(Aura 1) Enemies in aura grant combat advantage to this creature and its allies".
        Item{TextCursor::pattern(advantageGrantPattern()),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 a.advantages.append(*readAdvantageGrant(c.captured(1)));
             },
             [](const TextCursor& c) { return readAdvantageGrant(c.captured(1)).has_value(); }},
        // After the phrases that start with a bonus too ("+5 AC against opportunity attacks").
        // (not the first of a list: "+2 AC and +10 Damage when charging" is no bonus held always)
        item(QStringLiteral("\\+(\\d+) (AC|DEF\\s*\\(\\s*\\w+\\s*\\))(?!,? (?:and )?[+-] ?\\d)"),
             [](const TextCursor& c, CreatureAbilities& a, Reading&) {
                 const QString name = c.captured(2);
                 const std::optional<Defence> defence = parseDefence(name);
                 if (defence)
                     a.defenceBonus[*defence] += c.capturedInt(1);
             }),
    };
    return table;
}

// The reminder texts the catalog prints for each standard power, in its many wordings. The Sneak
// Attack reminder carries the {m} that limits it to melee attacks.
bool applyReminder(Standard standard, const QString& reminder, CreatureAbilities& abilities)
{
    static const QString tail = QStringLiteral("[\\s.)=]*$");
    // Compiled once per wording and thread: a battle parses every card it sets up.
    thread_local QHash<QString, QRegularExpression> compiled;
    const auto matches = [&reminder](const QString& regex) {
        auto found = compiled.constFind(regex);
        if (found == compiled.cend())
            found = compiled.insert(regex, QRegularExpression(QStringLiteral("^\\(?(?:%1)%2").arg(regex, tail),
                                                              QRegularExpression::CaseInsensitiveOption));
        return found->match(reminder);
    };
    switch (standard) {
    case Standard::DelayedAppearance:
        return matches(startsOffMapWording()).hasMatch();
    case Standard::Blindsight:
        return matches(QStringLiteral("ignores conceal(?:;|,| and)? (?:ignores )?(?:invisible|treats "
                                      "invisible (?:creatures|enemies) as visible)"
                                      "|ignores invisible;? ignores conceal"
                                      "|within \\d+ squares of this creature, ignores conceal and treats "
                                      "invisible creatures as visible"))
            .hasMatch();
    case Standard::WanderingMonster:
        return matches(QStringLiteral("(?:this creature must )?sets? ?up in a random vi\\w+ area(?:, instead "
                                      "of your start area)?"
                                      "|during your set-up: this creature starts in a random victory area"))
            .hasMatch();
    case Standard::MultiActivation:
        return matches(QStringLiteral("(?:can )?activates? (?:up to )?twice (?:per|each) round"
                                      "|(?:this creature may|can) take (?:up to )?\\d+ turns each round"))
            .hasMatch();
    case Standard::Hide:
        return matches(QStringLiteral("(?:if|while) this creature has ranged cover (?:other than from "
                                      "intervening (?:creatures|enemies) )?"
                                      "(?:against|vs\\.) a nonadjacent enemy, it is invisible to that enemy"
                                      "|invisible to nonadjacent enemies from which it has ranged cover,? "
                                      "other than from intervening creatures"))
            .hasMatch();
    case Standard::Scout:
        return matches(QStringLiteral("(?:this creature )?may setup in an unoccupied victory area(?: instead "
                                      "of your start area)?"))
            .hasMatch();
    case Standard::ImmuneFear:
        return matches(QStringLiteral("not affected by fear effects")).hasMatch();
    case Standard::ImmuneFlanking:
        return matches(QStringLiteral("does not grant combat advantage when flanked")).hasMatch();
    case Standard::Blind:
        return matches(QStringLiteral("immune to attack actions and special powers with gaze in their name"))
            .hasMatch();
    case Standard::Reach:
        return abilities.reach == 0 &&
               matches(
                   QStringLiteral("this creature's \\{m\\} attacks can only attack creatures in its space"))
                   .hasMatch();
    case Standard::SneakAttack: {
        const QRegularExpressionMatch match = matches(QStringLiteral(
            "\\+ ?(\\d+) (\\{m\\} )?damage (?:whenever this creature has combat advantage against target"
            "|(?:against|vs\\.) targets (?:granting (?:it|this creature) combat advantage|that grant this "
            "creature combat advantage"
            "|granting combat advantage to this creature))"
            "|whenever this creature hits (?:a target|an enemy) granting it combat advantage(?: with a "
            "(\\{m\\}) attack)?: "
            "\\+(\\d+) damage on that attack"));
        // The bonus the reminder states must be the one the name gives.
        const int bonus = (match.captured(1).isEmpty() ? match.captured(4) : match.captured(1)).toInt();
        if (!match.hasMatch() || bonus != abilities.sneakAttack)
            return false;
        abilities.sneakAttackMeleeOnly = !match.captured(2).isEmpty() || !match.captured(3).isEmpty();
        return true;
    }
    case Standard::None:
        break;
    }
    return false;
}

// Reads a list of ability items; returns the leftovers.
QStringList readItems(const QString& text, CreatureAbilities& abilities, Reading& reading)
{
    static const QRegularExpression separator = TextCursor::pattern(QStringLiteral("(?:[,;.)]|\\band\\b)+"));
    static const QRegularExpression stop(QStringLiteral("[,;.]"));
    QStringList leftovers;
    TextCursor cursor(text);
    cursor.take(separator);
    while (!cursor.atEnd()) {
        bool known = false;
        for (const Item& candidate : items()) {
            const qsizetype start = cursor.position();
            if (cursor.take(candidate.pattern)) {
                if (candidate.accepts && !candidate.accepts(cursor)) {
                    cursor.setPosition(start);
                    continue;
                }
                candidate.apply(cursor, abilities, reading);
                known = true;
                ++reading.items;
                break;
            }
        }
        if (!known) {
            const QString unknown = cursor.takeUntil(stop);
            if (!unknown.isEmpty())
                leftovers.append(unknown);
        }
        cursor.take(separator);
    }
    return leftovers;
}

// Longer wordings of an item, whose colon would otherwise be read as ending the power's name.
QString shortWording(const QString& text)
{
    static const QRegularExpression guardWhileMoving(
        QStringLiteral(
            "^whenever this creature is targeted by an opportunity attack while moving: \\+(\\d+) AC "
            "against that attack\\.?$"),
        QRegularExpression::CaseInsensitiveOption);
    QString shortened = text;
    return shortened.replace(guardWhileMoving,
                             QStringLiteral("+\\1 AC against opportunity attacks while moving"));
}

} // namespace

QStringList readAbilities(const QString& text, CreatureAbilities& abilities)
{
    QString plain = pp::normalised(text);
    const qsizetype named = plain.indexOf(QLatin1Char(':'));
    if (named > 0) { // "Defensive Mobility: Whenever …"
        const QString wording = plain.mid(named + 1).trimmed();
        const QString shortened = shortWording(wording);
        if (shortened != wording) // leftovers stay fragments of the text as written
            plain = plain.left(named + 1) + QLatin1Char(' ') + shortened;
    }
    const qsizetype colon = plain.indexOf(QLatin1Char(':'));
    if (colon > 0) {
        // "Blindsight: Ignores Conceal; …": a standard power named, its reminder text after.
        CreatureAbilities named = abilities;
        Reading reading;
        const QStringList nameLeftovers = readItems(plain.left(colon), named, reading);
        if (nameLeftovers.isEmpty() && reading.items == 1 &&
            applyReminder(reading.standard, plain.mid(colon + 1).trimmed(), named)) {
            abilities = named;
            return {};
        }
        // A name of the card's own: the text after it says what it grants. "Whenever this creature makes
        // a {r} attack, if …: +2 Attack on that attack" prints none: its colon ends the condition.
        if (!nameLeftovers.isEmpty() && !plain.startsWith(QLatin1String("whenever "), Qt::CaseInsensitive)) {
            Reading bodyReading;
            return readItems(plain.mid(colon + 1), abilities, bodyReading);
        }
    }
    Reading reading;
    return readItems(plain, abilities, reading);
}

} // namespace ddm
