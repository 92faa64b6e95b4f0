// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "builder/missing_copies.h"

#include "storage/collection_repository.h"

#include <algorithm>

namespace ddm {

QList<CopyNeed> MissingCopiesReport::missingCards() const
{
    QList<CopyNeed> missing;
    std::copy_if(cards.cbegin(), cards.cend(), std::back_inserter(missing),
                 [](const CopyNeed& card) { return card.missing() > 0; });
    return missing;
}

int MissingCopiesReport::missingCopies() const
{
    int total = 0;
    for (const CopyNeed& card : cards)
        total += card.missing();
    return total;
}

// Copies are counted per card: entries that name it with or without its set are the same card.
MissingCopiesReport MissingCopies::check(const ResolvedWarband& warband, const OwnedCount& owned)
{
    MissingCopiesReport report;
    for (const ResolvedEntry& entry : warband.creatures) {
        const QString name = entry.isResolved() ? entry.creature->name : entry.entry.name;
        const QString set = entry.isResolved() ? entry.creature->set : entry.entry.set;
        auto need = std::find_if(report.cards.begin(), report.cards.end(), [&](const CopyNeed& card) {
            return card.name.compare(name, Qt::CaseInsensitive) == 0 &&
                   card.set.compare(set, Qt::CaseInsensitive) == 0;
        });
        if (need == report.cards.end())
            report.cards.append({name, set, 1, 0, entry.isResolved()});
        else
            ++need->needed;
    }
    for (CopyNeed& card : report.cards)
        card.owned = owned(card.name, card.set);
    return report;
}

MissingCopiesReport MissingCopies::check(const ResolvedWarband& warband,
                                         const CollectionRepository& collection)
{
    return check(warband, [&collection](const QString& name, const QString& set) {
        return collection.ownedCount(name, set);
    });
}

} // namespace ddm
