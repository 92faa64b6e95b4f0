// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/storage_error.h"

#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace ddm {

// A QSqlDatabase connection owned by one object: its name is unique in the process (so several
// sessions, an import and a test can run side by side) and it is closed and removed on destruction.
// Queries on it must be gone by then.
class ScopedConnection {
public:
    explicit ScopedConnection(const QString& purpose);
    ~ScopedConnection();
    ScopedConnection(const ScopedConnection&) = delete;
    ScopedConnection& operator=(const ScopedConnection&) = delete;

    // Opens (and, when missing, creates) the SQLite file at `path`.
    std::optional<StorageError> open(const QString& path);
    QSqlDatabase database() const;
    const QString& name() const { return m_name; }

private:
    QString m_name;
};

} // namespace ddm
