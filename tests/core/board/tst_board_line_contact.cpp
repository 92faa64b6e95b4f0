// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/line_contact.h"

#include <QSet>
#include <QTest>

using namespace ddm;

namespace {

// Square (x,y) as a polygon in half-square units, for the general clipping.
QList<GridPoint> polygonOf(Square square)
{
    return {{2 * square.x, 2 * square.y},
            {2 * square.x + 2, 2 * square.y},
            {2 * square.x + 2, 2 * square.y + 2},
            {2 * square.x, 2 * square.y + 2}};
}

} // namespace

class TestBoardLineContact : public QObject {
    Q_OBJECT

private slots:
    void contactWithASquare_data();
    void contactWithASquare();
    void squareAndPolygonAgree();
    void triangleOfADiagonalWall();
    void walkVisitsEverySquareTouched();
};

// The square [2,2]-[3,3]: what a line between two grid points makes of it.
void TestBoardLineContact::contactWithASquare_data()
{
    QTest::addColumn<GridPoint>("from");
    QTest::addColumn<GridPoint>("to");
    QTest::addColumn<LineContact>("contact");
    QTest::newRow("misses") << GridPoint{0, 0} << GridPoint{5, 0} << LineContact::None;
    QTest::newRow("ends on its corner") << GridPoint{0, 0} << GridPoint{2, 2} << LineContact::AtEnd;
    QTest::newRow("starts on its edge, leaves") << GridPoint{2, 2} << GridPoint{0, 5} << LineContact::AtEnd;
    QTest::newRow("grazes its corner") << GridPoint{0, 4} << GridPoint{4, 0} << LineContact::Corner;
    QTest::newRow("crosses its corner region") << GridPoint{0, 4} << GridPoint{4, 2} << LineContact::Through;
    QTest::newRow("runs along its edge") << GridPoint{0, 2} << GridPoint{5, 2} << LineContact::Along;
    QTest::newRow("runs along part of its edge") << GridPoint{0, 3} << GridPoint{3, 3} << LineContact::Along;
    QTest::newRow("crosses it") << GridPoint{0, 0} << GridPoint{4, 4} << LineContact::Through;
    QTest::newRow("enters and ends on its far corner")
        << GridPoint{1, 1} << GridPoint{3, 3} << LineContact::Through;
    QTest::newRow("starts inside its edge going in")
        << GridPoint{2, 2} << GridPoint{3, 4} << LineContact::Through;
    QTest::newRow("a line of no length") << GridPoint{2, 2} << GridPoint{2, 2} << LineContact::None;
}

void TestBoardLineContact::contactWithASquare()
{
    QFETCH(GridPoint, from);
    QFETCH(GridPoint, to);
    QFETCH(LineContact, contact);
    QCOMPARE(lineContact(from, to, Square{2, 2}), contact);
    QCOMPARE(lineContact(to, from, Square{2, 2}), contact); // direction does not matter
    QCOMPARE(lineContact(from, to, polygonOf({2, 2})), contact);
}

void TestBoardLineContact::squareAndPolygonAgree()
{
    // The fast square test and the general polygon clipping give the same answer for every line
    // between grid points around a square.
    for (int x1 = -1; x1 <= 4; ++x1) {
        for (int y1 = -1; y1 <= 4; ++y1) {
            for (int x2 = -1; x2 <= 4; ++x2) {
                for (int y2 = -1; y2 <= 4; ++y2) {
                    const GridPoint from{x1, y1};
                    const GridPoint to{x2, y2};
                    if (lineContact(from, to, Square{1, 1}) != lineContact(from, to, polygonOf({1, 1})))
                        QFAIL(qPrintable(QStringLiteral("[%1,%2]-[%3,%4]").arg(x1).arg(y1).arg(x2).arg(y2)));
                }
            }
        }
    }
}

void TestBoardLineContact::triangleOfADiagonalWall()
{
    // The wall of a corner cut at the top-left of square [1,1]: the triangle (1,1), (1.5,1), (1,1.5),
    // in half units below.
    const QList<GridPoint> corner{{2, 2}, {3, 2}, {2, 3}};
    QCOMPARE(lineContact({0, 1}, {3, 1}, corner), LineContact::Along);   // along the square's top edge
    QCOMPARE(lineContact({1, 0}, {3, 4}, corner), LineContact::Corner);  // grazes its tip at (1.5,1)
    QCOMPARE(lineContact({0, 0}, {2, 2}, corner), LineContact::Through); // in through the square's corner
    QCOMPARE(lineContact({0, 2}, {2, 0}, corner), LineContact::Corner);  // touches the square's corner only
    QCOMPARE(lineContact({1, 2}, {2, 1}, corner), LineContact::None);    // parallel to the cut, beyond it
    QCOMPARE(lineContact({2, 2}, {2, 0}, corner), LineContact::None);    // the square's right edge is open
    QCOMPARE(lineContact({2, 1}, {1, 3}, corner), LineContact::None);
}

void TestBoardLineContact::walkVisitsEverySquareTouched()
{
    // anySquareAlong() may visit more squares than a line touches, never fewer.
    for (int x1 = 0; x1 <= 5; ++x1) {
        for (int y1 = 0; y1 <= 5; ++y1) {
            for (int x2 = 0; x2 <= 5; ++x2) {
                for (int y2 = 0; y2 <= 5; ++y2) {
                    QSet<int> visited;
                    anySquareAlong({x1, y1}, {x2, y2}, 5, 5, [&](Square square) {
                        visited.insert(square.y * 5 + square.x);
                        return false;
                    });
                    for (int y = 0; y < 5; ++y) {
                        for (int x = 0; x < 5; ++x) {
                            if (lineContact({x1, y1}, {x2, y2}, Square{x, y}) != LineContact::None &&
                                !visited.contains(y * 5 + x))
                                QFAIL(qPrintable(QStringLiteral("[%1,%2]-[%3,%4] misses square %5,%6")
                                                     .arg(x1)
                                                     .arg(y1)
                                                     .arg(x2)
                                                     .arg(y2)
                                                     .arg(x)
                                                     .arg(y)));
                        }
                    }
                }
            }
        }
    }
}

QTEST_GUILESS_MAIN(TestBoardLineContact)
#include "tst_board_line_contact.moc"
