#pragma once

#include "storage/edit_result.h"

#include <QString>

namespace ddm {

class CardDatabase;

// How many copies of each card the user owns, keyed by (name, set) so counts survive re-imports.
// Totals per set come with CardRepository::sets().
class CollectionRepository {
public:
    explicit CollectionRepository(const CardDatabase& database);

    int ownedCount(const QString& name, const QString& set) const; // 0 when not owned
    // The card (catalog or custom) must exist; name and set match ignoring case. 0 forgets the card.
    EditResult setOwnedCount(const QString& name, const QString& set, int count);

private:
    const CardDatabase& m_database;
};

} // namespace ddm
