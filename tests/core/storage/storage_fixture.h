// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A temporary data directory with a catalog imported and a session open, for the storage tests.

#include "storage/card_database.h"
#include "storage/catalog_importer.h"
#include "storage/edit_result.h"

#include "invented_catalogs.h"

#include <QTemporaryDir>

namespace ddm::test {

class StorageFixture {
public:
    // Imports `catalogJson` and opens a session; returns why that failed, or an empty string.
    QString setUp(const QString& catalogJson = smallCatalogPath())
    {
        if (!m_directory.isValid())
            return QStringLiteral("no temporary directory");
        const CatalogImportResult imported = CatalogImporter::importFile(catalogJson, path());
        if (!imported.ok())
            return imported.errors.first().toString();
        if (const std::optional<StorageError> error = m_database.open(path()))
            return error->toString();
        return {};
    }

    QString path() const { return m_directory.path(); }
    CardDatabase& database() { return m_database; }

private:
    QTemporaryDir m_directory; // declared first: removed after the session is closed
    CardDatabase m_database;
};

inline QString describe(const EditResult& result)
{
    return result.error ? result.error->message : QString();
}

} // namespace ddm::test

// Evaluates `result` once, so an edit written inside the macro runs once.
#define DDM_VERIFY_EDIT(result)                                                                      \
    do {                                                                                             \
        const auto& ddmEditResult = (result);                                                        \
        QVERIFY2(ddmEditResult.ok(), qPrintable(ddm::test::describe(ddmEditResult)));                \
    } while (false)
