// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/json_text.h"
#include "warband/warband.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace ddm {

// One problem with a warband file: "creatures[3]: \"name\" is missing".
using WarbandFileError = JsonFileError;

struct WarbandReadResult {
    Warband warband;                // complete only when ok()
    QList<WarbandFileError> errors; // every problem found, in document order

    bool ok() const { return errors.isEmpty(); }
};

struct WarbandSaveResult {
    QString error; // empty on success: the reason the file could not be written

    bool ok() const { return error.isEmpty(); }
};

// The warband file: a JSON object
//   {"version": 1, "title": "...", "points": 200, "faction": "Wild", "scenario": "assault",
//    "map": "Sunken Causeway",
//    "creatures": ["Aarakocra", {"name": "...", "set": "...", "items": ["..."]}], "items": [], "notes":
//    "..."}
// `version`, `title`, `scenario` (default assault), `map`, `items` and `notes` may be left out; `faction`
// may be left out only in the sealed scenario. Unknown fields are ignored so that a file written by
// a newer version still opens.
class WarbandFile {
public:
    static constexpr int kFormatVersion = 1;

    static WarbandReadResult read(const QByteArray& json);
    // A warband still being built, as an autosave keeps it: its faction may not be chosen yet.
    static WarbandReadResult readDraft(const QByteArray& json);
    // Pretty JSON with a fixed key order, so saved files diff well.
    static QByteArray write(const Warband& warband);

    static WarbandReadResult load(const QString& path);
    // Atomic: the old file stays as it was unless the new one was written completely.
    static WarbandSaveResult save(const Warband& warband, const QString& path);

private:
    static WarbandReadResult readDocument(const QByteArray& json, bool draft);
};

} // namespace ddm
