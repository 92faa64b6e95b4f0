// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/action_context.h"

namespace ddm {

ActionContext::ActionContext(const BattleSetup& setup, const QList<Combatant>& combatants,
                             const CreatureIndex& index, BattleState& state, DiceSource& dice,
                             const Action& action, qsizetype actionIndex, std::optional<Occupancy> occupancy)
    : m_setup(setup)
    , m_combatants(combatants)
    , m_index(index)
    , m_state(state)
    , m_fallback(dice)
    , m_action(action)
    , m_actionIndex(actionIndex)
    , m_mainStream(action.rolls, dice)
    , m_occupancy(std::move(occupancy))
{
    m_reactionStreams.resize(action.reactions.size());
    m_reactionsTaken.fill(false, action.reactions.size());
    m_responsesTaken.fill(false, action.responses.size());
    m_choices.append(ownChoice(action));
    m_choices.append(action.further);
    m_choices.append(action.areas);
    m_choices.append(AttackChoice{});
}

namespace {

[[noreturn]] void unknownCreature(const QString& id)
{
    ActionContext::refuse(ActionErrorKind::BadInput, QStringLiteral("no creature with id \"%1\"").arg(id));
}

} // namespace

const Combatant& ActionContext::combatant(const QString& id) const
{
    const std::optional<qsizetype> found = m_index.positionOf(id);
    if (!found)
        unknownCreature(id);
    return m_combatants.at(*found);
}

CreatureState& ActionContext::creature(const QString& id)
{
    const std::optional<qsizetype> found = m_index.positionOf(id);
    if (!found)
        unknownCreature(id);
    return m_state.creatures[*found];
}

const CreatureState& ActionContext::creature(const QString& id) const
{
    const std::optional<qsizetype> found = m_index.positionOf(id);
    if (!found)
        unknownCreature(id);
    return m_state.creatures.at(*found);
}

bool ActionContext::areEnemies(const QString& a, const QString& b)
{
    creature(a); // refuses unknown ids
    creature(b);
    return view().areEnemies(a, b);
}

QList<QString> ActionContext::creaturesInPlay() const
{
    QList<QString> ids;
    for (const CreatureState& state : m_state.creatures) {
        if (state.inPlay())
            ids.append(state.id);
    }
    return ids;
}

const Occupancy& ActionContext::occupancy()
{
    if (!m_occupancy)
        m_occupancy = buildOccupancy(m_setup, m_combatants, m_state);
    return *m_occupancy;
}

BattleView ActionContext::view() { return {m_setup, m_combatants, m_index, m_state, occupancy()}; }

bool ActionContext::anyPowerAnswers(TriggerEvent event) const
{
    return std::any_of(m_combatants.cbegin(), m_combatants.cend(), [event](const Combatant& combatant) {
        const QList<TriggeredPower>& powers = combatant.profile.abilities.triggered;
        return std::any_of(powers.cbegin(), powers.cend(),
                           [event](const TriggeredPower& power) { return power.event == event; });
    });
}

void ActionContext::moveCreature(const QString& id, Square topLeft)
{
    creature(id).space.topLeft = topLeft;
    // Passing through an ally's square overlaps it for a moment, which the board's view cannot
    // hold: then it is rebuilt when next asked for.
    if (m_occupancy && !m_occupancy->moveTo(id, topLeft))
        m_occupancy.reset();
}

void ActionContext::setSpace(const QString& id, const Space& space)
{
    creature(id).space = space;
    m_occupancy.reset(); // rebuilt with the new span when next asked for
}

RollStream& ActionContext::reactionStream(int reactionIndex)
{
    std::shared_ptr<RollStream>& stream = m_reactionStreams[reactionIndex];
    if (!stream)
        stream = std::make_shared<RollStream>(m_action.reactions.at(reactionIndex).rolls, m_fallback);
    return *stream;
}

RollStream& ActionContext::initiativeStream(Side side)
{
    std::shared_ptr<RollStream>& stream = m_initiativeStreams[sideIndex(side)];
    if (!stream)
        stream = std::make_shared<RollStream>(m_action.initiative[sideIndex(side)], m_fallback);
    return *stream;
}

int ActionContext::roll(DiceSource& stream, const RollNeeded& needed)
{
    const std::optional<int> value = stream.nextD20(needed.purpose);
    if (!value)
        missingRoll(needed);
    return *value;
}

namespace {

QString rollSubject(const RollNeeded& needed)
{
    switch (needed.purpose) {
    case RollPurpose::Attack:
    case RollPurpose::Concealment:
        return needed.roller.isEmpty()
                   ? QStringLiteral("the pit follow-up attack on %1").arg(needed.target)
                   : QStringLiteral("%1's %2 against %3").arg(needed.roller, needed.power, needed.target);
    case RollPurpose::Initiative:
        return QStringLiteral("side %1's initiative").arg(needed.roller);
    case RollPurpose::SavingThrow:
        return QStringLiteral("%1's saving throw").arg(needed.roller);
    case RollPurpose::Confusion:
        return QStringLiteral("%1's confusion").arg(needed.roller);
    case RollPurpose::DangerousTerrain:
        return QStringLiteral("%1 on dangerous terrain").arg(needed.roller);
    case RollPurpose::Survival:
        return QStringLiteral("%1's %2").arg(needed.roller, needed.power);
    case RollPurpose::ChampionOrder:
    case RollPurpose::WanderingMonster:
        break;
    }
    return needed.roller;
}

} // namespace

void ActionContext::missingRoll(const RollNeeded& needed)
{
    ActionError error{ActionErrorKind::MissingRoll,
                      QStringLiteral("no d20 left for %1 (%2): give one more roll")
                          .arg(rollSubject(needed), rollPurposeKey(needed.purpose)),
                      rollPurposeRule(needed.purpose)};
    error.rollNeeded = needed;
    refuse(error);
}

std::optional<qsizetype> ActionContext::takeResponse(const QString& actor, const QString& power)
{
    for (qsizetype i = 0; i < m_action.responses.size(); ++i) {
        const Response& response = m_action.responses.at(i);
        if (!m_responsesTaken.at(i) && response.actor == actor &&
            response.use.compare(power, Qt::CaseInsensitive) == 0) {
            m_responsesTaken[i] = true;
            return i;
        }
    }
    return std::nullopt;
}

ActionContext::StrikeScope::StrikeScope(ActionContext& context, const QString& attacker, int attack)
    : m_context(context)
    , m_previous(context.m_strike)
{
    m_context.m_strike = std::pair(attacker, attack);
}

ActionContext::StrikeScope::~StrikeScope()
{
    m_context.m_strike = m_previous;
}

void ActionContext::noteDestroyed(const QString& destroyer, const QString& destroyed)
{
    m_destroyed.append({destroyer, destroyed, strikeAttackOf(destroyer)});
}

std::optional<qsizetype> ActionContext::takeFurtherChoice()
{
    if (!hasFurtherChoiceLeft())
        return std::nullopt;
    return 1 + m_nextFurther++;
}

ActionContext::ChoiceScope::ChoiceScope(ActionContext& context, qsizetype index)
    : m_context(context)
    , m_previous(context.m_currentChoice)
{
    m_context.m_currentChoice = index;
}

ActionContext::ChoiceScope::~ChoiceScope()
{
    m_context.m_currentChoice = m_previous;
}

std::optional<qsizetype> ActionContext::furtherEntryOf(qsizetype index) const
{
    if (index >= 1 && index <= m_action.further.size())
        return index - 1;
    if (index == emptyChoice())
        return m_nextFurther; // the entry this further attack would have taken
    return std::nullopt;
}

QString ActionContext::choicePlace(qsizetype index) const
{
    if (index == 0)
        return {};
    const qsizetype further = m_action.further.size();
    if (index <= further)
        return QStringLiteral("further[%1]").arg(index - 1);
    return index < emptyChoice() ? QStringLiteral("areas[%1]").arg(index - 1 - further)
                                 : QStringLiteral("further");
}

std::optional<QList<Square>> ActionContext::takeForcedPath(const QString& id)
{
    const QHash<QString, QList<Square>>& forced = choice().forced;
    if (!forced.contains(id))
        return std::nullopt;
    m_forcedUsed.insert({m_currentChoice, id});
    return forced.value(id);
}

std::optional<QString> ActionContext::takeHealed()
{
    if (!hasHealedLeft())
        return std::nullopt;
    return m_action.healed.at(m_nextHealed++);
}

void ActionContext::checkChoicesUsed() const
{
    for (qsizetype i = 0; i < m_choices.size(); ++i) {
        const QString place = choicePlace(i);
        const QHash<QString, QList<Square>>& forced = m_choices.at(i).forced;
        for (auto it = forced.cbegin(); it != forced.cend(); ++it) {
            if (!m_forcedUsed.contains({i, it.key()}))
                refuse(ActionErrorKind::BadInput,
                       QStringLiteral("%1: the action moved %2 by no push, pull, slide or shift")
                           .arg(place.isEmpty() ? QStringLiteral("forced.%1").arg(it.key())
                                                : QStringLiteral("%1.forced.%2").arg(place, it.key()),
                                it.key()));
        }
    }
    if (hasFurtherChoiceLeft())
        refuse(
            ActionErrorKind::BadInput,
            QStringLiteral("further[%1]: the action made no further attack to take it").arg(m_nextFurther));
    if (hasHealedLeft())
        refuse(ActionErrorKind::BadInput,
               QStringLiteral("healed[%1]: the action has no healing left to give %2")
                   .arg(m_nextHealed)
                   .arg(m_action.healed.at(m_nextHealed)));
    for (qsizetype i = 0; i < m_reactionsTaken.size(); ++i) {
        if (m_reactionsTaken.at(i))
            continue;
        const Reaction& reaction = m_action.reactions.at(i);
        const QString provoker = reaction.against.isEmpty() ? m_action.actor : reaction.against;
        illegal(QStringLiteral("reactions[%1]: %2 never had an opportunity attack on %3: it was not next to "
                               "%3 when %3 provoked")
                    .arg(i)
                    .arg(QStringLiteral("%1 (%2)").arg(reaction.actor, combatant(reaction.actor).card.name),
                         provoker),
                QStringLiteral("612.1.c"));
    }
    for (qsizetype i = 0; i < m_responsesTaken.size(); ++i) {
        if (m_responsesTaken.at(i))
            continue;
        const Response& response = m_action.responses.at(i);
        illegal(QStringLiteral("responses[%1]: %2 had no moment to use %3 in this action")
                    .arg(i)
                    .arg(QStringLiteral("%1 (%2)").arg(response.actor, combatant(response.actor).card.name),
                         response.use),
                QStringLiteral("703.1"));
    }
}

Action ActionContext::finishRecording()
{
    checkChoicesUsed();
    Action recorded = m_action;
    const auto checkUsed = [](const RollStream& stream, const QString& where) {
        if (stream.scripted() && !stream.unused().isEmpty()) {
            QStringList values;
            for (int value : stream.unused())
                values.append(QString::number(value));
            refuse(ActionErrorKind::UnusedRoll,
                   QStringLiteral("%1: %2 not used (%3)")
                       .arg(where, stream.unused().size() == 1 ? QStringLiteral("roll") : QStringLiteral("rolls"),
                            values.join(QStringLiteral(", "))));
        }
    };
    checkUsed(m_mainStream, QStringLiteral("rolls"));
    recorded.rolls = m_mainStream.used();
    for (qsizetype i = 0; i < recorded.reactions.size(); ++i) {
        RollStream& stream = reactionStream(int(i));
        checkUsed(stream, QStringLiteral("reactions[%1].rolls").arg(i));
        recorded.reactions[i].rolls = stream.used();
    }
    if (recorded.kind == ActionKind::Initiative) {
        for (const Side side : {Side::A, Side::B}) {
            RollStream& stream = initiativeStream(side);
            checkUsed(stream, QStringLiteral("initiative.%1").arg(sideName(side)));
            recorded.initiative[sideIndex(side)] = stream.used();
        }
    }
    return recorded;
}

LogEntry& ActionContext::log(LogEvent event, const QString& text, const QString& rule,
                             const QString& creature, const QString& other, const QList<DieRoll>& rolls)
{
    m_log.append({event, text, rule, rolls, creature, other, m_actionIndex});
    return m_log.last();
}

void ActionContext::refuse(const ActionError& error)
{
    throw ActionRefusal{error};
}

void ActionContext::refuse(ActionErrorKind kind, const QString& message, const QString& rule)
{
    throw ActionRefusal{{kind, message, rule}};
}

} // namespace ddm
