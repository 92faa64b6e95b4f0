// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/database_file.h"

#include <QDir>

namespace ddm {

QString databaseSchemaName(DatabaseFile file)
{
    switch (file) {
    case DatabaseFile::Catalog:
        return QStringLiteral("catalog");
    case DatabaseFile::Rules:
        return QStringLiteral("rules");
    case DatabaseFile::User:
        break;
    }
    return QStringLiteral("user");
}

QString databaseFileName(DatabaseFile file)
{
    return databaseSchemaName(file) + QStringLiteral(".sqlite");
}

QString databaseFilePath(const QString& dataDirectory, DatabaseFile file)
{
    return QDir(dataDirectory).filePath(databaseFileName(file));
}

QString databaseImportPattern(DatabaseFile file)
{
    return databaseSchemaName(file) + QStringLiteral("-import-XXXXXX.sqlite");
}

} // namespace ddm
