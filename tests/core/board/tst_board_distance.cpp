// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/distance.h"

#include "board_fixture.h"

#include <QTest>

using namespace ddm;
using ddm::test::boardFrom;

class TestBoardDistance : public QObject {
    Q_OBJECT

private slots:
    void squareToSquare_data();
    void squareToSquare();
    void betweenSpaces();
    void fromAPoint();
    void secretDoorsCountAsWallsUntilOccupied();
    void withinDistance();
    void adjacency_data();
    void adjacency();
};

// Rows draw the map; X marks the square counted from and T the square counted to.
void TestBoardDistance::squareToSquare_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<int>("expected"); // -1: cannot be counted to

    QTest::newRow("1001.1 straight") << QStringList{"X...T"} << 4;
    QTest::newRow("1001.1 diagonals count 1") << QStringList{"X....", ".....", ".....", "...T."} << 3;
    QTest::newRow("1001.5 terrain ignored") << QStringList{"Xdfkps.T"} << 7;
    QTest::newRow("1005.6 around a wall") << QStringList{"....", "X#T.", "...."} << 3;
    QTest::newRow("1005.6 around a long wall") << QStringList{".....", "X.#.T", "..#..", "..#.."} << 4;
    QTest::newRow("1001.2 no cutting a wall corner") << QStringList{"X#..", ".#..", "..T."} << 4;
    QTest::newRow("1001.1 first square around a corner") << QStringList{"X#", ".T"} << 1;
    QTest::newRow("1001.2 walled off") << QStringList{"X#..", "##.T"} << -1;
    QTest::newRow("1001.2 a wall square itself") << QStringList{"X.#"} << -1;
}

void TestBoardDistance::squareToSquare()
{
    QFETCH(QStringList, rows);
    QFETCH(int, expected);
    // Without a T, the test counts to the last square (a wall square in one row).
    Square target{int(rows.last().size()) - 1, int(rows.size()) - 1};
    for (int y = 0; y < rows.size(); ++y) {
        const qsizetype x = rows.at(y).indexOf(QLatin1Char('T'));
        if (x >= 0) {
            target = {int(x), y};
            break;
        }
    }
    const auto board = boardFrom(rows);
    const std::optional<int> distance =
        distanceBetween(board.map, board.occupancy, board.space(QStringLiteral("X")), Space{target, 1});
    QCOMPARE(distance.value_or(-1), expected);
}

void TestBoardDistance::betweenSpaces()
{
    // 1001.1.a: from any square of one space to any square of the other.
    auto board = boardFrom({"..........", "..........", "..........", "..........", ".........."});
    const Space large{{1, 1}, 2};
    QCOMPARE(distanceBetween(board.map, board.occupancy, large, Space{{6, 2}, 1}), std::optional<int>(4));
    QCOMPARE(distanceBetween(board.map, board.occupancy, large, Space{{5, 0}, 3}), std::optional<int>(3));
    QCOMPARE(distanceBetween(board.map, board.occupancy, large, Space{{3, 3}, 1}), std::optional<int>(1));
    QCOMPARE(distanceBetween(board.map, board.occupancy, large, Space{{2, 2}, 1}), std::optional<int>(0));
}

void TestBoardDistance::fromAPoint()
{
    // 1001.1.b: from a point, count from any square it is a corner of.
    const auto board = boardFrom({"......", "......", "......", "......"});
    const DistanceField field(board.map, board.occupancy, GridPoint{2, 2});
    QCOMPARE(field.to(Square{1, 1}), std::optional<int>(0));
    QCOMPARE(field.to(Square{2, 2}), std::optional<int>(0));
    QCOMPARE(field.to(Square{4, 2}), std::optional<int>(2));
    QCOMPARE(field.to(Square{5, 0}), std::optional<int>(3));
}

void TestBoardDistance::secretDoorsCountAsWallsUntilOccupied()
{
    // 1016.3: an unoccupied secret door's edges are wall edges.
    auto board = boardFrom({"###", "X.T", "###"});
    board.map.addSecretDoor({1, 1});
    const Space from = board.space(QStringLiteral("X"));
    const Space to = board.space(QStringLiteral("T"));
    QCOMPARE(distanceBetween(board.map, board.occupancy, from, to), std::nullopt);
    QVERIFY(board.occupancy.place({QStringLiteral("door-warden"), Side::A, Space{{1, 1}, 1}}));
    QCOMPARE(distanceBetween(board.map, board.occupancy, from, to), std::optional<int>(2));
}

void TestBoardDistance::withinDistance()
{
    const auto board = boardFrom({"X....#....", ".....#....", "....T....."});
    const Space from = board.space(QStringLiteral("X"));
    const Space to = board.space(QStringLiteral("T"));
    // 607.3, 707.10: range and reach count like distance.
    QVERIFY(ddm::withinDistance(board.map, board.occupancy, from, to, 4));
    QVERIFY(!ddm::withinDistance(board.map, board.occupancy, from, to, 3));
    // Around the wall: [6,0] is 8 squares from X, down past the wall's end without cutting its
    // corners and back up (1005.6).
    QVERIFY(ddm::withinDistance(board.map, board.occupancy, from, Space{{6, 0}, 1}, 8));
    QVERIFY(!ddm::withinDistance(board.map, board.occupancy, from, Space{{6, 0}, 1}, 7));
}

void TestBoardDistance::adjacency_data()
{
    QTest::addColumn<Space>("a");
    QTest::addColumn<Space>("b");
    QTest::addColumn<bool>("adjacent");
    QTest::newRow("1001.3 side by side") << Space{{1, 1}, 1} << Space{{2, 1}, 1} << true;
    QTest::newRow("1001.3 diagonal") << Space{{1, 1}, 1} << Space{{2, 2}, 1} << true;
    QTest::newRow("1001.3 two apart") << Space{{1, 1}, 1} << Space{{3, 1}, 1} << false;
    QTest::newRow("1001.3 large and small") << Space{{1, 1}, 2} << Space{{3, 3}, 1} << true;
    QTest::newRow("1001.3 large apart") << Space{{1, 1}, 2} << Space{{4, 1}, 1} << false;
    QTest::newRow("1001.3 overlapping") << Space{{1, 1}, 3} << Space{{2, 2}, 1} << true;
}

void TestBoardDistance::adjacency()
{
    QFETCH(Space, a);
    QFETCH(Space, b);
    QFETCH(bool, adjacent);
    QCOMPARE(areAdjacent(a, b), adjacent);
    QCOMPARE(areAdjacent(b, a), adjacent);
}

QTEST_GUILESS_MAIN(TestBoardDistance)
#include "tst_board_distance.moc"
