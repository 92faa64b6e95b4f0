// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"

#include "cli/json_output.h"
#include "cli/tool_context.h"
#include "query/query_compiler.h"
#include "storage/card_database.h"
#include "storage/card_repository.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace ddm::cli {
namespace {

// "Aarakocra  [Tyranny of Dragons]  8 pts  L3  HP 20  AC 16  Wild  unaligned"
QString plainLine(const Creature& creature)
{
    QString line = QStringLiteral("%1  [%2]  %3 pts  L%4  HP %5  AC %6  %7  %8")
                       .arg(creature.name, creature.set)
                       .arg(creature.cost)
                       .arg(creature.level)
                       .arg(creature.hp)
                       .arg(creature.ac)
                       .arg(factionNames(creature.factions).join(QLatin1Char('/')), alignmentName(creature.alignment).toLower());
    if (creature.championRating)
        line += QStringLiteral("  CR %1").arg(*creature.championRating);
    return line;
}

// Points at the culprit under the query, as compilers do.
void printQueryError(QTextStream& err, const QString& query, const QueryError& error)
{
    err << "ddm-tool: bad query at position " << error.position + 1 << ": " << error.message << Qt::endl;
    err << "  " << query << Qt::endl;
    err << "  " << QString(error.position, QLatin1Char(' ')) << QString(qMax(1, error.length), QLatin1Char('^')) << Qt::endl;
}

} // namespace

ExitCode cards(ToolContext& context, const QStringList& arguments)
{
    const ParsedArguments parsed = parseArguments(arguments, {QStringLiteral("--json")}, {QStringLiteral("--limit")});
    if (!parsed.error.isEmpty() || parsed.positional.size() > 1)
        return context.fail(parsed.error.isEmpty() ? QStringLiteral("usage: ddm-tool cards QUERY [--json] [--limit N]") : parsed.error);
    const QString query = parsed.positional.value(0);
    int limit = -1;
    if (parsed.options.contains(QStringLiteral("--limit"))) {
        bool ok = false;
        limit = parsed.options.value(QStringLiteral("--limit")).toInt(&ok);
        if (!ok || limit < 0)
            return context.fail(QStringLiteral("--limit needs a whole number of 0 or more"));
    }

    const auto compiled = QueryCompiler::compile(query);
    if (const auto* error = std::get_if<QueryError>(&compiled)) {
        printQueryError(context.err(), query, *error);
        return ExitCode::Error;
    }
    CardDatabase* database = context.database();
    if (!database)
        return ExitCode::Error;
    if (database->catalogIsEmpty())
        context.err() << "ddm-tool: note: no catalog imported in " << database->dataDirectory()
                      << "; only custom cards are searched" << Qt::endl;

    const CardRepository repository(*database);
    const CompiledQuery& sql = std::get<CompiledQuery>(compiled);
    QList<qint64> ids = repository.creatureIds(sql.whereSql, sql.bindings);
    if (limit >= 0 && ids.size() > limit)
        ids.resize(limit);
    const QList<Creature> creatures = repository.creatures(ids);

    if (parsed.flags.contains(QStringLiteral("--json"))) {
        QJsonArray array;
        for (const Creature& creature : creatures)
            array.append(creatureToJson(creature));
        context.out() << QJsonDocument(array).toJson(QJsonDocument::Indented);
    } else {
        for (const Creature& creature : creatures)
            context.out() << plainLine(creature) << Qt::endl;
    }
    return ExitCode::Yes;
}

} // namespace ddm::cli
