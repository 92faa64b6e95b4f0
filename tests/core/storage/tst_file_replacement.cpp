// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/file_replacement.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace ddm;

// How an import puts its new database in place: whole or not at all, through Qt's file calls only,
// so the same test holds on every system the code is built for.
class TestFileReplacement : public QObject {
    Q_OBJECT

private slots:
    void replacesTheTargetWhole();
    void createsAMissingTarget();
    void leavesTheTargetWhenNotCommitted();
    void aFailedReplacementKeepsTheOldFile();
    void leftoversGoOnlyWhenNobodyWrites();
};

namespace {

constexpr char kPattern[] = "catalog-import-XXXXXX.sqlite";

QByteArray contentsOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool write(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

// More than one copy chunk, and no two chunks alike.
QByteArray largeDatabase()
{
    QByteArray bytes;
    for (int i = 0; bytes.size() < 3 * 1024 * 1024; ++i)
        bytes.append(QByteArray::number(i)).append(' ');
    return bytes;
}

QStringList filesIn(const QString& directory)
{
    return QDir(directory).entryList(QDir::Files, QDir::Name);
}

} // namespace

void TestFileReplacement::replacesTheTargetWhole()
{
    QTemporaryDir directory;
    const QString target = directory.filePath(QStringLiteral("catalog.sqlite"));
    QVERIFY(write(target, "the old catalog, longer than the new one will be at its start"));
    const QByteArray replacement = largeDatabase();
    {
        FileReplacement writing(target, QLatin1String(kPattern));
        QCOMPARE(writing.open(), std::nullopt);
        QCOMPARE(QFileInfo(writing.temporaryPath()).absolutePath(), QFileInfo(target).absolutePath());
        QVERIFY(write(writing.temporaryPath(), replacement));
        QCOMPARE(writing.commit(), std::nullopt);
    }
    QCOMPARE(contentsOf(target), replacement);
    // Nothing else is left behind: the temporary file went and the lock was let go.
    QCOMPARE(filesIn(directory.path()), QStringList{QStringLiteral("catalog.sqlite")});
}

void TestFileReplacement::createsAMissingTarget()
{
    QTemporaryDir directory;
    const QString target = directory.filePath(QStringLiteral("new/data/catalog.sqlite"));
    FileReplacement writing(target, QLatin1String(kPattern));
    QCOMPARE(writing.open(), std::nullopt);
    QVERIFY(write(writing.temporaryPath(), "first catalog"));
    QCOMPARE(writing.commit(), std::nullopt);
    QCOMPARE(contentsOf(target), QByteArray("first catalog"));
}

void TestFileReplacement::leavesTheTargetWhenNotCommitted()
{
    QTemporaryDir directory;
    const QString target = directory.filePath(QStringLiteral("catalog.sqlite"));
    QVERIFY(write(target, "the old catalog"));
    {
        FileReplacement writing(target, QLatin1String(kPattern));
        QCOMPARE(writing.open(), std::nullopt);
        QVERIFY(write(writing.temporaryPath(), "half a new catalog"));
    } // the import failed: no commit
    QCOMPARE(contentsOf(target), QByteArray("the old catalog"));
    QCOMPARE(filesIn(directory.path()), QStringList{QStringLiteral("catalog.sqlite")});
}

// The target is a folder, which no system lets a file replace: the error names it and the folder
// with its contents stays.
void TestFileReplacement::aFailedReplacementKeepsTheOldFile()
{
    QTemporaryDir directory;
    const QString target = directory.filePath(QStringLiteral("catalog.sqlite"));
    QVERIFY(QDir().mkpath(target));
    QVERIFY(write(QDir(target).filePath(QStringLiteral("inside.txt")), "kept"));
    FileReplacement writing(target, QLatin1String(kPattern));
    QCOMPARE(writing.open(), std::nullopt);
    QVERIFY(write(writing.temporaryPath(), "new catalog"));
    const std::optional<QString> error = writing.commit();
    QVERIFY(error);
    QVERIFY2(error->startsWith(target), qPrintable(*error));
    QVERIFY(QFileInfo(target).isDir());
    QCOMPARE(contentsOf(QDir(target).filePath(QStringLiteral("inside.txt"))), QByteArray("kept"));
}

void TestFileReplacement::leftoversGoOnlyWhenNobodyWrites()
{
    QTemporaryDir directory;
    const QString target = directory.filePath(QStringLiteral("catalog.sqlite"));
    QVERIFY(
        write(directory.filePath(QStringLiteral("catalog-import-Ab12Cd.sqlite")), "left by a killed import"));
    QString beingWritten;
    {
        FileReplacement writing(target, QLatin1String(kPattern));
        QCOMPARE(writing.open(), std::nullopt);
        beingWritten = QFileInfo(writing.temporaryPath()).fileName();
        QCOMPARE(removeAbandonedReplacements(directory.path(), {QLatin1String(kPattern)}), QStringList());
        QVERIFY(filesIn(directory.path()).contains(beingWritten));
    }
    QCOMPARE(removeAbandonedReplacements(directory.path(), {QLatin1String(kPattern)}),
             QStringList{QStringLiteral("catalog-import-Ab12Cd.sqlite")});
    QVERIFY(!filesIn(directory.path()).contains(beingWritten));
}

QTEST_GUILESS_MAIN(TestFileReplacement)
#include "tst_file_replacement.moc"
