// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/file_replacement.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace ddm {

namespace {

// How long a replacement waits for another one in the same directory (an import takes seconds).
constexpr int kLockWaitMs = 60000;
constexpr qint64 kCopyChunkBytes = 1 << 20;

} // namespace

FileReplacement::FileReplacement(const QString& targetPath, const QString& pattern)
    : m_target(targetPath)
    , m_lock(QFileInfo(targetPath).dir().filePath(QLatin1String(kReplacementLock)))
    // Next to the target, so the final rename stays within one file system.
    , m_temporary(QFileInfo(targetPath).dir().filePath(pattern))
{
}

std::optional<QString> FileReplacement::open()
{
    const QString directory = QFileInfo(m_target).absolutePath();
    if (!QDir().mkpath(directory))
        return QStringLiteral("%1: cannot be created").arg(directory);
    m_lock.setStaleLockTime(0); // only a dead holder's lock is stale, however long an import takes
    if (!m_lock.tryLock(kLockWaitMs))
        return QStringLiteral("%1: another import into this directory is still running (%2)")
            .arg(directory, QLatin1String(kReplacementLock));
    if (!m_temporary.open())
        return QStringLiteral("%1: cannot create a temporary file: %2").arg(directory, m_temporary.errorString());
    m_temporaryPath = m_temporary.fileName();
    m_temporary.close(); // SQLite opens it by name; the object still removes it unless committed
    return std::nullopt;
}

std::optional<QString> FileReplacement::commit()
{
    // QSaveFile puts the bytes in place the way each system allows (rename() over the target on
    // Unix, MoveFileEx on Windows) after syncing them to disk. Copying the finished database into it
    // costs a few milliseconds for a few megabytes; SQLite cannot write into QSaveFile's own file.
    QFile finished(m_temporaryPath);
    if (!finished.open(QIODevice::ReadOnly))
        return QStringLiteral("%1: cannot be read back: %2").arg(m_temporaryPath, finished.errorString());
    QSaveFile target(m_target);
    if (!target.open(QIODevice::WriteOnly))
        return QStringLiteral("%1: cannot be replaced: %2").arg(m_target, target.errorString());
    while (!finished.atEnd()) {
        const QByteArray chunk = finished.read(kCopyChunkBytes);
        if (chunk.isEmpty() || target.write(chunk) != chunk.size())
            return QStringLiteral("%1: cannot be replaced: %2")
                .arg(m_target, chunk.isEmpty() ? finished.errorString() : target.errorString());
    }
    if (!target.commit())
        return QStringLiteral("%1: cannot be replaced: %2").arg(m_target, target.errorString());
    return std::nullopt; // the temporary file goes with m_temporary
}

QString interruptedCommitPattern(const QString& targetPath)
{
    return QFileInfo(targetPath).fileName() + QLatin1String(".XXXXXX"); // QTemporaryFile's default
}

QStringList removeAbandonedReplacements(const QString& directory, const QStringList& patterns)
{
    const QDir folder(directory);
    // Exactly the names QTemporaryFile makes of the pattern: six characters for XXXXXX, case and all,
    // so that no file of the user's that merely looks alike is touched.
    QStringList globs;
    for (QString pattern : patterns)
        globs.append(pattern.replace(QLatin1String("XXXXXX"), QLatin1String("??????")));
    const QStringList found = folder.entryList(globs, QDir::Files | QDir::CaseSensitive);
    if (found.isEmpty())
        return {}; // the usual start: no lock taken, nothing written
    // A lock held by a living process means a replacement is being written; a dead holder's lock
    // is stale, and QLockFile takes it over.
    QLockFile lock(folder.filePath(QLatin1String(kReplacementLock)));
    lock.setStaleLockTime(0);
    if (!lock.tryLock(0))
        return {};
    QStringList removed;
    for (const QString& name : found) {
        if (QFile::remove(folder.filePath(name)))
            removed.append(name);
    }
    return removed;
}

} // namespace ddm
