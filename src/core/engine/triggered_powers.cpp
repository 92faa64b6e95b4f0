// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/triggered_powers.h"

#include "combat/condition_effects.h"
#include "combat/hit_points.h"
#include "engine/battle_effects.h"
#include "engine/champion_powers.h"
#include "engine/prohibitions.h"
#include "engine/scoring.h"
#include "engine/setup_powers.h"
#include "board/distance.h"
#include "engine/attack_redirect.h"
#include "engine/attack_targets.h"
#include "engine/creature_rules.h"
#include "engine/further_attacks.h"
#include "engine/hand_notices.h"
#include "engine/opportunity_attacks.h"
#include "engine/power_moves.h"
#include "engine/response_choice.h"
#include "engine/sight_rules.h"

namespace ddm {
namespace {

// Whether `attack` (none: no attack did it) is one the power answers: "with a {m} attack", "with a
// basic melee attack".
bool answersAttack(const TriggeredPower& power, const Combatant& creature, const AttackPower* attack)
{
    if (!power.byAttack)
        return true;
    return attack && (attack->kind == *power.byAttack || attack->kind == power.orByAttack) &&
           (!power.byBasicAttack || creature.basicAttack == attack->index);
}

// Whether the power answers this strike of its creature: of the kind of attack it names, a charge or
// an opportunity attack when it says so.
bool answersStrike(const TriggeredPower& power, const Combatant& attacker, const Strike& strike)
{
    return answersAttack(power, attacker, strike.power) && (!power.byCharge || strike.charge) &&
           (!power.byOpportunityAttack || strike.opportunity);
}

// Whether the attack's target is one the power names: "hits a Bloodied target", "a target adjacent
// to a Wolf ally", "against a living target".
bool answersTarget(ActionContext& context, const TriggeredPower& power, const Strike& strike)
{
    return power.againstTarget == TargetRestrictions{} ||
           !restrictionProblem(context.view(), strike.attacker, power.againstTarget, QString(),
                               strike.target);
}

// Whether the power answers this destruction: by the attack it names, of the enemy it names ("destroys an
// enemy champion", "a Unique enemy").
bool answersDestroyed(ActionContext& context, const TriggeredPower& power, const Combatant& destroyer,
                      const DestroyedEnemy& event)
{
    return power.event == TriggerEvent::DestroysEnemy &&
           answersAttack(power, destroyer, event.attack ? destroyer.attack(*event.attack) : nullptr) &&
           (power.againstTarget == TargetRestrictions{} ||
            !restrictionProblem(context.view(), event.destroyer, power.againstTarget, QString(),
                                event.destroyed));
}

// "score +10 VP", "Opponent scores +5 VP": the points go to `side`, in the power's name.
void scoreByPower(ActionContext& context, const TriggeredPower& power, Side side, int points)
{
    addVictoryPoints(context, side, points, QStringLiteral("702.1"), QStringLiteral("by %1").arg(power.name));
}

// The melee attacks "make a {m} attack" may make: the ones the engine runs.
QList<const AttackPower*> meleeAttacks(const Combatant& combatant)
{
    QList<const AttackPower*> attacks;
    for (const AttackPower& attack : combatant.profile.attacks) {
        if (attack.kind == AttackKind::Melee && attack.understood())
            attacks.append(&attack);
    }
    return attacks;
}

// The attack the power makes, or none when it makes none.
const AttackPower* madeAttack(ActionContext& context, const TriggeredPower& power, const Combatant& combatant,
                              const std::optional<qsizetype> response)
{
    // 0: none chosen (indexes are 1-based); checkResponses() let "attack" through for such powers only.
    const int chosen = response ? context.action().responses.at(*response).attack.value_or(0) : 0;
    const QString place = response ? QStringLiteral("responses[%1].attack").arg(*response) : QString();
    if (power.basicAttack)
        return combatant.basicAttack ? combatant.attack(*combatant.basicAttack) : nullptr;
    if (!power.namedAttack.isEmpty()) {
        const std::optional<int> index = combatant.attackNamed(power.namedAttack);
        return index ? combatant.attack(*index) : nullptr;
    }
    if (!power.meleeAttack)
        return nullptr;
    const QList<const AttackPower*> melee = meleeAttacks(combatant);
    if (chosen > 0) {
        const AttackPower* attack = combatant.attack(chosen);
        if (!attack || !melee.contains(attack))
            ActionContext::refuse(ActionErrorKind::BadInput,
                                  QStringLiteral("%1: attack %2 is not a melee attack of %3 the engine runs")
                                      .arg(place)
                                      .arg(chosen)
                                      .arg(creatureLabel(context, combatant.id)));
        return attack;
    }
    if (melee.size() > 1)
        ActionContext::refuse(
            ActionErrorKind::BadInput,
            QStringLiteral("%1: %2 makes one of %3's melee attacks: give its index in \"attack\"")
                .arg(place, power.name, creatureLabel(context, combatant.id)));
    return melee.value(0);
}

// The offer of the power's moment to its creature's player, with the melee attacks "make a {m}
// attack" may make when there is a choice; `other`: the creature the moment is about.
ResponseOffer offerFor(const TriggeredPower& power, const Combatant& combatant, const QString& other)
{
    ResponseOffer offer{.actor = combatant.id, .power = power.name, .event = power.event, .other = other};
    const QList<const AttackPower*> melee = meleeAttacks(combatant);
    if (power.meleeAttack && melee.size() > 1) {
        for (const AttackPower* attack : melee) {
            offer.attacks.append(attack->index);
            offer.names.append(attack->name);
        }
    }
    return offer;
}

struct Unavailable {
    QString why;
    QString rule;
};

// Why the creature cannot use the power now: it is inactive (703.2 for an activated power, 705.2
// for a special power's effects), it has taken its immediate action this turn (415.1.a), or used
// the power "usable once per turn".
std::optional<Unavailable> unavailable(ActionContext& context, const TriggeredPower& power,
                                       const CreatureState& creature)
{
    const QString who = creatureLabel(context, creature.id);
    if (const auto cause = restrictionCause(effectiveConditions(creature), ConditionRestriction::Inactive);
        cause && !power.ability)
        return Unavailable{QStringLiteral("%1 is %2 and uses no power").arg(who, conditionName(cause->cause)),
                           power.optional ? QStringLiteral("703.2") : QStringLiteral("705.2")};
    if (power.immediate && creature.tookImmediateAction)
        return Unavailable{QStringLiteral("%1 has taken its immediate action this turn").arg(who),
                           QStringLiteral("415.1.a")};
    if (const std::optional<QString> forbidden =
            power.immediate
                ? prohibition(context.view(), creature.id, AuraProhibition::Kind::ImmediateActions)
                : std::nullopt)
        return Unavailable{*forbidden, QStringLiteral("109.1")};
    if (power.opportunityAttack && creature.tookOpportunityAttack)
        return Unavailable{QStringLiteral("%1 has made its opportunity attack this turn").arg(who),
                           QStringLiteral("612.1.a")};
    if (power.oncePerTurn && creature.powersUsedThisTurn.contains(power.name, Qt::CaseInsensitive))
        return Unavailable{QStringLiteral("%1 has used %2 this turn (once per turn)").arg(who, power.name),
                           QStringLiteral("109.1")};
    if (power.useLimit && creature.powerUsesSpent.value(power.name) >= *power.useLimit)
        return Unavailable{QStringLiteral("%1 has no use of %2 left").arg(who, power.name),
                           QStringLiteral("703.5")};
    return std::nullopt;
}

// Whether the creature uses the power at this moment: a mandatory one whenever it can, an optional
// one when a response names it (refused when the rules forbid it now), else it is offered.
struct Use {
    bool used = false;
    std::optional<qsizetype> response;
};

Use takeMoment(ActionContext& context, const TriggeredPower& power, const CreatureState& creature,
               const ResponseOffer& offer)
{
    const std::optional<Unavailable> problem = unavailable(context, power, creature);
    const std::optional<qsizetype> response =
        power.optional ? context.takeResponse(creature.id, power.name) : std::nullopt;
    if (response && problem)
        ActionContext::illegal(QStringLiteral("responses[%1]: %2").arg(*response).arg(problem->why),
                               problem->rule);
    if (problem)
        return {};
    if (power.optional && !response) {
        context.offer(offer);
        return {};
    }
    return {true, response};
}

// Marks the use (its limits) and logs it.
void markUse(ActionContext& context, const TriggeredPower& power, const QString& id, const QString& what,
             const QString& other)
{
    CreatureState& creature = context.creature(id);
    if (power.immediate)
        creature.tookImmediateAction = true;
    if (power.oncePerTurn)
        creature.powersUsedThisTurn.append(power.name);
    if (power.useLimit)
        creature.powerUsesSpent[power.name] += 1;
    const QString rule = power.event == TriggerEvent::Destroyed ? QStringLiteral("415.2.b")
                         : power.immediate                      ? QStringLiteral("415.2")
                         : power.optional                       ? QStringLiteral("703.1")
                                                                : QStringLiteral("704.2");
    context.log(LogEvent::PowerUsed,
                QStringLiteral("%1 uses %2: %3").arg(creatureLabel(context, id), power.name, what), rule, id,
                other);
}

// The creatures a power's effect around it reaches now: on both sides, or its enemies of the kind it
// names ("each adjacent Immobilized enemy").
QStringList creaturesAround(ActionContext& context, const QString& id, const SurroundingEffect& around)
{
    const Space space = context.creature(id).space;
    QStringList reached;
    for (const QString& other : context.creaturesInPlay()) {
        if (other == id ||
            !withinDistance(context.map(), context.occupancy(), space, context.creature(other).space,
                            around.within) ||
            (around.enemiesOnly && !context.areEnemies(id, other)) ||
            (!(around.kind == TargetRestrictions{}) &&
             restrictionProblem(context.view(), id, around.kind, QString(), other)))
            continue;
        reached.append(other);
    }
    return reached;
}

// "Each adjacent creature takes 10 damage", "each adjacent ally and each adjacent enemy is Dazed":
// every creature around it it reaches; "1 adjacent enemy takes 5 damage": the one `chosen`.
void affectAround(ActionContext& context, const QString& id, const TriggeredPower& power,
                  const QString& chosen)
{
    const SurroundingEffect& around = *power.surrounding;
    for (const QString& other :
         around.chooseOne ? QStringList{chosen} : creaturesAround(context, id, around)) {
        if (around.damage.amount > 0)
            dealDamage(context, other, plainDamage(around.damage.amount, around.damage.type), id, power.name);
        if (!around.effects.isEmpty() && context.creature(other).inPlay())
            applyConditions(context, other, around.effects.conditions, {}, id, around.effects.modifiers);
    }
}

// What the power does to its own creature and around it, whatever its moment; `chosen`: the creature
// its player picked for an effect on one creature around it.
void applyOwnEffects(ActionContext& context, const TriggeredPower& power, const QString& id,
                     const QString& chosen = {})
{
    if (power.heals > 0)
        healCreature(context, id, power.heals, power.name, id);
    if (power.gainsHitPoints > 0 && context.creature(id).inPlay() && cannotHeal(context.creature(id)))
        context.log(
            LogEvent::Damage,
            QStringLiteral("%1: %2 cannot gain hit points").arg(power.name, creatureLabel(context, id)),
            QStringLiteral("109.1"), id);
    else if (power.gainsHitPoints > 0 && context.creature(id).inPlay()) {
        // Savage Frenzy: past its starting total, which still decides when it is bloodied (804.4.d).
        CreatureState& creature = context.creature(id);
        creature.hitPoints.current += power.gainsHitPoints;
        context
            .log(LogEvent::Damage,
                 QStringLiteral("%1: %2 gains %3 HP: %4 HP")
                     .arg(power.name, creatureLabel(context, id))
                     .arg(power.gainsHitPoints)
                     .arg(creature.hitPoints.current),
                 QStringLiteral("109.1"), id)
            .hpChange = power.gainsHitPoints;
    }
    if (power.surrounding)
        affectAround(context, id, power, chosen);
    if (!power.ownStates.isEmpty() && context.creature(id).inPlay())
        applyConditions(context, id, power.ownStates.conditions, {}, id, power.ownStates.modifiers);
    if (power.move && context.creature(id).inPlay())
        moveByOwnPower(context, id, *power.move, power.name);
}

// What the power does to the creature its moment names, `other` ("that enemy takes 15 fire damage",
// "that enemy is Dazed (save ends)").
void affectThatCreature(ActionContext& context, const TriggeredPower& power, const QString& owner,
                        const QString& other)
{
    if (power.enemyDamage.amount > 0)
        dealDamage(context, other, plainDamage(power.enemyDamage.amount, power.enemyDamage.type), owner,
                   power.name);
    if (!power.enemyEffects.isEmpty() && context.creature(other).inPlay())
        applyConditions(context, other, power.enemyEffects.conditions, {}, owner,
                        power.enemyEffects.modifiers);
}

void applyPower(ActionContext& context, const TriggeredPower& power, const DestroyedEnemy& event,
                std::optional<qsizetype> response, DiceSource& dice)
{
    const Combatant& combatant = context.combatant(event.destroyer);
    CreatureState& creature = context.creature(event.destroyer);
    const AttackPower* attack = madeAttack(context, power, combatant, response);
    markUse(context, power, event.destroyer,
            QStringLiteral("it destroyed %1").arg(creatureLabel(context, event.destroyed)), event.destroyed);
    const bool champion = context.combatant(event.destroyed).card.isChampion();
    scoreByPower(context, power, creature.side,
                 champion && power.championVictoryPoints > 0 ? power.championVictoryPoints
                                                             : power.victoryPoints);
    applyOwnEffects(context, power, event.destroyer);
    if (!attack && power.makesAttack()) {
        context.log(LogEvent::Refused,
                    QStringLiteral("%1 has no such attack to make: %2 makes none")
                        .arg(creatureLabel(context, event.destroyer), power.name),
                    QStringLiteral("109.3"), event.destroyer);
        return;
    }
    if (!attack || !creature.inPlay())
        return;
    // The attack is made at once, as a further attack is: a target of its own, never the destroyed.
    Strike strike{event.destroyer, attack, event.destroyed, CoverMethod::Melee,
                  creature.space,  false,  power.name};
    makeFurtherAttack(context, strike, FurtherAttack{}, dice);
}

// Whether the power answers this hit or miss (`event`) of the creature: by an enemy, of the kind it
// names, from an adjacent square and while it is bloodied or not when it says so, and, when it strikes
// back at that enemy, within its reach.
// Whether some attack the power makes `striker` make reaches `enemy` ("a {m} attack": any of its melee
// attacks), asking no choice of attack.
bool reachesWithItsAttack(ActionContext& context, const TriggeredPower& power, const QString& striker,
                          const QString& enemy)
{
    const Combatant& combatant = context.combatant(striker);
    const QList<const AttackPower*> made =
        power.meleeAttack ? meleeAttacks(combatant)
                          : QList<const AttackPower*>{madeAttack(context, power, combatant, {})};
    return std::any_of(made.cbegin(), made.cend(), [&](const AttackPower* attack) {
        return attack && !singleTargetProblem(context.view(), striker, *attack, enemy);
    });
}

bool answersDefence(ActionContext& context, const TriggeredPower& power, const Strike& strike,
                    TriggerEvent event)
{
    const Combatant& attacker = context.combatant(strike.attacker);
    const CreatureState& defender = context.creature(strike.target);
    if (power.event != event || !answersAttack(power, attacker, strike.power) ||
        (power.byAdjacentEnemy && !areAdjacent(defender.space, context.creature(strike.attacker).space)) ||
        (power.whileBloodied && *power.whileBloodied != isBloodied(defender.hitPoints)))
        return false;
    return !power.againstThatEnemy || reachesWithItsAttack(context, power, strike.target, strike.attacker);
}

void applyDefenceAnswer(ActionContext& context, const TriggeredPower& power, const Strike& strike,
                        std::optional<qsizetype> response, DiceSource& dice)
{
    const QString& id = strike.target;
    const AttackPower* attack = madeAttack(context, power, context.combatant(id), response);
    const QString attacker = creatureLabel(context, strike.attacker);
    markUse(context, power, id,
            power.event == TriggerEvent::HitBy        ? QStringLiteral("%1 hit it").arg(attacker)
            : power.event == TriggerEvent::Targeted   ? QStringLiteral("%1 targets it").arg(attacker)
            : power.event == TriggerEvent::AttackedBy ? QStringLiteral("%1 attacked it").arg(attacker)
                                                      : QStringLiteral("%1 missed it").arg(attacker),
            strike.attacker);
    affectThatCreature(context, power, id, strike.attacker);
    applyOwnEffects(context, power, id);
    if (!attack || !context.creature(id).inPlay())
        return;
    // Made at once, as a further attack is: against that enemy, or a target of its own.
    const Strike answer{id,    attack,    strike.attacker, CoverMethod::Melee, context.creature(id).space,
                        false, power.name};
    FurtherAttack further;
    further.sameTarget = power.againstThatEnemy;
    makeFurtherAttack(context, answer, further, dice);
}

// Whether an ally of `id` in play stands adjacent to it, `attacker` aside (a Dominated creature of its
// side attacking it is no ally then).
bool besideAlly(ActionContext& context, const QString& id, const QString& attacker)
{
    const CreatureState& self = context.creature(id);
    return std::any_of(context.state().creatures.cbegin(), context.state().creatures.cend(),
                       [&](const CreatureState& other) {
                           return other.id != id && other.id != attacker && other.inPlay() &&
                                  !context.areEnemies(other.id, id) && areAdjacent(other.space, self.space);
                       });
}

// The target's powers that answer `event`: its designation (603.2), a hit, a miss, or the attack once
// resolved (`hit`: whether it hit, for "If that attack hit"). A hit that becomes a miss, or an attack
// that misses instead, ends the moment.
DefenceAnswer answerDefence(ActionContext& context, const Strike& strike, TriggerEvent event,
                            DiceSource& dice, bool hit = true, bool critical = false)
{
    DefenceAnswer answer;
    const QString& id = strike.target;
    if (!context.creature(id).inPlay())
        return answer;
    const bool byEnemy = context.areEnemies(id, strike.attacker);
    const Combatant& attacker = context.combatant(strike.attacker);
    for (const TriggeredPower& power : context.combatant(id).profile.abilities.triggered) {
        if (answer.missesInstead || !context.creature(id).inPlay() ||
            !context.creature(strike.attacker).inPlay() || (!byEnemy && !power.byAnyCreature) ||
            power.redirectsTo || !answersDefence(context, power, strike, event) ||
            (power.onlyIfHit && !hit) || (power.onCritical && !critical) ||
            (power.onlyBesideAlly && !besideAlly(context, id, strike.attacker)) ||
            !answersStrike(power, attacker, strike) ||
            (power.againstDefence && power.againstDefence != strike.power->defence))
            continue;
        const Use use = takeMoment(context, power, context.creature(id),
                                   offerFor(power, context.combatant(id), strike.attacker));
        if (!use.used)
            continue;
        applyDefenceAnswer(context, power, strike, use.response, dice);
        answer.missesInstead = power.missesInstead;
        answer.normalHitInstead = answer.normalHitInstead || power.normalHitInstead;
        if (power.damageReduction > 0)
            answer.reductions.append(
                {-power.damageReduction, DamageType::Untyped, DamageBonusReason::Effect});
        if (power.defenceAgainstIt && raisesDefence(power.defenceAgainstIt->statistic, strike.power->defence))
            answer.defenceBonus += power.defenceAgainstIt->amount;
    }
    return answer;
}

// Whether the power of `id`, an ally of the strike's target, answers its designation (603.2; `event`
// AllyTargeted) or its hit (AllyHitBy): by an enemy where the power says (adjacent to it, or within its
// reach), of the kind of attack it names, against an ally of the kind it names, adjacent when it says so.
// A strike back needs its attack to reach that enemy; whether a redirect may turn the attack at all, the
// caller asks (redirectable).
bool answersAllyAttacked(ActionContext& context, const TriggeredPower& power, const QString& id,
                         const Strike& strike, TriggerEvent event)
{
    const CreatureState& self = context.creature(id);
    const Space enemy = context.creature(strike.attacker).space;
    if (power.event != event || !answersStrike(power, context.combatant(strike.attacker), strike) ||
        (power.byAdjacentEnemy && !areAdjacent(self.space, enemy)) ||
        (power.allyAdjacent && !areAdjacent(self.space, context.creature(strike.target).space)) ||
        (!(power.targetedAlly == TargetRestrictions{}) &&
         restrictionProblem(context.view(), id, power.targetedAlly, QString(), strike.target)))
        return false;
    return power.redirectsToSelf || reachesWithItsAttack(context, power, id, strike.attacker);
}

// The target's own redirect ("Use when this creature is targeted by a {m} or {r} attack: Redirect that
// attack to an Immobilized enemy adjacent to this creature", with `event` Targeted; "… is hit by …",
// HitBy): to the creature its player picks among those the power names (603.2.a); one candidate needs
// no pick.
void redirectByTarget(ActionContext& context, Strike& strike, TriggerEvent event)
{
    const QString original = strike.target;
    for (const TriggeredPower& power : context.combatant(original).profile.abilities.triggered) {
        if (!power.redirectsTo || strike.target != original || !context.creature(original).inPlay() ||
            !context.areEnemies(original, strike.attacker) || !answersDefence(context, power, strike, event))
            continue;
        const QStringList candidates = redirectCandidates(context, *power.redirectsTo, strike);
        if (candidates.isEmpty())
            continue;
        ResponseOffer offer = offerFor(power, context.combatant(original), strike.attacker);
        offer.choices = candidates;
        const Use use = takeMoment(context, power, context.creature(original), offer);
        if (!use.used)
            continue;
        const QString to =
            takeResponsePick(context, *use.response, power.name, candidates, QStringLiteral("603.2.a"));
        markUse(
            context, power, original,
            (event == TriggerEvent::HitBy ? QStringLiteral("%1 hits it") : QStringLiteral("%1 targets it"))
                .arg(creatureLabel(context, strike.attacker)),
            strike.attacker);
        redirect(context, strike, to);
    }
}

// The powers of the creatures in `inPlay` on the target's side that answer its designation (`event`
// AllyTargeted) or hit (AllyHitBy): with `redirects`, only those turning the attack to themselves
// (Bodyguard, Militia Guard), one at most; else only the others (Defender's strike back).
void answerAllies(ActionContext& context, Strike& strike, const QStringList& inPlay, TriggerEvent event,
                  bool redirects, DiceSource& dice)
{
    const QString original = strike.target;
    const QString moment =
        event == TriggerEvent::AllyHitBy ? QStringLiteral("%1 hits %2") : QStringLiteral("%1 targets %2");
    for (const QString& id : inPlay) {
        // Most creatures have no triggered power: that test is the cheapest, so it comes first.
        if (context.combatant(id).profile.abilities.triggered.isEmpty() || id == original ||
            context.areEnemies(id, original) || !context.areEnemies(id, strike.attacker))
            continue;
        for (const TriggeredPower& power : context.combatant(id).profile.abilities.triggered) {
            // A redirect to a creature the same close or area attack targets would attack it twice (603.1.d).
            if (power.redirectsToSelf != redirects || strike.target != original ||
                !context.creature(id).inPlay() || !context.creature(strike.attacker).inPlay() ||
                (redirects && strike.areaTargets.contains(id)) ||
                !answersAllyAttacked(context, power, id, strike, event))
                continue;
            ResponseOffer offer = offerFor(power, context.combatant(id), strike.attacker);
            offer.target = original;
            const Use use = takeMoment(context, power, context.creature(id), offer);
            if (!use.used)
                continue;
            markUse(context, power, id,
                    moment.arg(creatureLabel(context, strike.attacker), creatureLabel(context, original)),
                    strike.attacker);
            if (power.redirectsToSelf) {
                redirect(context, strike, id);
                continue;
            }
            const Strike strikeBack{id,
                                    madeAttack(context, power, context.combatant(id), use.response),
                                    strike.attacker,
                                    CoverMethod::Melee,
                                    context.creature(id).space,
                                    false,
                                    power.name};
            FurtherAttack further;
            further.sameTarget = true;
            makeFurtherAttack(context, strikeBack, further, dice);
        }
    }
}

} // namespace

void checkResponses(ActionContext& context)
{
    const QList<Response>& responses = context.action().responses;
    for (qsizetype i = 0; i < responses.size(); ++i) {
        const Response& response = responses.at(i);
        const Combatant& combatant = context.combatant(response.actor);
        QStringList optional = championUseNames(combatant);
        // A champion power used at set-up is among the champion names already.
        const QStringList setup = setupUseNames(combatant);
        for (const QString& name : setup) {
            if (!optional.contains(name))
                optional.append(name);
        }
        QStringList choosingAttack; // "make a {m} attack": the ones that take "attack"
        QStringList choosing = setup; // and those that take "choice": set-up powers, redirects' creature
        for (const TriggeredPower& power : combatant.profile.abilities.triggered) {
            if (power.optional)
                optional.append(power.name);
            if (power.meleeAttack)
                choosingAttack.append(power.name);
            if (power.redirectsTo || (power.surrounding && power.surrounding->chooseOne))
                choosing.append(power.name);
        }
        if (response.attack && !choosingAttack.contains(response.use, Qt::CaseInsensitive))
            ActionContext::refuse(ActionErrorKind::BadInput,
                                  QStringLiteral("responses[%1].attack: %2 makes no choice of attack")
                                      .arg(i)
                                      .arg(response.use));
        if (!response.choice.isEmpty() && !choosing.contains(response.use, Qt::CaseInsensitive))
            ActionContext::refuse(
                ActionErrorKind::BadInput,
                QStringLiteral("responses[%1].choice: only a power used at set-up, a "
                               "redirect or one on 1 creature around makes a choice, not %2")
                    .arg(i)
                    .arg(response.use));
        const bool firstRound = context.action().kind == ActionKind::Initiative && context.state().round == 0;
        if (setup.contains(response.use, Qt::CaseInsensitive) && !firstRound)
            ActionContext::illegal(
                QStringLiteral("responses[%1]: %2 is used at set-up, as the first round begins")
                    .arg(i)
                    .arg(response.use),
                QStringLiteral("102.2"));
        if (!optional.contains(response.use, Qt::CaseInsensitive))
            ActionContext::refuse(
                ActionErrorKind::BadInput,
                QStringLiteral("responses[%1].use: %2 has no power \"%3\" used at a moment (%4)")
                    .arg(i)
                    .arg(creatureLabel(context, response.actor), response.use,
                         optional.isEmpty()
                             ? QStringLiteral("it has none")
                             : QStringLiteral("it has %1").arg(optional.join(QStringLiteral(", ")))));
    }
}

void answerDestroyedEnemies(ActionContext& context, DiceSource& dice)
{
    for (const DestroyedEnemy& event : context.takeDestroyed()) {
        const Combatant& combatant = context.combatant(event.destroyer);
        for (const TriggeredPower& power : combatant.profile.abilities.triggered) {
            const CreatureState& creature = context.creature(event.destroyer);
            if (!creature.inPlay() || !answersDestroyed(context, power, combatant, event))
                continue;
            const Use use = takeMoment(context, power, creature, offerFor(power, combatant, event.destroyed));
            if (!use.used)
                continue;
            applyPower(context, power, event, use.response, dice);
        }
    }
}

HitAnswer answerOwnHit(ActionContext& context, const Strike& strike, bool critical,
                       std::optional<int> natural)
{
    HitAnswer answer;
    const Combatant& combatant = context.combatant(strike.attacker);
    for (const TriggeredPower& power : combatant.profile.abilities.triggered) {
        if (power.event != TriggerEvent::HitsWithAttack || !answersStrike(power, combatant, strike) ||
            (power.onCritical && !critical) ||
            (power.naturalFrom > 0 && natural.value_or(0) < power.naturalFrom) ||
            !answersTarget(context, power, strike))
            continue;
        const ResponseOffer offer{
            .actor = strike.attacker, .power = power.name, .event = power.event, .other = strike.target};
        if (!takeMoment(context, power, context.creature(strike.attacker), offer).used)
            continue;
        markUse(context, power, strike.attacker,
                QStringLiteral("it hit %1").arg(creatureLabel(context, strike.target)), strike.target);
        if (power.bonusDamage.amount > 0)
            answer.bonuses.append(
                {power.bonusDamage.amount, power.bonusDamage.type, DamageBonusReason::Effect});
        if (!power.onHit.isEmpty())
            answer.riders.append(&power.onHit);
        if (power.heals > 0 || power.gainsHitPoints > 0 || power.move || power.surrounding ||
            !power.ownStates.isEmpty())
            answer.ownEffects.append(&power);
    }
    return answer;
}

DefenceAnswer answerHitBy(ActionContext& context, const Strike& strike, bool critical, DiceSource& dice)
{
    return answerDefence(context, strike, TriggerEvent::HitBy, dice, true, critical);
}

void answerMiss(ActionContext& context, const Strike& strike, DiceSource& dice)
{
    answerDefence(context, strike, TriggerEvent::MissedBy, dice);
}

void answerAttackedBy(ActionContext& context, const Strike& strike, bool hit, DiceSource& dice)
{
    answerDefence(context, strike, TriggerEvent::AttackedBy, dice, hit);
}

QList<const AttackEffects*> answerDeclaredAttack(ActionContext& context, const Strike& strike,
                                                 AttackSituation& situation)
{
    QList<const AttackEffects*> riders;
    const Combatant& combatant = context.combatant(strike.attacker);
    for (const TriggeredPower& power : combatant.profile.abilities.triggered) {
        if (power.event != TriggerEvent::AttackDeclared || !answersStrike(power, combatant, strike) ||
            (!power.byNamedAttack.isEmpty() &&
             strike.power->name.compare(power.byNamedAttack, Qt::CaseInsensitive) != 0) ||
            !answersTarget(context, power, strike) ||
            (power.onlyWhere &&
             !standsIn(context.map(), context.creature(strike.attacker), *power.onlyWhere)))
            continue;
        if (!takeMoment(context, power, context.creature(strike.attacker),
                        offerFor(power, combatant, strike.target))
                 .used)
            continue;
        markUse(context, power, strike.attacker,
                QStringLiteral("it attacks %1").arg(creatureLabel(context, strike.target)), strike.target);
        if (power.attackBonus != 0)
            situation.extraModifiers.append(
                {power.attackBonus, AttackModifierReason::Effect, QStringLiteral("109.1")});
        if (power.bonusDamage.amount > 0)
            situation.extraDamage.append(
                {power.bonusDamage.amount, power.bonusDamage.type, DamageBonusReason::Effect});
        if (!power.onHit.isEmpty())
            riders.append(&power.onHit);
        situation.automaticCritical = situation.automaticCritical || power.criticalHit;
    }
    return riders;
}

void answerAttackResolved(ActionContext& context, const Strike& strike, const HitAnswer& hit)
{
    const QString& id = strike.attacker;
    for (const TriggeredPower* power : hit.ownEffects) {
        if (context.creature(id).inPlay())
            applyOwnEffects(context, *power, id);
    }
    const Combatant& combatant = context.combatant(id);
    for (const TriggeredPower& power : combatant.profile.abilities.triggered) {
        if (power.event != TriggerEvent::AttackResolved || !context.creature(id).inPlay() ||
            !answersStrike(power, combatant, strike))
            continue;
        if (!takeMoment(context, power, context.creature(id), offerFor(power, combatant, strike.target)).used)
            continue;
        markUse(context, power, id,
                QStringLiteral("it attacked %1").arg(creatureLabel(context, strike.target)), strike.target);
        applyOwnEffects(context, power, id);
    }
}

namespace {

// Whether a power answering its creature's destruction can be used, the log saying why not.
bool usableAtDestruction(ActionContext& context, const TriggeredPower& power, const QString& id)
{
    const std::optional<Unavailable> problem = unavailable(context, power, context.creature(id));
    if (problem)
        context.log(LogEvent::Refused, QStringLiteral("%1: %2 does nothing").arg(problem->why, power.name),
                    problem->rule, id);
    return !problem;
}

} // namespace

bool survivesDestruction(ActionContext& context, const QString& id, bool byDamage)
{
    for (const TriggeredPower& power : context.combatant(id).profile.abilities.triggered) {
        if (power.event != TriggerEvent::Destroyed || power.survivesWith <= 0 ||
            (power.survivesZeroHitPointsOnly && !byDamage))
            continue;
        if (!usableAtDestruction(context, power, id))
            continue;
        markUse(context, power, id, QStringLiteral("it would be destroyed"), QString());
        if (power.survivalRoll > 0) {
            const int roll =
                context.roll(context.dice(), RollNeeded{RollPurpose::Survival, id, power.name, QString()});
            const bool survives = roll >= power.survivalRoll;
            context.log(
                LogEvent::PowerUsed,
                QStringLiteral("%1 rolls %2 for %3: %4 (%5+ needed)")
                    .arg(creatureLabel(context, id))
                    .arg(roll)
                    .arg(power.name, survives ? QStringLiteral("it survives") : QStringLiteral("it does not"))
                    .arg(power.survivalRoll),
                QStringLiteral("109.1"), id);
            if (!survives)
                continue;
        }
        CreatureState& creature = context.creature(id);
        const int change = power.survivesWith - creature.hitPoints.current;
        creature.hitPoints.current = power.survivesWith;
        context
            .log(LogEvent::Damage,
                 QStringLiteral("%1 is not destroyed: it has %2 HP instead")
                     .arg(creatureLabel(context, id))
                     .arg(power.survivesWith),
                 QStringLiteral("109.1"), id)
            .hpChange = change;
        applyOwnEffects(context, power, id);
        return true;
    }
    return false;
}

void answerDamageTaken(ActionContext& context, const QString& id, const QList<DamageType>& types,
                       const QString& source)
{
    const Combatant& combatant = context.combatant(id);
    for (const TriggeredPower& power : combatant.profile.abilities.triggered) {
        if (power.event != TriggerEvent::TakesDamage || !types.contains(power.damageTaken) ||
            !context.creature(id).inPlay())
            continue;
        if (!takeMoment(context, power, context.creature(id), offerFor(power, combatant, source)).used)
            continue;
        markUse(context, power, id,
                QStringLiteral("it took %1 damage").arg(damageTypeName(power.damageTaken).toLower()), source);
        applyOwnEffects(context, power, id);
    }
    answerDamageTakenByChampions(context, id, types);
}

void answerDestruction(ActionContext& context, const QString& id, const QString& destroyer)
{
    const Combatant& combatant = context.combatant(id);
    noteByHand(context, id, PowerMoment::Destroyed);
    for (const TriggeredPower& power : combatant.profile.abilities.triggered) {
        if (power.event != TriggerEvent::Destroyed || power.survivesWith > 0)
            continue;
        if (!usableAtDestruction(context, power, id))
            continue;
        // "When this creature is destroyed by an enemy, that enemy is Dazed": only an enemy's doing
        if (power.byEnemy && (destroyer.isEmpty() || !context.areEnemies(id, destroyer) ||
                              !context.creature(destroyer).inPlay()))
            continue;
        markUse(context, power, id, QStringLiteral("it is destroyed"), destroyer);
        if (power.byEnemy)
            affectThatCreature(context, power, id, destroyer);
        scoreByPower(context, power, opponentOf(context.creature(id).side), power.victoryPoints);
        applyOwnEffects(context, power, id);
        const AttackPower* attack = madeAttack(context, power, combatant, std::nullopt);
        if (!attack)
            continue;
        // Made at once, as a further attack is, before the creature leaves the map.
        const Strike strike{id,
                            attack,
                            destroyer.isEmpty() ? id : destroyer,
                            CoverMethod::Melee,
                            context.creature(id).space,
                            false,
                            power.name};
        makeFurtherAttack(context, strike, FurtherAttack{}, context.dice());
    }
}

namespace {

// "within Reach of this creature": as far as its melee attacks reach (707.10).
int reachOf(const Combatant& combatant)
{
    int reach = combatant.profile.abilities.reach;
    for (const AttackPower& attack : combatant.profile.attacks) {
        if (attack.kind == AttackKind::Melee)
            reach = std::max(reach, meleeReach(combatant, attack));
    }
    return reach;
}

// Whether `owner`'s power answers the turn or the move of `id`: a creature of the side and kind it names,
// charging when it says so, where it names ("exactly 3 squares away": at that distance only), while
// `owner` is bloodied or not when it says so; an attack against it must reach it.
bool answersNeighbour(ActionContext& context, const TriggeredPower& power, const QString& owner,
                      const QString& id)
{
    const Neighbour& near = power.neighbour;
    const CreatureState& self = context.creature(owner);
    const Action& action = context.action();
    if (!(context.areEnemies(owner, id) ? near.enemies : near.allies) ||
        (power.whileBloodied && *power.whileBloodied != isBloodied(self.hitPoints)) ||
        (near.charging && !(action.kind == ActionKind::Charge && action.actor == id)))
        return false;
    const int within = near.within > 0 ? near.within : reachOf(context.combatant(owner));
    const Space& other = context.creature(id).space;
    if (!withinDistance(context.map(), context.occupancy(), self.space, other, within) ||
        (near.exactly && withinDistance(context.map(), context.occupancy(), self.space, other, within - 1)) ||
        (!(near.kind == TargetRestrictions{}) &&
         restrictionProblem(context.view(), owner, near.kind, QString(), id)))
        return false;
    return !power.makesAttack() || reachesWithItsAttack(context, power, owner, id);
}

// Dominated and Confused decide who controls the turn (904.2, 902.2): such effects resolve first (402.1.a).
bool takesControl(const AttackEffects& effects)
{
    return std::any_of(
        effects.conditions.cbegin(), effects.conditions.cend(), [](const ConditionEffect& effect) {
            return effect.condition == Condition::Dominated || effect.condition == Condition::Confused;
        });
}

// What `owner`'s power does to the creature whose turn it answers.
void applyToNeighbour(ActionContext& context, const TriggeredPower& power, const QString& owner,
                      const QString& id, std::optional<qsizetype> response)
{
    const AttackPower* attack = madeAttack(context, power, context.combatant(owner), response);
    const QString who = creatureLabel(context, id);
    const QString moment =
        power.event == TriggerEvent::NeighbourTurnStarts ? QStringLiteral("%1's turn begins").arg(who)
        : power.event == TriggerEvent::NeighbourTurnEnds
            ? QStringLiteral("%1's turn ends").arg(who)
            : QStringLiteral("%1 enters %2").arg(who, squareText(context.creature(id).space.topLeft));
    markUse(context, power, owner, moment, id);
    affectThatCreature(context, power, owner, id);
    if (!attack || !context.creature(id).inPlay())
        return;
    Strike strike{owner, attack, id, CoverMethod::Melee, context.creature(owner).space, false, power.name};
    if (power.opportunityAttack) {
        // Its one opportunity attack this turn (612.1.a), against a creature on the move, made as any is.
        context.creature(owner).tookOpportunityAttack = true;
        strike.opportunity = true;
        strike.label = QStringLiteral("an opportunity attack (%1)").arg(attack->name);
        strike.targetAcBonus = context.combatant(id).profile.abilities.acAgainstOpportunityAttacks;
        resolveStrike(context, strike, context.dice());
        return;
    }
    FurtherAttack further;
    further.sameTarget = true;
    makeFurtherAttack(context, strike, further, context.dice());
}

} // namespace

bool answerNeighbourTurn(ActionContext& context, const QString& id, TriggerEvent event,
                         NeighbourEffects which)
{
    for (const QString& owner : context.creaturesInPlay()) {
        if (owner == id)
            continue;
        for (const TriggeredPower& power : context.combatant(owner).profile.abilities.triggered) {
            if (power.event != event || !context.creature(owner).inPlay() ||
                (which != NeighbourEffects::All &&
                 (which == NeighbourEffects::Control) != takesControl(power.enemyEffects)) ||
                !answersNeighbour(context, power, owner, id))
                continue;
            if (power.opportunityAttack) { // "Make 1 opportunity attack": only when it may take one
                std::optional<OpportunityProblem> problem = opportunityAttackProblem(context, owner, id);
                if (!problem &&
                    !creatureSight(context.view(), owner, id)) // 804.4.f, as any opportunity attack
                    problem = OpportunityProblem{
                        QStringLiteral("%1 cannot see %2")
                            .arg(creatureLabel(context, owner), creatureLabel(context, id)),
                        QStringLiteral("804.4.f")};
                if (problem) {
                    if (const std::optional<qsizetype> response = context.takeResponse(owner, power.name))
                        ActionContext::illegal(
                            QStringLiteral("responses[%1]: %2").arg(*response).arg(problem->why),
                            problem->rule);
                    continue;
                }
            }
            const Use use = takeMoment(context, power, context.creature(owner),
                                       offerFor(power, context.combatant(owner), id));
            if (!use.used)
                continue;
            applyToNeighbour(context, power, owner, id, use.response);
            if (!context.creature(id).inPlay())
                return false;
        }
    }
    return true;
}

namespace {

// The creature's powers of a moment of its own turn (StartOfOwnTurn, EndOfOwnTurn), where it stands
// as the card asks; `what` says the moment in the log.
void answerOwnTurn(ActionContext& context, const QString& id, TriggerEvent event, const QString& what)
{
    for (const TriggeredPower& power : context.combatant(id).profile.abilities.triggered) {
        const CreatureState& creature = context.creature(id);
        if (power.event != event || !creature.inPlay() ||
            (power.whileBloodied && *power.whileBloodied != isBloodied(creature.hitPoints)) ||
            (power.onlyWhere && !standsIn(context.map(), creature, *power.onlyWhere)))
            continue;
        // "1 adjacent enemy takes 5 damage": its player picks one of those there now; with none, it has
        // nothing to do.
        const bool choosing = power.surrounding && power.surrounding->chooseOne;
        const QStringList choices =
            choosing ? creaturesAround(context, id, *power.surrounding) : QStringList{};
        if (choosing && choices.isEmpty())
            continue;
        const ResponseOffer offer{.actor = id, .power = power.name, .event = power.event, .choices = choices};
        const Use use = takeMoment(context, power, creature, offer);
        if (!use.used)
            continue;
        // Only a power its player uses picks (the parser reads no other), so a response names it.
        const QString chosen =
            choosing ? takeResponsePick(context, *use.response, power.name, choices, QStringLiteral("703.1"))
                     : QString();
        markUse(context, power, id, what, chosen);
        applyOwnEffects(context, power, id, chosen);
    }
}

} // namespace

void answerStartOfTurn(ActionContext& context, const QString& id)
{
    answerOwnTurn(context, id, TriggerEvent::StartOfOwnTurn, QStringLiteral("its turn begins"));
}

void answerEndOfTurn(ActionContext& context, const QString& id)
{
    answerOwnTurn(context, id, TriggerEvent::EndOfOwnTurn, QStringLiteral("its turn ends"));
}

DefenceAnswer answerTargeted(ActionContext& context, Strike& strike, DiceSource& dice)
{
    const DefenceAnswer answer = context.combatant(strike.target).profile.abilities.triggered.isEmpty()
                                     ? DefenceAnswer{}
                                     : answerDefence(context, strike, TriggerEvent::Targeted, dice);
    if (answer.missesInstead)
        return answer;
    // 603.2.a: the allies' other answers first, then one redirect: the target's own, or an ally's.
    const QStringList inPlay = context.creaturesInPlay(); // each is asked again whether it still is
    answerAllies(context, strike, inPlay, TriggerEvent::AllyTargeted, false, dice);
    if (!redirectable(context, strike) || !context.creature(strike.attacker).inPlay())
        return answer;
    const QString first = strike.target;
    redirectByTarget(context, strike, TriggerEvent::Targeted);
    if (strike.target == first) // one redirect only: the target's own, or else an ally's
        answerAllies(context, strike, inPlay, TriggerEvent::AllyTargeted, true, dice);
    return answer;
}

void answerHitRedirects(ActionContext& context, Strike& strike, DiceSource& dice)
{
    if (!redirectable(context, strike) || !context.creature(strike.attacker).inPlay() ||
        !context.creature(strike.target).inPlay())
        return;
    const QString first = strike.target;
    redirectByTarget(context, strike, TriggerEvent::HitBy);
    if (strike.target == first) // one redirect only: the target's own, or else an ally's
        answerAllies(context, strike, context.creaturesInPlay(), TriggerEvent::AllyHitBy, true, dice);
}

namespace {

// Covert Agent: no other creature in play occupies a victory area the creature occupies (one of its
// side's, or a shared one).
bool aloneInVictoryArea(ActionContext& context, const QString& id)
{
    const CreatureState& creature = context.creature(id);
    for (const MapArea& area : context.map().victoryAreas()) {
        if (!spaceInRect(creature.space, area.rect) || !areaServes(area.side, creature.side))
            continue;
        const QStringList others = context.creaturesInPlay();
        if (std::none_of(others.cbegin(), others.cend(), [&](const QString& other) {
                return other != id && spaceInRect(context.creature(other).space, area.rect);
            }))
            return true;
    }
    return false;
}

} // namespace

void answerEndOfRound(ActionContext& context)
{
    for (const QString& id : context.creaturesInPlay()) {
        for (const TriggeredPower& power : context.combatant(id).profile.abilities.triggered) {
            const CreatureState& creature = context.creature(id);
            if (power.event != TriggerEvent::EndOfRound || !creature.inPlay() ||
                (power.onlyWhere && !standsIn(context.map(), creature, *power.onlyWhere)) ||
                (power.aloneInArea && !aloneInVictoryArea(context, id)))
                continue;
            const ResponseOffer offer{.actor = id, .power = power.name, .event = power.event};
            if (!takeMoment(context, power, creature, offer).used)
                continue;
            markUse(context, power, id, QStringLiteral("the round ends"), QString());
            if (power.place)
                placeNearAlly(context, id, *power.place, power.name);
            if (power.victoryPoints > 0)
                addVictoryPoints(
                    context, creature.side, power.victoryPoints, QStringLiteral("109.1"),
                    QStringLiteral("for %1's %2 (card text)").arg(creatureLabel(context, id), power.name));
            if (power.selfDamage > 0)
                dealDamage(context, id, plainDamage(power.selfDamage), id, power.name);
        }
    }
}

} // namespace ddm
