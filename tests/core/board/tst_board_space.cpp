// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/position_check.h"

#include "board_fixture.h"

#include <QTest>

using namespace ddm;
using ddm::test::boardFrom;

class TestBoardSpace : public QObject {
    Q_OBJECT

private slots:
    void spanForSize_data();
    void spanForSize();
    void spaceSquares();
    void occupancy();
    void legalPosition_data();
    void legalPosition();
    void placement_data();
    void placement();
    void setupPosition();
    void teleport_data();
    void teleport();
    void templateOrigins_data();
    void templateOrigins();
};

void TestBoardSpace::spanForSize_data()
{
    QTest::addColumn<std::optional<CreatureSize>>("size");
    QTest::addColumn<int>("span");
    QTest::newRow("218.1.a tiny") << std::optional(CreatureSize::Tiny) << 1;
    QTest::newRow("218.1.a small") << std::optional(CreatureSize::Small) << 1;
    QTest::newRow("218.1 medium") << std::optional(CreatureSize::Medium) << 1;
    QTest::newRow("218.1 large") << std::optional(CreatureSize::Large) << 2;
    QTest::newRow("218.1 huge") << std::optional(CreatureSize::Huge) << 3;
    QTest::newRow("218.1 gargantuan 4-inch base") << std::optional(CreatureSize::Gargantuan) << 4;
    QTest::newRow("218.1 colossal 6-inch base") << std::optional(CreatureSize::Colossal) << 6;
    QTest::newRow("unknown size is medium") << std::optional<CreatureSize>() << 1;
}

void TestBoardSpace::spanForSize()
{
    QFETCH(std::optional<CreatureSize>, size);
    QFETCH(int, span);
    QCOMPARE(ddm::spanForSize(size), span);
}

void TestBoardSpace::spaceSquares()
{
    const Space large{{3, 4}, 2};
    QCOMPARE(large.squares(), (QList<Square>{{3, 4}, {4, 4}, {3, 5}, {4, 5}}));
    QVERIFY(large.contains({4, 5}));
    QVERIFY(!large.contains({5, 5}));
    QVERIFY(large.overlaps(Space{{4, 5}, 3}));
    QVERIFY(!large.overlaps(Space{{5, 4}, 1}));
}

void TestBoardSpace::occupancy()
{
    Occupancy board(5, 5);
    QVERIFY(board.place({QStringLiteral("ogre"), Side::B, Space{{1, 1}, 2}}));
    QCOMPARE(board.occupantAt({2, 2})->id, QStringLiteral("ogre"));
    QVERIFY(!board.isOccupied({3, 3}));
    QVERIFY(!board.place({QStringLiteral("elf"), Side::A, Space{{2, 2}, 1}}));   // overlaps the ogre
    QVERIFY(!board.place({QStringLiteral("giant"), Side::A, Space{{3, 3}, 3}})); // off the grid
    QVERIFY(!board.place({QStringLiteral("ogre"), Side::A, Space{{4, 4}, 1}}));  // the id is taken
    QVERIFY(board.place({QStringLiteral("elf"), Side::A, Space{{4, 4}, 1}}));
    QVERIFY(board.moveTo(QStringLiteral("ogre"), {2, 1})); // its own squares do not block it
    QVERIFY(!board.moveTo(QStringLiteral("ogre"), {3, 3}));
    QCOMPARE(board.find(QStringLiteral("ogre"))->space.topLeft, (Square{2, 1}));
    QVERIFY(!board.isOccupied({1, 1}));
    QVERIFY(board.remove(QStringLiteral("ogre")));
    QVERIFY(!board.isOccupied({2, 2}));
    QCOMPARE(board.occupantAt({4, 4})->id, QStringLiteral("elf"));
}

void TestBoardSpace::legalPosition_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<Square>("at");
    QTest::addColumn<int>("span");
    QTest::addColumn<MoveProblem>("problem");
    QTest::addColumn<QString>("rule");

    const QStringList rows{"..d.", ".#..", "..s.", "E.p.", "...."};
    QTest::newRow("501.1 clear") << rows << Square{0, 0} << 1 << MoveProblem::None << "501.1";
    QTest::newRow("1005.3 wall") << rows << Square{1, 1} << 1 << MoveProblem::Wall << "1005.3";
    QTest::newRow("1005.3 large touching a wall")
        << rows << Square{0, 0} << 2 << MoveProblem::Wall << "1005.3";
    QTest::newRow("1020.4 statue") << rows << Square{2, 2} << 1 << MoveProblem::Statue << "1020.4";
    QTest::newRow("501.1 another creature") << rows << Square{0, 3} << 1 << MoveProblem::Occupied << "501.1";
    QTest::newRow("501.1 large over a creature")
        << rows << Square{0, 2} << 2 << MoveProblem::Occupied << "501.1";
    QTest::newRow("501.1 off the map") << rows << Square{3, 3} << 2 << MoveProblem::OffMap << "501.1";
    QTest::newRow("1013.3 a pit is a position") << rows << Square{2, 3} << 1 << MoveProblem::None << "501.1";
    QTest::newRow("1000.7 large partly in difficult terrain")
        << rows << Square{2, 0} << 2 << MoveProblem::None << "501.1";
}

void TestBoardSpace::legalPosition()
{
    QFETCH(QStringList, rows);
    QFETCH(Square, at);
    QFETCH(int, span);
    QFETCH(MoveProblem, problem);
    QFETCH(QString, rule);
    const auto board = boardFrom(rows);
    const PositionCheck check =
        checkLegalPosition(board.map, board.occupancy, Space{at, span}, QStringLiteral("me"));
    QCOMPARE(check.problem, problem);
    QCOMPARE(check.rule, rule);
    QCOMPARE(check.message.isEmpty(), problem == MoveProblem::None);
}

void TestBoardSpace::placement_data()
{
    QTest::addColumn<Square>("at");
    QTest::addColumn<MoveProblem>("problem");
    QTest::addColumn<QString>("rule");
    QTest::newRow("811.1 clear") << Square{0, 0} << MoveProblem::None << "811.1";
    QTest::newRow("1013.2 never placed in a pit") << Square{2, 0} << MoveProblem::Pit << "1013.2";
    QTest::newRow("1020.4 never placed on a statue") << Square{3, 0} << MoveProblem::Statue << "1020.4";
    QTest::newRow("501.2 diagonal wall with open centre") << Square{0, 1} << MoveProblem::None << "811.1";
    QTest::newRow("501.2 diagonal wall over the centre") << Square{1, 1} << MoveProblem::Wall << "501.2";
}

void TestBoardSpace::placement()
{
    QFETCH(Square, at);
    QFETCH(MoveProblem, problem);
    QFETCH(QString, rule);
    auto board = boardFrom({"..ps", "...."});
    board.map.addDiagonalWall({{0, 1}, Corner::BottomLeft, DiagonalCut::Corner});
    board.map.addDiagonalWall({{1, 1}, Corner::TopRight, DiagonalCut::Half});
    const PositionCheck check = checkPlacement(board.map, board.occupancy, Space{at, 1}, QString());
    QCOMPARE(check.problem, problem);
    QCOMPARE(check.rule, rule);
}

void TestBoardSpace::setupPosition()
{
    auto board = boardFrom({"....", "....", "...."});
    board.map.addStartArea(Side::A, QRect(QPoint(0, 0), QPoint(1, 2)));
    const Occupancy& none = board.occupancy;
    QVERIFY(checkSetupPosition(board.map, none, Space{{0, 0}, 2}, QString(), Side::A).ok());
    // 102.6.a: entirely within the chosen start area.
    const PositionCheck outside = checkSetupPosition(board.map, none, Space{{1, 0}, 2}, QString(), Side::A);
    QCOMPARE(outside.problem, MoveProblem::OutsideStartArea);
    QCOMPARE(outside.rule, QStringLiteral("102.6.a"));
    QCOMPARE(outside.square, (Square{2, 0}));
    QCOMPARE(checkSetupPosition(board.map, none, Space{{0, 0}, 1}, QString(), Side::B).problem,
             MoveProblem::OutsideStartArea);
}

void TestBoardSpace::teleport_data()
{
    QTest::addColumn<Square>("to");
    QTest::addColumn<std::optional<int>>("range");
    QTest::addColumn<MoveProblem>("problem");
    QTest::addColumn<QString>("rule");
    QTest::newRow("816.1 in sight") << Square{4, 0} << std::optional<int>() << MoveProblem::None << "816.1";
    QTest::newRow("816.1.a within range")
        << Square{4, 0} << std::optional<int>(4) << MoveProblem::None << "816.1";
    QTest::newRow("816.1.a beyond range")
        << Square{4, 0} << std::optional<int>(3) << MoveProblem::OutOfRange << "816.1.a";
    QTest::newRow("816.1 out of sight")
        << Square{4, 4} << std::optional<int>() << MoveProblem::NoLineOfSight << "816.1";
    QTest::newRow("816.1 not where it starts")
        << Square{0, 0} << std::optional<int>() << MoveProblem::SameSpace << "816.1";
    QTest::newRow("1013.2 not into a pit")
        << Square{2, 0} << std::optional<int>() << MoveProblem::Pit << "1013.2";
}

void TestBoardSpace::teleport()
{
    QFETCH(Square, to);
    QFETCH(std::optional<int>, range);
    QFETCH(MoveProblem, problem);
    QFETCH(QString, rule);
    const auto board = boardFrom({"X.p..", "#####", ".....", ".....", "....."});
    const PositionCheck check = checkTeleport(board.map, board.occupancy, board.space(QStringLiteral("X")),
                                              Space{to, 1}, QStringLiteral("X"), range);
    QCOMPARE(check.problem, problem);
    QCOMPARE(check.rule, rule);
}

// A cone is laid on a corner of a square of the space (608.4.a), a line from its edge (608.6.a).
void TestBoardSpace::templateOrigins_data()
{
    QTest::addColumn<Space>("space");
    QTest::addColumn<GridPoint>("point");
    QTest::addColumn<bool>("corner");
    QTest::addColumn<bool>("edge");
    QTest::newRow("1x1, a corner") << Space{{2, 2}, 1} << GridPoint{3, 3} << true << true;
    QTest::newRow("1x1, beside it") << Space{{2, 2}, 1} << GridPoint{4, 3} << false << false;
    QTest::newRow("2x2, the middle of its edge") << Space{{2, 2}, 2} << GridPoint{4, 3} << true << true;
    QTest::newRow("2x2, its centre") << Space{{2, 2}, 2} << GridPoint{3, 3} << true << false;
    QTest::newRow("3x3, an inner corner") << Space{{0, 0}, 3} << GridPoint{2, 1} << true << false;
    QTest::newRow("2x2, a diagonal neighbour's corner")
        << Space{{2, 2}, 2} << GridPoint{5, 5} << false << false;
}

void TestBoardSpace::templateOrigins()
{
    QFETCH(Space, space);
    QFETCH(GridPoint, point);
    QFETCH(bool, corner);
    QFETCH(bool, edge);
    QCOMPARE(space.hasCorner(point), corner);
    QCOMPARE(space.hasOnEdge(point), edge);
}

QTEST_GUILESS_MAIN(TestBoardSpace)
#include "tst_board_space.moc"
