// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/battle.h"

#include "board/cover.h"
#include "board/distance.h"
#include "combat/condition_effects.h"
#include "engine/action_context.h"
#include "engine/attack_action.h"
#include "engine/attack_targets.h"
#include "engine/battle_effects.h"
#include "engine/hand_notices.h"
#include "engine/battle_view.h"
#include "engine/bloodlust.h"
#include "engine/creature_rules.h"
#include "engine/healing_font.h"
#include "engine/move_actions.h"
#include "engine/opportunity_attacks.h"
#include "engine/prohibitions.h"
#include "engine/recharge_action.h"
#include "engine/round_flow.h"
#include "engine/sight_rules.h"
#include "engine/speed_rules.h"
#include "engine/triggered_powers.h"
#include "engine/turn_actions.h"
#include "engine/use_action.h"
#include "engine/setup_roll.h"
#include "engine/wandering_monsters.h"

#include <utility>

namespace ddm {
namespace {

QList<Combatant> combatantsOf(const BattleSetup& setup)
{
    QList<Combatant> combatants;
    for (const CreatureSetup& creature : setup.creatures)
        combatants.append(makeCombatant(creature));
    return combatants;
}

// The action's part after the turn is open: a creature that fell at the start of its turn can do
// nothing more.
void requireActing(ActionContext& context, const QString& actor)
{
    if (!context.state().turn || context.state().turn->creature != actor)
        ActionContext::illegal(QStringLiteral("%1 left play at the start of its turn").arg(creatureLabel(context, actor)),
                               QStringLiteral("804.4.a"));
}

void resolve(ActionContext& context)
{
    const Action& action = context.action();
    if (context.state().phase == BattlePhase::Over)
        ActionContext::illegal(QStringLiteral("the game is over"), QStringLiteral("103.1"));
    if (action.kind == ActionKind::Initiative) {
        startRound(context);
        return;
    }
    beginTurnOf(context, action.actor);
    if (action.kind == ActionKind::End) {
        if (context.state().turn && context.state().turn->creature == action.actor)
            endTurn(context);
        return;
    }
    requireActing(context, action.actor);
    switch (action.kind) {
    case ActionKind::Move:
    case ActionKind::Shift:
        resolveMove(context);
        break;
    case ActionKind::Squeeze:
        resolveSqueeze(context);
        break;
    case ActionKind::Charge:
        resolveCharge(context);
        break;
    case ActionKind::Attack:
        resolveAttackAction(context);
        break;
    case ActionKind::HealingFont:
        resolveHealingFont(context);
        break;
    case ActionKind::Recharge:
        resolveRecharge(context);
        break;
    case ActionKind::Use:
        resolveUse(context);
        break;
    case ActionKind::Initiative:
    case ActionKind::End:
        break;
    }
    finishTurnIfActorGone(context);
}

} // namespace

BattleState initialState(const BattleSetup& setup, const QList<Combatant>& combatants)
{
    BattleState state;
    for (qsizetype i = 0; i < setup.creatures.size(); ++i) {
        const CreatureSetup& creature = setup.creatures.at(i);
        const Combatant& combatant = combatants.at(i);
        CreatureState initial;
        initial.id = creature.id;
        initial.side = creature.side;
        initial.space = Space{creature.at, combatant.span};
        initial.hitPoints = HitPoints::full(combatant.hitPoints);
        initial.hitPoints.neverBloodied = combatant.profile.abilities.neverBloodied;
        initial.effects = ConditionSet(combatant.profile.abilities.immuneConditions);
        initial.championUses = combatant.card.championRating.value_or(0);
        state.creatures.append(initial);
    }
    return state;
}

Battle::Battle(BattleSetup setup)
    : m_setup(std::move(setup))
    , m_combatants(combatantsOf(m_setup))
    , m_index(creatureIndex(m_setup))
    , m_state(initialState(m_setup, m_combatants))
    , m_log(setupRollLog(m_setup) + wanderingMonsterLog(m_setup) + setupHandLog(m_combatants))
{
}

const Combatant* Battle::combatant(const QString& id) const
{
    const std::optional<qsizetype> found = m_index.positionOf(id);
    return found ? &m_combatants.at(*found) : nullptr;
}

const Occupancy& Battle::occupancy() const
{
    if (!m_occupancy)
        m_occupancy = buildOccupancy(m_setup, m_combatants, m_state);
    return *m_occupancy;
}

ActionResult Battle::apply(const Action& action, DiceSource& dice)
{
    ActionResult result;
    result.recorded = action;
    BattleState working = m_state;
    ActionContext context(m_setup, m_combatants, m_index, working, dice, action, m_history.size(), m_occupancy);
    try {
        checkResponses(context);
        resolve(context);
        answerDestroyedEnemies(context, context.dice()); // destroyed by what was no attack's
        checkVictory(context); // 103.2.b: at the end of resolving an action
        result.recorded = context.finishRecording();
        result.offers = context.takeOffers();
    } catch (const ActionRefusal& refusal) {
        result.error = refusal.error;
        return result;
    }
    result.log = context.takeLog();
    m_occupancy = context.takeOccupancy();
    m_undo.append({std::exchange(m_state, std::move(working)), m_log.size()});
    m_log.append(result.log);
    m_history.append(result.recorded);
    return result;
}

ActionResult Battle::apply(const Action& action)
{
    NoDice none;
    return apply(action, none);
}

bool Battle::undo()
{
    if (m_undo.isEmpty())
        return false;
    Snapshot snapshot = m_undo.takeLast();
    m_state = std::move(snapshot.state);
    m_occupancy.reset();
    m_log.resize(snapshot.logSize);
    m_history.removeLast();
    return true;
}

Battle::Replay Battle::replay(const BattleSetup& setup, const QList<Action>& actions)
{
    Replay replay{Battle(setup), std::nullopt, std::nullopt};
    for (qsizetype i = 0; i < actions.size(); ++i) {
        const ActionResult result = replay.battle.apply(actions.at(i));
        if (!result.ok()) {
            replay.failedAt = i;
            replay.error = result.error;
            break;
        }
    }
    return replay;
}

std::optional<Side> Battle::activeSide() const
{
    if (m_state.phase != BattlePhase::Activations)
        return std::nullopt;
    return m_state.turn ? m_state.turn->controller : m_state.activeSide;
}

bool Battle::canAct(const QString& id) const
{
    const CreatureState* creature = m_state.creature(id);
    if (!creature || !creature->inPlay() || m_state.phase != BattlePhase::Activations)
        return false;
    if (!m_state.turn)
        return creature->side == m_state.activeSide && creature->canActivate();
    const TurnState& turn = *m_state.turn;
    if (turn.creature != id || turn.noActions)
        return false;
    const ActionLimit limit = actionLimit(effectiveConditions(*creature));
    if (limit.allowance == ActionAllowance::None || (limit.allowance == ActionAllowance::OneAction && turn.actionsTaken >= 1))
        return false;
    return !turn.moveActionUsed || !turn.attackActionUsed || !turn.minorActionUsed;
}

bool Battle::canMove(const QString& id) const
{
    if (!canAct(id))
        return false;
    const std::optional<TurnState>& turn = m_state.turn;
    return !turn || (!turn->charged && !tookItsOneMoveAction(*turn, combatant(id)->profile.abilities) &&
                     hasActionLeft(*turn, ActionSlot::Move));
}

bool Battle::canUseHealingFont(const QString& id) const
{
    return canAct(id) && healingFontUse(m_setup.map, m_state, id).allowed();
}

bool Battle::mayMakeOpportunityAttacks(const QString& id) const
{
    const Occupancy& occupancy = this->occupancy();
    return m_state.creature(id) &&
           !opportunityAttackForbidden(BattleView{m_setup, m_combatants, m_index, m_state, occupancy}, id);
}

Reachability Battle::reachableSquares(const QString& id, MoveKind kind) const
{
    const CreatureState* creature = m_state.creature(id);
    const Combatant* who = combatant(id);
    if (!creature || !who || !creature->inPlay())
        return {};
    const Occupancy& occupancy = this->occupancy();
    const BattleView view{m_setup, m_combatants, m_index, m_state, occupancy};
    if (bloodiedEnemyHolding(view, id))
        return {}; // Bloodlust: it may not move (checkedPath says why)
    const int speed = speedNow(view, id).speed;
    const MoverProfile mover = moverMovingAs(*who, *creature, speed, std::nullopt, view.isTurnOf(id), kind);
    if (kind == MoveKind::Shift) {
        const CreatureAbilities& abilities = who->profile.abilities;
        if (shiftForbidden(view, id))
            return {};
        return ddm::reachableSquares(m_setup.map, occupancy, mover, creature->space.topLeft,
                                     abilities.shiftSquares, MoveKind::Shift);
    }
    return ddm::reachableSquares(m_setup.map, occupancy, mover, creature->space.topLeft, speed);
}

SqueezeReach Battle::squeezeReach(const QString& id) const
{
    const CreatureState* creature = m_state.creature(id);
    const Combatant* who = combatant(id);
    if (!creature || !who || !creature->inPlay())
        return {};
    const Occupancy& occupancy = this->occupancy();
    const BattleView view{m_setup, m_combatants, m_index, m_state, occupancy};
    const int speed = speedNow(view, id).speed;
    // The same budget resolveSqueeze() allows.
    return ddm::squeezeReach(
        m_setup.map, occupancy,
        moverMovingAs(*who, *creature, speed, std::nullopt, view.isTurnOf(id), MoveKind::Move),
        creature->space.topLeft, speed / 2);
}

QStringList Battle::validTargets(const QString& id, int attack) const
{
    const CreatureState* creature = m_state.creature(id);
    const Combatant* who = combatant(id);
    if (!creature || !who || !creature->inPlay() || !who->attack(attack))
        return {};
    const Occupancy& occupancy = this->occupancy();
    const BattleView view{m_setup, m_combatants, m_index, m_state, occupancy};
    const AttackPower& power = *who->attack(attack);
    if (prohibition(view, id, AuraProhibition::Kind::Attacks, power.kind))
        return {}; // Disruptive Presence: no target for an attack it may not make (attack_action says why)
    return ddm::validTargets(view, id, power);
}

bool Battle::areEnemies(const QString& a, const QString& b) const
{
    if (!m_state.creature(a) || !m_state.creature(b))
        return false;
    const BattleView view{m_setup, m_combatants, m_index, m_state, occupancy()};
    return view.areEnemies(a, b);
}

std::optional<TemplateAim> Battle::aimTemplate(const QString& id, int attack, Square clicked) const
{
    const CreatureState* creature = m_state.creature(id);
    const Combatant* who = combatant(id);
    if (!creature || !who || !creature->inPlay() || !who->attack(attack))
        return std::nullopt;
    const BattleView view{m_setup, m_combatants, m_index, m_state, occupancy()};
    if (prohibition(view, id, AuraProhibition::Kind::Attacks, who->attack(attack)->kind))
        return std::nullopt; // Disruptive Presence: no area for an attack it may not make
    return aimTemplateAt(view, id, *who->attack(attack), clicked);
}

SightReport Battle::sight(const QString& from, const QString& to) const
{
    const CreatureState* viewer = m_state.creature(from);
    const CreatureState* target = m_state.creature(to);
    if (!viewer || !target || !viewer->inPlay() || !target->inPlay())
        return {};
    const Occupancy& occupancy = this->occupancy();
    const BattleView view{m_setup, m_combatants, m_index, m_state, occupancy};
    SightReport report;
    const SightCheck los = creatureSight(view, from, to);
    report.lineOfSight = los.clear;
    report.sightRule = los.rule;
    report.lineOfEffect = lineOfEffect(m_setup.map, occupancy, viewer->space, target->space).clear;
    const Occupant* occupant = occupancy.find(to);
    report.meleeCover = coverAgainst(m_setup.map, occupancy, CoverMethod::Melee, viewer->space, *occupant, viewer->side).cover;
    const CreatureAbilities& abilities = combatant(from)->profile.abilities; // Sharpshooter, Pinpoint Shot
    report.rangedCover = !abilities.ignoresCoverWith(AttackKind::Ranged) &&
                         coverAgainst(m_setup.map, occupancy, CoverMethod::Ranged, viewer->space, *occupant,
                                      viewer->side, abilities.enemiesGiveCoverTo(AttackKind::Ranged))
                             .cover;
    return report;
}

} // namespace ddm
