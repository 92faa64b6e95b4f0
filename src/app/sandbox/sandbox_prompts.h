// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/side.h"
#include "board/square.h"
#include "engine/battle_setup.h"

#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>

#include <array>
#include <functional>
#include <optional>

class QWidget;

namespace ddm::gui {

enum class UnsavedAnswer { Save, Discard, Cancel };

// A creature that may answer a move with an opportunity attack (CRG 612), as the opponent is asked.
struct ReactionChoice {
    QString id;
    QString label; // "B2 Orc Raider"
};

// Whether a creature uses an optional power at its moment (703.1): "never ask" declines it for that
// creature from then on, in this sandbox.
enum class ResponseAnswer { Use, Decline, NeverAsk };
struct ResponseChoice {
    ResponseAnswer answer = ResponseAnswer::Decline;
    qsizetype pick = 0; // with Use, the index into the options offered, when some were
};

// What a power used at its moment has its player pick besides: which attack it makes ("make a {m}
// attack"), or what a power used at set-up chooses: an enemy, or a damage type.
enum class ResponsePick { Attack, Enemy, DamageType, RedirectedTo };

// The questions the map editor and the sandbox ask: unsaved changes, files, the size of a new map,
// typed-in dice, who goes first, opportunity attacks, the choices attacks leave to the player. The defaults
// are dialogs; tests replace them with scripted answers (MapEditor::setPrompts, SandboxWindow::setPrompts).
// What a target is chosen for (SandboxPrompts::chooseTarget).
enum class TargetPrompt { FurtherAttack, PowerAttack, PowerEffect };

class SandboxPrompts {
public:
    explicit SandboxPrompts(QWidget* parent = nullptr) : m_parent(parent) {}
    virtual ~SandboxPrompts() = default;

    virtual UnsavedAnswer askToSave(const QString& documentName);
    virtual void showError(const QString& title, const QString& message);
    virtual QString openFileName(const QString& caption, const QString& filter); // empty: cancelled
    virtual QString saveFileName(const QString& caption, const QString& suggestion, const QString& filter);
    // Width and height in squares of a new map; nullopt when cancelled.
    virtual std::optional<QSize> newMapSize();
    // One real d20 the engine needs, described by `what`; nullopt when cancelled.
    virtual std::optional<int> askD20(const QString& what);
    // Set-up (102.4-102.6), the warbands by index (0 the player's own, 1 the opponent): the set-up
    // roll's winner, told the roll (`roll`), chooses the warband that is Player 1; Player 1 chooses
    // the battle map of either warband (`maps`, by warband); Player 2 chooses a start area.
    // Each nullopt when cancelled.
    virtual std::optional<int> chooseSetupPlayer1(const QString& roll, int winner,
                                                  const std::array<QString, 2>& names);
    virtual std::optional<int> chooseSetupMap(const QString& player1, const std::array<QString, 2>& names,
                                              const std::array<QString, 2>& maps);
    virtual std::optional<Side> chooseStartArea(const QString& player2);
    // The initiative winner chooses which side takes the first turn (CRG 302.3).
    virtual Side chooseFirstSide(Side winner, const BattleSetup& setup); // the sides named as in `setup`
    // The opponent picks the creatures that take an opportunity attack against `mover`.
    virtual QStringList chooseReactions(const QString& mover, const QList<ReactionChoice>& candidates);
    // The attacker's player picks where a push, pull or slide takes `mover` ("B1 Orc Raider"): the
    // index into `paths` (each one square a step); nullopt when cancelled.
    // The player of `user` ("A1 Goblin Sneak") picks whom `power` affects among `candidates`
    // (labelled "B1 Orc Raider"): the target of a further attack or of the attack a used power
    // makes, or the enemy a used power's effect is dealt to. The index; nullopt when cancelled.
    virtual std::optional<qsizetype> chooseTarget(const QString& user, const QString& power,
                                                  TargetPrompt prompt, const QStringList& candidates);
    // "Make 2 {m} attacks": which of the creature's melee attacks (`names`) it makes, or with `recharged`
    // ("RECHARGE Snowball Swarm or Withering Ray") which spent one comes back; the index.
    virtual std::optional<qsizetype> chooseMadeAttack(const QString& attacker, const QString& power,
                                                      const QStringList& names, bool recharged);
    // "1 adjacent ally heals": `count` of the allies in reach (labelled); their indexes.
    virtual std::optional<QList<qsizetype>> chooseHealedAllies(const QString& healer, const QString& power, int count,
                                                               const QStringList& allies);
    virtual std::optional<qsizetype> chooseForcedPath(const QString& mover, const QString& movement,
                                                      const QList<QList<Square>>& paths);
    // Its player decides whether `creature` uses `power` ("Cleave", "champion power 2", with its printed
    // `text` when there is one to show) at `moment` ("A1 Dwarf Axefighter destroyed B1 Kobold
    // Skirmisher"); with `options` (labels), also which of them it picks.
    virtual ResponseChoice askResponse(const QString& creature, const QString& power, const QString& text,
                                       const QString& moment, const QStringList& options, ResponsePick pick);

protected:
    QWidget* parent() const { return m_parent; }

private:
    QWidget* m_parent;
};

// Before unsaved work is closed or replaced: true when it may go (saved by `save`, or discarded), false
// when the player cancels or the save fails.
bool settleUnsaved(SandboxPrompts& prompts, const QString& documentName, const std::function<bool()>& save);

} // namespace ddm::gui
