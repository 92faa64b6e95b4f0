#pragma once

#include <QMainWindow>

namespace ddm::gui {

class AppSession;
class CardView;
class CatalogBrowser;
class CollectionPanel;
class CustomCardActions;
class MainMenus;
class WarbandWorkspace;

// The main window wires the areas together and does nothing else: the warband tabs in the middle,
// the catalog, the stat card and the collection in docks, the menus (MainMenus) and the undo group.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(AppSession& session, QWidget* parent = nullptr);
    ~MainWindow() override;

    WarbandWorkspace* workspace() const { return m_workspace; }
    CatalogBrowser* catalogBrowser() const { return m_catalog; }
    CardView* cardView() const { return m_cardView; }
    CollectionPanel* collectionPanel() const { return m_collection; }

public slots:
    void importCatalogDialog();
    void showStatus(const QString& message);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QDockWidget* addDock(QWidget* body, const QString& objectName, Qt::DockWidgetArea area);
    void connectAreas();
    void restoreLayout();
    void retranslateUi();
    void showCreature(qint64 id);
    void showLink(const QUrl& url);

    AppSession& m_session;
    WarbandWorkspace* m_workspace;
    CatalogBrowser* m_catalog;
    CardView* m_cardView;
    CollectionPanel* m_collection;
    CustomCardActions* m_customCards;
    QDockWidget* m_catalogDock;
    QDockWidget* m_cardDock;
    QDockWidget* m_collectionDock;
    MainMenus* m_menus;
};

} // namespace ddm::gui
