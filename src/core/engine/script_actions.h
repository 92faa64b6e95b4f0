// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action.h"
#include "engine/battle_setup.h"
#include "engine/combatant.h"
#include "engine/script_fields.h"

#include <QJsonValue>
#include <QList>
#include <QString>

#include <optional>

namespace ddm::script {

// Reads one action of a battle script: its kind from the one key among initiative, move, shift,
// charge, attack, end and font; creature ids and attack names checked against the setup.
std::optional<Action> readAction(const QJsonValue& value, const QString& where, const BattleSetup& setup,
                                 const QList<Combatant>& combatants, Problems& problems);

} // namespace ddm::script
