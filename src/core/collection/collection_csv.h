// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/collection_repository.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace ddm {

// What is wrong with one line of a collection file. The GUI turns each into a translated sentence.
enum class CollectionCsvProblemCode {
    NotUtf8,       // the file is not UTF-8 text: nothing is read
    Empty,         // the file has no header, nor anything else
    MissingColumn, // the header (the first line) lacks a column, `value`: nothing is read
    UnclosedQuote, // a quoted field never closes: the rest of the file from `line` is not read
    MissingField,  // the row has no `value` (name or set): empty or left out
    ExtraFields,   // the row has more fields than the header (`value`: how many), often an unquoted comma
    BadCount,      // the count, `value`, is not a whole number from 0 to CollectionCsv::kMaxCount
    UnknownCard,   // no card has the name `value` in the set `set`
    Duplicate,     // the card was listed before, on `otherLine`: the counts are added (not an error)
    CountTooLarge, // adding this duplicate row makes the card's count larger than kMaxCount
};

struct CollectionCsvProblem {
    int line = 0; // the line the row starts on, counting the header as line 1
    CollectionCsvProblemCode code = CollectionCsvProblemCode::MissingField;
    QString value = {}; // the column or text at fault, as the code says
    int otherLine = 0;  // Duplicate: the first row of the card
    QString set = {};   // UnknownCard: the set named

    // A row with an error is left out of the import; a Duplicate row is kept (added).
    bool isError() const { return code != CollectionCsvProblemCode::Duplicate; }
    bool operator==(const CollectionCsvProblem&) const = default;
};

// A well-formed row: the name and set as written (trimmed), and a valid count.
struct CollectionCsvRow {
    int line = 0;
    QString name;
    QString set;
    int count = 0;

    bool operator==(const CollectionCsvRow&) const = default;
};

struct CollectionCsvContent {
    QList<CollectionCsvRow> rows;
    QList<CollectionCsvProblem> problems; // by line
    bool complete = true;                 // false when the file could not be read to its end
};

// The collection file: CSV (RFC 4180) in UTF-8 with a header naming the columns `name`, `set` and
// `count` in any order and any case (other columns are ignored), then one row per card:
//   name,set,count
//   "Regdar, Adventurer",Heroes of Battle,2
// Blank lines are skipped; fields are trimmed.
class CollectionCsv {
public:
    static constexpr int kMaxCount = 9999;

    // Checks each row on its own; whether the cards exist is CollectionImport's business.
    static CollectionCsvContent read(const QByteArray& bytes);
    // The header and one row per count, lines ending in CRLF, no byte-order mark.
    static QByteArray write(const QList<OwnedCount>& counts);
};

} // namespace ddm
