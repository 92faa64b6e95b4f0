// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/power.h"
#include "legality/card_rule.h"

#include <QList>
#include <QString>

#include <optional>

namespace ddm {

// Recognises construction rules in power text through a table of sentence patterns (and one label
// pattern, "Strength in Numbers N"), so a custom card worded like a printed one gets the same rule.
// Powers that merely mention "your warband" in battle are not rules. Regex-based: call it once per
// card and keep the result (CreatureProfileCache does).
class CardRuleParser {
public:
    static QList<CardRule> parse(const QList<Power>& powers);
    static std::optional<CardRule> parsePower(const QString& text);
};

} // namespace ddm
