// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/game_enums.h"
#include "storage/edit_result.h"

#include <QList>
#include <QString>

namespace ddm {

class CardDatabase;

// One card's owned count, under the card's own spelling of name and set.
struct OwnedCount {
    QString name;
    QString set;
    int count = 0;
    // What collectors file the card by, from the card itself (ownedCounts() fills them; empty when
    // the card has none or is no longer in the catalog).
    QString collectorNumber = {};
    std::optional<Rarity> rarity = {};

    bool operator==(const OwnedCount&) const = default;
};

// How setOwnedCounts() treats the cards it is not given: kept, or forgotten.
enum class CollectionUpdate { Merge, Replace };

// How many copies of each card the user owns, keyed by (name, set) so counts survive re-imports.
// Totals per set come with CardRepository::sets().
class CollectionRepository {
public:
    explicit CollectionRepository(const CardDatabase& database);

    int ownedCount(const QString& name, const QString& set) const; // 0 when not owned
    // The card (catalog or custom) must exist; name and set match ignoring case. 0 forgets the card.
    EditResult setOwnedCount(const QString& name, const QString& set, int count);

    // Every card with copies, by set, then name, including cards the current catalog no longer has.
    QList<OwnedCount> ownedCounts() const;
    // Many counts in one transaction: all are stored or none, and the error names the first card
    // refused (as setOwnedCount() would refuse it). Replace first forgets every card not listed.
    EditResult setOwnedCounts(const QList<OwnedCount>& counts, CollectionUpdate update);

private:
    const CardDatabase& m_database;
};

} // namespace ddm
