#include "mainwindow/main_window.h"

#include "catalog/card_view.h"
#include "catalog/catalog_browser.h"
#include "collection/collection_panel.h"
#include "collection/custom_card_actions.h"
#include "common/app_session.h"
#include "mainwindow/main_menus.h"
#include "warband/warband_workspace.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QMessageBox>
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
    , m_catalog(new CatalogBrowser(session, this))
    , m_cardView(new CardView(this))
    , m_collection(new CollectionPanel(session, this))
    , m_customCards(new CustomCardActions(session, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setCentralWidget(m_workspace);
    m_catalogDock = addDock(m_catalog, QStringLiteral("catalogDock"), Qt::LeftDockWidgetArea);
    m_cardDock = addDock(m_cardView, QStringLiteral("cardDock"), Qt::RightDockWidgetArea);
    m_collectionDock = addDock(m_collection, QStringLiteral("collectionDock"), Qt::RightDockWidgetArea);
    tabifyDockWidget(m_cardDock, m_collectionDock);
    m_cardDock->raise();

    m_menus = new MainMenus(*this, session.settings(), *m_workspace, *m_catalog, *m_collection, *m_customCards, this);
    m_menus->addDockToggles({m_catalogDock, m_cardDock, m_collectionDock});
    connectAreas();
    retranslateUi();
    restoreLayout();

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
    connect(m_catalog, &CatalogBrowser::creatureActivated, this,
            [this](qint64 id) { m_workspace->addCreatures({id}); });
    connect(m_catalog, &CatalogBrowser::currentCreatureChanged, this, &MainWindow::showCreature);
    connect(m_workspace, &WarbandWorkspace::creatureSelected, this, &MainWindow::showCreature);
    connect(m_workspace, &WarbandWorkspace::statusMessage, this, &MainWindow::showStatus);
    connect(m_workspace, &WarbandWorkspace::ruleActivated, this,
            [this](const QString& rule) { showLink(QUrl(QStringLiteral("ddm://rule/") + rule)); });
    connect(m_cardView, &CardView::linkActivated, this, &MainWindow::showLink);
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

// The rules reference is a later part of the product; until it opens links, the status bar names them.
void MainWindow::showLink(const QUrl& url)
{
    showStatus(tr("Reference: %1").arg(url.toDisplayString()));
}

void MainWindow::showStatus(const QString& message) { statusBar()->showMessage(message, kStatusTimeoutMs); }

void MainWindow::importCatalogDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Catalog"), QString(),
                                                      tr("Card catalogs (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    const CatalogImportResult result = m_session.importCatalog(path);
    if (result.ok()) {
        showStatus(tr("Imported %n creature(s)", nullptr, result.creatureCount));
        return;
    }
    QStringList lines;
    for (qsizetype i = 0; i < result.errors.size() && i < 20; ++i)
        lines.append(result.errors.at(i).toString());
    QMessageBox box(QMessageBox::Warning, tr("Import Catalog"),
                    tr("%1 was not imported; the previous catalog is unchanged.").arg(path), QMessageBox::Ok, this);
    box.setDetailedText(lines.join(QLatin1Char('\n')));
    box.exec();
}

void MainWindow::restoreLayout()
{
    if (!restoreGeometry(m_session.settings().bytes(SettingKey::MainWindowGeometry)))
        resize(1280, 800);
    restoreState(m_session.settings().bytes(SettingKey::MainWindowState));
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_workspace->maybeCloseAll()) {
        event->ignore();
        return;
    }
    m_session.settings().setValue(SettingKey::MainWindowGeometry, saveGeometry());
    m_session.settings().setValue(SettingKey::MainWindowState, saveState());
    event->accept();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("DDM Companion") + QStringLiteral("[*]"));
    m_catalogDock->setWindowTitle(tr("Catalog"));
    m_cardDock->setWindowTitle(tr("Stat Card"));
    m_collectionDock->setWindowTitle(tr("Collection"));
    m_menus->retranslate();
}

} // namespace ddm::gui
