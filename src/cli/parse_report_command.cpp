// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"

#include "cli/tool_context.h"
#include "powers/parse_statistics.h"
#include "storage/card_database.h"
#include "storage/card_repository.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ddm::cli {
namespace {

constexpr int kDefaultTop = 10;

QJsonObject shareToJson(const RunShare& share)
{
    return {{QStringLiteral("powers"), share.total},
            {QStringLiteral("understood"), share.run},
            {QStringLiteral("share"), share.share()}};
}

QJsonArray leftoversToJson(const QList<LeftoverCount>& leftovers, int top)
{
    QJsonArray array;
    for (const LeftoverCount& leftover : leftovers.mid(0, top))
        array.append(QJsonObject{{QStringLiteral("fragment"), leftover.fragment},
                                 {QStringLiteral("count"), leftover.count}});
    return array;
}

// "Attack powers understood:   3293 of 3860 (85.3%)"
QString shareLine(const QString& label, const RunShare& share)
{
    return QStringLiteral("%1 %2 of %3 (%4%)")
        .arg(label.leftJustified(27))
        .arg(share.run)
        .arg(share.total)
        .arg(share.share() * 100.0, 0, 'f', 1);
}

void printLeftovers(QTextStream& out, const QString& heading, const QList<LeftoverCount>& leftovers, int top)
{
    if (top == 0 || leftovers.isEmpty())
        return;
    out << Qt::endl << heading << Qt::endl;
    for (const LeftoverCount& leftover : leftovers.mid(0, top)) {
        // An empty power text leaves an empty fragment: quote it so the line is not blank.
        const QString fragment = leftover.fragment.isEmpty() ? QStringLiteral("\"\"") : leftover.fragment;
        out << QString::number(leftover.count).rightJustified(6) << "  " << fragment << Qt::endl;
    }
}

void printPlain(QTextStream& out, const ParseStatistics& statistics, int top)
{
    out << shareLine(QStringLiteral("Attack powers understood:"), statistics.attacks)
        << "  (bar 85%, aim 97%)" << Qt::endl;
    out << shareLine(QStringLiteral("Ability powers understood:"), statistics.abilities) << Qt::endl;
    out << shareLine(QStringLiteral("Special powers understood:"), statistics.specials) << Qt::endl;
    out << shareLine(QStringLiteral("Champion powers understood:"), statistics.champions) << Qt::endl;
    out << shareLine(QStringLiteral("Creatures fully run:"), statistics.creatures) << Qt::endl;
    printLeftovers(out,
                   QStringLiteral("Most common leftovers of attack and ability powers (numbers shown as N):"),
                   statistics.leftovers, top);
    printLeftovers(out, QStringLiteral("Most common leftovers of special powers:"),
                   statistics.specialLeftovers, top);
}

QJsonObject toJson(const ParseStatistics& statistics, int top)
{
    return {
        {QStringLiteral("attack"), shareToJson(statistics.attacks)},
        {QStringLiteral("ability"), shareToJson(statistics.abilities)},
        {QStringLiteral("special"), shareToJson(statistics.specials)},
        {QStringLiteral("champion"), shareToJson(statistics.champions)},
        {QStringLiteral("creatures"), QJsonObject{{QStringLiteral("total"), statistics.creatures.total},
                                                  {QStringLiteral("fullyRun"), statistics.creatures.run}}},
        {QStringLiteral("leftovers"), leftoversToJson(statistics.leftovers, top)},
        {QStringLiteral("specialLeftovers"), leftoversToJson(statistics.specialLeftovers, top)}};
}

} // namespace

// How much of the card catalog's power text the engine understands and runs, and what it leaves over.
ExitCode parseReport(ToolContext& context, const QStringList& arguments)
{
    const ParsedArguments parsed =
        parseArguments(arguments, {QStringLiteral("--json")}, {QStringLiteral("--top")});
    if (!parsed.error.isEmpty() || !parsed.positional.isEmpty())
        return context.fail(parsed.error.isEmpty()
                                ? QStringLiteral("usage: ddm-tool parse-report [--json] [--top N]")
                                : parsed.error);
    int top = kDefaultTop;
    if (parsed.options.contains(QStringLiteral("--top"))) {
        bool ok = false;
        top = parsed.options.value(QStringLiteral("--top")).toInt(&ok);
        if (!ok || top < 0)
            return context.fail(QStringLiteral("--top needs a whole number of 0 or more"));
    }
    CardDatabase* database = context.database();
    if (!database)
        return ExitCode::Error;
    if (database->catalogIsEmpty())
        context.err() << "ddm-tool: note: no catalog imported in " << database->dataDirectory()
                      << "; only custom cards are read" << Qt::endl;

    const ParseStatistics statistics = collectParseStatistics(CardRepository(*database).allCreatures());
    if (parsed.flags.contains(QStringLiteral("--json")))
        context.out() << QJsonDocument(toJson(statistics, top)).toJson(QJsonDocument::Indented);
    else
        printPlain(context.out(), statistics, top);
    return ExitCode::Yes;
}

} // namespace ddm::cli
