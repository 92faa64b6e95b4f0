// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"

#include "cli/rules_output.h"
#include "cli/tool_context.h"
#include "rules/rules_repository.h"
#include "rules/rules_search.h"

#include <QJsonDocument>

namespace ddm::cli {
namespace {

// The snippet with its hits in [brackets].
QString marked(const RulesSearchHit& hit)
{
    QString text = hit.snippet;
    for (qsizetype i = hit.highlights.size() - 1; i >= 0; --i) {
        const auto& [start, length] = hit.highlights.at(i);
        text.insert(start + length, QLatin1Char(']'));
        text.insert(start, QLatin1Char('['));
    }
    return text;
}

QString matchName(RulesSearchHit::Match match)
{
    switch (match) {
    case RulesSearchHit::Match::Exact:
        return QStringLiteral("exact");
    case RulesSearchHit::Match::Headword:
        return QStringLiteral("headword");
    case RulesSearchHit::Match::Text:
        break;
    }
    return QStringLiteral("text");
}

} // namespace

ExitCode search(ToolContext& context, const QStringList& arguments)
{
    const ParsedArguments parsed = parseArguments(arguments, {QStringLiteral("--json")},
                                                  {QStringLiteral("--limit"), QStringLiteral("--game"), QStringLiteral("--document")});
    if (!parsed.error.isEmpty() || parsed.positional.size() != 1)
        return context.fail(parsed.error.isEmpty()
                                ? QStringLiteral("usage: ddm-tool search QUERY [--json] [--limit N] [--game ddm|battle-axe|all] [--document KEY]")
                                : parsed.error);
    RulesSearchQuery query;
    query.text = parsed.positional.first();
    if (parsed.options.contains(QStringLiteral("--limit"))) {
        bool ok = false;
        query.limit = parsed.options.value(QStringLiteral("--limit")).toInt(&ok);
        if (!ok || query.limit < 0)
            return context.fail(QStringLiteral("--limit needs a whole number of 0 or more"));
    }
    if (parsed.options.contains(QStringLiteral("--game"))) {
        const QString game = parsed.options.value(QStringLiteral("--game"));
        query.game = game == QLatin1String("all") ? std::nullopt : rulesGameFromName(game);
        if (!query.game && game != QLatin1String("all"))
            return context.fail(QStringLiteral("--game is ddm, battle-axe or all"));
    }
    const std::unique_ptr<RulesRepository> rules = openRules(context);
    if (!rules)
        return ExitCode::Error;
    if (parsed.options.contains(QStringLiteral("--document"))) {
        const QString key = parsed.options.value(QStringLiteral("--document"));
        const std::optional<RulesDocumentInfo> document = rules->document(key);
        if (!document)
            return context.fail(QStringLiteral("no document \"%1\" is imported").arg(key));
        query.documents = {key};
        query.game = document->game;
    }
    const QList<RulesSearchHit> hits = RulesSearch(*rules).search(query);
    if (parsed.flags.contains(QStringLiteral("--json"))) {
        QJsonArray array;
        for (const RulesSearchHit& hit : hits) {
            QJsonArray highlights;
            for (const auto& [start, length] : hit.highlights)
                highlights.append(QJsonArray{qint64(start), qint64(length)});
            array.append(QJsonObject{{QStringLiteral("id"), hit.item.toString()},
                                     {QStringLiteral("url"), hit.item.toUrl().toString()},
                                     {QStringLiteral("document"), hit.documentKey},
                                     {QStringLiteral("kind"), hit.kind},
                                     {QStringLiteral("title"), hit.title},
                                     {QStringLiteral("match"), matchName(hit.match)},
                                     {QStringLiteral("snippet"), hit.snippet},
                                     {QStringLiteral("highlights"), highlights}});
        }
        context.out() << QJsonDocument(array).toJson(QJsonDocument::Indented);
        return ExitCode::Yes;
    }
    for (const RulesSearchHit& hit : hits) {
        context.out() << hit.item.toString() << "  [" << hit.documentKey << "]  " << hit.title << "  —  " << marked(hit)
                      << Qt::endl;
    }
    return ExitCode::Yes;
}

} // namespace ddm::cli
