// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The cone templates of close attacks (608.4, 608.5): our interpretation in board/cone_template.h,
// its eight directions, both lengths, and the acting creature kept out of it (608.4.a).

#include "board/cone_template.h"

#include <QSet>
#include <QTest>

using namespace ddm;

namespace {

// The map drawn row by row: X the attacker's space, o the template's squares, ! both.
QStringList picture(int width, int height, const Space& attacker, const QList<Square>& squares)
{
    QStringList rows;
    for (int y = 0; y < height; ++y) {
        QString row;
        for (int x = 0; x < width; ++x) {
            const bool inTemplate = squares.contains(Square{x, y});
            const bool occupied = attacker.contains({x, y});
            row += occupied ? (inTemplate ? QLatin1Char('!') : QLatin1Char('X'))
                            : (inTemplate ? QLatin1Char('o') : QLatin1Char('.'));
        }
        rows.append(row);
    }
    return rows;
}

// Turns a square a quarter turn clockwise about a grid point (y grows downwards): the centre's
// offset (x, y) becomes (-y, x).
Square quarterTurn(GridPoint origin, Square square)
{
    const int x = 2 * (square.x - origin.x) + 1;
    const int y = 2 * (square.y - origin.y) + 1;
    return {origin.x + (-y - 1) / 2, origin.y + (x - 1) / 2};
}

const ConeDirection kAllDirections[] = {
    ConeDirection::North, ConeDirection::NorthEast, ConeDirection::East, ConeDirection::SouthEast,
    ConeDirection::South, ConeDirection::SouthWest, ConeDirection::West, ConeDirection::NorthWest};

} // namespace

class TestBoardConeTemplate : public QObject {
    Q_OBJECT

private slots:
    void coneSquares_data();
    void coneSquares();
    void coneSizes_data();
    void coneSizes();
    void conesTurnWithTheirDirection();
    void coneCoversAttacker_data();
    void coneCoversAttacker();
    void coneDirectionKeys();
};

// Each cone is drawn on a map just big enough for it, from the corner of the attacker's space it
// is laid on.
void TestBoardConeTemplate::coneSquares_data()
{
    QTest::addColumn<Space>("attacker");
    QTest::addColumn<GridPoint>("origin");
    QTest::addColumn<ConeDirection>("direction");
    QTest::addColumn<int>("length");
    QTest::addColumn<QStringList>("expected");

    const int small = kSmallConeLength;
    const int large = kLargeConeLength;
    QTest::newRow("608.4 small N from a 1x1 space")
        << Space{{4, 3}, 1} << GridPoint{4, 3} << ConeDirection::North << small
        << QStringList{"..oooo...", "..oooo...", "...oo....", "....X...."};
    QTest::newRow("608.4 small NE from a 1x1 space")
        << Space{{4, 3}, 1} << GridPoint{5, 3} << ConeDirection::NorthEast << small
        << QStringList{".....oo.", ".....ooo", ".....ooo", "....X..."};
    QTest::newRow("608.4 small E from a 1x1 space")
        << Space{{0, 2}, 1} << GridPoint{1, 2} << ConeDirection::East << small
        << QStringList{"..oo.", ".ooo.", "Xooo.", "..oo.", "....."};
    QTest::newRow("608.4 small SE from a 1x1 space")
        << Space{{4, 0}, 1} << GridPoint{5, 1} << ConeDirection::SouthEast << small
        << QStringList{"....X...", ".....ooo", ".....ooo", ".....oo."};
    QTest::newRow("608.4 small S from a 1x1 space")
        << Space{{4, 0}, 1} << GridPoint{4, 1} << ConeDirection::South << small
        << QStringList{"....X....", "...oo....", "..oooo...", "..oooo..."};
    QTest::newRow("608.4 small SW from a 1x1 space")
        << Space{{4, 0}, 1} << GridPoint{4, 1} << ConeDirection::SouthWest << small
        << QStringList{"....X", ".ooo.", ".ooo.", "..oo."};
    QTest::newRow("608.4 small W from a 1x1 space")
        << Space{{4, 2}, 1} << GridPoint{4, 2} << ConeDirection::West << small
        << QStringList{".oo..", ".ooo.", ".oooX", ".oo..", "....."};
    QTest::newRow("608.4 small NW from a 1x1 space")
        << Space{{4, 3}, 1} << GridPoint{4, 3} << ConeDirection::NorthWest << small
        << QStringList{"..oo.", ".ooo.", ".ooo.", "....X"};
    QTest::newRow("608.5 large N from a 1x1 space")
        << Space{{7, 6}, 1} << GridPoint{7, 6} << ConeDirection::North << large
        << QStringList{".....oooo......", "...oooooooo....", "...oooooooo....", "....oooooo.....",
                       ".....oooo......", "......oo.......", ".......X......."};
    QTest::newRow("608.5 large NE from a 1x1 space")
        << Space{{7, 6}, 1} << GridPoint{8, 6} << ConeDirection::NorthEast << large
        << QStringList{"........oo....", "........oooo..", "........ooooo.", "........ooooo.",
                       "........oooooo", "........oooooo", ".......X......"};
    QTest::newRow("608.4 small E from the middle of a 2x2 space's edge")
        << Space{{0, 2}, 2} << GridPoint{2, 3} << ConeDirection::East << small
        << QStringList{"........", "...oo...", "XXooo...", "XXooo...", "...oo...", "........"};
    QTest::newRow("608.4 small NE from a 2x2 space")
        << Space{{0, 3}, 2} << GridPoint{2, 3} << ConeDirection::NorthEast << small
        << QStringList{"..oo....", "..ooo...", "..ooo...", "XX......", "XX......"};
    QTest::newRow("608.4 small N from the middle of a 2x2 space's edge")
        << Space{{2, 3}, 2} << GridPoint{3, 3} << ConeDirection::North << small
        << QStringList{".oooo.", ".oooo.", "..oo..", "..XX..", "..XX.."};
    QTest::newRow("608.4 small SE from a 2x2 space")
        << Space{{0, 0}, 2} << GridPoint{2, 2} << ConeDirection::SouthEast << small
        << QStringList{"XX......", "XX......", "..ooo...", "..ooo...", "..oo....", "........"};
    QTest::newRow("608.5 large E from the middle of a 2x2 space's edge")
        << Space{{0, 5}, 2} << GridPoint{2, 6} << ConeDirection::East << large
        << QStringList{"..........", "..........", ".....oo...", "....ooo...", "...ooooo..", "XXoooooo..",
                       "XXoooooo..", "...ooooo..", "....ooo...", ".....oo...", "..........", ".........."};
    QTest::newRow("608.5 large NW from a 2x2 space")
        << Space{{6, 6}, 2} << GridPoint{6, 6} << ConeDirection::NorthWest << large
        << QStringList{"....oo...", "..oooo...", ".ooooo...", ".ooooo...",
                       "oooooo...", "oooooo...", "......XX.", "......XX."};
    QTest::newRow("608.4 a cone past the map's edge keeps the squares on it")
        << Space{{0, 0}, 1} << GridPoint{1, 1} << ConeDirection::SouthEast << small
        << QStringList{"X..", ".oo", ".oo"};
}

void TestBoardConeTemplate::coneSquares()
{
    QFETCH(Space, attacker);
    QFETCH(GridPoint, origin);
    QFETCH(ConeDirection, direction);
    QFETCH(int, length);
    QFETCH(QStringList, expected);
    const int width = int(expected.first().size());
    const int height = int(expected.size());
    const QList<Square> squares = ddm::coneSquares(BattleMap(width, height), origin, direction, length);
    QCOMPARE(picture(width, height, attacker, squares), expected);
}

// The sizes the header promises, on a map with room for all of it.
void TestBoardConeTemplate::coneSizes_data()
{
    QTest::addColumn<ConeDirection>("direction");
    QTest::addColumn<int>("length");
    QTest::addColumn<int>("squares");
    QTest::newRow("small diagonal") << ConeDirection::SouthWest << kSmallConeLength << 8;
    QTest::newRow("small orthogonal") << ConeDirection::West << kSmallConeLength << 10;
    QTest::newRow("large diagonal") << ConeDirection::NorthEast << kLargeConeLength << 28;
    QTest::newRow("large orthogonal") << ConeDirection::South << kLargeConeLength << 32;
}

void TestBoardConeTemplate::coneSizes()
{
    QFETCH(ConeDirection, direction);
    QFETCH(int, length);
    QFETCH(int, squares);
    const QList<Square> cone = ddm::coneSquares(BattleMap(20, 20), {10, 10}, direction, length);
    QCOMPARE(cone.size(), squares);
    for (qsizetype i = 1; i < cone.size(); ++i) { // nearest the origin point first
        const auto away = [](Square square) {
            return (2 * square.x - 19) * (2 * square.x - 19) + (2 * square.y - 19) * (2 * square.y - 19);
        };
        QVERIFY(away(cone.at(i - 1)) <= away(cone.at(i)));
    }
}

// Every direction is the one two steps before it turned a quarter clockwise: the eight templates
// of each size are one shape.
void TestBoardConeTemplate::conesTurnWithTheirDirection()
{
    const BattleMap map(20, 20);
    const GridPoint origin{10, 10};
    for (const int length : {kSmallConeLength, kLargeConeLength}) {
        for (int i = 0; i < 8; ++i) {
            const ConeDirection from = kAllDirections[i];
            const ConeDirection turned = kAllDirections[(i + 2) % 8];
            QSet<Square> rotated;
            for (const Square square : ddm::coneSquares(map, origin, from, length))
                rotated.insert(quarterTurn(origin, square));
            const QList<Square> expected = ddm::coneSquares(map, origin, turned, length);
            QCOMPARE(rotated, QSet<Square>(expected.cbegin(), expected.cend()));
        }
    }
}

// 608.4.a, 608.5.a: the acting creature may not be inside the cone.
void TestBoardConeTemplate::coneCoversAttacker_data()
{
    QTest::addColumn<Space>("attacker");
    QTest::addColumn<GridPoint>("origin");
    QTest::addColumn<ConeDirection>("direction");
    QTest::addColumn<bool>("covers");
    QTest::newRow("away from the space")
        << Space{{4, 4}, 1} << GridPoint{5, 4} << ConeDirection::East << false;
    QTest::newRow("along the space's side takes its square on the 45-degree edge")
        << Space{{4, 4}, 1} << GridPoint{5, 4} << ConeDirection::South << true;
    QTest::newRow("diagonal over the space")
        << Space{{4, 4}, 1} << GridPoint{4, 4} << ConeDirection::SouthEast << true;
    QTest::newRow("diagonal away from the space")
        << Space{{4, 4}, 1} << GridPoint{4, 4} << ConeDirection::NorthWest << false;
    QTest::newRow("2x2, from its edge outwards")
        << Space{{3, 3}, 2} << GridPoint{5, 4} << ConeDirection::East << false;
    QTest::newRow("2x2, from its edge inwards")
        << Space{{3, 3}, 2} << GridPoint{5, 4} << ConeDirection::West << true;
    QTest::newRow("2x2, from its edge along it")
        << Space{{3, 3}, 2} << GridPoint{5, 4} << ConeDirection::North << true;
    for (const ConeDirection direction : kAllDirections) {
        QTest::addRow("2x2, from its centre %s", qPrintable(coneDirectionKey(direction)))
            << Space{{3, 3}, 2} << GridPoint{4, 4} << direction << true;
    }
}

void TestBoardConeTemplate::coneCoversAttacker()
{
    QFETCH(Space, attacker);
    QFETCH(GridPoint, origin);
    QFETCH(ConeDirection, direction);
    QFETCH(bool, covers);
    QCOMPARE(ddm::coneCovers(origin, direction, kSmallConeLength, attacker), covers);
    QCOMPARE(ddm::coneCovers(origin, direction, kLargeConeLength, attacker), covers);
}

void TestBoardConeTemplate::coneDirectionKeys()
{
    QCOMPARE(ddm::coneDirectionKeys(), (QStringList{"N", "NE", "E", "SE", "S", "SW", "W", "NW"}));
    for (const ConeDirection direction : kAllDirections)
        QVERIFY(parseConeDirection(coneDirectionKey(direction)) == direction);
    QVERIFY(parseConeDirection(QStringLiteral("sw")) == ConeDirection::SouthWest);
    QVERIFY(!parseConeDirection(QStringLiteral("up")));
    QVERIFY(!parseConeDirection(QString()));
}

QTEST_GUILESS_MAIN(TestBoardConeTemplate)
#include "tst_board_cone_template.moc"
