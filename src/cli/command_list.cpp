// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/command.h"
#include "cli/commands.h"

namespace ddm::cli {

QList<Command> allCommands()
{
    return {
        {QStringLiteral("setup"), QStringLiteral("setup [--catalog FILE] [--ddmdb DIR] [--rules DIR]"),
         QStringLiteral(
             "Import what the data directory lacks in one step (the catalog, its sizes and rarities, "
             "the rule documents); then say what it still lacks: exit 0 nothing, 1 something"),
         &setup},
        {QStringLiteral("import-catalog"),
         QStringLiteral("import-catalog FILE [--ddmdb DIR | --no-ddmdb] [--json]"),
         QStringLiteral(
             "Import a creature catalog (community JSON format), replacing the current one, with sizes, "
             "rarities and collector numbers from the D&D Miniatures Database export (ddmdb beside FILE)"),
         &importCatalog},
        {QStringLiteral("validate"), QStringLiteral("validate FILE [--json]"),
         QStringLiteral("Judge a warband file: exit 0 legal, 1 illegal, with the rule each violation breaks"),
         &validate},
        {QStringLiteral("import-list"),
         QStringLiteral("import-list FILE|- [--json] [--points N] [--faction F]"),
         QStringLiteral("Read a warband list as players post it into a warband file: exit 0 every creature "
                        "found, 1 some not (they are listed)"),
         &importList},
        {QStringLiteral("cards"), QStringLiteral("cards QUERY [--json] [--limit N]"),
         QStringLiteral("List creatures matching a filter, e.g. 'f:wild cost<=20 is:champion'"), &cards},
        {QStringLiteral("import-rules"), QStringLiteral("import-rules DIR"),
         QStringLiteral("Import the rule documents in a folder, replacing the current rules"), &importRules},
        {QStringLiteral("rule"), QStringLiteral("rule NUMBER|ID [--json]"),
         QStringLiteral(
             "Show a rule (611.3, 611.3a, r611, §611, quickref:B2) with its sub-rules, links and backlinks"),
         &rule},
        {QStringLiteral("glossary"), QStringLiteral("glossary TERM [--json]"),
         QStringLiteral("Show a term as every rule document defines it, the authoritative one first"),
         &glossary},
        {QStringLiteral("search"), QStringLiteral("search QUERY [--json] [--limit N]"),
         QStringLiteral("Search the rules, e.g. 'cover ranged'; --game battle-axe|all, --document KEY"),
         &search},
        {QStringLiteral("check-links"), QStringLiteral("check-links [--json]"),
         QStringLiteral(
             "List the rule references that were corrected, could not be verified or lead nowhere"),
         &checkLinks},
        {QStringLiteral("custom-cards"), QStringLiteral("custom-cards import|export|remove"),
         QStringLiteral("Your creatures, items and corrections: import FILE, export [--json], "
                        "remove NAME [--set SET] [--item]"),
         &customCards},
        {QStringLiteral("parse-report"), QStringLiteral("parse-report [--json] [--top N]"),
         QStringLiteral(
             "How much of the catalog's power text the engine understands, and the most common leftovers"),
         &parseReport},
        {QStringLiteral("battle"), QStringLiteral("battle SCRIPT.json [--json]"),
         QStringLiteral(
             "Play a scripted battle: exit 0 when every action is legal, 1 at the first illegal one "
             "(with the rule)"),
         &battle},
    };
}

} // namespace ddm::cli
