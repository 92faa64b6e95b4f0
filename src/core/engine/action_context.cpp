#include "engine/action_context.h"

namespace ddm {

ActionContext::ActionContext(const BattleSetup& setup, const QList<Combatant>& combatants,
                             const QHash<QString, qsizetype>& index, BattleState& state, DiceSource& dice,
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
}

namespace {

[[noreturn]] void unknownCreature(const QString& id)
{
    ActionContext::refuse(ActionErrorKind::BadInput, QStringLiteral("no creature with id \"%1\"").arg(id));
}

} // namespace

const Combatant& ActionContext::combatant(const QString& id) const
{
    const auto found = m_index.constFind(id);
    if (found == m_index.cend())
        unknownCreature(id);
    return m_combatants.at(*found);
}

CreatureState& ActionContext::creature(const QString& id)
{
    const auto found = m_index.constFind(id);
    if (found == m_index.cend())
        unknownCreature(id);
    return m_state.creatures[*found];
}

const CreatureState& ActionContext::creature(const QString& id) const
{
    const auto found = m_index.constFind(id);
    if (found == m_index.cend())
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

void ActionContext::moveCreature(const QString& id, Square topLeft)
{
    creature(id).space.topLeft = topLeft;
    // Passing through an ally's square overlaps it for a moment, which the board's view cannot
    // hold: then it is rebuilt when next asked for.
    if (m_occupancy && !m_occupancy->moveTo(id, topLeft))
        m_occupancy.reset();
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

int ActionContext::roll(DiceSource& stream, RollPurpose purpose, const QString& what)
{
    const std::optional<int> value = stream.nextD20(purpose);
    if (!value)
        missingRoll(purpose, what);
    return *value;
}

void ActionContext::missingRoll(RollPurpose purpose, const QString& what)
{
    refuse(ActionErrorKind::MissingRoll,
           QStringLiteral("no d20 left for %1 (%2): give one more roll").arg(what, rollPurposeKey(purpose)),
           rollPurposeRule(purpose));
}

std::optional<QList<Square>> ActionContext::takeForcedPath(const QString& id)
{
    if (!m_action.forced.contains(id))
        return std::nullopt;
    m_forcedUsed.insert(id);
    return m_action.forced.value(id);
}

Action ActionContext::finishRecording()
{
    for (auto it = m_action.forced.cbegin(); it != m_action.forced.cend(); ++it) {
        if (!m_forcedUsed.contains(it.key()))
            refuse(ActionErrorKind::BadInput,
                   QStringLiteral("forced.%1: the action moved %1 by no push, pull or slide").arg(it.key()));
    }
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

void ActionContext::log(LogEvent event, const QString& text, const QString& rule, const QString& creature,
                        const QString& other, const QList<DieRoll>& rolls)
{
    m_log.append({event, text, rule, rolls, creature, other, m_actionIndex});
}

void ActionContext::refuse(ActionErrorKind kind, const QString& message, const QString& rule)
{
    throw ActionRefusal{{kind, message, rule}};
}

} // namespace ddm
