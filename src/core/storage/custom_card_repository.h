// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/creature.h"
#include "storage/edit_result.h"

#include <QList>
#include <QString>

#include <optional>

namespace ddm {

class CardDatabase;

// The user's own creature cards. They appear in the `card` view (and so in CardRepository) with
// negative ids; their (name, set) may not be taken by a catalog card or another custom card.
class CustomCardRepository {
public:
    explicit CustomCardRepository(const CardDatabase& database);

    // creature.id is ignored; the result holds the new card's id (negative).
    EditResult addCustomCreature(const Creature& creature);
    // creature.id is the card's id as CardRepository gives it. A rename carries the owned count along.
    EditResult updateCustomCreature(const Creature& creature);
    // Also forgets how many copies the user owns. Catalog cards cannot be removed (NotCustom).
    EditResult removeCustomCreature(qint64 id);

    // Every custom creature, by name, then set.
    QList<Creature> customCreatures() const;
    // The custom creature with this name and set (ignoring case), if there is one.
    std::optional<Creature> customCreature(const QString& name, const QString& set) const;

private:
    EditResult store(const Creature& creature, qint64 cardId);

    const CardDatabase& m_database;
};

} // namespace ddm
