// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/triggered_power.h"

#include "powers/creature_group.h"
#include "powers/neighbour_enters.h"
#include "powers/neighbour_turn.h"
#include "powers/effect_reader.h"
#include "powers/power_patterns.h"
#include "powers/text_cursor.h"

#include <QRegularExpression>

namespace ddm {
namespace {

namespace pp = power_patterns;

// The attack words of the destroying attack and of the attack made: "{m}", "M", "a basic melee".
constexpr auto kAttackWords = "\\{m\\}|\\{b\\}|\\{r\\}|basic melee|melee basic|melee|basic|ranged|m";

// The attack words, one or two of them: "{m}", "{m} or {r}".
QString attackWordsOneOrTwo()
{
    return QStringLiteral("(?:%1)(?: or (?:%1))?").arg(QLatin1String(kAttackWords));
}

// A power of the moment `event`, named by its printed name, or by its whole text when it prints none (702.6).
TriggeredPower namedPower(const QString& name, const QString& plain, TriggerEvent event)
{
    TriggeredPower power;
    power.name = name.isEmpty() ? plain : name;
    power.event = event;
    return power;
}

struct AttackWord {
    std::optional<AttackKind> kind;
    bool basic = false;
};

AttackWord attackWord(const QString& word)
{
    const QString lower = word.toLower();
    if (lower.isEmpty())
        return {};
    if (lower.contains(QLatin1String("basic")) || lower == QLatin1String("{b}"))
        return {AttackKind::Melee, true};
    return {pp::attackKindWord(lower).value_or(AttackKind::Melee), false}; // "M": a misprinted {m}
}

// "Immediate, when this creature's {m} attack destroys an enemy; make a {b} attack. Usable once per
// turn.", "Use when this creature destroys an enemy with a {m} attack: Make 1 {b} attack as an
// immediate action.", "Immediate action, when this creature destroys an enemy with a basic melee
// attack: Heal 10 HP.", "… make a Sting attack."
const QRegularExpression& activatedPattern()
{
    static const QRegularExpression pattern(
        QStringLiteral(
            "^(?:(?<immediate>immediate)(?: action)?, |free action, |(?<once>once per turn) )?(?:use )?"
            "when this creature(?:'s (?<its>%1) attack destroys an enemy| destroys an enemy(?: with an? "
            "(?<with>%1) attack)?) ?[;:,] ?"
            "(?:make (?:a|1|an (?<immediately>immediate)) (?:(?<made>%1)|(?<named>[A-Z][\\w' -]*?)) "
            "attack(?<asImmediate> as an immediate action)?|(?:this creature )?heals? (?<heals>\\d+) HP)\\."
            "(?<usable> usable once per (?:creature's )?turn\\.)?$")
            .arg(QLatin1String(kAttackWords)),
        QRegularExpression::CaseInsensitiveOption);
    return pattern;
}

// "When this creature's {m} attack destroys an enemy, this creature heals 20 HP.", "This creature
// heals 10 HP whenever its {m} attack destroys an enemy." (704.2: by itself). Captures: 1 or 4 the
// attack's kind, 2 or 3 the HP healed.
const QRegularExpression& automaticPattern()
{
    static const QRegularExpression pattern(
        QStringLiteral("^(?:when this creature's (%1) attack destroys an enemy, this creature heals (\\d+) HP"
                       "|this creature heals (\\d+) HP whenever its (%1) attack destroys an enemy)\\.$")
            .arg(QLatin1String(kAttackWords)),
        QRegularExpression::CaseInsensitiveOption);
    return pattern;
}

// The attack the event is about: "{m}", "a basic melee", "{m} or {r}", none for any. False for two
// kinds one of which is a basic attack ("{b} or {r}"), which one basic flag cannot say.
bool setDestroyingAttack(const QString& word, TriggeredPower& power)
{
    const QStringList kinds = word.split(QLatin1String(" or "));
    const AttackWord attack = attackWord(kinds.first());
    power.byAttack = attack.kind;
    power.byBasicAttack = attack.basic;
    if (kinds.size() < 2)
        return true;
    const AttackWord other = attackWord(kinds.last());
    power.orByAttack = other.kind;
    return !attack.basic && !other.basic;
}

// "… as an immediate action" at the end of what a power does: an immediate action (415).
bool endsAsImmediateAction(const QString& effect)
{
    // "as in immediate action": a printed slip for "an" (Devoted Followers)
    static const QRegularExpression asImmediate(QStringLiteral(" as (?:an|in) immediate action$"),
                                                QRegularExpression::CaseInsensitiveOption);
    return effect.contains(asImmediate);
}

// A power answering a moment of an attack, from its pattern's groups where it has them: who decides
// ("immediate", "use"), the attacker ("adjacent"), the attack ("charge", "opportunity", and "kind",
// "kind2", "kind3": one per wording), and whether what it does is an immediate action ("effect").
// None for attack words one basic flag cannot hold ("{b} or {r}").
std::optional<TriggeredPower> strikePower(const QString& name, const QString& plain,
                                          const QRegularExpressionMatch& match, TriggerEvent event)
{
    TriggeredPower power = namedPower(name, plain, event);
    power.immediate = match.hasCaptured(QStringLiteral("immediate"));
    power.optional = power.immediate || match.hasCaptured(QStringLiteral("use"));
    power.immediate = power.immediate || endsAsImmediateAction(match.captured(QStringLiteral("effect")));
    power.byAdjacentEnemy = match.hasCaptured(QStringLiteral("adjacent"));
    power.byCharge = match.hasCaptured(QStringLiteral("charge"));
    power.byOpportunityAttack = match.hasCaptured(QStringLiteral("opportunity"));
    if (!setDestroyingAttack(match.captured(QStringLiteral("kind")) +
                                 match.captured(QStringLiteral("kind2")) +
                                 match.captured(QStringLiteral("kind3")),
                             power))
        return std::nullopt;
    return power;
}

bool readOwnEffect(const QString& effect, TriggeredPower& power, bool mayChoose = false);
bool readRedirectEffect(const QString& effect, TriggeredPower& power);

// "17-20", "18+", "17, 18, 19 or 20": the lowest roll of a run up to 20; 0 when the rolls listed skip one.
int lowestOfRun(const QString& rolls)
{
    static const QRegularExpression number(QStringLiteral("\\d+"));
    QList<int> listed;
    for (QRegularExpressionMatchIterator it = number.globalMatch(rolls); it.hasNext();)
        listed.append(it.next().captured().toInt());
    if (rolls.contains(QLatin1Char('-')) || rolls.contains(QLatin1Char('+')))
        return listed.first();
    for (qsizetype i = 1; i < listed.size(); ++i) {
        if (listed.at(i) != listed.at(i - 1) + 1)
            return 0;
    }
    return listed.first();
}

// What a hit does besides, read by the attacks' own grammar: "Target is also Immobilized (save
// ends)", "Target has 5 ongoing necrotic damage (save ends)", "push target 1 square", "+10 damage
// on that attack" (a bonus to the hit's damage). False when any word is left over.
bool readHitEffects(QString text, TriggeredPower& power)
{
    QString rest;
    if (const std::optional<DamagePart> bonus = readDamageOnThatAttack(text, &rest)) {
        power.bonusDamage = *bonus;
        if (rest.isEmpty())
            return true;
        text = rest; // "… and target of that attack is Immobilized"
    }
    const std::optional<AttackEffects> rider = readHitRider(text);
    if (rider)
        power.onHit = *rider;
    return rider.has_value();
}
// A natural roll's power answers a hit only: "Whenever this creature rolls a natural 17, 18, 19 or 20
// with an attack, the target is also Weakened" adds to the hit ("also"), as Bam!'s "on a successful
// attack" says outright; one whose effect may follow a miss ("Target takes 5 damage") is refused.
// "Use when this creature hits with an opportunity attack: Target is also Slowed (save ends).",
// "Whenever this creature hits with a charge attack, target is also Immobilized.", "Use after this
// creature hits with a {m} attack: This creature shifts as a free action." (once the attack is
// resolved).
std::optional<TriggeredPower> readHitTrigger(const QString& name, const QString& plain)
{
    // "natural 17-20", "natural 17, 18, 19 or 20", "natural 19 or 20", "natural 18+": the rolls, captured
    // in a group of the given name (a pattern names each group once).
    const auto natural = [](const char* group) {
        return QStringLiteral("natural (?<%1>\\d+(?:-20|\\+|(?:, \\d+)*,? or 20))").arg(QLatin1String(group));
    };
    static const QRegularExpression pattern(
        QStringLiteral(
            "^(?:(?<use>use (?:when|after))|(?<whenever>whenever|when)) (?:this creature (?:hits(?: an? "
            "(?<target>[\\w -]+? )?(?:enemy|target)(?<nextTo> adjacent to an? (?<ally>[\\w-]+ )?ally)?%5?)?|"
            "(?<critical>scores a critical(?: hit)?)|rolls a %2 (?:with an|on a successful) attack)|hitting)"
            "(?: with (?:an? )?(?:(?:(?<charge>charge )|(?<opportunity>opportunity )|(?<kind>%1) )?attack|"
            "%3))?(?<once>, once per turn)?(?: ?[:;,] ?)(?:if the attack roll (?:was|is) a %4 ?[:;,] ?)?"
            "(?<effect>.+?)\\.?$")
            .arg(QLatin1String(kAttackWords), natural("rolled"), natural("with"), natural("natural"),
                 pp::takingOngoing(QStringLiteral("ongoing"))),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(plain);
    if (!match.hasMatch())
        return std::nullopt;
    std::optional<TriggeredPower> power = strikePower(name, plain, match, TriggerEvent::HitsWithAttack);
    if (!power)
        return std::nullopt;
    power->oncePerTurn = match.hasCaptured(QStringLiteral("once"));
    power->onCritical = match.hasCaptured(QStringLiteral("critical"));
    const QString rolls = match.captured(QStringLiteral("rolled")) + match.captured(QStringLiteral("with")) +
                          match.captured(QStringLiteral("natural"));
    if (!rolls.isEmpty()) {
        power->naturalFrom = lowestOfRun(rolls);
        if (power->naturalFrom == 0)
            return std::nullopt; // "17 or 20": not one run up to 20
    }
    if (match.hasCaptured(QStringLiteral("target"))) {
        const std::optional<TargetRestrictions> target =
            readTargetWords(match.captured(QStringLiteral("target")).trimmed());
        if (!target)
            return std::nullopt;
        power->againstTarget = *target;
    }
    if (match.hasCaptured(QStringLiteral("nextTo"))) {
        // "adjacent to a Wolf ally": the word is one keyword ("another", "Bloodied" are not)
        const QString word = match.captured(QStringLiteral("ally")).trimmed();
        TargetRestrictions keyword;
        keyword.requiredKeywords = {word};
        if (!word.isEmpty() && readTargetWords(word) != std::optional<TargetRestrictions>(keyword))
            return std::nullopt;
        power->againstTarget.adjacentToAlly = word;
    }
    pp::readTakingOngoing(match, QStringLiteral("ongoing"), power->againstTarget);
    const QString effect = match.captured(QStringLiteral("effect"));
    if (TriggeredPower onTarget = *power; readHitEffects(effect, onTarget))
        return onTarget;
    if (!readOwnEffect(effect, *power))
        return std::nullopt;
    return power;
}

// "+10 poison damage on critical hits", "+10 Damage on criticals", "On a critical hit, target is also
// Stunned (save ends)": what each of its critical hits adds, by itself (704.2), as "Whenever this
// creature scores a critical: …" says it.
std::optional<TriggeredPower> readCriticalRider(const QString& name, const QString& plain)
{
    static const QRegularExpression pattern(
        QStringLiteral(
            "^(?:(?<bonus>\\+\\d+ (?:%1 )?damage) on (?:a )?critical(?:s| hits?)|on (?:a )?critical(?: "
            "hit)?, (?<rider>.+?))\\.?$")
            .arg(pp::damageType()),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(plain);
    if (!match.hasMatch())
        return std::nullopt;
    TriggeredPower power = namedPower(name, plain, TriggerEvent::HitsWithAttack);
    power.onCritical = true;
    power.optional = false;
    const QString effect = match.hasCaptured(QStringLiteral("bonus"))
                               ? match.captured(QStringLiteral("bonus")) + QStringLiteral(" on that attack")
                               : match.captured(QStringLiteral("rider"));
    if (!readHitEffects(effect, power))
        return std::nullopt;
    return power;
}

// What a power does to its creature or around it, whatever its moment: "this creature heals 10 HP",
// "shift 1 square", "Shift as a free action" (1 square, 412.3), "teleport up to 5 squares", "each
// enemy and ally within 2 squares takes 15 fire damage", "this creature is invisible until the start
// of its next turn". False when any word is left over.
// Damage to the enemies around it: "Each adjacent enemy takes 5 damage", "Each adjacent Immobilized
// enemy takes 10 damage", "1 adjacent enemy takes 5 damage" (`mayChoose`: the moment lets its player pick
// one); "Adjacent creatures take 10 fire Damage" (both sides). False when it is none of these.
bool readDamageAround(const QString& effect, TriggeredPower& power, bool mayChoose)
{
    static const QRegularExpression pattern(
        QStringLiteral("^(?:(?<one>1|one) adjacent enemy takes|(?:each|all) adjacent (?:(?<kind>[\\w-]+) )?"
                       "enem(?:y takes|ies take)|adjacent (?<creatures>creatures) take) (?<amount>\\d+) "
                       "(?:(?<type>%1) )?damage$")
            .arg(pp::damageType()),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(effect);
    if (!match.hasMatch() || (match.hasCaptured(QStringLiteral("one")) && !mayChoose))
        return false;
    SurroundingEffect around;
    around.damage = {match.captured(QStringLiteral("amount")).toInt(),
                     parseDamageType(match.captured(QStringLiteral("type"))).value_or(DamageType::Untyped),
                     {}};
    around.enemiesOnly = !match.hasCaptured(QStringLiteral("creatures"));
    around.chooseOne = match.hasCaptured(QStringLiteral("one"));
    if (match.hasCaptured(QStringLiteral("kind"))) {
        const std::optional<TargetRestrictions> kind =
            readTargetWords(match.captured(QStringLiteral("kind")));
        if (!kind)
            return false;
        around.kind = *kind;
    }
    power.surrounding = around;
    return around.damage.amount > 0;
}

bool readOwnEffect(const QString& effect, TriggeredPower& power, bool mayChoose)
{
    static const QRegularExpression move(
        QStringLiteral("^(?:this creature )?(?<kind>shifts?|teleports?)(?: up to)?(?: (?<n>\\d+)(?: "
                       "squares?)?)?(?: as an? (?:immediate|free) action)?$"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression surrounding(
        QStringLiteral(
            "^(?:each|all) (?:adjacent creature|adjacent enemy and (?:each adjacent )?ally|adjacent "
            "ally and each adjacent enemy|(?:enemy and ally|creatures?) within (?<n>\\d+) squares?) "
            "(?:takes? (?<amount>\\d+) (?:(?<type>%1) )?damage(?: and (?:is|are) (?<rest>.+))?|(?:is|are) "
            "(?<states>.+))$")
            .arg(pp::damageType()),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression heals(QStringLiteral("^(?:this creature )?heals? (?<n>\\d+) HP$"),
                                          QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch match = heals.match(effect); match.hasMatch()) {
        power.heals = match.captured(QStringLiteral("n")).toInt();
        return power.heals > 0;
    }
    // Savage Frenzy: "this creature gains +20 HP. This can increase this creature's HP above its starting
    // total, though it is considered Bloodied only at 10 HP or fewer": HP past its starting total; the
    // threshold it restates is checked against the card's (parseCard).
    static const QRegularExpression gains(
        QStringLiteral("^this creature gains \\+(?<n>\\d+) HP\\. This can increase this creature's HP above "
                       "its starting total, though it is considered Bloodied only at (?<bloodied>\\d+) HP or "
                       "fewer$"),
        QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch match = gains.match(effect); match.hasMatch()) {
        power.gainsHitPoints = match.captured(QStringLiteral("n")).toInt();
        power.statedBloodiedAt = match.captured(QStringLiteral("bloodied")).toInt();
        return power.gainsHitPoints > 0;
    }
    if (const QRegularExpressionMatch match = move.match(effect); match.hasMatch()) {
        ForcedMovement movement;
        const bool shift =
            match.captured(QStringLiteral("kind")).startsWith(QLatin1String("shift"), Qt::CaseInsensitive);
        // A shift names no distance when it is the one square of 412.3; a teleport always does.
        if (!shift && !match.hasCaptured(QStringLiteral("n")))
            return false;
        movement.kind = shift ? ForcedMovement::Kind::Shift : ForcedMovement::Kind::Teleport;
        movement.squares =
            match.hasCaptured(QStringLiteral("n")) ? match.captured(QStringLiteral("n")).toInt() : 1;
        movement.upTo = true;
        movement.movesAttacker = true;
        power.move = movement;
        return movement.squares > 0;
    }
    if (const QRegularExpressionMatch match = surrounding.match(effect); match.hasMatch()) {
        SurroundingEffect around;
        around.within =
            match.hasCaptured(QStringLiteral("n")) ? match.captured(QStringLiteral("n")).toInt() : 1;
        around.damage = {
            match.captured(QStringLiteral("amount")).toInt(),
            parseDamageType(match.captured(QStringLiteral("type"))).value_or(DamageType::Untyped),
            {}};
        const QString states =
            match.captured(QStringLiteral("rest")) + match.captured(QStringLiteral("states"));
        if (!states.isEmpty()) {
            const std::optional<AttackEffects> suffered = readStatesSuffered(states);
            if (!suffered)
                return false;
            around.effects = *suffered;
        }
        power.surrounding = around;
        return around.within > 0 && (around.damage.amount > 0 || !around.effects.isEmpty());
    }
    if (readDamageAround(effect, power, mayChoose))
        return true;
    if (const std::optional<OwnStates> states = readOwnStates(effect)) {
        power.ownStates = *states;
        return true;
    }
    return false;
}

bool readOneMissEffect(const QString& effect, TriggeredPower& power);

// What a power answering a miss does: "make a {b} attack against that enemy", "that enemy takes 15
// fire damage", "Attacker is Immobilized (save ends)", or one of its own effects ("shift 1 square");
// several joined by "then", in the engine's order: to that enemy, to itself, an attack ("Attacker takes
// 10 thunder damage, then this creature has -2 AC until end of battle"). An attack "against that enemy"
// after its own move is left for the players: whether it reaches is judged before the move. False
// when any word is left over.
bool readMissEffect(const QString& effect, TriggeredPower& power)
{
    const QStringList parts = pp::thenParts(effect);
    if (parts.size() == 1)
        return readOneMissEffect(effect, power);
    // Each part its own kind, in the order they are done.
    const auto stage = [](const TriggeredPower& read) {
        if (read.makesAttack())
            return 3;
        if (read.move || !read.ownStates.isEmpty() || read.heals > 0 || read.gainsHitPoints > 0)
            return 2;
        return read.enemyDamage.amount > 0 || !read.enemyEffects.isEmpty() ? 1 : 0;
    };
    int reached = 0;
    for (const QString& part : parts) {
        TriggeredPower alone;
        if (!readOneMissEffect(part, alone) || stage(alone) <= reached || !readOneMissEffect(part, power))
            return false;
        reached = stage(alone);
    }
    return !(power.move && power.againstThatEnemy);
}

bool readOneMissEffect(const QString& effect, TriggeredPower& power)
{
    static const QRegularExpression attack(
        QStringLiteral(
            "^(?:this creature )?makes? (?:a|1|an(?: immediate)?) (?:(?<made>%1)|(?<named>[A-Z][\\w' "
            "-]*?)) attack(?<against> (?:against|vs\\.) (?:that enemy|this enemy|the attacker|attacker))?(?: "
            "as an? "
            "(?:immediate|free) "
            "action)?$")
            .arg(QLatin1String(kAttackWords)),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression damage(
        QStringLiteral("^(?:that enemy|the attacker|attacker) takes (?<n>\\d+) (?:(?<type>%1) )?damage$")
            .arg(pp::damageType()),
        QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch match = attack.match(effect); match.hasMatch()) {
        if (match.hasCaptured(QStringLiteral("made"))) {
            const AttackWord made = attackWord(match.captured(QStringLiteral("made")));
            if (made.kind != AttackKind::Melee)
                return false;
            power.basicAttack = made.basic;
            power.meleeAttack = !made.basic;
        }
        power.namedAttack = match.captured(QStringLiteral("named"));
        power.againstThatEnemy = match.hasCaptured(QStringLiteral("against"));
        return true;
    }
    if (const QRegularExpressionMatch match = damage.match(effect); match.hasMatch()) {
        power.enemyDamage = {
            match.captured(QStringLiteral("n")).toInt(),
            parseDamageType(match.captured(QStringLiteral("type"))).value_or(DamageType::Untyped),
            {}};
        return power.enemyDamage.amount > 0;
    }
    static const QRegularExpression suffers(
        QStringLiteral("^(?:that enemy|the attacker|attacker) (?=is |has )"),
        QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch match = suffers.match(effect); match.hasMatch()) {
        const std::optional<AttackEffects> states = readStatesSuffered(effect.mid(match.capturedEnd()));
        if (states)
            power.enemyEffects = *states;
        return states.has_value();
    }
    return readOwnEffect(effect, power);
}

// "Immediate, when a {m} attack misses this creature; shift 1 square.", "Use when an enemy misses this
// creature with a {m} attack: Make 1 {b} attack against that enemy as an immediate action.",
// "Whenever an adjacent enemy misses this creature with a {m} attack, that enemy takes 15 cold
// damage." (704.2: by itself).
std::optional<TriggeredPower> readMissTrigger(const QString& name, const QString& plain)
{
    static const QRegularExpression pattern(
        QStringLiteral(
            "^(?:(?<immediate>immediate)(?: action)?[,;]? )?(?:(?<use>use "
            ")?(?:when|after)|(?<whenever>whenever)) "
            "(?:an? (?<adjacent>adjacent )?enemy misses this creature with an? (?:(?<kind>%1) )?attack"
            "|an? (?:enemy's )?(?:(?<kind2>%1) )?attack misses this creature"
            "|(?:this creature is )?missed by an? (?:(?<kind3>%1) )?attack)"
            "(?<once>, no more than once per turn)? ?[;:,] ?(?<effect>.+?)\\.?$")
            .arg(attackWordsOneOrTwo()),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(plain);
    if (!match.hasMatch())
        return std::nullopt;
    std::optional<TriggeredPower> power = strikePower(name, plain, match, TriggerEvent::MissedBy);
    if (!power)
        return std::nullopt;
    power->oncePerTurn = match.hasCaptured(QStringLiteral("once"));
    if (!readMissEffect(match.captured(QStringLiteral("effect")), *power))
        return std::nullopt;
    return power;
}

// Retributive Strike: "Use after an adjacent enemy resolves an attack against this creature: Make 1 {b}
// attack against that enemy as an immediate action"; Snapping Rebuke: "Use after an enemy resolves a {m}
// attack against this creature: If that attack hit, make 1 {b} attack against that enemy …".
std::optional<TriggeredPower> readAttackedByTrigger(const QString& name, const QString& plain)
{
    static const QRegularExpression pattern(
        QStringLiteral(
            "^(?:(?<immediate>immediate)(?: action)?[,;]? )?(?<use>use )?after an? (?<adjacent>adjacent "
            ")?enemy resolves an? (?:(?<kind>%1) )?attack against this creature ?[;:,] ?(?<hit>if "
            "that attack hit, )?(?<effect>.+?)\\.?$")
            .arg(QLatin1String(kAttackWords)),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(plain);
    if (!match.hasMatch())
        return std::nullopt;
    std::optional<TriggeredPower> power = strikePower(name, plain, match, TriggerEvent::AttackedBy);
    if (!power || !readMissEffect(match.captured(QStringLiteral("effect")), *power) || !power->makesAttack())
        return std::nullopt;
    power->onlyIfHit = match.hasCaptured(QStringLiteral("hit"));
    return power;
}

// What a power answering a hit on its creature does, before the hit's damage (415.2.c): "that attack
// misses instead", "-10 damage on that attack", or what a power answering a miss does ("that enemy
// takes 5 fire damage"). False when any word is left over.
bool readHitByEffect(const QString& effect, TriggeredPower& power)
{
    static const QRegularExpression misses(
        QStringLiteral("^that attack (?:misses(?: this creature)?,? instead|instead misses|is a miss,? "
                       "instead|becomes a miss instead)$"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression reduction(
        QStringLiteral("^(?:-(?<n>\\d+) damage on that attack|this creature takes (?<less>\\d+) less damage "
                       "from that attack)$"),
        QRegularExpression::CaseInsensitiveOption);
    // Reinforced, Dissipate: "That attack is a hit instead", "that attack is a normal hit instead, and this
    // creature is invisible until start of its next turn"
    static const QRegularExpression normalHit(
        QStringLiteral("^that attack is a (?:normal )?hit instead(?:,? and (?<rest>.+))?$"),
        QRegularExpression::CaseInsensitiveOption);
    if (misses.match(effect).hasMatch()) {
        power.missesInstead = true;
        return true;
    }
    if (const QRegularExpressionMatch match = normalHit.match(effect); match.hasMatch()) {
        power.normalHitInstead = true;
        return !match.hasCaptured(QStringLiteral("rest")) ||
               readOwnEffect(match.captured(QStringLiteral("rest")), power);
    }

    if (const QRegularExpressionMatch match = reduction.match(effect); match.hasMatch()) {
        power.damageReduction =
            (match.captured(QStringLiteral("n")) + match.captured(QStringLiteral("less"))).toInt();
        return power.damageReduction > 0;
    }
    return readMissEffect(effect, power);
}

// "Immediate action, when this creature is hit by an attack: That attack misses instead.", "Use when
// a {m} attack hits this creature, only if this creature is not bloodied: That attack is a miss
// instead.", "Use when an adjacent enemy hits this creature with a {m} attack: That enemy takes 5 fire
// damage."
std::optional<TriggeredPower> readHitByTrigger(const QString& name, const QString& plain)
{
    static const QRegularExpression pattern(
        QStringLiteral(
            "^(?:(?<immediate>immediate)(?: action)?[,;]? )?(?<use>use )?when "
            "(?:an? (?<adjacent>adjacent )?enemy hits this creature with an? (?:(?<kind>%1) )?attack"
            "|an? (?:enemy's )?(?:(?<kind2>%1) )?attack hits this creature"
            "|(?:this creature (?:is|would be) )?hit by an? (?:(?<kind3>%1) )?attack"
            "|(?<critical>an? (?:enemy or ally|(?<enemyOnly>enemy)|creature) scores a critical(?: hit)? "
            "against this creature|a critical(?: hit)? is scored against this creature))"
            "(?:, only if this creature is (?<not>not )?(?<bloodied>bloodied))? ?[;:,] ?"
            "(?:if this creature is (?<ifNot>not )?(?<ifBloodied>bloodied), )?(?<effect>.+?)\\.?$")
            .arg(attackWordsOneOrTwo()),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(plain);
    if (!match.hasMatch())
        return std::nullopt;
    std::optional<TriggeredPower> power = strikePower(name, plain, match, TriggerEvent::HitBy);
    if (!power)
        return std::nullopt;
    if (match.hasCaptured(QStringLiteral("bloodied")))
        power->whileBloodied = !match.hasCaptured(QStringLiteral("not"));
    if (match.hasCaptured(QStringLiteral("ifBloodied")))
        power->whileBloodied = !match.hasCaptured(QStringLiteral("ifNot"));
    power->onCritical = match.hasCaptured(QStringLiteral("critical"));
    // "a critical is scored against this creature", "an enemy or ally scores": whoever made it
    power->byAnyCreature = power->onCritical && !match.hasCaptured(QStringLiteral("enemyOnly"));
    // Tribal Leader: "Redirect that attack to a Minotaur ally adjacent to this creature": the hit is its
    // (a redirect's creature is its player's pick)
    const QString effect = match.captured(QStringLiteral("effect"));
    if (readRedirectEffect(effect, *power))
        return power->optional ? power : std::nullopt;
    if (!readHitByEffect(effect, *power) || (power->normalHitInstead && !power->onCritical))
        return std::nullopt;
    return power;
}

// Militia Guard: "Use when an adjacent ally is hit with a {m} or {r} attack: That attack hits this
// creature instead.": the hit is this creature's, before its damage.
std::optional<TriggeredPower> readAllyHitByTrigger(const QString& name, const QString& plain)
{
    static const QRegularExpression pattern(
        QStringLiteral(
            "^(?:(?<immediate>immediate)(?: action)?[,;]? )?(?<use>use )?when an? (?<allyNear>adjacent "
            ")?(?<ally>[\\w -]+? )?ally(?<allyTo> adjacent to this creature)? is hit (?:with|by) an? "
            "(?:(?<kind>%1) )?attack ?[;:,] ?that attack hits this creature instead\\.?$")
            .arg(attackWordsOneOrTwo()),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(plain);
    if (!match.hasMatch())
        return std::nullopt;
    std::optional<TriggeredPower> power = strikePower(name, plain, match, TriggerEvent::AllyHitBy);
    if (!power || !power->optional)
        return std::nullopt;
    power->allyAdjacent =
        match.hasCaptured(QStringLiteral("allyNear")) || match.hasCaptured(QStringLiteral("allyTo"));
    if (match.hasCaptured(QStringLiteral("ally"))) {
        const std::optional<TargetRestrictions> kind =
            readTargetWords(match.captured(QStringLiteral("ally")).trimmed());
        if (!kind)
            return std::nullopt;
        power->targetedAlly = *kind;
    }
    power->redirectsToSelf = true;
    return power;
}

// "Use after this creature makes a {m} attack: This creature shifts as a free action.", "Use after
// resolving a {b} attack; shift 3 squares.", "Immediate, after resolving this creature's {m} attack;
// shift 1 square.": what it does to its own creature once the attack is resolved.
std::optional<TriggeredPower> readAttackResolvedTrigger(const QString& name, const QString& plain)
{
    static const QRegularExpression pattern(
        QStringLiteral("^(?:(?<immediate>immediate)(?: action)?[,;]? )?(?<use>use )?after "
                       "(?:this creature (?:makes|resolves)|making|resolving) (?:an? |this creature's )?"
                       "(?:(?<charge>charge )|(?<opportunity>opportunity )|(?<kind>%1) )?attack ?[;:,] "
                       "?(?<effect>.+?)\\.?$")
            .arg(QLatin1String(kAttackWords)),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(plain);
    if (!match.hasMatch())
        return std::nullopt;
    std::optional<TriggeredPower> power = strikePower(name, plain, match, TriggerEvent::AttackResolved);
    if (!power || !readOwnEffect(match.captured(QStringLiteral("effect")), *power))
        return std::nullopt;
    return power;
}

// "Use when this creature declares a {m} or {r} attack: +5 Attack on that attack.", "Use with a
// Longbow attack: -2 Attack and +5 Damage on that attack.", "Use when making a {m} attack against a
// living target; +15 psychic Damage on that attack.": bonuses to the attack before its roll; "Use when
// declaring an attack; if that attack hits, target also has ongoing 5 poison Damage (save ends)": what
// its hit does besides.
std::optional<TriggeredPower> readDeclaredAttackTrigger(const QString& name, const QString& plain)
{
    static const QRegularExpression pattern(
        QStringLiteral(
            "^(?:(?<use>use )(?:whenever |when )?|(?<whenever>whenever ))(?:this creature "
            "(?:declares|makes)|making|declaring|with) (?:an? )?(?:(?<charge>charge "
            ")|(?<opportunity>opportunity )|"
            "(?<kind>(?:%1)(?: or (?:%1))?) |(?<named>(?-i:[A-Z])[\\w'-]*) )?"
            "attack(?: against an? (?<target>[\\w -]+?) (?:target|enemy))?(?: while (?<place>%3))? ?[;:,] ?"
            "(?:(?:(?<attack>[+-]\\d+) attack)?(?:(?: and )?\\+(?<damage>\\d+) (?:(?<type>%2) )?damage)? "
            "(?:on|to) that attack|if that attack hits, (?<rider>.+?)|(?<critical>that attack is a "
            "critical(?: "
            "hit)?))\\.?$")
            .arg(QLatin1String(kAttackWords), pp::damageType(), standingPlacePattern()),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(plain);
    if (!match.hasMatch() ||
        (!match.hasCaptured(QStringLiteral("attack")) && !match.hasCaptured(QStringLiteral("damage")) &&
         !match.hasCaptured(QStringLiteral("rider")) && !match.hasCaptured(QStringLiteral("critical"))))
        return std::nullopt;
    std::optional<TriggeredPower> power = strikePower(name, plain, match, TriggerEvent::AttackDeclared);
    if (!power)
        return std::nullopt;
    power->byNamedAttack = match.captured(QStringLiteral("named"));
    if (match.hasCaptured(QStringLiteral("target"))) {
        const std::optional<TargetRestrictions> target =
            readTargetWords(match.captured(QStringLiteral("target")));
        if (!target)
            return std::nullopt;
        power->againstTarget = *target;
    }
    if (match.hasCaptured(QStringLiteral("place"))) {
        power->onlyWhere = readStandingPlace(match.captured(QStringLiteral("place")));
        if (!power->onlyWhere)
            return std::nullopt;
    }
    // Apply Poison: "if that attack hits, target also has ongoing 5 poison Damage (save ends)": chosen
    // before the roll, applied only if it hits.
    if (match.hasCaptured(QStringLiteral("rider"))) {
        const std::optional<AttackEffects> rider = readHitRider(match.captured(QStringLiteral("rider")));
        if (!rider)
            return std::nullopt;
        power->onHit = *rider;
    }
    power->attackBonus = match.captured(QStringLiteral("attack")).toInt();
    power->criticalHit = match.hasCaptured(QStringLiteral("critical"));
    power->bonusDamage = {
        match.captured(QStringLiteral("damage")).toInt(),
        parseDamageType(match.captured(QStringLiteral("type"))).value_or(DamageType::Untyped),
        {}};
    return power;
}

// "Use when an enemy targets an adjacent ally with an attack: Redirect that attack to this creature
// as an immediate action." (Bodyguard; "attacks an adjacent ally with an attack" says the same), "Use when an
// enemy adjacent to this creature makes a {m} attack against an ally: This creature makes a {b} attack
// against that enemy as an immediate action." (Defender), "Immediate, when an enemy targets a Bloodied ally
// adjacent to this creature with an attack; redirect that attack to this creature.", "Use when an adjacent
// Undead or Arcane ally is targeted by an attack: …": the moment an enemy designates one of its allies as a
// target (603.2).
std::optional<TriggeredPower> readAllyTargetedTrigger(const QString& name, const QString& plain)
{
    static const QRegularExpression pattern(
        QStringLiteral(
            "^(?:(?<immediate>immediate)(?: action)?[,;]? )?(?<use>use )?when "
            "(?:an? (?<adjacent>adjacent )?enemy(?<adjacentTo> adjacent to this creature)?(?<reach> within "
            "reach)? (?:(?:targets|attacks) an? (?<ally>[\\w, -]+? )?ally(?<allyTo> adjacent to this "
            "creature)?(?: with "
            "an? "
            "(?:(?<kind>%1) )?attack)?|makes an? (?:(?<kind2>%1) )?attack against an? (?<ally2>[\\w, -]+? "
            ")?ally)"
            "|an? (?<ally3>[\\w, -]+? )?ally(?<allyTo3> adjacent to this creature)? is targeted by an? "
            "(?:(?<kind3>%1) )?attack) ?[;:,] ?(?<effect>.+?)\\.?$")
            .arg(QLatin1String(kAttackWords)),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression redirect(
        QStringLiteral("^redirect (?:that|the) attack to this creature(?: as an immediate action)?$"),
        QRegularExpression::CaseInsensitiveOption);
    if (!plain.contains(QLatin1String("ally"), Qt::CaseInsensitive))
        return std::nullopt; // most specials: spared the pattern
    const QRegularExpressionMatch match = pattern.match(plain);
    if (!match.hasMatch())
        return std::nullopt;
    std::optional<TriggeredPower> power = strikePower(name, plain, match, TriggerEvent::AllyTargeted);
    if (!power)
        return std::nullopt;
    power->byAdjacentEnemy = power->byAdjacentEnemy || match.hasCaptured(QStringLiteral("adjacentTo"));
    // "an enemy within reach": the strike back it makes must reach that enemy anyway (answersAllyAttacked).
    // "an adjacent ally", "an adjacent Giant ally", "a Bloodied ally": where it stands, then what it is.
    QString ally = (match.captured(QStringLiteral("ally")) + match.captured(QStringLiteral("ally2")) +
                    match.captured(QStringLiteral("ally3")))
                       .trimmed();
    static const QRegularExpression adjacentWord(QStringLiteral("^adjacent,? ?"),
                                                 QRegularExpression::CaseInsensitiveOption);
    power->allyAdjacent = ally.contains(adjacentWord) || match.hasCaptured(QStringLiteral("allyTo")) ||
                          match.hasCaptured(QStringLiteral("allyTo3"));
    ally.remove(adjacentWord);
    if (!ally.isEmpty()) {
        const std::optional<TargetRestrictions> words = readTargetWords(ally);
        if (!words)
            return std::nullopt;
        power->targetedAlly = *words;
    }
    const QString effect = match.captured(QStringLiteral("effect"));
    if (redirect.match(effect).hasMatch()) {
        power->redirectsToSelf = true;
        return power;
    }
    // Only an attack against that enemy: its other answers are for a hit or a miss on this creature.
    if (!readMissEffect(effect, *power) || !power->againstThatEnemy)
        return std::nullopt;
    return power;
}

// "Redirect that attack to an Immobilized enemy adjacent to this creature other than the attacker",
// "redirect that attack to 1 active Small Goblin ally adjacent to this creature", "Redirect the attack
// to an adjacent Elemental ally instead", "it can redirect that attack to an adjacent ally": where the
// attack turns (603.2.a), always a creature adjacent to this one. False for any other text, and for a
// creature out of its reach ("an ally within 3 squares").
bool readRedirectEffect(const QString& effect, TriggeredPower& power)
{
    static const QRegularExpression pattern(
        QStringLiteral(
            "^(?<can>it can )?redirect (?:that|the) attack (?:to|against) (?:1 |an? |another "
            ")?(?<adjacent>adjacent )?(?<active>active )?(?:(?<kind>[\\w -]+?) )?(?<side>enemy|ally)"
            "(?<adjacentTo> adjacent to this creature)?(?: other than the attacker| \\(can ?not "
            "redirect to the attacker\\))?(?: as (?:an|in) immediate action)?(?: instead)?$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(effect);
    if (!match.hasMatch() ||
        !(match.hasCaptured(QStringLiteral("adjacent")) || match.hasCaptured(QStringLiteral("adjacentTo"))))
        return false;
    RedirectTarget to;
    to.enemy =
        match.captured(QStringLiteral("side")).compare(QLatin1String("enemy"), Qt::CaseInsensitive) == 0;
    to.activeOnly = match.hasCaptured(QStringLiteral("active"));
    if (match.hasCaptured(QStringLiteral("kind"))) {
        const std::optional<TargetRestrictions> kind =
            readTargetWords(match.captured(QStringLiteral("kind")));
        if (!kind)
            return false;
        to.kind = *kind;
    }
    power.redirectsTo = to;
    power.optional =
        power.optional || match.hasCaptured(QStringLiteral("can")); // "it can": its player's word
    return true;
}

// What a power answering its creature's designation as a target does (603.2): "that attack misses",
// "+4 AC against that attack", what a power answering a hit on it does ("-10 damage on that attack",
// "make a {b} attack against that enemy") or its own effects ("Teleport 6", "Shift up to 3 squares",
// "This creature gains Insubstantial until end of round"). False when a word is left over.
bool readTargetedEffect(const QString& effect, TriggeredPower& power)
{
    static const QRegularExpression misses(
        QStringLiteral("^that (?:opportunity )?attack misses(?: instead)?$"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression defence(
        QStringLiteral(
            "^\\+(?<n>\\d+) (?<defence>AC|DEF|Fortitude|Reflex|Will|to all defenses) (?:against|vs\\.?) "
            "that attack$"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression shift(QStringLiteral("^shift up to (?<n>\\d+) squares?$"),
                                          QRegularExpression::CaseInsensitiveOption);
    if (misses.match(effect).hasMatch()) {
        power.missesInstead = true;
        return true;
    }
    if (readRedirectEffect(effect, power))
        return true;
    if (const QRegularExpressionMatch match = defence.match(effect); match.hasMatch()) {
        const QString name = match.captured(QStringLiteral("defence"));
        const std::optional<Statistic> statistic =
            name.compare(QLatin1String("to all defenses"), Qt::CaseInsensitive) == 0
                ? std::optional(Statistic::AllDefences)
                : parseStatistic(name); // "DEF": the three defences but AC (209.3)
        power.defenceAgainstIt = StatModifier{*statistic, match.captured(QStringLiteral("n")).toInt()};
        return true;
    }
    // "Shift up to 3 squares": readOwnEffect reads "shift 3 squares" and "shift up to 3".
    if (const QRegularExpressionMatch match = shift.match(effect); match.hasMatch())
        return readOwnEffect(QStringLiteral("shift up to %1").arg(match.captured(QStringLiteral("n"))),
                             power);
    // "-10 damage on that attack", "make a {b} attack against that enemy"; no critical is rolled yet
    return readHitByEffect(effect, power) && !power.normalHitInstead;
}

// Body Shield: "Redirect a {m} or {r} attack against this creature to an adjacent Immobilized enemy
// other than the attacker.": a redirect worded without its moment, which is the attack's designation
// (603.2); its player's word decides.
std::optional<TriggeredPower> readBareRedirect(const QString& name, const QString& plain)
{
    static const QRegularExpression pattern(
        QStringLiteral("^redirect an? (?:(?<kind>%1) )?attack against this creature (?<to>to .+?)\\.?$")
            .arg(attackWordsOneOrTwo()),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(plain);
    if (!match.hasMatch())
        return std::nullopt;
    std::optional<TriggeredPower> power = strikePower(name, plain, match, TriggerEvent::Targeted);
    if (!power || !readRedirectEffect(
                      QStringLiteral("redirect that attack ") + match.captured(QStringLiteral("to")), *power))
        return std::nullopt;
    power->optional = true;
    return power;
}

// "Immediate, when this creature is targeted by an attack; teleport 6 squares.", "Reactive Blink:
// Immediate action, use when an enemy targets this creature with an attack: Teleport 5.", "Whenever
// this creature is targeted by an opportunity attack: +4 AC against that attack.", "Use when this creature
// is targeted by an attack vs. Will; +5 Will vs. that attack": the moment it is designated a target (603.2).
std::optional<TriggeredPower> readTargetedTrigger(const QString& name, const QString& plain)
{
    static const QRegularExpression pattern(
        QStringLiteral(
            "^(?:while (?<notBloodied>not )?bloodied, )?(?:(?<immediate>immediate)(?: action)?[,;:]? "
            ")?(?:(?<use>use )?when|(?<whenever>whenever)) "
            "(?:(?:this creature is )?targeted by an? (?:enemy's )?(?:(?<opportunity>opportunity "
            ")|(?<kind>%1) )?"
            "attack(?: vs\\.? (?<defence>AC|DEF|Fortitude|Reflex|Will))?|an? enemy targets this creature "
            "with an? "
            "(?:(?<kind2>%1) )?attack"
            // Riposte: "when an enemy declares a melee attack vs. this creature", "when an adjacent enemy
            // attempts a {m} attack against this creature"
            "|an? (?<adjacent>adjacent )?enemy (?:declares|attempts) an? (?:(?<opportunity2>opportunity "
            ")|(?<kind3>%1) )?attack "
            "(?:vs\\.|against) "
            "this creature)(?<besideAlly>, if (?:it|this creature) is adjacent to an ally)? ?[;:,] "
            "?(?<effect>.+?)\\.?$")
            .arg(attackWordsOneOrTwo()),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression mentioned(
        QStringLiteral("targeted by|targets this creature|attack (?:vs\\.|against) this creature"),
        QRegularExpression::CaseInsensitiveOption);
    if (!plain.contains(mentioned))
        return std::nullopt; // most specials: spared the pattern
    const QRegularExpressionMatch match = pattern.match(plain);
    if (!match.hasMatch())
        return readBareRedirect(name, plain);
    std::optional<TriggeredPower> power = strikePower(name, plain, match, TriggerEvent::Targeted);
    if (!power)
        return std::nullopt;
    // Agile Leap: "when an enemy declares an opportunity attack against this creature"
    power->byOpportunityAttack =
        power->byOpportunityAttack || match.hasCaptured(QStringLiteral("opportunity2"));
    // Phalanx Fighting: "…, if it is adjacent to an ally: +2 AC against that attack"
    power->onlyBesideAlly = match.hasCaptured(QStringLiteral("besideAlly"));
    // Sneaky Desperation: "While Bloodied, whenever this creature is targeted …"
    if (plain.startsWith(QLatin1String("while"), Qt::CaseInsensitive))
        power->whileBloodied = !match.hasCaptured(QStringLiteral("notBloodied"));
    if (match.hasCaptured(QStringLiteral("defence"))) {
        power->againstDefence = parseDefence(match.captured(QStringLiteral("defence")));
        if (!power->againstDefence)
            return std::nullopt; // "DEF": any of three, which one defence cannot say
    }
    if (!readTargetedEffect(match.captured(QStringLiteral("effect")), *power) ||
        (power->redirectsTo && !power->optional)) // a redirect's creature is its player's pick
        return std::nullopt;
    return power;
}

// "Covert Agent: Use at end of round, only if this creature occupies one of your victory areas and no
// other creature occupies that victory area: You score 10 VP.", "Debt Repaid: Use at end of round, if this
// creature is in one of your victory areas: You score +5 VP, then this creature takes 5 damage.", "Amass
// the Hoard: Use at end of round, only while occupying one of your victory areas; you score +10 VP.":
// points beside those of 105.4.a (scored in the Score Victory Points step, 304.1), in the End of Round
// step (305.1).
std::optional<TriggeredPower> readEndOfRoundScoring(const QString& name, const QString& plain)
{
    static const QRegularExpression pattern(
        QStringLiteral("^use at (?:the )?end of (?:the )?round,? (?:only )?(?:if|while) (?:this creature )?"
                       "(?<place>%1)(?<alone> and no other creature occupies that victory area)? ?[;:,] ?you "
                       "score \\+?(?<n>\\d+) ?VP(?:, then this creature takes (?<self>\\d+) damage)?\\.?$")
            .arg(standingPlacePattern()),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(plain);
    if (!match.hasMatch())
        return std::nullopt;
    const std::optional<StandingPlace> place = readStandingPlace(match.captured(QStringLiteral("place")));
    if (!place || (match.hasCaptured(QStringLiteral("alone")) &&
                   place->victoryArea == StandingPlace::VictoryArea::None))
        return std::nullopt;
    TriggeredPower power = namedPower(name, plain, TriggerEvent::EndOfRound);
    power.onlyWhere = place;
    power.aloneInArea = match.hasCaptured(QStringLiteral("alone"));
    power.victoryPoints = match.captured(QStringLiteral("n")).toInt();
    power.selfDamage = match.captured(QStringLiteral("self")).toInt();
    return power;
}

// "Conjuration 5: Use at end of round; Place this creature within 6 squares of an Arcane ally of level
// 5 or greater.", "Animate Object: Use at end of round: Place this creature within 5 squares of an
// Arcane ally.": where the Spell creatures of the cards move to as the round ends (305.1, 811).
std::optional<TriggeredPower> readEndOfRoundTrigger(const QString& name, const QString& plain)
{
    static const QRegularExpression pattern(
        QStringLiteral(
            "^use at (?:the )?end of (?:the )?round ?[;:,] ?place this creature (?:within (?<n>\\d+) "
            "squares of|(?<adjacent>adjacent to)) an? (?<ally>[\\w -]+?) ally(?: of level (?<level>\\d+) or "
            "(?:greater|higher))?\\.?$"),
        QRegularExpression::CaseInsensitiveOption);
    if (!plain.contains(QLatin1String("end of"), Qt::CaseInsensitive))
        return std::nullopt; // most specials: spared the pattern
    const QRegularExpressionMatch match = pattern.match(plain);
    if (!match.hasMatch())
        return readEndOfRoundScoring(name, plain);
    const std::optional<TargetRestrictions> ally = readTargetWords(match.captured(QStringLiteral("ally")));
    if (!ally)
        return std::nullopt;
    TriggeredPower power = namedPower(name, plain, TriggerEvent::EndOfRound);
    PlaceNearAlly place{
        match.hasCaptured(QStringLiteral("adjacent")) ? 1 : match.captured(QStringLiteral("n")).toInt(),
        *ally};
    if (match.hasCaptured(QStringLiteral("level")))
        place.ally.minLevel = match.captured(QStringLiteral("level")).toInt();
    power.place = place;
    return place.within > 0 ? std::optional(power) : std::nullopt;
}

// What a creature's destruction does (415.2.b): "make a {b} attack (as an immediate action)", or one
// of its own effects ("each adjacent creature takes 10 damage").
bool readDestroyedEffect(const QString& effect, TriggeredPower& power)
{
    static const QRegularExpression attack(
        QStringLiteral(
            "^(?:this creature )?makes? (?:a|1|an(?: immediate)?) (?<made>%1)(?: attack)?(?: as an? "
            "(?:immediate|free) action| before being destroyed)?$")
            .arg(QLatin1String(kAttackWords)),
        QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch match = attack.match(effect); match.hasMatch()) {
        // A basic attack only: no response names a mandatory power's choice of attack.
        const AttackWord made = attackWord(match.captured(QStringLiteral("made")));
        power.basicAttack = made.basic;
        return made.basic;
    }
    return readOwnEffect(effect, power);
}

// "Immediate, when destroyed; make a {b} attack.", "Use when this creature is destroyed: Make 1 {b}
// attack as an immediate action.", "Each adjacent enemy and ally takes 10 fire damage when this
// creature is destroyed." Never optional, and never stopped by an immediate action taken (415.1.a,
// 415.3).
std::optional<TriggeredPower> readDestroyedTrigger(const QString& name, const QString& plain)
{
    static const QRegularExpression leading(
        QStringLiteral("^(?:immediate(?: action)?[,;]? |use )?(?:when|whenever) (?:this creature is "
                       ")?destroyed(?<byEnemy> "
                       "by an enemy)? ?[;:,] ?(?<effect>.+?)\\.?$"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression trailing(
        QStringLiteral("^(?<effect>.+?),? (?:when|whenever) this creature is destroyed\\.?$"),
        QRegularExpression::CaseInsensitiveOption);
    QRegularExpressionMatch match = leading.match(plain);
    if (!match.hasMatch())
        match = trailing.match(plain);
    if (!match.hasMatch())
        return std::nullopt;
    TriggeredPower power = namedPower(name, plain, TriggerEvent::Destroyed);
    power.optional = false;
    const QString effect = match.captured(QStringLiteral("effect"));
    if (match.hasCaptured(QStringLiteral("byEnemy"))) {
        // "that enemy is Dazed (save ends)": what befalls the enemy that destroyed it
        static const QRegularExpression thatEnemy(QStringLiteral("^that enemy "),
                                                  QRegularExpression::CaseInsensitiveOption);
        QString onIt = effect;
        if (!onIt.contains(thatEnemy) || !readThatCreatureEffect(onIt.remove(thatEnemy), power) ||
            power.makesAttack())
            return std::nullopt;
        power.byEnemy = true;
        return power;
    }
    if (!readDestroyedEffect(effect, power))
        return std::nullopt;
    return power;
}

// Victory points a destruction scores (105.3.a's besides): "Bounty: Whenever this creature destroys an
// enemy champion, score +10 VP.", "Use when this creature destroys a Unique enemy; score +10 VP.",
// "Immediate action: When this creature destroys an orc or goblin enemy; Score +5VP, or +10 VP if the
// enemy is a Champion.", "Opponent scores +5 VP when this creature is destroyed."
std::optional<TriggeredPower> readVictoryPointsTrigger(const QString& name, const QString& plain)
{
    static const QRegularExpression destroys(
        QStringLiteral("^(?:(?<immediate>immediate(?: action)?[:,;] )?(?<use>use )?when|whenever) this "
                       "creature destroys "
                       "an? (?:(?<words>[\\w ,-]+?) )?enemy(?<champion> champion)? ?[;:,] ?(?:you )?score "
                       "\\+?(?<n>\\d+) ?VP"
                       "(?:,? or \\+?(?<more>\\d+) ?VP if the enemy is a champion)?\\.?$"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression destroyed(
        QStringLiteral("^opponent scores \\+?(?<n>\\d+) ?VP when this creature is destroyed\\.?$"),
        QRegularExpression::CaseInsensitiveOption);
    if (!plain.contains(QLatin1String("VP"), Qt::CaseInsensitive))
        return std::nullopt; // most specials: spared the patterns
    TriggeredPower power;
    power.name = name.isEmpty() ? plain : name;
    if (const QRegularExpressionMatch match = destroyed.match(plain); match.hasMatch()) {
        power.event = TriggerEvent::Destroyed;
        power.optional = false;
        power.victoryPoints = match.captured(QStringLiteral("n")).toInt();
        return power;
    }
    const QRegularExpressionMatch match = destroys.match(plain);
    if (!match.hasMatch())
        return std::nullopt;
    power.event = TriggerEvent::DestroysEnemy;
    power.immediate = match.hasCaptured(QStringLiteral("immediate"));
    power.optional = power.immediate || match.hasCaptured(QStringLiteral("use"));
    if (match.hasCaptured(QStringLiteral("words"))) {
        const std::optional<TargetRestrictions> kind =
            readTargetWords(match.captured(QStringLiteral("words")));
        if (!kind)
            return std::nullopt;
        power.againstTarget = *kind;
    }
    power.againstTarget.championOnly = match.hasCaptured(QStringLiteral("champion"));
    power.victoryPoints = match.captured(QStringLiteral("n")).toInt();
    power.championVictoryPoints = match.captured(QStringLiteral("more")).toInt();
    return power;
}

// A power of a moment of its creature's own turn: where it must stand (`place`; empty: anywhere) and what
// it does. False when either is not read. Only a power its player uses ("Use at …", not "Whenever …")
// may pick the one creature it affects: nobody is asked otherwise.
bool readOwnTurnEffect(const QString& place, const QString& effect, TriggeredPower& power)
{
    if (!place.isEmpty()) {
        power.onlyWhere = readStandingPlace(place);
        if (!power.onlyWhere)
            return false; // two places named
    }
    return readOwnEffect(effect, power, power.optional);
}

// "Regeneration 10: Use at start of this creature's turn: Heal 10 HP.", "…: Teleport up to 10
// squares.", "Vernal Regeneration: Use when this creature starts a turn bloodied: Heal 10 HP.",
// "Wallwalker: Whenever this creature starts a turn adjacent to a wall; this creature has flight until
// end of turn." (by itself, 704.2), "In the Shadows: Use at start of this creature's turn, only while
// adjacent to a wall; …", "…: If this creature occupies one of your victory areas, it has +4 Speed …".
std::optional<TriggeredPower> readStartOfTurnTrigger(const QString& name, const QString& plain)
{
    static const QRegularExpression pattern(
        QStringLiteral(
            "^(?:use (?:at (?:the )?start of (?:(?:this creature's|its) )?turn(?:,? (?:only while|if) "
            "(?:this creature )?(?<place>%1))?|(?:whenever|when) this creature (?<bloodied>starts (?:a|its) "
            "turn bloodied|is bloodied at the start of its turn)|when this creature starts (?:a|its) turn "
            "(?<place2>%1))|(?<whenever>whenever|when) this creature starts (?:a|its) turn (?<place3>%1))"
            "(?<once>, once per turn)? ?[;:,] ?(?:if (?:this creature |it )?(?<place4>%1), )?"
            "(?<effect>.+?)\\.?$")
            .arg(standingPlacePattern()),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(plain);
    if (!match.hasMatch())
        return std::nullopt;
    TriggeredPower power = namedPower(name, plain, TriggerEvent::StartOfOwnTurn);
    power.optional = !match.hasCaptured(QStringLiteral("whenever"));
    power.oncePerTurn = match.hasCaptured(QStringLiteral("once"));
    if (match.hasCaptured(QStringLiteral("bloodied")))
        power.whileBloodied = true;
    const QString place = match.captured(QStringLiteral("place")) + match.captured(QStringLiteral("place2")) +
                          match.captured(QStringLiteral("place3")) + match.captured(QStringLiteral("place4"));
    if (!readOwnTurnEffect(place, match.captured(QStringLiteral("effect")), power))
        return std::nullopt;
    return power;
}

// "Fade from View: Use when this creature ends its turn occupying difficult terrain; this creature has Hide
// until start of its next turn"; the same moment worded "Use at end of this creature's turn, if it is
// adjacent to a wall: …", or "At end of this creature's turn, …" (by itself, 704.2). Its effects are those
// of the creature's own (readOwnEffect).
std::optional<TriggeredPower> readEndOfTurnTrigger(const QString& name, const QString& plain)
{
    static const QRegularExpression pattern(
        QStringLiteral(
            "^(?:(?<use>use) (?:at (?:the )?end of (?:this creature's|its) turn|when this creature ends "
            "(?:a|its) turn)|(?:whenever|when) this creature ends (?:a|its) turn|at (?:the )?end of "
            "this creature's turn)(?: (?<place>%1))?(?:,? if (?:it is |this creature is )?(?<place2>%1))?"
            " ?[;:,] ?(?<effect>.+?)\\.?$")
            .arg(standingPlacePattern()),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(plain);
    if (!match.hasMatch())
        return std::nullopt;
    TriggeredPower power = namedPower(name, plain, TriggerEvent::EndOfOwnTurn);
    power.optional = match.hasCaptured(QStringLiteral("use"));
    const QString place = match.captured(QStringLiteral("place")) + match.captured(QStringLiteral("place2"));
    if (!readOwnTurnEffect(place, match.captured(QStringLiteral("effect")), power))
        return std::nullopt;
    return power;
}

} // namespace

std::optional<DamagePart> readDamageOnThatAttack(const QString& text, QString* rest)
{
    static const QRegularExpression bonus(
        QStringLiteral("^\\+(\\d+) (?:(%1) )?damage (?:on|to) that attack(?: and (?<rest>.+))?$")
            .arg(pp::damageType()),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = bonus.match(text);
    if (!match.hasMatch() || (!rest && match.hasCaptured(QStringLiteral("rest"))))
        return std::nullopt;
    if (rest)
        *rest = match.captured(QStringLiteral("rest"));
    return DamagePart{
        match.captured(1).toInt(), parseDamageType(match.captured(2)).value_or(DamageType::Untyped), {}};
}

std::optional<AttackEffects> readHitRider(QString text)
{
    text.replace(QLatin1String("target of that attack"), QLatin1String("target"), Qt::CaseInsensitive);
    // The attack grammar names the target by leaving it out: "Immobilized (save ends)", "ongoing 10
    // fire damage" ("Target also takes ongoing …"), and pushes it with a verb: "push target 2 squares"
    // ("the target is also pushed 2 squares").
    static const QRegularExpression target(
        QStringLiteral(
            "^(?:the target|that target|target|that enemy)(?: also)?(?: is| has| takes)?(?: also)? "),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression pushed(QStringLiteral("^pushed (?=\\d+ squares?$)"),
                                           QRegularExpression::CaseInsensitiveOption);
    text.remove(target);
    text.replace(pushed, QStringLiteral("push target "));
    // "Immobilized and takes ongoing 10 damage": the attack grammar's "… and ongoing 10 damage"
    text.replace(QLatin1String(" and takes ongoing "), QLatin1String(" and ongoing "), Qt::CaseInsensitive);
    const std::optional<AttackEffects> rider = readWholeOutcome(text);
    if (!rider || !rider->damage.isEmpty() || rider->furtherAttack)
        return std::nullopt;
    return rider;
}

std::optional<AttackEffects> readStatesSuffered(QString text)
{
    // The attack grammar joins what a hit does with "AND" and leaves the verb out.
    static const QRegularExpression joined(QStringLiteral(" and (?:is|are|has|have) "),
                                           QRegularExpression::CaseInsensitiveOption);
    const std::optional<AttackEffects> effects = readHitRider(text.replace(joined, QStringLiteral(" AND ")));
    if (!effects || effects->isEmpty())
        return std::nullopt;
    AttackEffects besides = *effects; // what the engine applies to a bystander: conditions and modifiers
    besides.conditions.clear();
    besides.modifiers.clear();
    return besides.isEmpty() ? effects : std::nullopt;
}

namespace {

// readStatesSuffered's states, as the power's own creature suffers them ("it is Slowed", "has 5 HP and is
// Immobilized (save ends)").
std::optional<OwnStates> ownStatesSuffered(const QString& text)
{
    const std::optional<AttackEffects> states = readStatesSuffered(text);
    if (!states)
        return std::nullopt;
    return OwnStates{states->modifiers, states->conditions};
}

// Cold-Blooded: "Whenever this creature takes cold damage, it is Slowed"; Iceblood: "… it has -2 Attack
// and -5 Damage until end of its next turn"; Firesoul: "Immediate, when this creature takes fire damage;
// shift 3 squares". Damage of no type ("takes damage") is another moment, not this one.
std::optional<TriggeredPower> readDamageTakenTrigger(const QString& name, const QString& plain)
{
    static const QRegularExpression pattern(
        QStringLiteral("^(?:(?<immediate>immediate)(?: action)?[,;]? )?(?:(?<use>use )?when|whenever) this "
                       "creature takes (?<type>%1) damage ?[;:,] ?(?:it (?<verb>is|has) (?<states>.+?)|"
                       "(?<effect>.+?))\\.?$")
            .arg(pp::damageType()),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(plain);
    if (!match.hasMatch())
        return std::nullopt;
    TriggeredPower power = namedPower(name, plain, TriggerEvent::TakesDamage);
    const std::optional<DamageType> type = parseDamageType(match.captured(QStringLiteral("type")));
    if (!type)
        return std::nullopt;
    power.damageTaken = *type;
    power.immediate = match.hasCaptured(QStringLiteral("immediate"));
    power.optional = power.immediate || match.hasCaptured(QStringLiteral("use"));
    if (match.hasCaptured(QStringLiteral("states"))) {
        const std::optional<OwnStates> states = ownStatesSuffered(match.captured(QStringLiteral("states")));
        if (!states)
            return std::nullopt;
        power.ownStates = *states;
        return power;
    }
    // Damage around it could answer itself, creature after creature: left to the players.
    if (!readOwnEffect(match.captured(QStringLiteral("effect")), power) || power.surrounding)
        return std::nullopt;
    return power;
}

// Reassembling Bones: "Use when destroyed: This creature is not destroyed instead, then has 5 HP and is
// Immobilized (save ends)", "Use when this creature is destroyed: this creature is not destroyed, has 5
// HP, and is Immobilized instead"; Tough to Kill: "Use when this creature would be reduced to 0 HP. Roll
// 1d20; on a roll of 11+, this creature has 5 HP instead of being destroyed"; Hard to Kill: "Immediate,
// when this creature would be reduced to 0 HP or fewer; this creature has 5 HP remaining instead".
std::optional<TriggeredPower> readSurvivalTrigger(const QString& name, const QString& plain)
{
    static const QRegularExpression wouldBe(
        QStringLiteral(
            "^(?:(?<immediate>immediate)(?: action)?[,;:]? )?(?:use )?(?:when|whenever) this creature "
            "would be (?:(?<zero>reduced to 0 HP(?: or fewer)?)|destroyed) ?[.:;,] ?(?:roll 1?d20 ?[.;:,] "
            "?on (?:a "
            "roll of )?(?<roll>\\d+)\\+,? )?this creature (?:is not destroyed and )?has (?<hp>\\d+) "
            "HP(?: remaining)?(?: instead(?: of being destroyed)?)?\\.?$"),
        QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch match = wouldBe.match(plain); match.hasMatch()) {
        TriggeredPower power = namedPower(name, plain, TriggerEvent::Destroyed);
        power.optional = false; // its player always wants it, as with the others
        power.immediate = match.hasCaptured(QStringLiteral("immediate"));
        power.survivesWith = match.captured(QStringLiteral("hp")).toInt();
        power.survivalRoll = match.captured(QStringLiteral("roll")).toInt();
        power.survivesZeroHitPointsOnly = match.hasCaptured(QStringLiteral("zero"));
        return power.survivesWith > 0 && power.survivalRoll <= 20 ? std::optional(power) : std::nullopt;
    }
    static const QRegularExpression pattern(
        QStringLiteral(
            "^(?<use>use )?when (?:this creature is )?destroyed ?[:;,] ?this creature is not destroyed"
            "(?: instead)?,? (?:then |and )?has (?<hp>\\d+) HP(?: instead)?(?:,? and (?:is )?"
            "(?<states>.+?))?(?: instead)?\\.?$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(plain);
    if (!match.hasMatch())
        return std::nullopt;
    TriggeredPower power = namedPower(name, plain, TriggerEvent::Destroyed);
    power.optional = false; // its player always wants it: applied by itself, as destruction's powers are
    power.survivesWith = match.captured(QStringLiteral("hp")).toInt();
    if (match.hasCaptured(QStringLiteral("states"))) {
        const std::optional<OwnStates> states = ownStatesSuffered(match.captured(QStringLiteral("states")));
        if (!states)
            return std::nullopt;
        power.ownStates = *states;
    }
    return power.survivesWith > 0 ? std::optional(power) : std::nullopt;
}

} // namespace

std::optional<TriggeredPower> readTriggeredPower(const QString& name, const QString& text)
{
    // Most specials are no such power: a word test spares them the normalising and the patterns.
    if (!text.contains(QLatin1String("destroys"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("hit"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("natural"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("critical"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("after"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("declares"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("attempts"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("use with"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("makes"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("making"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("miss"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("destroyed"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("reduced to 0"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("start"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("targets"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("attacks an"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("redirect"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("enters"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("moves into"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("targeted"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("end of round"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("activates"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("begins"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("ends its turn"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("end their turn"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("ends a turn"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("end of this creature"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("end of its turn"), Qt::CaseInsensitive) &&
        !text.contains(QLatin1String("creature takes"), Qt::CaseInsensitive))
        return std::nullopt;
    const QString plain = pp::normalised(text);
    if (std::optional<TriggeredPower> neighbour = readNeighbourTurnTrigger(name, plain))
        return neighbour;
    if (std::optional<TriggeredPower> entering = readNeighbourEntersTrigger(name, plain))
        return entering;
    if (std::optional<TriggeredPower> onHit = readHitTrigger(name, plain))
        return onHit;
    if (std::optional<TriggeredPower> onCritical = readCriticalRider(name, plain))
        return onCritical;
    if (std::optional<TriggeredPower> onMiss = readMissTrigger(name, plain))
        return onMiss;
    if (std::optional<TriggeredPower> onHitBy = readHitByTrigger(name, plain))
        return onHitBy;
    if (std::optional<TriggeredPower> allyHit = readAllyHitByTrigger(name, plain))
        return allyHit;
    if (std::optional<TriggeredPower> attackedBy = readAttackedByTrigger(name, plain))
        return attackedBy;
    if (std::optional<TriggeredPower> resolved = readAttackResolvedTrigger(name, plain))
        return resolved;
    if (std::optional<TriggeredPower> declared = readDeclaredAttackTrigger(name, plain))
        return declared;
    if (std::optional<TriggeredPower> targeted = readAllyTargetedTrigger(name, plain))
        return targeted;
    if (std::optional<TriggeredPower> endOfRound = readEndOfRoundTrigger(name, plain))
        return endOfRound;
    if (std::optional<TriggeredPower> targeted = readTargetedTrigger(name, plain))
        return targeted;
    // before the destruction's own: "Opponent scores +5 VP when this creature is destroyed"
    if (std::optional<TriggeredPower> scoring = readVictoryPointsTrigger(name, plain))
        return scoring;
    if (std::optional<TriggeredPower> survival = readSurvivalTrigger(name, plain))
        return survival;
    if (std::optional<TriggeredPower> onDestroyed = readDestroyedTrigger(name, plain))
        return onDestroyed;
    if (std::optional<TriggeredPower> atTurnStart = readStartOfTurnTrigger(name, plain))
        return atTurnStart;
    if (std::optional<TriggeredPower> atTurnEnd = readEndOfTurnTrigger(name, plain))
        return atTurnEnd;
    if (std::optional<TriggeredPower> damageTaken = readDamageTakenTrigger(name, plain))
        return damageTaken;
    TriggeredPower power;
    power.name = name.isEmpty() ? plain : name;
    if (const QRegularExpressionMatch match = automaticPattern().match(plain); match.hasMatch()) {
        power.optional = false;
        setDestroyingAttack(match.captured(1) + match.captured(4), power);
        power.heals = (match.captured(2) + match.captured(3)).toInt();
        return power;
    }
    const QRegularExpressionMatch match = activatedPattern().match(plain);
    if (!match.hasMatch())
        return std::nullopt;
    // "Use when", "Immediate": activated (703.1, 703.1.e); a bare "Free action, when" is used at the
    // player's word too (406.1).
    const auto has = [&](const char* group) { return !match.captured(QLatin1String(group)).isEmpty(); };
    power.immediate = has("immediate") || has("immediately") || has("asImmediate");
    power.oncePerTurn = has("once") || has("usable");
    setDestroyingAttack(match.captured(QLatin1String("its")) + match.captured(QLatin1String("with")), power);
    if (has("made")) {
        const AttackWord made = attackWord(match.captured(QLatin1String("made")));
        if (made.kind != AttackKind::Melee)
            return std::nullopt;
        power.basicAttack = made.basic;
        power.meleeAttack = !made.basic;
    }
    power.namedAttack = match.captured(QLatin1String("named"));
    power.heals = match.captured(QLatin1String("heals")).toInt();
    return power;
}

} // namespace ddm
