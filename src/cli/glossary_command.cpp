// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"

#include "cli/rules_output.h"
#include "cli/tool_context.h"
#include "rules/rules_link_repository.h"
#include "rules/rules_repository.h"

#include <QJsonDocument>

namespace ddm::cli {
namespace {

QString headline(const GlossaryVersion& version)
{
    QString text = version.headword;
    if (!version.category.isEmpty())
        text += QStringLiteral(" [%1]").arg(version.category);
    return text;
}

QString source(const RulesDocumentInfo& document, int page)
{
    QString text = document.title;
    if (!document.date.isEmpty())
        text += QStringLiteral(", ") + document.date;
    text += QStringLiteral(", ") + documentAuthorityName(document.authority);
    if (page > 0)
        text += QStringLiteral(", page %1").arg(page);
    return text;
}

} // namespace

ExitCode glossary(ToolContext& context, const QStringList& arguments)
{
    const ParsedArguments parsed = parseArguments(arguments, {QStringLiteral("--json")});
    if (!parsed.error.isEmpty() || parsed.positional.size() != 1)
        return context.fail(parsed.error.isEmpty() ? QStringLiteral("usage: ddm-tool glossary TERM [--json]") : parsed.error);
    const std::unique_ptr<RulesRepository> rules = openRules(context);
    if (!rules)
        return ExitCode::Error;
    const QString query = parsed.positional.first();
    const GlossaryLookup lookup = rules->glossary(query);
    const bool json = parsed.flags.contains(QStringLiteral("--json"));
    if (!lookup.term) {
        if (json)
            context.out() << QJsonDocument(QJsonObject{{QStringLiteral("query"), query}, {QStringLiteral("found"), false},
                                                       {QStringLiteral("similar"), QJsonArray::fromStringList(lookup.nearest)}})
                                 .toJson(QJsonDocument::Indented);
        context.err() << "ddm-tool: no glossary has \"" << query << "\"";
        if (!lookup.nearest.isEmpty())
            context.err() << "; similar: " << lookup.nearest.join(QStringLiteral(", "));
        context.err() << Qt::endl;
        return ExitCode::No;
    }
    const GlossaryTermView& term = *lookup.term;
    const RulesLinkRepository links(*rules);
    const Backlinks backlinks = links.backlinks(term);
    if (json) {
        QJsonArray versions;
        for (const GlossaryVersion& version : term.versions) {
            QJsonArray out;
            for (const RulesLinkView& link : links.linksFrom(version))
                out.append(linkToJson(link));
            versions.append(QJsonObject{{QStringLiteral("document"), version.document.key},
                                        {QStringLiteral("documentTitle"), version.document.title},
                                        {QStringLiteral("date"), version.document.date},
                                        {QStringLiteral("authority"), documentAuthorityName(version.document.authority)},
                                        {QStringLiteral("headword"), version.headword},
                                        {QStringLiteral("category"), version.category},
                                        {QStringLiteral("text"), version.text},
                                        {QStringLiteral("page"), version.page},
                                        {QStringLiteral("links"), out}});
        }
        context.out() << QJsonDocument(QJsonObject{{QStringLiteral("id"), term.item.toString()},
                                                   {QStringLiteral("url"), term.item.toUrl().toString()},
                                                   {QStringLiteral("term"), term.display},
                                                   {QStringLiteral("aliases"), QJsonArray::fromStringList(term.aliases)},
                                                   {QStringLiteral("versions"), versions},
                                                   {QStringLiteral("citedBy"), backlinkSummary(backlinks)}})
                             .toJson(QJsonDocument::Indented);
        return ExitCode::Yes;
    }
    context.out() << term.display << "  (" << term.item.toString() << ")" << Qt::endl;
    for (const GlossaryVersion& version : term.versions) {
        context.out() << "  " << source(version.document, version.page) << ":" << Qt::endl;
        context.out() << "    " << headline(version) << " — " << version.text << Qt::endl;
        for (const RulesLinkView& link : links.linksFrom(version)) {
            if (!link.target || link.kind == LinkKind::Term)
                continue;
            context.out() << "      -> " << link.target->toString() << " " << link.targetTitle;
            if (link.problem != LinkProblem::None)
                context.out() << " (" << linkStatusName(link.status) << ": " << describeLinkProblem(link) << ")";
            context.out() << Qt::endl;
        }
    }
    context.out() << backlinkSummary(backlinks) << Qt::endl;
    return ExitCode::Yes;
}

} // namespace ddm::cli
