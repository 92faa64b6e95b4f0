// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/map_editor.h"

#include "sandbox/board_scene.h"
#include "sandbox/board_view.h"
#include "sandbox/map_document.h"
#include "sandbox/map_file.h"
#include "sandbox/sample_maps.h"
#include "sandbox/sandbox_prompts.h"
#include "sandbox/terrain_palette.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace ddm::gui {

namespace {
const QList<MapTool> kTools{MapTool::Terrain,  MapTool::StartA,  MapTool::StartB,     MapTool::VictoryA,
                            MapTool::VictoryB, MapTool::VictoryBoth, MapTool::EraseArea};
const QStringList kToolNames{QStringLiteral("toolTerrain"),  QStringLiteral("toolStartA"),
                             QStringLiteral("toolStartB"),   QStringLiteral("toolVictoryA"),
                             QStringLiteral("toolVictoryB"), QStringLiteral("toolVictoryBoth"),
                             QStringLiteral("toolEraseArea")};
} // namespace

MapEditor::MapEditor(QWidget* parent)
    : QMainWindow(parent)
    , m_document(new MapDocument(this))
    , m_scene(new BoardScene(this))
    , m_view(new BoardView(this))
    , m_brush(new MapBrush(m_scene, m_document, this))
    , m_prompts(std::make_unique<SandboxPrompts>(this))
{
    setObjectName(QStringLiteral("mapEditor"));
    m_view->setScene(m_scene);
    setCentralWidget(m_view);
    createActions();
    createDock();
    connect(m_document, &MapDocument::mapChanged, this, &MapEditor::showMap);
    connect(m_document, &MapDocument::modifiedChanged, this, &MapEditor::updateTitle);
    retranslateUi();
    startMap(30, 22);
    resize(1000, 720);
}

MapEditor::~MapEditor() = default;

void MapEditor::setPrompts(std::unique_ptr<SandboxPrompts> prompts)
{
    m_prompts = std::move(prompts);
}

MapTool MapEditor::tool() const
{
    return m_brush->tool();
}

void MapEditor::setTool(MapTool tool)
{
    m_tools->actions().at(kTools.indexOf(tool))->setChecked(true);
    m_brush->setTool(tool);
}

void MapEditor::setTerrain(Terrain terrain)
{
    m_palette->setCurrentTerrain(terrain);
    m_brush->setTerrain(terrain);
}

bool MapEditor::newMap()
{
    if (!maybeSave())
        return false;
    const std::optional<QSize> size = m_prompts->newMapSize();
    if (!size)
        return false;
    startMap(size->width(), size->height());
    return true;
}

void MapEditor::startMap(int width, int height)
{
    BattleMap map(width, height);
    map.setName(tr("Untitled map"));
    m_document->reset(map);
    m_view->fitMap();
}

bool MapEditor::openFile(const QString& path)
{
    const MapReadResult result = MapFile::load(path);
    if (!result.ok()) {
        m_prompts->showError(tr("Cannot open map"),
                             tr("%1 is not a map this app can read:\n%2").arg(QFileInfo(path).fileName(), MapFile::errorText(result)));
        return false;
    }
    // Sample maps open as new documents: saving asks where, never into the resources.
    m_document->reset(result.map, path.startsWith(QLatin1Char(':')) ? QString() : path);
    m_view->fitMap();
    statusBar()->showMessage(tr("Opened %1").arg(result.map.name()), 4000);
    return true;
}

bool MapEditor::openDialog()
{
    if (!maybeSave())
        return false;
    const QString path = m_prompts->openFileName(tr("Open Map"), tr("Battle maps (*.json);;All files (*)"));
    return !path.isEmpty() && openFile(path);
}

bool MapEditor::save()
{
    return saveAs(m_document->filePath());
}

bool MapEditor::saveAs(const QString& path)
{
    QString target = path;
    if (target.isEmpty()) {
        const QString suggestion = m_document->map().name().isEmpty() ? tr("map") : m_document->map().name();
        // In the maps folder, a map is one warbands can name.
        if (!m_mapsFolder.isEmpty())
            QDir().mkpath(m_mapsFolder);
        target = m_prompts->saveFileName(tr("Save Map"),
                                         QDir(m_mapsFolder).filePath(suggestion + QStringLiteral(".json")),
                                         tr("Battle maps (*.json)"));
        if (target.isEmpty())
            return false;
    }
    const QString error = MapFile::save(m_document->map(), target);
    if (!error.isEmpty()) {
        m_prompts->showError(tr("Cannot save map"), error);
        return false;
    }
    m_document->setFilePath(target);
    m_document->undoStack()->setClean();
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(target).fileName()), 4000);
    emit mapSaved(target);
    return true;
}

void MapEditor::closeEvent(QCloseEvent* event)
{
    if (maybeSave())
        event->accept();
    else
        event->ignore();
}

bool MapEditor::maybeSave()
{
    return !m_document->isModified() ||
           settleUnsaved(*m_prompts, m_document->map().name(), [this] { return save(); });
}

void MapEditor::showMap()
{
    const bool newSize = m_scene->map().width() != m_document->map().width()
                         || m_scene->map().height() != m_document->map().height();
    m_scene->setMap(m_document->map());
    if (newSize)
        m_view->fitMap();
    if (!m_nameEdit->hasFocus())
        m_nameEdit->setText(m_document->map().name());
    const std::optional<MapSize> size = m_document->map().size();
    const QSignalBlocker blocker(m_sizeCombo);
    m_sizeCombo->setCurrentIndex(
        std::max(0, m_sizeCombo->findData(size ? QVariant(int(*size)) : QVariant())));
    updateTitle();
}

void MapEditor::updateTitle()
{
    const QString file = m_document->filePath().isEmpty() ? tr("not saved") : QFileInfo(m_document->filePath()).fileName();
    setWindowTitle(tr("%1 (%2) [*] - Map Editor").arg(m_document->map().name(), file));
    setWindowModified(m_document->isModified());
}

void MapEditor::renameMap()
{
    const QString name = m_nameEdit->text().trimmed();
    if (name == m_document->map().name())
        return;
    BattleMap renamed = m_document->map();
    renamed.setName(name);
    m_document->edit(renamed, tr("Rename map"));
}

void MapEditor::markSize()
{
    const QVariant data = m_sizeCombo->currentData();
    const std::optional<MapSize> size = data.isValid() ? std::optional(MapSize(data.toInt())) : std::nullopt;
    if (size == m_document->map().size())
        return;
    BattleMap marked = m_document->map();
    marked.setSize(size);
    m_document->edit(marked, tr("Mark the map's size"));
}

void MapEditor::setMapsFolder(const QString& folder)
{
    m_mapsFolder = folder;
}

void MapEditor::createActions()
{
    m_newAction = new QAction(this);
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &MapEditor::newMap);
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MapEditor::openDialog);
    m_saveAction = new QAction(this);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAction->setObjectName(QStringLiteral("saveMapAction"));
    connect(m_saveAction, &QAction::triggered, this, &MapEditor::save);
    m_saveAsAction = new QAction(this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, [this] { saveAs(); });
    m_undoAction = m_document->undoStack()->createUndoAction(this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setObjectName(QStringLiteral("undoAction"));
    m_redoAction = m_document->undoStack()->createRedoAction(this);
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_redoAction->setObjectName(QStringLiteral("redoAction"));
    m_samplesMenu = new QMenu(this);
    m_samplesMenu->setObjectName(QStringLiteral("sampleMapsMenu"));
    fillSamplesMenu();

    m_tools = new QActionGroup(this);
    for (MapTool tool : kTools) {
        auto* action = new QAction(m_tools);
        action->setObjectName(kToolNames.at(kTools.indexOf(tool)));
        action->setCheckable(true);
        connect(action, &QAction::triggered, this, [this, tool] { m_brush->setTool(tool); });
    }
    m_tools->actions().constFirst()->setChecked(true);

    QMenu* file = menuBar()->addMenu(QString());
    file->setObjectName(QStringLiteral("fileMenu"));
    file->addActions({m_newAction, m_openAction});
    file->addMenu(m_samplesMenu);
    file->addActions({m_saveAction, m_saveAsAction});
    QMenu* edit = menuBar()->addMenu(QString());
    edit->setObjectName(QStringLiteral("editMenu"));
    edit->addActions({m_undoAction, m_redoAction});
    edit->addSeparator();
    edit->addActions(m_tools->actions());
    QMenu* view = menuBar()->addMenu(QString());
    view->setObjectName(QStringLiteral("viewMenu"));
    view->addActions({m_view->zoomInAction(), m_view->zoomOutAction(), m_view->fitAction()});

    QToolBar* bar = addToolBar(QString());
    bar->setObjectName(QStringLiteral("mapToolBar"));
    bar->addActions({m_newAction, m_openAction, m_saveAction, m_undoAction, m_redoAction});
    bar->addSeparator();
    bar->addActions(m_tools->actions());
    bar->addSeparator();
    bar->addActions({m_view->zoomInAction(), m_view->zoomOutAction(), m_view->fitAction()});
}

void MapEditor::fillSamplesMenu()
{
    m_samplesMenu->clear();
    for (const SampleMap& sample : sampleMaps()) {
        QAction* action = m_samplesMenu->addAction(sample.name);
        connect(action, &QAction::triggered, this, [this, path = sample.path] {
            if (maybeSave())
                openFile(path);
        });
    }
}

void MapEditor::createDock()
{
    auto* dock = new QDockWidget(this);
    dock->setObjectName(QStringLiteral("mapDock"));
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    auto* panel = new QWidget(dock);
    m_nameEdit = new QLineEdit(panel);
    m_nameEdit->setObjectName(QStringLiteral("mapNameEdit"));
    connect(m_nameEdit, &QLineEdit::editingFinished, this, &MapEditor::renameMap);
    m_palette = new TerrainPalette(TerrainPalette::Mode::Palette, panel);
    connect(m_palette, &TerrainPalette::terrainChosen, this, [this](Terrain terrain) {
        m_brush->setTerrain(terrain);
        setTool(MapTool::Terrain);
    });
    auto* layout = new QVBoxLayout(panel);
    auto* form = new QFormLayout;
    m_nameLabel = new QLabel(panel);
    m_nameLabel->setBuddy(m_nameEdit);
    form->addRow(m_nameLabel, m_nameEdit);
    m_sizeCombo = new QComboBox(panel);
    m_sizeCombo->setObjectName(QStringLiteral("mapSizeCombo"));
    m_sizeCombo->addItems({QString(), QString(), QString()}); // texts in retranslateUi()
    m_sizeCombo->setItemData(1, int(MapSize::Full));
    m_sizeCombo->setItemData(2, int(MapSize::Half));
    connect(m_sizeCombo, &QComboBox::activated, this, &MapEditor::markSize);
    m_sizeLabel = new QLabel(panel);
    m_sizeLabel->setBuddy(m_sizeCombo);
    form->addRow(m_sizeLabel, m_sizeCombo);
    layout->addLayout(form);
    layout->addWidget(m_palette, 1);
    dock->setWidget(panel);
    addDockWidget(Qt::LeftDockWidgetArea, dock);
}

void MapEditor::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MapEditor::retranslateUi()
{
    m_newAction->setText(tr("&New Map..."));
    m_openAction->setText(tr("&Open Map..."));
    m_samplesMenu->setTitle(tr("Open &Sample Map"));
    m_saveAction->setText(tr("&Save Map"));
    m_saveAsAction->setText(tr("Save Map &As..."));
    const QStringList toolTexts{tr("Paint &Terrain"),    tr("Start Area &A"),     tr("Start Area &B"),
                                tr("Victory Area A"),    tr("Victory Area B"),    tr("Victory Area A&&B"),
                                tr("&Erase Areas")};
    const QStringList toolTips{
        tr("Click or drag to paint the chosen terrain; right button clears, Shift adds to a square's terrain"),
        tr("Drag a rectangle: start area of side A"), tr("Drag a rectangle: start area of side B"),
        tr("Drag a rectangle: victory area of side A"), tr("Drag a rectangle: victory area of side B"),
        tr("Drag a rectangle: victory area shared by both sides"), tr("Click a square to remove the areas on it")};
    const QList<QAction*> tools = m_tools->actions();
    for (qsizetype i = 0; i < tools.size(); ++i) {
        tools.at(i)->setText(toolTexts.at(i));
        tools.at(i)->setToolTip(toolTips.at(i));
    }
    const QList<QAction*> menus = menuBar()->actions();
    menus.at(0)->setText(tr("&File"));
    menus.at(1)->setText(tr("&Edit"));
    menus.at(2)->setText(tr("&View"));
    findChild<QToolBar*>(QStringLiteral("mapToolBar"))->setWindowTitle(tr("Map"));
    findChild<QDockWidget*>(QStringLiteral("mapDock"))->setWindowTitle(tr("Terrain"));
    m_nameEdit->setPlaceholderText(tr("Map name"));
    m_nameLabel->setText(tr("&Name:"));
    m_sizeLabel->setText(tr("Si&ze:"));
    m_sizeCombo->setItemText(0, tr("Not marked"));
    m_sizeCombo->setItemText(1, tr("Full size (200, 500 and 1000 points)"));
    m_sizeCombo->setItemText(2, tr("Half size (50 and 100 points)"));
    m_sizeCombo->setToolTip(
        tr("Warbands name their map; its size is checked against their format (CRG 101.2–101.6)"));
    updateTitle();
}

} // namespace ddm::gui
