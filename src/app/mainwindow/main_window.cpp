// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow/main_window.h"

#include "catalog/card_view.h"
#include "catalog/catalog_browser.h"
#include "collection/collection_panel.h"
#include "collection/custom_card_actions.h"
#include "common/app_session.h"
#include "mainwindow/jump_box.h"
#include "mainwindow/link_router.h"
#include "mainwindow/main_menus.h"
#include "mainwindow/start_page.h"
#include "rules/rules_browser.h"
#include "sandbox/map_editor.h"
#include "sandbox/sandbox_setup_dialog.h"
#include "sandbox/sandbox_window.h"
#include "warband/warband_editor.h"
#include "warband/warband_file.h"
#include "warband/warband_prompts.h"
#include "warband/warband_workspace.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QFileDialog>
#include <QMessageBox>
#include <QPointer>
#include <QStackedWidget>
#include <QStatusBar>
#include <QUrl>

namespace ddm::gui {
namespace {
constexpr int kStatusTimeoutMs = 8000;
}

MainWindow::MainWindow(AppSession& session, QWidget* parent)
    : QMainWindow(parent)
    , m_session(session)
    , m_workspace(new WarbandWorkspace(session, this))
    , m_startPage(new StartPage(this))
    , m_centre(new QStackedWidget(this))
    , m_catalog(new CatalogBrowser(session, this))
    , m_cardView(new CardView(this))
    , m_collection(new CollectionPanel(session, this))
    , m_customCards(new CustomCardActions(session, this))
    , m_rules(new RulesBrowser(session, this))
    , m_router(new LinkRouter(session, this))
    , m_jumpBox(new JumpBox(session, *m_router, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_centre->addWidget(m_startPage);
    m_centre->addWidget(m_workspace);
    setCentralWidget(m_centre);
    m_catalogDock = addDock(m_catalog, QStringLiteral("catalogDock"), Qt::LeftDockWidgetArea);
    m_cardDock = addDock(m_cardView, QStringLiteral("cardDock"), Qt::RightDockWidgetArea);
    m_collectionDock = addDock(m_collection, QStringLiteral("collectionDock"), Qt::RightDockWidgetArea);
    tabifyDockWidget(m_cardDock, m_collectionDock);
    connect(m_collectionDock, &QDockWidget::visibilityChanged, m_collection, &CollectionPanel::setInView);
    m_cardDock->raise();
    // Along the bottom: the tree and the reading pane side by side, with the stat card still in view.
    m_rulesDock = addDock(m_rules, QStringLiteral("rulesDock"), Qt::BottomDockWidgetArea);
    m_rulesDock->hide();

    m_menus = new MainMenus(*this, session.settings(), *m_workspace, *m_catalog, *m_collection, *m_customCards, this);
    connect(m_menus, &MainMenus::legalityPreferencesChanged, &session, &AppSession::applyLegalityPreferences);
    m_menus->addDockToggles({m_catalogDock, m_cardDock, m_collectionDock, m_rulesDock});
    connectAreas();
    retranslateUi();
    restoreLayout();

    // Ctrl+K jumps from anywhere, even from a line edit, which would take it as "delete to the end".
    qApp->installEventFilter(this);

    if (m_session.database().catalogIsEmpty())
        showStatus(tr("No catalog imported: use File > Import Catalog… or run ddm-tool import-catalog FILE."));
}

MainWindow::~MainWindow() = default;

QDockWidget* MainWindow::addDock(QWidget* body, const QString& objectName, Qt::DockWidgetArea area)
{
    auto* dock = new QDockWidget(this);
    dock->setObjectName(objectName);
    dock->setWidget(body);
    addDockWidget(area, dock);
    return dock;
}

void MainWindow::connectAreas()
{
    connect(m_workspace, &WarbandWorkspace::currentDocumentChanged, this, [this](WarbandDocument* document) {
        m_centre->setCurrentWidget(document ? static_cast<QWidget*>(m_workspace) : m_startPage);
    });
    connect(m_workspace, &WarbandWorkspace::recentFilesChanged, m_startPage, &StartPage::setRecentFiles);
    m_startPage->setRecentFiles(m_workspace->recentFiles());
    connect(m_startPage, &StartPage::newWarbandRequested, m_workspace, &WarbandWorkspace::newWarbandOf);
    connect(m_startPage, &StartPage::openRequested, m_workspace, &WarbandWorkspace::openDialog);
    connect(m_startPage, &StartPage::pasteListRequested, m_workspace, &WarbandWorkspace::pasteList);
    connect(m_startPage, &StartPage::openFileRequested, m_workspace, &WarbandWorkspace::openFile);
    connect(m_startPage, &StartPage::rulesRequested, this, &MainWindow::showRulesReference);
    connect(m_startPage, &StartPage::importCatalogRequested, this, &MainWindow::importCatalogDialog);
    connect(m_startPage, &StartPage::importSizesRequested, this, &MainWindow::importSizesDialog);
    connect(m_startPage, &StartPage::importRulesRequested, this, &MainWindow::importRulesDialog);
    connect(&m_session, &AppSession::catalogReplaced, this, &MainWindow::updateMissingData);
    connect(&m_session, &AppSession::rulesReplaced, this, &MainWindow::updateMissingData);
    updateMissingData();
    connect(m_workspace, &WarbandWorkspace::currentTitleChanged, this, &MainWindow::updateWindowTitle);
    connect(m_catalog, &CatalogBrowser::creatureActivated, this,
            [this](qint64 id) { m_workspace->addCreatures({id}); });
    connect(m_catalog, &CatalogBrowser::currentCreatureChanged, this, &MainWindow::showCreature);
    connect(m_workspace, &WarbandWorkspace::creatureSelected, this, &MainWindow::showCreature);
    connect(m_workspace, &WarbandWorkspace::statusMessage, this, &MainWindow::showStatus);
    connect(m_workspace, &WarbandWorkspace::ruleActivated, this,
            [this](const QString& rule) { openLink(RulesItemId{RulesItemId::Kind::Rule, rule}.toUrl()); });
    connect(m_cardView, &CardView::linkActivated, this, &MainWindow::openLink);
    connect(m_rules, &RulesBrowser::linkActivated, this, &MainWindow::openLink);
    connect(m_jumpBox, &JumpBox::linkChosen, this, &MainWindow::openLink);
    connect(m_router, &LinkRouter::rulesRequested, this, &MainWindow::showRules);
    connect(m_router, &LinkRouter::cardRequested, this, &MainWindow::showCard);
    connect(m_router, &LinkRouter::failed, this, &MainWindow::showStatus);
    connect(&m_session, &AppSession::catalogReplaced, this, [this] {
        showStatus(tr("The catalog now holds %n creature(s).", nullptr, m_session.cards().creatureCount()));
    });
}

void MainWindow::showCreature(qint64 id)
{
    const std::optional<Creature> creature = id ? m_session.cards().creature(id) : std::nullopt;
    if (creature)
        m_cardView->showCreature(*creature);
    else
        m_cardView->showNothing();
}

bool MainWindow::openLink(const QUrl& url)
{
    return m_router->open(url);
}

void MainWindow::openSandbox()
{
    const WarbandEditor* editor = m_workspace->currentEditor();
    if (!editor)
        return;
    QList<OpenWarband> others;
    for (int index = 0; index < m_workspace->count(); ++index) {
        const WarbandEditor* other = m_workspace->editorAt(index);
        if (other && other != editor)
            others.append({other->document()->displayName(), other->document()->warband()});
    }
    // The sandbox window deletes itself on close; its rule links land in the rules reference.
    if (SandboxWindow* sandbox =
            SandboxWindow::open(editor->document()->warband(), editor->document()->displayName(), others,
                                m_session.maps(), m_session.settings(), m_session.cards(), this))
        adoptSandbox(sandbox, {});
}

void MainWindow::adoptSandbox(SandboxWindow* sandbox, const QString& autosaveSlot)
{
    connect(sandbox, &SandboxWindow::linkActivated, this, &MainWindow::openLink);
    sandbox->keepAutosave(AutosaveFolder(m_session.database().dataDirectory()), autosaveSlot);
}

void MainWindow::offerRestore()
{
    const AutosaveFolder folder(m_session.database().dataDirectory());
    const AutosaveFolder::Found found = folder.read();
    if (!found.problems.isEmpty())
        showStatus(
            tr("Some autosaves do not read and were left in %1: %2")
                .arg(QDir::toNativeSeparators(folder.path()), found.problems.join(QStringLiteral("; "))));
    if (found.autosaves.isEmpty())
        return;
    QStringList documents;
    for (const Autosave& autosave : found.autosaves)
        documents.append(autosaveLabel(autosave));
    if (!m_workspace->prompts().askToRestore(documents)) {
        for (const Autosave& autosave : found.autosaves)
            folder.remove(autosave.slot);
        return;
    }
    m_workspace->restoreAutosaves(found.autosaves);
    for (const Autosave& autosave : found.autosaves) {
        if (autosave.kind != SandboxWindow::kBattleAutosave)
            continue;
        QString problem;
        if (SandboxWindow* sandbox =
                SandboxWindow::restore(autosave, m_session.settings(), m_session.cards(), &problem, this))
            adoptSandbox(sandbox, autosave.slot);
        else
            m_workspace->prompts().showError(
                tr("Cannot restore battle"),
                tr("The autosave %1 was not restored:\n%2").arg(autosave.slot, problem));
    }
}

QString MainWindow::autosaveLabel(const Autosave& autosave)
{
    const QString file = QFileInfo(autosave.originalPath).fileName();
    if (autosave.kind == SandboxWindow::kBattleAutosave)
        return file.isEmpty() ? tr("Sandbox battle, never saved") : tr("Sandbox battle %1").arg(file);
    const QString title = WarbandFile::readDraft(autosave.content).warband.title.trimmed();
    return tr("Warband %1").arg(!title.isEmpty() ? title : !file.isEmpty() ? file : tr("(untitled)"));
}

void MainWindow::openMapEditor()
{
    auto* editor = new MapEditor(this);
    editor->setAttribute(Qt::WA_DeleteOnClose);
    editor->setMapsFolder(m_session.userMapsDirectory());
    connect(editor, &MapEditor::mapSaved, &m_session, &AppSession::reloadMaps);
    editor->show();
}

void MainWindow::raiseRulesDock()
{
    if (!m_rulesDock->isVisible()) {
        m_rulesDock->show();
        resizeDocks({m_rulesDock}, {height() * 2 / 5}, Qt::Vertical); // room to read
    }
    m_rulesDock->raise();
}

void MainWindow::showRules(const RulesItemId& item)
{
    raiseRulesDock();
    m_rules->open(item);
}

void MainWindow::showRulesReference()
{
    raiseRulesDock();
    m_rules->focusSearch();
}

void MainWindow::showJumpBox()
{
    m_jumpBox->popUp();
}

// A card link selects the card in the catalog (which shows it on the stat card) and brings the
// stat card to the front.
void MainWindow::showCard(qint64 id)
{
    if (!m_catalog->selectCreature(id))
        showCreature(id);
    m_cardDock->show();
    m_cardDock->raise();
}

void MainWindow::showStatus(const QString& message) { statusBar()->showMessage(message, kStatusTimeoutMs); }

void MainWindow::importCatalogDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Catalog"), QString(),
                                                      tr("Card catalogs (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    reportCatalogImport(path, m_session.importCatalog(path), tr("Import Catalog"));
}

void MainWindow::importSizesDialog()
{
    const QString title = tr("Import Sizes and Rarities");
    const CatalogInfo info = m_session.cards().catalogInfo();
    QString catalog = info.sourceFile;
    if (catalog.isEmpty()) {
        QMessageBox::information(
            this, title, tr("Import the card catalog first: the sizes and rarities are added to it."));
        return;
    }
    if (!info.sourceIsThere()) {
        catalog = QFileDialog::getOpenFileName(
            this, tr("Where is the catalog %1?").arg(QFileInfo(catalog).fileName()), QString(),
            tr("Card catalogs (*.json);;All files (*)"));
        if (catalog.isEmpty())
            return;
    }
    const QString directory =
        QFileDialog::getExistingDirectory(this, title, QFileInfo(catalog).absolutePath());
    if (directory.isEmpty())
        return;
    const CatalogImportResult result = m_session.importCatalog(catalog, {directory, false});
    if (result.ok())
        showStatus(
            tr("%n creature(s) of %1 have a size", nullptr, result.facts.sized()).arg(result.creatureCount));
    else
        reportCatalogImport(catalog, result, title);
}

void MainWindow::reportCatalogImport(const QString& source, const CatalogImportResult& result,
                                     const QString& title)
{
    if (result.ok()) {
        showStatus(tr("Imported %n creature(s)", nullptr, result.creatureCount));
        return;
    }
    QStringList lines;
    for (qsizetype i = 0; i < result.errors.size() && i < 20; ++i)
        lines.append(result.errors.at(i).toString());
    QMessageBox box(QMessageBox::Warning, title,
                    tr("%1 was not imported; the previous catalog is unchanged.").arg(source),
                    QMessageBox::Ok, this);
    box.setDetailedText(lines.join(QLatin1Char('\n')));
    box.exec();
}

void MainWindow::updateMissingData()
{
    m_startPage->setMissing(m_session.database().catalogIsEmpty(), m_session.rules().isEmpty());
}

void MainWindow::importRulesDialog()
{
    AppSettings& settings = m_session.settings();
    const QString directory = QFileDialog::getExistingDirectory(this, tr("Import Rules"),
                                                                settings.string(SettingKey::LastRulesDirectory));
    if (directory.isEmpty())
        return;
    settings.setValue(SettingKey::LastRulesDirectory, directory);
    const RulesImportResult result = m_session.importRules(directory);
    if (result.ok()) {
        showStatus(tr("Imported %n rule document(s)", nullptr, int(result.documents.size())));
        return;
    }
    QStringList lines;
    for (qsizetype i = 0; i < result.problems.size() && i < 20; ++i)
        lines.append(result.problems.at(i).toString());
    // Documents listed means the new file was written and only attaching it failed.
    const QString summary = result.documents.isEmpty()
        ? tr("The rule documents in %1 were not imported; the previous rules are unchanged.").arg(directory)
        : tr("The rule documents in %1 were imported but cannot be read until the app is restarted.").arg(directory);
    QMessageBox box(QMessageBox::Warning, tr("Import Rules"), summary, QMessageBox::Ok, this);
    box.setDetailedText(lines.join(QLatin1Char('\n')));
    box.exec();
}

void MainWindow::restoreLayout()
{
    if (!restoreGeometry(m_session.settings().bytes(SettingKey::MainWindowGeometry)))
        resize(1280, 800);
    // The first start: the catalog wide enough for its name, set, number and cost.
    if (!restoreState(m_session.settings().bytes(SettingKey::MainWindowState)))
        resizeDocks({m_catalogDock, m_cardDock}, {width() * 9 / 20, width() / 4}, Qt::Horizontal);
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        auto* key = static_cast<QKeyEvent*>(event);
        auto* widget = qobject_cast<QWidget*>(watched);
        const QAction* jump = findChild<QAction*>(QStringLiteral("jumpAction"));
        // Not accepted and not delivered: the focus widget does not claim the key, the shortcut fires.
        if (jump && widget && widget->window() == this && QKeySequence(key->keyCombination()) == jump->shortcut())
            return true;
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // Its sandboxes and map editors close first, each asking about its own unsaved work: the app
    // ends with this window, and would destroy them without asking.
    for (const QPointer<QWidget>& window : openWindows()) {
        if (window && !window->close()) {
            event->ignore();
            return;
        }
    }
    if (!m_workspace->maybeCloseAll()) {
        event->ignore();
        return;
    }
    m_session.settings().setValue(SettingKey::MainWindowGeometry, saveGeometry());
    m_session.settings().setValue(SettingKey::MainWindowState, saveState());
    event->accept();
}

QList<QPointer<QWidget>> MainWindow::openWindows() const
{
    QList<QPointer<QWidget>> windows;
    for (QWidget* child : findChildren<QWidget*>(Qt::FindDirectChildrenOnly)) {
        if (child->isWindow() && child->isVisible() &&
            (qobject_cast<SandboxWindow*>(child) || qobject_cast<MapEditor*>(child)))
            windows.append(child);
    }
    return windows;
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::updateWindowTitle()
{
    const QString warband = m_workspace->currentTitle();
    setWindowTitle(warband.isEmpty() ? tr("DDM Companion") + QStringLiteral("[*]")
                                     : tr("%1[*] - DDM Companion").arg(warband));
}

void MainWindow::retranslateUi()
{
    updateWindowTitle();
    m_catalogDock->setWindowTitle(tr("Catalog"));
    m_cardDock->setWindowTitle(tr("Stat Card"));
    m_collectionDock->setWindowTitle(tr("Collection"));
    m_rulesDock->setWindowTitle(tr("Rules Reference"));
    m_menus->retranslate();
}

} // namespace ddm::gui
