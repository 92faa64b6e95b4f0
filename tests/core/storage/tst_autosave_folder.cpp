// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/autosave_folder.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace ddm;

// The autosaves a crash leaves behind: written whole, read back as written, damaged ones named.
class TestAutosaveFolder : public QObject {
    Q_OBJECT

private slots:
    void writesAndReadsBack();
    void replacesItsSlotAndRemoves();
    void namesTheFilesThatDoNotRead();
    void slotsDoNotRepeat();
};

namespace {

Autosave warbandAutosave(const QString& slot, const QByteArray& title)
{
    return {slot, QStringLiteral("warband"), QStringLiteral("/home/player/goblins.json"),
            R"({"format": "ddm-warband", "title": ")" + title + R"("})"};
}

} // namespace

void TestAutosaveFolder::writesAndReadsBack()
{
    QTemporaryDir data;
    const AutosaveFolder folder(data.path());
    QCOMPARE(folder.path(), QDir(data.path()).filePath(QStringLiteral("autosave")));
    QVERIFY(folder.read().autosaves.isEmpty());
    const Autosave written = warbandAutosave(QStringLiteral("warband-1"), "Goblin Rush");
    QVERIFY(!folder.write(written));
    const AutosaveFolder::Found found = folder.read();
    QVERIFY(found.problems.isEmpty());
    QCOMPARE(found.autosaves.size(), 1);
    const Autosave& read = found.autosaves.first();
    QCOMPARE(read.slot, written.slot);
    QCOMPARE(read.kind, written.kind);
    QCOMPARE(read.originalPath, written.originalPath);
    QCOMPARE(QJsonDocument::fromJson(read.content), QJsonDocument::fromJson(written.content));
}

void TestAutosaveFolder::replacesItsSlotAndRemoves()
{
    QTemporaryDir data;
    const AutosaveFolder folder(data.path());
    QVERIFY(!folder.write(warbandAutosave(QStringLiteral("warband-1"), "First")));
    QVERIFY(!folder.write(warbandAutosave(QStringLiteral("warband-1"), "Second")));
    QVERIFY(!folder.write(warbandAutosave(QStringLiteral("warband-2"), "Other")));
    QList<Autosave> autosaves = folder.read().autosaves;
    QCOMPARE(autosaves.size(), 2);
    QVERIFY(std::any_of(autosaves.cbegin(), autosaves.cend(),
                        [](const Autosave& autosave) { return autosave.content.contains("Second"); }));
    folder.remove(QStringLiteral("warband-1"));
    autosaves = folder.read().autosaves;
    QCOMPARE(autosaves.size(), 1);
    QCOMPARE(autosaves.first().slot, QStringLiteral("warband-2"));
    folder.removeAll();
    QVERIFY(folder.read().autosaves.isEmpty());
}

void TestAutosaveFolder::namesTheFilesThatDoNotRead()
{
    QTemporaryDir data;
    const AutosaveFolder folder(data.path());
    QVERIFY(!folder.write(warbandAutosave(QStringLiteral("warband-1"), "Kept")));
    QFile broken(QDir(folder.path()).filePath(QStringLiteral("warband-2.json")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write(R"({"format": "ddm-autosave", "kind": "warband", "content": {"title": )");
    broken.close();
    QFile foreign(QDir(folder.path()).filePath(QStringLiteral("notes.json")));
    QVERIFY(foreign.open(QIODevice::WriteOnly));
    foreign.write(R"({"title": "not ours"})");
    foreign.close();
    const AutosaveFolder::Found found = folder.read();
    QCOMPARE(found.autosaves.size(), 1);
    QCOMPARE(found.problems.size(), 2);
    QVERIFY2(found.problems.join(QLatin1Char('\n')).contains(QStringLiteral("warband-2.json: at byte")),
             qPrintable(found.problems.join(QLatin1Char('\n'))));
    QVERIFY(found.problems.join(QLatin1Char('\n')).contains(QStringLiteral("notes.json: not an autosave")));
}

void TestAutosaveFolder::slotsDoNotRepeat()
{
    const QString first = AutosaveFolder::newSlot(QStringLiteral("battle"));
    QVERIFY(first.startsWith(QStringLiteral("battle-")));
    QVERIFY(first != AutosaveFolder::newSlot(QStringLiteral("battle")));
}

QTEST_MAIN(TestAutosaveFolder)
#include "tst_autosave_folder.moc"
