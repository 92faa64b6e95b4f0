// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/attack_effects.h"

#include "board/distance.h"
#include "combat/hit_points.h"
#include "engine/ally_healing.h"
#include "engine/attack_targets.h"
#include "engine/battle_effects.h"
#include "engine/creature_rules.h"
#include "engine/forced_moves.h"
#include "engine/further_attacks.h"
#include "engine/opportunity_attacks.h"

#include <algorithm>

namespace ddm {
namespace {

// 806.3.a: the attacker picks the type of a part printed with alternatives; the engine picks the
// one that hurts the target most, and says so.
QList<DamagePart> chooseDamageTypes(ActionContext& context, const Strike& strike, QList<DamagePart> parts)
{
    const CreatureAbilities& target = context.combatant(strike.target).profile.abilities;
    for (DamagePart& part : parts) {
        if (part.alternatives.isEmpty())
            continue;
        QList<DamageType> choices = part.alternatives;
        choices.prepend(part.type);
        DamageType best = part.type;
        int bestAmount = -1;
        for (const DamageType type : choices) {
            DamagePart single;
            single.amount = part.amount;
            single.type = type;
            DamageInput input;
            input.parts = {single};
            const int amount = calculateDamage(input, target).amount;
            if (amount > bestAmount) {
                best = type;
                bestAmount = amount;
            }
        }
        part.type = best;
        part.alternatives.clear();
        context.log(LogEvent::Damage,
                    QStringLiteral("%1 chooses %2 damage for %3").arg(strike.attacker, damageTypeName(best).toLower(), strike.label),
                    QStringLiteral("806.3.a"), strike.attacker, strike.target);
    }
    return parts;
}

void damageTarget(ActionContext& context, const Strike& strike, const AttackEffects& effects, DamageOrigin origin,
                  bool critical, const QList<DamageBonus>& bonuses, DiceSource& dice)
{
    DamageInput input;
    input.parts = chooseDamageTypes(context, strike, effects.damage);
    input.origin = origin;
    input.critical = critical;
    const CreatureAbilities& attacker = context.combatant(strike.attacker).profile.abilities;
    if (!attacker.criticalMultipleKind || attacker.criticalMultipleKind == strike.power->kind)
        input.criticalMultiple = attacker.criticalMultiple;
    input.bonuses = bonuses;
    input.attackerEnervated = context.creature(strike.attacker).has(Condition::Enervated);
    input.ignoresInsubstantial = strike.power->ignoresInsubstantial;
    input.attackKind = strike.power->kind;
    const DamageResult damage = dealDamage(context, strike.target, input, strike.attacker, strike.label, strike.power->ignoresResist);
    const CreatureState& target = context.creature(strike.target);
    if (damage.amount > 0 && target.inPlay() && strike.power->kind == AttackKind::Melee
        && occupiesTerrain(context.map(), target.space, Terrain::Slippery))
        resolveForcedMovement(context, strike.attacker, strike.target, slipperyPush(), strike.power, dice); // 1017.2
}

void conditionTarget(ActionContext& context, const Strike& strike, const AttackEffects& effects)
{
    if (effects.conditions.isEmpty() && effects.ongoing.isEmpty() && effects.modifiers.isEmpty())
        return;
    const QSet<EffectKeyword> immune = context.combatant(strike.target).profile.abilities.immuneEffects;
    const auto blocked = std::find_if(strike.power->keywords.cbegin(), strike.power->keywords.cend(),
                                      [&](EffectKeyword keyword) { return immune.contains(keyword); });
    if (blocked != strike.power->keywords.cend()) {
        context.log(LogEvent::ConditionAdded,
                    QStringLiteral("%1 is immune to %2 effects").arg(creatureLabel(context, strike.target), effectKeywordName(*blocked)),
                    QStringLiteral("707.7.a"), strike.target, strike.attacker);
        return;
    }
    QList<ConditionEffect> conditions;
    for (const ConditionEffect& condition : effects.conditions) {
        if (condition.onlyIf) {
            const std::optional<TargetProblem> problem =
                restrictionProblem(context.view(), strike.attacker, *condition.onlyIf, strike.label, strike.target);
            if (problem) {
                context.log(LogEvent::ConditionAdded,
                            QStringLiteral("%1 does not become %2: %3").arg(creatureLabel(context, strike.target), conditionName(condition.condition), problem->message),
                            QStringLiteral("109.1"), strike.target, strike.attacker);
                continue;
            }
        }
        conditions.append(condition);
    }
    applyConditions(context, strike.target, conditions, effects.ongoing, strike.attacker, effects.modifiers);
}

void damageNearby(ActionContext& context, const Strike& strike, const NearbyDamage& nearby)
{
    const Space around = context.creature(strike.target).space;
    QStringList hit;
    for (const QString& id : context.creaturesInPlay()) {
        if (id == strike.target || !areAdjacent(context.creature(id).space, around))
            continue;
        const bool enemy = context.areEnemies(strike.attacker, id);
        if ((enemy && nearby.enemies) || (!enemy && nearby.allies && id != strike.attacker))
            hit.append(id);
    }
    if (nearby.count && hit.size() > *nearby.count)
        ActionContext::refuse(ActionErrorKind::ByHand,
                              QStringLiteral("%1 damages %2 of the creatures next to %3 (%4): choosing them is not run by the engine, resolve by hand")
                                  .arg(strike.label)
                                  .arg(*nearby.count)
                                  .arg(strike.target, hit.join(QStringLiteral(", "))));
    for (const QString& id : hit) {
        DamageInput input;
        input.parts = nearby.damage;
        input.origin = DamageOrigin::Other;
        dealDamage(context, id, input, strike.attacker, QStringLiteral("%1 (next to %2)").arg(strike.label, strike.target));
    }
}

void affectAttacker(ActionContext& context, const Strike& strike, const AttackEffects& effects, DiceSource& dice)
{
    CreatureState& attacker = context.creature(strike.attacker);
    if (attacker.inPlay() && effects.attackerMove)
        resolveForcedMovement(context, strike.attacker, strike.attacker, *effects.attackerMove, strike.power, dice, strike.target);
    if (attacker.inPlay() && effects.attackerHeals > 0)
        healCreature(context, strike.attacker, effects.attackerHeals, QString(), strike.attacker);
    if (attacker.inPlay() && effects.attackerDamage > 0)
        dealDamage(context, strike.attacker, plainDamage(effects.attackerDamage), {}, QStringLiteral("%1 (its own cost)").arg(strike.label));
    if (attacker.inPlay()) {
        applyConditions(context, strike.attacker, effects.attackerConditions, {}, strike.attacker, effects.attackerModifiers);
    }
    for (const AllyHealing& healing : effects.allyHealing) {
        if (!healing.nearTarget && attacker.inPlay())
            healAllies(context, strike, healing);
    }
}

// 612.1: "target provokes opportunity attacks": the attacker's side strikes with the reactions
// the action aims at the target.
void provokeFromTarget(ActionContext& context, const Strike& strike)
{
    context.log(LogEvent::OpportunityAttack,
                QStringLiteral("%1 provokes opportunity attacks (%2)")
                    .arg(creatureLabel(context, strike.target), strike.label),
                QStringLiteral("612.1"), strike.target, strike.attacker);
    OpportunityAttacks provoked(context, strike.target);
    provoked.provokeInPlace(QStringLiteral("612.1"));
}

// The parts of an outcome clause that act on the target (or around it).
void affectTarget(ActionContext& context, const Strike& strike, const AttackEffects& effects,
                  DamageOrigin origin, bool critical, const QList<DamageBonus>& bonuses, DiceSource& dice)
{
    const auto targetInPlay = [&] { return context.creature(strike.target).inPlay(); };
    if (!effects.damage.isEmpty() && targetInPlay())
        damageTarget(context, strike, effects, origin, critical, bonuses, dice);
    if (targetInPlay())
        conditionTarget(context, strike, effects);
    if (targetInPlay()) {
        for (const NearbyDamage& nearby : effects.nearbyDamage)
            damageNearby(context, strike, nearby);
    }
    for (const AllyHealing& healing : effects.allyHealing) {
        if (healing.nearTarget && targetInPlay())
            healAllies(context, strike, healing);
    }
    if (effects.targetProvokes && targetInPlay())
        provokeFromTarget(context, strike);
    if (effects.forced && targetInPlay())
        resolveForcedMovement(context, strike.attacker, strike.target, *effects.forced, strike.power, dice);
}

// The "after all attacks" clauses among the power's outcomes for a target that was hit or missed.
QList<const AttackEffects*> afterAllClauses(const AttackPower& power, bool hit)
{
    QList<const AttackEffects*> clauses;
    for (const AttackEffects* effects : {hit ? &power.onHit : &power.onMiss, &power.hitOrMiss}) {
        if (effects->afterAllAttacks)
            clauses.append(effects);
    }
    return clauses;
}

} // namespace

void applyAttackEffects(ActionContext& context, const Strike& strike, const AttackEffects& effects,
                        DamageOrigin origin, bool critical, const QList<DamageBonus>& bonuses,
                        DiceSource& dice)
{
    affectTarget(context, strike, effects, origin, critical, bonuses, dice);
    affectAttacker(context, strike, effects, dice);
    if (effects.furtherAttack && context.creature(strike.attacker).inPlay())
        makeFurtherAttack(context, strike, *effects.furtherAttack, dice);
}

void applyAfterAllAttacks(ActionContext& context, const QString& attacker, const AttackPower& power,
                          const QList<StrikeRecord>& records, DiceSource& dice)
{
    if (records.isEmpty() || !context.creature(attacker).inPlay())
        return; // no attack was made: nothing was hit or missed
    // Each target once, as hit when any attack on it hit ("push each target after all attacks").
    QStringList targets;
    QSet<QString> hit;
    for (const StrikeRecord& record : records) {
        if (!targets.contains(record.target))
            targets.append(record.target);
        if (record.result.hit)
            hit.insert(record.target);
    }
    QList<const AttackEffects*> clauses;
    for (const QString& target : targets) {
        for (const AttackEffects* effects : afterAllClauses(power, hit.contains(target))) {
            if (!clauses.contains(effects))
                clauses.append(effects);
        }
    }
    if (clauses.isEmpty())
        return;
    context.log(LogEvent::Attack,
                QStringLiteral("%1's %2: what follows all its attacks")
                    .arg(creatureLabel(context, attacker), power.name),
                QStringLiteral("605.1"), attacker);
    const auto strikeOn = [&](const QString& target) {
        return Strike{attacker, &power,    target, CoverMethod::Melee, context.creature(attacker).space,
                      false,    power.name};
    };
    for (const QString& target : targets) {
        const bool wasHit = hit.contains(target);
        for (const AttackEffects* effects : afterAllClauses(power, wasHit)) {
            if (context.creature(target).inPlay())
                affectTarget(context, strikeOn(target), *effects,
                             wasHit ? DamageOrigin::AttackHit : DamageOrigin::AttackMiss, false, {}, dice);
        }
    }
    // What the attacker itself does happens once, however many targets there were.
    for (const AttackEffects* effects : clauses) {
        if (context.creature(attacker).inPlay())
            affectAttacker(context, strikeOn(targets.first()), *effects, dice);
    }
}

} // namespace ddm
