// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "warband/warband_resolver.h"

namespace ddm {

QString resolutionStatusKey(ResolutionStatus status)
{
    switch (status) {
    case ResolutionStatus::Resolved:
        return QStringLiteral("resolved");
    case ResolutionStatus::Unknown:
        return QStringLiteral("unknown");
    case ResolutionStatus::Ambiguous:
        return QStringLiteral("ambiguous");
    case ResolutionStatus::NotInSet:
        return QStringLiteral("not-in-set");
    }
    return {};
}

bool ResolvedWarband::isFullyResolved() const
{
    for (const ResolvedEntry& entry : creatures) {
        if (!entry.isResolved())
            return false;
        for (const ResolvedItem& item : entry.items) {
            if (!item.isResolved())
                return false;
        }
    }
    for (const ResolvedItem& item : unassignedItems) {
        if (!item.isResolved())
            return false;
    }
    return true;
}

ResolvedWarband WarbandResolver::resolve(const Warband& warband, const CardLookup& lookup)
{
    ResolvedWarband resolved;
    resolved.warband = warband;
    resolved.creatures.reserve(warband.creatures.size());
    QStringList names;
    for (const WarbandEntry& entry : warband.creatures)
        names.append(entry.name);
    const QHash<QString, QList<Creature>> candidates = lookup.creaturesWithNames(names);
    for (const WarbandEntry& entry : warband.creatures)
        resolved.creatures.append(resolveAmong(entry, candidates.value(cardNameKey(entry.name)), lookup));
    for (const QString& name : warband.items)
        resolved.unassignedItems.append(resolveItem(name, lookup));
    return resolved;
}

ResolvedEntry WarbandResolver::resolveEntry(const WarbandEntry& entry, const CardLookup& lookup)
{
    return resolveAmong(entry, lookup.creaturesNamed(entry.name), lookup);
}

ResolvedEntry WarbandResolver::resolveAmong(const WarbandEntry& entry, const QList<Creature>& candidates,
                                            const CardLookup& lookup)
{
    ResolvedEntry resolved;
    resolved.entry = entry;
    for (const QString& item : entry.items)
        resolved.items.append(resolveItem(item, lookup));

    QStringList sets;
    const Creature* match = nullptr;
    for (const Creature& candidate : candidates) {
        if (!sets.contains(candidate.set, Qt::CaseInsensitive))
            sets.append(candidate.set);
        const bool inSet = entry.set.isEmpty() || candidate.set.compare(entry.set, Qt::CaseInsensitive) == 0;
        if (inSet && !match)
            match = &candidate;
    }
    sets.sort(Qt::CaseInsensitive);

    if (candidates.isEmpty()) {
        resolved.status = ResolutionStatus::Unknown;
    } else if (!match) {
        resolved.status = ResolutionStatus::NotInSet;
        resolved.candidateSets = sets;
    } else if (entry.set.isEmpty() && sets.size() > 1) {
        resolved.status = ResolutionStatus::Ambiguous;
        resolved.candidateSets = sets;
    } else {
        resolved.status = ResolutionStatus::Resolved;
        resolved.creature = *match;
    }
    return resolved;
}

ResolvedItem WarbandResolver::resolveItem(const QString& name, const CardLookup& lookup)
{
    ResolvedItem resolved;
    resolved.name = name;
    const QList<Item> items = lookup.itemsNamed(name);
    if (!items.isEmpty()) {
        resolved.status = ResolutionStatus::Resolved;
        resolved.item = items.first();
    }
    return resolved;
}

} // namespace ddm
