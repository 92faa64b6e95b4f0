// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_document.h"

#include <QStringList>

namespace ddm {

// Reads the Comprehensive Rules Guide: every numbered entry of the body (chapters 0–10, their
// sections, rules and lettered sub-rules) and the glossary. The table of contents is skipped: it
// disagrees with the body. Levels and parents come from the numbers, never from the heading marks;
// an unnumbered paragraph continues the rule before it, and examples and notes (in any of their
// markups) attach to it. Problems name the line: a number out of order or without a parent, text
// before the first rule, a glossary paragraph that is not an entry.
class ComprehensiveRulesParser {
public:
    static void parse(const QStringList& lines, RulesDocument& document, QList<ParseProblem>& problems);
};

} // namespace ddm
