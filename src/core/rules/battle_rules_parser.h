// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_document.h"
#include "rules/source_text.h"

#include <QStringList>

namespace ddm {

// Reads the 2008 starter rulebook, text extracted from a PDF: the web page around it is skipped, the
// printed page numbers (a number alone on its line, one page after the last) give each section its
// page, run-in headings ("Moving By taking a move action…") start sections, labelled paragraphs
// ("Point Limit: …") and labelled bullets ("• Dazed: …") become parts of their section. The glossary
// runs its entries together and interleaves two columns; see BattleRulesGlossary.
class BattleRulesParser {
public:
    static void parse(const QStringList& lines, RulesDocument& document, QList<ParseProblem>& problems);
};

// A paragraph with the printed page it is on.
struct PagedParagraph {
    SourceParagraph paragraph;
    int page = 0;
};

// The starter's glossary: "term: text" entries run together in long paragraphs. An entry starts at
// the start of a paragraph or after a sentence, with a short term and a colon. A paragraph that
// starts with no term continues an entry of the other column: the latest of the last few whose term
// it mentions, else the last one.
class BattleRulesGlossary {
public:
    static QList<GlossaryEntry> read(const QList<PagedParagraph>& paragraphs);
};

} // namespace ddm
