#pragma once

// A session over the storage tests' invented catalog (five creatures in three sets) in a temporary
// data directory, with throwaway settings, for the catalog GUI tests.

#include "common/app_session.h"
#include "storage/catalog_importer.h"

#include "shared_data.h"

#include <QTemporaryDir>

#include <memory>

namespace ddm::test {

inline QString inventedCatalogPath()
{
    return testDataPath(QStringLiteral("storage/small_catalog.json"));
}

class CatalogSession {
public:
    // Why the session could not be opened, or an empty string.
    QString setUp()
    {
        if (!m_directory.isValid())
            return QStringLiteral("no temporary directory");
        const CatalogImportResult imported =
            CatalogImporter::importFile(inventedCatalogPath(), m_directory.path());
        if (!imported.ok())
            return imported.errors.first().toString();
        m_session = std::make_unique<gui::AppSession>(
            std::make_unique<gui::AppSettings>(m_directory.filePath(QStringLiteral("settings.ini"))));
        if (const std::optional<StorageError> error = m_session->open(m_directory.path()))
            return error->toString();
        return {};
    }

    gui::AppSession& session() { return *m_session; }
    qint64 idOf(const QString& name) const { return m_session->cards().creaturesNamed(name).value(0).id; }

private:
    QTemporaryDir m_directory; // declared first: removed after the session is closed
    std::unique_ptr<gui::AppSession> m_session;
};

} // namespace ddm::test
