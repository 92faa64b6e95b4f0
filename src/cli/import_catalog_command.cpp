// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"

#include "cli/tool_context.h"
#include "storage/catalog_importer.h"
#include "storage/database_file.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ddm::cli {

namespace {
constexpr qsizetype kErrorsShown = 25; // a broken file can have thousands; the first ones tell the story

const QString kImportCatalogUsage =
    QStringLiteral("usage: ddm-tool import-catalog FILE [--ddmdb DIR | --no-ddmdb] [--json]");

QString percent(int part, int whole)
{
    return whole > 0 ? QString::number(100.0 * part / whole, 'f', 1) + QLatin1Char('%') : QStringLiteral("-");
}

QString supplementStateName(SupplementState state)
{
    switch (state) {
    case SupplementState::Read:
        return QStringLiteral("read");
    case SupplementState::Absent:
        return QStringLiteral("absent");
    case SupplementState::NotWanted:
        return QStringLiteral("not wanted");
    }
    return {};
}

QJsonObject importReportToJson(const CatalogImportResult& result, const QString& database)
{
    const CardFactsReport& facts = result.facts;
    QJsonObject matched;
    for (const FigureMatch match :
         {FigureMatch::Exact, FigureMatch::Normalised, FigureMatch::Spelling, FigureMatch::Qualifier})
        matched.insert(figureMatchName(match), facts.matched[static_cast<int>(match)]);
    QJsonArray sets;
    for (const SetCoverage& set : facts.sets)
        sets.append(QJsonObject{{QStringLiteral("set"), set.set},
                                {QStringLiteral("creatures"), set.creatures},
                                {QStringLiteral("inDatabase"), set.inDatabase},
                                {QStringLiteral("sized"), set.sized}});
    QJsonArray near;
    for (const NearMatch& match : facts.nearMatches)
        near.append(QJsonObject{{QStringLiteral("name"), match.name},
                                {QStringLiteral("set"), match.set},
                                {QStringLiteral("figure"), match.figureName},
                                {QStringLiteral("match"), figureMatchName(match.match)},
                                {QStringLiteral("distance"), match.distance}});
    QJsonArray otherSets;
    for (const OtherSetName& other : facts.otherSetNames)
        otherSets.append(QJsonObject{{QStringLiteral("name"), other.name},
                                     {QStringLiteral("set"), other.set},
                                     {QStringLiteral("figures"), QJsonArray::fromStringList(other.figures)}});
    QJsonArray conflicts;
    for (const FactConflict& conflict : facts.conflicts)
        conflicts.append(QJsonObject{{QStringLiteral("name"), conflict.name},
                                     {QStringLiteral("set"), conflict.set},
                                     {QStringLiteral("fact"), conflict.fact},
                                     {QStringLiteral("kept"), conflict.kept},
                                     {QStringLiteral("ignored"), conflict.ignored}});
    return {{QStringLiteral("database"), database},
            {QStringLiteral("creatures"), result.creatureCount},
            {QStringLiteral("sets"), result.setCount},
            {QStringLiteral("supplement"),
             QJsonObject{{QStringLiteral("state"), supplementStateName(result.supplement)},
                         {QStringLiteral("directory"), result.supplementDirectory},
                         {QStringLiteral("figures"), facts.figures}}},
            {QStringLiteral("matched"), matched},
            {QStringLiteral("sized"), QJsonObject{{QStringLiteral("total"), facts.sized()},
                                                  {QStringLiteral("database"), facts.sizedFromDatabase},
                                                  {QStringLiteral("cardText"), facts.sizedFromCardText}}},
            {QStringLiteral("coverage"), sets},
            {QStringLiteral("nearMatches"), near},
            {QStringLiteral("otherSetOnly"), otherSets},
            {QStringLiteral("conflicts"), conflicts}};
}

void printReport(QTextStream& out, const CatalogImportResult& result, const QString& database)
{
    const CardFactsReport& facts = result.facts;
    out << "Imported " << result.creatureCount << " creatures from " << result.setCount << " sets into "
        << database << Qt::endl;
    switch (result.supplement) {
    case SupplementState::Read:
        out << "D&D Miniatures Database (" << result.supplementDirectory << "): " << facts.figures
            << " miniatures; matched " << facts.matchedTotal() << " creatures ("
            << facts.matched[static_cast<int>(FigureMatch::Exact)] << " exact, "
            << facts.matched[static_cast<int>(FigureMatch::Normalised)] << " normalised, "
            << facts.nearMatches.size() << " near)" << Qt::endl;
        break;
    case SupplementState::Absent:
        out << "No D&D Miniatures Database at " << result.supplementDirectory
            << ": sizes, rarities and collector numbers come from the card text only (--ddmdb DIR names it)"
            << Qt::endl;
        break;
    case SupplementState::NotWanted:
        out << "The D&D Miniatures Database was not read (--no-ddmdb)" << Qt::endl;
        break;
    }
    out << "Sized: " << facts.sized() << " of " << facts.creatures << " ("
        << percent(facts.sized(), facts.creatures) << "): " << facts.sizedFromDatabase
        << " from the database, " << facts.sizedFromCardText << " from card text" << Qt::endl;
    out << Qt::endl << "Coverage by set (creatures, in the database, sized):" << Qt::endl;
    for (const SetCoverage& set : facts.sets)
        out << "  " << set.set.leftJustified(36) << QString::number(set.creatures).rightJustified(4)
            << QString::number(set.inDatabase).rightJustified(5)
            << QString::number(set.sized).rightJustified(5) << Qt::endl;
    if (!facts.nearMatches.isEmpty()) {
        out << Qt::endl << "Near matches, taken (review them):" << Qt::endl;
        for (const NearMatch& match : facts.nearMatches)
            out << "  " << match.name << " (" << match.set << ") = " << match.figureName << " ["
                << figureMatchName(match.match) << "]" << Qt::endl;
    }
    if (!facts.otherSetNames.isEmpty()) {
        out << Qt::endl << "Only in another set of the database, not taken:" << Qt::endl;
        for (const OtherSetName& other : facts.otherSetNames)
            out << "  " << other.name << " (" << other.set
                << "): " << other.figures.join(QStringLiteral("; ")) << Qt::endl;
    }
    if (!facts.conflicts.isEmpty()) {
        out << Qt::endl << "Conflicts (the first value is kept):" << Qt::endl;
        for (const FactConflict& conflict : facts.conflicts)
            out << "  " << conflict.name << " (" << conflict.set << ") " << conflict.fact << ": "
                << conflict.kept << " over " << conflict.ignored << Qt::endl;
    }
}

} // namespace

ExitCode importCatalog(ToolContext& context, const QStringList& arguments)
{
    const ParsedArguments parsed = parseArguments(
        arguments, {QStringLiteral("--json"), QStringLiteral("--no-ddmdb")}, {QStringLiteral("--ddmdb")});
    if (!parsed.error.isEmpty() || parsed.positional.size() != 1)
        return context.fail(parsed.error.isEmpty() ? kImportCatalogUsage : parsed.error);
    CatalogImportOptions options;
    options.supplementDirectory = parsed.options.value(QStringLiteral("--ddmdb"));
    options.withoutSupplement = parsed.flags.contains(QStringLiteral("--no-ddmdb"));
    if (options.withoutSupplement && !options.supplementDirectory.isEmpty())
        return context.fail(kImportCatalogUsage);

    const QString file = parsed.positional.first();
    const QString dataDirectory = context.dataDirectory();
    const CatalogImportResult result = CatalogImporter::importFile(file, dataDirectory, options);
    if (!result.ok()) {
        context.err() << "ddm-tool: " << file << " was not imported; the previous catalog is unchanged."
                      << Qt::endl;
        for (qsizetype i = 0; i < result.errors.size() && i < kErrorsShown; ++i)
            context.err() << file << ": " << result.errors.at(i).toString() << Qt::endl;
        if (result.errors.size() > kErrorsShown)
            context.err() << "... and " << result.errors.size() - kErrorsShown << " more problems"
                          << Qt::endl;
        return ExitCode::Error;
    }
    const QString database = databaseFilePath(dataDirectory, DatabaseFile::Catalog);
    if (parsed.flags.contains(QStringLiteral("--json")))
        context.out() << QJsonDocument(importReportToJson(result, database)).toJson(QJsonDocument::Indented);
    else
        printReport(context.out(), result, database);
    return ExitCode::Yes;
}

} // namespace ddm::cli
