// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "warband/resolved_warband.h"

#include <QList>
#include <QString>

#include <functional>

namespace ddm {

class CollectionRepository;

// How many copies of one card a warband needs and the collection holds.
struct CopyNeed {
    QString name; // the card's name and set (as the warband names them when the card is unknown)
    QString set;
    int needed = 0;
    int owned = 0;
    bool known = true; // false: the catalog has no such card

    int missing() const { return needed > owned ? needed - owned : 0; }
    bool operator==(const CopyNeed&) const = default;
};

// "Can I field this?": every card of the warband, in warband order, with what is missing.
struct MissingCopiesReport {
    QList<CopyNeed> cards;

    QList<CopyNeed> missingCards() const; // the cards short of copies
    int missingCopies() const;
    bool canField() const { return missingCopies() == 0; }
};

class MissingCopies {
public:
    // Owned copies of a card by name and set (CollectionRepository::ownedCount).
    using OwnedCount = std::function<int(const QString& name, const QString& set)>;

    static MissingCopiesReport check(const ResolvedWarband& warband, const OwnedCount& owned);
    static MissingCopiesReport check(const ResolvedWarband& warband, const CollectionRepository& collection);
};

} // namespace ddm
