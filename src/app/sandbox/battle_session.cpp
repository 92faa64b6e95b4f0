// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/battle_session.h"

#include "combat/scripted_dice.h"
#include "sandbox/battle_undo_command.h"
#include "sandbox/roll_question.h"
#include "sandbox/opportunity_candidates.h"
#include "sandbox/sandbox_prompts.h"
#include "engine/setup_rules.h"

#include <QCoreApplication>
#include <QUndoStack>

namespace ddm::gui {

namespace {

class SessionText {
    Q_DECLARE_TR_FUNCTIONS(BattleSession)
};

// The undo stack's name for an action ("Undo A1 moves").
QString actionText(const Action& action)
{
    switch (action.kind) {
    case ActionKind::Initiative:
        return SessionText::tr("roll initiative");
    case ActionKind::Move:
        return SessionText::tr("%1 moves").arg(action.actor);
    case ActionKind::Shift:
        return SessionText::tr("%1 shifts").arg(action.actor);
    case ActionKind::Squeeze:
        return SessionText::tr("%1 squeezes").arg(action.actor);
    case ActionKind::Charge:
        return SessionText::tr("%1 charges").arg(action.actor);
    case ActionKind::Attack:
        return SessionText::tr("%1 attacks").arg(action.actor);
    case ActionKind::HealingFont:
        return SessionText::tr("%1 uses the healing font").arg(action.actor);
    case ActionKind::End:
        return SessionText::tr("%1 ends its turn").arg(action.actor);
    case ActionKind::Recharge:
        return SessionText::tr("%1 recharges a power").arg(action.actor);
    case ActionKind::Use:
        return SessionText::tr("%1 uses %2").arg(action.actor, action.use);
    }
    return {};
}

// Serves the d20s an earlier attempt at the action drew, then fresh ones: an action tried again
// with the players' choice keeps the rolls they have already seen.
class RepeatedDice final : public DiceSource {
public:
    RepeatedDice(QList<int> repeated, DiceSource& fresh) : m_repeated(std::move(repeated)), m_fresh(fresh) {}

    const QList<int>& drawn() const { return m_drawn; }

protected:
    std::optional<int> produceD20() override
    {
        const std::optional<int> roll =
            m_drawn.size() < m_repeated.size() ? std::optional<int>(m_repeated.at(m_drawn.size())) : m_fresh.nextD20(RollPurpose::Attack);
        if (roll)
            m_drawn.append(*roll);
        return roll;
    }

private:
    QList<int> m_repeated;
    DiceSource& m_fresh;
    QList<int> m_drawn;
};

QString creatureLabel(const Battle& battle, const QString& id)
{
    const Combatant* combatant = battle.combatant(id);
    return combatant ? QStringLiteral("%1 %2").arg(id, combatant->card.name) : id;
}

QStringList creatureLabels(const Battle& battle, const QStringList& ids)
{
    QStringList labels;
    for (const QString& id : ids)
        labels.append(creatureLabel(battle, id));
    return labels;
}

// How the question names an optional power: Cleave, or "champion power 2".
QString powerLabel(const ResponseOffer& offer)
{
    return offer.championPower > 0 ? SessionText::tr("champion power %1").arg(offer.championPower)
                                   : offer.power;
}

// The moment an optional power answers, as the players see it.
QString momentText(const Battle& battle, const ResponseOffer& offer)
{
    switch (offer.event) {
    case TriggerEvent::DestroysEnemy:
        return SessionText::tr("%1 destroyed %2")
            .arg(creatureLabel(battle, offer.actor), creatureLabel(battle, offer.other));
    case TriggerEvent::StartOfRound:
        return SessionText::tr("Round %1 begins").arg(battle.state().round);
    case TriggerEvent::HitsWithAttack:
        return SessionText::tr("%1 hits %2")
            .arg(creatureLabel(battle, offer.actor), creatureLabel(battle, offer.other));
    case TriggerEvent::AllyHits:
    case TriggerEvent::AllyHitBy:
        return SessionText::tr("%1 hits %2")
            .arg(creatureLabel(battle, offer.other), creatureLabel(battle, offer.target));
    case TriggerEvent::MissedBy:
        return SessionText::tr("%1 misses %2")
            .arg(creatureLabel(battle, offer.other), creatureLabel(battle, offer.actor));
    case TriggerEvent::AttackedBy:
        return SessionText::tr("%1 has attacked %2")
            .arg(creatureLabel(battle, offer.other), creatureLabel(battle, offer.actor));
    case TriggerEvent::Destroyed: // never offered: such powers are not optional (415.3)
        break;
    case TriggerEvent::StartOfOwnTurn:
        return SessionText::tr("%1's turn begins").arg(creatureLabel(battle, offer.actor));
    case TriggerEvent::EndOfOwnTurn:
        return SessionText::tr("%1's turn ends").arg(creatureLabel(battle, offer.actor));
    case TriggerEvent::HitBy:
        return SessionText::tr("%1 hits %2")
            .arg(creatureLabel(battle, offer.other), creatureLabel(battle, offer.actor));
    case TriggerEvent::AttackDeclared:
        return SessionText::tr("%1 attacks %2")
            .arg(creatureLabel(battle, offer.actor), creatureLabel(battle, offer.other));
    case TriggerEvent::AttackResolved:
        return SessionText::tr("%1 has attacked %2")
            .arg(creatureLabel(battle, offer.actor), creatureLabel(battle, offer.other));
    case TriggerEvent::EndOfRound:
        return SessionText::tr("Round %1 ends").arg(battle.state().round);
    case TriggerEvent::Targeted:
        return SessionText::tr("%1 attacks %2")
            .arg(creatureLabel(battle, offer.other), creatureLabel(battle, offer.actor));
    case TriggerEvent::AllyTargeted:
        return SessionText::tr("%1 attacks %2")
            .arg(creatureLabel(battle, offer.other), creatureLabel(battle, offer.target));
    case TriggerEvent::SetUp:
        return SessionText::tr("Set-up is done; the first round begins");
    case TriggerEvent::NeighbourTurnStarts:
        return SessionText::tr("%1's turn begins near %2")
            .arg(creatureLabel(battle, offer.other), creatureLabel(battle, offer.actor));
    case TriggerEvent::NeighbourTurnEnds:
        return SessionText::tr("%1's turn ends near %2")
            .arg(creatureLabel(battle, offer.other), creatureLabel(battle, offer.actor));
    case TriggerEvent::NeighbourEnters:
        return SessionText::tr("%1 moves near %2")
            .arg(creatureLabel(battle, offer.other), creatureLabel(battle, offer.actor));
    case TriggerEvent::TakesDamage: // its own damage, or for a champion's power the creature that took it
        return SessionText::tr("%1 takes damage")
            .arg(creatureLabel(battle, offer.championPower > 0 ? offer.other : offer.actor));
    }
    return {};
}

// The players' pick when it is one of `count` options; none when they cancelled.
std::optional<qsizetype> validPick(std::optional<qsizetype> chosen, qsizetype count)
{
    return chosen && *chosen >= 0 && *chosen < count ? chosen : std::nullopt;
}

// The action's choices for its further attack `entry`; further attacks before it keep choosing for
// themselves (an empty entry each).
AttackChoice& furtherChoice(Action& action, qsizetype entry)
{
    while (action.further.size() <= entry)
        action.further.append(AttackChoice{});
    return action.further[entry];
}

} // namespace

BattleSession::BattleSession(BattleSetup setup, quint32 seed, QObject* parent)
    : QObject(parent), m_battle(std::move(setup)), m_seed(seed), m_dice(seed), m_undoStack(new QUndoStack(this))
{
}

BattleSession::~BattleSession() = default;

void BattleSession::askReactions(Action& action)
{
    if (!m_prompts || !action.reactions.isEmpty())
        return;
    const QStringList candidates = opportunityCandidates(m_battle, action);
    if (candidates.isEmpty())
        return;
    QList<ReactionChoice> choices;
    for (const QString& id : candidates)
        choices.append({id, creatureLabel(m_battle, id)});
    for (const QString& id : m_prompts->chooseReactions(creatureLabel(m_battle, action.actor), choices))
        action.reactions.append({id, std::nullopt});
}

PerformStatus BattleSession::perform(Action action)
{
    Action played;
    const PerformStatus status = play(std::move(action), played);
    if (status == PerformStatus::Done)
        record(played);
    return status;
}

void BattleSession::record(const Action& played)
{
    m_undoStack->push(new BattleActionCommand(this, played, actionText(played)));
    emit changed();
}

PerformStatus BattleSession::play(Action action, Action& played)
{
    askReactions(action);
    bool cancelled = false;
    DiceSoFar dice;
    ActionResult result = applyWithDice(action, cancelled, dice);
    if (cancelled)
        return PerformStatus::Cancelled;
    if (!result.ok()) {
        emit actionRefused(*result.error);
        return PerformStatus::Refused;
    }
    // The optional powers it gave a moment (Cleave): asked now, and the action played again with the
    // ones used, on the same dice. If that fails, the action stands as it was.
    QList<ResponseOffer> answered;
    while (askResponses(result.offers, answered, action)) {
        const Action without = result.recorded;
        m_battle.undo();
        result = applyWithDice(action, cancelled, dice);
        if (cancelled || !result.ok()) {
            if (!cancelled)
                emit actionRefused(*result.error);
            result = m_battle.apply(without);
            break;
        }
    }
    if (action.kind == ActionKind::Initiative && !action.first)
        settleFirstTurn(result);
    played = result.recorded;
    return PerformStatus::Done;
}

PerformStatus BattleSession::passRound()
{
    const int round = m_battle.state().round;
    PerformStatus status = PerformStatus::Refused;
    bool begun = false;
    while (m_battle.state().phase == BattlePhase::Activations && m_battle.state().round == round) {
        Action end;
        end.kind = ActionKind::End;
        end.actor = nextToPass();
        if (end.actor.isEmpty())
            break;
        Action played;
        status = play(end, played);
        if (status != PerformStatus::Done)
            break;
        // The undo step opens with the first turn played, so a refused or cancelled first turn leaves
        // no empty step behind.
        if (!begun)
            m_undoStack->beginMacro(SessionText::tr("end round %1").arg(round));
        begun = true;
        record(played);
    }
    if (begun)
        m_undoStack->endMacro();
    return status;
}

QString BattleSession::nextToPass() const
{
    const BattleState& state = m_battle.state();
    if (state.turn)
        return state.turn->creature;
    const std::optional<Side> side = m_battle.activeSide();
    for (const CreatureState& creature : state.creatures) {
        if (side && creature.side == *side && creature.canActivate())
            return creature.id;
    }
    return {};
}

bool BattleSession::withDice(DiceSource& appDice, QList<int>& typed,
                             const std::function<std::optional<QString>(DiceSource&)>& attempt)
{
    if (m_diceMode == DiceMode::App || !m_prompts) {
        attempt(appDice); // the app's dice never run out
        return true;
    }
    // Typed-in dice: tried with the dice typed so far; while a d20 is missing (and nothing changed,
    // 109.4), the players roll one more and it is tried again.
    for (;;) {
        ScriptedDice dice;
        dice.append(typed);
        const std::optional<QString> missing = attempt(dice);
        if (!missing)
            return true;
        const std::optional<int> roll = m_prompts->askD20(*missing);
        if (!roll)
            return false;
        typed.append(*roll);
    }
}

ActionResult BattleSession::applyWithDice(Action& action, bool& cancelled, DiceSoFar& soFar)
{
    for (;;) {
        ActionResult result;
        RepeatedDice appDice(soFar.drawn, m_dice);
        cancelled = !withDice(appDice, soFar.typed, [&](DiceSource& dice) -> std::optional<QString> {
            result = m_battle.apply(action, dice);
            if (result.ok() || !result.error->rollNeeded)
                return std::nullopt;
            return rollQuestion(*result.error->rollNeeded, result.error->rule, m_battle);
        });
        soFar.drawn = appDice.drawn();
        if (cancelled || result.ok() || !m_prompts)
            return result;
        switch (askMissingChoice(*result.error, action)) {
        case ChoiceAnswer::NotAChoice:
            return result; // the refusal stands
        case ChoiceAnswer::Cancelled:
            cancelled = true;
            return result;
        case ChoiceAnswer::Chosen:
            break;
        }
    }
}

BattleSession::ChoiceAnswer BattleSession::askMissingChoice(const ActionError& error, Action& action)
{
    if (error.forcedPath) {
        const ForcedPathNeeded& needed = *error.forcedPath;
        const std::optional<qsizetype> chosen = validPick(
            m_prompts->chooseForcedPath(creatureLabel(m_battle, needed.mover), needed.movement, needed.paths),
            needed.paths.size());
        if (!chosen)
            return ChoiceAnswer::Cancelled;
        if (needed.furtherEntry) {
            furtherChoice(action, *needed.furtherEntry).forced.insert(needed.mover, needed.paths.at(*chosen));
        } else {
            action.forced.insert(needed.mover, needed.paths.at(*chosen));
            if (action.kind == ActionKind::Use)
                askReactions(action); // a power's shift: now its path is known (Awareness, 412.3.b)
        }
        return ChoiceAnswer::Chosen;
    }
    if (error.targetNeeded) {
        const TargetNeeded& needed = *error.targetNeeded;
        const std::optional<qsizetype> chosen =
            validPick(m_prompts->chooseTarget(creatureLabel(m_battle, needed.attacker), needed.power,
                                              needed.furtherEntry ? TargetPrompt::FurtherAttack
                                              : needed.attack     ? TargetPrompt::PowerAttack
                                                                  : TargetPrompt::PowerEffect,
                                              creatureLabels(m_battle, needed.candidates)),
                      needed.candidates.size());
        if (!chosen)
            return ChoiceAnswer::Cancelled;
        (needed.furtherEntry ? furtherChoice(action, *needed.furtherEntry).targets
                             : action.targets) = {needed.candidates.at(*chosen)};
        return ChoiceAnswer::Chosen;
    }
    if (error.madeAttack) {
        const MadeAttackNeeded& needed = *error.madeAttack;
        const std::optional<qsizetype> chosen =
            validPick(m_prompts->chooseMadeAttack(creatureLabel(m_battle, needed.attacker), needed.power,
                                                  needed.names, needed.recharged),
                      needed.attacks.size());
        if (!chosen)
            return ChoiceAnswer::Cancelled;
        if (action.kind == ActionKind::Use)
            action.attack = needed.attacks.at(*chosen); // the attack the power makes, or recharges
        else
            action.made = {needed.attacks.at(*chosen)}; // one attack for all of them
        return ChoiceAnswer::Chosen;
    }
    if (error.healedAllies) {
        const HealedAlliesNeeded& needed = *error.healedAllies;
        const std::optional<QList<qsizetype>> chosen = m_prompts->chooseHealedAllies(
            creatureLabel(m_battle, needed.healer), needed.power, needed.count, creatureLabels(m_battle, needed.allies));
        if (!chosen || chosen->isEmpty())
            return ChoiceAnswer::Cancelled;
        action.healed.clear();
        for (const qsizetype index : *chosen) {
            const std::optional<qsizetype> ally = validPick(index, needed.allies.size());
            if (!ally)
                return ChoiceAnswer::Cancelled;
            action.healed.append(needed.allies.at(*ally));
        }
        return ChoiceAnswer::Chosen;
    }
    return ChoiceAnswer::NotAChoice;
}

bool BattleSession::askResponses(const QList<ResponseOffer>& offers, QList<ResponseOffer>& answered,
                                 Action& action)
{
    if (!m_prompts)
        return false;
    bool used = false;
    for (const ResponseOffer& offer : offers) {
        if (answered.contains(offer) || m_neverAsk.contains({offer.actor, offer.power}))
            continue;
        answered.append(offer);
        // A power used at set-up chooses an enemy (shown by its label) or a damage type; a redirect, the
        // creature the attack turns to.
        ResponsePick pick = ResponsePick::Attack;
        QStringList options = offer.names;
        const bool redirect = offer.event == TriggerEvent::Targeted || offer.event == TriggerEvent::HitBy;
        for (const QString& option : offer.choices) {
            const bool creature = m_battle.combatant(option) != nullptr;
            pick = !creature  ? ResponsePick::DamageType
                   : redirect ? ResponsePick::RedirectedTo
                              : ResponsePick::Enemy;
            options.append(creature ? creatureLabel(m_battle, option) : option);
        }
        const ResponseChoice choice =
            m_prompts->askResponse(creatureLabel(m_battle, offer.actor), powerLabel(offer), offer.text,
                                   momentText(m_battle, offer), options, pick);
        switch (choice.answer) {
        case ResponseAnswer::NeverAsk:
            m_neverAsk.insert({offer.actor, offer.power});
            break;
        case ResponseAnswer::Decline:
            break;
        case ResponseAnswer::Use: {
            Response response{offer.actor, offer.power};
            if (const std::optional<qsizetype> attack = validPick(choice.pick, offer.attacks.size()))
                response.attack = offer.attacks.at(*attack);
            if (const std::optional<qsizetype> chosen = validPick(choice.pick, offer.choices.size()))
                response.choice = offer.choices.at(*chosen);
            action.responses.append(response);
            used = true;
            break;
        }
        }
    }
    return used;
}

void BattleSession::settleFirstTurn(ActionResult& result)
{
    // Without a choice the winner goes first; asked afterwards, because only the roll tells who
    // won. Another choice replays the same rolls with it.
    const Side winner = m_battle.state().player1;
    const Side first = m_prompts ? m_prompts->chooseFirstSide(winner, m_battle.setup()) : winner;
    if (first == winner)
        return;
    Action chosen = result.recorded;
    chosen.first = first;
    m_battle.undo();
    result = m_battle.apply(chosen);
}

PositionCheck BattleSession::moveInSetup(const QString& id, Square topLeft)
{
    if (!inSetup())
        return {MoveProblem::EmptyPath, topLeft, QStringLiteral("102.6"),
                SessionText::tr("the battle has begun: set-up positions are fixed")};
    BattleSetup setup = m_battle.setup();
    const PositionCheck check = placeInSetup(setup, id, topLeft);
    if (check.ok() && !(setup == m_battle.setup()))
        m_undoStack->push(new SetupChangeCommand(this, m_battle.setup(), setup, SessionText::tr("place %1").arg(id)));
    return check;
}

PerformStatus BattleSession::rollWanderingMonsters()
{
    if (!inSetup() || unrolledWanderingMonsters(m_battle.setup()).isEmpty())
        return PerformStatus::Refused;
    BattleSetup setup;
    QList<int> typed;
    const bool rolled = withDice(m_dice, typed, [&](DiceSource& dice) -> std::optional<QString> {
        setup = m_battle.setup();
        if (!ddm::rollWanderingMonsters(setup, setup.player1(), dice).missingRoll)
            return std::nullopt;
        return SessionText::tr("Roll for a Wandering Monster's victory area (rule 707.15.a)");
    });
    if (!rolled)
        return PerformStatus::Cancelled;
    m_undoStack->push(new SetupChangeCommand(this, m_battle.setup(), setup, SessionText::tr("roll for the Wandering Monsters")));
    return PerformStatus::Done;
}

std::optional<ActionError> BattleSession::load(const BattleSetup& setup, const QList<Action>& actions, quint32 seed)
{
    const Battle::Replay replay = Battle::replay(setup, actions);
    m_undoStack->clear();
    m_battle = replay.battle;
    m_seed = seed;
    m_dice = SeededDice(seed);
    // The loaded actions become undo steps, so a loaded battle can be taken back like a played one.
    for (const Action& action : m_battle.history())
        m_undoStack->push(new BattleActionCommand(this, action, actionText(action)));
    emit changed();
    return replay.error;
}

void BattleSession::applyRecorded(const Action& recorded)
{
    m_battle.apply(recorded);
    emit changed();
}

void BattleSession::undoLast()
{
    m_battle.undo();
    emit changed();
}

void BattleSession::replaceSetup(const BattleSetup& setup)
{
    m_battle = Battle(setup);
    emit changed();
}

} // namespace ddm::gui
