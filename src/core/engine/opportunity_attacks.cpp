// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/opportunity_attacks.h"

#include "board/distance.h"
#include "combat/condition_effects.h"
#include "engine/attack_sequence.h"
#include "engine/battle_effects.h"
#include "engine/bloodlust.h"
#include "engine/creature_rules.h"
#include "engine/prohibitions.h"
#include "engine/sight_rules.h"
#include "engine/triggered_powers.h"

namespace ddm {

std::optional<QString> opportunityAttackForbidden(const BattleView& view, const QString& reactor)
{
    if (view.combatant(reactor)->profile.abilities.noOpportunityAttacks)
        return QStringLiteral("%1 cannot make opportunity attacks (card text)")
            .arg(creatureLabel(view, reactor));
    return prohibition(view, reactor, AuraProhibition::Kind::OpportunityAttacks);
}

bool provokesNoOpportunityAttacks(const Combatant& provoker, bool movingOnItsTurn)
{
    const CreatureAbilities& abilities = provoker.profile.abilities;
    return abilities.provokesNoOpportunityAttacks ||
           (movingOnItsTurn && abilities.movementProvokesNoOpportunityAttacks);
}

std::optional<OpportunityProblem> opportunityAttackProblem(ActionContext& context, const QString& reactor,
                                                           const QString& provoker)
{
    const CreatureState& creature = context.creature(reactor);
    const QString who = creatureLabel(context, reactor);
    if (creature.tookOpportunityAttack)
        return OpportunityProblem{
            QStringLiteral("%1 has already taken an opportunity attack this turn").arg(who),
            QStringLiteral("612.1.a")};
    if (const auto cause =
            restrictionCause(effectiveConditions(creature), ConditionRestriction::NoOpportunityAttacks))
        return OpportunityProblem{QStringLiteral("%1 is %2 and cannot take opportunity attacks")
                                      .arg(who, conditionName(cause->cause)),
                                  cause->rule};
    if (const std::optional<QString> forbidden = bloodlustForbids(context.view(), reactor, provoker))
        return OpportunityProblem{*forbidden, QStringLiteral("109.1")};
    if (const std::optional<QString> forbidden = opportunityAttackForbidden(context.view(), reactor))
        return OpportunityProblem{*forbidden, QStringLiteral("109.1")};
    return std::nullopt;
}

OpportunityAttacks::OpportunityAttacks(ActionContext& context, const QString& provoker)
    : m_context(context)
    , m_provoker(provoker)
{
    const QList<Reaction>& reactions = context.action().reactions;
    QStringList seen;
    for (qsizetype i = 0; i < reactions.size(); ++i) {
        if (context.reactionTaken(i) || !aimedAtProvoker(reactions.at(i)))
            continue;
        const QString& actor = reactions.at(i).actor;
        const QString where = QStringLiteral("reactions[%1]").arg(i);
        const CreatureState& reactor = context.creature(actor);
        const QString who = creatureLabel(context, actor);
        if (!reactor.inPlay())
            ActionContext::illegal(QStringLiteral("%1: %2 has been eliminated").arg(where, who), QStringLiteral("804.4.a"));
        if (!context.areEnemies(actor, provoker))
            ActionContext::illegal(QStringLiteral("%1: %2 is not an enemy of %3").arg(where, who, provoker), QStringLiteral("612.1"));
        if (seen.contains(actor))
            ActionContext::illegal(QStringLiteral("%1: %2 has already taken an opportunity attack this turn").arg(where, who),
                                   QStringLiteral("612.1.a"));
        seen.append(actor);
        if (const std::optional<OpportunityProblem> problem =
                opportunityAttackProblem(context, actor, provoker))
            ActionContext::illegal(QStringLiteral("%1: %2").arg(where, problem->why), problem->rule);
        const Combatant& combatant = context.combatant(actor);
        if (!combatant.basicAttack)
            ActionContext::illegal(QStringLiteral("%1: %2 has no basic melee attack to make an opportunity attack with").arg(where, who),
                                   QStringLiteral("612.1"));
        const AttackPower& basic = *combatant.attack(*combatant.basicAttack);
        if (!basic.understood())
            ActionContext::refuse(ActionErrorKind::ByHand,
                                  QStringLiteral("%1: %2's basic attack %3 cannot be run by the engine: resolve by hand").arg(where, who, basic.name));
    }
}

bool OpportunityAttacks::aimedAtProvoker(const Reaction& reaction) const
{
    return (reaction.against.isEmpty() ? m_context.action().actor : reaction.against) == m_provoker;
}

bool OpportunityAttacks::strikeFrom(const Space& space, const QString& rule, bool flyersOnly, bool moving)
{
    const std::optional<TurnState>& turn = m_context.state().turn;
    const bool itsTurn = turn && turn->creature == m_provoker;
    if (provokesNoOpportunityAttacks(m_context.combatant(m_provoker), moving && itsTurn)) {
        const QList<Reaction>& reactions = m_context.action().reactions;
        for (qsizetype i = 0; i < reactions.size(); ++i) {
            if (!m_context.reactionTaken(i) && aimedAtProvoker(reactions.at(i)))
                ActionContext::illegal(
                    QStringLiteral("reactions[%1]: %2 provokes no opportunity attacks (card text)")
                        .arg(i)
                        .arg(creatureLabel(m_context, m_provoker)),
                    QStringLiteral("109.1"));
        }
        return m_context.creature(m_provoker).inPlay();
    }
    const CreatureAbilities& guard = m_context.combatant(m_provoker).profile.abilities;
    const int acBonus =
        moving || !guard.acAgainstOpportunityAttacksOnlyWhileMoving ? guard.acAgainstOpportunityAttacks : 0;
    const QList<Reaction>& reactions = m_context.action().reactions;
    for (qsizetype i = 0; i < reactions.size(); ++i) {
        if (m_context.reactionTaken(i) || !aimedAtProvoker(reactions.at(i)))
            continue;
        if (!m_context.creature(m_provoker).inPlay())
            return false;
        const QString& actor = reactions.at(i).actor;
        CreatureState& reactor = m_context.creature(actor);
        // An invisible creature cannot be attacked this way (804.4.f).
        if (!reactor.inPlay() || !areAdjacent(reactor.space, space) || !creatureSight(m_context.view(), actor, m_provoker))
            continue;
        if (flyersOnly && !(heldPower(m_context.combatant(actor), reactor, Statistic::Flight) > 0 &&
                            !reactor.has(Condition::Helpless)))
            continue;
        if (m_shifting && !m_context.combatant(actor).profile.abilities.opportunityAttacksOnShift)
            continue;
        if (reactor.tookOpportunityAttack) // a power's opportunity attack earlier in this action (Set Spear)
            ActionContext::illegal(
                QStringLiteral("reactions[%1]: %2 has already taken an opportunity attack this turn")
                    .arg(i)
                    .arg(creatureLabel(m_context, actor)),
                QStringLiteral("612.1.a"));
        m_context.markReactionTaken(i);
        reactor.tookOpportunityAttack = true;
        m_context.log(LogEvent::OpportunityAttack,
                      QStringLiteral("%1 takes an opportunity attack on %2").arg(creatureLabel(m_context, actor), creatureLabel(m_context, m_provoker)),
                      rule, actor, m_provoker);
        const Combatant& combatant = m_context.combatant(actor);
        const AttackPower* basic = combatant.attack(*combatant.basicAttack);
        Strike strike{actor,
                      basic,
                      m_provoker,
                      CoverMethod::Melee,
                      reactor.space,
                      false,
                      QStringLiteral("an opportunity attack (%1)").arg(basic->name)};
        strike.targetAcBonus = acBonus;
        strike.opportunity = true;
        resolveStrike(m_context, strike, m_context.reactionStream(int(i)));
        answerDestroyedEnemies(m_context, m_context.reactionStream(int(i)));
    }
    return m_context.creature(m_provoker).inPlay();
}

bool OpportunityAttacks::leaving(const Space& space, bool startingPosition)
{
    const Combatant& combatant = m_context.combatant(m_provoker);
    const CreatureState& provoker = m_context.creature(m_provoker);
    if (heldPower(combatant, provoker, Statistic::Burrow) > 0 || m_mode == MovementMode::Burrow)
        return true; // 707.3.a
    // 707.5.a: past its starting position a flying creature provokes only flying enemies.
    const bool flying =
        heldPower(combatant, provoker, Statistic::Flight) > 0 || m_mode == MovementMode::Flight;
    if (flying && !m_context.creature(m_provoker).has(Condition::Helpless) && !startingPosition)
        return strikeFrom(space, QStringLiteral("707.5.a"), true, true);
    return strikeFrom(space, QStringLiteral("612.1.c"), false, true);
}

bool OpportunityAttacks::provokeInPlace(const QString& rule)
{
    return strikeFrom(m_context.creature(m_provoker).space, rule, false, false);
}

} // namespace ddm
