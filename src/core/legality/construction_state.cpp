// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "legality/construction_state.h"

#include <algorithm>

namespace ddm {
namespace {

// "This creature is Evil if there are Evil creatures in your warband": taken until nothing changes,
// so a conditional creature can follow another that changed. It only ever copies an alignment
// already present, so it adds no Good/Evil clash of its own; it matters for rules that ask for an
// alignment (items, "Evil Arcane creature", "Non-Evil Giant allies").
void applyConditionalAlignments(ConstructionState& state)
{
    bool changed = true;
    while (changed) {
        changed = false;
        state.forEachRule(CardRuleKind::ConditionalAlignment, [&state, &changed](const RuleSource& source) {
            WarbandMember& member = state.members[source.member];
            if (member.alignment == source.rule->alignment)
                return;
            if (!state.matching(source.rule->selector, source.member).isEmpty()) {
                member.alignment = source.rule->alignment;
                changed = true;
            }
        });
    }
}

// Cost reductions stack (two Stone Giant Elders each lower a Giant ally's cost) and stop at 0.
// They apply to the point limit and the maximum single cost alike: both are warband construction.
void applyCostReductions(ConstructionState& state)
{
    state.forEachRule(CardRuleKind::CostReduction, [&state](const RuleSource& source) {
        const int except = source.rule->excludesSource ? source.member : -1;
        for (int index : state.matching(source.rule->selector, except))
            state.members[index].cost -= source.rule->amount;
    });
    for (WarbandMember& member : state.members)
        member.cost = std::max(0, member.cost);
}

bool inWarbandFaction(const ConstructionState& state, const WarbandMember& member)
{
    const std::optional<Faction> faction = state.warband->warband.faction;
    return faction && member.card->factions.testFlag(*faction);
}

// Each set-up power takes the creatures it may add: those that would break the faction rule first,
// then the most expensive, so the warband gets the most out of it.
void chooseSetupAdditions(ConstructionState& state)
{
    state.forEachRule(CardRuleKind::SetupAddition, [&state](const RuleSource& source) {
        QList<int> candidates = state.matching(source.rule->selector, source.member);
        candidates.removeIf([&state](int index) { return state.members.at(index).setupAddition; });
        std::stable_sort(candidates.begin(), candidates.end(), [&state](int a, int b) {
            const WarbandMember& left = state.members.at(a);
            const WarbandMember& right = state.members.at(b);
            const bool leftOut = !inWarbandFaction(state, left);
            const bool rightOut = !inWarbandFaction(state, right);
            if (leftOut != rightOut)
                return leftOut;
            return left.card->cost > right.card->cost;
        });
        int taken = 0;
        int total = 0;
        for (int index : candidates) {
            if (taken == source.rule->amount)
                break;
            WarbandMember& member = state.members[index];
            if (source.rule->totalCost && total + member.card->cost > *source.rule->totalCost)
                continue;
            member.setupAddition = true;
            total += member.card->cost;
            ++taken;
        }
    });
}

void applyPermissions(ConstructionState& state)
{
    state.forEachRule(CardRuleKind::AllowCreatures, [&state](const RuleSource& source) {
        for (WarbandMember& member : state.members) {
            if (!member.isResolved() || member.legalByPermission == SelectorMatch::Yes)
                continue;
            const SelectorMatch match = state.matches(source.rule->selector, member);
            if (match != SelectorMatch::No) {
                member.legalByPermission = match;
                member.permission = source;
            }
        }
    });
}

void markFreeItems(ConstructionState& state)
{
    state.forEachRule(CardRuleKind::FreeItems, [&state](const RuleSource& source) {
        WarbandMember& member = state.members[source.member];
        int free = 0;
        for (qsizetype i = 0; i < member.entry->items.size() && i < 64 && free < source.rule->amount; ++i) {
            const ResolvedItem& item = member.entry->items.at(i);
            if (item.isResolved() && (member.freeItems & (quint64(1) << i)) == 0 &&
                item.item->name.contains(source.rule->itemName, Qt::CaseInsensitive)) {
                member.freeItems |= quint64(1) << i;
                ++free;
            }
        }
    });
}

// Every `amount` creatures named alike count as one (rounded up); set-up additions do not count.
void countCreatures(ConstructionState& state)
{
    QList<bool> counted(state.members.size(), false);
    state.forEachRule(CardRuleKind::Mob, [&state, &counted](const RuleSource& source) {
        int named = 0;
        for (qsizetype i = 0; i < state.members.size(); ++i) {
            const WarbandMember& member = state.members.at(i);
            if (counted.at(i) || member.setupAddition || !member.isResolved() ||
                state.matches(source.rule->selector, member) == SelectorMatch::No)
                continue;
            counted[i] = true;
            ++named;
        }
        state.creatureCount += (named + source.rule->amount - 1) / source.rule->amount;
    });
    for (qsizetype i = 0; i < state.members.size(); ++i) {
        if (!counted.at(i) && !state.members.at(i).setupAddition)
            ++state.creatureCount;
    }
    state.creatureLimit = state.format ? state.format->creatureLimit : 0;
    state.forEachRule(CardRuleKind::CreatureLimit,
                      [&state](const RuleSource& source) { state.creatureLimit += source.rule->amount; });
}

int itemCost(const ResolvedItem& item) { return item.isResolved() ? item.item->cost : 0; }

void countPoints(ConstructionState& state)
{
    for (const WarbandMember& member : state.members) {
        if (!member.setupAddition)
            state.points += member.cost;
        for (qsizetype i = 0; i < member.entry->items.size(); ++i) {
            if (i >= 64 || (member.freeItems & (quint64(1) << i)) == 0)
                state.points += itemCost(member.entry->items.at(i));
        }
    }
    for (const ResolvedItem& item : state.warband->unassignedItems)
        state.points += itemCost(item);
}

} // namespace

SelectorMatch ConstructionState::matches(const CardSelector& selector, const WarbandMember& member) const
{
    if (!member.isResolved())
        return SelectorMatch::No;
    return matchSelector(selector, *member.card, member.alignment, member.profile->uniqueName);
}

QList<int> ConstructionState::matching(const CardSelector& selector, int except) const
{
    QList<int> found;
    for (qsizetype i = 0; i < members.size(); ++i) {
        if (i != except && matches(selector, members.at(i)) != SelectorMatch::No)
            found.append(int(i));
    }
    return found;
}

ConstructionState buildConstructionState(const ResolvedWarband& warband, CreatureProfileCache& profiles)
{
    ConstructionState state;
    state.warband = &warband;
    state.format = warbandFormat(warband.warband.points);
    state.members.reserve(warband.creatures.size());
    for (const ResolvedEntry& entry : warband.creatures) {
        WarbandMember member;
        member.entry = &entry;
        if (entry.creature) {
            member.card = &*entry.creature;
            member.profile = &profiles.profileFor(*member.card);
            member.alignment = member.card->alignment;
            member.cost = member.card->cost;
            for (const CardRule& rule : member.profile->rules)
                state.rules.append({int(state.members.size()), &rule});
        }
        state.members.append(member);
    }
    applyConditionalAlignments(state);
    applyCostReductions(state);
    chooseSetupAdditions(state);
    applyPermissions(state);
    markFreeItems(state);
    countCreatures(state);
    countPoints(state);
    return state;
}

} // namespace ddm
