// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/battle_view.h"

#include "engine/creature_rules.h"

namespace ddm {

const Combatant* BattleView::combatant(const QString& id) const
{
    const std::optional<qsizetype> found = index.positionOf(id);
    return found ? &combatants.at(*found) : nullptr;
}

const CreatureState* BattleView::creature(const QString& id) const
{
    const std::optional<qsizetype> found = index.positionOf(id);
    return found ? &state.creatures.at(*found) : nullptr;
}

Side BattleView::controllerOf(const QString& id) const
{
    if (isTurnOf(id))
        return state.turn->controller;
    const CreatureState* found = creature(id);
    return found ? found->side : Side::A;
}

CreatureIndex creatureIndex(const BattleSetup& setup)
{
    QStringList ids;
    for (const CreatureSetup& creature : setup.creatures)
        ids.append(creature.id);
    return CreatureIndex(ids);
}

Occupancy buildOccupancy(const BattleSetup& setup, const QList<Combatant>& combatants, const BattleState& state)
{
    Occupancy occupancy(setup.map.width(), setup.map.height());
    for (qsizetype i = 0; i < state.creatures.size(); ++i) {
        const CreatureState& creature = state.creatures.at(i);
        if (!creature.inPlay())
            continue;
        const bool helpless = creature.has(Condition::Helpless);
        const bool flight = heldPower(combatants.at(i), creature, Statistic::Flight) > 0;
        occupancy.place({creature.id, creature.side, creature.space, flight && !helpless, helpless});
    }
    return occupancy;
}

QString creatureLabel(const BattleView& view, const QString& id)
{
    return QStringLiteral("%1 (%2)").arg(id, view.combatant(id)->card.name);
}

} // namespace ddm
