// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"

#include "cli/tool_context.h"
#include "rules/document_kind.h"
#include "rules/rules_importer.h"
#include "storage/database_file.h"

namespace ddm::cli {

ExitCode importRules(ToolContext& context, const QStringList& arguments)
{
    const ParsedArguments parsed = parseArguments(arguments, {});
    if (!parsed.error.isEmpty() || parsed.positional.size() != 1)
        return context.fail(parsed.error.isEmpty() ? QStringLiteral("usage: ddm-tool import-rules DIR") : parsed.error);

    const QString directory = parsed.positional.first();
    const QString dataDirectory = context.dataDirectory();
    const RulesImportResult result = RulesImporter::importDirectory(directory, dataDirectory);
    for (const ParseProblem& skipped : result.skipped)
        context.err() << "ddm-tool: skipped " << skipped.file << ": " << skipped.message << Qt::endl;
    if (!result.ok()) {
        context.err() << "ddm-tool: the rules in " << directory << " were not imported; the previous rules are unchanged." << Qt::endl;
        for (const ParseProblem& problem : result.problems)
            context.err() << problem.toString() << Qt::endl;
        return ExitCode::Error;
    }
    for (const ImportedRulesDocument& document : result.documents) {
        context.out() << "  " << QString::fromLatin1(documentKindInfo(document.kind).key).leftJustified(18) << document.file
                      << ": " << document.entryCount << " entries, " << document.glossaryCount << " glossary entries" << Qt::endl;
    }
    context.out() << "Imported " << result.documents.size() << " documents (" << result.termCount << " terms, "
                  << result.linkCount << " links: " << result.correctedLinks << " corrected, " << result.unverifiedLinks
                  << " unverified, " << result.brokenLinks << " broken) into "
                  << databaseFilePath(dataDirectory, DatabaseFile::Rules) << Qt::endl;
    return ExitCode::Yes;
}

} // namespace ddm::cli
