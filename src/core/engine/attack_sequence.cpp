// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/attack_sequence.h"

#include "board/distance.h"
#include "combat/hit_points.h"
#include "engine/attack_effects.h"
#include "engine/battle_effects.h"
#include "engine/card_advantage.h"
#include "engine/card_modifiers.h"
#include "engine/champion_powers.h"
#include "engine/creature_rules.h"
#include "engine/sight_rules.h"
#include "engine/triggered_powers.h"

#include <algorithm>

namespace ddm {
namespace {

QString signedNumber(int value) { return value < 0 ? QString::number(value) : QStringLiteral("+%1").arg(value); }

// Hands resolveAttack a d20 already chosen (the higher of two, a reroll), then the stream's.
class ChosenRollDice final : public DiceSource {
public:
    ChosenRollDice(int chosen, DiceSource& rest)
        : m_chosen(chosen)
        , m_rest(rest)
    {
    }

protected:
    std::optional<int> produceD20() override
    {
        if (!m_used) {
            m_used = true;
            return m_chosen;
        }
        return m_rest.nextD20(RollPurpose::Concealment); // the only roll resolveAttack makes after the attack roll
    }

private:
    int m_chosen = 0;
    bool m_used = false;
    DiceSource& m_rest;
};

AttackSituation situationFor(ActionContext& context, const Strike& strike)
{
    const BattleView view = context.view();
    const Combatant& attacker = context.combatant(strike.attacker);
    const Combatant& target = context.combatant(strike.target);
    const CreatureState& from = context.creature(strike.attacker);
    const CreatureState& victim = context.creature(strike.target);
    const AttackPower& power = *strike.power;

    AttackSituation situation = attackSituationFor(power);
    if (power.bonusAgainstBloodied && isBloodied(victim.hitPoints))
        situation.bonus = *power.bonusAgainstBloodied; // the printed alternative, "instead"
    situation.defenceValue = currentDefence(target, victim, power.defence) +
                             (power.defence == Defence::AC ? strike.targetAcBonus : 0);
    if (const int attack = from.effects.statisticModifier(Statistic::Attack))
        situation.extraModifiers.append({attack, AttackModifierReason::Effect, QStringLiteral("803.5")});
    if (const int damage = from.effects.statisticModifier(Statistic::Damage))
        situation.extraDamage.append({damage, DamageType::Untyped, DamageBonusReason::Effect});
    int conceal = heldPower(target, victim, Statistic::Conceal);
    for (const SituationalPower& power : situationalPowersHeld(view, strike.target)) {
        if (power.kind == SituationalPower::Kind::Conceal)
            conceal = std::max(conceal, power.conceal); // the highest counts (706.2.b)
    }
    if (conceal > 0)
        situation.targetConceal = conceal;
    situation.charge = strike.charge;
    addAdvantageFacts(view, strike, situation);
    const CreatureAbilities& abilities = attacker.profile.abilities;
    situation.combatAdvantageBonus = abilities.combatAdvantageBonus;
    const bool ranged = power.kind == AttackKind::Ranged;
    situation.attackerIgnoresConceal =
        power.ignoresConceal || (ranged && abilities.rangedIgnoresConceal) ||
        (abilities.blindsight &&
         (!abilities.blindsightRange || withinDistance(context.map(), view.occupancy, from.space,
                                                       victim.space, *abilities.blindsightRange)));
    situation.attackerOnSacredCircle = occupiesTerrain(context.map(), from.space, Terrain::SacredCircle);
    situation.attackerOnBloodRock = occupiesTerrain(context.map(), from.space, Terrain::BloodRock);
    situation.attackerOnDangerousTerrain = occupiesTerrain(context.map(), from.space, Terrain::Dangerous);
    if (!abilities.sneakAttackMeleeOnly || power.kind == AttackKind::Melee)
        situation.sneakAttack = abilities.sneakAttack;
    // A big flier over another creature's space this moment is missing from the board's view, which
    // holds no overlaps: its own state says where it is.
    const Occupant* found = view.occupancy.find(victim.id);
    const bool helpless = victim.has(Condition::Helpless);
    Occupant occupant =
        found ? *found
              : Occupant{victim.id, victim.side, victim.space,
                         heldPower(target, victim, Statistic::Flight) > 0 && !helpless, helpless};
    if (strike.standIn)
        occupant.space = *strike.standIn; // 603.2.b
    situation.targetHasCover =
        !abilities.ignoresCoverWith(power.kind) &&
        (strike.originPoint
             ? coverFromPoint(context.map(), view.occupancy, *strike.originPoint, occupant).cover
             : coverAgainst(context.map(), view.occupancy, strike.cover, strike.coverOrigin, occupant,
                            from.side, abilities.enemiesGiveCoverTo(power.kind))
                   .cover);
    addCardModifiers(view, strike, situation);
    return situation;
}

// The attack roll: the higher of the power's d20s (two for "roll 2d20 and use the higher"), judged
// with resolveAttack, and once more on a miss when the power rerolls (802.3).
AttackResult rollAttack(ActionContext& context, const Strike& strike, const AttackSituation& situation, DiceSource& dice,
                        QList<DieRoll>& rolls)
{
    const RollNeeded needed{RollPurpose::Attack, strike.attacker, strike.label, strike.target};
    const int count = std::max(1, strike.power->attackRolls);
    const auto attempt = [&](int d20s) {
        if (!needsAttackRoll(situation))
            return resolveAttack(situation, dice);
        int best = 0;
        for (int i = 0; i < d20s; ++i) {
            const int roll = context.roll(dice, needed);
            rolls.append({roll, RollPurpose::Attack});
            best = std::max(best, roll);
        }
        ChosenRollDice chosen(best, dice);
        AttackResult result = resolveAttack(situation, chosen);
        if (result.conceal)
            rolls.append({result.conceal->roll, RollPurpose::Concealment});
        return result;
    };
    AttackResult result = attempt(count);
    if (!result.missingRoll && !result.hit && strike.power->rerollOnMiss && needsAttackRoll(situation)) {
        context.log(LogEvent::Attack, QStringLiteral("%1 misses with %2 and rerolls (%3)").arg(strike.attacker, strike.label, describeAttackRoll(result, situation.defence, situation.bonus)),
                    QStringLiteral("802.3"), strike.attacker, strike.target);
        result = attempt(1);
    }
    if (result.missingRoll)
        context.missingRoll({*result.missingRoll, needed.roller, needed.power, needed.target});
    return result;
}

// "This creature is invisible until after it attacks" (card text): its first attack is made unseen,
// as is the first one after a power made it invisible so.
void revealAfterAttacking(ActionContext& context, const QString& attacker)
{
    CreatureState& creature = context.creature(attacker);
    logEndings(context, attacker, creature.effects.attacked()); // "invisible until after it attacks"
    if (creature.hasAttacked)
        return;
    creature.hasAttacked = true;
    if (context.combatant(attacker).profile.abilities.invisibleUntilAttacks)
        context.log(LogEvent::ConditionEnded,
                    QStringLiteral("%1 has attacked and is no longer invisible")
                        .arg(creatureLabel(context, attacker)),
                    QStringLiteral("804.4.f"), attacker);
}

void logAttack(ActionContext& context, const Strike& strike, const AttackSituation& situation, const AttackResult& result,
               const QList<DieRoll>& rolls)
{
    context
        .log(LogEvent::Attack,
             QStringLiteral("%1 attacks %2 with %3: %4")
                 .arg(creatureLabel(context, strike.attacker), creatureLabel(context, strike.target),
                      strike.label, describeAttackRoll(result, situation.defence, situation.bonus)),
             result.rule, strike.attacker, strike.target, rolls)
        .outcome = result.critical ? AttackOutcome::Critical
                   : result.hit    ? AttackOutcome::Hit
                                   : AttackOutcome::Miss;
}

// An outcome clause as it applies now: nothing when the caller applies it after all attacks.
const AttackEffects& effectsNow(const Strike& strike, const AttackEffects& effects)
{
    static const AttackEffects none;
    return strike.deferAfterAll && effects.afterAllAttacks ? none : effects;
}

// The power's effects for the outcome (604.7, 604.8); bonus damage belongs to the hit's own damage.
void applyOutcome(ActionContext& context, const Strike& strike, const AttackResult& result, DiceSource& dice)
{
    const AttackPower& power = *strike.power;
    if (result.hit) {
        applyAttackEffects(context, strike, effectsNow(strike, power.onHit), DamageOrigin::AttackHit,
                           result.critical, result.damageBonuses, dice);
        const bool bonusUsed = !power.onHit.damage.isEmpty();
        if (result.critical)
            applyAttackEffects(context, strike, effectsNow(strike, power.onCritical), DamageOrigin::AttackHit,
                               true, {}, dice);
        applyAttackEffects(context, strike, effectsNow(strike, power.hitOrMiss), DamageOrigin::AttackHit,
                           false, bonusUsed ? QList<DamageBonus>{} : result.damageBonuses, dice);
    } else {
        applyAttackEffects(context, strike, effectsNow(strike, power.onMiss), DamageOrigin::AttackMiss, false,
                           {}, dice);
        applyAttackEffects(context, strike, effectsNow(strike, power.hitOrMiss), DamageOrigin::AttackMiss,
                           false, {}, dice);
    }
}

// Fire Shield (card text): a hit with the kind of attack the target answers costs the attacker that
// damage, while the target is in play and its special powers are not nullified (800.4.a).
void retaliate(ActionContext& context, const Strike& strike)
{
    const CreatureState& target = context.creature(strike.target);
    if (!target.inPlay())
        return;
    for (const Retaliation& retaliation : context.combatant(strike.target).profile.abilities.retaliations) {
        if (retaliation.attacks != strike.power->kind || !context.creature(strike.attacker).inPlay() ||
            nullifiedWhileInactive(retaliation, target))
            continue;
        dealDamage(context, strike.attacker, plainDamage(retaliation.amount, retaliation.damageType),
                   strike.target, QStringLiteral("hitting %1").arg(creatureLabel(context, strike.target)));
    }
}

// The attacks the target is immune to that this one is ("attacks with Gaze in their name"); empty
// when it is not immune to it.
QString immunityTo(const CreatureAbilities& target, const AttackPower& attack)
{
    if (target.immuneGaze && attack.name.contains(QLatin1String("gaze"), Qt::CaseInsensitive))
        return QStringLiteral("attacks with Gaze in their name");
    if (target.immuneAttacksAgainst == attack.defence)
        return QStringLiteral("attacks against %1").arg(defenceName(attack.defence));
    return {};
}

// "Blind: immune to attack actions with Gaze in their name", an Object's "immune to attacks which target
// Will": when the strike's target is immune to its attack, says so; the attack's effects on it are
// nullified (707.7.a).
bool nullifiedByImmunity(ActionContext& context, const Strike& strike)
{
    const QString immunity = immunityTo(context.combatant(strike.target).profile.abilities, *strike.power);
    if (immunity.isEmpty())
        return false;
    context.log(LogEvent::Attack,
                QStringLiteral("%1 is immune to %2: %3 has no effect on it")
                    .arg(creatureLabel(context, strike.target), immunity, strike.label),
                QStringLiteral("707.7.a"), strike.attacker, strike.target);
    return true;
}

// The powers answering a hit, before its damage (415.2.c): the target's first, which may make it a
// miss or lessen it, then redirects that give the hit to another creature (whose immunities and own
// answers then count instead), then the attacker's and its champions', whose bonuses and riders `own`
// keeps. False when the attack has no effect at all: the new target is immune to it (707.7.a).
bool answerHit(ActionContext& context, Strike& strike, AttackResult& result, HitAnswer& own, DiceSource& dice)
{
    DefenceAnswer defence = answerHitBy(context, strike, result.critical, dice);
    const QString first = strike.target;
    if (!defence.missesInstead)
        answerHitRedirects(context, strike, dice);
    if (strike.target != first) {
        endBonusesWhenAttacked(context, strike.target);
        if (nullifiedByImmunity(context, strike))
            return false;
        defence = answerHitBy(context, strike, result.critical, dice);
    }
    if (defence.missesInstead) {
        result.hit = false;
        result.critical = false;
        result.damageBonuses.clear();
        context
            .log(LogEvent::Attack,
                 QStringLiteral("%1's %2 misses %3 instead")
                     .arg(creatureLabel(context, strike.attacker), strike.label,
                          creatureLabel(context, strike.target)),
                 QStringLiteral("109.1"), strike.attacker, strike.target)
            .outcome = AttackOutcome::MissInstead;
        return true;
    }
    result.damageBonuses.append(defence.reductions);
    if (defence.normalHitInstead && result.critical) {
        result.critical = false;
        context.log(LogEvent::Attack,
                    QStringLiteral("%1's %2 is a normal hit on %3 instead of a critical")
                        .arg(creatureLabel(context, strike.attacker), strike.label,
                             creatureLabel(context, strike.target)),
                    QStringLiteral("109.1"), strike.attacker, strike.target);
    }
    // Fragile (card text): a critical hit destroys it, before the hit's damage.
    if (result.critical && context.combatant(strike.target).profile.abilities.destroyedByCritical &&
        context.creature(strike.target).inPlay() && !survivesDestruction(context, strike.target, false))
        destroy(context, strike.target, strike.attacker, QStringLiteral("109.1"),
                QStringLiteral("destroyed by a critical hit (card text)"));
    if (!context.creature(strike.attacker).inPlay())
        return true; // the target's answer destroyed it: its own and its champions' powers have no moment
    own = answerOwnHit(context, strike, result.critical, result.roll.natural);
    answerAllyHit(context, strike, own);
    result.damageBonuses.append(own.bonuses);
    return true;
}

// 604.7.b: the power's follow-up against the same target after the hit's damage, with the same
// modifiers (604.1.b).
void makeFollowUp(ActionContext& context, const Strike& strike, const AttackSituation& situation,
                  DiceSource& dice)
{
    const FollowUpAttack& followUp = *strike.power->followUp;
    AttackPower followUpPower = *strike.power;
    followUpPower.bonus = followUp.bonus;
    followUpPower.defence = followUp.defence;
    followUpPower.onHit = followUp.onHit;
    followUpPower.onMiss = {};
    followUpPower.hitOrMiss = {};
    followUpPower.onCritical = {};
    followUpPower.followUp.reset();
    followUpPower.attackRolls = 1;
    followUpPower.rerollOnMiss = false;
    Strike second = strike;
    second.power = &followUpPower;
    second.label = QStringLiteral("%1's follow-up").arg(strike.label);
    AttackSituation same = situation;
    same.defence = followUp.defence;
    same.bonus = followUp.bonus;
    same.automaticHit = false;
    same.defenceValue =
        currentDefence(context.combatant(strike.target), context.creature(strike.target), followUp.defence);
    same.targetConditions = effectiveConditions(context.creature(strike.target));
    QList<DieRoll> secondRolls;
    const AttackResult followUpResult = rollAttack(context, second, same, dice, secondRolls);
    logAttack(context, second, same, followUpResult, secondRolls);
    if (followUpResult.hit)
        applyAttackEffects(context, second, followUpPower.onHit, DamageOrigin::AttackHit,
                           followUpResult.critical, followUpResult.damageBonuses, dice);
}

void watchRecharges(ActionContext& context, const Strike& strike, bool hit)
{
    const AttackPower& power = *strike.power;
    if (hit) {
        recharge(context, strike.attacker, RechargeTrigger::AttackHits, power.index);
        recharge(context, strike.attacker,
                 power.kind == AttackKind::Melee ? RechargeTrigger::HitsWithMelee : RechargeTrigger::HitsWithRanged);
        if (context.combatant(strike.attacker).basicAttack == power.index)
            recharge(context, strike.attacker, RechargeTrigger::HitsWithBasic);
        recharge(context, strike.target, RechargeTrigger::HitByAttack);
        if (power.kind == AttackKind::Melee)
            recharge(context, strike.target, RechargeTrigger::HitByMelee);
    } else {
        recharge(context, strike.attacker, RechargeTrigger::AttackMisses, power.index);
        if (power.kind == AttackKind::Melee)
            recharge(context, strike.attacker, RechargeTrigger::MissesWithMelee);
        if (context.combatant(strike.attacker).basicAttack == power.index)
            recharge(context, strike.attacker, RechargeTrigger::MissesWithBasic);
        recharge(context, strike.target, RechargeTrigger::MissedByAttack);
        if (power.kind == AttackKind::Melee)
            recharge(context, strike.target, RechargeTrigger::MissedByMelee);
    }
}

// Why the attack no longer goes on once the powers answering the designation resolved (603.2): its
// target moved ("Teleport 6") out of its reach, range or sight, or, for a close or area attack, away
// from the space it was attacked in (the area was laid on that space; whether the new one lies in it
// too is not asked again). Empty when it goes on. A redirected attack goes on (603.2.b).
QString lostByAnswer(ActionContext& context, const Strike& designated, const Strike& strike,
                     const Space& aimedAt)
{
    if (strike.target != designated.target || context.creature(strike.target).space == aimedAt)
        return {};
    if (strike.power->kind != AttackKind::Melee && strike.power->kind != AttackKind::Ranged)
        return QStringLiteral("%1 has moved from where it was attacked: %2 has no effect on it")
            .arg(creatureLabel(context, strike.target), strike.label);
    if (const std::optional<TargetProblem> problem =
            singleTargetProblem(context.view(), strike.attacker, *strike.power, strike.target))
        return QStringLiteral("%1 after its move: %2 has no effect on it")
            .arg(problem->message, strike.label);
    return {};
}

} // namespace

QString describeAttackRoll(const AttackResult& result, Defence defence, int bonus)
{
    const AttackRoll& roll = result.roll;
    QString text;
    if (roll.natural) {
        text = QStringLiteral("d20 %1 %2").arg(*roll.natural).arg(signedNumber(bonus));
        for (const AttackModifier& modifier : roll.modifiers)
            text += QStringLiteral(" %1 %2 (%3)").arg(signedNumber(modifier.value), attackModifierKey(modifier.reason), modifier.rule);
        text += QStringLiteral(" = %1 vs %2 %3").arg(*roll.total).arg(defenceName(defence)).arg(roll.defenceValue);
    } else {
        text = QStringLiteral("no roll");
    }
    const QString outcome = roll.critical ? QStringLiteral("critical hit") : roll.hit ? QStringLiteral("hit") : QStringLiteral("miss");
    text += QStringLiteral(": %1 (%2)").arg(outcome, attackDecisionKey(roll.decidedBy));
    if (result.conceal) {
        text += QStringLiteral("; conceal %1 (%2): d20 %3, %4")
                    .arg(result.conceal->concealment.value)
                    .arg(concealSourceKey(result.conceal->concealment.source))
                    .arg(result.conceal->roll)
                    .arg(result.conceal->missed ? QStringLiteral("the hit becomes a miss") : QStringLiteral("still a hit"));
    }
    return text;
}

namespace {

// "+11 vs. AC OR +11 vs. Fortitude" (card text): the power against the defence its attacker declares,
// the one the designated target is easier to hit against then: the lower of the two once its bonuses
// (cards, auras) and the roll's modifiers that depend on the defence (cover, 611.1, counts against AC and
// Reflex only) are weighed. The acting player's choice, as 806.3.a gives one between damage types, and no
// player takes the harder; the one printed first on a tie.
std::optional<AttackPower> withDefenceChosen(ActionContext& context, const Strike& strike)
{
    const AttackPower& power = *strike.power;
    if (!power.alternativeDefence)
        return std::nullopt;
    AttackPower chosen = power;
    chosen.alternativeDefence.reset();
    AttackPower other = chosen;
    other.defence = *power.alternativeDefence;
    // The roll of the d20 that hits against the power's defence, all else equal.
    const auto rollNeeded = [&](const AttackPower& candidate) {
        Strike against = strike;
        against.power = &candidate;
        const AttackSituation situation = situationFor(context, against);
        int needed = situation.defenceValue;
        for (const AttackModifier& modifier : attackModifiers(situation))
            needed -= modifier.value;
        return needed;
    };
    if (rollNeeded(other) < rollNeeded(chosen))
        chosen.defence = other.defence;
    return chosen;
}

} // namespace

StrikeResult resolveStrike(ActionContext& context, const Strike& designated, DiceSource& dice)
{
    const ActionContext::StrikeScope scope(context, designated.attacker, designated.power->index);
    endBonusesWhenAttacked(context, designated.target);
    // 603.2: the target and its allies answer its designation first; a redirect gives the attack its
    // target.
    Strike strike = designated;
    const std::optional<AttackPower> chosenDefence = withDefenceChosen(context, strike);
    if (chosenDefence)
        strike.power = &*chosenDefence;
    const Space aimedAt = context.creature(designated.target).space;
    const DefenceAnswer targeted = answerTargeted(context, strike, dice);
    if (!context.creature(strike.attacker).inPlay() || !context.creature(strike.target).inPlay())
        return {.target = strike.target};
    if (strike.target != designated.target)
        endBonusesWhenAttacked(context, strike.target); // a redirect attacks its new target
    if (const QString lost = lostByAnswer(context, designated, strike, aimedAt); !lost.isEmpty()) {
        context.log(LogEvent::Attack, lost, QStringLiteral("603.2"), strike.attacker, strike.target);
        revealAfterAttacking(context, strike.attacker);
        return {.target = strike.target};
    }
    // An attack its target is immune to has no effect on it: no roll is made.
    if (nullifiedByImmunity(context, strike)) {
        revealAfterAttacking(context, strike.attacker);
        return {.target = strike.target};
    }
    AttackSituation situation = situationFor(context, strike);
    situation.defenceValue += targeted.defenceBonus;
    situation.extraDamage.append(targeted.reductions);
    QList<DieRoll> rolls;
    AttackResult result; // a miss unless rolled
    QList<const AttackEffects*> declaredRiders; // "if that attack hits, …" (card text)
    if (targeted.missesInstead) {
        // "That attack misses": no roll, and everything a miss brings follows.
        context
            .log(LogEvent::Attack,
                 QStringLiteral("%1 misses %2 instead")
                     .arg(strike.label, creatureLabel(context, strike.target)),
                 QStringLiteral("603.2"), strike.attacker, strike.target)
            .outcome = AttackOutcome::Miss;
    } else {
        declaredRiders = answerDeclaredAttack(context, strike, situation);
        result = rollAttack(context, strike, situation, dice, rolls);
        if (!rolls.isEmpty())
            context.state().activityThisRound = true; // 103.3.c: an attack roll
        logAttack(context, strike, situation, result, rolls);
    }
    revealAfterAttacking(context, strike.attacker);
    HitAnswer own; // 415.2.c: powers answering the hit, before its damage
    if (result.hit && !answerHit(context, strike, result, own, dice))
        return {.rolled = !rolls.isEmpty(), .target = strike.target}; // a redirect onto an immune creature
    applyOutcome(context, strike, result, dice);
    if (result.hit)
        own.riders.append(declaredRiders);
    for (const AttackEffects* rider : std::as_const(own.riders)) {
        if (context.creature(strike.target).inPlay())
            applyAttackEffects(context, strike, *rider, DamageOrigin::AttackHit, false, {}, dice);
    }
    if (result.hit)
        retaliate(context, strike);
    watchRecharges(context, strike, result.hit);
    if (!result.hit)
        answerMiss(context, strike, dice);
    if (result.hit && strike.power->followUp && context.creature(strike.target).inPlay() &&
        context.creature(strike.attacker).inPlay())
        makeFollowUp(context, strike, situation, dice);
    answerAttackedBy(context, strike, result.hit, dice);
    answerAttackResolved(context, strike, own);
    return {!rolls.isEmpty(), result.hit, result.critical, strike.target};
}

} // namespace ddm
