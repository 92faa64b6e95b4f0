// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/terrain.h"
#include "sandbox/map_brush.h"

#include <QMainWindow>

#include <memory>

class QAction;
class QActionGroup;
class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;

namespace ddm::gui {

class BoardScene;
class BoardView;
class MapDocument;
class SandboxPrompts;
class TerrainPalette;

// A window for drawing battle maps: new map (width and height), pick a terrain and paint by click
// or drag, drag start and victory areas per side, name the map, open a map file or a sample map and
// save it (the board's JSON map format). Every stroke or rectangle is one undo step. A map file the
// reader refuses is reported with its errors, each naming the place ("map.rows[3][7]: ...").
class MapEditor : public QMainWindow {
    Q_OBJECT

public:
    explicit MapEditor(QWidget* parent = nullptr);
    ~MapEditor() override;

    MapDocument* document() const { return m_document; }
    BoardScene* scene() const { return m_scene; }
    BoardView* view() const { return m_view; }
    // Replaces the dialogs, e.g. with a test's answers.
    void setPrompts(std::unique_ptr<SandboxPrompts> prompts);
    // Where Save first proposes to save: the data directory's maps folder, whose maps warbands name.
    void setMapsFolder(const QString& folder);

    MapTool tool() const;
    void setTool(MapTool tool);
    void setTerrain(Terrain terrain);

public slots:
    bool newMap();                   // asks for the size (and first about unsaved changes)
    void startMap(int width, int height);
    bool openFile(const QString& path);
    bool openDialog();
    bool save();                     // asks for a file the first time
    bool saveAs(const QString& path = {}); // empty: asks

signals:
    void mapSaved(const QString& path);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void createActions();
    void createDock();
    void showMap();
    void updateTitle();
    bool maybeSave();
    void fillSamplesMenu();
    void renameMap();
    void markSize();
    void retranslateUi();

    MapDocument* m_document;
    BoardScene* m_scene;
    BoardView* m_view;
    MapBrush* m_brush;
    TerrainPalette* m_palette = nullptr;
    QLabel* m_nameLabel = nullptr;
    QLineEdit* m_nameEdit = nullptr;
    QLabel* m_sizeLabel = nullptr;
    QComboBox* m_sizeCombo = nullptr;
    QString m_mapsFolder;
    std::unique_ptr<SandboxPrompts> m_prompts;

    QAction* m_newAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QMenu* m_samplesMenu = nullptr;
    QActionGroup* m_tools = nullptr;
};

} // namespace ddm::gui
