// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/map_reader.h"
#include "board/position_check.h"
#include "board/path_check.h"
#include "board/reachable_squares.h"
#include "board/squeeze_reach.h"

#include "board_fixture.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <algorithm>

using namespace ddm;
using ddm::test::boardFrom;

namespace {

MoverProfile walker(const QString& id = QStringLiteral("X"))
{
    MoverProfile mover;
    mover.id = id;
    return mover;
}

// "21\n12" style: each square's cost, '.' where the creature cannot end, 'X' where it starts.
QStringList costMap(const Reachability& reach, const test::TestBoard& board, Square start)
{
    QStringList rows;
    for (int y = 0; y < board.map.height(); ++y) {
        QString row;
        for (int x = 0; x < board.map.width(); ++x) {
            const std::optional<ReachableSquare> found = reach.find({x, y});
            if (Square{x, y} == start)
                row.append(QLatin1Char('X'));
            else
                row.append(found ? QChar(QLatin1Char('0' + found->cost)) : QChar(QLatin1Char('.')));
        }
        rows.append(row);
    }
    return rows;
}

BattleMap loadMap(const QString& file)
{
    QFile input(QDir(QStringLiteral(DDM_MAPS_DIR)).filePath(file));
    if (!input.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file));
    return MapReader::readFile(input.readAll()).map;
}

MoverProfile moverOfKind(const QString& kind)
{
    MoverProfile mover = walker(QStringLiteral("mover"));
    mover.flight = kind == QLatin1String("flier");
    mover.phasing = kind == QLatin1String("phaser");
    mover.span = kind == QLatin1String("large") ? 2 : kind == QLatin1String("huge") ? 3 : 1;
    return mover;
}

// Several legal starts spread over the map, each with an ally beside the mover and an enemy below.
template <typename Visit> void forEachStart(const BattleMap& map, const MoverProfile& mover, Visit visit)
{
    for (int y = 1; y + mover.span + 1 < map.height(); y += 5) {
        for (int x = 1; x + mover.span + 1 < map.width(); x += 7) {
            Occupancy occupancy(map.width(), map.height());
            if (!occupancy.place({mover.id, Side::A, Space{{x, y}, mover.span}}) ||
                !checkLegalPosition(map, occupancy, Space{{x, y}, mover.span}, mover.id).ok())
                continue;
            occupancy.place({QStringLiteral("ally"), Side::A, Space{{x + mover.span, y}, 1}});
            occupancy.place({QStringLiteral("enemy"), Side::B, Space{{x, y + mover.span}, 1}});
            visit(map, occupancy, Square{x, y});
        }
    }
}

} // namespace

class TestBoardReachable : public QObject {
    Q_OBJECT

private slots:
    void costs_data();
    void costs();
    void oneSquareRule();
    void teleporters();
    void speedZeroGoesNowhere();
    void squeezeReachesPastAGap();
    void squeezeEndsAreTheWholeSpacesPastAGap();
    void everyDestinationPassesCheckPath_data();
    void everyDestinationPassesCheckPath();
    void everyAcceptedPathIsReachable_data() { everyDestinationPassesCheckPath_data(); }
    void everyAcceptedPathIsReachable();
};

// The cost of every square a creature at X can end in, drawn as a map.
void TestBoardReachable::costs_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<int>("budget");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("412.2.a open ground, diagonals 1")
        << QStringList{".......", ".......", "...X...", "......."} << 2
        << QStringList{".22222.", ".21112.", ".21X12.", ".21112."};
    QTest::newRow("1006.2 difficult costs 2") << QStringList{"Xd..."} << 4 << QStringList{"X234."};
    QTest::newRow("502.1 around a wall, no corner cutting")
        << QStringList{"X#..", ".#..", "...."} << 4 << QStringList{"X...", "1...", "234."};
    QTest::newRow("500.2 through allies, not enemies") << QStringList{"XF.E."} << 4 << QStringList{"X.2.."};
    QTest::newRow("1020.4 over statues, never on them") << QStringList{"Xs.."} << 4 << QStringList{"X.34"};
    QTest::newRow("1013.2 pits stop walkers")
        << QStringList{"Xp..", "...."} << 3 << QStringList{"X.23", "1123"};
}

void TestBoardReachable::costs()
{
    QFETCH(QStringList, rows);
    QFETCH(int, budget);
    QFETCH(QStringList, expected);
    const auto board = boardFrom(rows);
    const Square start = board.at(QStringLiteral("X"));
    const Reachability reach = reachableSquares(board.map, board.occupancy, walker(), start, budget);
    QCOMPARE(costMap(reach, board, start), expected);
}

void TestBoardReachable::oneSquareRule()
{
    // 412.2.b: with speed 1, the forest next door is still one square away.
    const auto board = boardFrom({"Xf", "d."});
    MoverProfile slow = walker();
    slow.speed = 1;
    const Reachability reach = reachableSquares(board.map, board.occupancy, slow, {0, 0}, 1);
    QCOMPARE(reach.destinations().size(), 3);
    const std::optional<ReachableSquare> forest = reach.find({1, 0});
    QVERIFY(forest);
    QVERIFY(forest->oneSquareRule);
    QCOMPARE(forest->cost, 2);
    QVERIFY(!reach.find({1, 1})->oneSquareRule);
    QCOMPARE(reach.pathTo({1, 0}), (QList<Square>{{1, 0}}));
    QVERIFY(checkPath(board.map, board.occupancy, slow, {0, 0}, reach.pathTo({1, 0}), 1).ok);
}

void TestBoardReachable::teleporters()
{
    // 1021.1: stepping onto a teleporter reaches every free teleporter, once a round (1021.2).
    const auto board = boardFrom({"Xt#......", "..#....t.", "###......"});
    const Reachability reach = reachableSquares(board.map, board.occupancy, walker(), {0, 0}, 3);
    QCOMPARE(reach.find({7, 1})->cost, 1);
    QCOMPARE(reach.find({5, 0})->cost, 3);
    QCOMPARE(reach.pathTo({8, 1}), (QList<Square>{{1, 0}, {7, 1}, {8, 1}}));
    MoverProfile used = walker();
    used.teleporterAvailable = false;
    QVERIFY(!reachableSquares(board.map, board.occupancy, used, {0, 0}, 3).find({7, 1}));
}

void TestBoardReachable::speedZeroGoesNowhere()
{
    const auto board = boardFrom({"X.."});
    MoverProfile held = walker();
    held.speed = 0; // 412.1.a, 907.1
    QVERIFY(reachableSquares(board.map, board.occupancy, held, {0, 0}, 6).destinations().isEmpty());
}

void TestBoardReachable::squeezeReachesPastAGap()
{
    auto board = boardFrom({"......", "......", "......", "##..##", "##..##", "......", "......", "......"});
    QVERIFY(board.occupancy.place({QStringLiteral("giant"), Side::A, Space{{1, 0}, 3}}));
    MoverProfile giant = walker(QStringLiteral("giant"));
    giant.span = 3;
    giant.speed = 8;
    QVERIFY(!reachableSquares(board.map, board.occupancy, giant, {1, 0}, 8).find({1, 5}));
    const Reachability squeeze =
        reachableSquares(board.map, board.occupancy, giant, {1, 0}, 4, MoveKind::Squeeze);
    QVERIFY(squeeze.find({2, 5}));
    QVERIFY(!squeeze.find({2, 3})); // no legal 3x3 position holds a 2x2 space inside the gap (412.4.b)
    const PathCheck check =
        checkPath(board.map, board.occupancy, giant, {1, 0}, squeeze.pathTo({2, 5}), 4, MoveKind::Squeeze);
    QVERIFY2(check.ok, qPrintable(check.message));
    QCOMPARE(check.cost, squeeze.find({2, 5})->cost);
}

// What the board offers a player: the 3x3 spaces a squeeze ends in, each with a path the engine
// accepts and whose exits include it (412.4.b).
void TestBoardReachable::squeezeEndsAreTheWholeSpacesPastAGap()
{
    auto board = boardFrom({"......", "......", "......", "##..##", "##..##", "......", "......", "......"});
    QVERIFY(board.occupancy.place({QStringLiteral("giant"), Side::A, Space{{1, 0}, 3}}));
    MoverProfile giant = walker(QStringLiteral("giant"));
    giant.span = 3;
    giant.speed = 8;
    const SqueezeReach reach = squeezeReach(board.map, board.occupancy, giant, {1, 0}, 4);
    QList<Square> ends;
    for (const ReachableSquare& end : reach.ends()) {
        ends.append(end.at);
        const PathCheck check =
            checkPath(board.map, board.occupancy, giant, {1, 0}, reach.pathTo(end.at), 4, MoveKind::Squeeze);
        QVERIFY2(check.ok, qPrintable(check.message));
        QVERIFY(check.squeezeExits.contains(end.at));
        QCOMPARE(check.cost, end.cost);
    }
    QVERIFY(ends.contains(Square{1, 5}));
    QVERIFY(ends.contains(Square{2, 5}));
    QVERIFY(!ends.contains(Square{1, 0})); // where it stands is no squeeze
    QVERIFY(!ends.contains(Square{2, 2})); // its 3x3 space would stand on the wall
    QVERIFY(std::is_sorted(reach.ends().cbegin(), reach.ends().cend(), cheaperFirst));
    QVERIFY(reach.pathTo({2, 2}).isEmpty());

    giant.span = 2; // a Large creature never squeezes (412.4.a)
    QVERIFY(squeezeReach(board.map, board.occupancy, giant, {1, 0}, 4).ends().isEmpty());
}

// The search and the path check agree: every destination's path passes checkPath at the same cost,
// on the sample maps, for walkers, fliers, phasers and big creatures among allies and enemies.
void TestBoardReachable::everyDestinationPassesCheckPath_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("kind");
    const QStringList files =
        QDir(QStringLiteral(DDM_MAPS_DIR)).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString& file : files) {
        for (const char* kind : {"walker", "flier", "phaser", "large", "huge"})
            QTest::newRow(qPrintable(file + QLatin1Char(' ') + QLatin1String(kind)))
                << file << QString::fromLatin1(kind);
    }
}

void TestBoardReachable::everyDestinationPassesCheckPath()
{
    QFETCH(QString, file);
    QFETCH(QString, kind);
    const MoverProfile mover = moverOfKind(kind);
    int checked = 0;
    forEachStart(loadMap(file), mover, [&](const BattleMap& map, const Occupancy& occupancy, Square start) {
        const Reachability reach = reachableSquares(map, occupancy, mover, start, 8);
        for (const ReachableSquare& destination : reach.destinations()) {
            const PathCheck check = checkPath(map, occupancy, mover, start, reach.pathTo(destination.at), 8);
            QVERIFY2(check.ok,
                     qPrintable(QStringLiteral("from %1 to %2: %3")
                                    .arg(squareText(start), squareText(destination.at), check.message)));
            QCOMPARE(check.cost, destination.cost);
            ++checked;
        }
    });
    QVERIFY(checked > 50);
}

void TestBoardReachable::everyAcceptedPathIsReachable()
{
    QFETCH(QString, file);
    QFETCH(QString, kind);
    const MoverProfile mover = moverOfKind(kind);
    quint32 seed = 12345;
    auto random = [&seed](int bound) {
        seed = seed * 1664525u + 1013904223u; // a fixed generator: the same walks on every machine
        return int((seed >> 16) % quint32(bound));
    };
    int accepted = 0;
    forEachStart(loadMap(file), mover, [&](const BattleMap& map, const Occupancy& occupancy, Square start) {
        const Reachability reach = reachableSquares(map, occupancy, mover, start, 8);
        for (int walk = 0; walk < 40; ++walk) {
            QList<Square> path;
            Square at = start;
            for (int step = random(8) + 1; step > 0; --step) {
                at = at.offset(random(3) - 1, random(3) - 1);
                path.append(at);
            }
            const PathCheck check = checkPath(map, occupancy, mover, start, path, 8);
            if (!check.ok || path.last() == start)
                continue;
            const std::optional<ReachableSquare> found = reach.find(path.last());
            if (!found)
                QFAIL(
                    qPrintable(QStringLiteral("%1 accepted but not reachable").arg(squareText(path.last()))));
            QVERIFY(found->cost <= check.cost);
            ++accepted;
        }
    });
    QVERIFY(accepted > 20);
}

QTEST_GUILESS_MAIN(TestBoardReachable)
#include "tst_board_reachable.moc"
