// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "builder/warband_document.h"
#include "builder/warband_edits.h"
#include "mainwindow/main_window.h"
#include "mainwindow/start_page.h"
#include "sandbox/map_document.h"
#include "sandbox/map_editor.h"
#include "sandbox/sandbox_prompts.h"
#include "warband/warband_file.h"

#include "../warband/workspace_fixture.h"
#include "shared_data.h"

#include <QAction>
#include <QLineEdit>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QLabel>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QToolBar>

using namespace ddm;
using namespace ddm::gui;
using namespace ddm::test;

// A window that guides (first-hour issue): a start page while no warband is open, a toolbar of the
// common actions, and a title that names the warband, its file and unsaved changes.
class TestStartPage : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void theStartPageShowsUntilAWarbandIsOpen();
    void aRecentWarbandOpensWithOneClick();
    void theTitleNamesTheWarbandAndItsFile();
    void theToolbarHoldsTheCommonActions();
    void closingTheWindowAsksItsOtherWindowsFirst();
    void aFirstStartOffersTheDataItLacks();
    void theImportButtonsAskForTheirImports();

private:
    void chooseWild() // a warband is saved only with its faction
    {
        WarbandDocument* document = m_window->workspace()->currentDocument();
        document->perform(WarbandEdits::setFaction(document->warband(), Faction::Wild));
    }
    QWidget* centre() const { return m_window->findChild<QStackedWidget*>()->currentWidget(); }
    StartPage* startPage() const { return m_window->findChild<StartPage*>(); }
    template <typename T> T* child(const QString& name) const { return m_window->findChild<T*>(name); }

    std::unique_ptr<SessionFixture> m_fixture;
    std::unique_ptr<MainWindow> m_window;
    ScriptedPrompts::Script m_script;
};

void TestStartPage::init()
{
    m_fixture = std::make_unique<SessionFixture>(builderCatalogPath());
    const QString error = m_fixture->setUp();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    m_window = std::make_unique<MainWindow>(m_fixture->session());
    m_script = {};
    m_window->workspace()->setPrompts(std::make_unique<ScriptedPrompts>(m_script));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestStartPage::cleanup()
{
    m_window.reset();
    m_fixture.reset();
}

void TestStartPage::theStartPageShowsUntilAWarbandIsOpen()
{
    QCOMPARE(centre(), startPage());
    QTest::mouseClick(child<QPushButton>(QStringLiteral("new100Button")), Qt::LeftButton);
    QCOMPARE(m_window->workspace()->count(), 1);
    QCOMPARE(centre(), m_window->workspace());
    const WarbandDocument* document = m_window->workspace()->currentDocument();
    QCOMPARE(document->warband().points, 100);
    QVERIFY(!document->isModified()); // the format chosen is where it starts, not an edit
    QVERIFY(m_window->workspace()->closeCurrentTab());
    QCOMPARE(centre(), startPage());
}

void TestStartPage::aRecentWarbandOpensWithOneClick()
{
    auto* recent = child<QListWidget>(QStringLiteral("recentList"));
    QVERIFY(recent->isHidden()); // nothing yet
    m_window->workspace()->newWarbandOf(50);
    m_window->workspace()->currentDocument()->addCreatures(
        {m_fixture->idOf(QStringLiteral("Test Goblin Sneak"))});
    chooseWild();
    const QString path = m_fixture->filePath(QStringLiteral("patrol.json"));
    QVERIFY(m_window->workspace()->saveAs(path));
    QVERIFY(m_window->workspace()->closeCurrentTab());
    QCOMPARE(centre(), startPage());
    QCOMPARE(recent->count(), 1);
    QVERIFY(recent->isVisible());
    QVERIFY(recent->item(0)->text().startsWith(QStringLiteral("patrol")));
    QTest::mouseClick(recent->viewport(), Qt::LeftButton, {},
                      recent->visualItemRect(recent->item(0)).center());
    QCOMPARE(m_window->workspace()->currentDocument()->filePath(), path);
    QCOMPARE(m_window->workspace()->currentDocument()->warband().points, 50);
}

void TestStartPage::theTitleNamesTheWarbandAndItsFile()
{
    QCOMPARE(m_window->windowTitle(), QStringLiteral("DDM Companion[*]"));
    m_window->workspace()->newWarband();
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Untitled warband[*] - DDM Companion"));
    m_window->workspace()->currentDocument()->addCreatures(
        {m_fixture->idOf(QStringLiteral("Test Sky Hawk"))});
    QVERIFY(m_window->isWindowModified());
    QTest::keyClicks(
        m_window->workspace()->currentWidget()->findChild<QLineEdit*>(QStringLiteral("titleEdit")),
        QStringLiteral("Night Pack"));
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Night Pack[*] - DDM Companion"));
    chooseWild();
    QVERIFY(m_window->workspace()->saveAs(m_fixture->filePath(QStringLiteral("raid.json"))));
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Night Pack (raid.json)[*] - DDM Companion"));
    QVERIFY(!m_window->isWindowModified());
}

void TestStartPage::theToolbarHoldsTheCommonActions()
{
    auto* bar = child<QToolBar>(QStringLiteral("mainToolBar"));
    QVERIFY(bar && bar->isVisible());
    QStringList names;
    for (const QAction* action : bar->actions()) {
        if (!action->isSeparator())
            names.append(action->objectName());
    }
    QCOMPARE(names, (QStringList{"newWarbandAction", "openAction", "saveAction", "undoAction", "redoAction",
                                 "openSandboxAction", "rulesReferenceAction"}));
    m_window->workspace()->newWarband();
    m_window->workspace()->currentDocument()->addCreatures(
        {m_fixture->idOf(QStringLiteral("Test Sky Hawk"))});
    QCOMPARE(child<QAction>(QStringLiteral("undoAction"))->iconText(), QStringLiteral("Undo"));
}

namespace {

// A map editor's question about unsaved work, answered as set.
class SaveAnswerPrompts final : public SandboxPrompts {
public:
    explicit SaveAnswerPrompts(UnsavedAnswer& answer)
        : m_answer(answer)
    {
    }
    UnsavedAnswer askToSave(const QString&) override { return m_answer; }

private:
    UnsavedAnswer& m_answer;
};

} // namespace

// The app ends with the main window: its map editors and sandboxes must ask about their unsaved work
// first, and a Cancel keeps everything open.
void TestStartPage::closingTheWindowAsksItsOtherWindowsFirst()
{
    UnsavedAnswer answer = UnsavedAnswer::Cancel;
    QPointer<MapEditor> editor = new MapEditor(m_window.get());
    editor->setAttribute(Qt::WA_DeleteOnClose);
    editor->setPrompts(std::make_unique<SaveAnswerPrompts>(answer));
    editor->startMap(8, 6);
    BattleMap renamed = editor->document()->map();
    renamed.setName(QStringLiteral("Changed"));
    editor->document()->edit(renamed, QStringLiteral("rename"));
    QVERIFY(editor->document()->isModified());
    editor->show();
    QVERIFY(!m_window->close());
    QVERIFY(editor && editor->isVisible());
    answer = UnsavedAnswer::Discard;
    QVERIFY(m_window->close());
    QTRY_VERIFY(!editor);
}

// An installed copy starts with nothing imported: the start page says what is missing and offers it,
// and each import takes its part away; with everything there, it offers nothing.
void TestStartPage::aFirstStartOffersTheDataItLacks()
{
    DDM_REQUIRE_SHARED(QStringLiteral("seeds/ddm-comprehensive-rules-guide-2008.md"));
    QTemporaryDir empty;
    AppSession session(std::make_unique<AppSettings>(empty.filePath(QStringLiteral("settings.ini"))));
    QVERIFY(!session.open(empty.path()));
    MainWindow window(session);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* box = window.findChild<QWidget*>(QStringLiteral("setupBox"));
    auto* state = window.findChild<QLabel*>(QStringLiteral("setupState"));
    auto* sizes = window.findChild<QPushButton*>(QStringLiteral("startImportSizesButton"));
    QVERIFY(box && state && sizes);
    QVERIFY(box->isVisible());
    QVERIFY(state->text().contains(QStringLiteral("no card catalog")));
    QVERIFY(state->text().contains(QStringLiteral("no rule documents")));
    QVERIFY(!sizes->isEnabled()); // nothing to add sizes to yet

    QVERIFY(session.importCatalog(builderCatalogPath()).ok());
    QVERIFY(box->isVisible());
    QVERIFY(!state->text().contains(QStringLiteral("no card catalog")));
    QVERIFY(sizes->isEnabled());

    QVERIFY(session.importRules(sharedPath(QStringLiteral("seeds"))).ok());
    QVERIFY(!box->isVisible());
}

void TestStartPage::theImportButtonsAskForTheirImports()
{
    StartPage page;
    page.setMissing(true, true);
    QSignalSpy catalog(&page, &StartPage::importCatalogRequested);
    QSignalSpy rules(&page, &StartPage::importRulesRequested);
    page.findChild<QPushButton*>(QStringLiteral("startImportCatalogButton"))->click();
    page.findChild<QPushButton*>(QStringLiteral("startImportRulesButton"))->click();
    QCOMPARE(catalog.count(), 1);
    QCOMPARE(rules.count(), 1);
    page.setMissing(false, true);
    QSignalSpy sizes(&page, &StartPage::importSizesRequested);
    page.findChild<QPushButton*>(QStringLiteral("startImportSizesButton"))->click();
    QCOMPARE(sizes.count(), 1);
}

QTEST_MAIN(TestStartPage)
#include "tst_start_page.moc"
