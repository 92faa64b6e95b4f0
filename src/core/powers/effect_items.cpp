// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/effect_reader.h"

#include "powers/attack_options.h"
#include "powers/attack_roll.h"
#include "powers/effect_patterns.h"
#include "powers/power_patterns.h"

#include <QSet>

// The item readers of EffectReader, one phrase each; effect_reader.cpp holds the loop around them,
// the unknown fragments and the durations.
namespace ddm {
namespace {

namespace ep = effect_patterns;
namespace pp = power_patterns;

// "5 + 15 cold" is 5 untyped and 15 cold: a type belongs to the number it follows.
QList<DamagePart> damageParts(const QString& terms)
{
    static const QRegularExpression term(QStringLiteral("(\\d+)(?:\\s+(%1))?").arg(pp::damageType()),
                                         QRegularExpression::CaseInsensitiveOption);
    QList<DamagePart> parts;
    for (auto it = term.globalMatch(terms); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        DamagePart part{match.captured(1).toInt(), DamageType::Untyped, {}};
        if (!match.captured(2).isEmpty())
            part.type = parseDamageType(match.captured(2)).value_or(DamageType::Untyped);
        parts.append(part);
    }
    return parts;
}

ForcedMovement::Kind movementKind(const QString& verb)
{
    const QString lower = verb.toLower();
    if (lower == QLatin1String("push"))
        return ForcedMovement::Kind::Push;
    if (lower == QLatin1String("pull"))
        return ForcedMovement::Kind::Pull;
    if (lower == QLatin1String("slide"))
        return ForcedMovement::Kind::Slide;
    if (lower == QLatin1String("teleport"))
        return ForcedMovement::Kind::Teleport;
    return ForcedMovement::Kind::Shift;
}

// "Attack", "all defenses", "DEF(Fort)": the last names one defence.
Statistic statisticOf(const QString& words)
{
    if (const std::optional<Statistic> statistic = parseStatistic(words))
        return *statistic;
    return defenceStatistic(parseDefence(words).value_or(Defence::AC));
}

// "each" is every one (no count); "a", "an" and numbers are that many.
std::optional<int> unitCount(const QString& word)
{
    if (word.compare(QLatin1String("each"), Qt::CaseInsensitive) == 0)
        return std::nullopt;
    return pp::numberWord(word);
}

} // namespace

bool EffectReader::takeOngoing(AttackEffects& outcome)
{
    if (!m_cursor.take(ep::ongoing()))
        return false;
    OngoingDamage ongoing;
    ongoing.amount = m_cursor.hasCaptured(1) ? m_cursor.capturedInt(1) : m_cursor.capturedInt(2);
    if (m_cursor.hasCaptured(3))
        ongoing.type = parseDamageType(m_cursor.captured(3)).value_or(DamageType::Untyped);
    outcome.ongoing.append(ongoing);
    remember(EffectRef::Kind::Ongoing, outcome.ongoing.size() - 1);
    return true;
}

bool EffectReader::takeDamage(AttackEffects& outcome)
{
    const qsizetype start = m_cursor.position();
    if (m_cursor.lookingAt(ep::nearbyDamageTo()))
        return false; // "10 damage to each creature adjacent to target" is not the target's damage
    if (m_cursor.take(ep::damageThenOngoing())) {
        DamagePart now{m_cursor.capturedInt(1), DamageType::Untyped, {}};
        if (m_cursor.hasCaptured(2))
            now.type = *parseDamageType(m_cursor.captured(2));
        OngoingDamage ongoing;
        ongoing.amount = m_cursor.hasCaptured(3) ? m_cursor.capturedInt(3) : m_cursor.capturedInt(4);
        if (m_cursor.hasCaptured(5))
            ongoing.type = *parseDamageType(m_cursor.captured(5));
        outcome.damage.append(now);
        outcome.ongoing.append(ongoing);
        remember(EffectRef::Kind::Ongoing, outcome.ongoing.size() - 1);
        return true;
    }
    if (m_cursor.take(ep::damageChoice())) {
        // Every choice must deal the same amount: the engine offers the types, not the amounts.
        static const QRegularExpression number(QStringLiteral("\\d+"));
        static const QRegularExpression type(pp::damageType(), QRegularExpression::CaseInsensitiveOption);
        QString choice = m_cursor.captured(0);
        choice.remove(0, choice.indexOf(QLatin1Char(':')) + 1); // "choose 1 effect:" is no amount
        QSet<int> amounts;
        for (auto it = number.globalMatch(choice); it.hasNext();)
            amounts.insert(it.next().captured(0).toInt());
        if (amounts.size() != 1) {
            m_cursor.setPosition(start);
            return false;
        }
        DamagePart part{*amounts.cbegin(), DamageType::Untyped, {}};
        for (auto it = type.globalMatch(choice); it.hasNext();) {
            const DamageType each = *parseDamageType(it.next().captured(0));
            if (part.type == DamageType::Untyped)
                part.type = each;
            else
                part.alternatives.append(each);
        }
        outcome.damage.append(part);
        return true;
    }
    if (m_cursor.take(ep::damage())) {
        // "N Damage each" only belongs to an attack made several times.
        if (m_cursor.hasCaptured(2) && m_attack.attackCount < 2) {
            m_cursor.setPosition(start);
            return false;
        }
        outcome.damage.append(damageParts(m_cursor.captured(1)));
        return true;
    }
    if (m_cursor.take(ep::bareDamage())) {
        outcome.damage.append(damageParts(m_cursor.captured(1)));
        return true;
    }
    return false;
}

bool EffectReader::takeCondition(AttackEffects& outcome)
{
    ConditionEffect effect;
    const qsizetype start = m_cursor.position();
    if (m_cursor.take(ep::conditionUpgrade())) {
        ConditionUpgrade upgrade;
        for (int group : {1, 2, 3, 4}) {
            if (m_cursor.hasCaptured(group))
                upgrade.ifAlready.append(*parseCondition(m_cursor.captured(group)));
        }
        upgrade.becomes.condition = *parseCondition(m_cursor.captured(5));
        outcome.upgrades.append(upgrade);
        remember(EffectRef::Kind::Upgrade, outcome.upgrades.size() - 1);
        return true;
    }
    if (!outcome.upgrades.isEmpty() && m_cursor.take(ep::instead()))
        return true; // "…, it is Petrified (save ends) instead": the upgrade already says so
    if (m_cursor.take(ep::attackerCondition())) {
        effect.condition = *parseCondition(m_cursor.captured(1));
        outcome.attackerConditions.append(effect);
        remember(EffectRef::Kind::AttackerCondition, outcome.attackerConditions.size() - 1);
        return true;
    }
    if (m_cursor.take(ep::qualifiedCondition())) {
        // "Undead target is Immobilized": the qualifier reads as the header's "(Undead target only)".
        AttackPower qualified;
        effect.condition = *parseCondition(m_cursor.captured(3));
        const QString qualifier = m_cursor.captured(m_cursor.hasCaptured(1) ? 1 : 2);
        if (!applyAttackOption(qualifier + QStringLiteral(" target only"), qualified)) {
            m_cursor.setPosition(start);
            return false;
        }
        effect.onlyIf = qualified.targets;
    } else if (m_cursor.take(ep::condition())) {
        effect.condition = *parseCondition(m_cursor.captured(1));
    } else {
        return false;
    }
    outcome.conditions.append(effect);
    remember(EffectRef::Kind::Condition, outcome.conditions.size() - 1);
    return true;
}

bool EffectReader::takeModifier(AttackEffects& outcome)
{
    if (m_cursor.take(ep::attackerModifier())) {
        StatModifier modifier{statisticOf(m_cursor.captured(3)),
                              m_cursor.captured(2).remove(QLatin1Char(' ')).toInt()};
        modifier.cumulative = m_cursor.hasCaptured(1);
        outcome.attackerModifiers.append(modifier);
        remember(EffectRef::Kind::AttackerModifier, outcome.attackerModifiers.size() - 1);
        return true;
    }
    if (m_cursor.take(ep::attackerResistAll())) {
        outcome.attackerModifiers.append(StatModifier{Statistic::ResistAll, m_cursor.capturedInt(1)});
        remember(EffectRef::Kind::AttackerModifier, outcome.attackerModifiers.size() - 1);
        return true;
    }
    if (m_cursor.take(ep::attackerPowers())) {
        // "Insubstantial and Phasing" is one item: a duration after it covers both.
        static const QRegularExpression separator(QStringLiteral(",?\\s+and\\s+|,\\s*"));
        const QStringList powers = m_cursor.captured(1).split(separator);
        for (const QString& power : powers) {
            const QStringList words = power.simplified().split(QLatin1Char(' '));
            outcome.attackerModifiers.append(
                StatModifier{*parseStatistic(words.first()), words.size() > 1 ? words.last().toInt() : 1});
            remember(EffectRef::Kind::AttackerModifier, outcome.attackerModifiers.size() - 1,
                     &power != &powers.first());
        }
        return true;
    }
    // "target cannot heal (save ends)", "… cannot Heal HP until end of battle": healing does nothing to it
    // while it lasts, and neither does gaining hit points.
    if (m_cursor.take(ep::cannotHeal())) {
        outcome.modifiers.append(StatModifier{Statistic::NoHealing, 1});
        remember(EffectRef::Kind::Modifier, outcome.modifiers.size() - 1);
        return true;
    }
    // "-2 Attack and -5 Damage until end of its next turn", "-2 Fortitude, -2 Reflex, and -2 Will until …":
    // an "until" phrase after modifiers listed with commas or a lower-case "and" covers them all, unless one
    // has a duration of its own already ("(save ends both)" counts them as two).
    const QStringView before = QStringView(m_cursor.text()).left(m_cursor.position());
    const bool andJoined = !m_recent.isEmpty() && m_recent.last().kind == EffectRef::Kind::Modifier &&
                           m_lastApplied.isEmpty() && (before.endsWith(u" and ") || before.endsWith(u", "));
    if (!m_cursor.take(ep::modifier()))
        return false;
    const bool speedFirst = m_cursor.hasCaptured(4); // "Speed -2"
    const int amount = m_cursor.captured(speedFirst ? 5 : 2).remove(QLatin1Char(' ')).toInt();
    // "-2 to Reflex, Fortitude and Will" is one item: a duration after it covers all three.
    const QStringList statistics = m_cursor.captured(speedFirst ? 4 : 3).split(ep::statisticList());
    for (const QString& statistic : statistics) {
        StatModifier modifier;
        modifier.statistic = statisticOf(statistic.simplified());
        modifier.amount = amount;
        modifier.cumulative = m_cursor.hasCaptured(1); // "target has cumulative -1 AC"
        outcome.modifiers.append(modifier);
        remember(EffectRef::Kind::Modifier, outcome.modifiers.size() - 1, &statistic != &statistics.first(),
                 andJoined && &statistic == &statistics.first());
    }
    return true;
}

bool EffectReader::takeMovement(AttackEffects& outcome)
{
    const qsizetype start = m_cursor.position();
    if (!outcome.forced && m_cursor.take(ep::pullAdjacent())) {
        outcome.forced = ForcedMovement{ForcedMovement::Kind::Pull, 0, false, false, true, false};
        return true;
    }
    const bool forced = m_cursor.take(ep::forced());
    if (!forced && !m_cursor.take(ep::attackerMove()))
        return false;
    std::optional<ForcedMovement>& slot = forced ? outcome.forced : outcome.attackerMove;
    if (slot) { // one of each per outcome: a second one is a rider the engine cannot order
        m_cursor.setPosition(start);
        return false;
    }
    const ForcedMovement::Kind kind = movementKind(m_cursor.captured(1));
    // "this creature shifts": a shift is 1 square (412.3.a); a slide or teleport must say how far.
    if (!m_cursor.hasCaptured(3) && kind != ForcedMovement::Kind::Shift) {
        m_cursor.setPosition(start);
        return false;
    }
    slot = ForcedMovement{kind,
                          m_cursor.hasCaptured(3) ? pp::numberWord(m_cursor.captured(3)) : 1,
                          m_cursor.hasCaptured(2),
                          !forced,
                          false,
                          !forced && m_cursor.hasCaptured(4)};
    slot->bySpeed = m_cursor.captured(3).endsWith(QLatin1String("speed"), Qt::CaseInsensitive);
    return true;
}

bool EffectReader::takeAttackerEffect(AttackEffects& outcome)
{
    if (m_cursor.take(ep::attackerHeals())) {
        outcome.attackerHeals += m_cursor.capturedInt(1);
        return true;
    }
    if (m_cursor.take(ep::attackerDamage())) {
        outcome.attackerDamage += m_cursor.capturedInt(1);
        return true;
    }
    return false;
}

// Effects around the target: damage beside it, healing for the attacker's allies, opportunity attacks.
bool EffectReader::takeNearbyEffect(AttackEffects& outcome)
{
    const bool takesForm = m_cursor.take(ep::nearbyDamage());
    if (takesForm || m_cursor.take(ep::nearbyDamageTo())) {
        // Captures: count and who, then the damage terms (in the order the phrase prints them).
        const int countGroup = takesForm ? 1 : 2;
        const QString who = m_cursor.captured(countGroup + 1).toLower();
        const bool creatures = who.startsWith(QLatin1String("creature"));
        NearbyDamage nearby;
        nearby.damage = damageParts(m_cursor.captured(takesForm ? 3 : 1));
        nearby.enemies = creatures || who.startsWith(QLatin1String("enem"));
        nearby.allies = creatures || who.contains(QLatin1String("all"));
        nearby.count =
            m_cursor.hasCaptured(countGroup) ? unitCount(m_cursor.captured(countGroup)) : std::nullopt;
        outcome.nearbyDamage.append(nearby);
        return true;
    }
    if (m_cursor.take(ep::allyHealing())) {
        // Captures: "this creature" too, count (none: each), adjacent, adjacent to whom, within, amount.
        AllyHealing healing;
        healing.count = m_cursor.hasCaptured(2) ? unitCount(m_cursor.captured(2)) : std::nullopt;
        healing.nearTarget = m_cursor.captured(4).compare(QLatin1String("target"), Qt::CaseInsensitive) == 0;
        if (m_cursor.hasCaptured(5))
            healing.within = m_cursor.capturedInt(5);
        else if (m_cursor.hasCaptured(3) || m_cursor.hasCaptured(4))
            healing.within = 1; // adjacent
        healing.amount = m_cursor.capturedInt(6);
        outcome.allyHealing.append(healing);
        if (m_cursor.hasCaptured(1))
            outcome.attackerHeals += healing.amount;
        return true;
    }
    if (m_cursor.take(ep::targetProvokes())) {
        outcome.targetProvokes = true;
        return true;
    }
    if (outcome.forced && m_cursor.take(ep::movementProvokes())) {
        outcome.forced->provokes = true;
        return true;
    }
    if (m_cursor.take(ep::afterAll())) {
        outcome.afterAllAttacks = true;
        return true;
    }
    return false;
}

// Riders on the attack itself that the cards print among its effects.
bool EffectReader::takeAttackRider()
{
    if (m_cursor.take(ep::ignores())) {
        if (m_cursor.captured(1).compare(QLatin1String("insubstantial"), Qt::CaseInsensitive) == 0)
            m_attack.ignoresInsubstantial = true;
        else
            m_attack.ignoresResist = true;
        return true;
    }
    if (m_cursor.take(ep::critical())) {
        m_attack.criticalFrom = m_cursor.capturedInt(1);
        return true;
    }
    if (m_cursor.take(ep::reroll())) {
        m_attack.rerollOnMiss = true;
        return true;
    }
    return false;
}

bool EffectReader::takeFollowUp()
{
    const qsizetype start = m_cursor.position();
    if (m_attack.followUp || !m_cursor.take(ep::followUp()))
        return false;
    const std::optional<AttackRoll> roll = takeAttackRoll(m_cursor);
    if (!roll) {
        m_cursor.setPosition(start);
        return false;
    }
    // Set before its effects are read, so a second "Followup:" inside them is not taken.
    m_attack.followUp = FollowUpAttack{roll->bonus, roll->defence, {}};
    AttackEffects onHit;
    EffectReader(m_cursor, m_attack).read(onHit);
    m_attack.followUp->onHit = onHit;
    return true;
}

// "…, does not provoke opportunity attacks; 15 fire damage": a header option printed among the
// effects, bare or in parentheses.
bool EffectReader::takeOptionPhrase()
{
    const qsizetype start = m_cursor.position();
    if (!m_cursor.take(ep::optionPhrase()))
        return false;
    // "… only" restricts who is targeted: among the effects it qualifies an effect instead, which
    // the header's reading would get wrong.
    const QString phrase = m_cursor.captured(1).trimmed();
    AttackPower candidate = m_attack;
    if (phrase.endsWith(QLatin1String(" only"), Qt::CaseInsensitive) ||
        !applyAttackOption(phrase, candidate)) {
        m_cursor.setPosition(start);
        return false;
    }
    m_attack = candidate;
    return true;
}

bool EffectReader::takeAttackOptions(const QString& inside)
{
    static const QRegularExpression separator(QStringLiteral("\\s*[,;]\\s*"));
    const QStringList options = inside.split(separator, Qt::SkipEmptyParts);
    AttackPower candidate = m_attack;
    for (const QString& option : options) {
        if (!applyAttackOption(option, candidate))
            return false;
    }
    if (options.isEmpty())
        return false;
    m_attack = candidate;
    return true;
}

bool EffectReader::takeFurtherAttack(AttackEffects& outcome)
{
    if (outcome.furtherAttack || !m_cursor.take(ep::furtherAttack()))
        return false;
    FurtherAttack further;
    further.basic = m_cursor.hasCaptured(2);
    further.power = m_cursor.captured(3);
    const QString target = m_cursor.captured(4).simplified().toLower();
    further.differentTarget = target == QLatin1String("a different target");
    further.sameTarget = !target.isEmpty() && !further.differentTarget; // the same one, that one
    if (m_cursor.hasCaptured(5)) {
        const bool once = m_cursor.captured(5).compare(QLatin1String("once"), Qt::CaseInsensitive) == 0;
        further.perTurn = once ? 1 : m_cursor.capturedInt(5);
        further.perTurnCountsFirst = !once;
    }
    outcome.furtherAttack = further;
    return true;
}

// "AND on a critical hit, target is Stunned": the rest of the sentence is the critical's extra.
bool EffectReader::takeCritical()
{
    if (!m_cursor.take(ep::onCritical()))
        return false;
    EffectReader(m_cursor, m_attack).read(m_attack.onCritical);
    return true;
}

// "…, Slowed (save ends) on miss", "… AND 10 ongoing damage on a critical hit": an item that names
// its outcome after it belongs to that outcome. The item ends at a comma, a semicolon, an "AND" or
// the sentence's end; a lower-case "and" joins it ("10 cold and Slowed on miss").
bool EffectReader::takeOutcomeSuffix(AttackEffects& outcome)
{
    const QString& text = m_cursor.text();
    const qsizetype start = m_cursor.position();
    qsizetype end = start;
    for (int depth = 0; end < text.size(); ++end) {
        const QChar c = text.at(end);
        depth += c == QLatin1Char('(') ? 1 : c == QLatin1Char(')') ? -1 : 0;
        if (depth == 0 && (c == QLatin1Char(',') || c == QLatin1Char(';') ||
                           QStringView(text).mid(end).startsWith(QLatin1String(" AND ")) ||
                           m_cursor.lookingAtFrom(end, pp::sentenceEnd())))
            break;
    }
    const QRegularExpressionMatch match = ep::outcomeSuffix().match(text.mid(start, end - start).trimmed());
    AttackEffects& suffixed = match.hasCaptured(2) ? m_attack.onMiss : m_attack.onCritical;
    if (!match.hasMatch() || &suffixed == &outcome)
        return false;
    TextCursor item(match.captured(1));
    EffectReader(item, m_attack).read(suffixed);
    m_cursor.setPosition(end);
    return true;
}

// "…; on miss, 10 poison damage": the rest of the sentence is the miss.
bool EffectReader::takeMissClause()
{
    if (!m_cursor.take(ep::onMiss()))
        return false;
    EffectReader(m_cursor, m_attack).read(m_attack.onMiss);
    return true;
}

} // namespace ddm
