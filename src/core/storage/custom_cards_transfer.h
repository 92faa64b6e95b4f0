// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/custom_cards_file.h"

#include <QList>

namespace ddm {

class CardDatabase;

struct CustomCardsImportResult {
    int addedCreatures = 0;
    int updatedCreatures = 0;
    int addedItems = 0;
    int updatedItems = 0;
    int correctedCards = 0;
    // Every card the database refused, named as the file names it ("corrections[0]: the catalog has
    // no card ..."). When there is any, nothing was stored and the counts are 0.
    QList<CustomCardsError> errors;

    bool ok() const { return errors.isEmpty(); }
};

// Moves the user's own cards between the user database and a CustomCards document (a custom cards
// file), through the repositories, so every check they make applies.
class CustomCardsTransfer {
public:
    // Stores every card of `cards` in one transaction: all of them, or none when any is refused. A
    // custom creature or item with the name and set (ignoring case) of one already stored replaces it,
    // keeping its id (and a creature its owned count); a correction replaces the card's previous one
    // and must name a catalog card.
    static CustomCardsImportResult importCards(const CardDatabase& database, const CustomCards& cards);
    // Everything the user added or corrected, each list by name, then set: importCards() of it into
    // another data directory with the same catalog gives the same cards.
    static CustomCards exportCards(const CardDatabase& database);
};

} // namespace ddm
