// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "builder/warband_document.h"
#include "builder/warband_edits.h"
#include "builder/warband_entry_model.h"

#include "english_plural_translator.h"
#include "common/theme.h"
#include "workspace_fixture.h"

#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QMimeData>
#include <QApplication>
#include <QLabel>
#include <QProgressBar>
#include <QSignalSpy>
#include <QUndoGroup>
#include <QUndoStack>

#include <memory>

using namespace ddm;
using namespace ddm::gui;
using namespace ddm::test;

class TestWarbandEditing : public QObject, private WorkspaceHarness {
    Q_OBJECT

private slots:
    void init() { setUpWorkspace(); }
    void cleanup() { tearDownWorkspace(); }

    void addsCreaturesAndShowsViolations();
    void modelDropAddsThroughTheUndoStack();
    void keysInTheCreatureList();
    void typingTheTitleIsOneUndoStep();
    void violationActivationNamesTheRule();
    void followsCatalogReplacement();
    void theMapPickerChecksTheSize();
    void theUsersMapsAreOffered();

private:
    EnglishPluralTranslator m_plurals; // installed while the test object lives
};

void TestWarbandEditing::addsCreaturesAndShowsViolations()
{
    QSignalSpy current(m_workspace.get(), &WarbandWorkspace::currentDocumentChanged);
    // With no warband open, adding starts one.
    m_workspace->addCreatures({m_fixture->idOf(QStringLiteral("Test Goblin Sneak"))});
    QCOMPARE(m_workspace->count(), 1);
    QVERIFY(current.count() >= 1);
    QCOMPARE(entries()->rowCount(), 1);
    QCOMPARE(rulesIn(violations()), QStringList{QStringLiteral("101.1")}); // no faction yet
    chooseInCombo(child<QComboBox>("factionCombo"), QStringLiteral("Wild"));
    QCOMPARE(rulesIn(violations()), QStringList());
    QCOMPARE(violations()->rowCount(), 2); // no map chosen yet, and the unknown-size warning
    chooseInCombo(child<QComboBox>("mapCombo"), kFullSizeMapChoice);
    QCOMPARE(violations()->rowCount(), 1); // the unknown-size warning
    QCOMPARE(violations()->index(0, 1).data().toString(),
             QStringLiteral("Warning: 1 creature of unknown size; check that none is Huge or larger."));
    QVERIFY(violations()
                ->index(0, 1)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QLatin1String("Test Goblin Sneak")));
    // Switched off in Preferences, it goes; every other check stays.
    m_fixture->session().settings().setValue(SettingKey::WarnUnknownSizes, false);
    m_fixture->session().applyLegalityPreferences();
    QCOMPARE(violations()->rowCount(), 0);
    m_fixture->session().settings().setValue(SettingKey::WarnUnknownSizes, true);
    m_fixture->session().applyLegalityPreferences();
    QCOMPARE(violations()->rowCount(), 1);
    QCOMPARE(child<QProgressBar>("pointsBar")->text(), QStringLiteral("5 of 200 points"));
    QCOMPARE(child<QProgressBar>("creaturesBar")->text(), QStringLiteral("1 of 10 creatures")); // 101.2

    // The over-cost wyrm is added, not refused; its violation shows and goes with undo.
    m_workspace->addCreatures({m_fixture->idOf(QStringLiteral("Test Ancient Wyrm"))});
    QCOMPARE(entries()->rowCount(), 2);
    QCOMPARE(rulesIn(violations()), QStringList{QStringLiteral("101.2")});
    QVERIFY(child<QProgressBar>("pointsBar")->text().contains(QStringLiteral("165 of 200")));
    chooseInCombo(child<QComboBox>("pointsCombo"), QStringLiteral("100 points"));
    QCOMPARE(child<QProgressBar>("pointsBar")->text(),
             QStringLiteral("165 of 100 points: 65 over the limit"));
    QVERIFY(child<QProgressBar>("pointsBar")->property("overLimit").toBool());
    // Over the limit looks like a problem: the bar and the verdict in the warning colour, the verdict bold.
    const QColor warning = warningColour(QApplication::palette());
    QCOMPARE(child<QProgressBar>("pointsBar")->palette().color(QPalette::Highlight), warning);
    QCOMPARE(child<QLabel>("verdictLabel")->palette().color(QPalette::WindowText), warning);
    QVERIFY(child<QLabel>("verdictLabel")->font().bold());

    m_workspace->undoGroup()->undo(); // the format
    QCOMPARE(child<QProgressBar>("pointsBar")->palette().color(QPalette::Highlight),
             QApplication::palette().color(QPalette::Highlight));
    m_workspace->undoGroup()->undo(); // the wyrm
    QCOMPARE(entries()->rowCount(), 1);
    QCOMPARE(rulesIn(violations()), QStringList());
    m_workspace->undoGroup()->redo();
    QCOMPARE(rulesIn(violations()), QStringList{QStringLiteral("101.2")});
    QVERIFY(m_workspace->tabText(0).endsWith(QLatin1Char('*')));
    QVERIFY(m_workspace->isWindowModified());
}

// A catalog drag arrives as the model's drop; the edit lands on the undo stack.
void TestWarbandEditing::modelDropAddsThroughTheUndoStack()
{
    startWildWarband();
    auto mime = std::make_unique<QMimeData>();
    mime->setData(QStringLiteral("application/x-ddm-creature-ids"),
                  QByteArray::number(m_fixture->idOf(QStringLiteral("Test Goblin Sneak"))) + '\n' +
                      QByteArray::number(m_fixture->idOf(QStringLiteral("Test Sky Hawk"))));
    QVERIFY(entries()->canDropMimeData(mime.get(), Qt::CopyAction, -1, -1, {}));
    QVERIFY(entries()->dropMimeData(mime.get(), Qt::CopyAction, -1, -1, {}));
    QCOMPARE(entries()->rowCount(), 2);
    QCOMPARE(entries()->index(1, int(WarbandEntryModel::Column::Name)).data().toString(),
             QStringLiteral("Test Sky Hawk"));
    // Reordering by dragging a row onto the top.
    std::unique_ptr<QMimeData> rows(entries()->mimeData({entries()->index(1, 0)}));
    QVERIFY(entries()->dropMimeData(rows.get(), Qt::CopyAction, 0, 0, {}));
    QCOMPARE(entries()->index(0, int(WarbandEntryModel::Column::Name)).data().toString(),
             QStringLiteral("Test Sky Hawk"));
    m_workspace->undoGroup()->undo();
    m_workspace->undoGroup()->undo();
    QCOMPARE(entries()->rowCount(), 0);
}

void TestWarbandEditing::keysInTheCreatureList()
{
    WarbandEditor* editor = startWildWarband();
    editor->addCreatures({m_fixture->idOf(QStringLiteral("Test Goblin Sneak")),
                          m_fixture->idOf(QStringLiteral("Test Sky Hawk"))});
    auto* view = child<QTableView>("entryView");
    view->setFocus();
    view->selectRow(0);
    const auto cell = [this](int row, WarbandEntryModel::Column column) {
        return entries()->index(row, int(column)).data().toString();
    };
    // "+" adds a copy to the row: still two rows, the first counting two.
    QTest::keyClick(view, Qt::Key_Plus);
    QCOMPARE(entries()->rowCount(), 2);
    QCOMPARE(editor->document()->entryCount(), 3);
    QCOMPARE(cell(0, WarbandEntryModel::Column::Copies), QStringLiteral("2×"));
    view->selectRow(1);
    QTest::keyClick(view, Qt::Key_Up, Qt::ControlModifier);
    QCOMPARE(cell(0, WarbandEntryModel::Column::Name), QStringLiteral("Test Sky Hawk"));
    QCOMPARE(editor->selectedRows(), QList<int>{0}); // the selection moved with the row
    QTest::keyClick(view, Qt::Key_Delete);
    QCOMPARE(entries()->rowCount(), 1);
    // The goblins' row is current now; "-" takes one copy, then the last.
    QTest::keyClick(view, Qt::Key_Minus);
    QCOMPARE(cell(0, WarbandEntryModel::Column::Copies), QStringLiteral("1×"));
    QTest::keyClick(view, Qt::Key_Plus);
    QTest::keyClick(view, Qt::Key_Plus);
    QCOMPARE(cell(0, WarbandEntryModel::Column::Copies), QStringLiteral("3×"));
    // Delete removes the row with all its copies.
    QTest::keyClick(view, Qt::Key_Delete);
    QCOMPARE(entries()->rowCount(), 0);
    QCOMPARE(editor->document()->entryCount(), 0);
}

void TestWarbandEditing::typingTheTitleIsOneUndoStep()
{
    startWildWarband();
    auto* title = child<QLineEdit>("titleEdit");
    QTest::keyClicks(title, QStringLiteral("Night Pack"));
    QCOMPARE(m_workspace->currentDocument()->warband().title, QStringLiteral("Night Pack"));
    QCOMPARE(m_workspace->tabText(0), QStringLiteral("Night Pack*"));
    m_workspace->undoGroup()->undo();
    QCOMPARE(title->text(), QString());
    QCOMPARE(m_workspace->currentDocument()->warband().title, QString());
    // Typed and erased again: the merged command changes nothing and leaves the stack.
    QTest::keyClicks(title, QStringLiteral("ab"));
    QTest::keyClick(title, Qt::Key_Backspace);
    QTest::keyClick(title, Qt::Key_Backspace);
    QCOMPARE(m_workspace->currentEditor()->undoStack()->count(),
             2); // the faction and the map: arrowing through each is one step
    QCOMPARE(m_workspace->currentEditor()->undoStack()->text(0),
             QStringLiteral("Change the faction to Wild"));
    QCOMPARE(m_workspace->currentEditor()->undoStack()->text(1),
             QStringLiteral("Change the battle map to Sunken Causeway"));
    QCOMPARE(m_workspace->currentDocument()->warband().title, QString());
}

void TestWarbandEditing::violationActivationNamesTheRule()
{
    WarbandEditor* editor = startWildWarband();
    editor->addCreatures({m_fixture->idOf(QStringLiteral("Test Ancient Wyrm"))});
    QSignalSpy rules(m_workspace.get(), &WarbandWorkspace::ruleActivated);
    auto* view = child<QTreeView>("violationView");
    view->setFocus();
    view->setCurrentIndex(violations()->index(0, 1));
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(rules.count(), 1);
    QCOMPARE(rules.first().first().toString(), QStringLiteral("101.2"));
    // One click is enough.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                      view->visualRect(violations()->index(0, 1)).center());
    QCOMPARE(rules.count(), 2);
}

// A new catalog without the hawk: the entry stays, now marked unknown.
void TestWarbandEditing::followsCatalogReplacement()
{
    WarbandEditor* editor = startWildWarband();
    editor->addCreatures({m_fixture->idOf(QStringLiteral("Test Goblin Sneak")),
                          m_fixture->idOf(QStringLiteral("Test Sky Hawk"))});
    QCOMPARE(rulesIn(violations()), QStringList());
    const CatalogImportResult result = m_fixture->session().importCatalog(
        builderCatalogPath(QStringLiteral("builder_catalog_without_hawk.json")));
    QVERIFY(result.ok());
    QCOMPARE(entries()->rowCount(), 2);
    QCOMPARE(entries()->index(1, int(WarbandEntryModel::Column::Status)).data().toString(),
             QStringLiteral("Unknown card"));
    QCOMPARE(rulesIn(violations()), QStringList{QString()}); // an unknown card has no rule number
}

// 101.2-101.3: a 200-point warband needs a full-size map, a 100-point one a half-size map; the choice
// is an undo step, and a map the program does not know stays the warband's, marked as such.
void TestWarbandEditing::theMapPickerChecksTheSize()
{
    WarbandEditor* editor = startWildWarband();
    m_workspace->addCreatures({m_fixture->idOf(QStringLiteral("Test Goblin Sneak"))});
    auto* maps = child<QComboBox>("mapCombo");
    QCOMPARE(editor->document()->warband().map, QStringLiteral("Sunken Causeway"));
    QVERIFY(maps->findText(QStringLiteral("Crossroads (half size, official map)")) >= 0);
    chooseInCombo(maps, QStringLiteral("Goblin Market (half size, sample map)"));
    QCOMPARE(rulesIn(violations()), QStringList{QStringLiteral("101.2")});
    QVERIFY(violations()->index(0, 1).data().toString().contains(
        QStringLiteral("Goblin Market is a half-size map")));
    chooseInCombo(child<QComboBox>("pointsCombo"), QStringLiteral("100 points"));
    QCOMPARE(rulesIn(violations()), QStringList());
    editor->undoStack()->undo(); // the format
    editor->undoStack()->undo(); // the map
    QCOMPARE(editor->document()->warband().map, QStringLiteral("Sunken Causeway"));
    QCOMPARE(maps->currentText(), kFullSizeMapChoice);

    editor->document()->perform(
        WarbandEdits::setMap(editor->document()->warband(), QStringLiteral("Dragon Shrine")));
    QCOMPARE(maps->currentText(), QStringLiteral("Dragon Shrine (not a map DDM Companion knows)"));
    QCOMPARE(rulesIn(violations()), QStringList());
    chooseInCombo(maps, QStringLiteral("(No map)"));
    QVERIFY(editor->document()->warband().map.isEmpty());
    QCOMPARE(maps->findText(QStringLiteral("Dragon Shrine (not a map DDM Companion knows)")), -1);
}

// A map saved in the data directory's maps folder is offered once the maps are read again.
void TestWarbandEditing::theUsersMapsAreOffered()
{
    startWildWarband();
    m_workspace->addCreatures({m_fixture->idOf(QStringLiteral("Test Goblin Sneak"))});
    auto* maps = child<QComboBox>("mapCombo");
    QVERIFY(QDir().mkpath(m_fixture->session().userMapsDirectory()));
    QFile file(QDir(m_fixture->session().userMapsDirectory()).filePath(QStringLiteral("yard.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"name": "Back Yard", "size": "full", "rows": ["...."]})");
    file.close();
    QFile broken(QDir(m_fixture->session().userMapsDirectory()).filePath(QStringLiteral("broken.json")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write(R"({"name": "Unreadable Yard", "rows": 3})");
    broken.close();
    QCOMPARE(maps->findText(QStringLiteral("Back Yard (full size, your map)")), -1);
    QVERIFY(!maps->toolTip().contains(QLatin1String("broken.json")));
    m_fixture->session().reloadMaps();
    chooseInCombo(maps, QStringLiteral("Back Yard (full size, your map)"));
    QCOMPARE(m_workspace->currentEditor()->document()->warband().map, QStringLiteral("Back Yard"));
    QCOMPARE(rulesIn(violations()), QStringList());
    // The map that did not read is not offered, and the list says which file it was.
    QCOMPARE(maps->findText(QStringLiteral("Unreadable Yard"), Qt::MatchStartsWith), -1);
    QVERIFY(maps->toolTip().contains(QDir::toNativeSeparators(broken.fileName())));
}

QTEST_MAIN(TestWarbandEditing)
#include "tst_warband_editing.moc"
