// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark of the engine: a 200-point battle of 20 rounds on a full-size 30 x 22 map with walls,
// forest and difficult terrain, played once with seeded dice by a simple "close in and hit"
// policy, then replayed from its recorded history (target under 5 ms). Cards come from the
// catalog in ../shared.
#include "board/map_reader.h"
#include "catalog/catalog_json_reader.h"
#include "combat/seeded_dice.h"
#include "engine/battle.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>

using namespace ddm;

namespace {

const QStringList kBattleMapRows{
    "...ff.........................", "...ff......#.......dd.........", "...........#.......dd.....ff..",
    "......dd...#..............ff..", "......dd...######...........#.", "....................ff......#.",
    "..ff.....ff.........ff......#.", "..ff.....ff...dd.............", "..............dd.....####.....",
    ".......#..................#...", ".......#.......ff.........#...", "...#...#.......ff.........#...",
    "...#..................##......", "...#####....dd..........ff....", ".............dd.........ff....",
    ".....ff............#..........", ".....ff...ddd......#.....dd...", "...................####...d...",
    ".........#......ff...........", "..dd.....#......ff.......ff...", "..dd.....#...............ff...",
    "..............................."};

// Two warbands of about 200 points of cards the engine runs whole.
const char* const kWarbandA[] = {"Goliath Barbarian", "Cave Bear", "Brown Bear", "Krusk, Half-Orc Barbarian",
                                 "Axe Sister", "Stonechild", "Flame Snake", "Human Sellsword",
                                 "Hobgoblin Warcaster", "Dwarf Brawler"};
const char* const kWarbandB[] = {"Bugbear Stalker", "Gravetouched Ghoul", "Infernal Hell Hound", "Slaughterstone Eviscerator",
                                 "Talenta Halfling", "Larethar Gulgrin", "Wererat", "Undying Soldier",
                                 "Orc Brute", "Ettercap"};

BattleMap benchmarkMap()
{
    QStringList rows;
    for (const QString& row : kBattleMapRows)
        rows.append(row.leftJustified(30, QLatin1Char('.'), true));
    QJsonObject object{{QStringLiteral("rows"), QJsonArray::fromStringList(rows)},
                       {QStringLiteral("start"), QJsonObject{{QStringLiteral("A"), QJsonArray{QJsonArray{0, 0, 2, 21}}},
                                                             {QStringLiteral("B"), QJsonArray{QJsonArray{27, 0, 29, 21}}}}},
                       {QStringLiteral("victory"), QJsonObject{{QStringLiteral("A"), QJsonArray{QJsonArray{22, 10, 23, 11}}},
                                                               {QStringLiteral("B"), QJsonArray{QJsonArray{6, 10, 7, 11}}}}}};
    const MapReadResult read = MapReader::read(object);
    if (!read.ok()) {
        std::fprintf(stderr, "bad benchmark map: %s\n", qPrintable(read.errors.first().toString()));
        std::exit(2);
    }
    return read.map;
}

BattleSetup benchmarkSetup()
{
    QFile file(QStringLiteral(DDM_SHARED_DIR "/data/ddm-creatures.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read the catalog in %s\n", DDM_SHARED_DIR);
        std::exit(2);
    }
    QHash<QString, Creature> cards;
    for (const Creature& creature : CatalogJsonReader::read(file.readAll()).creatures)
        cards.insert(creature.name, creature);
    for (const auto* warband : {kWarbandA, kWarbandB}) {
        for (int i = 0; i < 10; ++i) {
            if (!cards.contains(QString::fromUtf8(warband[i]))) {
                std::fprintf(stderr, "no card named %s in the catalog\n", warband[i]);
                std::exit(2);
            }
        }
    }
    BattleSetup setup;
    setup.map = benchmarkMap();
    setup.points = 200;
    int row = 0;
    for (const char* name : kWarbandA) {
        setup.creatures.append({QStringLiteral("A%1").arg(row + 1), Side::A, cards.value(QString::fromUtf8(name)), Square{1, 1 + 2 * row}, {}});
        ++row;
    }
    row = 0;
    for (const char* name : kWarbandB) {
        setup.creatures.append({QStringLiteral("B%1").arg(row + 1), Side::B, cards.value(QString::fromUtf8(name)), Square{28, 1 + 2 * row}, {}});
        ++row;
    }
    return setup;
}

Action endOf(const QString& id)
{
    Action end;
    end.kind = ActionKind::End;
    end.actor = id;
    return end;
}

// The creature's basic attack at the first enemy it can hit, if any.
bool attackIfAble(Battle& battle, const QString& id, DiceSource& dice)
{
    const std::optional<int> basic = battle.combatant(id)->basicAttack;
    if (!basic)
        return false;
    const QStringList targets = battle.validTargets(id, *basic);
    if (targets.isEmpty())
        return false;
    Action attack;
    attack.kind = ActionKind::Attack;
    attack.actor = id;
    attack.attack = *basic;
    attack.targets = {targets.first()};
    return battle.apply(attack, dice).ok();
}

// Moves to the reachable square nearest (by straight count) to the nearest enemy.
void closeIn(Battle& battle, const QString& id, DiceSource& dice)
{
    const CreatureState& self = *battle.state().creature(id);
    std::optional<Square> goal;
    int best = 1000;
    for (const CreatureState& other : battle.state().creatures) {
        if (!other.inPlay() || other.side == self.side)
            continue;
        const int distance = std::max(std::abs(other.space.topLeft.x - self.space.topLeft.x), std::abs(other.space.topLeft.y - self.space.topLeft.y));
        if (distance < best) {
            best = distance;
            goal = other.space.topLeft;
        }
    }
    if (!goal)
        return;
    const Reachability reach = battle.reachableSquares(id);
    std::optional<Square> target;
    int nearest = best;
    for (const ReachableSquare& square : reach.destinations()) {
        const int distance = std::max(std::abs(goal->x - square.at.x), std::abs(goal->y - square.at.y));
        if (distance < nearest) {
            nearest = distance;
            target = square.at;
        }
    }
    if (!target)
        return;
    Action move;
    move.kind = ActionKind::Move;
    move.actor = id;
    move.path = reach.pathTo(*target);
    battle.apply(move, dice);
}

// Plays up to 20 rounds with seeded dice and returns the recorded history.
QList<Action> playedHistory(const BattleSetup& setup)
{
    Battle battle(setup);
    SeededDice dice(20081101);
    while (battle.state().phase != BattlePhase::Over && battle.state().round < 20) {
        Action initiative;
        initiative.kind = ActionKind::Initiative;
        if (!battle.apply(initiative, dice).ok())
            break;
        while (battle.state().phase == BattlePhase::Activations) {
            const Side side = battle.state().activeSide;
            QString id;
            for (const CreatureState& creature : battle.state().creatures) {
                if (creature.side == side && creature.canActivate()) {
                    id = creature.id;
                    break;
                }
            }
            if (!attackIfAble(battle, id, dice)) {
                closeIn(battle, id, dice);
                if (battle.state().creature(id)->inPlay())
                    attackIfAble(battle, id, dice);
            }
            const CreatureState& creature = *battle.state().creature(id);
            const bool open = battle.state().turn && battle.state().turn->creature == id;
            if ((open || creature.canActivate()) && !battle.apply(endOf(id), dice).ok())
                break;
        }
    }
    return battle.history();
}

void BM_ReplayBattle200Points20Rounds(benchmark::State& state)
{
    static const BattleSetup setup = benchmarkSetup();
    static const QList<Action> history = playedHistory(setup);
    qsizetype rounds = 0;
    for (auto _ : state) {
        const Battle::Replay replay = Battle::replay(setup, history);
        if (replay.error)
            state.SkipWithError(qPrintable(replay.error->message));
        rounds = replay.battle.state().round;
        benchmark::DoNotOptimize(replay.battle.state().victoryPoints);
    }
    state.counters[QStringLiteral("actions").toStdString()] = double(history.size());
    state.counters[QStringLiteral("rounds").toStdString()] = double(rounds);
}
BENCHMARK(BM_ReplayBattle200Points20Rounds)->Unit(benchmark::kMillisecond);

} // namespace
