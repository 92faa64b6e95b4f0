// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/battle_effects.h"

#include "board/distance.h"
#include "engine/creature_rules.h"
#include "engine/scoring.h"
#include "engine/triggered_powers.h"

#include <algorithm>

namespace ddm {
namespace {

// "+2 AC", "-5 Speed"; a standard power held for a while as it is written: "Flight", "Conceal 11".
QString modifierText(const StatModifier& modifier)
{
    const QString name = statisticName(modifier.statistic);
    switch (modifier.statistic) {
    case Statistic::Flight:
    case Statistic::Burrow:
    case Statistic::Phasing:
    case Statistic::Insubstantial:
    case Statistic::Hide:
    case Statistic::NoHealing:
        return name;
    case Statistic::Conceal:
        return QStringLiteral("%1 %2").arg(name).arg(modifier.amount);
    default:
        return QStringLiteral("%1%2 %3")
            .arg(modifier.amount < 0 ? QString() : QStringLiteral("+"))
            .arg(modifier.amount)
            .arg(name);
    }
}

// The steps between the printed damage and the hit points, for the log: "critical 30, resist 5 -> 25".
QString describeSteps(const QList<DamageStep>& steps)
{
    QStringList parts;
    for (const DamageStep& step : steps) {
        switch (step.kind) {
        case DamageStepKind::Base:
        case DamageStepKind::TemporaryHitPoints:
        case DamageStepKind::HitPoints:
        case DamageStepKind::Bloodied:
        case DamageStepKind::Destroyed:
            break;
        default:
            parts.append(QStringLiteral("%1 %2 -> %3 (%4)")
                             .arg(damageStepKey(step.kind))
                             .arg(step.before)
                             .arg(step.after)
                             .arg(step.rule));
        }
    }
    return parts.join(QStringLiteral(", "));
}

QString effectList(const EffectEnding& ending)
{
    QStringList names;
    for (const ActiveCondition& condition : ending.conditions)
        names.append(conditionName(condition.effect.condition));
    for (const ActiveOngoingDamage& ongoing : ending.ongoing)
        names.append(QStringLiteral("ongoing %1 %2 damage").arg(ongoing.damage.amount).arg(damageTypeName(ongoing.damage.type).toLower()));
    for (const ActiveStatModifier& modifier : ending.modifiers)
        names.append(QStringLiteral("%1 %2").arg(modifier.modifier.amount).arg(statisticName(modifier.modifier.statistic)));
    return names.join(QStringLiteral(", "));
}

} // namespace

ConditionEffect ruleCondition(Condition condition, EffectDuration duration)
{
    ConditionEffect effect;
    effect.condition = condition;
    effect.duration = duration;
    return effect;
}

DamageInput plainDamage(int amount, DamageType type)
{
    DamagePart part;
    part.amount = amount;
    part.type = type;
    DamageInput input;
    input.parts = {part};
    input.origin = DamageOrigin::Other;
    return input;
}

QString creatureLabel(const ActionContext& context, const QString& id)
{
    return QStringLiteral("%1 (%2)").arg(id, context.combatant(id).card.name);
}

namespace {

// "This creature heals 10 HP each time an effect would deal lightning damage to it" (card text): after
// the effect, whatever Immune made of it.
void healFromDamageTypes(ActionContext& context, const QString& target, const DamageInput& input)
{
    CreatureState& victim = context.creature(target);
    const QHash<DamageType, int>& healedBy = context.combatant(target).profile.abilities.healedByDamage;
    if (healedBy.isEmpty() || !victim.inPlay())
        return;
    QList<std::pair<DamageType, int>> dealt;
    for (const DamagePart& part : input.parts)
        dealt.append({part.type, part.amount});
    if (input.origin == DamageOrigin::AttackHit) {
        for (const DamageBonus& bonus : input.bonuses)
            dealt.append({bonus.type, bonus.amount});
    }
    for (const auto& [type, dealtAmount] : std::as_const(dealt)) {
        const int amount = healedBy.value(type);
        if (amount <= 0 || dealtAmount <= 0)
            continue;
        if (cannotHeal(victim)) {
            context.log(LogEvent::Damage,
                        QStringLiteral("%1 cannot heal").arg(creatureLabel(context, target)),
                        QStringLiteral("109.1"), target);
            continue;
        }
        const Healing healing = heal(victim.hitPoints, amount);
        victim.hitPoints = healing.after;
        context
            .log(LogEvent::Damage,
                 healing.nullified
                     ? QStringLiteral("%1 would heal %2 HP from %3 damage, but is not damaged (808.1.b)")
                           .arg(creatureLabel(context, target))
                           .arg(amount)
                           .arg(damageTypeName(type).toLower())
                     : QStringLiteral("%1 heals %2 HP from %3 damage: %4 HP")
                           .arg(creatureLabel(context, target))
                           .arg(healing.healed)
                           .arg(damageTypeName(type).toLower())
                           .arg(healing.after.current),
                 QStringLiteral("109.1"), target)
            .hpChange = healing.healed;
        return; // once for the effect, however many parts of the type it has
    }
}

// The damage itself and what follows from it.
DamageResult applyDamage(ActionContext& context, const QString& target, const DamageInput& input,
                         const QString& source, const QString& cause, bool ignoreResist)
{
    CreatureState& victim = context.creature(target);
    if (!victim.inPlay() || context.isBeingDestroyed(target))
        return {}; // destroyed already: it leaves the map once its powers answering that resolve
    const Combatant& combatant = context.combatant(target);
    CreatureAbilities abilities = combatant.profile.abilities;
    // "Resist 10 All until …": the highest Resist All applies, they do not add up (706.2.b).
    abilities.resistAll = heldPower(combatant, victim, Statistic::ResistAll);
    abilities.insubstantial = heldPower(combatant, victim, Statistic::Insubstantial) > 0;
    for (auto chosen = victim.chosenResist.cbegin(); chosen != victim.chosenResist.cend(); ++chosen) {
        int& resist = abilities.resist[chosen.key()];
        resist = std::max(resist, chosen.value());
    }
    if (ignoreResist) {
        abilities.resist.clear();
        abilities.resistAll = 0;
        abilities.criticalResistAll = 0;
    }
    const DamageResult result = resolveDamage(input, abilities, victim.hitPoints);
    const QString steps = describeSteps(result.steps);
    if (result.nullified) {
        context.log(LogEvent::Damage,
                    QStringLiteral("%1: %2 takes no damage%3").arg(cause, creatureLabel(context, target),
                                                                    steps.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(steps)),
                    QStringLiteral("806.2"), target, source);
        return result;
    }
    victim.hitPoints = result.change.after;
    QString text = QStringLiteral("%1: %2 takes %3 damage").arg(cause, creatureLabel(context, target)).arg(result.amount);
    if (!steps.isEmpty())
        text += QStringLiteral(" (%1)").arg(steps);
    if (result.change.absorbed > 0)
        text += QStringLiteral(", %1 absorbed by temporary hit points").arg(result.change.absorbed);
    text += QStringLiteral(": %1 -> %2 HP").arg(result.change.before.current).arg(result.change.after.current);
    context
        .log(LogEvent::Damage, text,
             result.change.absorbed > 0 ? QStringLiteral("806.7.a") : QStringLiteral("806.7"), target, source)
        .hpChange = -result.amount;

    const bool byEnemy = !source.isEmpty() && context.creature(source).side != victim.side;
    if (byEnemy) {
        context.state().activityThisRound = true; // 103.3.c: a creature damaged an enemy
        recharge(context, target, RechargeTrigger::DamagedByEnemy);
    }
    logEndings(context, target, victim.effects.damaged());
    recharge(context, target, RechargeTrigger::TakesDamage);
    const bool destroyed = (result.change.destroyed || isDestroyed(victim.hitPoints)) &&
                           !survivesDestruction(context, target, true);
    if (result.change.becameBloodied && !destroyed && isBloodied(victim.hitPoints)) {
        context.log(LogEvent::Damage, QStringLiteral("%1 is bloodied").arg(creatureLabel(context, target)),
                    QStringLiteral("804.4.d"), target);
        if (!victim.firstBloodied) {
            victim.firstBloodied = true;
            recharge(context, target, RechargeTrigger::FirstBloodied);
        }
        if (byEnemy) {
            recharge(context, source, RechargeTrigger::BloodiesEnemy);
            if (input.origin != DamageOrigin::Other && context.strikeAttackOf(source))
                recharge(context, source, RechargeTrigger::BloodiesEnemyWithAttack);
        }
    }
    if (destroyed)
        destroy(context, target, source, QStringLiteral("806.9"), QStringLiteral("destroyed"));
    else
        answerDamageTaken(context, target, result.typesDealt, source);
    return result;
}

} // namespace

DamageResult dealDamage(ActionContext& context, const QString& target, const DamageInput& input,
                        const QString& source, const QString& cause, bool ignoreResist)
{
    const DamageResult result = applyDamage(context, target, input, source, cause, ignoreResist);
    healFromDamageTypes(context, target, input);
    return result;
}

namespace {

// Animated Weapon: "Whenever this creature has no remaining Arcane ally: It is destroyed" (card text).
void destroyWithoutTheirAlly(ActionContext& context, Side side)
{
    const QStringList inPlay = context.creaturesInPlay();
    for (const QString& id : inPlay) {
        const QString& keyword = context.combatant(id).profile.abilities.destroyedWithoutAlly;
        if (keyword.isEmpty() || context.creature(id).side != side || !context.creature(id).inPlay())
            continue;
        const bool allyLeft = std::any_of(inPlay.cbegin(), inPlay.cend(), [&](const QString& other) {
            return other != id && context.creature(other).inPlay() && context.creature(other).side == side &&
                   context.combatant(other).card.hasKeyword(keyword);
        });
        if (!allyLeft)
            eliminate(context, id, QStringLiteral("109.1"),
                      QStringLiteral("destroyed, with no %1 ally left (card text)").arg(keyword));
    }
}

// The points the cards add to an elimination's (105.3.a): the victim's Universally Hated for a destroyer
// of its level or lower, the destroyer's Slayer of Domiel doubling its first.
void scoreDestroyerBonuses(ActionContext& context, const QString& id, const QString& destroyer, int awarded)
{
    const CreatureAbilities& victim = context.combatant(id).profile.abilities;
    const Combatant& killer = context.combatant(destroyer);
    CreatureState& slayer = context.creature(destroyer);
    const Side scorer = slayer.side;
    if (victim.extraWorth > 0 && killer.card.level <= victim.extraWorthUpToLevel)
        addVictoryPoints(context, scorer, victim.extraWorth, QStringLiteral("109.1"),
                         QStringLiteral("for eliminating %1 with a level %2 creature (card text)")
                             .arg(creatureLabel(context, id))
                             .arg(killer.card.level));
    const CardFlag& doubles = killer.profile.abilities.doublesFirstElimination;
    if (doubles.held && !nullifiedWhileInactive(doubles, slayer) && slayer.enemiesEliminated == 0)
        addVictoryPoints(context, scorer, awarded, QStringLiteral("109.1"),
                         QStringLiteral("again: %1's first enemy eliminated (card text)")
                             .arg(creatureLabel(context, destroyer)));
    ++slayer.enemiesEliminated;
}

} // namespace

void destroy(ActionContext& context, const QString& id, const QString& source, const QString& rule,
             const QString& why)
{
    const CreatureState& victim = context.creature(id);
    const bool byEnemy = !source.isEmpty() && context.creature(source).side != victim.side;
    if (!source.isEmpty() && victim.has(Condition::Stunned)) {
        recharge(context, source, RechargeTrigger::DestroysStunnedCreature);
        if (byEnemy)
            recharge(context, source, RechargeTrigger::DestroysStunnedEnemy);
    }
    if (byEnemy) {
        recharge(context, source, RechargeTrigger::DestroysEnemy);
        if (const std::optional<int> attack = context.strikeAttackOf(source))
            recharge(context, source, RechargeTrigger::AttackDestroys, *attack);
        context.noteDestroyed(source, id);
    }
    if (victim.has(Condition::Weakened)) {
        for (const QString& other : context.creaturesInPlay())
            recharge(context, other, RechargeTrigger::WeakenedDestroyed);
    }
    context.startDestruction(id);
    answerDestruction(context, id, source);
    eliminate(context, id, rule, why, byEnemy ? source : QString());
}

void eliminate(ActionContext& context, const QString& id, const QString& rule, const QString& why,
               const QString& destroyer)
{
    CreatureState& victim = context.creature(id);
    if (victim.eliminated)
        return;
    victim.eliminated = true;
    context.invalidateOccupancy();
    context.log(LogEvent::Eliminated, QStringLiteral("%1 is %2 and eliminated").arg(creatureLabel(context, id), why), rule, id);
    endEffectsApart(context, id); // no creature is beside one that left the map
    const EliminationAward award = eliminationAward(context.setup().scenario, context.combatant(id).card.cost);
    addVictoryPoints(context, opponentOf(victim.side), award.points, award.rule,
                     QStringLiteral("for eliminating %1").arg(creatureLabel(context, id)));
    if (!destroyer.isEmpty())
        scoreDestroyerBonuses(context, id, destroyer, award.points);
    for (const QString& other : context.creaturesInPlay()) {
        const bool ally = context.creature(other).side == victim.side;
        recharge(context, other, ally ? RechargeTrigger::AllyDestroyed : RechargeTrigger::EnemyDestroyed);
    }
    destroyWithoutTheirAlly(context, victim.side);
}

void healCreature(ActionContext& context, const QString& id, int amount, const QString& cause,
                  const QString& source)
{
    CreatureState& creature = context.creature(id);
    const QString prefix = cause.isEmpty() ? QString() : cause + QStringLiteral(": ");
    if (cannotHeal(creature)) {
        context.log(LogEvent::Damage,
                    QStringLiteral("%1%2 cannot heal").arg(prefix, creatureLabel(context, id)),
                    QStringLiteral("109.1"), id, source == id ? QString() : source);
        return;
    }
    const Healing healing = heal(creature.hitPoints, amount);
    creature.hitPoints = healing.after;
    context
        .log(LogEvent::Damage,
             healing.nullified ? QStringLiteral("%1%2 is not damaged: the healing does nothing")
                                     .arg(prefix, creatureLabel(context, id))
                               : QStringLiteral("%1%2 heals %3 HP: %4 HP")
                                     .arg(prefix, creatureLabel(context, id))
                                     .arg(healing.healed)
                                     .arg(healing.after.current),
             healing.rule, id, source == id ? QString() : source)
        .hpChange = healing.healed;
}

void addVictoryPoints(ActionContext& context, Side side, int points, const QString& rule, const QString& why)
{
    if (points <= 0)
        return;
    BattleState& state = context.state();
    state.victoryPoints[sideIndex(side)] += points;
    context.log(LogEvent::VictoryPoints,
                QStringLiteral("side %1 scores %2 victory points %3 (now %4)")
                    .arg(sideName(side))
                    .arg(points)
                    .arg(why)
                    .arg(state.victoryPointsOf(side)),
                rule);
    if (state.suddenDeath && !state.outcome) {
        state.outcome = Outcome{GameEnd::VictoryPoints, side, QStringLiteral("105.4.d")};
        state.phase = BattlePhase::Over;
        context.log(LogEvent::GameOver,
                    QStringLiteral("side %1 wins: first to score after tied tie-breakers").arg(sideName(side)),
                    QStringLiteral("105.4.d"));
    }
}

void checkVictory(ActionContext& context)
{
    BattleState& state = context.state();
    if (state.outcome)
        return;
    const std::optional<Outcome> outcome = judgeVictory(context.setup(), state, context.occupancy());
    if (!outcome) {
        const int a = state.victoryPointsOf(Side::A);
        if (a >= context.setup().points && a == state.victoryPointsOf(Side::B) && !state.suddenDeath) {
            state.suddenDeath = true;
            context.log(LogEvent::GameOver,
                        QStringLiteral("both sides reached %1 victory points and every tie-breaker is tied: the "
                                       "next side to score wins")
                            .arg(context.setup().points),
                        QStringLiteral("105.4.d"));
        }
        return;
    }
    state.outcome = outcome;
    state.phase = BattlePhase::Over;
    state.turn.reset();
    QString text;
    if (!outcome->winner)
        text = QStringLiteral("the game is drawn");
    else if (outcome->end == GameEnd::Elimination)
        text = QStringLiteral("side %1 wins: side %2 has no creature left in play")
                   .arg(sideName(*outcome->winner), sideName(opponentOf(*outcome->winner)));
    else
        text = QStringLiteral("side %1 wins with %2 victory points to %3")
                   .arg(sideName(*outcome->winner))
                   .arg(state.victoryPointsOf(*outcome->winner))
                   .arg(state.victoryPointsOf(opponentOf(*outcome->winner)));
    context.log(LogEvent::GameOver, text, outcome->rule);
}

void applyConditions(ActionContext& context, const QString& target, const QList<ConditionEffect>& conditions,
                     const QList<OngoingDamage>& ongoing, const QString& source, const QList<StatModifier>& modifiers)
{
    if (conditions.isEmpty() && ongoing.isEmpty() && modifiers.isEmpty())
        return;
    CreatureState& victim = context.creature(target);
    const std::optional<TurnState>& turn = context.state().turn;
    const EffectOrigin origin{source, context.state().round, turn && turn->creature == target};
    const AppliedEffects applied = victim.effects.apply(conditions, ongoing, origin, modifiers);
    if (victim.has(Condition::Helpless))
        context.invalidateOccupancy(); // Helpless creatures can be passed and lose Flight (500.2, 906.1)
    for (const ActiveCondition& added : applied.added) {
        context.log(LogEvent::ConditionAdded,
                    QStringLiteral("%1 is %2 (%3)")
                        .arg(creatureLabel(context, target), conditionName(added.effect.condition),
                             effectDurationName(added.effect.duration)),
                    conditionRule(added.effect.condition).isEmpty() ? QStringLiteral("900.1")
                                                                     : conditionRule(added.effect.condition),
                    target, source);
    }
    for (const ActiveOngoingDamage& added : applied.ongoingAdded) {
        context.log(LogEvent::ConditionAdded,
                    QStringLiteral("%1 takes ongoing %2 %3 damage (%4)")
                        .arg(creatureLabel(context, target))
                        .arg(added.damage.amount)
                        .arg(damageTypeName(added.damage.type).toLower(), effectDurationName(added.damage.duration)),
                    QStringLiteral("908.1"), target, source);
    }
    for (const ActiveStatModifier& added : applied.modifiersAdded) {
        context.log(LogEvent::ConditionAdded,
                    QStringLiteral("%1 has %2 (%3)")
                        .arg(creatureLabel(context, target), modifierText(added.modifier),
                             effectDurationName(added.modifier.duration)),
                    QStringLiteral("803.5"), target, source);
    }
    for (const ConditionEffect& refused : applied.refused) {
        context.log(LogEvent::ConditionAdded,
                    QStringLiteral("%1 is immune to %2").arg(creatureLabel(context, target), conditionName(refused.condition)),
                    QStringLiteral("707.7.a"), target, source);
    }
}

void endEffectsApart(ActionContext& context, const QString& moved)
{
    // Asked on every step of every move: the creatures are walked as they are, without a list of them (the
    // working state's list is its own: whether it is copied is decided once, here).
    for (CreatureState& creature : context.state().creatures) {
        if (!creature.inPlay() || !creature.effects.holdsApartEffects())
            continue;
        const QString holder = creature.id;
        for (const QString& source : creature.effects.apartSources()) {
            if (holder != moved && source != moved)
                continue;
            const CreatureState* from = context.state().creature(source); // gone: no distance to it
            const std::optional<int> distance =
                from && from->inPlay()
                    ? distanceBetween(context.map(), context.occupancy(), from->space, creature.space)
                    : std::nullopt;
            logEndings(context, holder, creature.effects.apart(source, distance));
        }
    }
}

void logEndings(ActionContext& context, const QString& id, const QList<EffectEnding>& endings)
{
    for (const EffectEnding& ending : endings) {
        if (ending.isEmpty())
            continue;
        const bool helpless = std::any_of(ending.conditions.cbegin(), ending.conditions.cend(), [](const ActiveCondition& condition) {
            return condition.effect.condition == Condition::Helpless;
        });
        if (helpless)
            context.invalidateOccupancy();
        context.log(LogEvent::ConditionEnded,
                    QStringLiteral("%1: %2 ends").arg(creatureLabel(context, id), effectList(ending)), ending.rule, id);
    }
}

namespace {

// The creature's special powers with this recharge whose use is spent (703.5.a).
QStringList spentSpecials(ActionContext& context, const QString& id, RechargeTrigger trigger)
{
    const CreatureState& creature = context.creature(id);
    const CreatureAbilities& abilities = context.combatant(id).profile.abilities;
    QStringList names;
    const auto consider = [&](const auto& powers) {
        for (const auto& power : powers) {
            if (power.recharge == trigger && creature.powerUsesSpent.value(power.name) > 0)
                names.append(power.name);
        }
    };
    consider(abilities.activated);
    consider(abilities.triggered);
    return names;
}

void logRecharge(ActionContext& context, const QString& id, const QString& power, RechargeTrigger trigger)
{
    context.log(LogEvent::Recharged,
                QStringLiteral("%1 recharges %2 (%3)")
                    .arg(creatureLabel(context, id), power, rechargeTriggerName(trigger)),
                QStringLiteral("703.5.a"), id);
}

} // namespace

void endBonusesWhenAttacked(ActionContext& context, const QString& target)
{
    CreatureState& creature = context.creature(target);
    QStringList ended;
    creature.granted.removeIf([&](const GrantedModifier& bonus) {
        if (bonus.endsWhenAttacked && !ended.contains(bonus.power))
            ended.append(bonus.power);
        return bonus.endsWhenAttacked;
    });
    for (const QString& power : ended)
        context.log(
            LogEvent::ConditionEnded,
            QStringLiteral("%1's %2 bonuses end: it is attacked").arg(creatureLabel(context, target), power),
            QStringLiteral("109.1"), target);
}

bool awaitsRecharge(ActionContext& context, const QString& id, RechargeTrigger trigger)
{
    const CreatureState& creature = context.creature(id);
    const QList<AttackPower>& attacks = context.combatant(id).profile.attacks;
    return std::any_of(attacks.cbegin(), attacks.cend(),
                       [&](const AttackPower& power) {
                           return power.recharge == trigger && creature.usesSpent.value(power.index) > 0;
                       }) ||
           !spentSpecials(context, id, trigger).isEmpty();
}

void recharge(ActionContext& context, const QString& id, RechargeTrigger trigger, std::optional<int> only)
{
    CreatureState& creature = context.creature(id);
    if (!creature.inPlay())
        return;
    for (const AttackPower& power : context.combatant(id).profile.attacks) {
        if (power.recharge != trigger || creature.usesSpent.value(power.index) == 0 || (only && *only != power.index))
            continue;
        creature.usesSpent[power.index] -= 1;
        if (creature.usesSpent.value(power.index) == 0)
            creature.usesSpent.remove(power.index);
        logRecharge(context, id, power.name, trigger);
    }
    if (only)
        return; // a trigger of one attack power's own
    for (const QString& name : spentSpecials(context, id, trigger)) {
        if (--creature.powerUsesSpent[name] == 0)
            creature.powerUsesSpent.remove(name);
        logRecharge(context, id, name, trigger);
    }
}

} // namespace ddm
