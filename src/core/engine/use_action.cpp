// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/use_action.h"

#include "board/distance.h"
#include "combat/condition_effects.h"
#include "combat/hit_points.h"
#include "engine/attack_action.h"
#include "engine/attack_targets.h"
#include "engine/battle_effects.h"
#include "engine/creature_rules.h"
#include "engine/move_actions.h"
#include "engine/power_moves.h"
#include "engine/sight_rules.h"
#include "engine/target_choice.h"
#include "engine/speed_rules.h"
#include "engine/turn_actions.h"

namespace ddm {
namespace {

const ActivatedPower& powerNamed(ActionContext& context, const QString& actor, const QString& name)
{
    const QList<ActivatedPower>& powers = context.combatant(actor).profile.abilities.activated;
    QStringList names;
    for (const ActivatedPower& power : powers) {
        if (power.name.compare(name, Qt::CaseInsensitive) == 0)
            return power;
        names.append(power.name);
    }
    ActionContext::refuse(ActionErrorKind::BadInput,
                          QStringLiteral("use: %1 has no power \"%2\" used as an action (%3)")
                              .arg(creatureLabel(context, actor), name,
                                   names.isEmpty()
                                       ? QStringLiteral("it has none")
                                       : QStringLiteral("it has %1").arg(names.join(QStringLiteral(", ")))));
}

// The action the power takes; none for one used freely on the creature's turn.
std::optional<ActionSlot> slotOf(ActivatedPower::Cost cost)
{
    switch (cost) {
    case ActivatedPower::Cost::Minor:
        return ActionSlot::Minor;
    case ActivatedPower::Cost::Move:
        return ActionSlot::Move;
    case ActivatedPower::Cost::Attack:
        return ActionSlot::Attack;
    case ActivatedPower::Cost::Free:
        return std::nullopt;
    }
    return std::nullopt;
}

QString costRule(ActivatedPower::Cost cost)
{
    switch (cost) {
    case ActivatedPower::Cost::Minor:
        return QStringLiteral("703.1.d");
    case ActivatedPower::Cost::Move:
        return QStringLiteral("703.1.c");
    case ActivatedPower::Cost::Attack:
        return QStringLiteral("703.1.b");
    case ActivatedPower::Cost::Free:
        return QStringLiteral("703.1");
    }
    return {};
}

// The creatures of the kind `beside` names (not `id`) adjacent to `space`; for a wall, "wall" when one is.
QStringList creaturesBeside(ActionContext& context, const QString& id, const Space& space,
                            const Beside& beside)
{
    if (beside.wall)
        return adjacentToWall(context.map(), space) ? QStringList{QStringLiteral("wall")} : QStringList();
    QStringList found;
    for (const QString& other : context.creaturesInPlay()) {
        if (other != id && context.areEnemies(id, other) == beside.enemy &&
            areAdjacent(space, context.creature(other).space) &&
            (beside.kind == TargetRestrictions{} ||
             !restrictionProblem(context.view(), id, beside.kind, QString(), other)))
            found.append(other);
    }
    return found;
}

// "an enemy", "an ally", "a wall" ("the same enemy" for `thatOne`), for refusals; "of the kind it names"
// when its words name one.
QString besideWords(const Beside& beside, bool thatOne = false)
{
    QString words = beside.wall    ? QStringLiteral("a wall")
                    : beside.enemy ? QStringLiteral("an enemy")
                                   : QStringLiteral("an ally");
    if (thatOne)
        words = QStringLiteral("the same ") + words.section(QLatin1Char(' '), 1);
    return beside.kind == TargetRestrictions{} ? words : words + QStringLiteral(" of the kind it names");
}

void checkLimits(ActionContext& context, const ActivatedPower& power, const CreatureState& creature)
{
    const QString who = creatureLabel(context, creature.id);
    if (const auto cause = restrictionCause(effectiveConditions(creature), ConditionRestriction::Inactive))
        ActionContext::illegal(
            QStringLiteral("%1 is %2 and uses no power").arg(who, conditionName(cause->cause)),
            QStringLiteral("703.2"));
    if (power.oncePerTurn && creature.powersUsedThisTurn.contains(power.name, Qt::CaseInsensitive))
        ActionContext::illegal(
            QStringLiteral("%1 has used %2 this turn (once per turn)").arg(who, power.name),
            QStringLiteral("109.1"));
    if (power.useLimit && creature.powerUsesSpent.value(power.name) >= *power.useLimit)
        ActionContext::illegal(QStringLiteral("%1 has no use of %2 left").arg(who, power.name),
                               QStringLiteral("703.5"));
    if (power.whileBloodied && *power.whileBloodied != isBloodied(creature.hitPoints))
        ActionContext::illegal(
            QStringLiteral("%1 uses %2 only while it is %3")
                .arg(who, power.name,
                     *power.whileBloodied ? QStringLiteral("bloodied") : QStringLiteral("not bloodied")),
            QStringLiteral("109.1"));
    if (power.onlyWhileDamaged && !isDamaged(creature.hitPoints))
        ActionContext::illegal(QStringLiteral("%1 uses %2 only while it is damaged").arg(who, power.name),
                               QStringLiteral("109.1"));
    if (power.onlyWhileAdjacentTo &&
        creaturesBeside(context, creature.id, creature.space, *power.onlyWhileAdjacentTo).isEmpty())
        ActionContext::illegal(QStringLiteral("%1 uses %2 only while adjacent to %3")
                                   .arg(who, power.name, besideWords(*power.onlyWhileAdjacentTo)),
                               QStringLiteral("109.1"));
}

// Slick Maneuver's "Shift 3 squares, must end adjacent to that enemy" (one it stood beside as it began),
// To the Fray's "… adjacent to a Bloodied enemy", Dinner's On's teleport "to a space adjacent to a
// bloodied enemy", Shadowjump's "Teleport 10, must end in a square adjacent to a wall": the move, kept
// to such ends.
void moveBeside(ActionContext& context, const ActivatedPower& power, const QString& id)
{
    const Beside& beside = *power.mustEndAdjacentTo;
    const QStringList atStart =
        power.thatOne ? creaturesBeside(context, id, context.creature(id).space, beside) : QStringList();
    const auto endsWell = [&](const Space& space) {
        const QStringList near = creaturesBeside(context, id, space, beside);
        return power.thatOne ? std::any_of(near.cbegin(), near.cend(),
                                           [&](const QString& other) { return atStart.contains(other); })
                             : !near.isEmpty();
    };
    moveByOwnPower(context, id, *power.move, power.name, endsWell);
    // An opportunity attack may destroy it on the way: it ends nowhere.
    if (context.creature(id).inPlay() && !endsWell(context.creature(id).space))
        ActionContext::illegal(QStringLiteral("forced.%1: %2 must end adjacent to %3: not at %4")
                                   .arg(id, power.name, besideWords(beside, power.thatOne),
                                        squareText(context.creature(id).space.topLeft)),
                               QStringLiteral("109.1"));
}

// A power that moves its creature (not a teleport, 816.2) is movement: none after a charge (413.3.e),
// and a replaces move power none at speed 0 (412.7.b).
void checkMovement(ActionContext& context, const ActivatedPower& power, const CreatureState& creature)
{
    const bool moves = power.ownMove || (power.move && power.move->kind == ForcedMovement::Kind::Shift);
    if (!moves)
        return;
    refuseAfterCharge(context);
    if (power.cost == ActivatedPower::Cost::Move && speedNow(context.view(), creature.id).speed == 0)
        ActionContext::illegal(QStringLiteral("%1's speed is 0: it cannot use %2")
                                   .arg(creatureLabel(context, creature.id), power.name),
                               QStringLiteral("412.7.b"));
}

// Whom the power heals, for a refusal: "itself or an adjacent ally only", "an ally within 5 squares only".
QString healedWords(const ActivatedPower& power)
{
    if (power.healsAllyWithin == 0)
        return QStringLiteral("itself only");
    const QString ally = power.healsAllyWithin == 1
                             ? QStringLiteral("an adjacent ally")
                             : QStringLiteral("an ally within %1 squares").arg(power.healsAllyWithin);
    return power.healsSelf ? QStringLiteral("itself or %1 only").arg(ally)
                           : QStringLiteral("%1 only").arg(ally);
}

void heal(ActionContext& context, const ActivatedPower& power, const QString& id)
{
    QStringList candidates;
    if (power.healsSelf)
        candidates.append(id);
    if (power.healsAllyWithin > 0) {
        const CreatureState& healer = context.creature(id);
        for (const QString& other : context.creaturesInPlay()) {
            if (other != id && !context.areEnemies(id, other) &&
                withinDistance(context.map(), context.occupancy(), healer.space,
                               context.creature(other).space, power.healsAllyWithin))
                candidates.append(other);
        }
    }
    const std::optional<QString> named = context.takeHealed();
    QString healed;
    if (named) {
        if (!candidates.contains(*named))
            ActionContext::illegal(
                QStringLiteral("healed: %1 cannot heal %2 (%3)").arg(power.name, *named, healedWords(power)),
                QStringLiteral("109.1"));
        healed = *named;
    } else if (candidates.size() == 1) {
        healed = candidates.first();
    } else if (candidates.isEmpty()) {
        context.log(LogEvent::Damage,
                    QStringLiteral("%1: no ally of %2 is in reach to heal").arg(power.name, id),
                    QStringLiteral("109.3"), id);
        return;
    } else {
        ActionError error{ActionErrorKind::BadInput,
                          QStringLiteral("healed: %1 heals one of %2: name it")
                              .arg(power.name, candidates.join(QStringLiteral(", "))),
                          QStringLiteral("801.3.c")};
        error.healedAllies = HealedAlliesNeeded{id, power.name, 1, candidates};
        ActionContext::refuse(error);
    }
    healCreature(context, healed, power.heals, power.name, id);
}

// The card's attack a power makes: the one it names, the basic attack, or the one of its kind the
// action names ("attack") when the card has several.
const AttackPower& attackMade(ActionContext& context, const ActivatedPower& power, const QString& id)
{
    const PowerAttack& made = *power.attack;
    const Combatant& combatant = context.combatant(id);
    const QString who = creatureLabel(context, id);
    std::optional<int> index;
    if (!made.named.isEmpty()) {
        index = combatant.attackNamed(made.named);
    } else if (made.basic) {
        index = combatant.basicAttack;
    } else {
        QList<int> fitting;
        QStringList names;
        for (const AttackPower& attack : combatant.profile.attacks) {
            if (attack.kind == made.kind) {
                fitting.append(attack.index);
                names.append(attack.name);
            }
        }
        const int named = context.action().attack;
        if (named > 0 && !fitting.contains(named))
            ActionContext::illegal(
                QStringLiteral("attack: %1's %2 makes a %3 attack, and attack %4 is not one")
                    .arg(who, power.name, attackKindName(*made.kind).toLower())
                    .arg(named),
                QStringLiteral("109.1"));
        if (named > 0) {
            index = named;
        } else if (fitting.size() == 1) {
            index = fitting.first();
        } else if (fitting.size() > 1) {
            ActionError error{ActionErrorKind::BadInput,
                              QStringLiteral("attack: %1's %2 makes one of %3: name it")
                                  .arg(who, power.name, names.join(QStringLiteral(", "))),
                              QString()};
            error.madeAttack = MadeAttackNeeded{id, power.name, fitting, names};
            ActionContext::refuse(error);
        }
    }
    const AttackPower* attack = index ? combatant.attack(*index) : nullptr;
    if (!attack)
        ActionContext::illegal(QStringLiteral("%1 has no attack that %2 makes").arg(who, power.name),
                               QStringLiteral("109.3"));
    return *attack;
}

// The enemy a power chooses among `candidates` (the creatures `which` describes: "enemy adjacent"): the one
// the action names, checked, or the only one; the player is asked when several are.
QString enemyChosen(const ActivatedPower& power, const QString& id, const QStringList& named,
                    const QStringList& candidates, const QString& which)
{
    if (named.size() > 1)
        ActionContext::refuse(ActionErrorKind::BadInput,
                              QStringLiteral("targets: %1 affects one enemy").arg(power.name));
    if (named.size() == 1 && !candidates.contains(named.first()))
        ActionContext::illegal(QStringLiteral("target: %1 is no %2 that %3 affects (%4)")
                                   .arg(named.first(), which, power.name,
                                        candidates.isEmpty() ? QStringLiteral("none is")
                                                             : candidates.join(QStringLiteral(", "))),
                               QStringLiteral("109.1"));
    if (named.size() == 1)
        return named.first();
    return onlyCandidateOrAsk(TargetNeeded{std::nullopt, id, power.name, candidates, false},
                              QStringLiteral("%1: no %2 fits").arg(power.name, which),
                              QStringLiteral("109.1"));
}

// The enemy (or any creature, when the card says so) in the power's reach that fits its words ("an
// adjacent Immobilized enemy", "1 adjacent Immobilized creature").
QString affectedEnemy(ActionContext& context, const ActivatedPower& power, const QString& id)
{
    const EnemyEffect& effect = *power.enemyEffect;
    const CreatureState& user = context.creature(id);
    QStringList candidates;
    for (const QString& other : context.creaturesInPlay()) {
        if (other != id && (effect.alliesToo || context.areEnemies(id, other)) &&
            withinDistance(context.map(), context.occupancy(), user.space, context.creature(other).space,
                           effect.within) &&
            (effect.enemy == TargetRestrictions{} ||
             !restrictionProblem(context.view(), id, effect.enemy, QString(), other)))
            candidates.append(other);
    }
    const QString noun = effect.alliesToo ? QStringLiteral("creature") : QStringLiteral("enemy");
    return enemyChosen(power, id, context.action().targets, candidates,
                       effect.within == 1
                           ? QStringLiteral("%1 adjacent").arg(noun)
                           : QStringLiteral("%1 within %2 squares").arg(noun).arg(effect.within));
}

// Ambush: an enemy that cannot see the creature now (no line of sight, or it is invisible to it).
QString unseeingEnemy(ActionContext& context, const ActivatedPower& power, const QString& id)
{
    const BattleView view = context.view();
    QStringList candidates;
    for (const QString& other : context.creaturesInPlay()) {
        if (context.areEnemies(id, other) && !creatureSight(view, other, id))
            candidates.append(other);
    }
    return enemyChosen(power, id, context.action().targets, candidates,
                       QStringLiteral("enemy that cannot see it"));
}

// Damage first (806), then what stays on the enemy if it is still in play.
void affectEnemy(ActionContext& context, const ActivatedPower& power, const QString& id, const QString& enemy)
{
    const AttackEffects& effects = power.enemyEffect->effects;
    for (const DamagePart& part : effects.damage)
        dealDamage(context, enemy, plainDamage(part.amount, part.type), id, power.name);
    if (context.creature(enemy).inPlay())
        applyConditions(context, enemy, effects.conditions, effects.ongoing, id, effects.modifiers);
}

// "RECHARGE Snowball Swarm or Withering Ray" (703.5.a): the named attack that is spent comes back; with
// both spent, the action's "attack" says which; with none, nothing does.
void rechargeNamed(ActionContext& context, const ActivatedPower& power, const QString& id)
{
    CreatureState& creature = context.creature(id);
    const Combatant& combatant = context.combatant(id);
    QList<const AttackPower*> spent;
    for (const QString& named : power.rechargesAttacks) {
        for (const AttackPower& attack : combatant.profile.attacks) {
            if (attack.name.compare(named, Qt::CaseInsensitive) == 0 &&
                creature.usesSpent.value(attack.index) > 0)
                spent.append(&attack);
        }
    }
    const int chosen = context.action().attack;
    const bool pickedSpent = std::any_of(spent.cbegin(), spent.cend(),
                                         [&](const AttackPower* attack) { return attack->index == chosen; });
    if (chosen > 0 && !pickedSpent)
        ActionContext::refuse(ActionErrorKind::BadInput,
                              QStringLiteral("attack: %1 recharges a spent %2; attack %3 is none of them")
                                  .arg(power.name, power.rechargesAttacks.join(QStringLiteral(" or ")))
                                  .arg(chosen));
    if (spent.size() > 1 && !pickedSpent) {
        MadeAttackNeeded needed{id, power.name, {}, {}, true};
        for (const AttackPower* attack : spent) {
            needed.attacks.append(attack->index);
            needed.names.append(attack->name);
        }
        ActionError error{ActionErrorKind::BadInput,
                          QStringLiteral("attack: %1 recharges one of %2, both spent: name it")
                              .arg(power.name, needed.names.join(QStringLiteral(", "))),
                          QStringLiteral("703.5.a")};
        error.madeAttack = needed;
        ActionContext::refuse(error);
    }
    if (spent.isEmpty()) {
        context.log(LogEvent::Recharged,
                    QStringLiteral("%1 has no spent %2 to recharge")
                        .arg(creatureLabel(context, id), power.rechargesAttacks.join(QStringLiteral(" or "))),
                    QStringLiteral("703.5.a"), id);
        return;
    }
    const AttackPower* attack = spent.size() == 1 ? spent.first() : combatant.attack(chosen);
    if (--creature.usesSpent[attack->index] == 0)
        creature.usesSpent.remove(attack->index);
    context.log(
        LogEvent::Recharged,
        QStringLiteral("%1 recharges %2 (%3)").arg(creatureLabel(context, id), attack->name, power.name),
        QStringLiteral("703.5.a"), id);
}

// Choices the power has no use for are bad input, as an attack's stray aim fields are: which attack
// when the card names it or which to recharge when it names two, a target when it affects no chosen
// creature.
void refuseStrayChoices(const Action& action, const ActivatedPower& power)
{
    const bool choosesAttack = (power.attack && power.attack->named.isEmpty() && !power.attack->basic) ||
                               power.rechargesAttacks.size() > 1;
    if (action.attack > 0 && !choosesAttack)
        ActionContext::refuse(ActionErrorKind::BadInput,
                              QStringLiteral("attack: %1 leaves no attack to choose").arg(power.name));
    if (!action.targets.isEmpty() && !power.attack && !power.enemyEffect && !power.unseenEnemyBonus)
        ActionContext::refuse(ActionErrorKind::BadInput,
                              QStringLiteral("target: %1 takes no target").arg(power.name));
}

} // namespace

void resolveUse(ActionContext& context)
{
    const Action& action = context.action();
    const QString& id = action.actor;
    const ActivatedPower& power = powerNamed(context, id, action.use);
    refuseStrayChoices(action, power);
    CreatureState& creature = context.creature(id);
    checkLimits(context, power, creature);
    checkMovement(context, power, creature);
    const AttackPower* attack = power.attack ? &attackMade(context, power, id) : nullptr;
    const QString enemy = power.enemyEffect ? affectedEnemy(context, power, id) : QString();
    const QString unseeing = power.unseenEnemyBonus ? unseeingEnemy(context, power, id) : QString();
    if (const std::optional<ActionSlot> slot = slotOf(power.cost))
        spendAction(context, *slot);
    if (power.oncePerTurn)
        creature.powersUsedThisTurn.append(power.name);
    if (power.useLimit) {
        creature.powerUsesSpent[power.name] += 1;
    }
    context.log(LogEvent::PowerUsed,
                power.useLimit ? QStringLiteral("%1 uses %2 (%3 of %4 used)")
                                     .arg(creatureLabel(context, id), power.name)
                                     .arg(creature.powerUsesSpent.value(power.name))
                                     .arg(*power.useLimit)
                               : QStringLiteral("%1 uses %2").arg(creatureLabel(context, id), power.name),
                costRule(power.cost), id);
    if (power.selfDamage.amount > 0)
        dealDamage(context, id, plainDamage(power.selfDamage.amount, power.selfDamage.type), id, power.name);
    if (!context.creature(id).inPlay())
        return; // its price destroyed it: the rest is not done
    if (power.move && power.mustEndAdjacentTo)
        moveBeside(context, power, id);
    else if (power.move)
        moveByOwnPower(context, id, *power.move, power.name);
    if (power.ownMove)
        moveAtOwnPace(context, id, *power.ownMove, power.name);
    if (power.heals > 0)
        heal(context, power, id);
    if (!power.ownStates.isEmpty())
        applyConditions(context, id, power.ownStates.conditions, {}, id, power.ownStates.modifiers);
    if (attack)
        resolvePowerAttack(context, *attack);
    if (!enemy.isEmpty())
        affectEnemy(context, power, id, enemy);
    if (!unseeing.isEmpty()) {
        const UnseenEnemyBonus& bonus = *power.unseenEnemyBonus;
        creature.granted.append({bonus.bonus, power.name, bonus.until, unseeing});
        context.log(LogEvent::PowerUsed,
                    QStringLiteral("%1 has +%2 damage against %3 until end of %4")
                        .arg(creatureLabel(context, id))
                        .arg(bonus.bonus.amount)
                        .arg(creatureLabel(context, unseeing), bonus.until == EffectDuration::EndOfRound
                                                                   ? QStringLiteral("round")
                                                                   : QStringLiteral("turn")),
                    QStringLiteral("109.1"), id, unseeing);
    }
    if (!power.rechargesAttacks.isEmpty() && context.creature(id).inPlay())
        rechargeNamed(context, power, id);
}

} // namespace ddm
