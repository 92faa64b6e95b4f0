// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ddm {

// Why a database file could not be opened, created, migrated or replaced.
enum class StorageErrorCode {
    CannotCreateDirectory, // the data directory is missing and cannot be made
    FileMissing,           // a file the user named does not exist
    Unreadable,            // the file exists but cannot be opened
    NotADatabase,          // the file is not an SQLite database
    TooNew,                // a newer program wrote it: its schema version is above the one we know
    BadMigrations,         // the migration files themselves are misnumbered
    MigrationFailed,       // a migration's SQL failed; the file keeps its previous version
    SqlFailed,             // any other database or file error (attach, views, disk full, rename)
};

struct StorageError {
    StorageErrorCode code = StorageErrorCode::SqlFailed;
    QString path;   // the file or directory concerned
    QString detail; // what went wrong

    // "/home/me/.local/share/ddm/user.sqlite: schema version 7 is newer than this program knows (3)"
    QString toString() const { return path + QStringLiteral(": ") + detail; }
};

} // namespace ddm
