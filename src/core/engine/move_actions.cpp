// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/move_actions.h"

#include "board/distance.h"
#include "board/position_check.h"
#include "engine/attack_action.h"
#include "engine/attack_sequence.h"
#include "engine/attack_targets.h"
#include "engine/battle_effects.h"
#include "engine/bloodlust.h"
#include "engine/card_modifiers.h"
#include "engine/creature_rules.h"
#include "engine/prohibitions.h"
#include "engine/sight_rules.h"
#include "engine/speed_rules.h"
#include "engine/triggered_powers.h"
#include "engine/turn_actions.h"

namespace ddm {
namespace {

// Terrain that acts on a creature entering it. False when the creature must stop.
bool enterTerrain(ActionContext& context, const QString& id, const PathStep& step)
{
    CreatureState& creature = context.creature(id);
    const bool slowedByTerrain = step.cost >= 2; // it paid the extra cost (1006.5-6)
    if (step.entered.has(Terrain::SpikeStones) && slowedByTerrain) {
        dealDamage(context, id, plainDamage(5), {}, QStringLiteral("spike stones (1019.3)"));
        if (!creature.inPlay())
            return false;
    }
    // Aquaphobe (card text): damage for each square of that terrain entered.
    for (const TerrainDamage& hurts : context.combatant(id).profile.abilities.terrainDamage) {
        const std::optional<Terrain> terrain = parseTerrainName(hurts.terrain);
        if (!terrain || !step.entered.has(*terrain) || nullifiedWhileInactive(hurts, creature))
            continue;
        dealDamage(context, id, plainDamage(hurts.amount, hurts.damageType), {},
                   QStringLiteral("entering %1 terrain (card text)").arg(hurts.terrain));
        if (!creature.inPlay())
            return false;
    }
    if (step.entered.has(Terrain::Web) && slowedByTerrain) {
        // The quick reference's web: "as forest, except any creature entering is immobilized (save ends)".
        applyConditions(context, id, {ruleCondition(Condition::Immobilized, EffectDuration::SaveEnds)}, {}, {});
        if (creature.has(Condition::Immobilized)) {
            context.log(LogEvent::Terrain, QStringLiteral("%1 is caught in a web and stops").arg(creatureLabel(context, id)),
                        QStringLiteral("907.4"), id);
            return false;
        }
    }
    return true;
}

} // namespace

MoverProfile moverMovingAs(const Combatant& combatant, const CreatureState& creature, int speed,
                           std::optional<MovementMode> mode, bool onItsTurn, MoveKind kind)
{
    MoverProfile mover = moverProfile(combatant, creature, speed);
    const CardFlag& elvenStep = combatant.profile.abilities.shiftsIgnoringDifficultTerrain;
    if (kind == MoveKind::Shift && elvenStep.held && !nullifiedWhileInactive(elvenStep, creature))
        mover.ignoresDifficultTerrain = true;
    if (mode == MovementMode::Flight || (!mode && onItsTurn && combatant.profile.abilities.fliesOnItsTurn))
        mover.flight = !creature.has(Condition::Helpless); // 906.1
    if (mode == MovementMode::Burrow)
        mover.burrow = true;
    return mover;
}

PathCheck checkedPath(ActionContext& context, const QString& id, const QList<Square>& path, MoveKind kind,
                      const QString& field, std::optional<int> budget, std::optional<MovementMode> mode)
{
    if (const std::optional<QString> holder = bloodiedEnemyHolding(context.view(), id))
        ActionContext::illegal(QStringLiteral("%1 cannot move while next to the bloodied %2 (card text)")
                                   .arg(creatureLabel(context, id), creatureLabel(context, *holder)),
                               QStringLiteral("109.1"));
    const CreatureState& creature = context.creature(id);
    const Combatant& combatant = context.combatant(id);
    const SpeedResult speed = speedNow(context.view(), id);
    const MoverProfile mover =
        moverMovingAs(combatant, creature, speed.speed, mode, context.view().isTurnOf(id), kind);
    const int squares = budget.value_or(kind == MoveKind::Shift ? 1 : speed.speed);
    const PathCheck check =
        checkPath(context.map(), context.occupancy(), mover, creature.space.topLeft, path, squares, kind);
    if (check)
        return check;
    if (check.problem == MoveProblem::CannotMove && speed.cause)
        ActionContext::illegal(QStringLiteral("%1 is %2: its speed is 0")
                                   .arg(creatureLabel(context, id), conditionName(speed.cause->cause)),
                               speed.cause->rule);
    const QString where =
        check.failingStep >= 0 ? QStringLiteral("%1[%2]").arg(field).arg(check.failingStep) : field;
    ActionContext::illegal(QStringLiteral("%1: %2").arg(where, check.message), check.rule);
}

void refuseAfterCharge(ActionContext& context)
{
    if (context.state().turn->charged)
        ActionContext::illegal(QStringLiteral("%1 cannot move after charging")
                                   .arg(creatureLabel(context, context.state().turn->creature)),
                               QStringLiteral("413.3.e"));
}

bool walk(ActionContext& context, const QString& id, const PathCheck& check, OpportunityAttacks* provoked,
          qsizetype from, std::optional<qsizetype> to)
{
    CreatureState& creature = context.creature(id);
    const qsizetype end = to.value_or(check.steps.size());
    const bool entering = context.anyPowerAnswers(TriggerEvent::NeighbourEnters); // asked once a move
    Square at = creature.space.topLeft;
    for (qsizetype i = from; i < end; ++i) {
        const PathStep& step = check.steps.at(i);
        if (provoked && !step.teleported && !provoked->leaving(creature.space, i == 0))
            return false;
        if (creature.space.topLeft != at) {
            // A power answering an opportunity attack's miss moved it (Goblin Tactics): the rest of
            // the path starts somewhere else.
            context.log(LogEvent::Moved,
                        QStringLiteral("%1 was moved off its path and stops at %2")
                            .arg(creatureLabel(context, id), squareText(creature.space.topLeft)),
                        QStringLiteral("109.3"), id);
            return false;
        }
        if (creature.has(Condition::Immobilized)) {
            context.log(LogEvent::Moved, QStringLiteral("%1 is Immobilized and stops at %2").arg(creatureLabel(context, id), squareText(creature.space.topLeft)),
                        QStringLiteral("907.4"), id);
            return false;
        }
        if (creature.has(Condition::Slowed) && i >= 2) {
            context.log(LogEvent::Moved,
                        QStringLiteral("%1 is Slowed after 2 squares and stops at %2")
                            .arg(creatureLabel(context, id), squareText(creature.space.topLeft)),
                        QStringLiteral("909.3"), id);
            return false;
        }
        if (check.squeezing)
            context.setSpace(id, Space{step.at, 2}); // 412.4.a: it left its 3x3 space as a 2x2 one
        else
            context.moveCreature(id, step.at);
        TurnState& turn = *context.state().turn;
        turn.moved = true;
        if (id == turn.creature && ++turn.squaresMoved == 3)
            recharge(context, id, RechargeTrigger::MovesThreeSquares);
        if (step.teleported) {
            creature.usedTeleporter = true;
            context.log(LogEvent::Terrain, QStringLiteral("%1 steps through the teleporters to %2").arg(creatureLabel(context, id), squareText(step.at)),
                        QStringLiteral("1021.1"), id);
        }
        at = step.at;
        endEffectsApart(context, id);
        if (!enterTerrain(context, id, step) ||
            (entering &&
             !answerNeighbourTurn(context, id, TriggerEvent::NeighbourEnters, NeighbourEffects::All)))
            return false;
    }
    return true;
}

namespace {

// 412.3.b: a shift provokes opportunity attacks only from creatures with Awareness (card text).
void refuseShiftReactions(const ActionContext& context)
{
    for (const Reaction& reaction : context.action().reactions) {
        if (!context.combatant(reaction.actor).profile.abilities.opportunityAttacksOnShift)
            ActionContext::illegal(
                QStringLiteral("a shift provokes no opportunity attacks (%1 has no Awareness)")
                    .arg(creatureLabel(context, reaction.actor)),
                QStringLiteral("412.3.b"));
    }
}

} // namespace

void resolveMove(ActionContext& context)
{
    const Action& action = context.action();
    const bool shift = action.kind == ActionKind::Shift;
    refuseAfterCharge(context);
    const CreatureAbilities& abilities = context.combatant(action.actor).profile.abilities;
    spendAction(context, ActionSlot::Move);
    // "Can shift 3 squares instead of 1" (card text).
    moveAlong(context, action.actor, action.path, shift,
              shift ? std::optional<int>(abilities.shiftSquares) : std::nullopt);
}

void moveAlong(ActionContext& context, const QString& id, const QList<Square>& path, bool shift,
               std::optional<int> budget, std::optional<MovementMode> mode)
{
    if (const std::optional<QString> forbidden = shift ? shiftForbidden(context.view(), id) : std::nullopt)
        ActionContext::illegal(*forbidden, QStringLiteral("109.1"));
    const PathCheck check =
        checkedPath(context, id, path, shift ? MoveKind::Shift : MoveKind::Move,
                    shift ? QStringLiteral("shift") : QStringLiteral("move"), budget, mode);
    // The action's reactions answer its own shift (a Shift, a power used as an action); a shift a
    // power answering a moment makes (Goblin Tactics on a miss) has none of its own.
    const Action& action = context.action();
    if (shift && id == action.actor && (action.kind == ActionKind::Shift || action.kind == ActionKind::Use))
        refuseShiftReactions(context);
    const Square from = context.creature(id).space.topLeft;
    OpportunityAttacks provoked(context, id);
    provoked.shifting(shift);
    provoked.moveAs(mode); // a flier or burrower provokes as one (707.3.a, 707.5.a)
    const bool completed = walk(context, id, check, &provoked);
    const CreatureState& creature = context.creature(id);
    if (completed)
        context.log(LogEvent::Moved,
                    QStringLiteral("%1 %2 from %3 to %4 (%5 of %6 squares of movement)")
                        .arg(creatureLabel(context, id),
                             shift ? QStringLiteral("shifts") : QStringLiteral("moves"), squareText(from),
                             squareText(creature.space.topLeft))
                        .arg(check.cost)
                        .arg(budget.value_or(speedNow(context.view(), id).speed)),
                    shift ? QStringLiteral("412.3.a") : check.rule, id);
}

namespace {

// 412.4.b: the 3x3 space a squeeze ends in, among those a legal position allows.
Square squeezeExit(const Action& action, const PathCheck& check)
{
    if (action.squeezeExit) {
        if (!check.squeezeExits.contains(*action.squeezeExit))
            ActionContext::illegal(
                QStringLiteral("squeeze: exit %1 does not hold the last 2x2 space in a legal position; "
                               "give one of %2")
                    .arg(squareText(*action.squeezeExit), squaresText(check.squeezeExits)),
                QStringLiteral("412.4.b"));
        return *action.squeezeExit;
    }
    if (check.squeezeExits.size() != 1)
        ActionContext::refuse(
            ActionErrorKind::BadInput,
            QStringLiteral(
                "squeeze: give its exit, the top-left square of the 3x3 space it ends in: one of %1")
                .arg(squaresText(check.squeezeExits)));
    return check.squeezeExits.first();
}

} // namespace

void resolveSqueeze(ActionContext& context)
{
    const Action& action = context.action();
    const QString& id = action.actor;
    refuseAfterCharge(context);
    spendAction(context, ActionSlot::Move);
    const int speed = speedNow(context.view(), id).speed;
    const PathCheck check =
        checkedPath(context, id, action.path, MoveKind::Squeeze, QStringLiteral("squeeze"), speed / 2);
    const Square exit = squeezeExit(action, check);
    const Square from = context.creature(id).space.topLeft;
    const int span = context.creature(id).space.span;
    // Its first step leaves the whole 3x3 space (opportunity attacks from any side of it); walk()
    // makes it 2x2 from there on.
    OpportunityAttacks provoked(context, id);
    const bool completed = walk(context, id, check, &provoked);
    const CreatureState& creature = context.creature(id);
    if (completed) {
        context.setSpace(id, Space{exit, span});
        context.log(LogEvent::Moved,
                    QStringLiteral("%1 squeezes from %2 to %3 (%4 of %5 squares: half speed)")
                        .arg(creatureLabel(context, id), squareText(from), squareText(exit))
                        .arg(check.cost)
                        .arg(speed / 2),
                    QStringLiteral("412.4.a"), id);
        return;
    }
    if (!creature.inPlay() || creature.space.span == span)
        return; // out of play, or stopped before it squeezed at all
    // Stopped on the way (an opportunity attack, a web): it takes up its whole space again where a
    // legal position holds its 2x2 space, and stays squeezed where none does.
    const Square at = creature.space.topLeft;
    for (const Square shift : {Square{0, 0}, Square{-1, 0}, Square{0, -1}, Square{-1, -1}}) {
        const Square corner{at.x + shift.x, at.y + shift.y};
        if (checkLegalPosition(context.map(), context.occupancy(), Space{corner, span}, id)) {
            context.setSpace(id, Space{corner, span});
            return;
        }
    }
    context.log(
        LogEvent::Moved,
        QStringLiteral(
            "%1 stops squeezed into the 2x2 space at %2: no legal position holds its whole space there")
            .arg(creatureLabel(context, id), squareText(at)),
        QStringLiteral("412.4.b"), id);
}

void resolveCharge(ActionContext& context)
{
    const Action& action = context.action();
    const QString& id = action.actor;
    const QString& target = action.targets.first();
    refuseAfterCharge(context);
    spendAction(context, ActionSlot::Attack);
    const Combatant& combatant = context.combatant(id);
    if (combatant.profile.abilities.cannotCharge)
        ActionContext::illegal(QStringLiteral("%1 cannot charge (card text)").arg(creatureLabel(context, id)),
                               QStringLiteral("109.1"));
    if (!context.creature(target).inPlay() || !context.areEnemies(id, target))
        ActionContext::illegal(QStringLiteral("%1 is not an enemy in play").arg(creatureLabel(context, target)), QStringLiteral("413.3.a"));
    if (const SightCheck sight = creatureSight(context.view(), id, target); !sight)
        ActionContext::illegal(QStringLiteral("%1 cannot see %2 to charge it").arg(creatureLabel(context, id), creatureLabel(context, target)),
                               sight.rule.isEmpty() ? QStringLiteral("413.3.a") : sight.rule);

    // 413.3.b-c: the nearest wall-free space next to the target, at least 2 squares from the start,
    // counting around wall corners and ignoring terrain costs.
    const CreatureState& creature = context.creature(id);
    const Space start = creature.space;
    const Space victim = context.creature(target).space;
    const DistanceField field(context.map(), context.occupancy(), Space{start.topLeft, 1});
    QList<Square> nearest;
    std::optional<int> best;
    for (int y = victim.topLeft.y - start.span; y <= victim.topLeft.y + victim.span; ++y) {
        for (int x = victim.topLeft.x - start.span; x <= victim.topLeft.x + victim.span; ++x) {
            const Space space{{x, y}, start.span};
            if (space.overlaps(victim) || !areAdjacent(space, victim))
                continue;
            const QList<Square> squares = space.squares();
            const bool clear = std::all_of(squares.cbegin(), squares.cend(), [&](Square square) {
                return context.map().contains(square) && !context.map().isSolidWall(square);
            });
            const std::optional<int> distance = field.to(Square{x, y});
            if (!clear || !distance || *distance < 2)
                continue;
            if (!best || *distance < *best) {
                best = distance;
                nearest = {Square{x, y}};
            } else if (*distance == *best) {
                nearest.append(Square{x, y});
            }
        }
    }
    if (nearest.isEmpty())
        ActionContext::illegal(QStringLiteral("no space next to %1 is at least 2 squares from %2").arg(creatureLabel(context, target), id),
                               QStringLiteral("413.3.b"));
    if (action.path.isEmpty() || !nearest.contains(action.path.last())) {
        QStringList options;
        for (const Square square : nearest)
            options.append(squareText(square));
        ActionContext::illegal(QStringLiteral("a charge at %1 must end in the nearest space next to it: %2")
                                   .arg(creatureLabel(context, target), options.join(QStringLiteral(" or "))),
                               QStringLiteral("413.3.b"));
    }
    // The attack it makes, judged where this legal charge ends, before it moves.
    const AttackPower& power = chargeAttack(context);
    const PathCheck check = checkedPath(context, id, action.path, MoveKind::Move, QStringLiteral("charge"));
    OpportunityAttacks provoked(context, id);
    const bool completed = walk(context, id, check, &provoked);
    context.state().turn->charged = true;
    context.state().turn->attacked = true;
    if (!context.creature(id).inPlay())
        return;
    context.log(LogEvent::Charged,
                QStringLiteral("%1 charges %2 along %3")
                    .arg(creatureLabel(context, id), creatureLabel(context, target),
                         squaresText(action.path, QStringLiteral(" "))),
                QStringLiteral("413.3.a"), id, target);
    const std::optional<TargetProblem> problem =
        completed ? singleTargetProblem(context.view(), id, power, target)
                  : TargetProblem{QStringLiteral("it stopped short"), QStringLiteral("413.3.d")};
    if (problem) {
        context.log(LogEvent::Refused, QStringLiteral("%1 cannot make the charge's attack: %2").arg(creatureLabel(context, id), problem->message),
                    QStringLiteral("413.3.d"), id, target);
        return;
    }
    // A basic one is a melee attack (413.3); a power usable on charge may not be.
    context.state().turn->meleeAttacked =
        context.state().turn->meleeAttacked || power.kind == AttackKind::Melee;
    if (combatant.basicAttack != power.index)
        return makeChargeAttack(context, power, target);
    resolveStrike(
        context, Strike{id, &power, target, CoverMethod::Melee, context.creature(id).space, true, power.name},
        context.dice());
}

} // namespace ddm
