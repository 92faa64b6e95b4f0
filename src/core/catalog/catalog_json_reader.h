// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/creature.h"
#include "catalog/json_record_reader.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace ddm {

// A problem with one record of a catalog file. `index` is the record's 0-based position in the
// top-level array (-1 for a problem with the file as a whole); `name` is its name where it has one.
struct CatalogError {
    qsizetype index = -1;
    QString name;
    QString message;

    QString toString() const; // "record 12 (\"Aarakocra\"): cost is not a whole number"
};

struct CatalogReadResult {
    QList<Creature> creatures;
    QList<CatalogError> errors; // empty on success; every bad record is listed

    bool ok() const { return errors.isEmpty(); }
};

// Reads the community catalog format (a JSON array of creature objects: name, setInfo, alignment,
// movementMode, cost, level, speed, hp, ac, fort, ref, will, factions, keywords, powers[{type, text,
// limit?}], championRating?). Pure parsing: no database, no I/O.
class CatalogJsonReader {
public:
    static CatalogReadResult read(const QByteArray& json);
    // Reads the fields above from one record object; `reader` collects the record's problems. Other
    // files that hold creature records (custom cards) read them with this too.
    static Creature readRecord(JsonRecordReader& reader);
};

} // namespace ddm
