// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/setup_rules.h"

#include "board/creature_space.h"
#include "board/distance.h"
#include "board/occupancy.h"
#include "engine/victory_area_roll.h"
#include "powers/card_profile.h"

#include <QSet>

#include <algorithm>
#include <functional>
#include <utility>

namespace ddm {

namespace {

int spanOf(const CreatureSetup& creature)
{
    return spanForSize(creature.card.size);
}

bool occupiesRect(const Space& space, const QRect& rect)
{
    const QRect spaceRect(space.topLeft.x, space.topLeft.y, space.span, space.span);
    return spaceRect.intersects(rect);
}

const CreatureSetup* findCreature(const BattleSetup& setup, const QString& id)
{
    const auto it = std::find_if(setup.creatures.cbegin(), setup.creatures.cend(),
                                 [&id](const CreatureSetup& creature) { return creature.id == id; });
    return it == setup.creatures.cend() ? nullptr : &*it;
}

// The creatures of the setup that `include` accepts, where they stand. Nobody flies or is helpless
// before the battle, so the occupants block as they are.
Occupancy occupancyOf(const BattleSetup& setup, const std::function<bool(const CreatureSetup&)>& include)
{
    Occupancy occupancy(setup.map.width(), setup.map.height());
    for (const CreatureSetup& creature : setup.creatures) {
        if (include(creature))
            occupancy.place({creature.id, creature.side, Space{creature.at, spanOf(creature)}, false, false});
    }
    return occupancy;
}

QString victoryAreaText(const BattleMap& map, int index)
{
    return QStringLiteral("victory area %1 (%2)")
        .arg(index + 1)
        .arg(areaSideName(map.victoryAreas().at(index).side));
}

// Judges set-up positions for one creature against the others that stand on the board.
class PlacementJudge {
public:
    PlacementJudge(const BattleSetup& setup, const CreatureSetup& creature, Occupancy others)
        : PlacementJudge(setup, creature, std::move(others), parseCard(creature.card).abilities)
    {
    }

    SetupEntry entry() const { return m_entry; }

    PositionCheck check(Square topLeft) const
    {
        const Space space{topLeft, spanOf(m_creature)};
        if (m_entry == SetupEntry::OffMap)
            return {MoveProblem::StartsOffMap, topLeft, QStringLiteral("109.1"),
                    QStringLiteral("%1 %2 starts the battle off the battle map, as its card says")
                        .arg(m_creature.id, m_creature.card.name)};
        const PositionCheck placement = checkPlacement(map(), m_others, space, m_creature.id);
        if (!placement)
            return placement;
        switch (m_entry) {
        case SetupEntry::Scout:
            return scoutCheck(space);
        case SetupEntry::WanderingMonster:
            if (const std::optional<QRect> area = wanderingRect())
                return wanderingCheck(space, *area);
            return startAreaCheck(space);
        case SetupEntry::NearStartArea:
            return nearStartAreaCheck(space);
        case SetupEntry::StartArea:
        case SetupEntry::OffMap:
            break;
        }
        return startAreaCheck(space);
    }

    bool occupiedByOthers(const QRect& rect) const
    {
        for (int y = rect.top(); y <= rect.bottom(); ++y) {
            for (int x = rect.left(); x <= rect.right(); ++x) {
                if (m_others.isOccupied({x, y}))
                    return true;
            }
        }
        return false;
    }

    // The rolled area when the creature goes there: it has rolled, and the area has room.
    std::optional<QRect> wanderingRect() const
    {
        if (m_entry != SetupEntry::WanderingMonster || !m_area)
            return std::nullopt;
        const QRect rect = map().victoryAreas().at(*m_area).rect;
        if (!firstIn(rect, false))
            return std::nullopt; // 109.3: no room, so its start area
        return rect;
    }

    // The first position, row by row, whose space lies entirely within `rect` (`whole`) or occupies
    // some square of it.
    std::optional<Square> firstIn(const QRect& rect, bool whole) const
    {
        const int span = spanOf(m_creature);
        const int before = whole ? 0 : span - 1; // how far the top-left square may stand before the area
        const int inset = whole ? span - 1 : 0;  // how far it must stay from the area's far edges
        for (int y = rect.top() - before; y <= rect.bottom() - inset; ++y) {
            for (int x = rect.left() - before; x <= rect.right() - inset; ++x) {
                const Space space{{x, y}, span};
                if (findPositionFault(map(), m_others, space, m_creature.id, PositionUse::Placement)
                        .problem == MoveProblem::None)
                    return Square{x, y};
            }
        }
        return std::nullopt;
    }

    // Start areas from the side's own edge inwards: side A's columns from the left, side B's from
    // the right.
    std::optional<Square> firstInStartArea() const
    {
        const int span = spanOf(m_creature);
        QRect bounds;
        for (const MapArea& area : map().startAreas()) {
            if (area.side == ownArea())
                bounds = bounds.united(area.rect);
        }
        if (bounds.isEmpty())
            return std::nullopt;
        QList<int> columns;
        for (int x = bounds.left(); x <= bounds.right() - span + 1; ++x)
            columns.append(x);
        if (m_creature.side == Side::B)
            std::reverse(columns.begin(), columns.end());
        for (int x : columns) {
            for (int y = bounds.top(); y <= bounds.bottom() - span + 1; ++y) {
                if (check({x, y}).ok())
                    return Square{x, y};
            }
        }
        return std::nullopt;
    }

private:
    PlacementJudge(const BattleSetup& setup, const CreatureSetup& creature, Occupancy others,
                   const CreatureAbilities& abilities)
        : m_setup(setup)
        , m_creature(creature)
        , m_entry(setupEntryOf(abilities))
        , m_wanderSquares(abilities.setsUpNearStartArea)
        , m_others(std::move(others))
        , m_area(wanderingArea(setup, creature))
    {
    }

    const BattleMap& map() const { return m_setup.map; }
    AreaSide ownArea() const { return m_creature.side == Side::A ? AreaSide::A : AreaSide::B; }

    PositionCheck startAreaCheck(const Space& space) const
    {
        for (const Square square : space.squares()) {
            if (!map().inStartArea(m_creature.side, square))
                return {MoveProblem::OutsideStartArea, square, QStringLiteral("102.6.a"),
                        QStringLiteral("%1 is outside start area %2")
                            .arg(squareText(square), sideName(m_creature.side))};
        }
        return {MoveProblem::None, space.topLeft, QStringLiteral("102.6.a"), QString()};
    }

    PositionCheck scoutCheck(const Space& space) const
    {
        const PositionCheck start = startAreaCheck(space);
        if (start)
            return start;
        const QList<MapArea>& areas = map().victoryAreas();
        for (qsizetype i = 0; i < areas.size(); ++i) {
            if (occupiesRect(space, areas.at(i).rect) && !occupiedByOthers(areas.at(i).rect))
                return {MoveProblem::None, space.topLeft, QStringLiteral("707.12.a"), QString()};
        }
        return {MoveProblem::OutsideStartArea, start.square, QStringLiteral("707.12.a"),
                QStringLiteral(
                    "%1 is outside start area %2, and a Scout may only set up instead in a victory area "
                    "no other creature occupies")
                    .arg(squareText(start.square), sideName(m_creature.side))};
    }

    // Tends to Wander: anywhere within its card's N squares of its start area, counted as distance is
    // (1001), the start area itself included.
    PositionCheck nearStartAreaCheck(const Space& space) const
    {
        const PositionCheck start = startAreaCheck(space);
        if (start)
            return start;
        const int squares = m_wanderSquares;
        for (const MapArea& area : map().startAreas()) {
            if (area.side != ownArea())
                continue;
            for (int y = area.rect.top(); y <= area.rect.bottom(); ++y) {
                for (int x = area.rect.left(); x <= area.rect.right(); ++x) {
                    if (withinDistance(map(), m_others, Space{{x, y}, 1}, space, squares))
                        return {MoveProblem::None, space.topLeft, QStringLiteral("109.1"), QString()};
                }
            }
        }
        return {MoveProblem::OutsideStartArea, start.square, QStringLiteral("109.1"),
                QStringLiteral("%1 is more than %2 squares from start area %3 (Tends to Wander)")
                    .arg(squareText(start.square))
                    .arg(squares)
                    .arg(sideName(m_creature.side))};
    }

    PositionCheck wanderingCheck(const Space& space, const QRect& area) const
    {
        if (occupiesRect(space, area))
            return {MoveProblem::None, space.topLeft, QStringLiteral("707.15.a"), QString()};
        return {MoveProblem::OutsideVictoryArea, space.topLeft, QStringLiteral("707.15.a"),
                QStringLiteral("%1 %2 must occupy %3, which its Wandering Monster roll picked")
                    .arg(m_creature.id, m_creature.card.name, victoryAreaText(map(), *m_area))};
    }

    const BattleSetup& m_setup;
    const CreatureSetup& m_creature;
    SetupEntry m_entry;
    int m_wanderSquares = 0; // Tends to Wander's N squares
    Occupancy m_others;
    std::optional<int> m_area;
};

PlacementJudge judgeAmongOthers(const BattleSetup& setup, const CreatureSetup& creature)
{
    return PlacementJudge(setup, creature, occupancyOf(setup, [&creature](const CreatureSetup& other) {
                              return other.id != creature.id;
                          }));
}

std::optional<Square> firstPosition(const PlacementJudge& judge)
{
    if (const std::optional<QRect> area = judge.wanderingRect()) {
        if (const std::optional<Square> whole = judge.firstIn(*area, true))
            return whole;
        return judge.firstIn(*area, false);
    }
    if (judge.entry() == SetupEntry::OffMap)
        return std::nullopt;
    return judge.firstInStartArea();
}

} // namespace

SetupEntry setupEntryOf(const CreatureAbilities& abilities)
{
    if (abilities.startsOffMap)
        return SetupEntry::OffMap;
    // Wandering Monster triggers on its own (707.15.a); Scout is the owner's choice (707.12.a).
    if (abilities.wanderingMonster)
        return SetupEntry::WanderingMonster;
    if (abilities.scout)
        return SetupEntry::Scout;
    if (abilities.setsUpNearStartArea > 0)
        return SetupEntry::NearStartArea;
    return SetupEntry::StartArea;
}

SetupEntry setupEntryOf(const Creature& card)
{
    return setupEntryOf(parseCard(card).abilities);
}

std::array<Side, 2> setupOrder(Side player1)
{
    return {opponentOf(player1), player1};
}

PositionCheck checkSetupPlacement(const BattleSetup& setup, const QString& id, Square topLeft)
{
    const CreatureSetup* creature = findCreature(setup, id);
    if (!creature)
        return {MoveProblem::EmptyPath, topLeft, QString(),
                QStringLiteral("no creature with id \"%1\"").arg(id)};
    return judgeAmongOthers(setup, *creature).check(topLeft);
}

PositionCheck placeInSetup(BattleSetup& setup, const QString& id, Square topLeft)
{
    const PositionCheck check = checkSetupPlacement(setup, id, topLeft);
    if (check.ok()) {
        for (CreatureSetup& creature : setup.creatures) {
            if (creature.id == id)
                creature.at = topLeft;
        }
    }
    return check;
}

bool occupiesArea(const CreatureSetup& creature, const QRect& area)
{
    return occupiesRect(Space{creature.at, spanOf(creature)}, area);
}

QList<int> freeVictoryAreas(const BattleSetup& setup, const QString& id)
{
    QList<int> free;
    const CreatureSetup* creature = findCreature(setup, id);
    if (!creature)
        return free;
    const PlacementJudge judge = judgeAmongOthers(setup, *creature);
    const QList<MapArea>& areas = setup.map.victoryAreas();
    for (qsizetype i = 0; i < areas.size(); ++i) {
        if (!judge.occupiedByOthers(areas.at(i).rect))
            free.append(int(i));
    }
    return free;
}

std::optional<int> wanderingArea(const BattleSetup& setup, const CreatureSetup& creature)
{
    if (!creature.wanderRolls)
        return std::nullopt;
    return victoryAreaFromRolls(int(setup.map.victoryAreas().size()), *creature.wanderRolls);
}

std::optional<Square> firstSetupPosition(const BattleSetup& setup, const QString& id)
{
    const CreatureSetup* creature = findCreature(setup, id);
    if (!creature)
        return std::nullopt;
    return firstPosition(judgeAmongOthers(setup, *creature));
}

QStringList placeInStartAreas(BattleSetup& setup, Side player1)
{
    const std::array<Side, 2> order = setupOrder(player1);
    QList<qsizetype> queue;
    for (qsizetype i = 0; i < setup.creatures.size(); ++i)
        queue.append(i);
    std::stable_sort(queue.begin(), queue.end(), [&](qsizetype a, qsizetype b) {
        const CreatureSetup& first = setup.creatures.at(a);
        const CreatureSetup& second = setup.creatures.at(b);
        if (first.side != second.side)
            return first.side == order[0];
        return spanOf(first) > spanOf(second);
    });
    QSet<QString> placed;
    QStringList homeless;
    for (qsizetype index : queue) {
        CreatureSetup& creature = setup.creatures[index];
        const PlacementJudge judge(setup, creature, occupancyOf(setup, [&placed](const CreatureSetup& other) {
                                       return placed.contains(other.id);
                                   }));
        if (const std::optional<Square> square = firstPosition(judge)) {
            creature.at = *square;
            placed.insert(creature.id);
        } else {
            homeless.append(creature.id);
        }
    }
    return homeless;
}

} // namespace ddm
