// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/scoped_connection.h"
#include "storage/storage_error.h"

#include <QSqlDatabase>
#include <QString>
#include <QVariant>

#include <optional>

namespace ddm {

// One session over a data directory: user.sqlite as the `main` schema with catalog.sqlite attached
// as `catalog` and rules.sqlite as `rules`, each migrated to the schema this program knows, and the
// TEMP views of database/session_views.sql on top. Repositories run their queries on connection().
class CardDatabase {
public:
    CardDatabase() = default;
    CardDatabase(const CardDatabase&) = delete;
    CardDatabase& operator=(const CardDatabase&) = delete;

    // Creates the directory and user.sqlite and rules.sqlite when missing. `catalogFile` replaces the
    // directory's catalog.sqlite (ddm-tool --db PATH) and must exist; a missing catalog.sqlite is created
    // empty so the app and the tool still start (see catalogIsEmpty()). An error names the file and
    // what is wrong with it: unreadable, not a database, too new, a migration that failed.
    std::optional<StorageError> open(const QString& dataDirectory, const QString& catalogFile = {});
    void close();
    bool isOpen() const { return m_connection.has_value(); }

    // Lets go of the catalog file (its views go with it), so that an import can replace it where an
    // open file cannot be replaced (Windows). Queries on the connection must be finished; until
    // reattachCatalog() nothing of the catalog can be read.
    std::optional<StorageError> detachCatalog();
    // Attaches the catalog file again and recreates the views, after an import replaced the file.
    // Queries on the connection must be finished. If the new file cannot be used and the old one was
    // still attached, the session keeps the catalog it had.
    std::optional<StorageError> reattachCatalog();
    // The same for rules.sqlite. Repositories that cache what they read (RulesRepository) must be
    // made anew after reattachRules().
    std::optional<StorageError> detachRules();
    std::optional<StorageError> reattachRules();

    // True when the catalog holds no creatures: nothing was imported yet.
    bool catalogIsEmpty() const { return m_catalogIsEmpty; }
    const QString& dataDirectory() const { return m_dataDirectory; }
    const QString& catalogPath() const { return m_catalogPath; }
    QSqlDatabase connection() const;

private:
    std::optional<StorageError> attachCatalog();
    std::optional<StorageError> attachRules();
    // The session's views over the catalog (database/session_views.sql), made after each attach.
    std::optional<StorageError> createCatalogViews();
    std::optional<StorageError> dropCatalogViews();
    std::optional<StorageError> exec(const QString& statement, const QString& path,
                                     const QVariant& value = {});

    std::optional<ScopedConnection> m_connection;
    QString m_dataDirectory;
    QString m_catalogPath;
    bool m_createCatalog = false; // the catalog is the directory's own, made empty when missing
    bool m_catalogIsEmpty = true;
    bool m_catalogAttached = false;
    bool m_rulesAttached = false;
};

} // namespace ddm
