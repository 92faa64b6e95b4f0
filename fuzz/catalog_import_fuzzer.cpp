// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Feeds arbitrary bytes to the catalog import. The reader must report bad input and never crash; a
// catalog it accepts must also store: every creature it read lands in the database.

#include "storage/catalog_importer.h"

#include <QByteArray>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    // No QCoreApplication: Qt 6.4 loads the SQLite driver without one (checked when this was written).
    static const QTemporaryDir directory;
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const ddm::CatalogReadResult read = ddm::CatalogJsonReader::read(bytes);
    if (!read.ok())
        return 0;
    const ddm::CatalogImportResult imported =
        ddm::CatalogImporter::importBytes(bytes, QStringLiteral("fuzz.json"), directory.path());
    if (!imported.ok() || imported.creatureCount != read.creatures.size())
        std::abort();
    return 0;
}
