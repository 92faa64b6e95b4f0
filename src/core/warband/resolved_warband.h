// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/creature.h"
#include "catalog/item.h"
#include "warband/warband.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddm {

// How a name of the warband file was matched against the cards.
enum class ResolutionStatus {
    Resolved,  // exactly one card
    Unknown,   // no card has this name
    Ambiguous, // several sets have this name and the entry names none
    NotInSet,  // the name exists, but not in the set the entry names
};

QString resolutionStatusKey(ResolutionStatus status); // "resolved", "unknown", "ambiguous", "not-in-set"

struct ResolvedItem {
    QString name; // as the warband lists it
    ResolutionStatus status = ResolutionStatus::Unknown;
    std::optional<Item> item; // set when Resolved

    bool isResolved() const { return item.has_value(); }
};

// One creature slot with its card. An entry that did not resolve is kept, so the GUI can mark it
// and the tool can name it.
struct ResolvedEntry {
    WarbandEntry entry;
    ResolutionStatus status = ResolutionStatus::Unknown;
    std::optional<Creature> creature; // set when Resolved
    QStringList candidateSets;        // Ambiguous or NotInSet: the sets that have the name
    QList<ResolvedItem> items;        // the items assigned to this creature, in entry order

    bool isResolved() const { return creature.has_value(); }
};

struct ResolvedWarband {
    Warband warband;
    QList<ResolvedEntry> creatures;      // one per warband entry, same order
    QList<ResolvedItem> unassignedItems; // the warband's items not assigned to a creature

    // True when every creature and item name found its card.
    bool isFullyResolved() const;
};

} // namespace ddm
