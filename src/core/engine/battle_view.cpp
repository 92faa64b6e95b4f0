#include "engine/battle_view.h"

namespace ddm {

const Combatant* BattleView::combatant(const QString& id) const
{
    const auto found = index.constFind(id);
    return found == index.cend() ? nullptr : &combatants.at(*found);
}

const CreatureState* BattleView::creature(const QString& id) const
{
    const auto found = index.constFind(id);
    return found == index.cend() ? nullptr : &state.creatures.at(*found);
}

Side BattleView::controllerOf(const QString& id) const
{
    if (state.turn && state.turn->creature == id)
        return state.turn->controller;
    const CreatureState* found = creature(id);
    return found ? found->side : Side::A;
}

QHash<QString, qsizetype> creatureIndex(const BattleSetup& setup)
{
    QHash<QString, qsizetype> index;
    for (qsizetype i = 0; i < setup.creatures.size(); ++i)
        index.insert(setup.creatures.at(i).id, i);
    return index;
}

Occupancy buildOccupancy(const BattleSetup& setup, const QList<Combatant>& combatants, const BattleState& state)
{
    Occupancy occupancy(setup.map.width(), setup.map.height());
    for (qsizetype i = 0; i < state.creatures.size(); ++i) {
        const CreatureState& creature = state.creatures.at(i);
        if (!creature.inPlay())
            continue;
        const bool helpless = creature.has(Condition::Helpless);
        occupancy.place({creature.id, creature.side, creature.space, combatants.at(i).flight() && !helpless, helpless});
    }
    return occupancy;
}

} // namespace ddm
