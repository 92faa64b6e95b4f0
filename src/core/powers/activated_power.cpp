// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/activated_power.h"

#include "powers/creature_group.h"
#include "powers/effect_reader.h"
#include "powers/own_states.h"
#include "powers/power_patterns.h"

#include <QRegularExpression>

namespace ddm {
namespace {

namespace pp = power_patterns;

std::optional<ActivatedPower::Cost> costNamed(const QString& words)
{
    const QString lower = words.toLower();
    if (lower == QLatin1String("minor action"))
        return ActivatedPower::Cost::Minor;
    if (lower.endsWith(QLatin1String("move action")))
        return ActivatedPower::Cost::Move;
    if (lower.endsWith(QLatin1String("attack action")))
        return ActivatedPower::Cost::Attack;
    if (lower.startsWith(QLatin1String("use")) || lower == QLatin1String("free action"))
        return ActivatedPower::Cost::Free;
    return std::nullopt;
}

// "an enemy", "a Rat ally", "a Bloodied enemy", "a wall"; none for words that name no group.
std::optional<Beside> besideWhat(const QString& words, const QString& noun)
{
    Beside creature;
    if (noun.startsWith(QLatin1String("wall"), Qt::CaseInsensitive)) {
        creature.wall = true;
        return words.trimmed().isEmpty() ? std::optional(creature) : std::nullopt;
    }
    creature.enemy = noun.compare(QLatin1String("enemy"), Qt::CaseInsensitive) == 0;
    if (words.trimmed().isEmpty())
        return creature;
    const std::optional<TargetRestrictions> kind = readTargetWords(words.trimmed());
    if (!kind)
        return std::nullopt;
    creature.kind = *kind;
    return creature;
}

// "Shift 2", "shift 1 square", "Teleport up to 6 squares", "This creature teleports 5 squares", "Shift
// 3 squares, must end adjacent to that enemy", "teleports up to 10 squares to a space adjacent to a
// bloodied enemy".
bool readMove(const QString& effect, ActivatedPower& power)
{
    static const QRegularExpression pattern(
        QStringLiteral(
            "^(?:this creature )?(?<kind>shift|shifts|teleport|teleports) (?:up to "
            ")?(?<n>\\d+)(?: squares?)?(?:(?:,? (?:must end|ending)(?: in (?:a )?(?:space|square))?| to a "
            "space) adjacent to (?:(?<that>that) |an? )?(?<words>[\\w-]+ )?(?<noun>enemy|ally|wall(?: "
            "terrain)?))?$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(effect);
    if (!match.hasMatch())
        return false;
    if (match.hasCaptured(QStringLiteral("noun"))) {
        const bool thatOne = match.hasCaptured(QStringLiteral("that"));
        const std::optional<Beside> end =
            besideWhat(match.captured(QStringLiteral("words")), match.captured(QStringLiteral("noun")));
        // "that enemy" is the one it stood beside: the power must name it, and no words are added.
        const std::optional<Beside>& before = power.onlyWhileAdjacentTo;
        if (!end || (thatOne && (!before || before->wall || end->wall ||
                                 match.hasCaptured(QStringLiteral("words")) || end->enemy != before->enemy)))
            return false;
        power.thatOne = thatOne;
        power.mustEndAdjacentTo = thatOne ? before : end;
    }
    ForcedMovement move;
    move.kind = match.captured(QStringLiteral("kind")).startsWith(QLatin1String("shift"), Qt::CaseInsensitive)
                    ? ForcedMovement::Kind::Shift
                    : ForcedMovement::Kind::Teleport;
    move.squares = match.captured(QStringLiteral("n")).toInt();
    move.upTo = true;
    move.movesAttacker = true;
    power.move = move;
    return move.squares > 0;
}

// "Move up to twice its current speed", "Moves up to its speed, with Flight", "Move up to its current
// speed as though with Flight", "Move up to 6 squares with Burrow".
bool readSpeedMove(const QString& effect, ActivatedPower& power)
{
    static const QRegularExpression pattern(
        QStringLiteral(
            "^(?:this creature )?moves? up to (?:(?<twice>twice) (?:its|this creature's) (?:current "
            ")?speed|(?:its |this creature's )?(?:current )?speed|(?<n>\\d+) squares)"
            "(?:,? (?:with|as with|as though with) (?<mode>flight|burrow))?$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(effect);
    if (!match.hasMatch())
        return false;
    SpeedMove move;
    move.squares = match.captured(QStringLiteral("n")).toInt();
    move.speedTimes = move.squares > 0 ? 0 : match.hasCaptured(QStringLiteral("twice")) ? 2 : 1;
    if (match.hasCaptured(QStringLiteral("mode")))
        move.mode =
            match.captured(QStringLiteral("mode")).compare(QLatin1String("flight"), Qt::CaseInsensitive) == 0
                ? MovementMode::Flight
                : MovementMode::Burrow;
    power.ownMove = move;
    return true;
}

// "This creature heals 10 HP", "An adjacent ally heals 10 HP", "This creature or an adjacent ally
// heals 10 HP", "1 ally adjacent to this creature heals 10 HP", "1 ally within 5 squares of this
// creature heals 15 HP".
bool readHealing(const QString& effect, ActivatedPower& power)
{
    static const QRegularExpression pattern(
        QStringLiteral(
            "^(?:(?<self>this creature)|(?<both>this creature or (?:an|1) adjacent ally)|(?:an|1) adjacent "
            "ally|1 ally adjacent to this creature|(?:an|1) ally within (?<within>\\d+) squares(?: of this "
            "creature)?) heals (?<n>\\d+) HP$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(effect);
    if (!match.hasMatch())
        return false;
    power.heals = match.captured(QStringLiteral("n")).toInt();
    power.healsSelf = match.hasCaptured(QStringLiteral("self")) || match.hasCaptured(QStringLiteral("both"));
    if (!match.hasCaptured(QStringLiteral("self")))
        power.healsAllyWithin = match.hasCaptured(QStringLiteral("within"))
                                    ? match.captured(QStringLiteral("within")).toInt()
                                    : 1;
    return power.heals > 0;
}

// "+4 Speed until end of turn", "This creature has Resist 10 All until end of its next turn", "This
// creature is invisible until it takes damage": the creature's own states for a while.
bool readStates(const QString& effect, ActivatedPower& power)
{
    // An action is taken on the creature's own turn: "until end of its turn" is this turn's end.
    static const QRegularExpression itsTurn(QStringLiteral("until end of its turn$"),
                                            QRegularExpression::CaseInsensitiveOption);
    const std::optional<OwnStates> states =
        readOwnStates(QString(effect).replace(itsTurn, QStringLiteral("until end of turn")));
    if (states)
        power.ownStates = *states;
    return states.has_value();
}

// "Make a {r} attack", "make 1 Sand in the Eyes attack", "Make a BASIC attack", "make an Evil Eye
// attack": the attack's name is checked against the card's by parseCard.
bool readAttack(const QString& effect, ActivatedPower& power)
{
    static const QRegularExpression pattern(
        QStringLiteral("^make (?:a|an|1) (?:(?<basic>(?:melee "
                       ")?basic|\\{b\\})|(?<kind>\\{m\\}|\\{r\\}|melee|ranged)|(?<named>[\\w' "
                       "-]+?)) attack$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(effect);
    if (!match.hasMatch())
        return false;
    PowerAttack attack;
    attack.basic = match.hasCaptured(QStringLiteral("basic"));
    attack.kind = pp::attackKindWord(match.captured(QStringLiteral("kind")));
    attack.named = match.captured(QStringLiteral("named")).trimmed();
    power.attack = attack;
    return true;
}

// "An adjacent Immobilized enemy takes 10 damage", "1 enemy within 6 squares takes 5 damage", "An
// adjacent enemy takes 5 ongoing damage and is Immobilized (save ends both)": read as an attack's
// outcome is; only damage, ongoing damage, conditions and modifiers, the engine's part of it.
bool readEnemyEffect(const QString& effect, ActivatedPower& power)
{
    static const QRegularExpression pattern(
        QStringLiteral(
            "^(?:an?|1|one) (?<adjacent>adjacent )?(?<kind>(?:(?!(?:enemy|creature|target) )[\\w -])+? "
            ")?(?<noun>"
            "enemy|creature|target)%1?(?:(?<"
            "adjacentTo> adjacent to this creature)| within (?<within>\\d+) squares(?: of this "
            "creature)?)?%2? "
            "(?<verb>takes|is|has) (?<what>.+)$")
            .arg(pp::takingOngoing(QStringLiteral("ongoing")),
                 pp::takingOngoing(QStringLiteral("ongoingAfter"))),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression andIs(QStringLiteral(" and is "),
                                          QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(effect);
    if (!match.hasMatch())
        return false;
    EnemyEffect enemy;
    const bool adjacent =
        match.hasCaptured(QStringLiteral("adjacent")) || match.hasCaptured(QStringLiteral("adjacentTo"));
    if (!adjacent && !match.hasCaptured(QStringLiteral("within")))
        return false; // "An enemy takes": in reach of what, the card does not say
    enemy.within = adjacent ? 1 : match.captured(QStringLiteral("within")).toInt();
    if (match.hasCaptured(QStringLiteral("kind"))) {
        const std::optional<TargetRestrictions> kind =
            readTargetWords(match.captured(QStringLiteral("kind")).trimmed());
        if (!kind)
            return false;
        enemy.enemy = *kind;
    }
    // "1 enemy within 5 squares taking ongoing poison damage", "1 enemy taking ongoing poison damage within 5
    // squares"
    pp::readTakingOngoing(match, QStringLiteral("ongoing"), enemy.enemy);
    pp::readTakingOngoing(match, QStringLiteral("ongoingAfter"), enemy.enemy);
    enemy.alliesToo =
        match.captured(QStringLiteral("noun")).compare(QLatin1String("enemy"), Qt::CaseInsensitive) != 0;
    // The attack grammar lists what a hit does without "is": "10 ongoing damage AND Dazed".
    const std::optional<AttackEffects> effects =
        readWholeOutcome(match.captured(QStringLiteral("what")).replace(andIs, QStringLiteral(" AND ")));
    const bool takes =
        match.captured(QStringLiteral("verb")).compare(QLatin1String("takes"), Qt::CaseInsensitive) == 0;
    // "is Immobilized", "has -5 damage": a state, no damage; "takes": damage first.
    if (!effects || effects->damage.size() > 1 ||
        (!takes && !(effects->damage.isEmpty() && effects->ongoing.isEmpty())))
        return false;
    AttackEffects rest = *effects;
    rest.damage.clear();
    rest.ongoing.clear();
    rest.conditions.clear();
    rest.modifiers.clear();
    if (!(rest == AttackEffects{}))
        return false;
    enemy.effects = *effects;
    power.enemyEffect = enemy;
    return true;
}

// "Choose an enemy that does not have line of sight to this creature. +10 m damage vs. that enemy
// until end of turn", "Choose 1 enemy that cannot see this creature; +10 Damage with {m} attacks
// against that creature until end of round", "…: Until end of turn, this creature has +5 damage
// against that enemy".
bool readUnseenEnemyBonus(const QString& effect, ActivatedPower& power)
{
    static const QString kind = QStringLiteral("\\{m\\}|\\{r\\}|m|melee|ranged");
    static const QString until = QStringLiteral("until end of (?:this creature's )?(?<%1>turn|round)");
    static const QRegularExpression pattern(
        QStringLiteral(
            "^choose (?:an?|1|one) enemy that (?:does not have line of sight to|cannot see) this "
            "creature ?[.;:] (?:%1, this creature has )?\\+(?<n>\\d+) (?:(?<kind>%2) )?damage(?: with "
            "(?<kind2>%2) attacks)? (?:vs\\.?|against) that (?:enemy|creature)(?: %3)?$")
            .arg(until.arg(QStringLiteral("until1")), kind, until.arg(QStringLiteral("until2"))),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(effect);
    if (!match.hasMatch() ||
        match.hasCaptured(QStringLiteral("until1")) == match.hasCaptured(QStringLiteral("until2")))
        return false;
    UnseenEnemyBonus unseen;
    unseen.bonus.statistic = Statistic::Damage;
    unseen.bonus.condition = ModifierCondition::Always;
    unseen.bonus.amount = match.captured(QStringLiteral("n")).toInt();
    const QString written = match.hasCaptured(QStringLiteral("kind"))
                                ? match.captured(QStringLiteral("kind"))
                                : match.captured(QStringLiteral("kind2"));
    // "m": a {m} whose braces the catalog lost.
    unseen.bonus.attacks = pp::attackKindWord(
        written.compare(QLatin1String("m"), Qt::CaseInsensitive) == 0 ? QStringLiteral("{m}") : written);
    const QString ends = match.hasCaptured(QStringLiteral("until1"))
                             ? match.captured(QStringLiteral("until1"))
                             : match.captured(QStringLiteral("until2"));
    unseen.until = ends.compare(QLatin1String("round"), Qt::CaseInsensitive) == 0 ? EffectDuration::EndOfRound
                                                                                  : EffectDuration::EndOfTurn;
    if (unseen.bonus.amount <= 0)
        return false;
    power.unseenEnemyBonus = unseen;
    return true;
}

// "This creature takes 5 damage", "this creature takes 10 necrotic damage": its own price, paid first.
bool readSelfDamage(const QString& effect, ActivatedPower& power)
{
    static const QRegularExpression pattern(
        QStringLiteral("^this creature takes (?<n>\\d+) (?:(?<type>%1) )?damage$").arg(pp::damageType()),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(effect);
    if (!match.hasMatch())
        return false;
    power.selfDamage = {match.captured(QStringLiteral("n")).toInt(),
                        parseDamageType(match.captured(QStringLiteral("type"))).value_or(DamageType::Untyped),
                        {}};
    return power.selfDamage.amount > 0;
}

// "RECHARGE Snowball Swarm or Withering Ray", "recharge this creature's Cold Breath", "recharges its
// Black Chill Blast or Acid Flame", "RECHARGE Ray of Frost": the attacks it names, each beginning with a
// capital as on the card (which must have them: parseCard checks).
bool readRechargedAttacks(const QString& effect, ActivatedPower& power)
{
    static const QRegularExpression pattern(
        QStringLiteral(
            "^recharges? (?:its |this creature's )?(?-i:(?<first>[A-Z][\\w'!-]*(?: (?!or )[\\w'!-]+)*))"
            "(?: or (?-i:(?<second>[A-Z][\\w'!-]*(?: [\\w'!-]+)*)))?$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(effect);
    if (!match.hasMatch())
        return false;
    power.rechargesAttacks = {match.captured(QStringLiteral("first"))};
    if (match.hasCaptured(QStringLiteral("second")))
        power.rechargesAttacks.append(match.captured(QStringLiteral("second")));
    return true;
}

// One effect of the power, by the first reader that takes the whole of it; 0 when none does, else its
// place in the order the engine does them (ActivatedPower).
int readOneEffect(const QString& effect, ActivatedPower& power)
{
    // After "then", "has +2 Speed …" leaves its subject, the creature, unsaid.
    static const QRegularExpression bareHas(QStringLiteral("^has "),
                                            QRegularExpression::CaseInsensitiveOption);
    if (readSelfDamage(effect, power))
        return 1;
    if (readMove(effect, power) || readSpeedMove(effect, power))
        return 2;
    if (readHealing(effect, power))
        return 3;
    if (readStates(QString(effect).replace(bareHas, QStringLiteral("this creature has ")), power))
        return 4;
    if (readAttack(effect, power))
        return 5;
    if (readEnemyEffect(effect, power))
        return 6;
    if (readUnseenEnemyBonus(effect, power))
        return 7;
    if (readRechargedAttacks(effect, power))
        return 8;
    return 0;
}

// The power's effects, one or several joined by "then" in the engine's order; false when a word is
// left over or the order is another. The enemy it affects is chosen as it is used, from where it
// stands then: none after its move.
bool readEffects(const QString& effects, ActivatedPower& power)
{
    // "This creature takes 5 necrotic Damage; RECHARGE Snowball Swarm": the recharge comes after.
    static const QRegularExpression rechargeAfter(QStringLiteral("; (?=recharge)"),
                                                  QRegularExpression::CaseInsensitiveOption);
    int reached = 0;
    for (const QString& part :
         pp::thenParts(QString(effects).replace(rechargeAfter, QStringLiteral(", then ")))) {
        const int stage = readOneEffect(part, power);
        if (stage <= reached || ((stage == 6 || stage == 7) && reached == 2))
            return false;
        reached = stage;
    }
    return true;
}

} // namespace

std::optional<ActivatedPower> readActivatedPower(const QString& name, const QString& text)
{
    if (name.isEmpty() || (!text.contains(QLatin1String("action"), Qt::CaseInsensitive) &&
                           !text.contains(QLatin1String("creature's turn"), Qt::CaseInsensitive)))
        return std::nullopt;
    static const QRegularExpression pattern(
        QStringLiteral("^(?<cost>minor action|replaces move action|move action|replaces attack action|attack "
                       "action|free "
                       "action|use (?:at any time )?on this creature's turn)"
                       "(?<once>, (?:only |no more than )?once (?:per|a) turn)?(?:, (?:(?:use )?only "
                       "(?:while|if)|when) (?:this creature is "
                       ")?(?:(?<not>not )?(?<state>bloodied|damaged)|adjacent to an? (?<besideWords>[\\w-]+ "
                       ")?(?<beside>enemy|ally|wall)))?(?<once2>, once per turn)? ?[;:,] "
                       "?(?<effect>.+?)\\.?$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(pp::normalised(text));
    if (!match.hasMatch())
        return std::nullopt;
    ActivatedPower power;
    power.name = name;
    power.cost = *costNamed(match.captured(QStringLiteral("cost")));
    power.oncePerTurn =
        match.hasCaptured(QStringLiteral("once")) || match.hasCaptured(QStringLiteral("once2"));
    if (match.captured(QStringLiteral("state")).compare(QLatin1String("bloodied"), Qt::CaseInsensitive) == 0)
        power.whileBloodied = !match.hasCaptured(QStringLiteral("not"));
    else if (match.hasCaptured(QStringLiteral("state")) && !match.hasCaptured(QStringLiteral("not")))
        power.onlyWhileDamaged = true;
    else if (match.hasCaptured(QStringLiteral("state")))
        return std::nullopt; // "only while not damaged": no card prints it
    if (match.hasCaptured(QStringLiteral("beside"))) {
        power.onlyWhileAdjacentTo = besideWhat(match.captured(QStringLiteral("besideWords")),
                                               match.captured(QStringLiteral("beside")));
        if (!power.onlyWhileAdjacentTo)
            return std::nullopt;
    }
    const QString effect = match.captured(QStringLiteral("effect"));
    if (!readEffects(effect, power))
        return std::nullopt;
    return power;
}

} // namespace ddm
