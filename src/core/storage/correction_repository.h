// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/creature_correction.h"
#include "storage/edit_result.h"

#include <QList>
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
    // Every correction the user made, by name, then set (for export and backup).
    QList<CardCorrection> allCorrections() const;
    // The catalog's own values of every field a correction can replace, as a correction with each
    // field the catalog has set (for showing them beside the corrected ones); none when the catalog
    // has no such card.
    std::optional<CreatureCorrection> catalogValues(const QString& name, const QString& set) const;

private:
    const CardDatabase& m_database;
};

} // namespace ddm
