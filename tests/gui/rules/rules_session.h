// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The real rule documents of ../shared/seeds, imported once into a temporary data directory, and
// a session over them with throwaway settings that a test can reopen (to see what persists).

#include "common/app_session.h"
#include "rules/rules_importer.h"

#include "shared_data.h"

#include <QFile>
#include <QTemporaryDir>

#include <memory>

namespace ddm::test {

class RulesSession {
public:
    // Imports the documents; returns why that failed, or an empty string.
    QString importSeeds()
    {
        if (!m_directory.isValid())
            return QStringLiteral("no temporary directory");
        const RulesImportResult imported = RulesImporter::importDirectory(sharedPath(QStringLiteral("seeds")), m_directory.path());
        return imported.ok() ? QString() : imported.problems.first().toString();
    }

    // A new session over the imported rules; `keepSettings` reuses the settings of the one before.
    std::unique_ptr<gui::AppSession> open(bool keepSettings = false)
    {
        if (!keepSettings)
            QFile::remove(settingsPath());
        auto session = std::make_unique<gui::AppSession>(std::make_unique<gui::AppSettings>(settingsPath()));
        if (session->open(m_directory.path()))
            return nullptr;
        return session;
    }

    QString path() const { return m_directory.path(); }
    QString settingsPath() const { return m_directory.filePath(QStringLiteral("settings.ini")); }

private:
    QTemporaryDir m_directory;
};

} // namespace ddm::test
