// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"
#include "board/square.h"
#include "engine/battle_script.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddm::script {

// The battle script reader's shared pieces: a problem list and readers of the small values every
// part of a script uses, each naming where a problem is.
class Problems {
public:
    void add(const QString& where, const QString& message) { m_errors.append({where, message}); }
    const QList<ScriptError>& errors() const { return m_errors; }
    qsizetype count() const { return m_errors.size(); }

private:
    QList<ScriptError> m_errors;
};

QString at(const QString& where, const QString& key);     // "actions[3]" + "move" -> "actions[3].move"
QString index(const QString& where, qsizetype i);          // "actions[3].move" + 2 -> "actions[3].move[2]"

// "unknown field \"x\"" for each key of `object` not in `known`, so a misspelt field is not ignored.
void reportUnknownFields(const QJsonObject& object, const QStringList& known, const QString& where, Problems& problems);

std::optional<int> wholeNumber(const QJsonValue& value);
// A whole number in [minimum, maximum].
std::optional<int> readNumber(const QJsonValue& value, const QString& where, int minimum, int maximum, Problems& problems);
// A non-empty string.
std::optional<QString> readText(const QJsonValue& value, const QString& where, Problems& problems);
// [x, y] on the map: "square (31,4) is off the map".
std::optional<Square> readSquare(const QJsonValue& value, const QString& where, const BattleMap& map, Problems& problems);
// [x, y], a grid point of the map (the corner (x,y) is the top-left corner of square (x,y)), so x runs
// from 0 to the map's width and y from 0 to its height: "point (31,4) is off the map".
std::optional<GridPoint> readPoint(const QJsonValue& value, const QString& where, const BattleMap& map, Problems& problems);
// A list of squares, each on the map; `allowEmpty` for optional paths.
std::optional<QList<Square>> readPath(const QJsonValue& value, const QString& where, const BattleMap& map,
                                      bool allowEmpty, Problems& problems);
// A list of d20 results, each 1..20; absent or null is none.
std::optional<QList<int>> readRolls(const QJsonValue& value, const QString& where, Problems& problems);

} // namespace ddm::script
