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

QJsonObject shareToJson(int powers, int understood, double share)
{
    return {{QStringLiteral("powers"), powers},
            {QStringLiteral("understood"), understood},
            {QStringLiteral("share"), share}};
}

// "Attack powers understood:   3293 of 3860 (85.3%)"
QString shareLine(const QString& label, int understood, int powers, double share)
{
    return QStringLiteral("%1 %2 of %3 (%4%)")
        .arg(label.leftJustified(27))
        .arg(understood)
        .arg(powers)
        .arg(share * 100.0, 0, 'f', 1);
}

void printPlain(QTextStream& out, const ParseStatistics& statistics, int top)
{
    out << shareLine(QStringLiteral("Attack powers understood:"), statistics.attacksUnderstood,
                     statistics.attackPowers, statistics.attackShare())
        << "  (bar 85%, aim 97%)" << Qt::endl;
    out << shareLine(QStringLiteral("Ability powers understood:"), statistics.abilitiesUnderstood,
                     statistics.abilityPowers, statistics.abilityShare())
        << Qt::endl;
    out << shareLine(QStringLiteral("Special powers understood:"), statistics.specialsUnderstood,
                     statistics.specialPowers, statistics.specialShare())
        << Qt::endl;
    if (top == 0 || statistics.leftovers.isEmpty())
        return;
    out << Qt::endl << "Most common leftovers of attack and ability powers (numbers shown as N):" << Qt::endl;
    for (const LeftoverCount& leftover : statistics.leftovers.mid(0, top)) {
        // An empty power text leaves an empty fragment: quote it so the line is not blank.
        const QString fragment = leftover.fragment.isEmpty() ? QStringLiteral("\"\"") : leftover.fragment;
        out << QString::number(leftover.count).rightJustified(6) << "  " << fragment << Qt::endl;
    }
}

QJsonObject toJson(const ParseStatistics& statistics, int top)
{
    QJsonArray leftovers;
    for (const LeftoverCount& leftover : statistics.leftovers.mid(0, top))
        leftovers.append(QJsonObject{{QStringLiteral("fragment"), leftover.fragment},
                                     {QStringLiteral("count"), leftover.count}});
    return {{QStringLiteral("attack"),
             shareToJson(statistics.attackPowers, statistics.attacksUnderstood, statistics.attackShare())},
            {QStringLiteral("ability"), shareToJson(statistics.abilityPowers, statistics.abilitiesUnderstood,
                                                    statistics.abilityShare())},
            {QStringLiteral("special"),
             shareToJson(statistics.specialPowers, statistics.specialsUnderstood, statistics.specialShare())},
            {QStringLiteral("leftovers"), leftovers}};
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
