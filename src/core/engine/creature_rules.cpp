// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/creature_rules.h"

#include "board/terrain_traits.h"

#include <algorithm>

namespace ddm {

int grantedBonus(const CreatureState& creature, Statistic statistic)
{
    int total = 0;
    for (const GrantedModifier& granted : creature.granted) {
        if (granted.modifier.condition == ModifierCondition::Always && granted.against.isEmpty() &&
            granted.modifier.statistic == statistic)
            total += granted.modifier.amount;
    }
    return total;
}

namespace {

int printedPower(const CreatureAbilities& abilities, Statistic power)
{
    switch (power) {
    case Statistic::Flight:
        return abilities.flight ? 1 : 0;
    case Statistic::Burrow:
        return abilities.burrow ? 1 : 0;
    case Statistic::Phasing:
        return abilities.phasing ? 1 : 0;
    case Statistic::Insubstantial:
        return abilities.insubstantial ? 1 : 0;
    case Statistic::Hide:
        return abilities.hide ? 1 : 0;
    case Statistic::Conceal:
        return abilities.conceal.value_or(0);
    case Statistic::ResistAll:
        return abilities.resistAll;
    default:
        return 0;
    }
}

} // namespace

int heldPower(const Combatant& combatant, const CreatureState& state, Statistic power)
{
    int held = printedPower(combatant.profile.abilities, power);
    for (const ActiveStatModifier& active : state.effects.modifiers()) {
        if (active.modifier.statistic == power)
            held = std::max(held, active.modifier.amount);
    }
    for (const GrantedModifier& granted : state.granted) {
        if (granted.modifier.condition == ModifierCondition::Always && granted.against.isEmpty() &&
            granted.modifier.statistic == power)
            held = std::max(held, granted.modifier.amount);
    }
    return held;
}

SpeedResult currentSpeedOf(const Combatant& combatant, const CreatureState& state)
{
    const int bonuses =
        state.effects.statisticModifier(Statistic::Speed) + grantedBonus(state, Statistic::Speed);
    return currentSpeed(std::max(0, combatant.speed() + bonuses), effectiveConditions(state));
}

int currentDefence(const Combatant& combatant, const CreatureState& state, Defence defence)
{
    Statistic statistic = Statistic::Will;
    switch (defence) {
    case Defence::AC:
        statistic = Statistic::AC;
        break;
    case Defence::Fortitude:
        statistic = Statistic::Fortitude;
        break;
    case Defence::Reflex:
        statistic = Statistic::Reflex;
        break;
    case Defence::Will:
        break;
    }
    return combatant.defence(defence) + state.effects.statisticModifier(statistic) +
           grantedBonus(state, statistic) + grantedBonus(state, Statistic::AllDefences) +
           (defence == Defence::AC ? 0 : grantedBonus(state, Statistic::Defences));
}

MoverProfile moverProfile(const Combatant& combatant, const CreatureState& state, int speed)
{
    MoverProfile mover;
    mover.id = state.id;
    mover.side = state.side;
    mover.span = state.space.span;
    mover.speed = speed;
    const CreatureAbilities& abilities = combatant.profile.abilities;
    mover.flight = heldPower(combatant, state, Statistic::Flight) > 0 && !state.has(Condition::Helpless);
    mover.burrow = heldPower(combatant, state, Statistic::Burrow) > 0;
    mover.phasing = heldPower(combatant, state, Statistic::Phasing) > 0;
    mover.aquatic = combatant.isAquatic();
    mover.ignoresDifficultTerrain = abilities.ignoresDifficultTerrain;
    mover.forestWalk = abilities.forestWalk;
    mover.riverWalk = abilities.riverWalk;
    mover.throughEnemiesUpToSpan = abilities.movesThroughEnemiesUpToSpan;
    mover.occupiesStatues = abilities.occupiesStatues;
    mover.teleporterAvailable = !state.usedTeleporter; // once a round (1021.2)
    return mover;
}

bool occupiesTerrain(const BattleMap& map, const Space& space, Terrain terrain)
{
    for (const Square square : space.squares()) {
        if (map.has(square, terrain))
            return true;
    }
    return false;
}

std::optional<int> initiativeChampionRating(const Combatant& combatant, const CreatureState& state)
{
    if (!state.inPlay() || !combatant.card.championRating)
        return std::nullopt;
    if (restrictionCause(effectiveConditions(state), ConditionRestriction::NoChampionRatingForInitiative))
        return std::nullopt;
    return combatant.card.championRating;
}

int meleeReach(const Combatant& combatant, const AttackPower& power)
{
    return power.range > 0 ? power.range : combatant.profile.abilities.reach;
}

bool isLiving(const Combatant& combatant)
{
    return !combatant.card.hasKeyword(QStringLiteral("Construct")) && !combatant.card.hasKeyword(QStringLiteral("Undead"));
}

bool adjacentToWall(const BattleMap& map, const Space& space)
{
    const Space around{Square{space.topLeft.x - 1, space.topLeft.y - 1}, space.span + 2};
    const QList<Square> squares = around.squares();
    return std::any_of(squares.cbegin(), squares.cend(),
                       [&](Square square) { return !space.contains(square) && map.isSolidWall(square); });
}

bool standsIn(const BattleMap& map, const CreatureState& state, const StandingPlace& place)
{
    if (place.besideWall && adjacentToWall(map, state.space))
        return true;
    TerrainSet terrains;
    for (const QString& name : place.terrains) {
        const std::optional<Terrain> terrain = parseTerrainName(name);
        if (terrain == Terrain::Difficult)
            terrains.add(terrainsWith(&TerrainTraits::difficult));
        else if (terrain)
            terrains.add(*terrain);
    }
    const QList<Square> squares = state.space.squares();
    return std::any_of(squares.cbegin(), squares.cend(), [&](Square square) {
        using Area = StandingPlace::VictoryArea;
        return map.terrainAt(square).intersects(terrains) ||
               (place.victoryArea == Area::Own && map.inVictoryArea(state.side, square)) ||
               (place.victoryArea == Area::Any && map.inAnyVictoryArea(square));
    });
}

bool hasActivatedThisRound(const Combatant& combatant, const CreatureState& state, int round)
{
    // Each round begins with every creature's activations (401.1.a) restored.
    return round > 0 && state.activationsLeft < std::max(1, combatant.profile.abilities.activationsPerRound);
}

} // namespace ddm
