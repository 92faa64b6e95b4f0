// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/map_reader.h"
#include "board/position_check.h"
#include "board/reachable_squares.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QTest>

using namespace ddm;

namespace {

QStringList mapFiles()
{
    return QDir(QStringLiteral(DDM_MAPS_DIR)).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

BattleMap load(const QString& file)
{
    QFile input(QDir(QStringLiteral(DDM_MAPS_DIR)).filePath(file));
    if (!input.open(QIODevice::ReadOnly))
        return {};
    return MapReader::readFile(input.readAll()).map;
}

QList<Square> openStartSquares(const BattleMap& map, Side side)
{
    const Occupancy empty(map.width(), map.height());
    QList<Square> squares;
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            if (checkSetupPosition(map, empty, Space{{x, y}, 1}, QString(), side).ok())
                squares.append({x, y});
        }
    }
    return squares;
}

} // namespace

class TestBoardSampleMaps : public QObject {
    Q_OBJECT

private slots:
    void everyMapReads_data();
    void everyMapReads();
    void mapsComeInBothSizes();
    void mapsTogetherUseEveryTerrain();
};

void TestBoardSampleMaps::everyMapReads_data()
{
    QTest::addColumn<QString>("file");
    for (const QString& file : mapFiles())
        QTest::newRow(qPrintable(file)) << file;
}

void TestBoardSampleMaps::everyMapReads()
{
    QFETCH(QString, file);
    QFile input(QDir(QStringLiteral(DDM_MAPS_DIR)).filePath(file));
    QVERIFY(input.open(QIODevice::ReadOnly));
    const MapReadResult result = MapReader::readFile(input.readAll());
    QVERIFY2(result.ok(), qPrintable(result.errors.value(0).toString()));
    const BattleMap& map = result.map;
    QVERIFY(!map.name().isEmpty());

    // 1000.3-4: both start areas, a victory area for each side; room for a 10-creature warband.
    for (Side side : {Side::A, Side::B}) {
        const QList<Square> start = openStartSquares(map, side);
        QVERIFY2(start.size() >= 10, qPrintable(sideName(side)));
        bool victory = false;
        for (int y = 0; y < map.height() && !victory; ++y) {
            for (int x = 0; x < map.width() && !victory; ++x)
                victory = map.inVictoryArea(side, {x, y});
        }
        QVERIFY2(victory, qPrintable(sideName(side)));
    }
    // A Medium walker gets from start area A to start area B and to every victory area.
    const QList<Square> fromA = openStartSquares(map, Side::A);
    const Occupancy empty(map.width(), map.height());
    MoverProfile walker;
    walker.id = QStringLiteral("walker");
    walker.teleporterAvailable = false;
    const Reachability reach = reachableSquares(map, empty, walker, fromA.first(), 1000);
    QVERIFY(reach.find(openStartSquares(map, Side::B).first()));
    for (const MapArea& area : map.victoryAreas()) {
        bool reached = false;
        for (int y = area.rect.top(); y <= area.rect.bottom(); ++y) {
            for (int x = area.rect.left(); x <= area.rect.right(); ++x)
                reached = reached || reach.find({x, y});
        }
        QVERIFY2(
            reached,
            qPrintable(QStringLiteral("victory area at %1,%2").arg(area.rect.left()).arg(area.rect.top())));
    }
}

void TestBoardSampleMaps::mapsComeInBothSizes()
{
    // Full-size maps are 30 x 22 squares; half-size maps half that (22 x 15) for battles of 100
    // points or less.
    int full = 0;
    int half = 0;
    for (const QString& file : mapFiles()) {
        const BattleMap map = load(file);
        // Each is marked with the size its squares have, so a warband that names it is checked right.
        if (map.width() == 30 && map.height() == 22 && map.size() == MapSize::Full)
            ++full;
        else if (map.width() == 22 && map.height() == 15 && map.size() == MapSize::Half)
            ++half;
        else
            QFAIL(qPrintable(file + QStringLiteral(": neither full nor half size, or marked otherwise")));
    }
    QVERIFY(full + half >= 3);
    QVERIFY(full >= 1);
    QVERIFY(half >= 1);
}

void TestBoardSampleMaps::mapsTogetherUseEveryTerrain()
{
    QSet<int> used;
    bool diagonalWalls = false;
    bool secretDoors = false;
    for (const QString& file : mapFiles()) {
        const BattleMap map = load(file);
        for (int y = 0; y < map.height(); ++y) {
            for (int x = 0; x < map.width(); ++x) {
                const TerrainSet terrain = map.terrainAt({x, y});
                if (terrain.isEmpty())
                    used.insert(int(Terrain::Clear));
                for (Terrain each : terrain.terrains())
                    used.insert(int(each));
            }
        }
        diagonalWalls = diagonalWalls || !map.diagonalWalls().isEmpty();
        secretDoors = secretDoors || !map.secretDoors().isEmpty();
    }
    for (Terrain terrain : allTerrains())
        QVERIFY2(used.contains(int(terrain)), qPrintable(terrainName(terrain)));
    QVERIFY(diagonalWalls);
    QVERIFY(secretDoors);
}

QTEST_GUILESS_MAIN(TestBoardSampleMaps)
#include "tst_board_sample_maps.moc"
