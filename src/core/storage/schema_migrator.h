// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/database_file.h"
#include "storage/storage_error.h"

#include <QList>
#include <QString>

#include <optional>

class QSqlDatabase;

namespace ddm {

// Brings a database to the newest schema by applying numbered migration files NNNN_name.sql,
// numbered 1, 2, 3 … without gaps. PRAGMA user_version holds the number of the last file applied.
class SchemaMigrator {
public:
    // `directory` is a folder or a resource path (":/database/user"); tests pass their own fixtures.
    explicit SchemaMigrator(const QString& directory);
    // The migrations shipped inside ddm_storage for one of the three files.
    static SchemaMigrator forFile(DatabaseFile file);

    // The version a database has after migrate(); 0 when the directory holds no usable migrations.
    int latestVersion() const;

    // Applies every file numbered above the database's user_version, each in its own transaction that
    // also sets user_version, so a failing file leaves the database as the previous file left it.
    // A database whose version is above latestVersion() is refused: it is never downgraded.
    std::optional<StorageError> migrate(const QSqlDatabase& database) const;

private:
    struct Migration {
        int version = 0;
        QString path;
    };

    std::optional<StorageError> apply(const QSqlDatabase& database, const Migration& migration) const;

    QList<Migration> m_migrations; // in version order
    QString m_problem;             // why the directory's files cannot be used; empty when they can
};

} // namespace ddm
