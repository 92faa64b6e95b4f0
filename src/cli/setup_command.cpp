// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"

#include "cli/tool_context.h"
#include "rules/rules_repository.h"
#include "storage/card_database.h"
#include "storage/card_repository.h"

#include <QFileInfo>

namespace ddm::cli {
namespace {

const QString kSetupUsage =
    QStringLiteral("usage: ddm-tool setup [--catalog FILE] [--ddmdb DIR] [--rules DIR]");

// What the data directory holds now, read afresh (an import may just have replaced a file).
struct DataState {
    CatalogInfo catalog;
    qsizetype ruleDocuments = 0;
};

std::optional<DataState> readState(ToolContext& context)
{
    CardDatabase database;
    if (const std::optional<StorageError> error = database.open(context.dataDirectory())) {
        context.err() << "ddm-tool: " << error->toString() << Qt::endl;
        return std::nullopt;
    }
    return DataState{CardRepository(database).catalogInfo(), RulesRepository(database).documents().size()};
}

} // namespace

// An installed copy's first step in one command: the catalog (with the figure database's sizes and
// rarities) and the rule documents, each imported only when named; then what the data directory
// holds. Exit 0 when it lacks nothing now, 1 when it still lacks something, 2 when an import failed.
ExitCode setup(ToolContext& context, const QStringList& arguments)
{
    const ParsedArguments parsed = parseArguments(
        arguments, {}, {QStringLiteral("--catalog"), QStringLiteral("--ddmdb"), QStringLiteral("--rules")});
    if (!parsed.error.isEmpty() || !parsed.positional.isEmpty())
        return context.fail(parsed.error.isEmpty() ? kSetupUsage : parsed.error);
    if (!context.catalogDbOption.isEmpty())
        return context.fail(QStringLiteral("setup works on a data directory (--data-dir), not on --db"));
    QString catalog = parsed.options.value(QStringLiteral("--catalog"));
    const QString ddmdb = parsed.options.value(QStringLiteral("--ddmdb"));
    const QString rules = parsed.options.value(QStringLiteral("--rules"));
    // Checked before anything is replaced, so a mistyped folder does not leave half a setup.
    if (!catalog.isEmpty() && !QFileInfo(catalog).isFile())
        return context.fail(QStringLiteral("--catalog %1 is not a file").arg(catalog));
    for (const QString& folder : {ddmdb, rules}) {
        if (!folder.isEmpty() && !QFileInfo(folder).isDir())
            return context.fail(QStringLiteral("%1 is not a folder").arg(folder));
    }

    // Sizes alone complete the catalog imported before, read again from its file.
    if (catalog.isEmpty() && !ddmdb.isEmpty()) {
        const std::optional<DataState> before = readState(context);
        if (!before)
            return ExitCode::Error;
        catalog = before->catalog.sourceFile;
        if (catalog.isEmpty())
            return context.fail(QStringLiteral(
                "--ddmdb adds sizes to an imported catalog: name the catalog with --catalog FILE"));
        if (!before->catalog.sourceIsThere())
            return context.fail(QStringLiteral("the catalog was imported from \"%1\", which is not there "
                                               "now: name it with --catalog FILE")
                                    .arg(catalog));
    }
    if (!catalog.isEmpty()) {
        QStringList importArguments{catalog};
        if (!ddmdb.isEmpty())
            importArguments << QStringLiteral("--ddmdb") << ddmdb;
        if (const ExitCode imported = importCatalog(context, importArguments); imported != ExitCode::Yes)
            return imported;
    }
    if (!rules.isEmpty()) {
        if (const ExitCode imported = importRules(context, {rules}); imported != ExitCode::Yes)
            return imported;
    }

    const std::optional<DataState> state = readState(context);
    if (!state)
        return ExitCode::Error;
    QTextStream& out = context.out();
    out << "Data directory: " << context.dataDirectory() << Qt::endl;
    const bool hasCatalog = state->catalog.creatureCount > 0;
    if (hasCatalog)
        out << "  catalog: " << state->catalog.creatureCount << " creatures from "
            << state->catalog.sourceFile << Qt::endl;
    else
        out << "  catalog: missing (ddm-tool setup --catalog FILE, the community JSON catalog)" << Qt::endl;
    if (state->ruleDocuments > 0)
        out << "  rules: " << state->ruleDocuments << " documents" << Qt::endl;
    else
        out << "  rules: missing (ddm-tool setup --rules DIR, a folder of rule documents)" << Qt::endl;
    return hasCatalog && state->ruleDocuments > 0 ? ExitCode::Yes : ExitCode::No;
}

} // namespace ddm::cli
