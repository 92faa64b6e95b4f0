// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/creature.h"
#include "catalog/item.h"
#include "catalog/json_text.h"
#include "storage/creature_correction.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace ddm {

// The user's own cards as one document: custom creatures, items and corrections of catalog cards.
struct CustomCards {
    QList<Creature> creatures;
    QList<Item> items;
    QList<CardCorrection> corrections;

    bool isEmpty() const { return creatures.isEmpty() && items.isEmpty() && corrections.isEmpty(); }
    bool operator==(const CustomCards&) const = default;
};

// One problem with a custom cards file or with storing it: `where` is an entry ("items[2]") or a
// section ("creatures"); "items[2]: cost is not a whole number: \"ten\"".
using CustomCardsError = JsonFileError;

struct CustomCardsReadResult {
    CustomCards cards;               // complete only when ok()
    QList<CustomCardsError> errors; // every problem found, in document order

    bool ok() const { return errors.isEmpty(); }
};

// The custom cards file (outside input: `ddm-tool custom-cards import`, and the export's output):
//   {"creatures": [<a record of the community catalog format, as CatalogJsonReader reads it, plus
//                   optional "size" (Tiny..Colossal), "rarity" (Common, Uncommon, Rare, Visible,
//                   Promo) and "collectorNumber">],
//    "items": [{"name", "set"?, "cost", "minLevel"? (default 1), "maxLevel"?, "keywords"?,
//               "factions"?, "alignments"?, "powers"?: [{"type", "text", "limit"?}]}],
//    "corrections": [{"name", "set", then at least one of "cost", "level", "hp", "ac", "fort",
//                     "ref", "will", "speed", "championRating", "movementMode", "alignment",
//                     "factions", "size", "rarity", "collectorNumber"}]}
// Every section may be left out. An item's empty or missing list restricts nothing. Items and
// corrections refuse unknown fields (a misspelt "maxlevel" would silently lift a restriction);
// creature records ignore them, as the catalog reader does. A name and set may appear once per
// section (ignoring case). Every card passes the checks the repositories make before storing.
class CustomCardsFile {
public:
    static CustomCardsReadResult read(const QByteArray& json);
    static CustomCardsReadResult load(const QString& path);

    // The document read() reads back to the same cards (ids and origins aside), with the
    // catalog's spellings for alignments, movement, factions and power types.
    static QJsonObject toJson(const CustomCards& cards);
    static QByteArray write(const CustomCards& cards); // toJson(), indented
};

} // namespace ddm
