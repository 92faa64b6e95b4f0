#include "engine/attack_effects.h"

#include "board/distance.h"
#include "combat/hit_points.h"
#include "engine/attack_targets.h"
#include "engine/battle_effects.h"
#include "engine/creature_rules.h"
#include "engine/forced_moves.h"

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
    input.bonuses = bonuses;
    input.attackerEnervated = context.creature(strike.attacker).has(Condition::Enervated);
    input.ignoresInsubstantial = strike.power->ignoresInsubstantial;
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
        resolveForcedMovement(context, strike.attacker, strike.attacker, *effects.attackerMove, strike.power, dice);
    if (attacker.inPlay() && effects.attackerHeals > 0) {
        const Healing healing = heal(attacker.hitPoints, effects.attackerHeals);
        attacker.hitPoints = healing.after;
        context.log(LogEvent::Damage,
                    healing.nullified ? QStringLiteral("%1 is not damaged: the healing does nothing").arg(creatureLabel(context, strike.attacker))
                                      : QStringLiteral("%1 heals %2 HP: %3 HP").arg(creatureLabel(context, strike.attacker)).arg(healing.healed).arg(healing.after.current),
                    healing.rule, strike.attacker);
    }
    if (attacker.inPlay() && effects.attackerDamage > 0)
        dealDamage(context, strike.attacker, plainDamage(effects.attackerDamage), {}, QStringLiteral("%1 (its own cost)").arg(strike.label));
    if (attacker.inPlay()) {
        applyConditions(context, strike.attacker, effects.attackerConditions, {}, strike.attacker, effects.attackerModifiers);
    }
}

} // namespace

void applyAttackEffects(ActionContext& context, const Strike& strike, const AttackEffects& effects, DamageOrigin origin,
                        bool critical, const QList<DamageBonus>& bonuses, DiceSource& dice)
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
    if (effects.forced && targetInPlay())
        resolveForcedMovement(context, strike.attacker, strike.target, *effects.forced, strike.power, dice);
    affectAttacker(context, strike, effects, dice);
}

} // namespace ddm
