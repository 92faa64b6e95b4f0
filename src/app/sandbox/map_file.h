// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/map_reader.h"

#include <QString>

namespace ddm::gui {

// Map files on disk (or in the resources): the board library's reader and writer with the file
// handling around them.
class MapFile {
public:
    // The map, or errors naming the place: "map.rows[1][4]: ..." from the reader, or the file itself
    // when it cannot be read.
    static MapReadResult load(const QString& path);
    // Atomic (QSaveFile): the old file stays as it was unless the new one was written completely.
    // Empty on success, else the reason.
    static QString save(const BattleMap& map, const QString& path);
    // All errors of a read, one per line, for a message box.
    static QString errorText(const MapReadResult& result);
};

} // namespace ddm::gui
