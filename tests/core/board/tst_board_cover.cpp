// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/cover.h"

#include "board_fixture.h"

#include <QTest>

using namespace ddm;
using ddm::test::boardFrom;

class TestBoardCover : public QObject {
    Q_OBJECT

private slots:
    void coverFromCreature_data();
    void coverFromCreature();
    void largeTargetCountsEveryCorner();
    void areaAttacksFromTheirOrigin();
    void coneOrLineFromItsPoint();
    void diagonalWallInTheTargetsSquare();
    void bestChoiceLinesAreReported();
};

// Rows draw the board: X attacks T. underX and underT add terrain beneath them.
void TestBoardCover::coverFromCreature_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<CoverMethod>("method");
    QTest::addColumn<QString>("underX");
    QTest::addColumn<QString>("underT");
    QTest::addColumn<Obstruction>("obstruction"); // None: no cover
    QTest::addColumn<QString>("rule");

    const auto melee = CoverMethod::Melee;
    const auto ranged = CoverMethod::Ranged;
    const auto burst = CoverMethod::CloseBurst;
    QTest::newRow("611.2 melee in the open") << QStringList{"XT"} << melee << ""
                                             << "" << Obstruction::None << "611.2";
    QTest::newRow("611.1.a melee across a wall corner") << QStringList{"X#", ".T"} << melee << ""
                                                        << "" << Obstruction::Wall << "611.1.a";
    QTest::newRow("611.1.a melee along a wall") << QStringList{"XT", "##"} << melee << ""
                                                << "" << Obstruction::Wall << "611.1.a";
    QTest::newRow("611.2 melee ignores forest") << QStringList{"XT"} << melee << ""
                                                << "f" << Obstruction::None << "611.2";
    QTest::newRow("611.2 creatures give no melee cover") << QStringList{"XET"} << melee << ""
                                                         << "" << Obstruction::None << "611.2";
    QTest::newRow("611.3 ranged in the open") << QStringList{"X...T"} << ranged << ""
                                              << "" << Obstruction::None << "611.3";
    QTest::newRow("611.3.a forest between") << QStringList{"X.f.T"} << ranged << ""
                                            << "" << Obstruction::Forest << "611.3.a";
    QTest::newRow("611.3.a market stall between") << QStringList{"X.k.T"} << ranged << ""
                                                  << "" << Obstruction::MarketStall << "611.3.a";
    QTest::newRow("611.3.a statue between") << QStringList{"X.s.T"} << ranged << ""
                                            << "" << Obstruction::Statue << "611.3.a";
    QTest::newRow("611.3.a target in forest") << QStringList{"X...T"} << ranged << ""
                                              << "f" << Obstruction::Forest << "611.3.a";
    QTest::newRow("611.3.a attacker in forest shoots from an outer corner")
        << QStringList{"X...T"} << ranged << "f"
        << "" << Obstruction::None << "611.3";
    QTest::newRow("611.3.b enemy between") << QStringList{"X.E.T"} << ranged << ""
                                           << "" << Obstruction::Creature << "611.3.b";
    QTest::newRow("611.3.b allies give no cover") << QStringList{"X.F.T"} << ranged << ""
                                                  << "" << Obstruction::None << "611.3";
    QTest::newRow("611.3.a smoke gives no cover") << QStringList{"X.m.T"} << ranged << ""
                                                  << "" << Obstruction::None << "611.3";
    QTest::newRow("611.3.a difficult terrain gives no cover") << QStringList{"X.d.T"} << ranged << ""
                                                              << "" << Obstruction::None << "611.3";
    QTest::newRow("611.3 a wall corner beside the lines") << QStringList{"X...T", "..#.."} << ranged << ""
                                                          << "" << Obstruction::None << "611.3";
    QTest::newRow("611.1.a wall between") << QStringList{".....", "X.#.T", "....."} << ranged << ""
                                          << "" << Obstruction::Wall << "611.1.a";
    QTest::newRow("611.4 burst in the open") << QStringList{"X.T"} << burst << ""
                                             << "" << Obstruction::None << "611.4";
    QTest::newRow("611.4 burst past a wall corner") << QStringList{"X#.", "..T"} << burst << ""
                                                    << "" << Obstruction::Wall << "611.1.a";
    QTest::newRow("611.4 burst ignores enemies between") << QStringList{"XET"} << burst << ""
                                                         << "" << Obstruction::None << "611.4";
}

void TestBoardCover::coverFromCreature()
{
    QFETCH(QStringList, rows);
    QFETCH(CoverMethod, method);
    QFETCH(QString, underX);
    QFETCH(QString, underT);
    QFETCH(Obstruction, obstruction);
    QFETCH(QString, rule);
    auto board = boardFrom(rows);
    for (const QChar symbol : underX)
        board.map.addTerrain(board.at(QStringLiteral("X")), *parseTerrainSymbol(symbol));
    for (const QChar symbol : underT)
        board.map.addTerrain(board.at(QStringLiteral("T")), *parseTerrainSymbol(symbol));
    const CoverResult result =
        coverAgainst(board.map, board.occupancy, method, board.space(QStringLiteral("X")),
                     board.creature(QStringLiteral("T")), Side::A);
    QCOMPARE(result.cover, obstruction != Obstruction::None);
    QCOMPARE(result.obstruction, obstruction);
    QCOMPARE(result.rule, rule);
    QCOMPARE(result.methodRule, coverMethodRule(method));
}

void TestBoardCover::largeTargetCountsEveryCorner()
{
    // 611.3: lines go to every corner of every square of the target's space.
    auto board = boardFrom({"X.....", "...#..", "......"});
    const Space attacker = board.space(QStringLiteral("X"));
    QVERIFY(board.occupancy.place({QStringLiteral("guard"), Side::B, Space{{4, 0}, 1}}));
    const CoverResult medium = coverAgainst(board.map, board.occupancy, CoverMethod::Ranged, attacker,
                                            board.creature(QStringLiteral("guard")), Side::A);
    QVERIFY(!medium.cover);
    QVERIFY(board.occupancy.remove(QStringLiteral("guard")));
    QVERIFY(board.occupancy.place({QStringLiteral("ogre"), Side::B, Space{{4, 0}, 2}}));
    const CoverResult large = coverAgainst(board.map, board.occupancy, CoverMethod::Ranged, attacker,
                                           board.creature(QStringLiteral("ogre")), Side::A);
    QVERIFY(large.cover);
    QCOMPARE(large.rule, QStringLiteral("611.1.a"));
    QCOMPARE(large.lines.size(), 9);
}

void TestBoardCover::areaAttacksFromTheirOrigin()
{
    // 611.6: a radius checks from its origin square, wherever the attacker stands.
    auto board = boardFrom({"X.....", "......", "..#...", "...T.."});
    const Occupant& target = board.creature(QStringLiteral("T"));
    const CoverResult behind =
        coverAgainst(board.map, board.occupancy, CoverMethod::AreaRadius, Space{{1, 1}, 1}, target, Side::A);
    QVERIFY(behind.cover);
    QCOMPARE(behind.rule, QStringLiteral("611.1.a"));
    QCOMPARE(behind.methodRule, QStringLiteral("611.6"));
    const CoverResult beside =
        coverAgainst(board.map, board.occupancy, CoverMethod::AreaRadius, Space{{4, 2}, 1}, target, Side::A);
    QVERIFY(!beside.cover);
    // A blast checks from its origin square in the attacker's space like a burst (611.4).
    const CoverResult blast =
        coverAgainst(board.map, board.occupancy, CoverMethod::CloseBlast, Space{{1, 1}, 1}, target, Side::A);
    QVERIFY(blast.cover);
    QCOMPARE(blast.methodRule, QStringLiteral("611.4"));
}

void TestBoardCover::coneOrLineFromItsPoint()
{
    // 611.5: from the attack's origin point to every corner of the target's space.
    const auto board = boardFrom({"X....", ".#...", "..T.."});
    const Occupant& target = board.creature(QStringLiteral("T"));
    const CoverResult throughCorner = coverFromPoint(board.map, board.occupancy, GridPoint{1, 1}, target);
    QVERIFY(throughCorner.cover);
    QCOMPARE(throughCorner.methodRule, QStringLiteral("611.5"));
    QCOMPARE(throughCorner.lines.size(), 4);
    const CoverResult clear = coverFromPoint(board.map, board.occupancy, GridPoint{3, 0}, target);
    QVERIFY(!clear.cover);
    QCOMPARE(clear.rule, QStringLiteral("611.5"));
}

void TestBoardCover::diagonalWallInTheTargetsSquare()
{
    // 611.1.b: the wall part of a diagonal wall the target stands in does not count.
    auto board = boardFrom({"XT", ".."});
    QVERIFY(coverAgainst(board.map, board.occupancy, CoverMethod::Melee, board.space(QStringLiteral("X")),
                         board.creature(QStringLiteral("T")), Side::A)
                .cover == false);
    board.map.addDiagonalWall({board.at(QStringLiteral("T")), Corner::TopLeft, DiagonalCut::Corner});
    QVERIFY(!coverAgainst(board.map, board.occupancy, CoverMethod::Melee, board.space(QStringLiteral("X")),
                          board.creature(QStringLiteral("T")), Side::A)
                 .cover);
    // The same diagonal wall in a square between them does count.
    auto apart = boardFrom({"X.T", "..."});
    apart.map.addDiagonalWall({{1, 0}, Corner::TopLeft, DiagonalCut::Half});
    QVERIFY(coverAgainst(apart.map, apart.occupancy, CoverMethod::CloseBurst,
                         apart.space(QStringLiteral("X")), apart.creature(QStringLiteral("T")), Side::A)
                .cover);
}

void TestBoardCover::bestChoiceLinesAreReported()
{
    // The attacker chooses the origin: with cover, the lines shown are the choice with the fewest
    // unclear lines, each marked with what stopped it.
    const auto board = boardFrom({"X.E.T"});
    const CoverResult result =
        coverAgainst(board.map, board.occupancy, CoverMethod::Ranged, board.space(QStringLiteral("X")),
                     board.creature(QStringLiteral("T")), Side::A);
    QVERIFY(result.cover);
    QCOMPARE(result.lines.size(), 4);
    int unclear = 0;
    for (const CheckedLine& line : result.lines)
        unclear += line.obstruction == Obstruction::Creature ? 1 : 0;
    QVERIFY(unclear >= 1 && unclear < 4);
}

QTEST_GUILESS_MAIN(TestBoardCover)
#include "tst_board_cover.moc"
