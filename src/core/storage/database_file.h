// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ddm {

// The three SQLite files of a data directory (see database/README.md).
enum class DatabaseFile { Catalog, Rules, User };

// "catalog.sqlite", "rules.sqlite", "user.sqlite".
QString databaseFileName(DatabaseFile file);
// "catalog", "rules", "user": the folder of its migrations under database/ and, for the first two,
// the schema name it is attached under.
QString databaseSchemaName(DatabaseFile file);
QString databaseFilePath(const QString& dataDirectory, DatabaseFile file);
// The temporary file an import builds the imported databases in: "catalog-import-XXXXXX.sqlite",
// "rules-import-XXXXXX.sqlite" (FileReplacement's pattern).
QString databaseImportPattern(DatabaseFile file);

} // namespace ddm
