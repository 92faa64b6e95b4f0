// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/app_session.h"
#include "mainwindow/main_window.h"
#include "storage/catalog_importer.h"
#include "warband/warband_editor.h"

#include "../warband/workspace_fixture.h"

#include <QApplication>
#include <QProcess>
#include <QTemporaryDir>

#include <cstdio>

using namespace ddm;
using namespace ddm::gui;
using namespace ddm::test;

namespace {

const char kChildMode[] = "--edit-then-wait";

std::unique_ptr<AppSession> openSession(const QString& directory)
{
    auto session = std::make_unique<AppSession>(
        std::make_unique<AppSettings>(QDir(directory).filePath(QStringLiteral("settings.ini"))));
    if (session->open(directory))
        return nullptr;
    return session;
}

// The app as a player leaves it: a new warband with a creature added, not saved. Says "autosaved"
// once the autosave is written, then waits to be killed.
int editThenWait(const QString& directory)
{
    const std::unique_ptr<AppSession> session = openSession(directory);
    if (!session)
        return 2;
    MainWindow window(*session);
    window.show();
    window.workspace()->newWarband()->addCreatures(
        {session->cards().creaturesNamed(QStringLiteral("Test Goblin Sneak")).value(0).id});
    while (AutosaveFolder(directory).read().autosaves.isEmpty())
        QTest::qWait(20);
    std::puts("autosaved");
    std::fflush(stdout);
    return QApplication::exec();
}

} // namespace

// The app killed with SIGKILL after an unsaved edit: the next start offers the warband back.
class TestAutosaveAfterKill : public QObject {
    Q_OBJECT

private slots:
    void init();
    void aKilledAppsWarbandIsOfferedBack();
    void discardingForgetsIt();

private:
    void killAfterAnEdit(); // runs this program in kChildMode on m_data and kills it
    QTemporaryDir m_data;
};

void TestAutosaveAfterKill::init()
{
    m_data.~QTemporaryDir();
    new (&m_data) QTemporaryDir;
    const CatalogImportResult imported = CatalogImporter::importFile(builderCatalogPath(), m_data.path());
    QVERIFY2(imported.ok(), qPrintable(imported.errors.value(0).toString()));
}

void TestAutosaveAfterKill::killAfterAnEdit()
{
    QProcess app;
    app.start(QCoreApplication::applicationFilePath(), {QLatin1String(kChildMode), m_data.path()});
    QVERIFY(app.waitForStarted());
    QByteArray said;
    while (!said.contains("autosaved") && app.waitForReadyRead(30000))
        said += app.readAllStandardOutput();
    QVERIFY2(said.contains("autosaved"), app.readAllStandardError().constData());
    app.kill();
    QVERIFY(app.waitForFinished());
    QCOMPARE(app.exitStatus(), QProcess::CrashExit);
}

void TestAutosaveAfterKill::aKilledAppsWarbandIsOfferedBack()
{
    killAfterAnEdit();
    const std::unique_ptr<AppSession> session = openSession(m_data.path());
    QVERIFY(session);
    MainWindow window(*session);
    ScriptedPrompts::Script script;
    script.restore = true;
    window.workspace()->setPrompts(std::make_unique<ScriptedPrompts>(script));
    window.offerRestore();
    QCOMPARE(script.restoreAsked, QStringList{QStringLiteral("Warband (untitled)")});
    QVERIFY2(script.errors.isEmpty(), qPrintable(script.errors.join(QLatin1Char('\n'))));
    QCOMPARE(window.workspace()->count(), 1);
    const WarbandDocument* document = window.workspace()->currentDocument();
    QVERIFY(document->isModified());
    QCOMPARE(document->warband().creatures.size(), 1);
    QCOMPARE(document->warband().creatures.first().name, QStringLiteral("Test Goblin Sneak"));
}

void TestAutosaveAfterKill::discardingForgetsIt()
{
    killAfterAnEdit();
    const std::unique_ptr<AppSession> session = openSession(m_data.path());
    QVERIFY(session);
    MainWindow window(*session);
    ScriptedPrompts::Script script; // restore: false
    window.workspace()->setPrompts(std::make_unique<ScriptedPrompts>(script));
    window.offerRestore();
    QCOMPARE(script.restoreAsked.size(), 1);
    QCOMPARE(window.workspace()->count(), 0);
    QVERIFY(AutosaveFolder(m_data.path()).read().autosaves.isEmpty());
}

int main(int argc, char** argv)
{
    QApplication application(argc, argv);
    if (argc == 3 && qstrcmp(argv[1], kChildMode) == 0)
        return editThenWait(QString::fromLocal8Bit(argv[2]));
    TestAutosaveAfterKill test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_autosave_after_kill.moc"
