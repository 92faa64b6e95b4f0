// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
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
#include <utility>

namespace ddm {

// Thrown inside the engine when an action turns out to be impossible part-way: Battle::apply
// catches it and keeps the battle as it was (CRG 109.4: the action is reversed). It never leaves
// the library; an exception here saves threading "stop" through every step of the resolution.
struct ActionRefusal {
    ActionError error;
};

// A creature destroyed by an enemy during the action (806.9), kept until the attack that did it is
// over so that powers answering it ("when this creature's {m} attack destroys an enemy") have their
// moment (801.3: the reaction phase).
struct DestroyedEnemy {
    QString destroyer;
    QString destroyed;
    std::optional<int> attack; // the destroyer's attack (1-based index) whose strike did it; none: no attack
};

// Everything one action's resolution works on: the setup, the combatants, a working copy of the
// state, the dice streams and the log it writes.
class ActionContext {
public:
    // `index` maps creature ids to their position in the setup, the combatants and the state;
    // `occupancy` is the board as the state stands, when the caller has it.
    ActionContext(const BattleSetup& setup, const QList<Combatant>& combatants, const CreatureIndex& index,
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
    // Whether any creature of the battle has a power answering `event` (most answer none of the rarer
    // ones): the moments walked through square by square ask first.
    bool anyPowerAnswers(TriggerEvent event) const;
    // The board's view of who stands where, kept up to date as creatures move and leave play.
    const Occupancy& occupancy();
    void invalidateOccupancy() { m_occupancy.reset(); }
    // Puts the creature's space at `topLeft`, keeping the board's view in step.
    void moveCreature(const QString& id, Square topLeft);
    // Gives a creature another space (a Huge creature squeezing into 2x2 and out again, 412.4).
    void setSpace(const QString& id, const Space& space);
    // The final board, for the next action to start from.
    std::optional<Occupancy> takeOccupancy() { return std::move(m_occupancy); }
    // The rules' read-only view of the working state; valid until the next change of positions.
    BattleView view();

    // The action's own d20s, and the streams of reactions; every scripted roll must be used.
    DiceSource& dice() { return m_mainStream; }
    RollStream& reactionStream(int reactionIndex);
    RollStream& initiativeStream(Side side);
    DiceSource& fallbackDice() { return m_fallback; }
    // One d20 for `needed` from `stream`; refuses the action when the stream has none left.
    int roll(DiceSource& stream, const RollNeeded& needed);
    [[noreturn]] void missingRoll(const RollNeeded& needed);
    // Checks that the scripted streams were used up and fills the recorded action's rolls.
    Action finishRecording();

    // The choices of the attack now resolving: the action's own targets, origin, path and forced
    // paths, or those of a further attack or of one of several areas while a ChoiceScope is open.
    const AttackChoice& choice() const { return m_choices.at(m_currentChoice); }
    qsizetype currentChoiceIndex() const { return m_currentChoice; }
    // The next entry of the action's "further" list, which a further attack takes as its choices;
    // none when the action gives no more. Entries no further attack took are refused at the end.
    std::optional<qsizetype> takeFurtherChoice();
    bool hasFurtherChoiceLeft() const { return m_nextFurther < m_action.further.size(); }
    qsizetype nextFurtherEntry() const { return m_nextFurther; } // its index in "further"
    // The choices of the action's area `i` ("areas"), for a ChoiceScope.
    qsizetype areaChoice(qsizetype i) const { return 1 + m_action.further.size() + i; }
    // No choices at all: a further attack the action gives no entry for decides what it can alone.
    qsizetype emptyChoice() const { return m_choices.size() - 1; }
    // Makes the choices `index` (from takeFurtherChoice or areaChoice) current while it lives.
    class ChoiceScope {
    public:
        ChoiceScope(ActionContext& context, qsizetype index);
        ~ChoiceScope();
        ChoiceScope(const ChoiceScope&) = delete;
        ChoiceScope& operator=(const ChoiceScope&) = delete;

    private:
        ActionContext& m_context;
        qsizetype m_previous;
    };
    // The index in "further" that choices entry `index` is, or would be for a further attack the
    // action gives no entry for; none for the action's own choices and its areas.
    std::optional<qsizetype> furtherEntryOf(qsizetype index) const;
    // Where a choices entry is in the script, for messages: "further[1]", "areas[0]", "" (the
    // action), "further" (no entry).
    QString choicePlace(qsizetype index) const;

    // The square-by-square path the current choices give for a forced movement of `id`
    // ("forced"), marked as used; none when they give none. Paths no effect used are refused by
    // finishRecording().
    std::optional<QList<Square>> takeForcedPath(const QString& id);
    // The next ally the action names for a limited healing effect ("healed"); none when used up.
    std::optional<QString> takeHealed();
    bool hasHealedLeft() const { return m_nextHealed < m_action.healed.size(); }

    // Reactions (opportunity attacks) are each taken once; finishRecording() refuses one that never was.
    bool reactionTaken(qsizetype index) const { return m_reactionsTaken.at(index); }
    void markReactionTaken(qsizetype index) { m_reactionsTaken[index] = true; }

    // The first response not yet taken that uses `power` of `actor`, marked taken; finishRecording()
    // refuses one that never was.
    std::optional<qsizetype> takeResponse(const QString& actor, const QString& power);
    void offer(const ResponseOffer& offer) { m_offers.append(offer); }
    QList<ResponseOffer> takeOffers() { return std::move(m_offers); }

    // The strike now resolving, so that a creature it destroys is known to be destroyed by that
    // attack (DestroyedEnemy::attack). Nested strikes (a follow-up, a further attack) stack.
    class StrikeScope {
    public:
        StrikeScope(ActionContext& context, const QString& attacker, int attack);
        ~StrikeScope();
        StrikeScope(const StrikeScope&) = delete;
        StrikeScope& operator=(const StrikeScope&) = delete;

    private:
        ActionContext& m_context;
        std::optional<std::pair<QString, int>> m_previous;
    };
    void noteDestroyed(const QString& destroyer, const QString& destroyed);
    // The attack (its index) of `attacker`'s strike now resolving; none when no strike of its is.
    std::optional<int> strikeAttackOf(const QString& attacker) const
    {
        return m_strike && m_strike->first == attacker ? std::optional<int>(m_strike->second) : std::nullopt;
    }
    QList<DestroyedEnemy> takeDestroyed() { return std::move(m_destroyed); }
    // A creature being destroyed (415.2.b): its powers answering that resolve before it leaves the
    // map, and nothing damages or destroys it again meanwhile.
    void startDestruction(const QString& id) { m_destroying.append(id); }
    bool isBeingDestroyed(const QString& id) const { return m_destroying.contains(id); }

    // The entry appended, for the callers that add what it decided (an outcome, a change of HP).
    LogEntry& log(LogEvent event, const QString& text, const QString& rule, const QString& creature = {},
                  const QString& other = {}, const QList<DieRoll>& rolls = {});
    QList<LogEntry> takeLog() { return std::move(m_log); }

    [[noreturn]] static void refuse(ActionErrorKind kind, const QString& message, const QString& rule = {});
    [[noreturn]] static void refuse(const ActionError& error);
    [[noreturn]] static void illegal(const QString& message, const QString& rule) { refuse(ActionErrorKind::Illegal, message, rule); }

private:
    // Refuses choices the action gave that nothing took: forced paths, further attacks' and healed
    // allies' entries, opportunity attacks and responses that never found their moment.
    void checkChoicesUsed() const;

    const BattleSetup& m_setup;
    const QList<Combatant>& m_combatants;
    const CreatureIndex& m_index;
    BattleState& m_state;
    DiceSource& m_fallback;
    const Action& m_action;
    qsizetype m_actionIndex;
    RollStream m_mainStream;
    QList<std::shared_ptr<RollStream>> m_reactionStreams; // created when first used
    std::array<std::shared_ptr<RollStream>, 2> m_initiativeStreams;
    std::optional<Occupancy> m_occupancy;
    QList<LogEntry> m_log;
    QList<AttackChoice> m_choices; // the action's own, each of "further", each of "areas", an empty one
    qsizetype m_currentChoice = 0;
    qsizetype m_nextFurther = 0;
    qsizetype m_nextHealed = 0;
    QSet<std::pair<qsizetype, QString>> m_forcedUsed; // (choices, creature id)
    QList<bool> m_reactionsTaken;
    QList<bool> m_responsesTaken;
    QList<ResponseOffer> m_offers;
    std::optional<std::pair<QString, int>> m_strike; // (attacker, attack index) of the strike resolving
    QList<DestroyedEnemy> m_destroyed;
    QStringList m_destroying;
};

} // namespace ddm
