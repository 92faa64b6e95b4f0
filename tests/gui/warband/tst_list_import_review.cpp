// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A posted list pasted or imported in the app: reviewed, its doubtful items chosen, then opened as a
// new, unsaved warband.
#include "builder/warband_document.h"
#include "warband/list_import_dialog.h"

#include "english_plural_translator.h"
#include "workspace_fixture.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTemporaryDir>

using namespace ddm;
using namespace ddm::test;

class TestListImportReview : public QObject, private WorkspaceHarness {
    Q_OBJECT

private slots:
    void init() { setUpWorkspace(); }
    void cleanup() { tearDownWorkspace(); }
    void pastedListOpensAsAnUnsavedWarband();
    void importedFileOpensToo();
    void doubtfulItemsAreChosenInTheReview();
    void choicesReadTheListAgain();

private:
    EnglishPluralTranslator m_plurals; // "3 creatures", as the shipped English translation has it
};

namespace {

const QString kList = QStringLiteral("Wild, 200 pts\n2x Test Goblin Sneak (5)\nTest Sky Hawk (4)\n");

QStringList names(const Warband& warband)
{
    QStringList result;
    for (const WarbandEntry& entry : warband.creatures)
        result.append(entry.name);
    return result;
}

QString summaryOf(const gui::ListImportDialog& dialog)
{
    return dialog.findChild<QLabel*>(QStringLiteral("listSummary"))->text();
}

} // namespace

void TestListImportReview::pastedListOpensAsAnUnsavedWarband()
{
    QGuiApplication::clipboard()->setText(QStringLiteral("  "));
    QSignalSpy messages(m_workspace.get(), &gui::WarbandWorkspace::statusMessage);
    QVERIFY(!m_workspace->pasteList());
    QVERIFY(m_script.listsReviewed.isEmpty());
    QVERIFY(messages.last().first().toString().contains(QLatin1String("no text")));

    QGuiApplication::clipboard()->setText(kList);
    QVERIFY(!m_workspace->pasteList()); // the review is cancelled: nothing opens
    QCOMPARE(m_workspace->count(), 0);
    m_script.acceptList = true;
    QVERIFY(m_workspace->pasteList());
    QCOMPARE(m_script.listsReviewed.size(), 2);
    QCOMPARE(m_workspace->count(), 1);
    const WarbandDocument* document = m_workspace->currentEditor()->document();
    QCOMPARE(names(document->warband()),
             (QStringList{QStringLiteral("Test Goblin Sneak"), QStringLiteral("Test Goblin Sneak"),
                          QStringLiteral("Test Sky Hawk")}));
    QCOMPARE(document->warband().faction, std::optional(Faction::Wild));
    QVERIFY(document->isModified()); // never saved: closing it asks first
    QVERIFY(messages.last().first().toString().contains(QLatin1String("3 creatures")));
}

void TestListImportReview::importedFileOpensToo()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("list.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(kList.toUtf8());
    file.close();
    m_script.acceptList = true;
    m_script.openPath = path;
    QVERIFY(m_workspace->importListFile());
    QCOMPARE(m_workspace->currentEditor()->document()->warband().creatures.size(), 3);

    QVERIFY(!m_workspace->importListFile(dir.filePath(QStringLiteral("gone.txt"))));
    QCOMPARE(m_script.errors.size(), 1);
    QVERIFY(m_script.errors.first().contains(QLatin1String("gone.txt")));
}

// A near name offers the card and leaving it out; an item found nowhere is left out, and says so.
void TestListImportReview::doubtfulItemsAreChosenInTheReview()
{
    m_script.acceptList = true;
    m_script.onReview = [](const ListImport& imported, const ListRereading& reread) {
        gui::ListImportDialog dialog(imported, reread);
        QVERIFY(summaryOf(dialog).contains(QLatin1String("1 item left out")));
        QVERIFY(!dialog.choiceAt(1)); // nothing to choose for the horror
        QComboBox* near = dialog.choiceAt(0);
        QVERIFY(near);
        QCOMPARE(near->currentText(), QStringLiteral("Test Goblin Sneak"));
        QCOMPARE(names(dialog.warband()),
                 (QStringList{QStringLiteral("Test Goblin Sneak"), QStringLiteral("Test Sky Hawk")}));
        near->setCurrentIndex(near->findText(QStringLiteral("(leave out)")));
        QCOMPARE(names(dialog.warband()), QStringList{QStringLiteral("Test Sky Hawk")});
        QVERIFY(summaryOf(dialog).contains(QLatin1String("2 items left out")));
        auto* lines = dialog.findChild<QTableView*>(QStringLiteral("listLines"));
        QCOMPARE(lines->model()->rowCount(), 3);
        QCOMPARE(lines->model()->index(1, 3).data().toString(), QStringLiteral("not found"));
    };
    QVERIFY(
        m_workspace->importListText(QStringLiteral("Test Goblin Sneek\n2x Zzyzx Horror (9)\nTest Sky Hawk")));
    QCOMPARE(m_script.listsReviewed.size(), 1);
}

// A choice reads the list again: the faction every creature shares and the stated total's
// difference follow the cards chosen, and so does the warband opened.
void TestListImportReview::choicesReadTheListAgain()
{
    m_script.acceptList = true;
    m_script.onReview = [](const ListImport& imported, const ListRereading& reread) {
        gui::ListImportDialog dialog(imported, reread);
        const auto* notes = dialog.findChild<QLabel*>(QStringLiteral("listNotes"));
        QVERIFY(notes->text().isEmpty());
        QCOMPARE(dialog.warband().faction, std::optional(Faction::Wild)); // the one both share
        QComboBox* near = dialog.choiceAt(1);
        QVERIFY(near);
        near->setCurrentIndex(near->findText(QStringLiteral("(leave out)")));
        QVERIFY2(notes->text().contains(QLatin1String("the list states 9 points; its creatures cost 4")),
                 qPrintable(notes->text()));
        QVERIFY(notes->text().contains(QLatin1String("every creature belongs to Borderlands, Wild")));
        QCOMPARE(dialog.warband().faction, std::nullopt); // the hawk alone has two
        near->setCurrentIndex(0);
        QVERIFY(notes->text().isEmpty());
        QCOMPARE(dialog.warband().faction, std::optional(Faction::Wild));
    };
    QVERIFY(
        m_workspace->importListText(QStringLiteral("Test Sky Hawk (4)\nTest Goblin Sneek (5)\nTotal 9 pts")));
    QCOMPARE(m_script.listsReviewed.size(), 1);
}

QTEST_MAIN(TestListImportReview)
#include "tst_list_import_review.moc"
