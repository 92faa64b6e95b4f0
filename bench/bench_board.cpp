// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmarks of the board geometry on a full-size 30 x 22 map with walls, forest and difficult
// terrain: line of sight plus ranged cover between two creatures (target under 2 µs) and the
// reachable squares of a Medium creature of speed 6 (target under 50 µs).
#include "board/cover.h"
#include "board/distance.h"
#include "board/line_of_sight.h"
#include "board/map_reader.h"
#include "board/reachable_squares.h"

#include <QJsonArray>
#include <QJsonObject>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>

using namespace ddm;

namespace {

const QStringList kBoardRows{
    "....ff..........dd......ff....", "...fff...#......d......fff....", "....f....#..............f.....",
    ".........#.dd.......####......", "..d......#..d.......#.........", "..dd.............ff.#.........",
    ".........ff.....fff..#........", "......#####......f.........d..", "......#.........d.....ff......",
    "..ff..#......dd......fff......", ".fff.........d........ff......", ".fff....##.........##.....fff.",
    "..f......#..ff.....#.......f..", ".........#.fff.....#..........", ".....dd.....f..dd..#...##.....",
    "......d.........d......#......", "..........####.........#..f...", "..##..........#...dd......fff.",
    "...#....ff...........d.....f..", "........fff....##.............", "...ff....f......#......dd.....",
    "..fff...........#.......d....."};

struct Board {
    BattleMap map;
    Occupancy occupancy;
};

const Board& board()
{
    static const Board instance = [] {
        const MapReadResult read =
            MapReader::read(QJsonObject{{QStringLiteral("rows"), QJsonArray::fromStringList(kBoardRows)}});
        if (!read.ok()) {
            std::fprintf(stderr, "bad benchmark map: %s\n", qPrintable(read.errors.first().toString()));
            std::exit(2);
        }
        Board made{read.map, Occupancy(read.map.width(), read.map.height())};
        made.occupancy.place({QStringLiteral("archer"), Side::A, Space{{4, 6}, 1}});
        made.occupancy.place({QStringLiteral("target"), Side::B, Space{{14, 11}, 1}});
        made.occupancy.place({QStringLiteral("guard"), Side::B, Space{{10, 8}, 1}});
        made.occupancy.place({QStringLiteral("runner"), Side::A, Space{{15, 8}, 1}});
        return made;
    }();
    return instance;
}

void BM_LineOfSightAndRangedCover(benchmark::State& state)
{
    const Board& b = board();
    const Occupant& archer = *b.occupancy.find(QStringLiteral("archer"));
    const Occupant& target = *b.occupancy.find(QStringLiteral("target"));
    for (auto _ : state) {
        const SightCheck sight = lineOfSight(b.map, b.occupancy, archer.space, target.space);
        const CoverResult cover =
            coverAgainst(b.map, b.occupancy, CoverMethod::Ranged, archer.space, target, Side::A);
        benchmark::DoNotOptimize(sight.clear);
        benchmark::DoNotOptimize(cover.cover);
    }
}
BENCHMARK(BM_LineOfSightAndRangedCover);

void BM_LineOfSightAndMeleeCover(benchmark::State& state)
{
    const Board& b = board();
    const Occupant& guard = *b.occupancy.find(QStringLiteral("guard"));
    const Occupant attacker{QStringLiteral("attacker"), Side::A, Space{{9, 7}, 1}};
    for (auto _ : state) {
        const SightCheck sight = lineOfSight(b.map, b.occupancy, attacker.space, guard.space);
        const CoverResult cover =
            coverAgainst(b.map, b.occupancy, CoverMethod::Melee, attacker.space, guard, Side::A);
        benchmark::DoNotOptimize(sight.clear);
        benchmark::DoNotOptimize(cover.cover);
    }
}
BENCHMARK(BM_LineOfSightAndMeleeCover);

void BM_ReachableSquaresSpeed6(benchmark::State& state)
{
    const Board& b = board();
    MoverProfile runner;
    runner.id = QStringLiteral("runner");
    runner.speed = 6;
    for (auto _ : state) {
        const Reachability reach = reachableSquares(b.map, b.occupancy, runner, {15, 8}, 6);
        benchmark::DoNotOptimize(reach.destinations().size());
    }
}
BENCHMARK(BM_ReachableSquaresSpeed6);

void BM_ReachableSquaresDoubleMove(benchmark::State& state)
{
    const Board& b = board();
    MoverProfile runner;
    runner.id = QStringLiteral("runner");
    for (auto _ : state) {
        const Reachability reach = reachableSquares(b.map, b.occupancy, runner, {15, 8}, 12);
        benchmark::DoNotOptimize(reach.destinations().size());
    }
}
BENCHMARK(BM_ReachableSquaresDoubleMove);

void BM_DistanceAcrossTheMap(benchmark::State& state)
{
    const Board& b = board();
    for (auto _ : state)
        benchmark::DoNotOptimize(distanceBetween(b.map, b.occupancy, Space{{0, 0}, 1}, Space{{29, 21}, 1}));
}
BENCHMARK(BM_DistanceAcrossTheMap);

} // namespace
