#include "engine/attack_action.h"

#include "combat/condition_effects.h"
#include "combat/hit_points.h"
#include "engine/attack_sequence.h"
#include "engine/attack_support.h"
#include "engine/attack_targets.h"
#include "engine/battle_effects.h"
#include "engine/creature_rules.h"
#include "engine/opportunity_attacks.h"
#include "engine/template_area.h"
#include "engine/turn_actions.h"

#include <algorithm>

namespace ddm {
namespace {

[[noreturn]] void byHand(ActionContext& context, const AttackPower& power, const QString& why)
{
    ActionContext::refuse(ActionErrorKind::ByHand,
                          QStringLiteral("%1's %2 (attack %3) %4: resolve by hand")
                              .arg(creatureLabel(context, context.action().actor), power.name)
                              .arg(power.index)
                              .arg(why));
}

void checkPowerUse(ActionContext& context, const AttackPower& power)
{
    const QString& id = context.action().actor;
    const Combatant& combatant = context.combatant(id);
    const CreatureState& creature = context.creature(id);
    const QString who = creatureLabel(context, id);
    if (!power.understood())
        byHand(context, power, QStringLiteral("has text the engine cannot read (\"%1\")").arg(power.leftovers.join(QStringLiteral("\", \""))));
    if (const QStringList gaps = unsupportedFeatures(power); !gaps.isEmpty())
        byHand(context, power, QStringLiteral("needs what the engine does not run: %1").arg(gaps.join(QStringLiteral("; "))));
    const QString card = QStringLiteral("109.1"); // the card's own restriction
    if (power.chargeOnly)
        ActionContext::illegal(QStringLiteral("%1's %2 is used only as part of a charge").arg(who, power.name), card);
    if (power.onlyWhileBloodied && !isBloodied(creature.hitPoints))
        ActionContext::illegal(QStringLiteral("%1's %2 is used only while it is bloodied").arg(who, power.name), card);
    if (power.onlyWhileNotBloodied && isBloodied(creature.hitPoints))
        ActionContext::illegal(QStringLiteral("%1's %2 is used only while it is not bloodied").arg(who, power.name), card);
    if (power.onlyWhileDamaged && !isDamaged(creature.hitPoints))
        ActionContext::illegal(QStringLiteral("%1's %2 is used only while it is damaged").arg(who, power.name), card);
    if (const auto cause = restrictionCause(effectiveConditions(creature), ConditionRestriction::BasicAttacksOnly);
        cause && combatant.basicAttack != power.index)
        ActionContext::illegal(QStringLiteral("%1 is %2 and can only make basic attacks").arg(who, conditionName(cause->cause)), cause->rule);
    if (power.useLimit && creature.usesSpent.value(power.index) >= *power.useLimit)
        ActionContext::illegal(QStringLiteral("%1 has no use of %2 left").arg(who, power.name), QStringLiteral("701.2"));
    if (power.perTurnLimit && context.state().turn->usesThisTurn.value(power.index) >= *power.perTurnLimit)
        ActionContext::illegal(QStringLiteral("%1 has used %2 as often as it may this turn").arg(who, power.name), card);
}

void markUse(ActionContext& context, const AttackPower& power)
{
    const QString& id = context.action().actor;
    context.state().turn->usesThisTurn[power.index] += 1;
    context.state().turn->attacked = true;
    if (power.recharge && !rechargeIsWatched(*power.recharge))
        context.log(LogEvent::Attack,
                    QStringLiteral("%1's %2 recharges %3: the engine does not watch for that, recharge it by hand")
                        .arg(creatureLabel(context, id), power.name, rechargeTriggerName(*power.recharge)),
                    QStringLiteral("703.5.a"), id);
    if (!power.useLimit)
        return;
    CreatureState& creature = context.creature(id);
    creature.usesSpent[power.index] += 1;
    context.log(LogEvent::Attack,
                QStringLiteral("%1 marks off a use of %2 (%3 of %4 used)")
                    .arg(creatureLabel(context, id), power.name)
                    .arg(creature.usesSpent.value(power.index))
                    .arg(*power.useLimit),
                QStringLiteral("406.2"), id);
}

// The power whose roll and effects each attack uses: the power itself, or the attack it makes
// ("Make 2 {b} attacks", "Make 2 Claw attacks").
const AttackPower& madePower(ActionContext& context, const AttackPower& power)
{
    const Combatant& combatant = context.combatant(context.action().actor);
    const AttackPower* made = &power;
    if (power.basicAttacks) {
        made = combatant.basicAttack ? combatant.attack(*combatant.basicAttack) : nullptr;
        if (!made)
            ActionContext::illegal(QStringLiteral("%1 has no basic melee attack to make").arg(creatureLabel(context, combatant.id)),
                                   QStringLiteral("212.2.a"));
    } else if (!power.madeAttack.isEmpty()) {
        const std::optional<int> index = combatant.attackNamed(power.madeAttack);
        made = index ? combatant.attack(*index) : nullptr;
        if (!made)
            byHand(context, power, QStringLiteral("makes %1 attacks, which the card does not have").arg(power.madeAttack));
    }
    if (made != &power && (!made->understood() || !unsupportedFeatures(*made).isEmpty()))
        byHand(context, power, QStringLiteral("makes %1 attacks, which the engine cannot run").arg(made->name));
    return *made;
}

QStringList singleTargets(ActionContext& context, const AttackPower& power)
{
    const Action& action = context.action();
    if (power.targets.each != TargetRestrictions::Each::None) {
        QStringList each = eachTargets(context.view(), action.actor, power);
        QStringList declared = action.targets;
        QStringList sorted = each;
        declared.sort();
        sorted.sort();
        if (!action.targets.isEmpty() && declared != sorted)
            ActionContext::illegal(QStringLiteral("%1 attacks every such enemy: %2").arg(power.name, each.isEmpty() ? QStringLiteral("none") : each.join(QStringLiteral(", "))),
                                   QStringLiteral("109.1"));
        return each;
    }
    QStringList targets = action.targets;
    if (targets.size() == 1 && power.attackCount > 1 && !power.differentTargets) {
        while (targets.size() < power.attackCount)
            targets.append(targets.first());
    }
    const bool countOk = power.fewerAttacksAllowed ? !targets.isEmpty() && targets.size() <= power.attackCount
                                                   : targets.size() == power.attackCount;
    if (!countOk)
        ActionContext::refuse(ActionErrorKind::BadInput,
                              QStringLiteral("%1 makes %2 attack(s): give one target, or one per attack").arg(power.name).arg(power.attackCount));
    if (power.sameTarget && targets.count(targets.first()) != targets.size())
        ActionContext::illegal(QStringLiteral("%1's attacks are all against the same target").arg(power.name), QStringLiteral("109.1"));
    if (power.differentTargets && QSet<QString>(targets.cbegin(), targets.cend()).size() != targets.size())
        ActionContext::illegal(QStringLiteral("%1's attacks are each against a different target").arg(power.name), QStringLiteral("603.1.d"));
    return targets;
}

void singleTargetAttacks(ActionContext& context, const AttackPower& power)
{
    const Action& action = context.action();
    const QString& id = action.actor;
    if (action.origin)
        ActionContext::refuse(ActionErrorKind::BadInput, QStringLiteral("origin: %1 is a %2 attack, not a close or area one")
                                                             .arg(power.name, attackKindName(power.kind).toLower()));
    const AttackPower& made = madePower(context, power);
    const QStringList targets = singleTargets(context, power);
    const bool melee = made.kind == AttackKind::Melee;
    for (qsizetype i = 0; i < targets.size(); ++i) {
        const QString& target = targets.at(i);
        if (!context.creature(id).inPlay())
            return;
        if (i > 0 && !context.creature(target).inPlay()) {
            context.log(LogEvent::Refused, QStringLiteral("%1 is no longer in play: attack %2 of %3 has no target").arg(creatureLabel(context, target)).arg(i + 1).arg(power.name),
                        QStringLiteral("801.4"), id, target);
            continue;
        }
        if (const std::optional<TargetProblem> problem = singleTargetProblem(context.view(), id, made, target))
            ActionContext::illegal(problem->message, problem->rule);
        resolveStrike(context,
                      Strike{id, &made, target, melee ? CoverMethod::Melee : CoverMethod::Ranged, context.creature(id).space,
                             false, made.name},
                      context.dice());
    }
}

void areaAttack(ActionContext& context, const AttackPower& power)
{
    const Action& action = context.action();
    const QString& id = action.actor;
    const AreaTargets area = areaTargets(context.view(), id, power, action.origin, action.toward, action.direction);
    if (area.problem)
        ActionContext::illegal(area.problem->message, area.problem->rule);
    if (!area.laid.isEmpty())
        context.log(LogEvent::Attack, QStringLiteral("%1 lays %2").arg(creatureLabel(context, id), area.laid), templateRule(power), id);
    const QString rule = power.kind == AttackKind::Close ? QStringLiteral("608.2") : QStringLiteral("609.3");
    if (!action.targets.isEmpty()) {
        QStringList declared = action.targets;
        QStringList inArea = area.targets;
        declared.sort();
        inArea.sort();
        if (declared != inArea)
            ActionContext::illegal(QStringLiteral("every creature in the area is a target: %1").arg(inArea.isEmpty() ? QStringLiteral("none") : inArea.join(QStringLiteral(", "))),
                                   rule);
    }
    // 603.3: the attacker's own creatures first, then its opponent's, each group in set-up order.
    QStringList ordered;
    for (const bool enemies : {false, true}) {
        for (const QString& target : area.targets) {
            if (context.areEnemies(id, target) == enemies)
                ordered.append(target);
        }
    }
    if (ordered.isEmpty())
        context.log(LogEvent::Attack, QStringLiteral("%1's %2 finds no creature in its area").arg(creatureLabel(context, id), power.name), rule, id);
    for (const QString& target : ordered) {
        if (!context.creature(target).inPlay() || !context.creature(id).inPlay())
            continue;
        Strike strike{id, &power, target, area.cover, area.coverOrigin, false, power.name};
        strike.originPoint = area.originPoint;
        resolveStrike(context, strike, context.dice());
    }
}

// 612.1.b: ranged and area attacks provoke, and so does any attack that says it does (612.1.d),
// unless its text says it does not.
bool provokes(const AttackPower& power)
{
    if (power.noOpportunityAttacks)
        return false;
    return power.provokes || power.kind == AttackKind::Ranged || power.kind == AttackKind::Area;
}

} // namespace

void resolveAttackAction(ActionContext& context)
{
    const Action& action = context.action();
    const Combatant& combatant = context.combatant(action.actor);
    const AttackPower* power = combatant.attack(action.attack);
    if (!power)
        ActionContext::refuse(ActionErrorKind::BadInput, QStringLiteral("attack: %1 has no attack %2").arg(action.actor).arg(action.attack));
    if (const auto stray = strayAimField(*power, action.toward.has_value(), action.direction.has_value()))
        ActionContext::refuse(ActionErrorKind::BadInput, QStringLiteral("%1: %2").arg(stray->field, stray->message));
    checkPowerUse(context, *power);
    spendAction(context, power->minorAction ? ActionSlot::Minor : ActionSlot::Attack);
    markUse(context, *power);

    if (!provokes(*power) && !action.reactions.isEmpty())
        ActionContext::illegal(QStringLiteral("%1 provokes no opportunity attacks").arg(power->name), QStringLiteral("612.1.b"));
    if (provokes(*power)) {
        OpportunityAttacks provoked(context, action.actor);
        const bool standing = provoked.attacking(); // 602.1: before the attack
        provoked.finish();
        if (!standing)
            return;
    }
    if (power->kind == AttackKind::Melee || power->kind == AttackKind::Ranged)
        singleTargetAttacks(context, *power);
    else
        areaAttack(context, *power);
}

} // namespace ddm
