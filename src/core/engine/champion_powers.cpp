// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/champion_powers.h"

#include "board/distance.h"
#include "combat/condition_effects.h"
#include "combat/hit_points.h"
#include "engine/attack_targets.h"
#include "engine/battle_effects.h"
#include "engine/creature_rules.h"
#include "engine/group_membership.h"

namespace ddm {
namespace {

// Whether the power answers this hit: by one of the creatures it names, of the kind it names,
// against the target it names.
bool answersHit(ActionContext& context, const ChampionPower& power, const QString& champion,
                const Strike& strike)
{
    const HitFilter& hit = power.hit;
    return inGroup(context, power.recipients, champion, strike.attacker) &&
           (!hit.adjacent ||
            areAdjacent(context.creature(champion).space, context.creature(strike.attacker).space)) &&
           (!hit.attacks || strike.power->kind == *hit.attacks) &&
           (!hit.opportunityAttack || strike.opportunity) &&
           (hit.target == TargetRestrictions{} ||
            !restrictionProblem(context.view(), strike.attacker, hit.target, QString(), strike.target));
}

// Its bonuses go to each creature it names now (a later arrival gets none: the effect resolved with
// those in play), once per power (706.2.a).
void grantBonuses(ActionContext& context, const ChampionPower& power, const QString& champion)
{
    QStringList reached;
    for (const QString& id : context.creaturesInPlay()) {
        if (!inGroup(context, power.recipients, champion, id))
            continue;
        CreatureState& creature = context.creature(id);
        if (creature.holdsGrantedFrom(power.text))
            continue;
        for (const StaticModifier& bonus : power.bonuses)
            creature.granted.append({bonus, power.text, power.lasts, QString()});
        reached.append(id);
    }
    context.log(LogEvent::PowerUsed,
                reached.isEmpty()
                    ? QStringLiteral("no creature gains its bonuses")
                    : QStringLiteral("%1 gain(s) its bonuses until end of %2")
                          .arg(reached.join(QStringLiteral(", ")), power.lasts == EffectDuration::Permanent
                                                                       ? QStringLiteral("battle")
                                                                       : QStringLiteral("round")),
                reached.isEmpty() ? QStringLiteral("109.3") : QStringLiteral("706.2.a"), champion);
}

// Each creature it names now heals (808).
void healRecipients(ActionContext& context, const ChampionPower& power, const QString& champion)
{
    bool anyone = false;
    for (const QString& id : context.creaturesInPlay()) {
        if (!inGroup(context, power.recipients, champion, id))
            continue;
        healCreature(context, id, power.heals, QStringLiteral("champion power %1").arg(power.number),
                     champion);
        anyone = true;
    }
    if (!anyone)
        context.log(LogEvent::PowerUsed, QStringLiteral("no creature it names is in play to heal"),
                    QStringLiteral("109.3"), champion);
}

// Whether the champion uses the power at this moment: when a response names it (refused when the
// rules forbid it now); otherwise it is offered if it could be used.
bool takeChampionMoment(ActionContext& context, const ChampionPower& power, const QString& id,
                        const ResponseOffer& offer, const QString& what)
{
    const std::optional<QString> problem = championPowerUnavailable(context, power, id);
    const std::optional<qsizetype> response = context.takeResponse(id, championUseName(power));
    if (response && problem)
        ActionContext::illegal(QStringLiteral("responses[%1]: %2").arg(*response).arg(*problem),
                               QStringLiteral("703.6"));
    if (problem)
        return false;
    if (!response) {
        context.offer(offer);
        return false;
    }
    spendChampionUse(context, power, id, what, offer.other);
    return true;
}

// Uses the champion's powers of this timing (the start of a round or of its turn) when a response
// names them: their healing or their bonuses, each once at that moment (301.3, 703.6.a). Returns the
// extra initiative d20s they give its side this round.
int useAtMoment(ActionContext& context, const QString& id, ChampionTiming timing)
{
    const bool round = timing == ChampionTiming::StartOfRound;
    int extraDice = 0;
    for (const ChampionPower& power : context.combatant(id).profile.champion) {
        if (power.timing != timing)
            continue;
        const ResponseOffer offer{.actor = id,
                                  .power = championUseName(power),
                                  .event = round ? TriggerEvent::StartOfRound : TriggerEvent::StartOfOwnTurn,
                                  .text = power.text,
                                  .championPower = power.number};
        if (!takeChampionMoment(context, power, id, offer, power.text))
            continue;
        if (power.heals > 0)
            healRecipients(context, power, id);
        else if (power.extraInitiativeDice > 0)
            extraDice += power.extraInitiativeDice;
        else
            grantBonuses(context, power, id);
        if (const std::optional<qsizetype> again = context.takeResponse(id, championUseName(power)))
            ActionContext::illegal(QStringLiteral("responses[%1]: %2 uses champion power %3 once at %4")
                                       .arg(*again)
                                       .arg(creatureLabel(context, id))
                                       .arg(power.number)
                                       .arg(round ? QStringLiteral("the start of a round")
                                                  : QStringLiteral("the start of its turn")),
                                   round ? QStringLiteral("301.3") : QStringLiteral("703.6.a"));
    }
    return extraDice;
}

} // namespace

std::optional<QString> championPowerUnavailable(ActionContext& context, const ChampionPower& power,
                                                const QString& id)
{
    const CreatureState& champion = context.creature(id);
    const QString who = creatureLabel(context, champion.id);
    if (const auto cause = restrictionCause(effectiveConditions(champion), ConditionRestriction::Inactive))
        return QStringLiteral("%1 is %2 and uses no champion power (703.2)")
            .arg(who, conditionName(cause->cause));
    if (champion.championUses <= 0)
        return QStringLiteral("%1 has no Champion Power Use left (216.2)").arg(who);
    if (champion.championPowersUsed.contains(power.number))
        return QStringLiteral(
                   "%1 has used champion power %2 already this turn or start of round (703.6.a, 301.3)")
            .arg(who)
            .arg(power.number);
    return std::nullopt;
}

void spendChampionUse(ActionContext& context, const ChampionPower& power, const QString& id,
                      const QString& what, const QString& other)
{
    CreatureState& champion = context.creature(id);
    champion.championUses -= 1;
    champion.championPowersUsed.append(power.number);
    context.log(LogEvent::PowerUsed,
                QStringLiteral("%1 uses champion power %2 (%3 use(s) left): %4")
                    .arg(creatureLabel(context, id))
                    .arg(power.number)
                    .arg(champion.championUses)
                    .arg(what),
                QStringLiteral("703.6"), id, other);
}

QString championUseName(const ChampionPower& power)
{
    return QStringLiteral("champion %1").arg(power.number);
}

QStringList championUseNames(const Combatant& combatant)
{
    QStringList names;
    for (const ChampionPower& power : combatant.profile.champion)
        names.append(championUseName(power));
    return names;
}

std::array<int, 2> useStartOfRoundPowers(ActionContext& context)
{
    std::array<int, 2> extraDice{0, 0};
    for (const QString& id : context.creaturesInPlay())
        extraDice[sideIndex(context.creature(id).side)] +=
            useAtMoment(context, id, ChampionTiming::StartOfRound);
    return extraDice;
}

void useStartOfTurnPowers(ActionContext& context, const QString& id)
{
    useAtMoment(context, id, ChampionTiming::StartOfOwnTurn);
}

// What the power does to the hit, as the log says it.
QString hitAnswerText(const ChampionPower& power, const Strike& strike)
{
    if (power.healsHitter > 0)
        return QStringLiteral("%1 heals %2 HP").arg(strike.attacker).arg(power.healsHitter);
    if (power.extraDamage.amount == 0)
        return QStringLiteral("its effect on %1's hit").arg(strike.attacker);
    return QStringLiteral("+%1 %2damage on %3's hit")
        .arg(power.extraDamage.amount)
        .arg(power.extraDamage.type == DamageType::Untyped
                 ? QString()
                 : damageTypeName(power.extraDamage.type).toLower() + QLatin1Char(' '))
        .arg(strike.attacker);
}

void answerAllyHit(ActionContext& context, const Strike& strike, HitAnswer& answer)
{
    // Every hit asks: the champions are looked for without building a list of ids.
    for (qsizetype i = 0; i < context.state().creatures.size(); ++i) {
        const QString id = context.state().creatures.at(i).id;
        const QList<ChampionPower>& powers = context.combatant(id).profile.champion;
        if (powers.isEmpty() || !context.creature(id).inPlay())
            continue;
        for (const ChampionPower& power : powers) {
            if (power.timing != ChampionTiming::AllyHits || !answersHit(context, power, id, strike))
                continue;
            const ResponseOffer offer{.actor = id,
                                      .power = championUseName(power),
                                      .event = TriggerEvent::AllyHits,
                                      .other = strike.attacker,
                                      .target = strike.target,
                                      .text = power.text,
                                      .championPower = power.number};
            if (!takeChampionMoment(context, power, id, offer, hitAnswerText(power, strike)))
                continue;
            if (power.extraDamage.amount > 0)
                answer.bonuses.append(
                    {power.extraDamage.amount, power.extraDamage.type, DamageBonusReason::Effect});
            if (!power.rider.isEmpty())
                answer.riders.append(&power.rider);
            if (power.healsHitter > 0)
                healCreature(context, strike.attacker, power.healsHitter,
                             QStringLiteral("champion power %1").arg(power.number), id);
        }
    }
}

void answerDamageTakenByChampions(ActionContext& context, const QString& id, const QList<DamageType>& types)
{
    for (qsizetype i = 0; i < context.state().creatures.size(); ++i) {
        const QString champion = context.state().creatures.at(i).id;
        const QList<ChampionPower>& powers = context.combatant(champion).profile.champion;
        if (powers.isEmpty() || !context.creature(champion).inPlay())
            continue;
        for (const ChampionPower& power : powers) {
            if (power.timing != ChampionTiming::EnemyTakesDamage || !types.contains(power.damageTaken) ||
                (!power.anyCreature && !context.areEnemies(champion, id)) || !context.creature(id).inPlay())
                continue;
            const ResponseOffer offer{.actor = champion,
                                      .power = championUseName(power),
                                      .event = TriggerEvent::TakesDamage,
                                      .other = id,
                                      .text = power.text,
                                      .championPower = power.number};
            if (!takeChampionMoment(
                    context, power, champion, offer,
                    QStringLiteral("%1 took %2 damage")
                        .arg(creatureLabel(context, id), damageTypeName(power.damageTaken).toLower())))
                continue;
            applyConditions(context, id, power.rider.conditions, power.rider.ongoing, champion,
                            power.rider.modifiers);
        }
    }
}

void endGrantedModifiers(ActionContext& context, const QString& id, EffectDuration until)
{
    CreatureState& creature = context.creature(id);
    if (creature.granted.removeIf(
            [until](const GrantedModifier& granted) { return granted.until == until; }) == 0)
        return;
    const bool round = until == EffectDuration::EndOfRound;
    context.log(
        LogEvent::ConditionEnded,
        QStringLiteral("%1's bonuses until end of %2 end")
            .arg(creatureLabel(context, id), round ? QStringLiteral("round") : QStringLiteral("turn")),
        round ? QStringLiteral("305.1") : effectDurationRule(until), id);
}

} // namespace ddm
