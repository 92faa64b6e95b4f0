// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"

#include "cli/tool_context.h"
#include "rules/rules_repository.h"
#include "storage/card_database.h"
#include "storage/card_repository.h"

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
// rarities) and the rule documents, each imported only when named. Without arguments it says what
// the data directory lacks: exit 0 when it lacks nothing, 1 when it does.
ExitCode setup(ToolContext& context, const QStringList& arguments)
{
    const ParsedArguments parsed = parseArguments(
        arguments, {}, {QStringLiteral("--catalog"), QStringLiteral("--ddmdb"), QStringLiteral("--rules")});
    if (!parsed.error.isEmpty() || !parsed.positional.isEmpty())
        return context.fail(parsed.error.isEmpty() ? kSetupUsage : parsed.error);
    QString catalog = parsed.options.value(QStringLiteral("--catalog"));
    const QString ddmdb = parsed.options.value(QStringLiteral("--ddmdb"));
    const QString rules = parsed.options.value(QStringLiteral("--rules"));

    // Sizes alone complete the catalog imported before, read again from its file.
    if (catalog.isEmpty() && !ddmdb.isEmpty()) {
        const std::optional<DataState> before = readState(context);
        if (!before)
            return ExitCode::Error;
        catalog = before->catalog.sourceFile;
        if (catalog.isEmpty())
            return context.fail(QStringLiteral(
                "--ddmdb adds sizes to an imported catalog: name the catalog with --catalog FILE"));
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
