// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/card_key_index.h"
#include "collection/collection_csv.h"
#include "storage/collection_repository.h"

#include <QList>

namespace ddm {

// What an import does with the cards the user owns already.
enum class CollectionImportMode {
    Add,     // the file's counts are added to the owned ones (a new purchase)
    Update,  // the listed cards get the file's counts, the others keep theirs (importing twice is harmless)
    Replace, // the file becomes the whole collection (a full inventory)
};

// A read collection file resolved against the cards: what would be stored and what was wrong.
struct CollectionImportPlan {
    QList<OwnedCount> counts;             // one per card in the order of first mention, spelled as the card
    QList<CollectionCsvProblem> problems; // the reader's and the resolution's, by line
    int rowCount = 0;                     // rows kept, duplicates included
    bool complete = true;                 // the whole file was read

    int copyCount() const;
    int errorCount() const; // rows left out
};

// Collection import: resolution of the rows, then one transaction.
class CollectionImport {
public:
    // Rows naming no card become UnknownCard problems; rows naming a card listed before are added
    // to its count (Duplicate, a note) so a file may list a card once per purchase.
    static CollectionImportPlan plan(const CollectionCsvContent& content, const CardKeyIndex& cards);

    // Stores the plan's counts in one transaction. A file that could not be read to its end is not
    // imported at all (error MissingField on "file"): importing its first part and then the repaired
    // file would count the first part twice.
    static EditResult apply(const CollectionImportPlan& plan, CollectionRepository& collection,
                            CollectionImportMode mode);
};

} // namespace ddm
