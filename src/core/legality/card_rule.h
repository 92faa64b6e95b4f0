// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/game_enums.h"
#include "legality/card_selector.h"

#include <QString>

#include <optional>

namespace ddm {

// A construction rule printed on a card (CRG 109: card text overrides the rules it contradicts).
// Each kind names the fields it uses; `source` below means the card that carries the rule.
enum class CardRuleKind {
    // "Warband Building: All <selector> are legal in your warband": any number of matching creatures
    // are exempt from the faction rule and, as Warband Building allows (CRG 217.2), from the Good/Evil
    // rule. Uses selector.
    AllowCreatures,
    // "You may include <amount> <selector> from the <faction> faction" / "<amount> <selector> of any
    // faction can join": at most `amount` matching creatures are exempt from the faction rule.
    AllowFromFaction,
    // "This creature is legal in a warband of any faction that includes a <selector>": the source is
    // exempt from the faction rule while the warband has a matching creature.
    AllowSelf,
    // "Increase your warband's creature limit by <amount>".
    CreatureLimit,
    // "Every <amount> creatures named <selector.name> count as 1 creature": for the creature limit.
    Mob,
    // "Add <amount> <selector> with cost <selector.maxCost> or less to your warband" during set-up (or,
    // Arcturia, totalling `totalCost`): the added creatures are outside the construction limits
    // (points, creature count, maximum cost) and, where the text names no faction, the faction rule.
    SetupAddition,
    // "Your warband may not include (other) <selector>": a violation for each matching creature.
    Forbid,
    // "Your warband must include <selector>": a violation when no other creature matches.
    Require,
    // "<selector> allies cost <amount> less ... for purposes of warband building".
    CostReduction,
    // "This creature is <alignment> if there are <selector.alignment> creatures in your warband".
    ConditionalAlignment,
    // "Your warband may contain <amount> creatures named <selector.name>": an exception to Unique.
    UniqueAllowance,
    // "Assign up to <amount> <itemName> items to this creature for no additional cost": those items
    // cost nothing and do not count against the source's item limit.
    FreeItems,
};

// Stable key of a kind, for Violation::arguments and tests ("allow-creatures", "forbid", ...).
QString cardRuleKindKey(CardRuleKind kind);

struct CardRule {
    CardRuleKind kind = CardRuleKind::Forbid;
    QString label; // the power's label as printed ("Thralls"), for messages
    CardSelector selector;
    int amount = 0;
    std::optional<int> totalCost;               // SetupAddition
    bool excludesSource = false;                // Forbid "other ...", CostReduction "allies"
    Alignment alignment = Alignment::Unaligned; // ConditionalAlignment: the alignment taken
    QString itemName;                           // FreeItems

    bool operator==(const CardRule&) const = default;
};

} // namespace ddm
