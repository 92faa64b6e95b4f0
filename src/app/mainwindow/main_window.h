// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_item_id.h"
#include "storage/autosave_folder.h"
#include "storage/catalog_importer.h"

#include <QMainWindow>
#include <QPointer>
#include <QUrl>

class QStackedWidget;

namespace ddm::gui {

class AppSession;
class CardView;
class CatalogBrowser;
class CollectionPanel;
class CustomCardActions;
class JumpBox;
class LinkRouter;
class MainMenus;
class RulesBrowser;
class SandboxWindow;
class StartPage;
class WarbandWorkspace;

// The main window wires the areas together and does nothing else: the warband tabs in the middle,
// the catalog, the stat card and the collection in docks, the rules reference in a dock along the
// bottom (hidden until a link opens it), the menus (MainMenus) and the undo group. Every ddm:// link
// goes through one LinkRouter.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(AppSession& session, QWidget* parent = nullptr);
    ~MainWindow() override;

    WarbandWorkspace* workspace() const { return m_workspace; }
    CatalogBrowser* catalogBrowser() const { return m_catalog; }
    CardView* cardView() const { return m_cardView; }
    CollectionPanel* collectionPanel() const { return m_collection; }
    RulesBrowser* rulesBrowser() const { return m_rules; }
    JumpBox* jumpBox() const { return m_jumpBox; }

public slots:
    void importCatalogDialog();
    // Imports the D&D Miniatures Database folder into the catalog imported last (from its file).
    void importSizesDialog();
    void importRulesDialog();
    void showStatus(const QString& message);
    // Opens a ddm:// link: a rule, term or section in the rules reference, a card in the catalog.
    bool openLink(const QUrl& url);
    void showRulesReference();
    void showJumpBox();
    // The current warband against an opponent on a battle map (the sandbox asks for both).
    void openSandbox();
    void openMapEditor();
    // After a crash or a kill: offers back the unsaved warbands and battles the autosaves kept
    // (restored as they were, still unsaved), or discards them.
    void offerRestore();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // What the data directory lacks, on the start page.
    void updateMissingData();
    void reportCatalogImport(const QString& source, const CatalogImportResult& result, const QString& title);
    QList<QPointer<QWidget>> openWindows() const; // the sandboxes and map editors shown
    void updateWindowTitle(); // "<warband> (<file>)[*] - DDM Companion"
    void adoptSandbox(SandboxWindow* sandbox, const QString& autosaveSlot); // links, autosave
    static QString autosaveLabel(const Autosave& autosave); // how the restore question names it
    QDockWidget* addDock(QWidget* body, const QString& objectName, Qt::DockWidgetArea area);
    void connectAreas();
    void restoreLayout();
    void retranslateUi();
    void showCreature(qint64 id);
    void raiseRulesDock();
    void showRules(const ddm::RulesItemId& item);
    void showCard(qint64 id);

    AppSession& m_session;
    WarbandWorkspace* m_workspace;
    StartPage* m_startPage;   // in the centre while no warband is open
    QStackedWidget* m_centre; // the start page or the open warbands
    CatalogBrowser* m_catalog;
    CardView* m_cardView;
    CollectionPanel* m_collection;
    CustomCardActions* m_customCards;
    QDockWidget* m_catalogDock;
    QDockWidget* m_cardDock;
    QDockWidget* m_collectionDock;
    RulesBrowser* m_rules;
    QDockWidget* m_rulesDock;
    LinkRouter* m_router;
    JumpBox* m_jumpBox;
    MainMenus* m_menus;
};

} // namespace ddm::gui
