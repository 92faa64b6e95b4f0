// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/wandering_monsters.h"

#include "engine/setup_rules.h"
#include "engine/victory_area_roll.h"

#include <utility>

namespace ddm {

QStringList unrolledWanderingMonsters(const BattleSetup& setup)
{
    QStringList ids;
    for (const CreatureSetup& creature : setup.creatures) {
        if (!creature.wanderRolls && setupEntryOf(creature.card) == SetupEntry::WanderingMonster)
            ids.append(creature.id);
    }
    return ids;
}

WanderingRolls rollWanderingMonsters(BattleSetup& setup, Side player1, DiceSource& dice)
{
    WanderingRolls result;
    BattleSetup working = setup;
    const QStringList unrolled = unrolledWanderingMonsters(setup);
    const int areaCount = int(setup.map.victoryAreas().size());
    for (const Side side : setupOrder(player1)) {
        for (CreatureSetup& creature : working.creatures) {
            if (creature.side != side || !unrolled.contains(creature.id))
                continue;
            const VictoryAreaRoll roll = rollVictoryArea(areaCount, dice);
            if (roll.missingRoll)
                return {{}, true};
            creature.wanderRolls = roll.rolls;
            WanderingPlacement placement;
            placement.id = creature.id;
            placement.rolls = roll.rolls;
            placement.area = roll.area;
            placement.areaCount = areaCount;
            placement.at = firstSetupPosition(working, creature.id);
            if (placement.at)
                creature.at = *placement.at;
            placement.inArea = placement.at && roll.area &&
                               occupiesArea(creature, working.map.victoryAreas().at(*roll.area).rect);
            placement.rule = placement.inArea ? QStringLiteral("707.15.a") : QStringLiteral("109.3");
            result.placements.append(placement);
        }
    }
    setup = std::move(working);
    return result;
}

QList<LogEntry> wanderingMonsterLog(const BattleSetup& setup)
{
    QList<LogEntry> log;
    const QList<MapArea>& areas = setup.map.victoryAreas();
    for (const CreatureSetup& creature : setup.creatures) {
        if (!creature.wanderRolls)
            continue;
        QList<DieRoll> dice;
        QStringList faces;
        for (int roll : *creature.wanderRolls) {
            dice.append({roll, RollPurpose::WanderingMonster});
            faces.append(QString::number(roll));
        }
        const QString who = QStringLiteral("%1 (%2)").arg(creature.id, creature.card.name);
        const std::optional<int> area = wanderingArea(setup, creature);
        const int span = spanForSize(creature.card.size);
        const bool inArea =
            area && QRect(creature.at.x, creature.at.y, span, span).intersects(areas.at(*area).rect);
        QString text;
        if (!area) {
            text = QStringLiteral("%1 is a Wandering Monster, but the map has no victory area: it sets up in "
                                  "its start area at %2 (109.3)")
                       .arg(who, squareText(creature.at));
        } else {
            // One area needs no roll.
            const QString picked =
                QStringLiteral("%1 victory area %2 of %3 (%4)")
                    .arg(faces.isEmpty()
                             ? QStringLiteral("no roll is needed for")
                             : QStringLiteral("d20 %1 picks").arg(faces.join(QStringLiteral(", "))))
                    .arg(*area + 1)
                    .arg(areas.size())
                    .arg(areaSideName(areas.at(*area).side));
            text = inArea ? QStringLiteral("%1 is a Wandering Monster: %2; it sets up at %3")
                                .arg(who, picked, squareText(creature.at))
                          : QStringLiteral("%1 is a Wandering Monster: %2, which has no room: it sets up in "
                                           "its start area at %3 (109.3)")
                                .arg(who, picked, squareText(creature.at));
        }
        log.append({LogEvent::SetUp, text, QStringLiteral("707.15.a"), dice, creature.id, QString(), -1});
    }
    return log;
}

} // namespace ddm
