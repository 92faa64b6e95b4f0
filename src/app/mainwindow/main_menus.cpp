// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow/main_menus.h"

#include "builder/warband_export.h"
#include "catalog/catalog_browser.h"
#include "catalog/query_help_menu.h"
#include "collection/collection_panel.h"
#include "collection/custom_card_actions.h"
#include "collection/preferences_dialog.h"
#include "common/app_session.h"
#include "mainwindow/main_window.h"
#include "warband/warband_workspace.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QToolBar>
#include <QUndoGroup>

namespace ddm::gui {

MainMenus::MainMenus(MainWindow& window, AppSettings& settings, WarbandWorkspace& workspace,
                     CatalogBrowser& catalog, CollectionPanel& collection, CustomCardActions& customCards,
                     QObject* parent)
    : QObject(parent)
    , m_window(window)
    , m_settings(settings)
    , m_workspace(workspace)
    , m_catalog(catalog)
    , m_collection(collection)
    , m_customCards(customCards)
{
    buildFileMenu();
    buildEditMenu();
    buildViewMenu();
    buildHelpMenu();
    buildToolBar();
    connect(&m_workspace, &WarbandWorkspace::currentDocumentChanged, this, &MainMenus::updateDocumentActions);
    connect(&m_workspace, &WarbandWorkspace::recentFilesChanged, this, &MainMenus::fillRecentMenu);
    fillRecentMenu(m_workspace.recentFiles());
    updateDocumentActions();
}

// An action named for tests and for retranslate(), owned by the window so its shortcut works anywhere.
QAction* MainMenus::action(const QString& objectName, const QKeySequence& shortcut)
{
    auto* action = new QAction(&m_window);
    action->setObjectName(objectName);
    action->setShortcut(shortcut);
    m_window.addAction(action);
    return action;
}

void MainMenus::buildFileMenu()
{
    m_fileMenu = m_window.menuBar()->addMenu(QString());
    m_fileMenu->setObjectName(QStringLiteral("fileMenu"));
    QAction* newWarband = action(QStringLiteral("newWarbandAction"), QKeySequence::New);
    connect(newWarband, &QAction::triggered, &m_workspace, &WarbandWorkspace::newWarband);
    QAction* open = action(QStringLiteral("openAction"), QKeySequence::Open);
    connect(open, &QAction::triggered, &m_workspace, &WarbandWorkspace::openDialog);
    m_fileMenu->addActions({newWarband, open});
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    QAction* importList = action(QStringLiteral("importListAction"));
    connect(importList, &QAction::triggered, &m_workspace, [this] { m_workspace.importListFile(); });
    m_fileMenu->addAction(importList);

    QAction* save = action(QStringLiteral("saveAction"), QKeySequence::Save);
    connect(save, &QAction::triggered, &m_workspace, &WarbandWorkspace::save);
    QAction* saveAs = action(QStringLiteral("saveAsAction"), QKeySequence::SaveAs);
    connect(saveAs, &QAction::triggered, &m_workspace, [this] { m_workspace.saveAs(); });
    m_fileMenu->addSeparator();
    m_fileMenu->addActions({save, saveAs});

    m_exportMenu = m_fileMenu->addMenu(QString());
    m_exportMenu->setObjectName(QStringLiteral("exportMenu"));
    QAction* exportText = action(QStringLiteral("exportTextAction"));
    connect(exportText, &QAction::triggered, &m_workspace, [this] { m_workspace.exportText(); });
    QAction* exportBBCode = action(QStringLiteral("exportBBCodeAction"));
    connect(exportBBCode, &QAction::triggered, &m_workspace, [this] { m_workspace.exportBBCode(); });
    QAction* exportMarkdown = action(QStringLiteral("exportMarkdownAction"));
    connect(exportMarkdown, &QAction::triggered, &m_workspace, [this] { m_workspace.exportMarkdown(); });
    QAction* exportPdf = action(QStringLiteral("exportPdfAction"));
    connect(exportPdf, &QAction::triggered, &m_workspace, [this] { m_workspace.exportPdf(); });
    m_exportMenu->addActions({exportText, exportBBCode, exportMarkdown, exportPdf});

    m_copyMenu = m_fileMenu->addMenu(QString());
    m_copyMenu->setObjectName(QStringLiteral("copyMenu"));
    const std::pair<const char*, ExportFormat> copies[] = {{"copyTextAction", ExportFormat::PlainText},
                                                            {"copyBBCodeAction", ExportFormat::BBCode},
                                                            {"copyMarkdownAction", ExportFormat::Markdown}};
    for (const auto& [name, format] : copies) {
        QAction* copy = action(QString::fromLatin1(name));
        connect(copy, &QAction::triggered, &m_workspace, [this, format = format] { m_workspace.copyExport(format); });
        m_copyMenu->addAction(copy);
        m_documentActions.append(copy);
    }

    QAction* print = action(QStringLiteral("printAction"), QKeySequence::Print);
    connect(print, &QAction::triggered, &m_workspace, &WarbandWorkspace::print);
    QAction* close = action(QStringLiteral("closeTabAction"), QKeySequence::Close);
    connect(close, &QAction::triggered, &m_workspace, &WarbandWorkspace::closeCurrentTab);
    m_fileMenu->addActions({print, close});
    m_documentActions.append({save, saveAs, exportText, exportBBCode, exportMarkdown, exportPdf, print, close});

    m_fileMenu->addSeparator();
    QAction* importCatalog = action(QStringLiteral("importCatalogAction"));
    connect(importCatalog, &QAction::triggered, &m_window, &MainWindow::importCatalogDialog);
    QAction* importSizes = action(QStringLiteral("importSizesAction"));
    connect(importSizes, &QAction::triggered, &m_window, &MainWindow::importSizesDialog);
    QAction* importRules = action(QStringLiteral("importRulesAction"));
    connect(importRules, &QAction::triggered, &m_window, &MainWindow::importRulesDialog);
    QAction* importCollection = action(QStringLiteral("importCollectionAction"));
    connect(importCollection, &QAction::triggered, &m_collection, &CollectionPanel::importCollectionCsv);
    QAction* exportCollection = action(QStringLiteral("exportCollectionAction"));
    connect(exportCollection, &QAction::triggered, &m_collection, &CollectionPanel::exportCollectionCsv);
    m_fileMenu->addActions({importCatalog, importSizes, importRules, importCollection, exportCollection});
    m_fileMenu->addSeparator();
    QAction* quit = action(QStringLiteral("quitAction"), QKeySequence::Quit);
    connect(quit, &QAction::triggered, &m_window, &QWidget::close);
    m_fileMenu->addAction(quit);
}

// The common actions one click away: the menus' own actions, so they share shortcuts and states.
void MainMenus::buildToolBar()
{
    m_toolBar = m_window.addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    const auto add = [this](const char* name) {
        m_toolBar->addAction(m_window.findChild<QAction*>(QLatin1String(name)));
    };
    add("newWarbandAction");
    add("openAction");
    add("saveAction");
    m_toolBar->addSeparator();
    add("undoAction");
    add("redoAction");
    m_toolBar->addSeparator();
    add("openSandboxAction");
    add("rulesReferenceAction");
}

void MainMenus::buildEditMenu()
{
    m_editMenu = m_window.menuBar()->addMenu(QString());
    m_editMenu->setObjectName(QStringLiteral("editMenu"));
    QAction* undo = m_workspace.undoGroup()->createUndoAction(&m_window);
    undo->setObjectName(QStringLiteral("undoAction"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_workspace.undoGroup()->createRedoAction(&m_window);
    redo->setObjectName(QStringLiteral("redoAction"));
    // Ctrl+Shift+Z everywhere, and the platform's own Redo key where it differs (Ctrl+Y).
    redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence::Redo});
    m_window.addActions({undo, redo});
    m_editMenu->addActions({undo, redo});
    m_editMenu->addSeparator();

    QAction* find = action(QStringLiteral("findAction"), QKeySequence::Find);
    connect(find, &QAction::triggered, &m_catalog, [this] {
        if (auto* dock = qobject_cast<QDockWidget*>(m_catalog.parentWidget()))
            dock->show();
        m_catalog.focusFilter();
    });
    // Enter in the catalog and Delete in a warband are handled by those views; these menu entries
    // make the commands discoverable and work on the selection.
    QAction* add = action(QStringLiteral("addToWarbandAction"));
    connect(add, &QAction::triggered, &m_catalog,
            [this] { m_workspace.addCreatures(m_catalog.selectedCreatureIds()); });
    QAction* remove = action(QStringLiteral("removeFromWarbandAction"));
    connect(remove, &QAction::triggered, &m_workspace, &WarbandWorkspace::removeSelected);
    m_documentActions.append(remove);
    // Ctrl+V pastes text into the field that has focus; a whole list is Ctrl+Shift+V.
    QAction* pasteList =
        action(QStringLiteral("pasteListAction"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    connect(pasteList, &QAction::triggered, &m_workspace, &WarbandWorkspace::pasteList);
    m_editMenu->addActions({find, add, remove, pasteList});
    m_editMenu->addSeparator();

    QAction* newCustom = action(QStringLiteral("newCustomCreatureAction"));
    connect(newCustom, &QAction::triggered, &m_customCards, [this] { m_customCards.editCustomCreature(0); });
    QAction* correct = action(QStringLiteral("correctCardAction"));
    connect(correct, &QAction::triggered, &m_customCards, [this] {
        if (const qint64 id = m_catalog.currentCreatureId())
            id > 0 ? m_customCards.editCorrection(id) : m_customCards.editCustomCreature(id);
    });
    QAction* newItem = action(QStringLiteral("newItemAction"));
    connect(newItem, &QAction::triggered, &m_customCards, [this] { m_customCards.editItem(0); });
    QAction* manage = action(QStringLiteral("manageCustomCardsAction"));
    connect(manage, &QAction::triggered, &m_customCards, &CustomCardActions::manageCustomCards);
    m_editMenu->addActions({newCustom, correct, newItem, manage});
    m_editMenu->addSeparator();
    QAction* preferences = action(QStringLiteral("preferencesAction"), QKeySequence::Preferences);
    connect(preferences, &QAction::triggered, this, [this] {
        PreferencesDialog dialog(m_settings, &m_window);
        connect(&dialog, &PreferencesDialog::legalityPreferencesChanged, this,
                &MainMenus::legalityPreferencesChanged);
        dialog.exec();
    });
    m_editMenu->addAction(preferences);
}

void MainMenus::buildViewMenu()
{
    m_viewMenu = m_window.menuBar()->addMenu(QString());
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));
    QAction* onlyOwned = action(QStringLiteral("onlyOwnedAction"));
    onlyOwned->setCheckable(true);
    onlyOwned->setChecked(m_catalog.onlyOwned());
    connect(onlyOwned, &QAction::toggled, &m_catalog, &CatalogBrowser::setOnlyOwned);
    QAction* missing = action(QStringLiteral("missingCopiesAction"));
    connect(missing, &QAction::triggered, &m_workspace, &WarbandWorkspace::showMissingCopies);
    m_documentActions.append(missing);
    QAction* sandbox = action(QStringLiteral("openSandboxAction"));
    connect(sandbox, &QAction::triggered, &m_window, &MainWindow::openSandbox);
    m_documentActions.append(sandbox);
    QAction* mapEditor = action(QStringLiteral("mapEditorAction"));
    connect(mapEditor, &QAction::triggered, &m_window, &MainWindow::openMapEditor);
    m_viewMenu->addActions({onlyOwned, missing, sandbox, mapEditor});
    m_viewMenu->addSeparator();
}

void MainMenus::addDockToggles(const QList<QDockWidget*>& docks)
{
    for (QDockWidget* dock : docks)
        m_viewMenu->addAction(dock->toggleViewAction());
}

void MainMenus::buildHelpMenu()
{
    m_helpMenu = m_window.menuBar()->addMenu(QString());
    m_helpMenu->setObjectName(QStringLiteral("helpMenu"));
    QAction* rules = action(QStringLiteral("rulesReferenceAction"), QKeySequence::HelpContents);
    connect(rules, &QAction::triggered, &m_window, &MainWindow::showRulesReference);
    QAction* jump = action(QStringLiteral("jumpAction"), QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(jump, &QAction::triggered, &m_window, &MainWindow::showJumpBox);
    m_helpMenu->addActions({rules, jump});
    m_helpMenu->addSeparator();
    auto* syntax = new QueryHelpMenu(m_helpMenu);
    syntax->setObjectName(QStringLiteral("filterSyntaxMenu"));
    m_filterSyntaxMenu = syntax;
    connect(syntax, &QueryHelpMenu::exampleChosen, &m_catalog, [this](const QString& query) {
        m_catalog.setFilterText(query);
        m_catalog.focusFilter();
    });
    m_helpMenu->addMenu(syntax);
    QAction* about = action(QStringLiteral("aboutAction"));
    connect(about, &QAction::triggered, this, &MainMenus::showAbout);
    m_helpMenu->addAction(about);
}

void MainMenus::fillRecentMenu(const QStringList& files)
{
    m_recentMenu->clear();
    for (const QString& file : files) {
        QAction* open = m_recentMenu->addAction(QFileInfo(file).fileName());
        open->setToolTip(file);
        connect(open, &QAction::triggered, &m_workspace, [this, file] { m_workspace.openFile(file); });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainMenus::updateDocumentActions()
{
    const bool hasDocument = m_workspace.currentDocument() != nullptr;
    for (QAction* action : std::as_const(m_documentActions))
        action->setEnabled(hasDocument);
}

void MainMenus::showAbout()
{
    QMessageBox::about(
        &m_window, tr("About DDM Companion"),
        tr("<p><b>DDM Companion %1</b></p><p>Warband builder, collection tracker, rules "
           "reference and battle sandbox for the D&amp;D Miniatures Game.</p><p>Free software "
           "under the GNU General Public License, version 3 or any later version: you may "
           "share and change it under its terms. It comes with no warranty.</p><p>Card and rule "
           "texts belong to their publishers; they are read from your own copies at import "
           "time.</p>")
            .arg(QApplication::applicationVersion()));
}

void MainMenus::retranslate()
{
    const auto text = [this](const char* objectName, const QString& label) {
        if (auto* found = m_window.findChild<QAction*>(QString::fromLatin1(objectName)))
            found->setText(label);
    };
    m_fileMenu->setTitle(tr("&File"));
    m_toolBar->setWindowTitle(tr("Main Toolbar"));
    // The toolbar's buttons say what they do in a word; the menus keep "Undo Add Goblin Archer".
    if (auto* undo = m_window.findChild<QAction*>(QStringLiteral("undoAction")))
        undo->setIconText(tr("Undo"));
    if (auto* redo = m_window.findChild<QAction*>(QStringLiteral("redoAction")))
        redo->setIconText(tr("Redo"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_exportMenu->setTitle(tr("&Export"));
    m_copyMenu->setTitle(tr("&Copy for Forums"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_helpMenu->setTitle(tr("&Help"));
    m_filterSyntaxMenu->setTitle(tr("&Filter Examples"));
    text("newWarbandAction", tr("&New Warband"));
    text("openAction", tr("&Open…"));
    text("importListAction", tr("Import &List…"));
    text("pasteListAction", tr("&Paste List"));
    text("saveAction", tr("&Save"));
    text("saveAsAction", tr("Save &As…"));
    text("exportTextAction", tr("Plain &Text…"));
    text("exportBBCodeAction", tr("&BBCode…"));
    text("exportMarkdownAction", tr("&Markdown…"));
    text("exportPdfAction", tr("&PDF Roster…"));
    text("copyTextAction", tr("As Plain &Text"));
    text("copyBBCodeAction", tr("As &BBCode"));
    text("copyMarkdownAction", tr("As &Markdown"));
    text("printAction", tr("&Print Roster…"));
    text("closeTabAction", tr("&Close Warband"));
    text("importCatalogAction", tr("Import &Catalog…"));
    text("importSizesAction", tr("Import Si&zes and Rarities…"));
    text("importRulesAction", tr("Import R&ules…"));
    text("importCollectionAction", tr("&Import Collection (CSV)…"));
    text("exportCollectionAction", tr("E&xport Collection (CSV)…"));
    text("quitAction", tr("&Quit"));
    text("findAction", tr("&Find in Catalog"));
    text("addToWarbandAction", tr("&Add to Warband\tEnter"));
    text("removeFromWarbandAction", tr("&Remove from Warband\tDel"));
    text("newCustomCreatureAction", tr("New Custom &Creature…"));
    text("correctCardAction", tr("C&orrect This Card…"));
    text("newItemAction", tr("New &Item…"));
    text("manageCustomCardsAction", tr("&Manage Custom Cards…"));
    text("preferencesAction", tr("Pre&ferences…"));
    text("onlyOwnedAction", tr("Only What I &Own"));
    text("missingCopiesAction", tr("Can I &Field This?"));
    text("openSandboxAction", tr("Open in &Sandbox..."));
    text("mapEditorAction", tr("&Map Editor"));
    text("aboutAction", tr("&About DDM Companion"));
    text("rulesReferenceAction", tr("&Rules Reference"));
    text("jumpAction", tr("&Jump to Rule…"));
}

} // namespace ddm::gui
