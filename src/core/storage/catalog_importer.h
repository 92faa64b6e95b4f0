// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/card_facts_join.h"
#include "catalog/catalog_json_reader.h"
#include "catalog/ddmdb_reader.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace ddm {

// Where the D&D Miniatures Database export (the supplement of sizes, rarities and collector numbers)
// is read from.
struct CatalogImportOptions {
    // A folder holding the export's XML files. Empty: the `ddmdb` folder beside the catalog file, and
    // its absence is reported, not an error. A folder named here must be there.
    QString supplementDirectory;
    bool withoutSupplement = false; // import the catalog alone
};

enum class SupplementState { Read, Absent, NotWanted };

struct CatalogImportResult {
    int creatureCount = 0;
    int setCount = 0;
    QList<CatalogError> errors; // bad records (index and name) and file or disk problems (index -1)
    SupplementState supplement = SupplementState::NotWanted;
    QString supplementDirectory; // where it was looked for
    CardFactsReport facts;       // coverage and what to review

    bool ok() const { return errors.isEmpty(); }
};

// Replaces a data directory's catalog.sqlite with a catalog JSON file. The new catalog is written to a
// temporary file next to it and renamed over it only when everything succeeded, so on any error the
// previous catalog stays as it was, byte for byte. A running session sees the new catalog after
// CardDatabase::reattachCatalog().
class CatalogImporter {
public:
    static CatalogImportResult importFile(const QString& jsonPath, const QString& dataDirectory,
                                          const CatalogImportOptions& options = {});
    // `sourceName` is recorded as where the catalog came from (import_info.source_file); `figures`
    // are the supplement's miniatures (none: the catalog's own facts only).
    static CatalogImportResult importBytes(const QByteArray& json, const QString& sourceName,
                                           const QString& dataDirectory,
                                           const QList<DdmdbFigure>& figures = {});
};

} // namespace ddm
