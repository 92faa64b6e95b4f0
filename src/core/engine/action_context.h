#pragma once

#include "board/occupancy.h"
#include "engine/action_result.h"
#include "engine/battle_setup.h"
#include "engine/battle_state.h"
#include "engine/battle_view.h"
#include "engine/combatant.h"
#include "engine/roll_stream.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

#include <array>
#include <memory>
#include <optional>

namespace ddm {

// Thrown inside the engine when an action turns out to be impossible part-way: Battle::apply
// catches it and keeps the battle as it was (CRG 109.4: the action is reversed). It never leaves
// the library; an exception here saves threading "stop" through every step of the resolution.
struct ActionRefusal {
    ActionError error;
};

// Everything one action's resolution works on: the setup, the combatants, a working copy of the
// state, the dice streams and the log it writes.
class ActionContext {
public:
    // `index` maps creature ids to their position in the setup, the combatants and the state;
    // `occupancy` is the board as the state stands, when the caller has it.
    ActionContext(const BattleSetup& setup, const QList<Combatant>& combatants, const QHash<QString, qsizetype>& index,
                  BattleState& state, DiceSource& dice, const Action& action, qsizetype actionIndex,
                  std::optional<Occupancy> occupancy = std::nullopt);

    const BattleSetup& setup() const { return m_setup; }
    const BattleMap& map() const { return m_setup.map; }
    BattleState& state() { return m_state; }
    const BattleState& state() const { return m_state; }
    const Action& action() const { return m_action; }

    const Combatant& combatant(const QString& id) const;
    CreatureState& creature(const QString& id); // refuses an unknown id as bad input
    const CreatureState& creature(const QString& id) const;
    // Whether the two are enemies as their controllers stand now (904.2, 805.1).
    bool areEnemies(const QString& a, const QString& b);
    QList<QString> creaturesInPlay() const;
    // The board's view of who stands where, kept up to date as creatures move and leave play.
    const Occupancy& occupancy();
    void invalidateOccupancy() { m_occupancy.reset(); }
    // Puts the creature's space at `topLeft`, keeping the board's view in step.
    void moveCreature(const QString& id, Square topLeft);
    // The final board, for the next action to start from.
    std::optional<Occupancy> takeOccupancy() { return std::move(m_occupancy); }
    // The rules' read-only view of the working state; valid until the next change of positions.
    BattleView view();

    // The action's own d20s, and the streams of reactions; every scripted roll must be used.
    DiceSource& dice() { return m_mainStream; }
    RollStream& reactionStream(int reactionIndex);
    RollStream& initiativeStream(Side side);
    DiceSource& fallbackDice() { return m_fallback; }
    // One d20 for `purpose` from `stream`; refuses the action when the stream has none left.
    int roll(DiceSource& stream, RollPurpose purpose, const QString& what);
    [[noreturn]] void missingRoll(RollPurpose purpose, const QString& what);
    // Checks that the scripted streams were used up and fills the recorded action's rolls.
    Action finishRecording();

    // The square-by-square path the action gives for a forced movement of `id` ("forced"), marked
    // as used; none when it gives none. Paths no effect used are refused by finishRecording().
    std::optional<QList<Square>> takeForcedPath(const QString& id);

    void log(LogEvent event, const QString& text, const QString& rule, const QString& creature = {},
             const QString& other = {}, const QList<DieRoll>& rolls = {});
    QList<LogEntry> takeLog() { return std::move(m_log); }

    [[noreturn]] static void refuse(ActionErrorKind kind, const QString& message, const QString& rule = {});
    [[noreturn]] static void illegal(const QString& message, const QString& rule) { refuse(ActionErrorKind::Illegal, message, rule); }

private:
    const BattleSetup& m_setup;
    const QList<Combatant>& m_combatants;
    const QHash<QString, qsizetype>& m_index;
    BattleState& m_state;
    DiceSource& m_fallback;
    const Action& m_action;
    qsizetype m_actionIndex;
    RollStream m_mainStream;
    QList<std::shared_ptr<RollStream>> m_reactionStreams; // created when first used
    std::array<std::shared_ptr<RollStream>, 2> m_initiativeStreams;
    std::optional<Occupancy> m_occupancy;
    QList<LogEntry> m_log;
    QSet<QString> m_forcedUsed;
};

} // namespace ddm
