#include "catalog/catalog_browser.h"
#include "common/app_session.h"
#include "mainwindow/main_window.h"
#include "models/catalog_table_model.h"
#include "warband/warband_file.h"
#include "warband/warband_workspace.h"
#include "builder/warband_document.h"

#include "shared_data.h"

#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace ddm;
using namespace ddm::gui;

// A player's evening in the real main window over the imported ../shared catalog: filter, add,
// watch the violations, undo, save, reopen, export, count owned miniatures, re-import the catalog.
class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void ctrlFFocusesTheFilter();
    void buildAWarbandWithLiveViolations();
    void saveReopenAndExport();
    void ownedCountsSurviveACatalogReimport();

private:
    template <typename T>
    T* child(const char* name) const
    {
        T* found = m_window->findChild<T*>(QString::fromLatin1(name));
        if (!found)
            qWarning("no child named %s", name);
        return found;
    }
    void filterFor(const QString& query, int expectedRows);
    void addCurrentRowWithEnter();
    QStringList violationRules() const;

    QTemporaryDir m_dir;
    std::unique_ptr<AppSession> m_session;
    std::unique_ptr<MainWindow> m_window;
};

void TestMainWindow::initTestCase()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json"));
    QVERIFY(CatalogImporter::importFile(test::sharedPath(QStringLiteral("data/ddm-creatures.json")), m_dir.path()).ok());
}

void TestMainWindow::init()
{
    m_session = std::make_unique<AppSession>(std::make_unique<AppSettings>(m_dir.filePath(QStringLiteral("settings.ini"))));
    QVERIFY(!m_session->open(m_dir.path()));
    m_window = std::make_unique<MainWindow>(*m_session);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestMainWindow::cleanup()
{
    // Nothing asks to be saved in these tests' teardown: discard open warbands.
    while (m_window->workspace()->count() > 0) {
        m_window->workspace()->currentDocument()->markSaved();
        m_window->workspace()->closeCurrentTab();
    }
    m_window.reset();
    m_session.reset();
}

// Types a query as a player does and presses Enter, which applies it at once (no typing pause).
void TestMainWindow::filterFor(const QString& query, int expectedRows)
{
    auto* filter = child<QLineEdit>("filterEdit");
    filter->setFocus();
    filter->selectAll();
    QTest::keyClicks(filter, query);
    QTest::keyClick(filter, Qt::Key_Return);
    QCOMPARE(m_window->catalogBrowser()->filterText(), query);
    QTRY_COMPARE(m_window->catalogBrowser()->shownCount(), expectedRows);
}

void TestMainWindow::addCurrentRowWithEnter()
{
    auto* view = child<QTableView>("catalogView");
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Return);
}

QStringList TestMainWindow::violationRules() const
{
    auto* view = child<QTreeView>("violationView");
    QStringList rules;
    for (int row = 0; row < view->model()->rowCount(); ++row)
        rules.append(view->model()->index(row, 0).data().toString());
    return rules;
}

void TestMainWindow::ctrlFFocusesTheFilter()
{
    child<QTableView>("catalogView")->setFocus();
    QTest::keyClick(m_window.get(), Qt::Key_F, Qt::ControlModifier);
    QTRY_VERIFY(child<QLineEdit>("filterEdit")->hasFocus());
}

void TestMainWindow::buildAWarbandWithLiveViolations()
{
    filterFor(QStringLiteral("\"Regdar, Adventurer\""), 1);
    child<QTableView>("catalogView")->selectRow(0);
    addCurrentRowWithEnter();
    QCOMPARE(m_window->workspace()->count(), 1);
    QCOMPARE(m_window->workspace()->currentDocument()->warband().creatures.size(), 1);
    QVERIFY(!violationRules().contains(QStringLiteral("707.13.a")));

    // A second Regdar breaks the Unique rule; the violation appears with its rule number.
    filterFor(QStringLiteral("\"Regdar, Human Fighter\""), 1);
    child<QTableView>("catalogView")->selectRow(0);
    addCurrentRowWithEnter();
    QTRY_VERIFY(violationRules().contains(QStringLiteral("707.13.a")));

    auto* undo = child<QAction>("undoAction");
    auto* redo = child<QAction>("redoAction");
    undo->trigger();
    QTRY_VERIFY(!violationRules().contains(QStringLiteral("707.13.a")));
    QCOMPARE(m_window->workspace()->currentDocument()->warband().creatures.size(), 1);
    redo->trigger();
    QTRY_VERIFY(violationRules().contains(QStringLiteral("707.13.a")));
}

void TestMainWindow::saveReopenAndExport()
{
    filterFor(QStringLiteral("\"The Xanathar\""), 2); // and "The Xanathar (Epic)", sorted after it
    child<QTableView>("catalogView")->selectRow(0);
    addCurrentRowWithEnter();
    WarbandWorkspace* workspace = m_window->workspace();
    QCOMPARE(workspace->count(), 1);
    // A warband file names its faction: choose it as a player would, in the editor's combo box.
    auto* faction = child<QComboBox>("factionCombo");
    const int civilization = faction->findText(QStringLiteral("Civilization"));
    QVERIFY(civilization > 0);
    faction->setFocus();
    while (faction->currentIndex() != civilization)
        QTest::keyClick(faction, Qt::Key_Down);
    QCOMPARE(workspace->currentDocument()->warband().faction, std::optional<Faction>(Faction::Civilization));
    const Warband built = workspace->currentDocument()->warband();

    const QString file = m_dir.filePath(QStringLiteral("xanathar.json"));
    QVERIFY(workspace->saveAs(file));
    QVERIFY(workspace->closeCurrentTab());
    QCOMPARE(workspace->count(), 0);
    QVERIFY(workspace->openFile(file));
    QCOMPARE(workspace->currentDocument()->warband().creatures, built.creatures);

    const QString text = m_dir.filePath(QStringLiteral("xanathar.txt"));
    QVERIFY(workspace->exportText(text));
    QFile textFile(text);
    QVERIFY(textFile.open(QIODevice::ReadOnly));
    QVERIFY(textFile.readAll().contains("The Xanathar"));

    const QString pdf = m_dir.filePath(QStringLiteral("xanathar.pdf"));
    QVERIFY(workspace->exportPdf(pdf));
    QFile pdfFile(pdf);
    QVERIFY(pdfFile.open(QIODevice::ReadOnly));
    QVERIFY(pdfFile.read(5).startsWith("%PDF"));
}

void TestMainWindow::ownedCountsSurviveACatalogReimport()
{
    filterFor(QStringLiteral("\"Graz'zt\""), 1);
    auto* view = child<QTableView>("catalogView");
    const QModelIndex owned = view->model()->index(0, CatalogTableModel::Owned);
    QVERIFY(view->model()->setData(owned, 3));
    QCOMPARE(m_session->collection().ownedCount(QStringLiteral("Graz'zt"), QStringLiteral("Savage Encounters")), 3);

    QVERIFY(m_session->importCatalog(test::sharedPath(QStringLiteral("data/ddm-creatures.json"))).ok());
    QCOMPARE(m_session->collection().ownedCount(QStringLiteral("Graz'zt"), QStringLiteral("Savage Encounters")), 3);
    filterFor(QStringLiteral("\"Graz'zt\" is:owned"), 1);
    QCOMPARE(view->model()->index(0, CatalogTableModel::Owned).data().toInt(), 3);
}

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
