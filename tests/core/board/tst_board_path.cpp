// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/path_check.h"

#include "board_fixture.h"

#include <QTest>

using namespace ddm;
using ddm::test::boardFrom;

namespace {

using Path = QList<Square>;

MoverProfile moverFor(const test::TestBoard& board, const QString& flags)
{
    MoverProfile mover;
    mover.id = QStringLiteral("X");
    mover.side = board.creature(QStringLiteral("X")).side;
    mover.span = board.creature(QStringLiteral("X")).space.span;
    mover.flight = flags.contains(QLatin1String("flight"));
    mover.burrow = flags.contains(QLatin1String("burrow"));
    mover.phasing = flags.contains(QLatin1String("phasing"));
    mover.aquatic = flags.contains(QLatin1String("aquatic"));
    mover.teleporterAvailable = !flags.contains(QLatin1String("teleported"));
    if (flags.contains(QLatin1String("speed0")))
        mover.speed = 0;
    return mover;
}

} // namespace

class TestBoardPath : public QObject {
    Q_OBJECT

private slots:
    void checkPath_data();
    void checkPath();
    void messagesNameStepAndSquare();
    void stepsReportTerrainEntered();
    void leavingDifficultTerrainCostsOne();
    void teleporterDestinationMustBeFree();
    void helplessEnemiesCanBePassed();
    void flyersDoNotPassFlyingEnemies();
    void diagonalWallsOpenCorner();
    void bigCreatures_data();
    void bigCreatures();
    void squeeze();
};

// X moves along the path; F are its friends, E its enemies.
void TestBoardPath::checkPath_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<Path>("path");
    QTest::addColumn<int>("budget");
    QTest::addColumn<QString>("flags");
    QTest::addColumn<MoveKind>("kind");
    QTest::addColumn<MoveProblem>("problem");
    QTest::addColumn<int>("failingStep");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<int>("cost");

    const auto move = MoveKind::Move;
    const auto ok = MoveProblem::None;
    QTest::newRow("412.2.a straight") << QStringList{"X....."} << Path{{1, 0}, {2, 0}, {3, 0}} << 6 << ""
                                      << move << ok << -1 << "412.2.a" << 3;
    QTest::newRow("412.2.a diagonals cost 1") << QStringList{"X..", "...", "..."} << Path{{1, 1}, {2, 2}} << 6
                                              << "" << move << ok << -1 << "412.2.a" << 2;
    QTest::newRow("412.2.a too far") << QStringList{"X......."}
                                     << Path{{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {7, 0}} << 6
                                     << "" << move << MoveProblem::TooFar << 6 << "412.2.a" << 7;
    QTest::newRow("412.2.a one square a step") << QStringList{"X...."} << Path{{2, 0}} << 6 << "" << move
                                               << MoveProblem::NotAStep << 0 << "412.2.a" << 0;
    QTest::newRow("412.2.a empty path")
        << QStringList{"X."} << Path{} << 6 << "" << move << MoveProblem::EmptyPath << -1 << "412.2.a" << 0;
    QTest::newRow("500.1 off the map")
        << QStringList{"X."} << Path{{-1, 0}} << 6 << "" << move << MoveProblem::OffMap << 0 << "500.1" << 0;
    QTest::newRow("502.1 into a wall")
        << QStringList{"X#."} << Path{{1, 0}} << 6 << "" << move << MoveProblem::Wall << 0 << "502.1" << 0;
    QTest::newRow("502.1 no cutting a corner") << QStringList{"X#", ".."} << Path{{1, 1}} << 6 << "" << move
                                               << MoveProblem::CornerCut << 0 << "502.1" << 0;
    QTest::newRow("502.1 around the corner")
        << QStringList{"X#", ".."} << Path{{0, 1}, {1, 1}} << 6 << "" << move << ok << -1 << "412.2.a" << 2;
    QTest::newRow("1006.2 difficult costs 2")
        << QStringList{"Xd.."} << Path{{1, 0}, {2, 0}} << 6 << "" << move << ok << -1 << "412.2.a" << 3;
    QTest::newRow("1006.2 difficult too far") << QStringList{"Xdd."} << Path{{1, 0}, {2, 0}, {3, 0}} << 4
                                              << "" << move << MoveProblem::TooFar << 2 << "412.2.a" << 5;
    QTest::newRow("1010.2 forest costs 2") << QStringList{"Xf."} << Path{{1, 0}, {2, 0}} << 2 << "" << move
                                           << MoveProblem::TooFar << 1 << "412.2.a" << 3;
    QTest::newRow("412.2.b one square whatever it costs")
        << QStringList{"Xd"} << Path{{1, 0}} << 1 << "" << move << ok << -1 << "412.2.b" << 2;
    QTest::newRow("412.2.b not for two squares") << QStringList{"Xd."} << Path{{1, 0}, {2, 0}} << 1 << ""
                                                 << move << MoveProblem::TooFar << 0 << "412.2.a" << 2;
    QTest::newRow("1020.2 statue costs 2")
        << QStringList{"Xs."} << Path{{1, 0}, {2, 0}} << 6 << "" << move << ok << -1 << "412.2.a" << 3;
    QTest::newRow("1020.4 not ending on a statue")
        << QStringList{"Xs."} << Path{{1, 0}} << 6 << "" << move << MoveProblem::Statue << 0 << "1020.4" << 2;
    QTest::newRow("500.2 through an ally")
        << QStringList{"XF."} << Path{{1, 0}, {2, 0}} << 6 << "" << move << ok << -1 << "412.2.a" << 2;
    QTest::newRow("501.1 not ending on an ally") << QStringList{"XF."} << Path{{1, 0}} << 6 << "" << move
                                                 << MoveProblem::Occupied << 0 << "501.1" << 1;
    QTest::newRow("500.2 not through an enemy") << QStringList{"XE."} << Path{{1, 0}, {2, 0}} << 6 << ""
                                                << move << MoveProblem::Enemy << 0 << "500.2" << 0;
    QTest::newRow("707.5 flying through an enemy")
        << QStringList{"XE."} << Path{{1, 0}, {2, 0}} << 6 << "flight" << move << ok << -1 << "412.2.a" << 2;
    QTest::newRow("1013.2 no walking into a pit") << QStringList{"Xp."} << Path{{1, 0}, {2, 0}} << 6 << ""
                                                  << move << MoveProblem::Pit << 0 << "1013.2" << 0;
    QTest::newRow("707.5 flying over a pit")
        << QStringList{"Xp."} << Path{{1, 0}, {2, 0}} << 6 << "flight" << move << ok << -1 << "412.2.a" << 2;
    QTest::newRow("707.5 flying ignores terrain cost")
        << QStringList{"Xdfs."} << Path{{1, 0}, {2, 0}, {3, 0}, {4, 0}} << 4 << "flight" << move << ok << -1
        << "412.2.a" << 4;
    QTest::newRow("707.5 flying does not pass walls")
        << QStringList{"X#."} << Path{{1, 0}, {2, 0}} << 6 << "flight" << move << MoveProblem::Wall << 0
        << "502.1" << 0;
    QTest::newRow("707.9 phasing through a wall")
        << QStringList{"X#."} << Path{{1, 0}, {2, 0}} << 6 << "phasing" << move << ok << -1 << "412.2.a" << 2;
    QTest::newRow("707.9 phasing past a wall corner")
        << QStringList{"X#", "#."} << Path{{1, 1}} << 6 << "phasing" << move << ok << -1 << "412.2.a" << 1;
    QTest::newRow("1005.3 phasing cannot end in a wall")
        << QStringList{"X#."} << Path{{1, 0}} << 6 << "phasing" << move << MoveProblem::Wall << 0 << "1005.3"
        << 1;
    QTest::newRow("707.9 phasing ignores difficult cost")
        << QStringList{"Xdd."} << Path{{1, 0}, {2, 0}, {3, 0}} << 3 << "phasing" << move << ok << -1
        << "412.2.a" << 3;
    QTest::newRow("1020.2 phasing still pays for statues")
        << QStringList{"Xs.."} << Path{{1, 0}, {2, 0}} << 2 << "phasing" << move << MoveProblem::TooFar << 1
        << "412.2.a" << 3;
    QTest::newRow("500.2 phasing does not pass enemies")
        << QStringList{"XE."} << Path{{1, 0}, {2, 0}} << 6 << "phasing" << move << MoveProblem::Enemy << 0
        << "500.2" << 0;
    QTest::newRow("707.3 burrowing through walls") << QStringList{"X##."} << Path{{1, 0}, {2, 0}, {3, 0}} << 6
                                                   << "burrow" << move << ok << -1 << "412.2.a" << 3;
    QTest::newRow("707.3 burrowing ignores difficult cost")
        << QStringList{"Xff."} << Path{{1, 0}, {2, 0}, {3, 0}} << 3 << "burrow" << move << ok << -1
        << "412.2.a" << 3;
    QTest::newRow("707.3 burrowing not into pits")
        << QStringList{"Xp."} << Path{{1, 0}, {2, 0}} << 6 << "burrow" << move << MoveProblem::Pit << 0
        << "1013.2" << 0;
    QTest::newRow("1014.2 river is difficult") << QStringList{"Xr."} << Path{{1, 0}, {2, 0}} << 2 << ""
                                               << move << MoveProblem::TooFar << 1 << "412.2.a" << 3;
    QTest::newRow("1014.2 aquatic creatures swim")
        << QStringList{"Xr."} << Path{{1, 0}, {2, 0}} << 2 << "aquatic" << move << ok << -1 << "412.2.a" << 2;
    QTest::newRow("412.1.a speed 0") << QStringList{"X."} << Path{{1, 0}} << 6 << "speed0" << move
                                     << MoveProblem::CannotMove << -1 << "412.1.a" << 0;
    QTest::newRow("412.3.a shift into clear")
        << QStringList{"X."} << Path{{1, 0}} << 1 << "" << MoveKind::Shift << ok << -1 << "412.3.a" << 1;
    QTest::newRow("412.3.a no shift into difficult")
        << QStringList{"Xd"} << Path{{1, 0}} << 1 << "" << MoveKind::Shift << MoveProblem::ShiftTerrain << 0
        << "412.3.a" << 0;
    QTest::newRow("412.3.c longer shift pays for difficult")
        << QStringList{"Xd"} << Path{{1, 0}} << 2 << "" << MoveKind::Shift << ok << -1 << "412.3.a" << 2;
    QTest::newRow("412.3.a flyer shifts over difficult") << QStringList{"Xd"} << Path{{1, 0}} << 1 << "flight"
                                                         << MoveKind::Shift << ok << -1 << "412.3.a" << 1;
    QTest::newRow("1021.1 teleporter jump") << QStringList{"Xt...t."} << Path{{1, 0}, {5, 0}, {6, 0}} << 6
                                            << "" << move << ok << -1 << "412.2.a" << 2;
    QTest::newRow("1021.2 teleporters once a round")
        << QStringList{"Xt...t."} << Path{{1, 0}, {5, 0}} << 6 << "teleported" << move
        << MoveProblem::TeleporterUsed << 1 << "1021.2" << 1;
    QTest::newRow("1021.1 only between teleporters")
        << QStringList{"Xt...t."} << Path{{1, 0}, {4, 0}} << 6 << "" << move << MoveProblem::NotAStep << 1
        << "412.2.a" << 1;
}

void TestBoardPath::checkPath()
{
    QFETCH(QStringList, rows);
    QFETCH(Path, path);
    QFETCH(int, budget);
    QFETCH(QString, flags);
    QFETCH(MoveKind, kind);
    QFETCH(MoveProblem, problem);
    QFETCH(int, failingStep);
    QFETCH(QString, rule);
    QFETCH(int, cost);
    const auto board = boardFrom(rows);
    const PathCheck check = ddm::checkPath(board.map, board.occupancy, moverFor(board, flags),
                                           board.at(QStringLiteral("X")), path, budget, kind);
    QCOMPARE(check.problem, problem);
    QCOMPARE(check.ok, problem == MoveProblem::None);
    QCOMPARE(check.failingStep, failingStep);
    QCOMPARE(check.rule, rule);
    QCOMPARE(check.cost, cost);
}

void TestBoardPath::messagesNameStepAndSquare()
{
    const auto board = boardFrom({"X.#."});
    MoverProfile mover;
    mover.id = QStringLiteral("X");
    const PathCheck check = ddm::checkPath(board.map, board.occupancy, mover, {0, 0}, {{1, 0}, {2, 0}}, 6);
    QCOMPARE(check.message, QStringLiteral("step 2 to [2,0]: [2,0] is a wall"));
    QCOMPARE(check.square, (Square{2, 0}));
    QCOMPARE(check.steps.size(), 1); // the steps before the failure
}

void TestBoardPath::stepsReportTerrainEntered()
{
    // The engine applies what terrain does to a mover: spike stones hurt a creature slowed by them
    // (1019.3), webs hold (quick reference), teleporters move it (1021.1).
    const auto board = boardFrom({"Xzwt..t"});
    auto map = board.map;
    MoverProfile mover;
    mover.id = QStringLiteral("X");
    const PathCheck check =
        ddm::checkPath(map, board.occupancy, mover, {0, 0}, {{1, 0}, {2, 0}, {3, 0}, {6, 0}}, 6);
    QVERIFY2(check.ok, qPrintable(check.message));
    QCOMPARE(check.steps.size(), 4);
    QVERIFY(check.steps[0].entered.has(Terrain::SpikeStones));
    QCOMPARE(check.steps[0].cost, 2);
    QVERIFY(check.steps[1].entered.has(Terrain::Web));
    QCOMPARE(check.steps[1].cost, 2);
    QVERIFY(check.steps[3].teleported);
    QCOMPARE(check.steps[3].cost, 0);
    QCOMPARE(check.cost, 5);
}

void TestBoardPath::leavingDifficultTerrainCostsOne()
{
    // 1006.2: difficult terrain costs extra to move into, not out of.
    auto board = boardFrom({"X.."});
    board.map.addTerrain({0, 0}, Terrain::Difficult);
    MoverProfile mover;
    mover.id = QStringLiteral("X");
    const PathCheck check = ddm::checkPath(board.map, board.occupancy, mover, {0, 0}, {{1, 0}, {2, 0}}, 2);
    QVERIFY(check.ok);
    QCOMPARE(check.cost, 2);
}

void TestBoardPath::teleporterDestinationMustBeFree()
{
    // 1021.1: placed in an unoccupied space with teleporter terrain.
    auto board = boardFrom({"Xt...E"});
    board.map.addTerrain(board.at(QStringLiteral("E1")), Terrain::Teleporter);
    MoverProfile mover;
    mover.id = QStringLiteral("X");
    const PathCheck check = ddm::checkPath(board.map, board.occupancy, mover, {0, 0}, {{1, 0}, {5, 0}}, 6);
    QCOMPARE(check.problem, MoveProblem::Occupied);
    QCOMPARE(check.rule, QStringLiteral("1021.1"));
    QCOMPARE(check.failingStep, 1);
}

void TestBoardPath::helplessEnemiesCanBePassed()
{
    // 500.2: a Helpless enemy's space may be moved through, not ended in.
    auto board = boardFrom({"X..."});
    QVERIFY(board.occupancy.place({QStringLiteral("E1"), Side::B, Space{{1, 0}, 1}, false, true}));
    MoverProfile mover;
    mover.id = QStringLiteral("X");
    QVERIFY(ddm::checkPath(board.map, board.occupancy, mover, {0, 0}, {{1, 0}, {2, 0}}, 6).ok);
    const PathCheck stop = ddm::checkPath(board.map, board.occupancy, mover, {0, 0}, {{1, 0}}, 6);
    QCOMPARE(stop.problem, MoveProblem::Occupied);
    QCOMPARE(stop.rule, QStringLiteral("501.1"));
}

void TestBoardPath::flyersDoNotPassFlyingEnemies()
{
    // 707.5: flight passes enemies without Flight only.
    auto board = boardFrom({"X..."});
    QVERIFY(board.occupancy.place({QStringLiteral("E1"), Side::B, Space{{1, 0}, 1}, true, false}));
    MoverProfile mover;
    mover.id = QStringLiteral("X");
    mover.flight = true;
    QCOMPARE(ddm::checkPath(board.map, board.occupancy, mover, {0, 0}, {{1, 0}, {2, 0}}, 6).problem,
             MoveProblem::Enemy);
}

void TestBoardPath::diagonalWallsOpenCorner()
{
    // 502.1: a creature may move diagonally past the open corner of a diagonal wall, not past the
    // corner it covers.
    auto board = boardFrom({"X.", ".."});
    MoverProfile mover;
    mover.id = QStringLiteral("X");
    board.map.addDiagonalWall({{1, 0}, Corner::TopRight, DiagonalCut::Half}); // open corner: bottom-left
    QVERIFY(ddm::checkPath(board.map, board.occupancy, mover, {0, 0}, {{1, 1}}, 6).ok);
    auto covered = boardFrom({"X.", ".."});
    covered.map.addDiagonalWall({{1, 0}, Corner::BottomLeft, DiagonalCut::Corner});
    const PathCheck cut = ddm::checkPath(covered.map, covered.occupancy, mover, {0, 0}, {{1, 1}}, 6);
    QCOMPARE(cut.problem, MoveProblem::CornerCut);
    // 1009.2: a corner cut leaves the square's centre open to stand in.
    QVERIFY(ddm::checkPath(covered.map, covered.occupancy, mover, {0, 0}, {{1, 0}}, 6).ok);
}

void TestBoardPath::bigCreatures_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<Path>("path");
    QTest::addColumn<MoveProblem>("problem");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<int>("cost");
    // A Large creature with its top-left square at [0,0].
    QTest::newRow("1006.3 difficult already in the space is free")
        << QStringList{"dd...", "dd...", "....."} << Path{{1, 0}, {2, 0}} << MoveProblem::None << "412.2.a"
        << 2;
    QTest::newRow("1006.2 entering difficult with one square")
        << QStringList{"..d..", ".....", "....."} << Path{{1, 0}} << MoveProblem::None << "412.2.a" << 2;
    QTest::newRow("1005.4 a wall in the new squares")
        << QStringList{"...", "...", "#.."} << Path{{0, 1}} << MoveProblem::Wall << "502.1" << 0;
    QTest::newRow("502.1 no cutting a corner with a big space")
        << QStringList{"..#.", "....", "...."} << Path{{1, 1}} << MoveProblem::CornerCut << "502.1" << 0;
    QTest::newRow("500.2 no enemy in any new square")
        << QStringList{"..E", "...", "..."} << Path{{1, 0}} << MoveProblem::Enemy << "500.2" << 0;
    QTest::newRow("501.1 ending over an ally")
        << QStringList{"...", "...", "..F"} << Path{{1, 1}} << MoveProblem::Occupied << "501.1" << 1;
}

void TestBoardPath::bigCreatures()
{
    QFETCH(QStringList, rows);
    QFETCH(Path, path);
    QFETCH(MoveProblem, problem);
    QFETCH(QString, rule);
    QFETCH(int, cost);
    auto board = boardFrom(rows);
    QVERIFY(board.occupancy.place({QStringLiteral("ogre"), Side::A, Space{{0, 0}, 2}}));
    MoverProfile ogre;
    ogre.id = QStringLiteral("ogre");
    ogre.span = 2;
    const PathCheck check = ddm::checkPath(board.map, board.occupancy, ogre, {0, 0}, path, 6);
    QCOMPARE(check.problem, problem);
    QCOMPARE(check.rule, rule);
    QCOMPARE(check.cost, cost);
}

void TestBoardPath::squeeze()
{
    auto board = boardFrom({"......", "......", "......", "##..##", "##..##", "......", "......", "......"});
    QVERIFY(board.occupancy.place({QStringLiteral("giant"), Side::A, Space{{1, 0}, 3}}));
    MoverProfile giant;
    giant.id = QStringLiteral("giant");
    giant.span = 3;
    giant.speed = 8;
    // A Huge creature cannot walk through a 2-square gap...
    QCOMPARE(ddm::checkPath(board.map, board.occupancy, giant, {1, 0}, {{1, 1}}, 8).problem,
             MoveProblem::Wall);
    // ...but squeezes through it as a 2x2 space at half speed (412.4.a-b).
    const Path through{{2, 2}, {2, 3}, {2, 4}, {2, 5}};
    const PathCheck squeezed =
        ddm::checkPath(board.map, board.occupancy, giant, {1, 0}, through, 4, MoveKind::Squeeze);
    QVERIFY2(squeezed.ok, qPrintable(squeezed.message));
    QCOMPARE(squeezed.rule, QStringLiteral("412.4.a"));
    QCOMPARE(squeezed.squeezeExits, (QList<Square>{{1, 5}, {2, 5}}));
    QCOMPARE(ddm::checkPath(board.map, board.occupancy, giant, {1, 0}, through, 3, MoveKind::Squeeze).problem,
             MoveProblem::TooFar);
    // 412.4.b: it must end where a legal position holds its last 2x2 space.
    const PathCheck stuck =
        ddm::checkPath(board.map, board.occupancy, giant, {1, 0}, {{2, 2}, {2, 3}}, 4, MoveKind::Squeeze);
    QCOMPARE(stuck.problem, MoveProblem::NoSqueezeExit);
    QCOMPARE(stuck.rule, QStringLiteral("412.4.b"));
    // 412.4.a: only Huge creatures squeeze.
    MoverProfile ogre = giant;
    ogre.span = 2;
    QCOMPARE(ddm::checkPath(board.map, board.occupancy, ogre, {1, 0}, through, 4, MoveKind::Squeeze).problem,
             MoveProblem::NotHuge);
}

QTEST_GUILESS_MAIN(TestBoardPath)
#include "tst_board_path.moc"
