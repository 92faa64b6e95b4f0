// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Flanking geometry (CRG 613.1): the centre-to-centre line through opposite edges or corners, and
// both creatures adjacent to the enemy.

#include "board/flanking.h"

#include <QTest>

using namespace ddm;

class TestBoardFlanking : public QObject {
    Q_OBJECT

private slots:
    void flankingLine_data();
    void flankingLine();
    void flanks_data();
    void flanks();
};

void TestBoardFlanking::flankingLine_data()
{
    QTest::addColumn<Square>("attacker");
    QTest::addColumn<Square>("ally");
    QTest::addColumn<Square>("target");
    QTest::addColumn<int>("targetSpan");
    QTest::addColumn<bool>("flanks");
    QTest::newRow("opposite edges") << Square{3, 4} << Square{5, 4} << Square{4, 4} << 1 << true;
    QTest::newRow("opposite corners") << Square{3, 3} << Square{5, 5} << Square{4, 4} << 1 << true;
    QTest::newRow("adjacent edges") << Square{3, 4} << Square{4, 5} << Square{4, 4} << 1 << false;
    QTest::newRow("corner and edge") << Square{3, 3} << Square{5, 4} << Square{4, 4} << 1 << false;
    QTest::newRow("large target, across") << Square{3, 5} << Square{6, 4} << Square{4, 4} << 2 << true;
    QTest::newRow("large target, round the corner")
        << Square{3, 4} << Square{4, 6} << Square{4, 4} << 2 << false;
}

void TestBoardFlanking::flankingLine()
{
    QFETCH(Square, attacker);
    QFETCH(Square, ally);
    QFETCH(Square, target);
    QFETCH(int, targetSpan);
    QFETCH(bool, flanks);
    QCOMPARE(ddm::flankingLine(Space{attacker, 1}, Space{ally, 1}, Space{target, targetSpan}), flanks);
}

// The target stands at [4,4]; the attacker and its allies are 1-square creatures.
void TestBoardFlanking::flanks_data()
{
    QTest::addColumn<Square>("attacker");
    QTest::addColumn<QList<Square>>("allies");
    QTest::addColumn<bool>("flanks");
    QTest::newRow("613.1 across the target") << Square{3, 4} << QList<Square>{{5, 4}} << true;
    QTest::newRow("613.1 one of several allies is enough")
        << Square{3, 3} << QList<Square>{{4, 5}, {5, 5}} << true;
    QTest::newRow("613.1 no ally") << Square{3, 4} << QList<Square>{} << false;
    QTest::newRow("613.1 the attacker must be adjacent") << Square{2, 4} << QList<Square>{{5, 4}} << false;
    QTest::newRow("613.1 the ally must be adjacent") << Square{3, 4} << QList<Square>{{6, 4}} << false;
}

void TestBoardFlanking::flanks()
{
    QFETCH(Square, attacker);
    QFETCH(QList<Square>, allies);
    QFETCH(bool, flanks);
    QList<Space> spaces;
    for (const Square square : allies)
        spaces.append(Space{square, 1});
    QCOMPARE(ddm::flanks(Space{attacker, 1}, Space{{4, 4}, 1}, spaces), flanks);
}

QTEST_GUILESS_MAIN(TestBoardFlanking)
#include "tst_board_flanking.moc"
