// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/scoped_connection.h"

#include <QSqlError>

#include <atomic>

namespace ddm {

ScopedConnection::ScopedConnection(const QString& purpose)
{
    static std::atomic<int> counter{0};
    m_name = QStringLiteral("ddm-%1-%2").arg(purpose).arg(++counter);
    QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
}

ScopedConnection::~ScopedConnection()
{
    {
        QSqlDatabase database = QSqlDatabase::database(m_name, false);
        database.close();
    } // the last handle must be gone before the connection is removed
    QSqlDatabase::removeDatabase(m_name);
}

std::optional<StorageError> ScopedConnection::open(const QString& path)
{
    QSqlDatabase connection = database();
    if (!connection.isValid())
        return StorageError{StorageErrorCode::SqlFailed, path,
                            QStringLiteral("the Qt SQLite driver is not available")};
    connection.setDatabaseName(path);
    if (!connection.open()) {
        return StorageError{
            StorageErrorCode::Unreadable, path,
            QStringLiteral("cannot be opened: %1").arg(connection.lastError().databaseText())};
    }
    return std::nullopt;
}

QSqlDatabase ScopedConnection::database() const
{
    return QSqlDatabase::database(m_name, false);
}

} // namespace ddm
