// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_document.h"

#include <QStringList>

namespace ddm {

// Reads the quick-reference sheet. Each `###` heading is a sequence ("setup", "round", "attack",
// "terrain" …); its coded steps (R0–R7, F1–F4, A1–A2, T0–T3, B1–B8, D1–D9) are entries keyed by
// their code, numbered set-up steps "setup/1", labelled bullets "terrain/forest", other bullets
// "move-action/1". The glossary starts at the first ALL-CAPS `**TERM:**` paragraph; terms run
// together inside a paragraph are split, and OCR-damaged headwords are repaired
// (damaged_headwords.h). The sheet's LaTeX attack symbols become the CRG's icons ({M}, {R} …).
class QuickReferenceParser {
public:
    static void parse(const QStringList& lines, RulesDocument& document, QList<ParseProblem>& problems);
};

// The sheet's LaTeX symbols as icons: "$\rightarrow$" -> "{R}". Labels lose them ("Forest $\blacktriangle$").
QString quickReferenceIcons(const QString& text, bool dropSymbols = false);

} // namespace ddm
