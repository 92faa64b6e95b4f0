// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/card_lookup.h"
#include "engine/battle.h"
#include "warband/warband.h"

#include "storage/autosave_folder.h"

#include <QMainWindow>
#include <QUrl>

#include <memory>
#include <optional>

namespace ddm {
class MapLibrary;
}

namespace ddm::gui {

class AppSettings;
struct OpenWarband;

struct SavedBattle;

class BattleBoard;
class BattleLogView;
class BattleSession;
class BattleTracker;
class BoardScene;
class BoardView;
class CreaturePanel;
class ReplayPanel;
class SandboxPrompts;
struct SandboxActions;

// The battle sandbox: two warbands on a map, played hot-seat round by round on the engine. The
// board (tokens, reachable squares, targets, sight and cover lines), the selected creature with its
// attacks, the initiative and activation tracker with the victory points, the battle log with rule
// links, and a replay bar over the actions played. Dice are rolled by the app from a seed shown in
// the status bar, or typed in from real dice. Before round 1 the set-up phase: the start and
// victory areas shaded, tokens dragged to legal set-up positions, Scouts offered the free victory
// areas, Wandering Monsters placed by a roll. Undo takes back any action; a battle saves to a file
// (setup and actions with their dice) and loads again to the same state.
class SandboxWindow : public QMainWindow {
    Q_OBJECT

public:
    // `cards` resolves the cards of battle files opened later and must outlive the window.
    SandboxWindow(const BattleSetup& setup, const CardLookup& cards, QWidget* parent = nullptr,
                  std::optional<quint32> seed = std::nullopt);
    ~SandboxWindow() override;

    // The entry point from a warband: asks for the opponent and the map (SandboxSetupDialog),
    // sets both warbands up in their start areas and shows the window (deleted when closed).
    // nullptr when the player cancelled.
    // `others`: the other open warbands, offered as opponents; the choices are kept in `settings`.
    static SandboxWindow* open(const Warband& own, const QString& ownName, const QList<OpenWarband>& others,
                               const MapLibrary& maps, AppSettings& settings, const CardLookup& cards,
                               QWidget* parent = nullptr);
    // A battle's autosave (kBattleAutosave) as it was when the app stopped: unsaved, keeping the
    // autosave; Save writes to the file it came from. nullptr, with the reason, when it does not read.
    static SandboxWindow* restore(const Autosave& autosave, AppSettings& settings, const CardLookup& cards,
                                  QString* problem, QWidget* parent = nullptr);
    static inline const QString kBattleAutosave = QStringLiteral("battle");
    // Where its splitters, docks and size are kept (ViewLayout): one layout for every sandbox.
    static inline const QString kLayoutScope = QStringLiteral("sandbox");
    // From now on the battle has an autosave in `folder` while it is unsaved (AutosaveKeeper); empty
    // `slot`: a new one.
    void keepAutosave(const AutosaveFolder& folder, const QString& slot = {});

    BattleSession* session() const { return m_session; }
    BattleBoard* board() const { return m_board; }
    BoardScene* scene() const { return m_scene; }
    BoardView* view() const { return m_view; }
    BattleLogView* logView() const { return m_log; }
    BattleTracker* tracker() const { return m_tracker; }
    CreaturePanel* creaturePanel() const { return m_panel; }
    ReplayPanel* replayPanel() const { return m_replayPanel; }
    // Replaces the dialogs, e.g. with a test's answers.
    void setPrompts(std::unique_ptr<SandboxPrompts> prompts);
    // Set-up problems to show in the log (cards not found, creatures without room).
    void reportSetupProblems(const QStringList& problems);

public slots:
    void startRound(); // before round 1, refused while a Wandering Monster has not rolled (707.15.a)
    void rollWanderingMonsters();
    void useHealingFont();
    void recharge(); // the chosen power of the selected creature (703.5.a)
    void usePower(const QString& power); // a special power of the selected creature used as an action
    void endTurn();
    void endRound();
    void rollAttack();
    void charge();
    bool saveBattle(const QString& path = {}); // empty: asks
    bool openBattle(const QString& path = {}); // empty: asks

signals:
    // A rule link in the log was activated (ddm://rule/...), for the rules browser.
    void linkActivated(const QUrl& url);

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override; // asks to save a battle played since it was saved

private:
    void createDocks();
    void createMenus();
    void connectBoard();
    void refresh();
    void showReplayPosition(int position);
    bool perform(const Action& action); // true when the engine applied it
    void refused(const ActionError& error);
    void updateCommands(); // what the selected creature and the phase allow
    void showSetupHint(const QString& id);
    void updateSeedLabel();
    void retranslateUi();
    // "Battle Sandbox: <map> (<file>)", for the battle now shown, marked while it is unsaved.
    void updateWindowTitle();
    bool maybeSave();         // false when the player keeps the unsaved battle
    // Replaces the battle with a saved one, saying where its actions stop replaying, if they do.
    void loadBattle(const SavedBattle& battle);
    QString mapLabel() const; // the battle map's name, or "unnamed map"
    QString chosenAttackName() const;
    void leaveAttackMode(); // after an attack or a charge is played

    const CardLookup& m_cards;
    BattleSession* m_session;
    BoardScene* m_scene;
    BoardView* m_view;
    BattleBoard* m_board;
    BattleLogView* m_log;
    BattleTracker* m_tracker;
    CreaturePanel* m_panel;
    ReplayPanel* m_replayPanel;
    std::unique_ptr<SandboxActions> m_actions;
    std::unique_ptr<SandboxPrompts> m_prompts;
    std::optional<Battle> m_replay; // the battle shown while the replay bar is not at the end
    QString m_filePath; // where the battle was last saved or opened from; empty: never saved
};

} // namespace ddm::gui
