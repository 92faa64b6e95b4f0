// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QKeySequence>
#include <QList>
#include <QObject>

class QAction;
class QDockWidget;
class QMenu;
class QToolBar;

namespace ddm::gui {

class AppSettings;
class CatalogBrowser;
class CollectionPanel;
class CustomCardActions;
class MainWindow;
class WarbandWorkspace;

// The main window's menus, actions and keyboard shortcuts, connected to the areas that do the work.
// Texts are set in retranslate() so a language change reaches them.
class MainMenus : public QObject {
    Q_OBJECT

public:
    MainMenus(MainWindow& window, AppSettings& settings, WarbandWorkspace& workspace, CatalogBrowser& catalog,
              CollectionPanel& collection, CustomCardActions& customCards, QObject* parent = nullptr);

    void addDockToggles(const QList<QDockWidget*>& docks);
    void retranslate();

signals:
    void legalityPreferencesChanged(); // from the Preferences dialog

private:
    QAction* action(const QString& objectName, const QKeySequence& shortcut = {});
    void buildFileMenu();
    void buildEditMenu();
    void buildViewMenu();
    void buildHelpMenu();
    void buildToolBar();
    void fillRecentMenu(const QStringList& files);
    void updateDocumentActions();
    void showAbout();

    MainWindow& m_window;
    AppSettings& m_settings;
    WarbandWorkspace& m_workspace;
    CatalogBrowser& m_catalog;
    CollectionPanel& m_collection;
    CustomCardActions& m_customCards;

    QMenu* m_fileMenu;
    QMenu* m_recentMenu;
    QMenu* m_exportMenu;
    QMenu* m_copyMenu;
    QMenu* m_editMenu;
    QMenu* m_viewMenu;
    QMenu* m_helpMenu;
    QMenu* m_filterSyntaxMenu;
    QToolBar* m_toolBar;
    QList<QAction*> m_documentActions; // enabled only while a warband is open
};

} // namespace ddm::gui
