// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "builder/warband_document.h"
#include "builder/warband_entry_model.h"
#include "warband/missing_copies_dialog.h"
#include "warband/warband_file.h"

#include "workspace_fixture.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableWidget>

using namespace ddm;
using namespace ddm::gui;
using namespace ddm::test;

class TestWarbandFiles : public QObject, private WorkspaceHarness {
    Q_OBJECT

private slots:
    void init() { setUpWorkspace(); }
    void cleanup() { tearDownWorkspace(); }

    void savesAndReopens();
    void exportsTextAndPdf();
    void theFirstExportStartsBesideTheWarband();
    void closePromptGuardsUnsavedWork();
    void keepsUnknownCards();
    void refusesDamagedFiles();
    void refusesToSaveWithoutFaction();
    void listsMissingCopies();
};

namespace {

int pageCount(const QByteArray& pdf)
{
    static const QRegularExpression page(QStringLiteral(R"(/Type\s*/Page(?!s))"));
    return int(QString::fromLatin1(pdf).count(page));
}

} // namespace

void TestWarbandFiles::savesAndReopens()
{
    QSignalSpy recent(m_workspace.get(), &WarbandWorkspace::recentFilesChanged);
    WarbandEditor* editor = startWildWarband();
    editor->addCreatures({m_fixture->idOf(QStringLiteral("Test Goblin Sneak")),
                          m_fixture->idOf(QStringLiteral("Test Sky Hawk"))});
    QTest::keyClicks(child<QLineEdit>("titleEdit"), QStringLiteral("Night Pack"));
    const Warband saved = m_workspace->currentDocument()->warband();
    m_script.savePath = m_fixture->filePath(QStringLiteral("night")); // the dialog adds no suffix
    QVERIFY(m_workspace->save());
    const QString path = m_fixture->filePath(QStringLiteral("night.json"));
    QVERIFY(QFile::exists(path));
    QCOMPARE(m_workspace->tabText(0), QStringLiteral("Night Pack"));
    QVERIFY(!m_workspace->isWindowModified());
    QCOMPARE(m_workspace->recentFiles().value(0), path);
    QCOMPARE(recent.count(), 1);

    QVERIFY(m_workspace->closeTab(0)); // saved: no question
    QVERIFY(m_script.asked.isEmpty());
    QVERIFY(m_workspace->openFile(path));
    QCOMPARE(m_workspace->currentDocument()->warband(), saved);
    QCOMPARE(entries()->rowCount(), 2);
    QVERIFY(m_workspace->openFile(path)); // already open: shown, not opened twice
    QCOMPARE(m_workspace->count(), 1);
}

void TestWarbandFiles::exportsTextAndPdf()
{
    WarbandEditor* editor = startWildWarband();
    editor->addCreatures({m_fixture->idOf(QStringLiteral("Test Goblin Sneak")),
                          m_fixture->idOf(QStringLiteral("Test Ancient Wyrm"))});
    QTest::keyClicks(child<QLineEdit>("titleEdit"), QStringLiteral("Export Pack"));

    const QString textPath = m_fixture->filePath(QStringLiteral("pack.txt"));
    QVERIFY(m_workspace->exportText(textPath));
    const QString text = QString::fromUtf8(fileBytes(textPath));
    QVERIFY2(text.contains(QStringLiteral("Export Pack")) && text.contains(QStringLiteral("Not legal")) &&
                 text.contains(QStringLiteral("(101.2)")),
             qPrintable(text));
    m_script.savePath = m_fixture->filePath(QStringLiteral("pack"));
    QVERIFY(m_workspace->exportMarkdown());
    QVERIFY(fileBytes(m_fixture->filePath(QStringLiteral("pack.md"))).startsWith("# Export Pack"));
    m_workspace->copyExport(ExportFormat::BBCode);
    QVERIFY(QApplication::clipboard()->text().startsWith(QStringLiteral("[size=150][b]Export Pack")));

    const QString pdfPath = m_fixture->filePath(QStringLiteral("pack.pdf"));
    QVERIFY(m_workspace->exportPdf(pdfPath));
    QVERIFY(fileBytes(pdfPath).startsWith("%PDF"));
    QCOMPARE(pageCount(fileBytes(pdfPath)), 1);

    // A long roster shrinks to stay on one page.
    QList<qint64> many;
    for (const char* name : {"Test Goblin Sneak", "Test Sky Hawk", "Test Paladin of Dawn"})
        many << m_fixture->idOf(QLatin1String(name)) << m_fixture->idOf(QLatin1String(name));
    editor->addCreatures(many + many);
    child<QPlainTextEdit>("notesEdit")->setPlainText(QStringLiteral("A long note. ").repeated(200));
    QVERIFY(m_workspace->currentDocument()->warband().notes.startsWith(QStringLiteral("A long note.")));
    QVERIFY(m_workspace->exportPdf(pdfPath));
    QCOMPARE(pageCount(fileBytes(pdfPath)), 1);
    QVERIFY(m_script.errors.isEmpty());
}

// First-hour bug 12: the first export dialog opened in the process's working directory (often the
// system's temporary folder), not where the warband was saved.
void TestWarbandFiles::theFirstExportStartsBesideTheWarband()
{
    WarbandEditor* editor = startWildWarband();
    editor->addCreatures({m_fixture->idOf(QStringLiteral("Test Goblin Sneak"))});
    m_script.savePath.clear(); // the dialog is cancelled: only its suggestion matters here
    QVERIFY(!m_workspace->exportMarkdown());
    QCOMPARE(QFileInfo(m_script.suggestedSavePath).absolutePath(), QDir::homePath()); // never saved
    const QString folder = m_fixture->filePath(QStringLiteral("kept"));
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(m_workspace->saveAs(QDir(folder).filePath(QStringLiteral("goblins.json"))));
    QVERIFY(!m_workspace->exportPdf());
    QCOMPARE(QFileInfo(m_script.suggestedSavePath).absolutePath(), folder);
}

void TestWarbandFiles::closePromptGuardsUnsavedWork()
{
    WarbandEditor* editor = startWildWarband();
    editor->addCreatures({m_fixture->idOf(QStringLiteral("Test Goblin Sneak"))});
    QVERIFY(m_workspace->tabText(0).endsWith(QLatin1Char('*')));

    m_script.answers = {SaveAnswer::Cancel};
    QVERIFY(!m_workspace->closeTab(0));
    QCOMPARE(m_workspace->count(), 1);
    QCOMPARE(m_script.asked.size(), 1);
    m_script.answers = {SaveAnswer::Cancel};
    QVERIFY(!m_workspace->maybeCloseAll());

    m_script.answers = {SaveAnswer::Discard};
    QVERIFY(m_workspace->closeTab(0));
    QCOMPARE(m_workspace->count(), 0);
    QCOMPARE(m_workspace->currentDocument(), nullptr);

    // Save answers by saving; the tab then closes.
    startWildWarband()->addCreatures({m_fixture->idOf(QStringLiteral("Test Sky Hawk"))});
    m_script.answers = {SaveAnswer::Save};
    m_script.savePath = m_fixture->filePath(QStringLiteral("closing.json"));
    QVERIFY(m_workspace->closeCurrentTab());
    QVERIFY(QFile::exists(m_script.savePath));
    QCOMPARE(m_workspace->count(), 0);
    QVERIFY(m_workspace->maybeCloseAll());
}

void TestWarbandFiles::keepsUnknownCards()
{
    const QString source = test::testDataPath(QStringLiteral("builder/with_unknown_card.json"));
    QSignalSpy status(m_workspace.get(), &WarbandWorkspace::statusMessage);
    QVERIFY(m_workspace->openFile(source));
    QCOMPARE(entries()->rowCount(), 3);
    QCOMPARE(entries()->index(1, int(WarbandEntryModel::Column::Name)).data().toString(),
             QStringLiteral("Test Card From A Newer Catalog"));
    QCOMPARE(entries()->index(1, int(WarbandEntryModel::Column::Status)).data().toString(),
             QStringLiteral("Unknown card"));
    QCOMPARE(entries()->index(2, int(WarbandEntryModel::Column::Items)).data().toString(),
             QStringLiteral("Test Unknown Ring (unknown)"));
    QVERIFY(status.last().first().toString().contains(QStringLiteral("unknown")));

    const QString copy = m_fixture->filePath(QStringLiteral("copy.json"));
    QVERIFY(m_workspace->saveAs(copy));
    QCOMPARE(WarbandFile::load(copy).warband, WarbandFile::load(source).warband);
}

void TestWarbandFiles::refusesDamagedFiles()
{
    QVERIFY(m_workspace->openFile(test::testDataPath(QStringLiteral("builder/with_unknown_card.json"))));
    const Warband before = m_workspace->currentDocument()->warband();
    const QString damaged = test::testDataPath(QStringLiteral("builder/damaged.json"));
    const QByteArray bytes = fileBytes(damaged);

    QVERIFY(!m_workspace->openFile(damaged));
    QCOMPARE(m_script.errors.size(), 1);
    QVERIFY2(m_script.errors.first().contains(QStringLiteral("not valid JSON")),
             qPrintable(m_script.errors.first()));
    QCOMPARE(m_workspace->count(), 1);
    QCOMPARE(m_workspace->currentDocument()->warband(), before);
    QCOMPARE(fileBytes(damaged), bytes);
    QVERIFY(!m_workspace->recentFiles().contains(damaged));

    QVERIFY(!m_workspace->openFile(m_fixture->filePath(QStringLiteral("missing.json"))));
    QCOMPARE(m_script.errors.size(), 2);
}

void TestWarbandFiles::refusesToSaveWithoutFaction()
{
    m_workspace->newWarband();
    const QString path = m_fixture->filePath(QStringLiteral("nofaction.json"));
    QVERIFY(!m_workspace->saveAs(path));
    QVERIFY(!QFile::exists(path));
    QCOMPARE(m_script.errors.size(), 1);
    QVERIFY(m_script.errors.first().contains(QStringLiteral("faction")));
    chooseInCombo(child<QComboBox>("scenarioCombo"), QStringLiteral("Sealed booster"));
    QVERIFY(m_workspace->saveAs(path)); // sealed booster needs none
}

void TestWarbandFiles::listsMissingCopies()
{
    WarbandEditor* editor = startWildWarband();
    const qint64 goblin = m_fixture->idOf(QStringLiteral("Test Goblin Sneak"));
    editor->addCreatures({goblin, goblin, goblin, m_fixture->idOf(QStringLiteral("Test Sky Hawk"))});
    QVERIFY(m_fixture->session()
                .collection()
                .setOwnedCount(QStringLiteral("Test Goblin Sneak"), QStringLiteral("Invented Set A"), 1)
                .ok());
    QVERIFY(m_fixture->session()
                .collection()
                .setOwnedCount(QStringLiteral("Test Sky Hawk"), QStringLiteral("Invented Set B"), 1)
                .ok());
    m_workspace->showMissingCopies();
    auto* dialog = m_workspace->findChild<MissingCopiesDialog*>();
    QVERIFY(dialog);
    auto* table = dialog->findChild<QTableWidget*>(QStringLiteral("missingCopiesTable"));
    QCOMPARE(table->rowCount(), 1); // only the goblins are short
    QCOMPARE(table->item(0, 0)->text(), QStringLiteral("Test Goblin Sneak"));
    QCOMPARE(table->item(0, 4)->data(Qt::DisplayRole).toInt(), 2);
    dialog->findChild<QCheckBox*>(QStringLiteral("onlyMissingCheck"))->click();
    QCOMPARE(table->rowCount(), 2);
    dialog->close();
}

QTEST_MAIN(TestWarbandFiles)
#include "tst_warband_files.moc"
