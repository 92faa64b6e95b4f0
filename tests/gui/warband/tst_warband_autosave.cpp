// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "warband/warband_file.h"

#include "workspace_fixture.h"

#include <QFile>
#include <QLineEdit>

using namespace ddm;
using namespace ddm::gui;
using namespace ddm::test;

// Unsaved warbands survive a crash: each keeps an autosave while it has unsaved changes, and the
// next start can open them again as they were (first-hour issue, "nothing lost").
class TestWarbandAutosave : public QObject, public WorkspaceHarness {
    Q_OBJECT

private slots:
    void init() { setUpWorkspace(); }
    void cleanup() { tearDownWorkspace(); }

    void editsKeepAnAutosaveUntilSaved();
    void closingWithoutSavingRemovesIt();
    void aRestoredWarbandIsUnsavedAndSavesToItsFile();
    void aNeverSavedWarbandRestoresUntitled();
    void aDamagedAutosaveIsNamed();

private:
    QList<Autosave> autosaves() const { return folder().read().autosaves; }
    AutosaveFolder folder() const { return AutosaveFolder(m_fixture->session().database().dataDirectory()); }
};

void TestWarbandAutosave::editsKeepAnAutosaveUntilSaved()
{
    WarbandEditor* editor = startWildWarband();
    editor->addCreatures({m_fixture->idOf(QStringLiteral("Test Goblin Sneak"))});
    QTRY_COMPARE(autosaves().size(), 1);
    const Autosave kept = autosaves().first();
    QCOMPARE(kept.kind, QStringLiteral("warband"));
    QVERIFY(kept.originalPath.isEmpty());
    QCOMPARE(WarbandFile::read(kept.content).warband, m_workspace->currentDocument()->warband());

    // Every edit, once the edits pause.
    QTest::keyClicks(child<QLineEdit>("titleEdit"), QStringLiteral("Night Pack"));
    QTRY_COMPARE(WarbandFile::read(autosaves().value(0).content).warband.title, QStringLiteral("Night Pack"));

    m_script.savePath = m_fixture->filePath(QStringLiteral("night.json"));
    QVERIFY(m_workspace->save());
    QTRY_VERIFY(autosaves().isEmpty());
}

void TestWarbandAutosave::closingWithoutSavingRemovesIt()
{
    startWildWarband()->addCreatures({m_fixture->idOf(QStringLiteral("Test Sky Hawk"))});
    QTRY_COMPARE(autosaves().size(), 1);
    m_script.answers = {SaveAnswer::Discard};
    QVERIFY(m_workspace->closeTab(0));
    QVERIFY(autosaves().isEmpty());
}

void TestWarbandAutosave::aRestoredWarbandIsUnsavedAndSavesToItsFile()
{
    // The file as last saved, and the warband as it stood when the app was killed.
    Warband onDisk;
    onDisk.title = QStringLiteral("Skirmishers");
    onDisk.faction = Faction::Wild;
    const QString path = m_fixture->filePath(QStringLiteral("skirmishers.json"));
    QVERIFY(WarbandFile::save(onDisk, path).ok());
    Warband unsaved = onDisk;
    unsaved.creatures.append(WarbandEntry{QStringLiteral("Test Goblin Sneak"), QString(), {}});
    QVERIFY(!folder().write(
        {QStringLiteral("warband-killed"), QStringLiteral("warband"), path, WarbandFile::write(unsaved)}));

    QCOMPARE(m_workspace->restoreAutosaves(autosaves()), 1);
    WarbandDocument* document = m_workspace->currentDocument();
    QCOMPARE(document->warband(), unsaved);
    QCOMPARE(document->filePath(), path);
    QVERIFY(document->isModified());
    QVERIFY(m_workspace->tabText(0).endsWith(QLatin1Char('*')));
    QCOMPARE(entries()->rowCount(), 1);

    m_script.savePath.clear(); // Save must not ask: the warband has its file
    QVERIFY(m_workspace->save());
    QCOMPARE(WarbandFile::load(path).warband, unsaved);
    QTRY_VERIFY(autosaves().isEmpty()); // the restored warband kept the autosave until it was saved
}

void TestWarbandAutosave::aNeverSavedWarbandRestoresUntitled()
{
    Warband unsaved; // no faction chosen yet: a warband file would refuse it, a draft is fine
    unsaved.creatures.append(WarbandEntry{QStringLiteral("Test Sky Hawk"), QString(), {}});
    QVERIFY(!folder().write(
        {QStringLiteral("warband-new"), QStringLiteral("warband"), QString(), WarbandFile::write(unsaved)}));
    QCOMPARE(m_workspace->restoreAutosaves(autosaves()), 1);
    QVERIFY(m_workspace->currentDocument()->isModified());
    QVERIFY(m_workspace->currentDocument()->filePath().isEmpty());
    QCOMPARE(m_workspace->tabText(0), QStringLiteral("Untitled warband*"));
}

void TestWarbandAutosave::aDamagedAutosaveIsNamed()
{
    QVERIFY(!folder().write({QStringLiteral("warband-odd"), QStringLiteral("warband"), QString(),
                             R"({"format": "ddm-warband", "version": 1, "points": "many"})"}));
    QCOMPARE(m_workspace->restoreAutosaves(autosaves()), 0);
    QCOMPARE(m_script.errors.size(), 1);
    QVERIFY2(m_script.errors.first().contains(QStringLiteral("warband-odd")),
             qPrintable(m_script.errors.first()));
    QCOMPARE(m_workspace->count(), 0);
}

QTEST_MAIN(TestWarbandAutosave)
#include "tst_warband_autosave.moc"
