// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/app_settings.h"
#include "common/autosave_keeper.h"
#include "sandbox/battle_log_view.h"
#include "sandbox/map_editor.h"

#include "sandbox_window_driver.h"

#include <QApplication>
#include <QPalette>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QUndoStack>

using namespace ddm;
using namespace ddm::gui;
using namespace ddm::test;

namespace {

// How much of the view the whole map takes: 1 when it fills the view's width or height.
qreal mapFill(const BoardView& view)
{
    const QRect shown = view.mapFromScene(view.sceneRect()).boundingRect();
    const QSize room = view.viewport()->size();
    return qMax(qreal(shown.width()) / room.width(), qreal(shown.height()) / room.height());
}

// The colours of the links in a text view, as laid out.
QList<QColor> linkColours(const QTextDocument& document)
{
    QList<QColor> colours;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            if (it.fragment().charFormat().isAnchor())
                colours.append(it.fragment().charFormat().foreground().color());
        }
    }
    return colours;
}

} // namespace

// The sandbox window around the board: how it opens, its title, closing it, its log under a new
// theme (first-hour bugs 6-9).
class TestSandboxWindowFrame : public QObject, public SandboxWindowDriver {
    Q_OBJECT

private slots:
    void init();
    void cleanup() { m_window.reset(); }

    void opensWithTheMapFitted();
    void theMapEditorOpensWithTheMapFitted();
    void theTitleNamesTheBattlesMapAndFile();
    void closingAPlayedBattleAsksToSaveIt();
    void closingAnUnplayedBattleAsksNothing();
    void logLinksTakeTheNewThemesColour();
    void aPlayedBattleKeepsAnAutosaveUntilSaved();
    void aRestoredBattleOfPlacementsStaysUnsaved();

private:
    void playAMove(); // round 1 and A1's move: something to lose
    QTemporaryDir m_dir;
    AppSettings m_settings{m_dir.filePath(QStringLiteral("settings.ini"))};
};

void TestSandboxWindowFrame::init()
{
    m_script = {};
    openWindow(adjacentSetup(m_cards));
}

void TestSandboxWindowFrame::playAMove()
{
    startRound(17, 9);
    click({4, 4});
    click({4, 2});
    QCOMPARE(battle().history().size(), 2);
}

// Bug 6: the board opened as a thumbnail until Fit Map; it fills the view and follows a resize.
void TestSandboxWindowFrame::opensWithTheMapFitted()
{
    QVERIFY2(mapFill(*m_window->view()) > 0.9, qPrintable(QString::number(mapFill(*m_window->view()))));
    m_window->resize(m_window->size() + QSize(300, 200));
    QTRY_VERIFY(mapFill(*m_window->view()) > 0.9);
    // Once the player zooms, the zoom is theirs.
    m_window->view()->zoomIn();
    const qreal zoom = m_window->view()->zoom();
    m_window->resize(m_window->size() - QSize(300, 200));
    QTest::qWait(50);
    QCOMPARE(m_window->view()->zoom(), zoom);
}

void TestSandboxWindowFrame::theMapEditorOpensWithTheMapFitted()
{
    MapEditor editor;
    editor.setPrompts(std::make_unique<ScriptedPrompts>(m_script));
    editor.startMap(12, 8);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QVERIFY2(mapFill(*editor.view()) > 0.9, qPrintable(QString::number(mapFill(*editor.view()))));
}

// Bug 7: the title names the map and, once saved or opened, the file; "*" while unsaved.
void TestSandboxWindowFrame::theTitleNamesTheBattlesMapAndFile()
{
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Battle Sandbox: Test Field[*]"));
    QVERIFY(!m_window->isWindowModified());
    playAMove();
    QVERIFY(m_window->isWindowModified());
    const QString path = m_dir.filePath(QStringLiteral("skirmish.json"));
    QVERIFY(m_window->saveBattle(path));
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Battle Sandbox: Test Field (skirmish.json)[*]"));
    QVERIFY(!m_window->isWindowModified());

    BattleSetup unnamed = adjacentSetup(m_cards);
    unnamed.map.setName(QString());
    openWindow(unnamed);
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Battle Sandbox: unnamed map[*]"));
    QVERIFY(m_window->openBattle(path));
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Battle Sandbox: Test Field (skirmish.json)[*]"));
    QVERIFY(!m_window->isWindowModified()); // as the file has it
}

// Bug 8: closing threw played actions away without a word. Cancel keeps the window; Save writes the
// battle first; Discard closes.
void TestSandboxWindowFrame::closingAPlayedBattleAsksToSaveIt()
{
    playAMove();
    m_script.saveAnswers = {UnsavedAnswer::Cancel};
    QVERIFY(!m_window->close());
    QVERIFY(m_window->isVisible());

    const QString path = m_dir.filePath(QStringLiteral("kept.json"));
    m_script.savePath = path;
    m_script.saveAnswers = {UnsavedAnswer::Save};
    QVERIFY(m_window->close());
    QVERIFY(QFileInfo::exists(path));

    openWindow(adjacentSetup(m_cards));
    playAMove();
    m_script.saveAnswers = {UnsavedAnswer::Discard};
    QVERIFY(m_window->close());
    // Opening another battle over a played one asks the same.
    openWindow(adjacentSetup(m_cards));
    playAMove();
    m_script.saveAnswers = {UnsavedAnswer::Cancel};
    m_script.openPath = path;
    QVERIFY(!m_window->openBattle());
    QCOMPARE(battle().history().size(), 2);
}

void TestSandboxWindowFrame::closingAnUnplayedBattleAsksNothing()
{
    m_script.saveAnswers = {UnsavedAnswer::Cancel}; // would keep the window open if asked
    QVERIFY(m_window->close());
}

// Bug 9: links written before a theme switch kept the old theme's colour (dark blue on black).
void TestSandboxWindowFrame::logLinksTakeTheNewThemesColour()
{
    startRound(17, 9);
    m_window->logView()->addRefusal(QStringLiteral("not now"), QStringLiteral("403.1"));
    const QTextDocument& log = *m_window->logView()->document();
    QVERIFY(!linkColours(log).isEmpty());
    const QPalette light = QApplication::palette();
    QPalette dark = light;
    dark.setColor(QPalette::Link, QColor(0x80, 0xc0, 0xff));
    dark.setColor(QPalette::Base, Qt::black);
    QApplication::setPalette(dark);
    QCoreApplication::processEvents();
    const QList<QColor> colours = linkColours(log);
    QApplication::setPalette(light);
    for (const QColor& colour : colours)
        QCOMPARE(colour, QColor(0x80, 0xc0, 0xff));
    QVERIFY(m_window->logView()->toPlainText().contains(QStringLiteral("not now"))); // refusals kept
}

// Nothing lost: a played battle keeps an autosave a crash would leave, which restores the battle.
void TestSandboxWindowFrame::aPlayedBattleKeepsAnAutosaveUntilSaved()
{
    const AutosaveFolder folder(m_dir.filePath(QStringLiteral("data")));
    m_window->keepAutosave(folder);
    QTest::qWait(AutosaveKeeper::kPauseMs * 2);
    QVERIFY(folder.read().autosaves.isEmpty()); // nothing played yet
    playAMove();
    QTRY_COMPARE(folder.read().autosaves.size(), 1);
    const Autosave kept = folder.read().autosaves.first();
    QCOMPARE(kept.kind, SandboxWindow::kBattleAutosave);

    QString problem;
    const std::unique_ptr<SandboxWindow> restored(
        SandboxWindow::restore(kept, m_settings, m_cards, &problem));
    QVERIFY2(restored, qPrintable(problem));
    restored->setAttribute(Qt::WA_DeleteOnClose, false);
    QCOMPARE(restored->session()->battle().history(), battle().history());
    QVERIFY(restored->session()->battle().state() == battle().state());
    QVERIFY(restored->isWindowModified());
    // The next sandbox opens at the size this one was left at.
    restored->resize(900, 650);
    restored->hide();
    const std::unique_ptr<SandboxWindow> again(SandboxWindow::restore(kept, m_settings, m_cards, &problem));
    again->setAttribute(Qt::WA_DeleteOnClose, false);
    QCOMPARE(again->size(), QSize(900, 650));

    QVERIFY(m_window->saveBattle(m_dir.filePath(QStringLiteral("played.json"))));
    QTRY_VERIFY(folder.read().autosaves.isEmpty());
}

// Placements alone are unsaved work too: restored, they stay unsaved and keep their autosave.
void TestSandboxWindowFrame::aRestoredBattleOfPlacementsStaysUnsaved()
{
    const AutosaveFolder folder(m_dir.filePath(QStringLiteral("placements")));
    m_window->keepAutosave(folder);
    const PositionCheck placed = m_window->session()->moveInSetup(QStringLiteral("A1"), Square{1, 1});
    QVERIFY2(placed.ok(), qPrintable(placed.message));
    QTRY_COMPARE(folder.read().autosaves.size(), 1);
    const Autosave kept = folder.read().autosaves.first();

    QString problem;
    const std::unique_ptr<SandboxWindow> restored(
        SandboxWindow::restore(kept, m_settings, m_cards, &problem));
    QVERIFY2(restored, qPrintable(problem));
    restored->setAttribute(Qt::WA_DeleteOnClose, false);
    QCOMPARE(restored->session()->setup().creatures.first().at, (Square{1, 1}));
    QVERIFY(restored->isWindowModified());
    restored->keepAutosave(folder, kept.slot);
    QTest::qWait(AutosaveKeeper::kPauseMs * 2);
    QCOMPARE(folder.read().autosaves.size(), 1); // still there: nothing saved it
}

QTEST_MAIN(TestSandboxWindowFrame)
#include "tst_sandbox_window_frame.moc"
