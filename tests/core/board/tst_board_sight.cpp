// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/line_of_sight.h"

#include "board_fixture.h"

#include <QTest>

using namespace ddm;
using ddm::test::boardFrom;

namespace {

void addTerrainUnder(test::TestBoard& board, const QString& id, const QString& symbols)
{
    for (const QChar symbol : symbols)
        board.map.addTerrain(board.at(id), *parseTerrainSymbol(symbol));
}

} // namespace

class TestBoardSight : public QObject {
    Q_OBJECT

private slots:
    void lineOfSight_data();
    void lineOfSight();
    void clearLineIsReported();
    void diagonalWalls_data();
    void diagonalWalls();
    void secretDoorOpensWhenOccupied();
    void bigCreatureHalfInSmoke();
    void blindsightIgnoresSmoke();
    void lineOfSightToASquare();
    void lineOfEffect_data();
    void lineOfEffect();
};

// Rows draw the board with X the viewer and T the target; underX and underT add terrain beneath them.
void TestBoardSight::lineOfSight_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<QString>("underX");
    QTest::addColumn<QString>("underT");
    QTest::addColumn<bool>("clear");
    QTest::addColumn<Obstruction>("obstruction");
    QTest::addColumn<QString>("rule");

    QTest::newRow("1002.3 open ground") << QStringList{"X...T"} << ""
                                        << "" << true << Obstruction::None << "1002.3";
    QTest::newRow("1002.1.a wall across the map") << QStringList{"X.#.T"} << ""
                                                  << "" << false << Obstruction::Wall << "1002.1.a";
    QTest::newRow("1002.1.a pillar in the way") << QStringList{".....", "X.#.T", "....."} << ""
                                                << "" << false << Obstruction::Wall << "1002.1.a";
    QTest::newRow("1002.1.a line ends on a wall edge") << QStringList{"X...T", "#####"} << ""
                                                       << "" << true << Obstruction::None << "1002.3";
    QTest::newRow("1002.3 down a corridor") << QStringList{"#####", "X...T", "#####"} << ""
                                            << "" << true << Obstruction::None << "1002.3";
    QTest::newRow("1002.1.a diagonally past a pillar") << QStringList{"X....", "..#..", "....T"} << ""
                                                       << "" << false << Obstruction::Wall << "1002.1.a";
    QTest::newRow("1002.3 across a wall corner") << QStringList{"X#", "#T"} << ""
                                                 << "" << true << Obstruction::None << "1002.3";
    QTest::newRow("1002.1.b smoke between") << QStringList{"X.m.T"} << ""
                                            << "" << false << Obstruction::Smoke << "1002.1.b";
    QTest::newRow("1018.3 target in smoke") << QStringList{"X..T"} << ""
                                            << "m" << false << Obstruction::Smoke << "1018.3";
    QTest::newRow("1018.3 adjacent target in smoke") << QStringList{"XT"} << ""
                                                     << "m" << true << Obstruction::None << "1002.3";
    QTest::newRow("1018.4 viewer in smoke") << QStringList{"X..T"} << "m"
                                            << "" << false << Obstruction::Smoke << "1018.4";
    QTest::newRow("1018.4 adjacent viewer in smoke") << QStringList{".X", "T."} << "m"
                                                     << "m" << true << Obstruction::None << "1002.3";
    QTest::newRow("1002.1.c forest between") << QStringList{"X.f.T"} << ""
                                             << "" << false << Obstruction::Forest << "1002.1.c";
    QTest::newRow("1002.1.c market stall between") << QStringList{"X.k.T"} << ""
                                                   << "" << false << Obstruction::MarketStall << "1002.1.c";
    QTest::newRow("1002.1.c web as forest") << QStringList{"X.w.T"} << ""
                                            << "" << false << Obstruction::Web << "1002.1.c";
    QTest::newRow("1010.4 forest corner between") << QStringList{"X..", ".f.", "..T"} << ""
                                                  << "" << false << Obstruction::Forest << "1002.1.c";
    QTest::newRow("1010.4 forest beside the line") << QStringList{"X...T", "..f.."} << ""
                                                   << "" << true << Obstruction::None << "1002.3";
    QTest::newRow("1010.5 target standing in forest") << QStringList{"X...T"} << ""
                                                      << "f" << true << Obstruction::None << "1002.3";
    QTest::newRow("1010.5 viewer standing in forest") << QStringList{"X...T"} << "f"
                                                      << "" << true << Obstruction::None << "1002.3";
    QTest::newRow("statues do not block sight") << QStringList{"X.s.T"} << ""
                                                << "" << true << Obstruction::None << "1002.3";
    QTest::newRow("difficult terrain does not block sight") << QStringList{"Xdxz.T"} << ""
                                                            << "" << true << Obstruction::None << "1002.3";
    QTest::newRow("creatures do not block sight") << QStringList{"XEF.T"} << ""
                                                  << "" << true << Obstruction::None << "1002.3";
}

void TestBoardSight::lineOfSight()
{
    QFETCH(QStringList, rows);
    QFETCH(QString, underX);
    QFETCH(QString, underT);
    QFETCH(bool, clear);
    QFETCH(Obstruction, obstruction);
    QFETCH(QString, rule);
    auto board = boardFrom(rows);
    addTerrainUnder(board, QStringLiteral("X"), underX);
    addTerrainUnder(board, QStringLiteral("T"), underT);
    const SightCheck check = ddm::lineOfSight(board.map, board.occupancy, board.space(QStringLiteral("X")),
                                              board.space(QStringLiteral("T")));
    QCOMPARE(check.clear, clear);
    QCOMPARE(check.obstruction, obstruction);
    QCOMPARE(check.rule, rule);
}

void TestBoardSight::clearLineIsReported()
{
    // The GUI draws the line it was given: it must run between the two spaces and be clear.
    const auto board = boardFrom({"X...T", "#####"});
    const SightCheck check = ddm::lineOfSight(board.map, board.occupancy, board.space(QStringLiteral("X")),
                                              board.space(QStringLiteral("T")));
    QVERIFY(check.clear);
    QVERIFY(check.line.x1() <= 1 && check.line.y1() <= 1);
    QVERIFY(check.line.x2() >= 4 && check.line.y2() <= 1);
    QVERIFY(!(check.line.y1() == 1 && check.line.y2() == 1)); // not the line along the wall
}

void TestBoardSight::diagonalWalls_data()
{
    QTest::addColumn<DiagonalCut>("cut");
    QTest::addColumn<bool>("clear");
    // 1009.3: only the wall part blocks. A corner cut leaves room along the square's far edge; a half
    // cut spans the whole one-row passage.
    QTest::newRow("1009.3 corner cut leaves a gap") << DiagonalCut::Corner << true;
    QTest::newRow("1002.1.a half cut closes the passage") << DiagonalCut::Half << false;
}

void TestBoardSight::diagonalWalls()
{
    QFETCH(DiagonalCut, cut);
    QFETCH(bool, clear);
    auto board = boardFrom({"X...T"});
    board.map.addDiagonalWall({{2, 0}, Corner::TopLeft, cut});
    const SightCheck check = ddm::lineOfSight(board.map, board.occupancy, board.space(QStringLiteral("X")),
                                              board.space(QStringLiteral("T")));
    QCOMPARE(check.clear, clear);
}

void TestBoardSight::secretDoorOpensWhenOccupied()
{
    // 1016.3: an unoccupied secret door's edges are walls; an occupied one is open.
    auto board = boardFrom({"###", "X.T", "###"});
    board.map.addSecretDoor({1, 1});
    const Space viewer = board.space(QStringLiteral("X"));
    const Space target = board.space(QStringLiteral("T"));
    const SightCheck closed = ddm::lineOfSight(board.map, board.occupancy, viewer, target);
    QVERIFY(!closed.clear);
    QCOMPARE(closed.rule, QStringLiteral("1002.1.a"));
    QVERIFY(board.occupancy.place({QStringLiteral("F1"), Side::A, Space{{1, 1}, 1}}));
    QVERIFY(ddm::lineOfSight(board.map, board.occupancy, viewer, target).clear);
}

void TestBoardSight::bigCreatureHalfInSmoke()
{
    // 1018.3: a creature whose space holds non-smoke squares is seen through those squares.
    auto board = boardFrom({"......", "X.....", "......"});
    QVERIFY(board.occupancy.place({QStringLiteral("ogre"), Side::B, Space{{4, 0}, 2}}));
    const Occupant& ogre = board.creature(QStringLiteral("ogre"));
    for (const Square square : {Square{4, 0}, Square{5, 0}, Square{5, 1}})
        board.map.addTerrain(square, Terrain::Smoke);
    QVERIFY(ddm::lineOfSight(board.map, board.occupancy, board.space(QStringLiteral("X")), ogre.space).clear);
    board.map.addTerrain({4, 1}, Terrain::Smoke);
    const SightCheck hidden =
        ddm::lineOfSight(board.map, board.occupancy, board.space(QStringLiteral("X")), ogre.space);
    QVERIFY(!hidden.clear);
    QCOMPARE(hidden.rule, QStringLiteral("1018.3"));
}

void TestBoardSight::blindsightIgnoresSmoke()
{
    auto board = boardFrom({"X.m.T"});
    const Space viewer = board.space(QStringLiteral("X"));
    const Space target = board.space(QStringLiteral("T"));
    QVERIFY(!ddm::lineOfSight(board.map, board.occupancy, viewer, target).clear);
    QVERIFY(
        ddm::lineOfSight(board.map, board.occupancy, viewer, target, SightOptions{true}).clear); // 707.2.a
    board.map.addTerrain(board.at(QStringLiteral("T")), Terrain::Smoke);
    QVERIFY(ddm::lineOfSight(board.map, board.occupancy, viewer, target, SightOptions{true}).clear);
}

void TestBoardSight::lineOfSightToASquare()
{
    // 1002.2: a square is seen when a line reaches any point of it; the smoke rules for creatures
    // standing in smoke (1018.3) do not apply to an empty square.
    const auto board = boardFrom({"X..m", "####", "...."});
    const Space viewer = board.space(QStringLiteral("X"));
    const SightCheck smoky = lineOfSightToSquare(board.map, board.occupancy, viewer, {3, 0});
    QVERIFY(smoky.clear);
    QCOMPARE(smoky.rule, QStringLiteral("1002.2"));
    QVERIFY(!lineOfSightToSquare(board.map, board.occupancy, viewer, {3, 2}).clear);
}

void TestBoardSight::lineOfEffect_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<bool>("clear");
    QTest::addColumn<QString>("rule");
    QTest::newRow("1003.5 open") << QStringList{"X...T"} << true << "1003.5";
    QTest::newRow("1003.1.a wall") << QStringList{"X.#.T"} << false << "1003.1.a";
    QTest::newRow("1003 smoke does not block effect") << QStringList{"X.m.T"} << true << "1003.5";
    QTest::newRow("1003 forest does not block effect") << QStringList{"X.f.T"} << true << "1003.5";
    QTest::newRow("1003 market stalls do not block effect") << QStringList{"X.kk.T"} << true << "1003.5";
}

void TestBoardSight::lineOfEffect()
{
    QFETCH(QStringList, rows);
    QFETCH(bool, clear);
    QFETCH(QString, rule);
    const auto board = boardFrom(rows);
    const SightCheck check = ddm::lineOfEffect(board.map, board.occupancy, board.space(QStringLiteral("X")),
                                               board.space(QStringLiteral("T")));
    QCOMPARE(check.clear, clear);
    QCOMPARE(check.rule, rule);
    // 1003.3: from a point, the origin point of a cone or line: X's top-right corner.
    const SightCheck fromPoint =
        ddm::lineOfEffect(board.map, board.occupancy, GridPoint{1, 0}, board.space(QStringLiteral("T")));
    QCOMPARE(fromPoint.clear, clear);
    QCOMPARE(fromPoint.rule, clear ? QStringLiteral("1003.3") : QStringLiteral("1003.1.a"));
}

QTEST_GUILESS_MAIN(TestBoardSight)
#include "tst_board_sight.moc"
