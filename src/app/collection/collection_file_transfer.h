// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/collection_import.h"

#include <QString>

#include <optional>

namespace ddm::gui {

class AppSession;

// What importing a collection file did, for the report.
struct CollectionImportOutcome {
    QString fileError;                // the file could not be read (nothing else was done)
    CollectionImportPlan plan;        // what the file holds and what is wrong with it
    std::optional<EditError> refused; // the counts were not stored, and why
    int ownedCopies = 0;              // copies in the collection afterwards

    bool stored() const { return fileError.isEmpty() && !refused; }
};

// Reads a collection CSV file, resolves it against every card of the session and stores its counts
// in one transaction; tells the session (collectionChanged with an empty name: many cards).
CollectionImportOutcome importCollectionFile(AppSession& session, const QString& path,
                                             CollectionImportMode mode);

// Writes every owned card (CollectionCsv) to `path`, atomically. Returns why it failed, or nothing.
std::optional<QString> exportCollectionFile(AppSession& session, const QString& path);

} // namespace ddm::gui
