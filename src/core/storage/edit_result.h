// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace ddm {

// Why an edit of the user's data (custom cards, corrections, items, collection) was refused.
enum class EditErrorCode {
    MissingField, // a required text is empty (name, set)
    OutOfRange,   // a number outside what a card can have
    NoFaction,    // a creature needs at least one faction
    Clash,        // another card already has this name in this set
    NotFound,     // no such card
    NotCustom,    // catalog cards are corrected, not edited
    Database,     // the database refused the write
};

struct EditError {
    EditErrorCode code = EditErrorCode::Database;
    QString field;   // the field at fault ("cost", "name"); empty when not about one field
    QString message; // "cost must be between 0 and 10000 (was -3)"
};

struct EditResult {
    qint64 id = 0; // the card's id in the `card` view (custom creatures are negative) or the item id
    std::optional<EditError> error;

    bool ok() const { return !error.has_value(); }
};

} // namespace ddm
