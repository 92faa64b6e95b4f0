#pragma once

#include "storage/creature_correction.h"
#include "storage/edit_result.h"

#include <QString>

#include <optional>

namespace ddm {

class CardDatabase;

// Corrections of catalog cards, keyed by (name, set) so they survive re-imports. They show through
// the `card` view, so every list, lookup and filter sees the corrected values.
class CorrectionRepository {
public:
    explicit CorrectionRepository(const CardDatabase& database);

    // Replaces the card's correction with `correction` (an empty one clears it). The card must be in
    // the catalog (custom cards are edited instead); name and set match ignoring case.
    EditResult setCorrection(const QString& name, const QString& set, const CreatureCorrection& correction);
    EditResult clearCorrection(const QString& name, const QString& set);
    std::optional<CreatureCorrection> correction(const QString& name, const QString& set) const;

private:
    const CardDatabase& m_database;
};

} // namespace ddm
