// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "legality/card_rule.h"
#include "legality/card_selector.h"
#include "legality/creature_profile_cache.h"
#include "warband/resolved_warband.h"
#include "warband/warband_format.h"

#include <QList>

#include <optional>

namespace ddm {

// A card rule and the member whose card carries it.
struct RuleSource {
    int member = -1;
    const CardRule* rule = nullptr;
};

// One creature slot as the checks see it, after the card rules that change other rules' inputs
// (conditional alignment, cost reductions, set-up additions, "are legal" permissions) are applied.
struct WarbandMember {
    const ResolvedEntry* entry = nullptr;
    const Creature* card = nullptr;             // null: the entry did not resolve
    const CreatureProfile* profile = nullptr;   // null exactly when card is
    Alignment alignment = Alignment::Unaligned; // effective alignment in this warband
    int cost = 0;                               // for construction, after cost reductions
    bool setupAddition = false;                 // added by a set-up power: outside the construction limits
    // An AllowCreatures rule ("All Dwarf creatures are legal") lifts faction and alignment for it;
    // AssumingSize when only its unknown size keeps the rule from applying for certain.
    SelectorMatch legalByPermission = SelectorMatch::No;
    RuleSource permission; // the AllowCreatures rule behind legalByPermission
    quint64 freeItems = 0; // bit i set: items[i] is free and outside the item limit (FreeItems)

    const QString& name() const { return entry->entry.name; }
    bool isResolved() const { return card != nullptr; }
};

struct ConstructionState {
    const ResolvedWarband* warband = nullptr;
    std::optional<WarbandFormat> format;
    QList<WarbandMember> members; // one per entry, in warband order
    QList<RuleSource> rules;      // every rule of every resolved member
    int points = 0;
    int creatureCount = 0;
    int creatureLimit = 0;

    bool isSealed() const { return warband->warband.scenario == Scenario::SealedBooster; }
    SelectorMatch matches(const CardSelector& selector, const WarbandMember& member) const;
    // Resolved members other than `except` (-1: none) that the selector matches (AssumingSize counts).
    QList<int> matching(const CardSelector& selector, int except = -1) const;
    template <typename Visit> void forEachRule(CardRuleKind kind, Visit visit) const
    {
        for (const RuleSource& source : rules) {
            if (source.rule->kind == kind)
                visit(source);
        }
    }
};

ConstructionState buildConstructionState(const ResolvedWarband& warband, CreatureProfileCache& profiles);

} // namespace ddm
