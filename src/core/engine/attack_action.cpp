// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/attack_action.h"

#include "combat/condition_effects.h"
#include "combat/hit_points.h"
#include "engine/attack_effects.h"
#include "engine/attack_move.h"
#include "engine/attack_targets.h"
#include "engine/prohibitions.h"
#include "engine/target_choice.h"
#include "engine/battle_effects.h"
#include "engine/card_modifiers.h"
#include "engine/chosen_attacks.h"
#include "engine/creature_rules.h"
#include "engine/opportunity_attacks.h"
#include "engine/template_area.h"
#include "engine/triggered_powers.h"
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

// `chargeEndsAt`: the power is a charge's attack, made where the charge ends (this top-left square).
void checkPowerUse(ActionContext& context, const AttackPower& power, std::optional<Square> chargeEndsAt = {})
{
    const bool charging = chargeEndsAt.has_value();
    const QString& id = context.action().actor;
    const Combatant& combatant = context.combatant(id);
    const CreatureState& creature = context.creature(id);
    const QString who = creatureLabel(context, id);
    if (!power.understood())
        byHand(context, power, QStringLiteral("has text the engine cannot read (\"%1\")").arg(power.leftovers.join(QStringLiteral("\", \""))));
    const QString card = QStringLiteral("109.1"); // the card's own restriction
    if (power.chargeOnly && !charging)
        ActionContext::illegal(QStringLiteral("%1's %2 is used only as part of a charge").arg(who, power.name), card);
    if (power.movedFromStart > 0 &&
        squaresFromTurnStart(context.view(), creature, chargeEndsAt) < power.movedFromStart)
        ActionContext::illegal(
            QStringLiteral("%1's %2 is used only once it has moved %3 square(s) from where its turn began")
                .arg(who, power.name)
                .arg(power.movedFromStart),
            card);
    if (power.onlyWhileBloodied && !isBloodied(creature.hitPoints))
        ActionContext::illegal(QStringLiteral("%1's %2 is used only while it is bloodied").arg(who, power.name), card);
    if (power.onlyWhileNotBloodied && isBloodied(creature.hitPoints))
        ActionContext::illegal(QStringLiteral("%1's %2 is used only while it is not bloodied").arg(who, power.name), card);
    if (power.onlyWhileDamaged && !isDamaged(creature.hitPoints))
        ActionContext::illegal(QStringLiteral("%1's %2 is used only while it is damaged").arg(who, power.name), card);
    if (const auto cause = restrictionCause(effectiveConditions(creature), ConditionRestriction::BasicAttacksOnly);
        cause && combatant.basicAttack != power.index)
        ActionContext::illegal(QStringLiteral("%1 is %2 and can only make basic attacks").arg(who, conditionName(cause->cause)), cause->rule);
    if (const std::optional<QString> forbidden =
            prohibition(context.view(), id, AuraProhibition::Kind::Attacks, power.kind))
        ActionContext::illegal(*forbidden, card);
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
    context.state().turn->meleeAttacked =
        context.state().turn->meleeAttacked || power.kind == AttackKind::Melee;
    // "RECHARGE when this creature uses Cleave" (703.5.a): the use is declared now (406.2).
    for (const AttackPower& other : context.combatant(id).profile.attacks) {
        if (other.recharge == RechargeTrigger::UsesPower && other.rechargePower.compare(power.name, Qt::CaseInsensitive) == 0)
            recharge(context, id, RechargeTrigger::UsesPower, other.index);
    }
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

// The power whose roll and effects each attack uses: the power itself, or the attacks it makes
// ("Make 2 {b} attacks", "Make 2 Claw attacks", "Make 2 {m} attacks": the action's "made" ones),
// one per attack.
QList<const AttackPower*> madePowers(ActionContext& context, const QString& attacker, const AttackPower& power, qsizetype attacks)
{
    const Combatant& combatant = context.combatant(attacker);
    const QList<int> named = context.currentChoiceIndex() == 0 ? context.action().made : QList<int>{};
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
    } else if (power.meleeAttacks) {
        return chosenMeleeAttacks(context, attacker, power, named, attacks);
    }
    if (made != &power && !made->understood())
        byHand(context, power, QStringLiteral("makes %1 attacks, which the engine cannot run").arg(made->name));
    return QList<const AttackPower*>(attacks, made);
}

QStringList singleTargets(ActionContext& context, const QString& attacker, const AttackPower& power, const QStringList& given)
{
    if (power.targets.each != TargetRestrictions::Each::None) {
        QStringList each = eachTargets(context.view(), attacker, power);
        QStringList declared = given;
        QStringList sorted = each;
        declared.sort();
        sorted.sort();
        if (!given.isEmpty() && declared != sorted)
            ActionContext::illegal(QStringLiteral("%1 attacks every such enemy: %2").arg(power.name, each.isEmpty() ? QStringLiteral("none") : each.join(QStringLiteral(", "))),
                                   QStringLiteral("109.1"));
        return each;
    }
    QStringList targets = given;
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

QList<StrikeRecord> singleTargetAttacks(ActionContext& context, const QString& attacker,
                                        const AttackPower& power, const QStringList& given, DiceSource& dice,
                                        bool charge)
{
    if (context.choice().origin)
        ActionContext::refuse(ActionErrorKind::BadInput, QStringLiteral("origin: %1 is a %2 attack, not a close or area one")
                                                             .arg(power.name, attackKindName(power.kind).toLower()));
    const QStringList targets = singleTargets(context, attacker, power, given);
    const QList<const AttackPower*> made = madePowers(context, attacker, power, targets.size());
    QList<StrikeRecord> records;
    for (qsizetype i = 0; i < targets.size(); ++i) {
        const QString& target = targets.at(i);
        const AttackPower& attack = *made.at(i);
        if (!context.creature(attacker).inPlay())
            break;
        if (i > 0 && !context.creature(target).inPlay()) {
            context.log(LogEvent::Refused, QStringLiteral("%1 is no longer in play: attack %2 of %3 has no target").arg(creatureLabel(context, target)).arg(i + 1).arg(power.name),
                        QStringLiteral("801.4"), attacker, target);
            continue;
        }
        if (const std::optional<TargetProblem> problem = singleTargetProblem(context.view(), attacker, attack, target))
            ActionContext::illegal(problem->message, problem->rule);
        const bool melee = attack.kind == AttackKind::Melee;
        Strike strike{attacker,
                      &attack,
                      target,
                      melee ? CoverMethod::Melee : CoverMethod::Ranged,
                      context.creature(attacker).space,
                      charge,
                      attack.name};
        strike.deferAfterAll = true;
        const StrikeResult result = resolveStrike(context, strike, dice);
        records.append({result.target, &attack, result});
    }
    return records;
}

QList<StrikeRecord> areaAttack(ActionContext& context, const QString& id, const AttackPower& power,
                               const QStringList& given, DiceSource& dice)
{
    const AttackChoice& choice = context.choice();
    const AreaTargets area = areaTargets(context.view(), id, power, choice.origin, choice.toward, choice.direction);
    if (area.problem)
        ActionContext::illegal(area.problem->message, area.problem->rule);
    if (!area.laid.isEmpty())
        context.log(LogEvent::Attack, QStringLiteral("%1 lays %2").arg(creatureLabel(context, id), area.laid), templateRule(power), id);
    const QString rule = power.kind == AttackKind::Close ? QStringLiteral("608.2") : QStringLiteral("609.3");
    if (!given.isEmpty()) {
        QStringList declared = given;
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
    QList<StrikeRecord> records;
    for (const QString& target : ordered) {
        if (!context.creature(target).inPlay() || !context.creature(id).inPlay())
            continue;
        Strike strike{id, &power, target, area.cover, area.coverOrigin, false, power.name};
        strike.originPoint = area.originPoint;
        strike.areaTargets = ordered;
        strike.deferAfterAll = true;
        const StrikeResult result = resolveStrike(context, strike, dice);
        records.append({result.target, &power, result});
    }
    return records;
}

// "Make 2 attacks" with a close or area power: one area each, from the action's "areas" (a burst
// may repeat the one around the attacker).
QList<StrikeRecord> severalAreaAttacks(ActionContext& context, const QString& id, const AttackPower& power,
                                       const QStringList& given, DiceSource& dice)
{
    const QList<AttackChoice>& areas = context.action().areas;
    const bool burst = power.kind == AttackKind::Close && power.shape == AreaShape::Burst;
    QList<StrikeRecord> records;
    if (areas.isEmpty()) {
        if (!burst)
            ActionContext::refuse(
                ActionErrorKind::BadInput,
                QStringLiteral("areas: %1 makes %2 attacks: give each one's area in \"areas\"")
                    .arg(power.name)
                    .arg(power.attackCount));
        for (int i = 0; i < power.attackCount && context.creature(id).inPlay(); ++i)
            records.append(areaAttack(context, id, power, given, dice));
        return records;
    }
    if (context.choice().origin || !given.isEmpty())
        ActionContext::refuse(
            ActionErrorKind::BadInput,
            QStringLiteral("areas: give each attack's origin and targets there, not beside it"));
    const bool countOk =
        power.fewerAttacksAllowed ? areas.size() <= power.attackCount : areas.size() == power.attackCount;
    if (!countOk)
        ActionContext::refuse(ActionErrorKind::BadInput,
                              QStringLiteral("areas: %1 makes %2 attacks: give one area each")
                                  .arg(power.name)
                                  .arg(power.attackCount));
    for (qsizetype i = 0; i < areas.size() && context.creature(id).inPlay(); ++i) {
        const ActionContext::ChoiceScope scope(context, context.areaChoice(i));
        records.append(areaAttack(context, id, power, context.choice().targets, dice));
    }
    return records;
}

// 612.1.b: ranged and area attacks provoke, and so does any attack that says it does (612.1.d),
// unless its text says it does not.
bool provokes(const AttackPower& power)
{
    if (power.noOpportunityAttacks)
        return false;
    return power.provokes || power.kind == AttackKind::Ranged || power.kind == AttackKind::Area;
}

// Whether anything of the power besides its attack action can give reactions their moment: its move
// (612.1.c, not a shift's 412.3.b), a target it makes provoke, a further attack.
bool drawsReactionsBesidesItsAction(const AttackPower& power)
{
    const auto outcomes = {&power.onHit, &power.onMiss, &power.hitOrMiss, &power.onCritical};
    const bool byEffect = std::any_of(outcomes.begin(), outcomes.end(), [](const AttackEffects* effects) {
        return effects->targetProvokes || effects->furtherAttack;
    });
    return (power.move && !power.move->shift) || byEffect;
}

// ... and with its attack action too, which provokes when ranged or an area attack (612.1.b).
bool mayDrawReactions(const AttackPower& power)
{
    return provokes(power) || drawsReactionsBesidesItsAction(power);
}

bool singleTargetPower(const AttackPower& power)
{
    return power.kind == AttackKind::Melee || power.kind == AttackKind::Ranged;
}

// Refuses choices the power cannot use: a path without a move, areas for a single area, attacks
// named for a power that makes no choice of them. A charge's path is the charge's own.
void checkChoicesFit(ActionContext& context, const AttackPower& power, bool charge)
{
    const AttackChoice& choice = context.choice();
    const QString place = context.choicePlace(context.currentChoiceIndex());
    const QString at = place.isEmpty() ? QString() : place + QLatin1Char('.');
    if (!power.move && ((!charge && !choice.path.isEmpty()) || choice.attackAfter))
        ActionContext::refuse(ActionErrorKind::BadInput,
                              QStringLiteral("%1path: %2 includes no move").arg(at, power.name));
    if (context.currentChoiceIndex() != 0)
        return;
    if (!context.action().areas.isEmpty() && (singleTargetPower(power) || power.attackCount <= 1))
        ActionContext::refuse(ActionErrorKind::BadInput,
                              QStringLiteral("areas: %1 makes one area attack or none").arg(power.name));
    if (!context.action().made.isEmpty() && !power.meleeAttacks)
        ActionContext::refuse(ActionErrorKind::BadInput,
                              QStringLiteral("made: %1 makes no choice of attacks").arg(power.name));
}

// 703.5.a "RECHARGE when no creature is affected by this power": no attack hit, and a miss does
// nothing.
void watchNoneAffected(ActionContext& context, const AttackPower& power, const QList<StrikeRecord>& records)
{
    const bool missAffects = !power.onMiss.isEmpty() || !power.hitOrMiss.isEmpty();
    const bool affected = std::any_of(records.cbegin(), records.cend(), [&](const StrikeRecord& record) {
        return record.result.hit || missAffects;
    });
    if (!affected)
        recharge(context, context.action().actor, RechargeTrigger::NoneAffected, power.index);
}

} // namespace

QList<StrikeRecord> makeAttack(ActionContext& context, const QString& attacker, const AttackPower& power,
                               const QStringList& targets, bool attackAction, DiceSource& dice, bool charge)
{
    checkChoicesFit(context, power, charge);
    std::optional<OpportunityAttacks> provoked;
    if (attacker == context.action().actor)
        provoked.emplace(context, attacker);
    QList<StrikeRecord> records;
    const auto attack = [&] {
        // 602.1: the opportunity attacks an attack action provokes come before the attack.
        if (attackAction && provokes(power) && provoked &&
            !provoked->provokeInPlace(QStringLiteral("612.1.b")))
            return;
        if (singleTargetPower(power))
            records = singleTargetAttacks(context, attacker, power, targets, dice, charge);
        else if (power.attackCount > 1)
            records = severalAreaAttacks(context, attacker, power, targets, dice);
        else
            records = areaAttack(context, attacker, power, targets, dice);
    };
    if (power.move)
        moveForAttack(context, attacker, power, provoked ? &*provoked : nullptr, attack);
    else
        attack();
    // After all attacks (605.1): the power's own such effects, then those of the attacks it made.
    applyAfterAllAttacks(context, attacker, power, records, dice);
    QList<const AttackPower*> made;
    for (const StrikeRecord& record : records) {
        if (record.power != &power && !made.contains(record.power))
            made.append(record.power);
    }
    for (const AttackPower* other : made) {
        QList<StrikeRecord> itsRecords = records;
        itsRecords.removeIf([&](const StrikeRecord& record) { return record.power != other; });
        applyAfterAllAttacks(context, attacker, *other, itsRecords, dice);
    }
    answerDestroyedEnemies(context, dice); // the attack is over: its reaction phase (801.3)
    return records;
}

namespace {

// An attack declared (406.2) and made against `targets`: by an attack action, which is spent and may
// provoke (612.1.b), or by a power's action, which has been spent already and provokes nothing.
void declareAndMake(ActionContext& context, const AttackPower& power, const QStringList& targets,
                    bool attackAction)
{
    const Action& action = context.action();
    if (const auto stray = strayAimField(power, action.toward.has_value(), action.direction.has_value()))
        ActionContext::refuse(ActionErrorKind::BadInput,
                              QStringLiteral("%1: %2").arg(stray->field, stray->message));
    checkPowerUse(context, power);
    if (attackAction)
        spendAction(context, power.minorAction ? ActionSlot::Minor : ActionSlot::Attack);
    markUse(context, power);

    if (!action.reactions.isEmpty() &&
        !(attackAction ? mayDrawReactions(power) : drawsReactionsBesidesItsAction(power)))
        ActionContext::illegal(
            QStringLiteral("%1 provokes no opportunity attacks%2")
                .arg(power.name, attackAction || !provokes(power)
                                     ? QString()
                                     : QStringLiteral(": a power makes it, not an attack action")),
            QStringLiteral("612.1.b"));
    const QList<StrikeRecord> records =
        makeAttack(context, action.actor, power, targets, attackAction, context.dice());
    watchNoneAffected(context, power, records);
}

} // namespace

const AttackPower& chargeAttack(ActionContext& context)
{
    const Action& action = context.action();
    const Combatant& combatant = context.combatant(action.actor);
    const QString who = creatureLabel(context, action.actor);
    if (action.attack == 0 || action.attack == combatant.basicAttack) {
        if (!combatant.basicAttack)
            ActionContext::illegal(QStringLiteral("%1 has no basic melee attack to charge with").arg(who),
                                   QStringLiteral("413.3.a"));
        const AttackPower* basic = combatant.attack(*combatant.basicAttack);
        if (!basic->understood())
            ActionContext::refuse(
                ActionErrorKind::ByHand,
                QStringLiteral("%1's basic attack %2 cannot be run by the engine: resolve the charge by hand")
                    .arg(who, basic->name));
        return *basic;
    }
    const AttackPower* power = combatant.attack(action.attack);
    if (!power)
        ActionContext::refuse(
            ActionErrorKind::BadInput,
            QStringLiteral("attack: %1 has no attack %2").arg(action.actor).arg(action.attack));
    if (!power->madeOnCharge())
        ActionContext::illegal(
            QStringLiteral("%1's %2 is not usable on charge: a charge makes a melee basic attack")
                .arg(who, power->name),
            QStringLiteral("413.3.a"));
    // A power with a move or an area of its own is left unread by the parser: checkPowerUse refuses it.
    checkPowerUse(context, *power,
                  action.path.last()); // resolveCharge has judged the path ends next to the target
    // Its card's restrictions on the target are the charge's, judged before it moves (413.3.a).
    if (const std::optional<TargetProblem> problem = restrictionProblem(
            context.view(), action.actor, power->targets, power->name, action.targets.first()))
        ActionContext::illegal(problem->message, QStringLiteral("413.3.a"));
    return *power;
}

void makeChargeAttack(ActionContext& context, const AttackPower& power, const QString& target)
{
    markUse(context, power);
    makeAttack(context, context.action().actor, power, {target}, false, context.dice(), true);
}

void resolveAttackAction(ActionContext& context)
{
    const Action& action = context.action();
    const Combatant& combatant = context.combatant(action.actor);
    const AttackPower* power = combatant.attack(action.attack);
    if (!power)
        ActionContext::refuse(ActionErrorKind::BadInput, QStringLiteral("attack: %1 has no attack %2").arg(action.actor).arg(action.attack));
    declareAndMake(context, *power, action.targets, true);
}

void resolvePowerAttack(ActionContext& context, const AttackPower& power)
{
    const Action& action = context.action();
    const bool oneTarget = power.attackCount == 1 && singleTargetPower(power);
    if (!action.targets.isEmpty() || !oneTarget)
        return declareAndMake(context, power, action.targets, false);
    // Its target unnamed: the one creature it may attack, or the player is asked.
    const TargetNeeded needed{std::nullopt, action.actor, power.name,
                              validTargets(context.view(), action.actor, power), true};
    const QString target = onlyCandidateOrAsk(needed,
                                              QStringLiteral("%1 has no creature to target with %2")
                                                  .arg(creatureLabel(context, action.actor), power.name),
                                              QStringLiteral("603.1"));
    declareAndMake(context, power, {target}, false);
}

} // namespace ddm
