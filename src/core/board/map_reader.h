// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace ddm {

// One problem with a map, naming where it is: "map.rows[1][4]", "map.start.A[0]".
struct MapError {
    QString where;
    QString message;

    QString toString() const { return where + QStringLiteral(": ") + message; }
    friend bool operator==(const MapError&, const MapError&) = default;
};

struct MapReadResult {
    BattleMap map;
    QList<MapError> errors; // every problem found; the map is only meaningful when there are none

    bool ok() const { return errors.isEmpty(); }
};

// Reads the map format described in resources/maps/README.md: the `map` object of a battle script,
// which map files hold at their top level.
class MapReader {
public:
    static constexpr int kMaxSide = 100; // squares a side; the official maps are 30 x 22

    // `where` names the object in messages: "map" for a battle script's map and for map files.
    static MapReadResult read(const QJsonObject& object, const QString& where = QStringLiteral("map"));
    static MapReadResult readFile(const QByteArray& bytes);
};

} // namespace ddm
