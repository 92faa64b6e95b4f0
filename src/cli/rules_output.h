// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_link_repository.h"
#include "rules/rules_views.h"

#include <QJsonArray>
#include <QJsonObject>

#include <memory>

namespace ddm {
class RulesRepository;
}

namespace ddm::cli {

class ToolContext;

// The imported rules of the context's data directory; prints why not and returns nullptr when the
// database cannot be opened or holds no rules yet (exit code 2).
std::unique_ptr<RulesRepository> openRules(ToolContext& context);

// The JSON shapes of the rules commands; scripts depend on their field names.
QJsonObject linkToJson(const RulesLinkView& link); // {"kind", "status", "problem", "note", "cited", "from", "to", ...}
QJsonObject entrySummaryToJson(const RuleEntryView& entry); // {"id", "number", "title"}

// "611.3 Cover" / "B2 Attack Roll" / "Pits": how an entry is named on one line.
QString entryLabel(const RuleEntryView& entry);
// "cited by 4 rules, 2 glossary entries; used in 12 rules"
QString backlinkSummary(const Backlinks& backlinks);

} // namespace ddm::cli
