// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"

#include "cli/tool_context.h"
#include "board/map_library.h"
#include "listimport/list_import.h"
#include "storage/card_database.h"
#include "storage/card_repository.h"
#include "warband/warband_file.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

namespace ddm::cli {
namespace {

// A posted list is a page of text; anything far larger is not one.
constexpr qint64 kMaxListBytes = 1 << 20;

QJsonObject statedJson(const StatedFacts& stated)
{
    QJsonObject object;
    if (!stated.title.isEmpty())
        object.insert(QStringLiteral("title"), stated.title);
    if (stated.points)
        object.insert(QStringLiteral("points"), *stated.points);
    if (stated.format)
        object.insert(QStringLiteral("format"), *stated.format);
    if (stated.faction)
        object.insert(QStringLiteral("faction"), factionName(*stated.faction));
    if (stated.alignment)
        object.insert(QStringLiteral("alignment"), alignmentName(*stated.alignment));
    if (stated.scenario)
        object.insert(QStringLiteral("scenario"), scenarioKey(*stated.scenario));
    if (!stated.map.isEmpty())
        object.insert(QStringLiteral("map"), stated.map);
    if (stated.activations)
        object.insert(QStringLiteral("activations"), *stated.activations);
    if (stated.championRating)
        object.insert(QStringLiteral("championRating"), *stated.championRating);
    return object;
}

QStringList choiceTexts(const QList<CardChoice>& choices)
{
    QStringList texts;
    for (const CardChoice& choice : choices)
        texts.append(choice.text());
    return texts;
}

QJsonObject lineJson(const ListLine& line)
{
    QJsonObject object{
        {QStringLiteral("text"), line.text.trimmed()},
        {QStringLiteral("count"), line.count},
        {QStringLiteral("match"), nameMatchKey(line.match)},
        {QStringLiteral("alternatives"), QJsonArray::fromStringList(choiceTexts(line.alternatives))}};
    if (!line.name.isEmpty())
        object.insert(QStringLiteral("name"), line.name);
    if (!line.set.isEmpty())
        object.insert(QStringLiteral("set"), line.set);
    if (line.doubtful)
        object.insert(QStringLiteral("doubtful"), true);
    return object;
}

std::optional<QByteArray> readInput(ToolContext& context, const QString& file)
{
    QFile input;
    const bool opened = file == QLatin1String("-")
                            ? input.open(stdin, QIODevice::ReadOnly)
                            : (input.setFileName(file), input.open(QIODevice::ReadOnly));
    if (!opened) {
        context.err() << "ddm-tool: " << file << ": " << input.errorString() << Qt::endl;
        return std::nullopt;
    }
    const QByteArray content = input.read(kMaxListBytes + 1);
    if (content.size() > kMaxListBytes) {
        context.err() << "ddm-tool: " << file << ": larger than " << kMaxListBytes
                      << " bytes: not a warband list" << Qt::endl;
        return std::nullopt;
    }
    return content;
}

} // namespace

ExitCode importList(ToolContext& context, const QStringList& arguments)
{
    const ParsedArguments parsed = parseArguments(arguments, {QStringLiteral("--json")},
                                                  {QStringLiteral("--points"), QStringLiteral("--faction")});
    if (!parsed.error.isEmpty() || parsed.positional.size() != 1)
        return context.fail(
            parsed.error.isEmpty()
                ? QStringLiteral("usage: ddm-tool import-list FILE|- [--json] [--points N] [--faction F]")
                : parsed.error);
    ListImportOptions options;
    if (parsed.options.contains(QStringLiteral("--points"))) {
        const int points = parsed.options.value(QStringLiteral("--points")).toInt();
        if (!warbandFormat(points))
            return context.fail(
                QStringLiteral("--points: expected one of %1").arg(warbandFormatPointsList()));
        options.points = points;
    }
    if (parsed.options.contains(QStringLiteral("--faction"))) {
        options.faction = parseFaction(parsed.options.value(QStringLiteral("--faction")));
        if (!options.faction)
            return context.fail(
                QStringLiteral("--faction: expected borderlands, civilization, underdark or wild"));
    }
    const QString file = parsed.positional.first();
    const std::optional<QByteArray> text = readInput(context, file);
    if (!text)
        return ExitCode::Error;
    CardDatabase* database = context.databaseWithCatalog();
    if (!database)
        return ExitCode::Error;
    options.mapNames = MapLibrary::load(userMapsDirectory(database->dataDirectory())).names();

    // With powers: the check of stated against built counts Mob and the other card rules.
    const ListImporter importer(CardRepository(*database).allCreatures());
    const ListImport imported = importer.read(QString::fromUtf8(*text), options);
    const QJsonObject warband = QJsonDocument::fromJson(WarbandFile::write(imported.warband)).object();
    if (parsed.flags.contains(QStringLiteral("--json"))) {
        QJsonArray lines;
        for (const ListLine& line : imported.lines)
            lines.append(lineJson(line));
        const QJsonObject report{
            {QStringLiteral("warband"), warband},
            {QStringLiteral("lines"), lines},
            {QStringLiteral("unresolved"), QJsonArray::fromStringList(imported.unresolved)},
            {QStringLiteral("ignored"), QJsonArray::fromStringList(imported.ignored)},
            {QStringLiteral("stated"), statedJson(imported.stated)},
            {QStringLiteral("differences"), QJsonArray::fromStringList(imported.differences)}};
        context.out() << QJsonDocument(report).toJson(QJsonDocument::Indented);
    } else {
        context.out() << QJsonDocument(warband).toJson(QJsonDocument::Indented);
        for (const ListLine& line : imported.lines) {
            if (line.name.isEmpty())
                context.err() << "ddm-tool: not resolved: " << line.text.trimmed()
                              << (line.alternatives.isEmpty()
                                      ? QString()
                                      : QStringLiteral(" (near: %1)")
                                            .arg(choiceTexts(line.alternatives).join(QStringLiteral(", "))))
                              << Qt::endl;
            else if (line.doubtful || line.match == NameMatch::Near)
                context.err() << "ddm-tool: check: " << line.text.trimmed() << " -> " << line.name
                              << (line.alternatives.isEmpty()
                                      ? QString()
                                      : QStringLiteral(" (or: %1)")
                                            .arg(choiceTexts(line.alternatives).join(QStringLiteral(", "))))
                              << Qt::endl;
        }
        for (const QString& difference : imported.differences)
            context.err() << "ddm-tool: " << difference << Qt::endl;
    }
    if (imported.warband.creatures.isEmpty())
        context.err() << "ddm-tool: " << file << ": no creature of the catalog found in the list" << Qt::endl;
    else if (!imported.isWarband())
        context.err() << "ddm-tool: the warband needs a faction: give one with --faction" << Qt::endl;
    return imported.complete() && imported.isWarband() ? ExitCode::Yes : ExitCode::No;
}

} // namespace ddm::cli
