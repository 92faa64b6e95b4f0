// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_document.h"

#include <QStringList>

namespace ddm {

// Reads what survives of the DDM Guild's 2011 rules: pages 1–5 of a transcription whose lines lost
// their breaks, so headings are glued to the text ("FactionEach creature…"). The table of contents
// names the headings; each becomes a section where the body has it glued after a sentence end or at
// a paragraph start. The web page's lines before the transcription and everything after the last
// page footer ("5/31/2011") are not the document and are skipped.
class GuildRulesParser {
public:
    static void parse(const QStringList& lines, RulesDocument& document, QList<ParseProblem>& problems);
};

} // namespace ddm
