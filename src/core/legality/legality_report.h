// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "legality/violation.h"

#include <QList>

namespace ddm {

// The result of checking one warband. `violations` make it illegal; `warnings` do not (an unknown
// size, a card rule applied on an assumption).
//
// Violation::arguments by code, for translated text (a list of names is one argument, "; "-joined,
// since card names hold commas):
//   empty          [format points]
//   point-limit    [points, limit] (108.2.b: [points, "200"]; no such format: [points])
//   creature-limit [count, limit]
//   max-cost       [card, cost, maximum]
//   faction        [card, warband faction] (no faction chosen: [])
//   alignment      [Good cards "; "-joined, Evil cards "; "-joined]
//   unique         [shared name, count, allowed]
//   size           [card, size, points]; the unknown-size warning: [cards "; "-joined]
//   items          [kind, item, card, detail...] with kind one of "unassigned", "too-many", "level",
//                  "keyword", "faction", "alignment" (see item_check.cpp for the details)
//   card-rule      [rule kind key (cardRuleKindKey), card with the rule, power label, cards "; "-joined]
//   unknown-card   [name, resolution status key, candidate sets "; "-joined]
//   map            [kind, map, needed size ("full"/"half"), points, the map's size] with kind "none"
//                  (no map: a warning), "unknown" or "unmarked" (size not known: warnings) or
//                  "wrong-size" (the error, the only kind with the map's size)
struct LegalityReport {
    bool legal = true;
    int points = 0;        // creatures and items, after cost reductions, without set-up additions
    int creatureCount = 0; // as counted for the limit (Mob, set-up additions)
    int creatureLimit = 0; // the format's limit plus card increases
    QList<Violation> violations;
    QList<Violation> warnings;
};

} // namespace ddm
