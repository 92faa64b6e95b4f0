// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/tool_context.h"

#include "storage/card_database.h"
#include "storage/data_directory.h"

#include <QCoreApplication>

namespace ddm::cli {

ToolContext::ToolContext(QTextStream& out, QTextStream& err)
    : m_out(out)
    , m_err(err)
{
}

ToolContext::~ToolContext() = default;

QString ToolContext::dataDirectory() const
{
    return DataDirectory::locate(dataDirOption, QStringLiteral(DDM_BUILD_DATA_DIR),
                                 QCoreApplication::applicationDirPath())
        .path;
}

CardDatabase* ToolContext::database()
{
    if (m_database)
        return m_database.get();
    auto database = std::make_unique<CardDatabase>();
    if (const std::optional<StorageError> error = database->open(dataDirectory(), catalogDbOption)) {
        fail(QStringLiteral("cannot open the database: %1").arg(error->toString()));
        return nullptr;
    }
    m_database = std::move(database);
    return m_database.get();
}

CardDatabase* ToolContext::databaseWithCatalog()
{
    CardDatabase* opened = database();
    if (opened && opened->catalogIsEmpty()) {
        fail(QStringLiteral("no catalog imported in %1: run `ddm-tool import-catalog FILE` first")
                 .arg(opened->dataDirectory()));
        return nullptr;
    }
    return opened;
}

ExitCode ToolContext::fail(const QString& message)
{
    m_err << "ddm-tool: " << message << Qt::endl;
    return ExitCode::Error;
}

} // namespace ddm::cli
