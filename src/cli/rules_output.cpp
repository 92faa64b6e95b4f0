// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/rules_output.h"

#include "cli/tool_context.h"
#include "rules/rules_repository.h"
#include "storage/card_database.h"

#include <QStringList>

namespace ddm::cli {

std::unique_ptr<RulesRepository> openRules(ToolContext& context)
{
    CardDatabase* database = context.database();
    if (!database)
        return nullptr;
    auto rules = std::make_unique<RulesRepository>(*database);
    if (rules->isEmpty()) {
        context.fail(QStringLiteral("no rules imported in %1 (run ddm-tool import-rules DIR)").arg(database->dataDirectory()));
        return nullptr;
    }
    return rules;
}

QJsonObject linkToJson(const RulesLinkView& link)
{
    QJsonObject object{{QStringLiteral("kind"), linkKindName(link.kind)},
                       {QStringLiteral("status"), linkStatusName(link.status)},
                       {QStringLiteral("cited"), link.cited},
                       {QStringLiteral("from"), link.source.toString()},
                       {QStringLiteral("start"), qint64(link.start)},
                       {QStringLiteral("length"), qint64(link.length)}};
    if (link.target) {
        object.insert(QStringLiteral("to"), link.target->toString());
        object.insert(QStringLiteral("url"), link.target->toUrl().toString());
        object.insert(QStringLiteral("toTitle"), link.targetTitle);
    }
    if (link.problem != LinkProblem::None) {
        object.insert(QStringLiteral("problem"), linkProblemName(link.problem));
        object.insert(QStringLiteral("note"), describeLinkProblem(link));
        object.insert(QStringLiteral("written"), link.writtenTarget);
    }
    if (!link.subject.isEmpty())
        object.insert(QStringLiteral("subject"), link.subject);
    return object;
}

QJsonObject entrySummaryToJson(const RuleEntryView& entry)
{
    return {{QStringLiteral("id"), entry.item.toString()},
            {QStringLiteral("number"), entry.number},
            {QStringLiteral("title"), entry.title}};
}

QString entryLabel(const RuleEntryView& entry)
{
    QStringList parts;
    if (!entry.number.isEmpty())
        parts.append(entry.number);
    if (!entry.title.isEmpty())
        parts.append(entry.title);
    return parts.isEmpty() ? entry.key : parts.join(QLatin1Char(' '));
}

QString backlinkSummary(const Backlinks& backlinks)
{
    QStringList parts;
    if (backlinks.rules > 0)
        parts.append(QStringLiteral("%1 rule%2").arg(backlinks.rules).arg(backlinks.rules == 1 ? "" : "s"));
    if (backlinks.glossaryEntries > 0)
        parts.append(QStringLiteral("%1 glossary entr%2").arg(backlinks.glossaryEntries).arg(backlinks.glossaryEntries == 1 ? "y" : "ies"));
    if (backlinks.otherEntries > 0)
        parts.append(QStringLiteral("%1 other entr%2").arg(backlinks.otherEntries).arg(backlinks.otherEntries == 1 ? "y" : "ies"));
    QString text = parts.isEmpty() ? QStringLiteral("cited by nothing") : QStringLiteral("cited by ") + parts.join(QStringLiteral(", "));
    if (backlinks.mentions > 0)
        text += QStringLiteral("; used in %1 entr%2").arg(backlinks.mentions).arg(backlinks.mentions == 1 ? "y" : "ies");
    return text;
}

} // namespace ddm::cli
