// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"
#include "engine/action.h"
#include "engine/combatant.h"
#include "engine/script_fields.h"

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace ddm::script {

// Readers of what an attack action chooses, shared by the action itself and by the entries of its
// "further" and "areas" lists. `creatureId` reads and checks one creature id of the setup.
using CreatureIdReader = std::function<std::optional<QString>(const QJsonValue& value, const QString& where)>;

// One of the card's attacks, by name (the first of that name, case-insensitive) or 1-based number.
std::optional<int> readAttackIndex(const QJsonValue& value, const QString& where, const Combatant& attacker,
                                   Problems& problems);

// "target": id or "targets": [ids] of `object` (neither: an empty list).
std::optional<QStringList> readTargetsOf(const QJsonObject& object, const QString& where,
                                         const CreatureIdReader& creatureId, Problems& problems);

// A list of creature ids, e.g. "healed": ["A2"].
std::optional<QStringList> readIdList(const QJsonValue& value, const QString& where,
                                      const CreatureIdReader& creatureId, Problems& problems);

// "forced": {"id": [[x, y], ...]}: a path for each creature moved.
std::optional<QHash<QString, QList<Square>>> readForcedPaths(const QJsonValue& value, const QString& where,
                                                             const BattleMap& map,
                                                             const CreatureIdReader& creatureId,
                                                             Problems& problems);

// "attackAfter": how many steps of the path come before the attack.
std::optional<int> readAttackAfter(const QJsonValue& value, const QString& where, Problems& problems);

// The entries of "further" (each a target id, or {"target" | "targets", "origin", "path",
// "attackAfter", "forced"}) or of "areas" (each {"origin", "target" | "targets", "forced"}).
enum class ChoiceList { Further, Areas };
std::optional<QList<AttackChoice>> readChoiceList(const QJsonValue& value, const QString& where,
                                                  ChoiceList kind, const BattleMap& map,
                                                  const CreatureIdReader& creatureId, Problems& problems);

} // namespace ddm::script
