// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/position_check.h"
#include "combat/seeded_dice.h"
#include "engine/battle.h"
#include "engine/wandering_monsters.h"

#include <QObject>
#include <QSet>

#include <functional>
#include <optional>

class QUndoStack;

namespace ddm::gui {

class SandboxPrompts;

// Where the d20s come from.
enum class DiceMode {
    App,   // rolled by the app from a seed (shown, so a battle can be rolled again the same way)
    Typed, // rolled at the table and typed in when the engine asks for each
};

enum class PerformStatus { Done, Refused, Cancelled };

// One sandbox battle: the engine's Battle with the app's dice, the players' questions and an undo
// stack. Everything the board does goes through perform() or moveInSetup(); every change is one
// undo step (undo runs the engine's own undo, redo applies the recorded action with its dice).
class BattleSession : public QObject {
    Q_OBJECT

public:
    BattleSession(BattleSetup setup, quint32 seed, QObject* parent = nullptr);
    ~BattleSession() override;

    const Battle& battle() const { return m_battle; }
    const BattleSetup& setup() const { return m_battle.setup(); }
    quint32 seed() const { return m_seed; }
    DiceMode diceMode() const { return m_diceMode; }
    void setDiceMode(DiceMode mode) { m_diceMode = mode; }
    QUndoStack* undoStack() const { return m_undoStack; }
    void setPrompts(SandboxPrompts* prompts) { m_prompts = prompts; } // not owned
    // Set-up positions may change until the first action (102.6).
    bool inSetup() const { return m_battle.history().isEmpty(); }

    // Plays one action, with the questions it raises first: the opponent's opportunity attacks
    // (612) for a move, charge or ranged/area attack, the d20s when they are typed in, and after
    // initiative the winner's choice of who goes first (302.3). A refusal leaves the battle as it
    // was and is reported by actionRefused() with the engine's reason and rule.
    PerformStatus perform(Action action);
    // End Round: every creature that has not activated this round takes a turn doing nothing, the
    // acting one first, then side by side in the order of turns (303.1); what comes at the end of each
    // turn (saving throws, dangerous terrain) still happens. One undo step. Stops when the round ends
    // (Done), or at a refusal or cancel (the turns passed so far stay; Refused when none was left).
    PerformStatus passRound();
    // Before the first action: a creature's new set-up position, if the set-up rules allow it
    // (placeInSetup: start areas, Scouts, Wandering Monsters).
    PositionCheck moveInSetup(const QString& id, Square topLeft);
    // Before the first action: each Wandering Monster not rolled for yet rolls for its victory area
    // and goes there (707.15.a), one undo step. The d20s come as for actions (typed in or the app's).
    // Cancelled (nothing changes) when the players stop typing dice.
    PerformStatus rollWanderingMonsters();
    // Replaces the battle with a saved one: its setup and recorded actions. On an action that
    // does not replay, the battle keeps the actions before it and the error is returned.
    std::optional<ActionError> load(const BattleSetup& setup, const QList<Action>& actions, quint32 seed);

    // For the undo commands.
    void applyRecorded(const Action& recorded);
    void undoLast();
    void replaceSetup(const BattleSetup& setup);

signals:
    void changed();
    void actionRefused(const ddm::ActionError& error);

private:
    // Applies the action with the app's or typed dice. When the rules leave the attacker's player a
    // choice the action does not make (a push's path, a further attack's target, the attacks "Make 2
    // attacks" makes, the allies a limited healing heals), the player is asked and the action is
    // tried again with the same dice.
    // The d20s an action's attempts have used, served again to the next attempt so that the players
    // never see a roll change: the app's, and the ones typed in.
    struct DiceSoFar {
        QList<int> drawn;
        QList<int> typed;
    };
    // `action` receives the choices the players make.
    ActionResult applyWithDice(Action& action, bool& cancelled, DiceSoFar& dice);
    enum class ChoiceAnswer { NotAChoice, Chosen, Cancelled };
    // Asks the players the choice a refusal says is missing and writes it into `action`.
    ChoiceAnswer askMissingChoice(const ActionError& error, Action& action);
    // Runs `attempt` with `appDice`, or with the dice typed in so far (`typed`, kept for another
    // attempt): while it reports a missing roll (returning what the roll is for, having changed
    // nothing), the players type one more. False when they cancelled.
    bool withDice(DiceSource& appDice, QList<int>& typed,
                  const std::function<std::optional<QString>(DiceSource&)>& attempt);
    void settleFirstTurn(ActionResult& result);
    QString nextToPass() const; // the creature whose turn passRound() ends next; empty: none
    // Plays the action as perform() does, without the undo step: `played` is the action as recorded.
    PerformStatus play(Action action, Action& played);
    void record(const Action& played); // the undo step of an action played
    // The opponent picks the opportunity attacks the action provokes, when it gives none yet.
    void askReactions(Action& action);
    // Asks about each optional power the action gave a moment and did not use, except those already
    // `answered` and those the players said never to ask about for that creature; adds the ones used
    // to `action`'s responses. False when none is used.
    bool askResponses(const QList<ResponseOffer>& offers, QList<ResponseOffer>& answered, Action& action);

    Battle m_battle;
    quint32 m_seed;
    SeededDice m_dice;
    DiceMode m_diceMode = DiceMode::App;
    SandboxPrompts* m_prompts = nullptr;
    QUndoStack* m_undoStack;
    QSet<std::pair<QString, QString>> m_neverAsk; // (creature id, power): "never ask for this creature"
};

} // namespace ddm::gui
