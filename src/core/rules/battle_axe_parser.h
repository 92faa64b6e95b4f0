// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_document.h"

#include <QStringList>

namespace ddm {

// Reads the Battle-Axe rulebook (another game, kept apart from the DDM documents). Its headings are
// lines in capitals ("ROUNDS & TURNS") for sections and short title lines followed by prose
// ("Vital Hit", "1) Health") for their parts; tables and card texts stay text of their section.
class BattleAxeParser {
public:
    static void parse(const QStringList& lines, RulesDocument& document, QList<ParseProblem>& problems);
};

} // namespace ddm
