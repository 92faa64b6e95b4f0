#include "sandbox/sandbox_setup.h"

#include "board/creature_space.h"
#include "board/occupancy.h"

#include <QCoreApplication>

#include <algorithm>
#include <functional>

namespace ddm::gui {

namespace {

class SetupText {
    Q_DECLARE_TR_FUNCTIONS(SandboxSetup)
};

int spanOf(const CreatureSetup& creature)
{
    return spanForSize(creature.card.size);
}

// The creatures of the setup that `include` accepts, where they stand.
Occupancy occupancyOf(const BattleSetup& setup, const std::function<bool(const CreatureSetup&)>& include)
{
    Occupancy occupancy(setup.map.width(), setup.map.height());
    for (const CreatureSetup& creature : setup.creatures) {
        if (include(creature))
            occupancy.place({creature.id, creature.side, Space{creature.at, spanOf(creature)}, false, false});
    }
    return occupancy;
}

// The first legal set-up position for the creature, scanning the start area from the side's own
// map edge inwards, so the front rank is left for the player to arrange.
std::optional<Square> firstFreePosition(const BattleSetup& setup, const Occupancy& occupancy,
                                        const CreatureSetup& creature)
{
    const BattleMap& map = setup.map;
    const int span = spanOf(creature);
    QList<int> columns;
    for (int x = 0; x <= map.width() - span; ++x)
        columns.append(x);
    if (creature.side == Side::B)
        std::reverse(columns.begin(), columns.end());
    for (int x : columns) {
        for (int y = 0; y <= map.height() - span; ++y) {
            const Space space{{x, y}, span};
            if (checkSetupPosition(map, occupancy, space, creature.id, creature.side).ok())
                return Square{x, y};
        }
    }
    return std::nullopt;
}

} // namespace

QStringList placeInStartAreas(BattleSetup& setup)
{
    // Big creatures first: they need the most room (218.1.b).
    QList<qsizetype> order;
    for (qsizetype i = 0; i < setup.creatures.size(); ++i)
        order.append(i);
    std::stable_sort(order.begin(), order.end(), [&setup](qsizetype a, qsizetype b) {
        return spanOf(setup.creatures.at(a)) > spanOf(setup.creatures.at(b));
    });
    QStringList placed;
    QStringList homeless;
    for (qsizetype index : order) {
        CreatureSetup& creature = setup.creatures[index];
        const Occupancy occupancy = occupancyOf(setup, [&placed](const CreatureSetup& other) { return placed.contains(other.id); });
        if (const std::optional<Square> square = firstFreePosition(setup, occupancy, creature)) {
            creature.at = *square;
            placed.append(creature.id);
        } else {
            homeless.append(creature.id);
        }
    }
    return homeless;
}

SandboxSetup buildSandboxSetup(const ResolvedWarband& sideA, const ResolvedWarband& sideB, const BattleMap& map)
{
    SandboxSetup result;
    result.setup.map = map;
    result.setup.points = sideA.warband.points;
    result.setup.scenario = sideA.warband.scenario;
    const auto addSide = [&result](const ResolvedWarband& warband, Side side) {
        int number = 0;
        for (const ResolvedEntry& entry : warband.creatures) {
            if (!entry.creature) {
                result.problems.append(SetupText::tr("Side %1: \"%2\" has no card in the catalog and stays out of the battle.")
                                           .arg(sideName(side), entry.entry.name));
                continue;
            }
            CreatureSetup creature;
            creature.id = QStringLiteral("%1%2").arg(sideName(side)).arg(++number);
            creature.side = side;
            creature.card = *entry.creature;
            result.setup.creatures.append(creature);
        }
    };
    addSide(sideA, Side::A);
    addSide(sideB, Side::B);
    const QStringList homeless = placeInStartAreas(result.setup);
    for (const QString& id : homeless) {
        const auto it = std::find_if(result.setup.creatures.cbegin(), result.setup.creatures.cend(),
                                     [&id](const CreatureSetup& creature) { return creature.id == id; });
        result.problems.append(SetupText::tr("%1 %2 finds no room in its start area and stays out of the battle.")
                                   .arg(id, it->card.name));
    }
    result.setup.creatures.removeIf([&homeless](const CreatureSetup& creature) { return homeless.contains(creature.id); });
    return result;
}

PositionCheck moveInSetup(BattleSetup& setup, const QString& id, Square topLeft)
{
    const auto it = std::find_if(setup.creatures.begin(), setup.creatures.end(),
                                 [&id](const CreatureSetup& creature) { return creature.id == id; });
    if (it == setup.creatures.end())
        return {MoveProblem::EmptyPath, topLeft, QString(), QStringLiteral("no creature %1").arg(id)};
    const Occupancy occupancy = occupancyOf(setup, [&id](const CreatureSetup& other) { return other.id != id; });
    const PositionCheck check = checkSetupPosition(setup.map, occupancy, Space{topLeft, spanOf(*it)}, id, it->side);
    if (check.ok())
        it->at = topLeft;
    return check;
}

} // namespace ddm::gui
