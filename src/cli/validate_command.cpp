// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"

#include "cli/json_output.h"
#include "cli/tool_context.h"
#include "board/map_library.h"
#include "legality/legality_checker.h"
#include "storage/card_database.h"
#include "storage/card_repository.h"
#include "warband/warband_file.h"
#include "warband/warband_resolver.h"

#include <QJsonDocument>

namespace ddm::cli {
namespace {

// Why a warband entry names no card, as a sentence: the question cannot be answered then.
QString unresolvedMessage(const QString& name, ResolutionStatus status, const QStringList& candidateSets)
{
    switch (status) {
    case ResolutionStatus::Ambiguous:
        return QStringLiteral("\"%1\" is in several sets (%2): name one with \"set\"")
            .arg(name, candidateSets.join(QStringLiteral(", ")));
    case ResolutionStatus::NotInSet:
        return QStringLiteral("\"%1\" is not in that set; it is in: %2").arg(name, candidateSets.join(QStringLiteral(", ")));
    case ResolutionStatus::Unknown:
    case ResolutionStatus::Resolved:
        break;
    }
    return QStringLiteral("unknown card \"%1\"").arg(name);
}

QStringList unresolvedNames(const ResolvedWarband& warband)
{
    QStringList problems;
    for (const ResolvedEntry& entry : warband.creatures) {
        if (!entry.isResolved())
            problems.append(unresolvedMessage(entry.entry.name, entry.status, entry.candidateSets));
        for (const ResolvedItem& item : entry.items) {
            if (!item.isResolved())
                problems.append(QStringLiteral("unknown item \"%1\"").arg(item.name));
        }
    }
    for (const ResolvedItem& item : warband.unassignedItems) {
        if (!item.isResolved())
            problems.append(QStringLiteral("unknown item \"%1\"").arg(item.name));
    }
    return problems;
}

void printPlain(QTextStream& out, const LegalityReport& report, int pointLimit)
{
    // One line per finding, starting with the rule it comes from, so a judge can look it up.
    for (const Violation& violation : report.violations)
        out << violation.rule << "  " << violationCodeKey(violation.code) << ": " << violation.message << Qt::endl;
    for (const Violation& warning : report.warnings)
        out << warning.rule << "  warning " << violationCodeKey(warning.code) << ": " << warning.message << Qt::endl;
    out << (report.legal ? "Legal" : "Illegal") << ": " << report.points << "/" << pointLimit << " points, "
        << report.creatureCount << "/" << report.creatureLimit << " creatures, " << report.violations.size()
        << (report.violations.size() == 1 ? " violation, " : " violations, ") << report.warnings.size()
        << (report.warnings.size() == 1 ? " warning" : " warnings") << Qt::endl;
}

} // namespace

ExitCode validate(ToolContext& context, const QStringList& arguments)
{
    const ParsedArguments parsed = parseArguments(arguments, {QStringLiteral("--json")});
    if (!parsed.error.isEmpty() || parsed.positional.size() != 1)
        return context.fail(parsed.error.isEmpty() ? QStringLiteral("usage: ddm-tool validate FILE [--json]") : parsed.error);
    const QString file = parsed.positional.first();

    const WarbandReadResult read = WarbandFile::load(file);
    if (!read.ok()) {
        for (const WarbandFileError& error : read.errors)
            context.err() << "ddm-tool: " << file << ": " << error.toString() << Qt::endl;
        return ExitCode::Error;
    }
    CardDatabase* database = context.databaseWithCatalog();
    if (!database)
        return ExitCode::Error;

    const CardRepository repository(*database);
    const ResolvedWarband resolved = WarbandResolver::resolve(read.warband, repository);
    if (const QStringList problems = unresolvedNames(resolved); !problems.isEmpty()) {
        for (const QString& problem : problems)
            context.err() << "ddm-tool: " << file << ": " << problem << Qt::endl;
        return ExitCode::Error;
    }

    const auto maps =
        std::make_shared<const MapLibrary>(MapLibrary::load(userMapsDirectory(database->dataDirectory())));
    // A map file that does not read is not a map the warband can name: say so, or its map is "unknown".
    for (const MapLibraryProblem& problem : maps->problems())
        context.err() << "ddm-tool: " << problem.path << ": not read as a map: " << problem.message
                      << Qt::endl;
    LegalityChecker checker;
    checker.setMaps(maps);
    const LegalityReport report = checker.check(resolved);
    const int pointLimit = read.warband.points;
    if (parsed.flags.contains(QStringLiteral("--json")))
        context.out() << QJsonDocument(reportToJson(report, pointLimit)).toJson(QJsonDocument::Indented);
    else
        printPlain(context.out(), report, pointLimit);
    return report.legal ? ExitCode::Yes : ExitCode::No;
}

} // namespace ddm::cli
