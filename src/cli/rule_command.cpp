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

QJsonObject treeToJson(const RulesRepository& rules, const RuleEntryView& entry)
{
    QJsonObject object = entrySummaryToJson(entry);
    object.insert(QStringLiteral("text"), entry.text);
    QJsonArray children;
    for (const RuleEntryView& child : rules.children(entry.id))
        children.append(treeToJson(rules, child));
    object.insert(QStringLiteral("children"), children);
    return object;
}

QJsonObject entryToJson(const RulesRepository& rules, const RulesLinkRepository& links, const RuleEntryView& entry)
{
    QJsonObject object = treeToJson(rules, entry);
    object.insert(QStringLiteral("url"), entry.item.toUrl().toString());
    object.insert(QStringLiteral("document"), entry.document.key);
    object.insert(QStringLiteral("kind"), entryKindName(entry.kind));
    if (entry.page > 0)
        object.insert(QStringLiteral("page"), entry.page);
    QJsonArray notes;
    for (const EntryNote& note : entry.notes)
        notes.append(QJsonObject{{QStringLiteral("kind"), noteKindName(note.kind)}, {QStringLiteral("text"), note.text}});
    object.insert(QStringLiteral("notes"), notes);
    const QList<RuleEntryView> ancestors = rules.ancestors(entry.id);
    object.insert(QStringLiteral("parent"), ancestors.isEmpty() ? QJsonValue() : QJsonValue(entrySummaryToJson(ancestors.last())));
    QJsonArray out;
    for (const RulesLinkView& link : links.linksFrom(entry))
        out.append(linkToJson(link));
    object.insert(QStringLiteral("links"), out);
    const Backlinks backlinks = links.backlinks(entry);
    QJsonArray in;
    for (const RulesLinkView& link : backlinks.links)
        in.append(linkToJson(link));
    object.insert(QStringLiteral("backlinks"), QJsonObject{{QStringLiteral("rules"), backlinks.rules},
                                                           {QStringLiteral("glossaryEntries"), backlinks.glossaryEntries},
                                                           {QStringLiteral("otherEntries"), backlinks.otherEntries},
                                                           {QStringLiteral("mentions"), backlinks.mentions},
                                                           {QStringLiteral("links"), in}});
    QJsonArray versions;
    for (const RulesVersion& version : links.versions(entry)) {
        versions.append(QJsonObject{{QStringLiteral("document"), version.document.key},
                                    {QStringLiteral("date"), version.document.date},
                                    {QStringLiteral("id"), version.item.toString()},
                                    {QStringLiteral("title"), version.title},
                                    {QStringLiteral("text"), version.text}});
    }
    object.insert(QStringLiteral("versions"), versions);
    return object;
}

void printTree(QTextStream& out, const RulesRepository& rules, const RuleEntryView& entry, int depth)
{
    for (const RuleEntryView& child : rules.children(entry.id)) {
        out << QString(depth * 2, QLatin1Char(' ')) << entryLabel(child);
        if (!child.text.isEmpty())
            out << "  " << child.text;
        out << Qt::endl;
        printTree(out, rules, child, depth + 1);
    }
}

void printEntry(QTextStream& out, const RulesRepository& rules, const RulesLinkRepository& links, const RuleEntryView& entry)
{
    QStringList trail;
    for (const RuleEntryView& ancestor : rules.ancestors(entry.id))
        trail.append(entryLabel(ancestor));
    out << entryLabel(entry) << "  (" << entry.item.toString() << ", " << entry.document.title;
    if (entry.page > 0)
        out << ", page " << entry.page;
    out << ")" << Qt::endl;
    if (!trail.isEmpty())
        out << trail.join(QStringLiteral(" > ")) << Qt::endl;
    if (!entry.text.isEmpty())
        out << entry.text << Qt::endl;
    for (const EntryNote& note : entry.notes)
        out << (note.kind == NoteKind::Note ? "Note: " : "Example: ") << note.text << Qt::endl;
    printTree(out, rules, entry, 1);
    for (const RulesLinkView& link : links.linksFrom(entry)) {
        if (link.kind == LinkKind::Term || !link.target)
            continue;
        out << "see: \"" << link.cited << "\" -> " << link.target->toString();
        if (link.problem != LinkProblem::None)
            out << " (" << linkStatusName(link.status) << ": " << describeLinkProblem(link) << ")";
        out << Qt::endl;
    }
    out << backlinkSummary(links.backlinks(entry)) << Qt::endl;
    const QList<RulesVersion> versions = links.versions(entry);
    for (const RulesVersion& version : versions) {
        if (version.item == entry.item)
            continue;
        out << "also in " << version.document.title << (version.document.date.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(version.document.date))
            << ": " << version.item.toString() << " " << version.title << Qt::endl;
    }
}

} // namespace

ExitCode rule(ToolContext& context, const QStringList& arguments)
{
    const ParsedArguments parsed = parseArguments(arguments, {QStringLiteral("--json")});
    if (!parsed.error.isEmpty() || parsed.positional.size() != 1)
        return context.fail(parsed.error.isEmpty() ? QStringLiteral("usage: ddm-tool rule NUMBER|ID [--json]") : parsed.error);
    const std::unique_ptr<RulesRepository> rules = openRules(context);
    if (!rules)
        return ExitCode::Error;
    const QString query = parsed.positional.first();
    const bool json = parsed.flags.contains(QStringLiteral("--json"));
    std::optional<RuleEntryView> entry;
    RuleLookup lookup = rules->rule(query);
    if (const std::optional<RulesItemId> id = RulesItemId::fromString(query); id && id->kind != RulesItemId::Kind::Glossary)
        entry = rules->entry(*id);
    else
        entry = lookup.entry;
    const RulesLinkRepository links(*rules);
    if (entry) {
        if (json)
            context.out() << QJsonDocument(entryToJson(*rules, links, *entry)).toJson(QJsonDocument::Indented);
        else
            printEntry(context.out(), *rules, links, *entry);
        return ExitCode::Yes;
    }
    QStringList nearest;
    QJsonArray nearestJson;
    for (const RuleEntryView& near : lookup.nearest) {
        nearest.append(entryLabel(near));
        nearestJson.append(entrySummaryToJson(near));
    }
    if (json)
        context.out() << QJsonDocument(QJsonObject{{QStringLiteral("query"), query}, {QStringLiteral("found"), false},
                                                   {QStringLiteral("nearest"), nearestJson}})
                             .toJson(QJsonDocument::Indented);
    if (!lookup.number)
        context.err() << "ddm-tool: \"" << query << "\" is not a rule number (try ddm-tool search)" << Qt::endl;
    else if (nearest.isEmpty())
        context.err() << "ddm-tool: there is no rule " << lookup.number->toString() << Qt::endl;
    else
        context.err() << "ddm-tool: there is no rule " << lookup.number->toString() << "; nearest: " << nearest.join(QStringLiteral("; "))
                      << Qt::endl;
    return ExitCode::No;
}

} // namespace ddm::cli
