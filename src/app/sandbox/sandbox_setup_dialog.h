// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"
#include "board/map_library.h"
#include "warband/warband.h"

#include <QDialog>
#include <QHash>

#include <array>
#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;

namespace ddm::gui {

class AppSettings;
class SandboxPrompts;

// A warband open in the workspace, by the name its tab shows.
struct OpenWarband {
    QString name;
    Warband warband;
};

// Before a sandbox battle: the opponent (a warband open in another tab, a mirror match against a
// copy of one's own, or a saved warband file) and the map (the user's maps, the sample maps or a map
// file), or the warbands' own maps (101.1), of which Player 1 takes one at set-up (102.5). A file that
// does not read is refused in the dialog with the reader's errors; OK needs an opponent and a map to
// play on. The warbands' maps are proposed when one of them has a layout, else the last map used.
// Accepting remembers both, and the next set-up starts from them where they are still there.
class SandboxSetupDialog : public QDialog {
    Q_OBJECT

public:
    // `ownName`: how the player's warband is shown, "Untitled warband" for one without a title;
    // `others`: the other open warbands.
    // `maps`: those offered, the ones with a layout (the user's and the samples).
    SandboxSetupDialog(const Warband& own, const QString& ownName, const QList<OpenWarband>& others,
                       const MapLibrary& maps, AppSettings& settings, SandboxPrompts& prompts,
                       QWidget* parent = nullptr);

    bool setOpponentFile(const QString& path);
    bool setMapFile(const QString& path); // a map file or a sample map's resource path
    int mapCount() const;                 // the maps offered

    std::optional<Warband> opponent() const;
    QString opponentName() const; // as the players will see the side
    // The map picked to play on; none when the warbands' maps are chosen (Player 1 takes one).
    std::optional<BattleMap> map() const;
    // The own warband's map and the opponent's, each when it names a map with a layout.
    std::array<std::optional<BattleMap>, 2> warbandMaps() const;
    QString problem() const; // what the dialog shows as wrong, empty when nothing is

    void accept() override;

private:
    void restoreChoices();
    std::optional<qsizetype> tabIndex() const; // the open warband chosen, by its place in `others`
    void browseOpponent();
    void mapChosen(int index);
    void showProblem(const QString& problem);
    void checkWarbandMaps(); // with the warbands' maps chosen, whether either has a layout
    void updateOk();

    Warband m_own;
    QString m_ownName;
    QList<OpenWarband> m_others;
    AppSettings& m_settings;
    SandboxPrompts& m_prompts;
    QHash<QString, Warband> m_files; // opponent files read, by path
    std::optional<BattleMap> m_map;
    QComboBox* m_opponents; // the open warbands in order, then the mirror and the files (data: their keys)
    QComboBox* m_maps;
    QList<KnownMap> m_playable; // the maps with a layout, by which the warbands' maps are found
    int m_currentMap = 0;
    QLabel* m_problem;
    QDialogButtonBox* m_buttons;
};

} // namespace ddm::gui
