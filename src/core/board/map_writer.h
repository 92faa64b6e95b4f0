// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"

#include <QByteArray>
#include <QJsonObject>

namespace ddm {

// Writes a map in the format MapReader reads (resources/maps/README.md), so a map edited in the app
// saves to a file that reads back equal.
class MapWriter {
public:
    static QJsonObject toJson(const BattleMap& map);
    static QByteArray toBytes(const BattleMap& map); // indented JSON, one row per line
};

} // namespace ddm
