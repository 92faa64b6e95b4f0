// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/occupancy.h"
#include "engine/battle_setup.h"
#include "engine/battle_state.h"
#include "engine/combatant.h"
#include "engine/creature_index.h"

#include <QList>
#include <QString>

namespace ddm {

// A read-only look at a battle at one moment: what the targeting and sight rules ask, both while an
// action resolves and when the GUI asks what a creature could do.
struct BattleView {
    const BattleSetup& setup;
    const QList<Combatant>& combatants;
    const CreatureIndex& index; // id -> position in combatants and state.creatures
    const BattleState& state;
    const Occupancy& occupancy;

    const BattleMap& map() const { return setup.map; }
    const Combatant* combatant(const QString& id) const;
    const CreatureState* creature(const QString& id) const;
    // Whether `id` is the creature taking the current turn.
    bool isTurnOf(const QString& id) const { return state.turn && state.turn->creature == id; }
    // The acting creature's controller may be the dominating side (904.2, 805.1); others their owner.
    Side controllerOf(const QString& id) const;
    bool areEnemies(const QString& a, const QString& b) const { return controllerOf(a) != controllerOf(b); }
};

// Who stands where, as the board needs it: creatures in play, Helpless ones passable (500.2) and
// without Flight (906.1).
Occupancy buildOccupancy(const BattleSetup& setup, const QList<Combatant>& combatants, const BattleState& state);

// Each creature's position in the setup (and so in the combatants and the state).
CreatureIndex creatureIndex(const BattleSetup& setup);

// "B1 (Orc Raider)": how messages name a creature.
QString creatureLabel(const BattleView& view, const QString& id);

} // namespace ddm
