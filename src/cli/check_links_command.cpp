// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"

#include "cli/rules_output.h"
#include "cli/tool_context.h"
#include "rules/rules_link_repository.h"
#include "rules/rules_repository.h"

#include <QJsonDocument>

namespace ddm::cli {

ExitCode checkLinks(ToolContext& context, const QStringList& arguments)
{
    const ParsedArguments parsed = parseArguments(arguments, {QStringLiteral("--json")});
    if (!parsed.error.isEmpty() || !parsed.positional.isEmpty())
        return context.fail(parsed.error.isEmpty() ? QStringLiteral("usage: ddm-tool check-links [--json]") : parsed.error);
    const std::unique_ptr<RulesRepository> rules = openRules(context);
    if (!rules)
        return ExitCode::Error;
    const QList<RulesLinkView> problems = RulesLinkRepository(*rules).problems();
    if (parsed.flags.contains(QStringLiteral("--json"))) {
        QJsonArray array;
        for (const RulesLinkView& link : problems)
            array.append(linkToJson(link));
        context.out() << QJsonDocument(array).toJson(QJsonDocument::Indented);
        return ExitCode::Yes;
    }
    int counts[4] = {0, 0, 0, 0};
    for (const RulesLinkView& link : problems) {
        ++counts[int(link.status)];
        context.out() << linkStatusName(link.status).leftJustified(11) << link.source.toString() << " [" << link.sourceDocument
                      << "] \"" << link.cited << "\"";
        if (link.target)
            context.out() << " -> " << link.target->toString();
        context.out() << ": " << describeLinkProblem(link) << Qt::endl;
    }
    context.out() << problems.size() << " references need a note: " << counts[int(LinkStatus::Corrected)] << " corrected, "
                  << counts[int(LinkStatus::Unverified)] << " unverified, " << counts[int(LinkStatus::Broken)] << " broken"
                  << Qt::endl;
    return ExitCode::Yes;
}

} // namespace ddm::cli
