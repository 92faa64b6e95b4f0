#pragma once

#include "catalog/catalog_json_reader.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace ddm {

struct CatalogImportResult {
    int creatureCount = 0;
    int setCount = 0;
    QList<CatalogError> errors; // bad records (index and name) and file or disk problems (index -1)

    bool ok() const { return errors.isEmpty(); }
};

// Replaces a data directory's catalog.sqlite with a catalog JSON file. The new catalog is written to a
// temporary file next to it and renamed over it only when everything succeeded, so on any error the
// previous catalog stays as it was, byte for byte. A running session sees the new catalog after
// CardDatabase::reattachCatalog().
class CatalogImporter {
public:
    static CatalogImportResult importFile(const QString& jsonPath, const QString& dataDirectory);
    // `sourceName` is recorded as where the catalog came from (import_info.source_file).
    static CatalogImportResult importBytes(const QByteArray& json, const QString& sourceName,
                                           const QString& dataDirectory);
};

} // namespace ddm
