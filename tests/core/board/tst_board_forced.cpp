// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/forced_movement.h"

#include "board_fixture.h"

#include <QTest>

using namespace ddm;
using ddm::test::boardFrom;

namespace {
using Path = QList<Square>;
}

class TestBoardForced : public QObject {
    Q_OBJECT

private slots:
    void forcedMove_data();
    void forcedMove();
    void destinations();
    void destinationsAroundAWall();
    void bigCreaturePushed();
};

// X is the acting creature; T is moved.
void TestBoardForced::forcedMove_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<ForcedMove>("kind");
    QTest::addColumn<int>("squares");
    QTest::addColumn<Path>("path");
    QTest::addColumn<MoveProblem>("problem");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<int>("most");

    const auto push = ForcedMove::Push;
    const auto pull = ForcedMove::Pull;
    const auto slide = ForcedMove::Slide;
    const auto ok = MoveProblem::None;
    QTest::newRow("813.1 push straight away")
        << QStringList{"XT..."} << push << 2 << Path{{2, 0}, {3, 0}} << ok << "813.1" << 2;
    QTest::newRow("813.1 push diagonally away")
        << QStringList{"X..", ".T.", "..."} << push << 1 << Path{{2, 2}} << ok << "813.1" << 1;
    QTest::newRow("813.1 each pushed square further")
        << QStringList{"XT..", "...."} << push << 1 << Path{{1, 1}} << MoveProblem::NotFurther << "813.1"
        << 1;
    QTest::newRow("813.1 not into a wall")
        << QStringList{"XT#"} << push << 1 << Path{{2, 0}} << MoveProblem::Wall << "813.1" << 0;
    QTest::newRow("813.1 not onto a statue")
        << QStringList{"XTs"} << push << 1 << Path{{2, 0}} << MoveProblem::Statue << "813.1" << 0;
    QTest::newRow("813.1 not into a creature")
        << QStringList{"XTE"} << push << 1 << Path{{2, 0}} << MoveProblem::Occupied << "813.1" << 0;
    QTest::newRow("813.2 terrain costs nothing")
        << QStringList{"XTdff"} << push << 3 << Path{{2, 0}, {3, 0}, {4, 0}} << ok << "813.1" << 3;
    QTest::newRow("1013.2 pushed into a pit")
        << QStringList{"XTp"} << push << 1 << Path{{2, 0}} << ok << "813.1" << 1;
    QTest::newRow("1013.2 never slid into a pit")
        << QStringList{"XTp", "..."} << slide << 1 << Path{{2, 0}} << MoveProblem::Pit << "1013.2" << 1;
    QTest::newRow("812.1 pull closer")
        << QStringList{"X..T"} << pull << 2 << Path{{2, 0}, {1, 0}} << ok << "812.1" << 2;
    QTest::newRow("812.1 each pulled square closer")
        << QStringList{"X..T", "...."} << pull << 1 << Path{{3, 1}} << MoveProblem::NotCloser << "812.1" << 1;
    QTest::newRow("812.1 pulled into a pit")
        << QStringList{"X.pT"} << pull << 1 << Path{{2, 0}} << ok << "812.1" << 1;
    QTest::newRow("815.1 slide any way")
        << QStringList{"XT..", "...."} << slide << 2 << Path{{1, 1}, {0, 1}} << ok << "815.1" << 2;
    QTest::newRow("815.1 a slide ends elsewhere")
        << QStringList{"XT..", "...."} << slide << 2 << Path{{2, 0}, {1, 0}} << MoveProblem::SameSpace
        << "815.1" << 2;
    QTest::newRow("813.1.a as far as possible")
        << QStringList{"XT..."} << push << 3 << Path{{2, 0}} << MoveProblem::TooFewSquares << "813.1.a" << 3;
    QTest::newRow("813.1.a stopped short by a wall")
        << QStringList{"XT.#"} << push << 3 << Path{{2, 0}} << ok << "813.1" << 1;
    QTest::newRow("813.1.a no more than the effect says")
        << QStringList{"XT...."} << push << 1 << Path{{2, 0}, {3, 0}} << MoveProblem::TooManySquares
        << "813.1.a" << 1;
    QTest::newRow("812.1 one square at a time")
        << QStringList{"X...T"} << pull << 2 << Path{{2, 0}} << MoveProblem::NotAStep << "812.1" << 2;
    QTest::newRow("1005.5 not past a wall corner") << QStringList{"X..", ".T#", "..."} << push << 1
                                                   << Path{{2, 2}} << MoveProblem::CornerCut << "1005.5" << 1;
}

void TestBoardForced::forcedMove()
{
    QFETCH(QStringList, rows);
    QFETCH(ForcedMove, kind);
    QFETCH(int, squares);
    QFETCH(Path, path);
    QFETCH(MoveProblem, problem);
    QFETCH(QString, rule);
    QFETCH(int, most);
    const auto board = boardFrom(rows);
    const ForcedMoveCheck check =
        checkForcedMove(board.map, board.occupancy, kind, board.creature(QStringLiteral("T")),
                        board.space(QStringLiteral("X")), path, squares);
    QCOMPARE(check.problem, problem);
    QCOMPARE(check.ok, problem == MoveProblem::None);
    QCOMPARE(check.rule, rule);
    QCOMPARE(check.mostSquares, most);
    QCOMPARE(check.endsInPit, check.ok && QString(QTest::currentDataTag()).contains(QLatin1String("pit")));
}

void TestBoardForced::destinations()
{
    const auto board = boardFrom({".....", ".XT..", "....."});
    const Occupant& target = board.creature(QStringLiteral("T"));
    const Space source = board.space(QStringLiteral("X"));
    const QList<ForcedDestination> pushed =
        forcedMoveDestinations(board.map, board.occupancy, ForcedMove::Push, target, source, 2);
    QList<Square> ends;
    for (const ForcedDestination& destination : pushed) {
        ends.append(destination.at);
        QCOMPARE(destination.path.size(), 2);
        QVERIFY(
            checkForcedMove(board.map, board.occupancy, ForcedMove::Push, target, source, destination.path, 2)
                .ok);
    }
    QCOMPARE(ends, (QList<Square>{{4, 0}, {4, 1}, {4, 2}}));
    // A creature next to the puller cannot come any closer (812.1.a): the pull moves it nowhere.
    QVERIFY(
        forcedMoveDestinations(board.map, board.occupancy, ForcedMove::Pull, target, source, 2).isEmpty());
    const auto far = boardFrom({"......", ".X..T.", "......"});
    QList<Square> pulledTo;
    for (const ForcedDestination& destination :
         forcedMoveDestinations(far.map, far.occupancy, ForcedMove::Pull, far.creature(QStringLiteral("T")),
                                far.space(QStringLiteral("X")), 2))
        pulledTo.append(destination.at);
    QCOMPARE(pulledTo, (QList<Square>{{2, 0}, {2, 1}, {2, 2}}));
}

void TestBoardForced::destinationsAroundAWall()
{
    // Distance for "further" counts around walls (1005.6): behind a wall is far, not near.
    const auto board = boardFrom({"XT#.", "..#.", "...."});
    const QList<ForcedDestination> pushed =
        forcedMoveDestinations(board.map, board.occupancy, ForcedMove::Push,
                               board.creature(QStringLiteral("T")), board.space(QStringLiteral("X")), 1);
    QVERIFY(pushed.isEmpty()); // every open neighbour of T is as near to X as T is, or nearer
    const QList<ForcedDestination> slid =
        forcedMoveDestinations(board.map, board.occupancy, ForcedMove::Slide,
                               board.creature(QStringLiteral("T")), board.space(QStringLiteral("X")), 1);
    QCOMPARE(slid.size(), 2); // [0,1] and [1,1]: X, the wall and the map's edge close the rest
}

void TestBoardForced::bigCreaturePushed()
{
    auto board = boardFrom({"X.....", "......", "......", "....#."});
    QVERIFY(board.occupancy.place({QStringLiteral("ogre"), Side::B, Space{{1, 0}, 2}}));
    const Occupant& ogre = board.creature(QStringLiteral("ogre"));
    const Space source = board.space(QStringLiteral("X"));
    QVERIFY(
        checkForcedMove(board.map, board.occupancy, ForcedMove::Push, ogre, source, {{2, 0}, {3, 0}}, 2).ok);
    // Every square of its new space must be free of walls (813.1): at [3,2] it would cover [4,3].
    const ForcedMoveCheck blocked =
        checkForcedMove(board.map, board.occupancy, ForcedMove::Push, ogre, source, {{2, 1}, {3, 2}}, 2);
    QCOMPARE(blocked.problem, MoveProblem::Wall);
    QCOMPARE(blocked.failingStep, 1);
}

QTEST_GUILESS_MAIN(TestBoardForced)
#include "tst_board_forced.moc"
