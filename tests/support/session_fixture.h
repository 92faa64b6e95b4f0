// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// For GUI tests: a session over a temporary data directory holding a catalog of our own (one of
// tests/data), with throwaway settings.

#include "common/app_session.h"
#include "storage/catalog_importer.h"

#include <QTemporaryDir>

#include <memory>

namespace ddm::test {

class SessionFixture {
public:
    explicit SessionFixture(QString catalogPath)
        : m_catalogPath(std::move(catalogPath))
    {
    }

    // Imports the catalog and opens the session; returns why that failed, or an empty string.
    QString setUp()
    {
        if (!m_directory.isValid())
            return QStringLiteral("no temporary directory");
        const CatalogImportResult imported = CatalogImporter::importFile(m_catalogPath, m_directory.path());
        if (!imported.ok())
            return imported.errors.first().toString();
        m_session = std::make_unique<gui::AppSession>(
            std::make_unique<gui::AppSettings>(m_directory.filePath(QStringLiteral("settings.ini"))));
        if (const std::optional<StorageError> error = m_session->open(m_directory.path()))
            return error->toString();
        return {};
    }

    gui::AppSession& session() { return *m_session; }
    // A file in the data directory, for tests that write files of their own.
    QString filePath(const QString& name) const { return m_directory.filePath(name); }

    // The id of the first card named `name`, or 0.
    qint64 idOf(const QString& name) const { return m_session->cards().creaturesNamed(name).value(0).id; }
    // The id of the printing of `name` in `set`, or 0.
    qint64 idOf(const QString& name, const QString& set) const
    {
        for (const Creature& card : m_session->cards().creaturesNamed(name)) {
            if (card.set == set)
                return card.id;
        }
        return 0;
    }

private:
    QString m_catalogPath;
    QTemporaryDir m_directory; // declared before the session: removed after the session is closed
    std::unique_ptr<gui::AppSession> m_session;
};

} // namespace ddm::test
