// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLockFile>
#include <QString>
#include <QStringList>
#include <QTemporaryFile>

#include <optional>

namespace ddm {

// Writes a new version of a file beside it and puts it in place in one step, so a reader never sees
// half a file and a failure leaves the old file as it was, byte for byte. The importers build a whole
// database in temporaryPath() (no journal, no syncing needed) and commit() when everything succeeded;
// a replacement destroyed before commit() removes its temporary file. A process killed meanwhile
// cannot: while open, a replacement holds its directory's lock (kReplacementLock), which tells the
// files being written from those a dead process left (removeAbandonedReplacements).
class FileReplacement {
public:
    // `pattern` names the temporary file, e.g. "catalog-import-XXXXXX.sqlite".
    FileReplacement(const QString& targetPath, const QString& pattern);

    // Creates the directory, takes its lock (waiting for another replacement there to finish) and
    // creates the temporary file; an error names them and why.
    std::optional<QString> open();
    QString temporaryPath() const { return m_temporaryPath; }
    // Puts the written file in place of the target in one step, durable on disk (through QSaveFile,
    // so on every system Qt runs on); on failure the target is as it was.
    std::optional<QString> commit();

private:
    QString m_target;
    QLockFile m_lock;
    QTemporaryFile m_temporary;
    QString m_temporaryPath;
};

// The lock file a replacement holds in its directory.
inline constexpr char kReplacementLock[] = "replacing.lock";

// The name pattern of the file commit() writes through QSaveFile, beside the target, on systems
// where it cannot write a nameless one (all but Linux): "catalog.sqlite.XXXXXX". A process killed
// during commit() leaves it behind, like its own temporary file.
QString interruptedCommitPattern(const QString& targetPath);

// Removes the temporary files of `patterns` (as FileReplacement and interruptedCommitPattern() name
// them) from `directory` when no living process holds its lock: those a killed import left. Returns
// the names removed.
QStringList removeAbandonedReplacements(const QString& directory, const QStringList& patterns);

} // namespace ddm
