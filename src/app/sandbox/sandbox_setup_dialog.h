#pragma once

#include "board/battle_map.h"
#include "warband/warband.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace ddm::gui {

class SandboxPrompts;

// Before a sandbox battle: the opponent (another saved warband, or a mirror match against a copy of
// one's own) and the map (a sample map or a map file). A file that does not read is refused in the
// dialog with the reader's errors; OK needs an opponent and a map.
class SandboxSetupDialog : public QDialog {
    Q_OBJECT

public:
    // `ownName`: how the player's warband is shown, "Untitled warband" for one without a title.
    SandboxSetupDialog(const Warband& own, const QString& ownName, SandboxPrompts& prompts,
                       QWidget* parent = nullptr);

    bool setOpponentFile(const QString& path);
    void setMirrorMatch(bool mirror);
    bool setMapFile(const QString& path); // a map file or a sample map's resource path
    int mapCount() const;                 // the maps offered

    std::optional<Warband> opponent() const;
    std::optional<BattleMap> map() const;
    QString problem() const; // what the dialog shows as wrong, empty when nothing is

private:
    void browseOpponent();
    void mapChosen(int index);
    void showProblem(const QString& problem);
    void updateOk();

    Warband m_own;
    SandboxPrompts& m_prompts;
    std::optional<Warband> m_opponent;
    std::optional<BattleMap> m_map;
    QLineEdit* m_opponentPath;
    QCheckBox* m_mirror;
    QComboBox* m_maps;
    int m_currentMap = 0;
    QLabel* m_problem;
    QDialogButtonBox* m_buttons;
};

} // namespace ddm::gui
