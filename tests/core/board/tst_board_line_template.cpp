// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The line of a "line X" close attack (608.6): its target point, the squares it enters, how far it
// reaches, what stops it, and the acting creature it may not pass through.

#include "board/line_template.h"

#include "board_fixture.h"

#include <QTest>

using namespace ddm;
using ddm::test::boardFrom;

class TestBoardLineTemplate : public QObject {
    Q_OBJECT

private slots:
    void lineTargetPoint_data();
    void lineTargetPoint();
    void lineSquares_data();
    void lineSquares();
    void lineCrossesAttacker_data();
    void lineCrossesAttacker();
    void linesNeverRunAlongAGridLine();
};

// 608.6.a: the chosen square's corner farthest from the origin point.
void TestBoardLineTemplate::lineTargetPoint_data()
{
    QTest::addColumn<GridPoint>("origin");
    QTest::addColumn<Square>("chosen");
    QTest::addColumn<GridPoint>("target");
    QTest::newRow("east and below") << GridPoint{3, 2} << Square{8, 2} << GridPoint{9, 3};
    QTest::newRow("west and above") << GridPoint{3, 2} << Square{0, 1} << GridPoint{0, 1};
    QTest::newRow("the square the point is a corner of")
        << GridPoint{3, 3} << Square{3, 3} << GridPoint{4, 4};
    QTest::newRow("straight up") << GridPoint{3, 3} << Square{3, 0} << GridPoint{4, 0};
}

void TestBoardLineTemplate::lineTargetPoint()
{
    QFETCH(GridPoint, origin);
    QFETCH(Square, chosen);
    QFETCH(GridPoint, target);
    QCOMPARE(ddm::lineTargetPoint(origin, chosen), target);
}

// Rows draw the board ('#' a wall). The squares are listed in order from the origin point.
void TestBoardLineTemplate::lineSquares_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<GridPoint>("origin");
    QTest::addColumn<Square>("toward");
    QTest::addColumn<int>("length");
    QTest::addColumn<QString>("squares");
    QTest::addColumn<QString>("stoppedAt"); // empty: nothing cut the line short

    const QStringList open{"..........", "..........", "..........", "..........", "..........",
                           "..........", "..........", "..........", "..........", ".........."};
    QTest::newRow("608.6.c along a row")
        << open << GridPoint{3, 2} << Square{8, 2} << 10 << "[3,2] [4,2] [5,2] [6,2] [7,2] [8,2]"
        << "";
    QTest::newRow("608.6.d a diagonal only touches the squares beside it at their corners")
        << open << GridPoint{3, 3} << Square{5, 5} << 10 << "[3,3] [4,4] [5,5]"
        << "";
    QTest::newRow("608.6.d through a grid corner: the two squares it touches there are not entered")
        << open << GridPoint{3, 3} << Square{8, 4} << 10 << "[3,3] [4,3] [5,3] [6,4] [7,4] [8,4]"
        << "";
    QTest::newRow(
        "608.6.c up to X squares from the origin point, counted from the squares it touches (1001.1.b)")
        << open << GridPoint{3, 2} << Square{8, 2} << 2 << "[3,2] [4,2] [5,2]"
        << "";
    QTest::newRow("608.6.c a diagonal up to X squares")
        << open << GridPoint{3, 3} << Square{9, 9} << 3 << "[3,3] [4,4] [5,5] [6,6]"
        << "";
    QTest::newRow("608.6.a the line ends at the chosen square's far corner")
        << open << GridPoint{3, 2} << Square{4, 2} << 10 << "[3,2] [4,2]"
        << "";
    QStringList wall = open;
    wall[2][6] = QLatin1Char('#');
    QTest::newRow("1003.1.a a wall stops the line")
        << wall << GridPoint{3, 2} << Square{8, 2} << 10 << "[3,2] [4,2] [5,2]"
        << "[6,2]";
    QTest::newRow("1003.1.a a wall beyond its length does not matter")
        << wall << GridPoint{3, 2} << Square{8, 2} << 1 << "[3,2] [4,2]"
        << "";
    QStringList corner = open;
    corner[4][5] = QLatin1Char('#');
    QTest::newRow("1003.1.a touching a wall's corner stops the line")
        << corner << GridPoint{3, 3} << Square{8, 8} << 10 << "[3,3] [4,4]"
        << "[5,4]";
    QStringList beside = open;
    beside[3][5] = QLatin1Char('#');
    QTest::newRow("1003.1.a a wall beside the line does not stop it")
        << beside << GridPoint{3, 2} << Square{8, 2} << 10 << "[3,2] [4,2] [5,2] [6,2] [7,2] [8,2]"
        << "";
}

void TestBoardLineTemplate::lineSquares()
{
    QFETCH(QStringList, rows);
    QFETCH(GridPoint, origin);
    QFETCH(Square, toward);
    QFETCH(int, length);
    QFETCH(QString, squares);
    QFETCH(QString, stoppedAt);
    const auto board = boardFrom(rows);
    const LineTemplate line = layLine(board.map, board.occupancy, origin, toward, length);
    QCOMPARE(line.origin, origin);
    QCOMPARE(line.target, ddm::lineTargetPoint(origin, toward));
    QCOMPARE(squaresText(line.squares, QStringLiteral(" ")), squares);
    QCOMPARE(line.stoppedAt ? squareText(*line.stoppedAt) : QString(), stoppedAt);
    QCOMPARE(line.stoppedBy, line.stoppedAt ? Obstruction::Wall : Obstruction::None);
}

// 608.6.b: the line may not be drawn through the acting creature.
void TestBoardLineTemplate::lineCrossesAttacker_data()
{
    QTest::addColumn<Space>("attacker");
    QTest::addColumn<GridPoint>("origin");
    QTest::addColumn<Square>("toward");
    QTest::addColumn<bool>("crosses");
    QTest::newRow("2x2, away from its edge") << Space{{2, 2}, 2} << GridPoint{4, 3} << Square{7, 3} << false;
    QTest::newRow("2x2, back across it") << Space{{2, 2}, 2} << GridPoint{4, 3} << Square{0, 3} << true;
    QTest::newRow("2x2, from a corner down across it")
        << Space{{2, 2}, 2} << GridPoint{4, 2} << Square{1, 5} << true;
    QTest::newRow("1x1, at its own square") << Space{{2, 2}, 1} << GridPoint{3, 3} << Square{2, 2} << true;
    QTest::newRow("1x1, leaving it past its corner")
        << Space{{2, 2}, 1} << GridPoint{3, 3} << Square{1, 3} << false;
}

void TestBoardLineTemplate::lineCrossesAttacker()
{
    QFETCH(Space, attacker);
    QFETCH(GridPoint, origin);
    QFETCH(Square, toward);
    QFETCH(bool, crosses);
    QCOMPARE(ddm::lineCrosses(origin, ddm::lineTargetPoint(origin, toward), attacker), crosses);
}

// The target point is never level with the origin point in either direction, so a line never runs
// along an edge (608.6.d names the case; it cannot arise from a target point).
void TestBoardLineTemplate::linesNeverRunAlongAGridLine()
{
    for (int y = 0; y < 6; ++y) {
        for (int x = 0; x < 6; ++x) {
            const GridPoint target = ddm::lineTargetPoint({3, 3}, {x, y});
            QVERIFY(target.x != 3 && target.y != 3);
        }
    }
}

QTEST_GUILESS_MAIN(TestBoardLineTemplate)
#include "tst_board_line_template.moc"
