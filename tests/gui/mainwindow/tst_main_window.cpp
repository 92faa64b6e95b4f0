// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/card_view.h"
#include "catalog/catalog_browser.h"
#include "common/app_session.h"
#include "mainwindow/jump_box.h"
#include "mainwindow/main_window.h"
#include "models/catalog_table_model.h"
#include "rules/rules_browser.h"
#include "rules/rules_importer.h"
#include "warband/warband_file.h"
#include "warband/warband_workspace.h"
#include "builder/warband_document.h"
#include "sandbox/battle_board.h"
#include "sandbox/battle_session.h"
#include "sandbox/sandbox_setup_dialog.h"
#include "sandbox/sandbox_window.h"
#include "sandbox/setup_overlay.h"

#include "../rules/anchor_click.h"
#include "english_plural_translator.h"
#include "shared_data.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>

using namespace ddm;
using namespace ddm::gui;

namespace {

// Claims Ctrl+K, as every QLineEdit does under X11 key bindings ("delete to the end of the line").
class GreedyLineEdit : public QLineEdit {
public:
    using QLineEdit::QLineEdit;

protected:
    bool event(QEvent* event) override
    {
        if (event->type() == QEvent::ShortcutOverride &&
            static_cast<QKeyEvent*>(event)->keyCombination() == QKeyCombination(Qt::ControlModifier, Qt::Key_K)) {
            event->accept();
            return true;
        }
        return QLineEdit::event(event);
    }
};

} // namespace

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
    void theCollectionTabShowsWhatChangedBehindIt();
    void splittersAndColumnsAreKeptBetweenSessions();
    void editingOwnedByDoubleClickLeavesTheWarbandAlone();
    void aViolationsRuleOpensTheRulesReference();
    void aStatCardTermOpensItsGlossaryEntry();
    void ctrlKJumpsFromAnywhere();
    void theJumpBoxSaysWhatIsWrong();
    void cardLinksSelectTheCard();
    void aCopiedLinkOpensFromTheCommandLine();
    void openInSandboxSetsBothWarbandsUp();

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
    static void doubleClick(QTableView* view, const QModelIndex& index);
    QStringList violationRules() const;
    QString currentRule() const;
    void jump(const QString& text);

    test::EnglishPluralTranslator m_plurals; // installed while the test object lives
    QTemporaryDir m_dir;
    std::unique_ptr<AppSession> m_session;
    std::unique_ptr<MainWindow> m_window;
};

void TestMainWindow::initTestCase()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json"));
    QVERIFY(CatalogImporter::importFile(test::sharedPath(QStringLiteral("data/ddm-creatures.json")), m_dir.path()).ok());
    DDM_REQUIRE_SHARED(QStringLiteral("seeds/ddm-comprehensive-rules-guide-2008.md"));
    QVERIFY(RulesImporter::importDirectory(test::sharedPath(QStringLiteral("seeds")), m_dir.path()).ok());
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

// A mouse's double-click: its first press picks the cell, as QTest::mouseDClick alone does not.
void TestMainWindow::doubleClick(QTableView* view, const QModelIndex& index)
{
    view->scrollTo(index);
    const QPoint centre = view->visualRect(index).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, centre);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, centre);
}

QStringList TestMainWindow::violationRules() const
{
    auto* view = child<QTreeView>("violationView");
    QStringList rules;
    for (int row = 0; row < view->model()->rowCount(); ++row)
        rules.append(view->model()->index(row, 0).data().toString());
    return rules;
}

QString TestMainWindow::currentRule() const
{
    const std::optional<RulesItemId> item = m_window->rulesBrowser()->currentItem();
    return item ? item->toString() : QString();
}

// Ctrl+K from the catalog's filter box, which would take Ctrl+K as "delete to the end of the line".
void TestMainWindow::jump(const QString& text)
{
    // Window shortcuts act in the active window: the jump box's, until the main window is again.
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    auto* filter = child<QLineEdit>("filterEdit");
    filter->setFocus();
    QTest::keyClick(filter, Qt::Key_K, Qt::ControlModifier);
    QTRY_VERIFY(m_window->jumpBox()->isVisible());
    auto* edit = m_window->jumpBox()->findChild<QLineEdit*>(QStringLiteral("jumpEdit"));
    QTRY_VERIFY(edit->hasFocus());
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
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

    // First-hour bug 10: the status bar announced the verdict of the moment and kept it after an
    // undo changed it.
    const QString announced = m_window->statusBar()->currentMessage();
    QVERIFY2(announced.contains(QLatin1String("Not legal")), qPrintable(announced));
    auto* undo = child<QAction>("undoAction");
    auto* redo = child<QAction>("redoAction");
    undo->trigger();
    QTRY_VERIFY(!violationRules().contains(QStringLiteral("707.13.a")));
    QVERIFY2(m_window->statusBar()->currentMessage() != announced, qPrintable(announced));
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

// The Collection tab sits behind the stat card and reads the sets only when brought to the front.
void TestMainWindow::theCollectionTabShowsWhatChangedBehindIt()
{
    auto* dock = m_window->findChild<QDockWidget*>(QStringLiteral("collectionDock"));
    auto* totals = dock->findChild<QLabel*>(QStringLiteral("totalsLabel"));
    filterFor(QStringLiteral("\"Graz'zt\""), 1);
    auto* view = child<QTableView>("catalogView");
    QVERIFY(view->model()->setData(view->model()->index(0, CatalogTableModel::Owned), 3));
    dock->raise();
    const int creatures = m_session->cards().creatureCount();
    QTRY_COMPARE(totals->text(), QStringLiteral("1 of %1 creatures owned, 3 copies.").arg(creatures));
}

// The column widths and splitter positions a player sets come back in the next session, the
// warband editor's for every warband (its columns fit their contents).
void TestMainWindow::splittersAndColumnsAreKeptBetweenSessions()
{
    m_window->workspace()->newWarbandOf(200);
    auto* splitter = m_window->workspace()->findChild<QSplitter*>(QStringLiteral("splitter"));
    auto* catalog = child<QTableView>("catalogView");
    QVERIFY(splitter);
    const int total = splitter->sizes().value(0) + splitter->sizes().value(1) + splitter->sizes().value(2);
    splitter->setSizes({total / 2, total / 4, total - total / 2 - total / 4});
    const QList<int> sizes = splitter->sizes();
    catalog->setColumnWidth(0, 321);

    cleanup();
    init();
    m_window->workspace()->newWarbandOf(100);
    splitter = m_window->workspace()->findChild<QSplitter*>(QStringLiteral("splitter"));
    QCOMPARE(splitter->sizes(), sizes);
    QCOMPARE(child<QTableView>("catalogView")->columnWidth(0), 321);
}

// Bug: double-clicking the Owned cell to record a miniature also added it to the open warband.
void TestMainWindow::editingOwnedByDoubleClickLeavesTheWarbandAlone()
{
    filterFor(QStringLiteral("\"Regdar, Adventurer\""), 1);
    auto* view = child<QTableView>("catalogView");
    view->selectRow(0);
    addCurrentRowWithEnter();
    QCOMPARE(m_window->workspace()->currentDocument()->warband().creatures.size(), 1);

    const QModelIndex owned = view->model()->index(0, CatalogTableModel::Owned);
    doubleClick(view, owned);
    QTRY_VERIFY(view->viewport()->findChild<QSpinBox*>()); // the Owned editor is open
    auto* editor = view->viewport()->findChild<QSpinBox*>();
    editor->setValue(2);
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_COMPARE(m_session->collection().ownedCount(QStringLiteral("Regdar, Adventurer"),
                                                    QStringLiteral("Giants Of Legend")),
                 2);
    QCOMPARE(m_window->workspace()->currentDocument()->warband().creatures.size(), 1);

    // A double-click on any other cell still adds the creature, as it always did.
    const QModelIndex name = view->model()->index(0, CatalogTableModel::Name);
    doubleClick(view, name);
    QTRY_COMPARE(m_window->workspace()->currentDocument()->warband().creatures.size(), 2);
}

void TestMainWindow::aViolationsRuleOpensTheRulesReference()
{
    auto* rulesDock = child<QDockWidget>("rulesDock");
    QVERIFY(!rulesDock->isVisible());
    filterFor(QStringLiteral("\"Regdar, Adventurer\""), 1);
    child<QTableView>("catalogView")->selectRow(0);
    addCurrentRowWithEnter();
    filterFor(QStringLiteral("\"Regdar, Human Fighter\""), 1);
    child<QTableView>("catalogView")->selectRow(0);
    addCurrentRowWithEnter();
    QTRY_VERIFY(violationRules().contains(QStringLiteral("707.13.a")));

    auto* violations = child<QTreeView>("violationView");
    violations->setFocus();
    violations->setCurrentIndex(violations->model()->index(int(violationRules().indexOf(QStringLiteral("707.13.a"))), 0));
    QTest::keyClick(violations, Qt::Key_Return);
    QTRY_VERIFY(rulesDock->isVisible());
    QCOMPARE(currentRule(), QStringLiteral("rule:707.13.a"));
    QVERIFY(m_window->rulesBrowser()->readingPane()->toPlainText().contains(QStringLiteral("707.13.a")));
}

void TestMainWindow::aStatCardTermOpensItsGlossaryEntry()
{
    filterFor(QStringLiteral("\"Air Mephit\""), 1);
    auto* view = child<QTableView>("catalogView");
    view->setCurrentIndex(view->model()->index(0, 0));
    QTRY_VERIFY(m_window->cardView()->creature().has_value());
    QVERIFY(test::clickAnchor(*m_window->cardView(), QStringLiteral("ddm://glossary/conceal")));
    QTRY_VERIFY(child<QDockWidget>("rulesDock")->isVisible());
    QCOMPARE(currentRule(), QStringLiteral("glossary:conceal x"));
    QVERIFY(m_window->rulesBrowser()->readingPane()->toPlainText().contains(QStringLiteral("Conceal X")));
}

void TestMainWindow::ctrlKJumpsFromAnywhere()
{
    jump(QStringLiteral("611.3a"));
    QTRY_COMPARE(currentRule(), QStringLiteral("rule:611.3.a"));
    QVERIFY(!m_window->jumpBox()->isVisible());
    QVERIFY(child<QDockWidget>("rulesDock")->isVisible());

    jump(QStringLiteral("ddm://quickref/B2"));
    QTRY_COMPARE(currentRule(), QStringLiteral("quickref:B2"));
    jump(QStringLiteral("§611"));
    QTRY_COMPARE(currentRule(), QStringLiteral("rule:611"));

    // Not even a widget that wants Ctrl+K for itself keeps it.
    auto* greedy = new GreedyLineEdit(m_window->statusBar());
    m_window->statusBar()->addWidget(greedy);
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    greedy->setFocus();
    QTest::keyClick(greedy, Qt::Key_K, Qt::ControlModifier);
    QTRY_VERIFY(m_window->jumpBox()->isVisible());
}

void TestMainWindow::theJumpBoxSaysWhatIsWrong()
{
    auto* error = m_window->jumpBox()->findChild<QLabel*>(QStringLiteral("jumpError"));
    jump(QStringLiteral("611.9"));
    QTRY_VERIFY(error->isVisible());
    QVERIFY(m_window->jumpBox()->isVisible());
    QVERIFY(error->text().contains(QStringLiteral("611.9")));
    QVERIFY(error->text().contains(QStringLiteral("href=\"ddm://rule/611.4\"")));
    emit error->linkActivated(QStringLiteral("ddm://rule/611.4")); // the reader clicks the nearest rule
    QTRY_COMPARE(currentRule(), QStringLiteral("rule:611.4"));
    QVERIFY(!m_window->jumpBox()->isVisible());

    for (const char* wrong : {"ddm://card/No Such Card", "ddm://nowhere/1", "xyzzy plugh", "rule:999.9.z"}) {
        jump(QString::fromUtf8(wrong));
        QTRY_VERIFY2(error->isVisible(), wrong);
        QVERIFY2(!error->text().isEmpty(), wrong);
        m_window->jumpBox()->reject();
    }
}

void TestMainWindow::cardLinksSelectTheCard()
{
    filterFor(QStringLiteral("\"Air Mephit\""), 1); // the filter hides the card: the link clears it
    QVERIFY(m_window->openLink(QUrl(QStringLiteral("ddm://card/The%20Xanathar"))));
    QTRY_VERIFY(m_window->cardView()->creature().has_value());
    QCOMPARE(m_window->cardView()->creature()->name, QStringLiteral("The Xanathar"));
    QCOMPARE(m_window->catalogBrowser()->currentCreatureId(), m_window->cardView()->creature()->id);
    QVERIFY(!m_window->openLink(QUrl(QStringLiteral("ddm://card/No%20Such%20Card"))));
}

// main.cpp hands command-line links (its own, or another start's) to openLink().
void TestMainWindow::aCopiedLinkOpensFromTheCommandLine()
{
    QVERIFY(m_window->openLink(QUrl(QStringLiteral("ddm://glossary/ranged%20cover"))));
    QCOMPARE(currentRule(), QStringLiteral("glossary:ranged cover"));
    child<QAction>("copyLinkAction")->trigger();
    const QString copied = QGuiApplication::clipboard()->text();
    QVERIFY(m_window->openLink(QUrl(QStringLiteral("ddm://rule/100"))));
    QCOMPARE(currentRule(), QStringLiteral("rule:100"));
    QVERIFY(m_window->openLink(QUrl(copied)));
    QCOMPARE(currentRule(), QStringLiteral("glossary:ranged cover"));
}

void TestMainWindow::openInSandboxSetsBothWarbandsUp()
{
    filterFor(QStringLiteral("\"Human Sellsword\""), 1);
    child<QTableView>("catalogView")->selectRow(0);
    addCurrentRowWithEnter();
    QCOMPARE(m_window->workspace()->count(), 1);
    Warband rivals;
    rivals.title = QStringLiteral("Rivals");
    rivals.faction = Faction::Wild;
    rivals.creatures = {WarbandEntry{QStringLiteral("Yuan-Ti Swiftscale"), QString(), {}},
                        WarbandEntry{QStringLiteral("Yuan-Ti Swiftscale"), QString(), {}}};
    const QString rivalsFile = m_dir.filePath(QStringLiteral("rivals.json"));
    QVERIFY(WarbandFile::save(rivals, rivalsFile).ok());

    // View > Open in Sandbox... asks in a modal dialog: the opponent's file through the file
    // dialog its Choose button opens, then the second sample map, then OK.
    QString failure;
    QString mapName;
    QTimer::singleShot(0, this, [&] {
        auto* dialog = qobject_cast<SandboxSetupDialog*>(QApplication::activeModalWidget());
        if (!dialog) {
            failure = QStringLiteral("no set-up dialog");
            if (QWidget* other = QApplication::activeModalWidget())
                other->close();
            return;
        }
        QTimer::singleShot(0, dialog, [&] {
            auto* files = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            if (!files) {
                failure = QStringLiteral("no file dialog");
                return;
            }
            files->selectFile(rivalsFile);
            static_cast<QDialog*>(files)->accept(); // QFileDialog's own accept(), which checks the file

        });
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("chooseOpponent")), Qt::LeftButton);
        auto* maps = dialog->findChild<QComboBox*>(QStringLiteral("mapCombo"));
        maps->setFocus();
        QTest::keyClick(maps, Qt::Key_Down);
        mapName = maps->currentText();
        auto* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        if (!ok->isEnabled()) {
            failure = QStringLiteral("OK disabled: %1").arg(dialog->problem());
            dialog->reject();
            return;
        }
        QTest::mouseClick(ok, Qt::LeftButton);
    });
    // Then set-up asks as the rules do (102.4-102.6): the roll's winner names Player 1 (the own
    // warband here), and Player 2 (Rivals) takes start area B.
    QStringList asked;
    QTimer answers;
    connect(&answers, &QTimer::timeout, this, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        asked.append(box->windowTitle());
        const QString wanted = box->windowTitle() == QLatin1String("Set-Up Roll")
                                   ? QStringLiteral("Untitled warband is Player 1")
                                   : QStringLiteral("Start Area B");
        for (QAbstractButton* button : box->buttons()) {
            if (button->text().remove(QLatin1Char('&')) == wanted) {
                button->click();
                return;
            }
        }
        failure = QStringLiteral("no button \"%1\" in %2").arg(wanted, box->text());
        box->reject();
    });
    answers.start(20);
    child<QAction>("openSandboxAction")->trigger();
    answers.stop();
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
    QCOMPARE(asked, (QStringList{QStringLiteral("Set-Up Roll"), QStringLiteral("Start Area")}));

    auto* sandbox = m_window->findChild<SandboxWindow*>();
    QVERIFY(sandbox);
    QTRY_VERIFY(sandbox->isVisible());
    const BattleSetup& setup = sandbox->session()->setup();
    QCOMPARE(setup.map.name(), mapName);
    QVERIFY(sandbox->windowTitle().contains(mapName));
    QCOMPARE(sandbox->board()->tokenCount(), 3);
    QStringList ids;
    for (const CreatureSetup& creature : setup.creatures) {
        ids.append(creature.id);
        QVERIFY2(setup.map.inStartArea(creature.side, creature.at), qPrintable(creature.id));
    }
    QCOMPARE(ids, (QStringList{QStringLiteral("A1"), QStringLiteral("B1"), QStringLiteral("B2")}));
    QCOMPARE(setup.creatures.at(0).card.name, QStringLiteral("Human Sellsword"));
    QCOMPARE(setup.player1(), Side::A);
    QVERIFY(setup.setupRoll);
    // The set-up phase: the start and victory areas shaded until round 1.
    QVERIFY(sandbox->board()->setupOverlay().shadeCount() >= 3);
    sandbox->close();
}

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
