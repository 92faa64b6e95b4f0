// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/round_flow.h"

#include "board/distance.h"
#include "combat/saving_throw.h"
#include "engine/battle_effects.h"
#include "engine/card_modifiers.h"
#include "engine/creature_rules.h"
#include "engine/hand_notices.h"
#include "engine/initiative.h"
#include "engine/scoring.h"
#include "engine/setup_powers.h"
#include "engine/sight_rules.h"
#include "engine/triggered_powers.h"
#include "engine/champion_powers.h"

#include <algorithm>

namespace ddm {
namespace {

constexpr int kStallRounds = 10; // 103.3.c

bool hasCreatureToActivate(const BattleState& state, Side side)
{
    for (const CreatureState& creature : state.creatures) {
        if (creature.side == side && creature.canActivate())
            return true;
    }
    return false;
}

bool enemyAdjacent(ActionContext& context, const QString& id)
{
    const CreatureState& creature = context.creature(id);
    for (const QString& other : context.creaturesInPlay()) {
        if (context.areEnemies(id, other) && areAdjacent(creature.space, context.creature(other).space))
            return true;
    }
    return false;
}

// "if no enemy can see it": sight as 1002.3 has it, with invisibility (804.4.f) and Hide (707.6.a).
bool seenByAnEnemy(ActionContext& context, const QString& id)
{
    for (const QString& other : context.creaturesInPlay()) {
        if (context.areEnemies(id, other) && creatureSight(context.view(), other, id))
            return true;
    }
    return false;
}

// Who holds a victory area otherwise than by standing in it, as the cards in play say: Object, the
// enemies near an active Hoarder (a special, 800.4.a), Terrain Mastery.
AreaHolders areaHolders(ActionContext& context)
{
    AreaHolders holders;
    const QStringList inPlay = context.creaturesInPlay();
    for (const QString& id : inPlay) {
        const CreatureAbilities& abilities = context.combatant(id).profile.abilities;
        if (abilities.scoresNoAreaPoints)
            holders.holdNone.insert(id);
        const CreatureState& holder = context.creature(id);
        if (abilities.holdsAdjacentAreas.held &&
            !nullifiedWhileInactive(abilities.holdsAdjacentAreas, holder))
            holders.holdBeside.insert(id);
        // Hoarder is a special power wherever it is printed (800.4.a).
        if (abilities.deniesAreaPointsWithin == 0 ||
            restrictionCause(effectiveConditions(holder), ConditionRestriction::Inactive))
            continue;
        for (const QString& other : inPlay) {
            if (context.areEnemies(id, other) &&
                withinDistance(context.map(), context.occupancy(), holder.space,
                               context.creature(other).space, abilities.deniesAreaPointsWithin))
                holders.holdNone.insert(other);
        }
    }
    return holders;
}

void endRound(ActionContext& context)
{
    BattleState& state = context.state();
    for (const AreaScore& score : victoryAreaScores(context.setup(), state, areaHolders(context))) {
        addVictoryPoints(context, score.side, score.points, score.rule,
                         score.areas == 1 ? QStringLiteral("for holding a victory area")
                                          : QStringLiteral("for holding %1 victory areas").arg(score.areas));
    }
    checkVictory(context);
    if (state.outcome)
        return;
    answerEndOfRound(context);
    checkVictory(context); // the points its powers scored (103.2.b)
    if (state.outcome)
        return;
    noteByHandForAll(context, PowerMoment::EndOfRound);
    for (const QString& id : context.creaturesInPlay()) {
        logEndings(context, id, context.creature(id).effects.endRound());
        endGrantedModifiers(context, id, EffectDuration::EndOfRound);
    }

    state.quietRounds = state.activityThisRound ? 0 : state.quietRounds + 1;
    context.log(LogEvent::RoundEnded, QStringLiteral("round %1 ends").arg(state.round), QStringLiteral("305.1"));
    state.phase = BattlePhase::BetweenRounds;
    state.turnsLeftInBlock = state.turnsInBlock = 0;
    if (state.quietRounds < kStallRounds)
        return;

    // 103.3.c: the game ends; the most victory points win, ties broken as in 105.4.
    const int a = state.victoryPointsOf(Side::A);
    const int b = state.victoryPointsOf(Side::B);
    Outcome outcome{GameEnd::Stall, std::nullopt, QStringLiteral("103.3.c")};
    if (a != b) {
        outcome.winner = a > b ? Side::A : Side::B;
    } else {
        const Tiebreak tie = breakTie(context.setup(), state, context.occupancy());
        if (!tie.winner) {
            // 105.4.d: play continues, and the first side to score wins (addVictoryPoints).
            if (!state.suddenDeath)
                context.log(
                    LogEvent::GameOver,
                    QStringLiteral("%1 rounds without damage to an enemy, attack rolls or saving throws, and "
                                   "every tie-breaker is tied: play continues, the next side to score wins")
                        .arg(kStallRounds),
                    tie.rule);
            state.suddenDeath = true;
            return;
        }
        outcome.winner = tie.winner;
        outcome.rule = tie.rule;
    }
    state.outcome = outcome;
    state.phase = BattlePhase::Over;
    context.log(
        LogEvent::GameOver,
        QStringLiteral("%1 rounds without damage to an enemy, attack rolls or saving throws: side %2 wins")
            .arg(kStallRounds)
            .arg(sideName(*outcome.winner)),
        outcome.rule);
}

// 303.1: Player 1 takes one turn, then the players alternate two turns each; a side without
// creatures left to activate is skipped (303.1.a); when neither has any the round moves on (303.2).
void passActivation(ActionContext& context)
{
    BattleState& state = context.state();
    if (state.outcome)
        return;
    if (--state.turnsLeftInBlock <= 0) {
        state.activeSide = opponentOf(state.activeSide);
        state.turnsLeftInBlock = state.turnsInBlock = 2;
    }
    if (hasCreatureToActivate(state, state.activeSide))
        return;
    if (hasCreatureToActivate(state, opponentOf(state.activeSide))) {
        state.activeSide = opponentOf(state.activeSide);
        state.turnsLeftInBlock = state.turnsInBlock = 2;
        return;
    }
    endRound(context);
}

// 400.3 and 404: what ends with every turn, whoever's it is.
void closeTurn(ActionContext& context, const QString& id)
{
    BattleState& state = context.state();
    if (context.creature(id).inPlay())
        noteByHand(context, id, PowerMoment::EndOfOwnTurn);
    for (const QString& other : context.creaturesInPlay()) {
        logEndings(context, other, context.creature(other).effects.endTurn(other == id));
    }
    endGrantedModifiers(context, id, EffectDuration::EndOfTurn);
    for (CreatureState& creature : state.creatures) {
        creature.tookOpportunityAttack = false;
        creature.tookImmediateAction = false;
        creature.powersUsedThisTurn.clear();
        creature.championPowersUsed.clear();
        creature.furtherAttacksThisTurn.clear();
    }
    context.log(LogEvent::TurnEnded, QStringLiteral("%1's turn ends").arg(creatureLabel(context, id)),
                QStringLiteral("404.1"), id);
    state.turn.reset();
    checkVictory(context);
    passActivation(context);
}

void rollConfusion(ActionContext& context, const QString& id)
{
    CreatureState& creature = context.creature(id);
    QString source;
    for (const ActiveCondition& active : creature.effects.conditions()) {
        if (active.effect.condition == Condition::Confused)
            source = active.origin.source;
    }
    const int roll = context.roll(context.dice(), {RollPurpose::Confusion, id});
    const ConfusionOutcome outcome = judgeConfusionRoll(roll);
    const QList<DieRoll> rolls{{roll, RollPurpose::Confusion}};
    switch (outcome) {
    case ConfusionOutcome::Dominated:
        context.log(LogEvent::TurnStarted,
                    QStringLiteral("%1 is Confused and rolls %2: Dominated until the end of its turn")
                        .arg(creatureLabel(context, id))
                        .arg(roll),
                    QStringLiteral("902.2"), id, source, rolls);
        applyConditions(context, id, {ruleCondition(Condition::Dominated, EffectDuration::EndOfTurn)}, {}, source);
        if (creature.has(Condition::Dominated))
            context.state().turn->controller = opponentOf(creature.side);
        break;
    case ConfusionOutcome::NoActions:
        context.log(LogEvent::TurnStarted,
                    QStringLiteral("%1 is Confused and rolls %2: it takes no actions this turn")
                        .arg(creatureLabel(context, id))
                        .arg(roll),
                    QStringLiteral("902.2"), id, source, rolls);
        context.state().turn->noActions = true;
        break;
    case ConfusionOutcome::ActsNormally:
        context.log(LogEvent::TurnStarted,
                    QStringLiteral("%1 is Confused and rolls %2: its owner controls it this turn")
                        .arg(creatureLabel(context, id))
                        .arg(roll),
                    QStringLiteral("902.2"), id, source, rolls);
        break;
    }
}

// The creature's saving throws (804.4.e): at the end of its turn, or at its start for Determined.
void rollSaves(ActionContext& context, const QString& id)
{
    CreatureState& creature = context.creature(id);
    const SavingThrowReport saves = creature.effects.rollSavingThrows(context.dice());
    if (saves.missingRoll)
        context.missingRoll({RollPurpose::SavingThrow, id});
    for (const SavingThrow& save : saves.throws) {
        context.state().activityThisRound = true; // 103.3.c
        QStringList against;
        for (const ActiveCondition& condition : save.conditions)
            against.append(conditionName(condition.effect.condition));
        for (const ActiveStatModifier& modifier : save.modifiers)
            against.append(QStringLiteral("%1 %2")
                               .arg(modifier.modifier.amount)
                               .arg(statisticName(modifier.modifier.statistic)));
        for (const ActiveOngoingDamage& ongoing : save.ongoing)
            against.append(QStringLiteral("ongoing %1 %2 damage")
                               .arg(ongoing.damage.amount)
                               .arg(damageTypeName(ongoing.damage.type).toLower()));
        context.log(LogEvent::SavingThrow,
                    QStringLiteral("%1 saves against %2: %3, %4")
                        .arg(creatureLabel(context, id), against.join(QStringLiteral(", ")))
                        .arg(save.roll)
                        .arg(saveOutcomeKey(save.outcome)),
                    QStringLiteral("804.4.e"), id, {}, {{save.roll, RollPurpose::SavingThrow}});
        logEndings(context, id, save.ended);
    }
}

void startOfTurn(ActionContext& context, const QString& id)
{
    CreatureState& creature = context.creature(id);
    logEndings(context, id, creature.effects.startOwnTurn());
    // 402.1.a: control effects first, then damage, then the rest. A power that Dominates or Confuses
    // resolves whole in the first step (none in the catalog also deals damage); once Dominated, the
    // creature stands on its controller's side for the powers of the second step (sides follow control,
    // 904.2).
    if (!answerNeighbourTurn(context, id, TriggerEvent::NeighbourTurnStarts, NeighbourEffects::Control))
        return;
    if (const std::optional<QString> dominator = creature.effects.dominatedBy()) {
        const Side controller = opponentOf(creature.side);
        context.state().turn->controller = controller;
        context.log(LogEvent::TurnStarted,
                    QStringLiteral("%1 is Dominated: side %2 controls it this turn")
                        .arg(creatureLabel(context, id), sideName(controller)),
                    QStringLiteral("904.2"), id, *dominator);
    } else if (creature.has(Condition::Confused)) {
        rollConfusion(context, id);
    }
    for (const ActiveOngoingDamage& ongoing : creature.effects.ongoingDamageDue()) {
        dealDamage(context, id, ongoingDamageInput(ongoing.damage), ongoing.origin.source,
                   QStringLiteral("ongoing %1 %2 damage (908.1)")
                       .arg(ongoing.damage.amount)
                       .arg(damageTypeName(ongoing.damage.type).toLower()));
        if (!creature.inPlay())
            return;
    }
    // Determined: its saving throws now, after the ongoing damage that is due (908.1), not as it ends;
    // a special power, nullified while it is inactive (800.4.a): a Stunned one saves as its turn ends.
    const CardFlag& determined = context.combatant(id).profile.abilities.savesAtStartOfTurn;
    if (determined.held && !nullifiedWhileInactive(determined, creature)) {
        context.state().turn->savedAtStart = true;
        rollSaves(context, id);
    }
    if (!answerNeighbourTurn(context, id, TriggerEvent::NeighbourTurnStarts, NeighbourEffects::Others))
        return;
    if (awaitsRecharge(context, id, RechargeTrigger::StartOfTurnNoAdjacent) && !enemyAdjacent(context, id))
        recharge(context, id, RechargeTrigger::StartOfTurnNoAdjacent);
    if (awaitsRecharge(context, id, RechargeTrigger::StartOfTurnUnseen) && !seenByAnEnemy(context, id))
        recharge(context, id, RechargeTrigger::StartOfTurnUnseen);
    answerStartOfTurn(context, id);
    useStartOfTurnPowers(context, id);
    noteByHand(context, id, PowerMoment::StartOfOwnTurn);
    noteByHand(context, id, PowerMoment::OwnTurn);
}

} // namespace

void startRound(ActionContext& context)
{
    BattleState& state = context.state();
    if (state.phase == BattlePhase::Activations)
        ActionContext::illegal(QStringLiteral("round %1 is still under way: every creature activates before the next "
                                              "initiative roll")
                                   .arg(state.round),
                               QStringLiteral("303.2"));
    if (state.round == 0)
        useSetupPowers(context); // 102.8: after set-up, before the first round
    ++state.round;
    state.activityThisRound = false;
    state.firstToActivate.clear();
    for (CreatureState& creature : state.creatures) {
        creature.activationsLeft = std::max(1, context.combatant(creature.id).profile.abilities.activationsPerRound);
        creature.usedTeleporter = false;
    }
    context.log(LogEvent::RoundStarted, QStringLiteral("round %1 begins").arg(state.round), QStringLiteral("301.1"));
    const std::array<int, 2> extraDice = useStartOfRoundPowers(context); // 302.1: before the initiative roll
    noteByHandForAll(context, PowerMoment::StartOfRound);

    std::array<std::optional<int>, 2> ratings;
    for (const CreatureState& creature : state.creatures) {
        const std::optional<int> rating = initiativeChampionRating(context.combatant(creature.id), creature);
        std::optional<int>& best = ratings[sideIndex(creature.side)];
        if (rating && (!best || *rating > *best))
            best = rating;
    }
    const std::optional<Side> advantage = championAdvantage(ratings);
    const InitiativeResult result = rollInitiative(advantage, context.initiativeStream(Side::A),
                                                   context.initiativeStream(Side::B), extraDice);
    if (result.missingRollFor)
        context.missingRoll({RollPurpose::Initiative, sideName(*result.missingRollFor)});

    QString text = QStringLiteral("initiative: %1").arg(initiativeRollsText(result));
    if (advantage)
        text += QStringLiteral(" (side %1 rolls twice and keeps the higher: higher Champion rating, 302.2)")
                    .arg(sideName(*advantage));
    for (const Side side : {Side::A, Side::B}) {
        if (const int extra = extraDice[sideIndex(side)]; extra > 0)
            text += QStringLiteral(" (side %1 rolls %2 extra d20 and keeps the highest: champion power)")
                        .arg(sideName(side))
                        .arg(extra);
    }
    text += QStringLiteral(": side %1 wins").arg(sideName(*result.winner));
    if (result.rule == QLatin1String("102.4.a"))
        text += QStringLiteral(" the tie with the higher Champion rating");
    context.log(LogEvent::Initiative, text, result.rule, {}, {}, initiativeDice(result));

    const Side first = context.action().first.value_or(*result.winner);
    state.player1 = first;
    state.phase = BattlePhase::Activations;
    state.activeSide = first;
    state.turnsLeftInBlock = state.turnsInBlock = 1;
    context.log(LogEvent::Initiative,
                QStringLiteral("side %1 chooses side %2 to go first").arg(sideName(*result.winner), sideName(first)),
                QStringLiteral("302.3"));
    if (!hasCreatureToActivate(state, first)) {
        state.activeSide = opponentOf(first);
        state.turnsLeftInBlock = state.turnsInBlock = 2;
    }
}

void beginTurnOf(ActionContext& context, const QString& actor)
{
    BattleState& state = context.state();
    if (state.phase == BattlePhase::BetweenRounds)
        ActionContext::illegal(QStringLiteral("round %1 has not begun: roll initiative first").arg(state.round + 1),
                               QStringLiteral("302.2"));
    CreatureState& creature = context.creature(actor);
    if (state.turn) {
        if (state.turn->creature != actor)
            ActionContext::illegal(QStringLiteral("it is %1's turn: end it before %2 acts")
                                       .arg(creatureLabel(context, state.turn->creature), actor),
                                   QStringLiteral("400.1"));
        return;
    }
    if (!creature.inPlay())
        ActionContext::illegal(QStringLiteral("%1 has been eliminated").arg(creatureLabel(context, actor)),
                               QStringLiteral("804.4.a"));
    if (creature.side != state.activeSide)
        ActionContext::illegal(QStringLiteral("it is side %1's turn to activate a creature, not side %2's")
                                   .arg(sideName(state.activeSide), sideName(creature.side)),
                               QStringLiteral("303.1"));
    if (creature.activationsLeft <= 0)
        ActionContext::illegal(QStringLiteral("%1 has already activated this round").arg(creatureLabel(context, actor)),
                               QStringLiteral("401.1.a"));

    --creature.activationsLeft;
    if (state.firstToActivate.isEmpty())
        state.firstToActivate = actor;
    TurnState turn;
    turn.creature = actor;
    turn.controller = creature.side;
    turn.startedAt = creature.space;
    state.turn = turn;
    context.log(LogEvent::TurnStarted,
                QStringLiteral("round %1: %2 activates").arg(state.round).arg(creatureLabel(context, actor)),
                QStringLiteral("401.1"), actor);
    startOfTurn(context, actor);
    finishTurnIfActorGone(context);
}

void endTurn(ActionContext& context)
{
    const QString id = context.state().turn->creature;
    CreatureState& creature = context.creature(id);
    if (!context.state().turn->savedAtStart)
        rollSaves(context, id);
    if (occupiesTerrain(context.map(), creature.space, Terrain::Dangerous)) {
        const int roll = context.roll(context.dice(), {RollPurpose::DangerousTerrain, id});
        const bool hurt = roll <= 5;
        context.log(LogEvent::Terrain,
                    QStringLiteral("%1 ends its turn on dangerous terrain and rolls %2%3")
                        .arg(creatureLabel(context, id))
                        .arg(roll)
                        .arg(hurt ? QStringLiteral(": 10 damage") : QString()),
                    QStringLiteral("1008.3"), id, {}, {{roll, RollPurpose::DangerousTerrain}});
        if (hurt)
            dealDamage(context, id, plainDamage(10), {}, QStringLiteral("dangerous terrain (1008.3)"));
    }
    if (creature.inPlay() && occupiesTerrain(context.map(), creature.space, Terrain::Pit))
        eliminate(context, id, QStringLiteral("1013.3"), QStringLiteral("at the bottom of a pit"));
    // Burnout (card text): a turn of its own without a melee attack costs it the damage.
    for (const IdleDamage& idle : context.combatant(id).profile.abilities.idleDamage) {
        if (creature.inPlay() && !context.state().turn->meleeAttacked &&
            !nullifiedWhileInactive(idle, creature))
            dealDamage(context, id, plainDamage(idle.amount), {},
                       QStringLiteral("a turn without a melee attack (card text)"));
    }
    if (creature.inPlay())
        answerEndOfTurn(context, id);
    if (creature.inPlay()) {
        answerNeighbourTurn(context, id, TriggerEvent::NeighbourTurnEnds, NeighbourEffects::All);
        for (const QString& other : context.creaturesInPlay()) {
            // adjacency first: asking who is an enemy costs more, and most creatures are not beside it
            if (creature.inPlay() && areAdjacent(creature.space, context.creature(other).space) &&
                context.areEnemies(id, other))
                recharge(context, other, RechargeTrigger::EnemyEndsTurnAdjacent);
        }
    }
    if (creature.inPlay()) {
        const TurnState& turn = *context.state().turn;
        if (awaitsRecharge(context, id, RechargeTrigger::EndOfTurnNoAdjacent) && !enemyAdjacent(context, id))
            recharge(context, id, RechargeTrigger::EndOfTurnNoAdjacent);
        if (awaitsRecharge(context, id, RechargeTrigger::EndOfTurnUnseen) && !seenByAnEnemy(context, id))
            recharge(context, id, RechargeTrigger::EndOfTurnUnseen);
        if (!turn.moved)
            recharge(context, id, RechargeTrigger::EndOfTurnNoMove);
        if (!turn.attacked)
            recharge(context, id, RechargeTrigger::EndOfTurnNoAttack);
        const QList<Square> squares = creature.space.squares();
        if (std::any_of(squares.cbegin(), squares.cend(), [&](Square square) { return context.map().inVictoryArea(creature.side, square); }))
            recharge(context, id, RechargeTrigger::EndOfTurnInVictoryArea);
    }
    closeTurn(context, id);
}

void finishTurnIfActorGone(ActionContext& context)
{
    const BattleState& state = context.state();
    if (!state.turn || context.creature(state.turn->creature).inPlay())
        return;
    closeTurn(context, state.turn->creature);
}

} // namespace ddm
