// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "legality/checks.h"

#include <algorithm>
#include <bit>

namespace ddm {
namespace {

// Items exist only in the DDM Guild 2011 rules; these are the sections that set their limits.
const QString kLimitRule = QStringLiteral("Guild 2011: Warband Restrictions");
const QString kCardRule = QStringLiteral("Guild 2011: How to Read an Item Stat Card");

QString levelRange(const Item& item)
{
    return item.maxLevel ? QStringLiteral("%1-%2").arg(item.minLevel).arg(*item.maxLevel)
                         : QStringLiteral("%1+").arg(item.minLevel);
}

QStringList alignmentNames(const QList<Alignment>& alignments)
{
    QStringList names;
    for (Alignment alignment : alignments)
        names.append(alignmentName(alignment));
    return names;
}

void itemViolation(LegalityReport& report, const QString& rule, const QString& kind, const QString& message,
                   const QString& item, const QString& card, const QStringList& details)
{
    report.violations.append(makeViolation(ViolationCode::Items, rule, message,
                                           QStringList{kind, item, card} + details, {card, item}));
}

// The item card's restrictions on the creature it is assigned to.
void checkRestrictions(LegalityReport& report, const WarbandMember& member, const Item& item)
{
    const Creature& card = *member.card;
    const QString& who = member.name();
    if (card.level < item.minLevel || (item.maxLevel && card.level > *item.maxLevel))
        itemViolation(report, kCardRule, QStringLiteral("level"),
                      QStringLiteral("%1 needs a creature of level %2; %3 is level %4 (%5).")
                          .arg(item.name, levelRange(item), who)
                          .arg(card.level)
                          .arg(kCardRule),
                      item.name, who, {QString::number(card.level), levelRange(item)});
    if (!item.keywords.isEmpty() &&
        std::none_of(item.keywords.cbegin(), item.keywords.cend(),
                     [&card](const QString& keyword) { return card.hasKeyword(keyword); }))
        itemViolation(report, kCardRule, QStringLiteral("keyword"),
                      QStringLiteral("%1 needs a creature with the keyword %2; %3 has none of them (%4).")
                          .arg(item.name, item.keywords.join(QStringLiteral(" or ")), who, kCardRule),
                      item.name, who, {argumentList(item.keywords)});
    if (item.factions && !(card.factions & item.factions)) {
        const QStringList factions = factionNames(item.factions);
        itemViolation(
            report, kCardRule, QStringLiteral("faction"),
            QStringLiteral("%1 needs a creature of the %2 faction; %3 belongs to none of them (%4).")
                .arg(item.name, factions.join(QStringLiteral(" or ")), who, kCardRule),
            item.name, who, {argumentList(factions)});
    }
    if (!item.alignments.isEmpty() && !item.alignments.contains(member.alignment)) {
        const QStringList alignments = alignmentNames(item.alignments);
        itemViolation(report, kCardRule, QStringLiteral("alignment"),
                      QStringLiteral("%1 needs a creature that is %2; %3 is %4 (%5).")
                          .arg(item.name, alignments.join(QStringLiteral(" or ")), who,
                               alignmentName(member.alignment), kCardRule),
                      item.name, who, {argumentList(alignments), alignmentName(member.alignment)});
    }
}

} // namespace

// Items (DDM Guild 2011): one per creature, two per Unique creature; each item's level range and
// keyword, faction and alignment restrictions. An item in the warband but not assigned to a
// creature is a violation: an item only ever acts through the creature it is assigned to.
void checkItems(const ConstructionState& state, LegalityReport& report)
{
    for (const ResolvedItem& item : state.warband->unassignedItems) {
        if (!item.isResolved())
            continue; // reported as an unknown card
        report.violations.append(makeViolation(
            ViolationCode::Items, kLimitRule,
            QStringLiteral(
                "%1 is not assigned to a creature; every item in a warband is assigned to one (%2).")
                .arg(item.name, kLimitRule),
            {QStringLiteral("unassigned"), item.name}, {item.name}));
    }
    for (const WarbandMember& member : state.members) {
        if (!member.isResolved() || member.entry->items.isEmpty())
            continue;
        const int limit = member.card->isUnique() ? 2 : 1;
        const int counted = int(member.entry->items.size()) - int(std::popcount(member.freeItems));
        if (counted > limit) {
            const QString items = argumentList(member.entry->entry.items);
            report.violations.append(makeViolation(
                ViolationCode::Items, kLimitRule,
                QStringLiteral("%1 carries %2 items; a creature may carry 1, a Unique creature 2 (%3).")
                    .arg(member.name())
                    .arg(counted)
                    .arg(kLimitRule),
                {QStringLiteral("too-many"), items, member.name(), QString::number(counted),
                 QString::number(limit)},
                QStringList{member.name()} + member.entry->entry.items));
        }
        for (const ResolvedItem& item : member.entry->items) {
            if (item.isResolved())
                checkRestrictions(report, member, *item.item);
        }
    }
}

} // namespace ddm
