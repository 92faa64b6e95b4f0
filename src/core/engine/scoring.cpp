// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/scoring.h"

#include "board/distance.h"
#include "engine/action.h"

#include <array>

namespace ddm {

bool areaServes(AreaSide area, Side side)
{
    return area == AreaSide::Both || (area == AreaSide::A) == (side == Side::A);
}

bool spaceInRect(const Space& space, const QRect& rect)
{
    for (const Square square : space.squares()) {
        if (rect.contains(square.x, square.y))
            return true;
    }
    return false;
}

namespace {

// Whether a creature of the side holds the area (`scoring`) or contests it (AreaHolders).
bool sideOccupies(const BattleState& state, Side side, const QRect& rect, const AreaHolders& holders,
                  bool scoring)
{
    for (const CreatureState& creature : state.creatures) {
        if (!creature.inPlay() || creature.side != side ||
            (scoring && holders.holdNone.contains(creature.id)))
            continue;
        // Beside the area: in the rectangle one square wider on each side (1001.3's adjacency).
        if (spaceInRect(creature.space, rect) || (holders.holdBeside.contains(creature.id) &&
                                                  spaceInRect(creature.space, rect.adjusted(-1, -1, 1, 1))))
            return true;
    }
    return false;
}

int inPlayCount(const BattleState& state, Side side)
{
    int count = 0;
    for (const CreatureState& creature : state.creatures)
        count += creature.inPlay() && creature.side == side ? 1 : 0;
    return count;
}

int costOf(const BattleSetup& setup, const QString& id)
{
    for (const CreatureSetup& creature : setup.creatures) {
        if (creature.id == id)
            return creature.card.cost;
    }
    return 0;
}

} // namespace

QList<AreaScore> victoryAreaScores(const BattleSetup& setup, const BattleState& state,
                                   const AreaHolders& holders)
{
    QList<AreaScore> scores;
    const bool uncontested = setup.scenario == Scenario::Uncontested;
    for (const Side side : {Side::A, Side::B}) {
        AreaScore score{side, 0, 0, uncontested ? QStringLiteral("107.2.a") : QStringLiteral("105.4.a")};
        for (const MapArea& area : setup.map.victoryAreas()) {
            if (!areaServes(area.side, side) || !sideOccupies(state, side, area.rect, holders, true))
                continue;
            if (uncontested && sideOccupies(state, opponentOf(side), area.rect, holders, false))
                continue;
            ++score.areas;
        }
        if (score.areas > 0) {
            score.points = uncontested ? 5 * score.areas : 10;
            scores.append(score);
        }
    }
    return scores;
}

EliminationAward eliminationAward(Scenario scenario, int cost)
{
    if (scenario == Scenario::Bounty)
        return {cost + 5, QStringLiteral("106.2.a")};
    return {cost, QStringLiteral("105.3.a")};
}

Tiebreak breakTie(const BattleSetup& setup, const BattleState& state, const Occupancy& occupancy)
{
    // For each side: the distance of its nearest creature to a centre square, and the highest cost
    // among its creatures at that distance.
    std::array<std::optional<int>, 2> nearest;
    std::array<int, 2> cost{0, 0};
    const QList<Square> centre = setup.map.centreSquares();
    for (const CreatureState& creature : state.creatures) {
        if (!creature.inPlay())
            continue;
        const DistanceField field(setup.map, occupancy, creature.space);
        std::optional<int> distance;
        for (const Square square : centre) {
            const std::optional<int> to = creature.space.contains(square) ? std::optional<int>(0) : field.to(square);
            if (to && (!distance || *to < *distance))
                distance = to;
        }
        if (!distance)
            continue;
        const int side = sideIndex(creature.side);
        const int creatureCost = costOf(setup, creature.id);
        if (!nearest[side] || *distance < *nearest[side]) {
            nearest[side] = distance;
            cost[side] = creatureCost;
        } else if (*distance == *nearest[side] && creatureCost > cost[side]) {
            cost[side] = creatureCost;
        }
    }
    if (nearest[0] != nearest[1]) {
        // A side with no creature that can count to the centre is the farther one.
        const bool aNearer = nearest[0] && (!nearest[1] || *nearest[0] < *nearest[1]);
        return {aNearer ? Side::A : Side::B, QStringLiteral("105.4.b")};
    }
    if (cost[0] != cost[1])
        return {cost[0] > cost[1] ? Side::A : Side::B, QStringLiteral("105.4.c")};
    return {std::nullopt, QStringLiteral("105.4.d")};
}

std::optional<Outcome> judgeVictory(const BattleSetup& setup, const BattleState& state, const Occupancy& occupancy)
{
    const bool aLeft = inPlayCount(state, Side::A) > 0;
    const bool bLeft = inPlayCount(state, Side::B) > 0;
    if (aLeft != bLeft)
        return Outcome{GameEnd::Elimination, aLeft ? Side::A : Side::B, QStringLiteral("103.2.a")};

    const int a = state.victoryPointsOf(Side::A);
    const int b = state.victoryPointsOf(Side::B);
    const bool aReached = a >= setup.points;
    const bool bReached = b >= setup.points;
    if (!aReached && !bReached && (aLeft || bLeft))
        return std::nullopt;
    if (a != b)
        return Outcome{GameEnd::VictoryPoints, a > b ? Side::A : Side::B, QStringLiteral("103.2.b")};
    const Tiebreak tie = breakTie(setup, state, occupancy);
    if (!tie.winner && (aLeft || bLeft))
        return std::nullopt; // 105.4.d: play on
    return Outcome{aLeft || bLeft ? GameEnd::VictoryPoints : GameEnd::Elimination, tie.winner, tie.rule};
}

} // namespace ddm
