// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Aiming a line or cone with one click (608.4.a, 608.6.a): the board lays the template from the
// attacker's space toward the clicked square, and what it lays is an attack the engine accepts.

#include "engine_fixture.h"

#include "combat/seeded_dice.h"

using namespace ddm;

class TestTemplateAim : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void aimsALineFromTheNearestEdgePoint();
    void opensAConeTowardTheClickedSquare();
    void refusesSquaresNoPlacementReaches();
    void everyAimIsAnAttackTheEngineAccepts_data();
    void everyAimIsAnAttackTheEngineAccepts();
};

namespace {

// The script's battle after its first action (the initiative), before the attack it scripts.
Battle beforeTheAttack(const QString& script)
{
    test::ScriptRun run = test::runScript(test::battleFile(script));
    Battle battle(run.script.setup);
    battle.apply(run.script.actions.constFirst());
    return battle;
}

int attackNamed(const Battle& battle, const QString& id, const QString& name)
{
    return battle.combatant(id)->attackNamed(name).value_or(0);
}

} // namespace

void TestTemplateAim::initTestCase()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json"));
}

void TestTemplateAim::aimsALineFromTheNearestEdgePoint()
{
    const Battle battle = beforeTheAttack(QStringLiteral("line.json")); // Small Black Dragon A1 at [2,4]
    const int breath = attackNamed(battle, QStringLiteral("A1"), QStringLiteral("Acid Breath"));
    QVERIFY(breath > 0);
    const std::optional<TemplateAim> aim = battle.aimTemplate(QStringLiteral("A1"), breath, {8, 4});
    QVERIFY(aim);
    QCOMPARE(aim->origin, (GridPoint{3, 4})); // the east edge of A1's square, nearest the click
    QCOMPARE(aim->toward, (Square{8, 4}));
    QVERIFY(!aim->direction);
    QVERIFY(aim->squares.contains(Square{4, 4}));
    QVERIFY(aim->squares.contains(Square{8, 4}));
    QVERIFY(aim->targets.contains(QStringLiteral("B1")));
    QVERIFY(aim->targets.contains(QStringLiteral("A2"))); // a line hits allies in it too

    // Aimed west, the line leaves from the west edge instead.
    const std::optional<TemplateAim> west = battle.aimTemplate(QStringLiteral("A1"), breath, {0, 4});
    QVERIFY(west);
    QCOMPARE(west->origin.x, 2);
}

void TestTemplateAim::opensAConeTowardTheClickedSquare()
{
    const Battle battle = beforeTheAttack(QStringLiteral("small_cone.json")); // Ice Mephit A1 at [2,4]
    const int breath = attackNamed(battle, QStringLiteral("A1"), QStringLiteral("Freezing Breath"));
    QVERIFY(breath > 0);
    const std::optional<TemplateAim> east = battle.aimTemplate(QStringLiteral("A1"), breath, {5, 4});
    QVERIFY(east);
    QCOMPARE(east->direction, ConeDirection::East);
    QCOMPARE(east->origin.x, 3);
    QVERIFY(east->targets.contains(QStringLiteral("B1")));

    const std::optional<TemplateAim> northEast = battle.aimTemplate(QStringLiteral("A1"), breath, {4, 2});
    QVERIFY(northEast);
    QCOMPARE(northEast->direction, ConeDirection::NorthEast);
    QCOMPARE(northEast->origin, (GridPoint{3, 4})); // A1's top-right corner
    QVERIFY(northEast->squares.contains(Square{4, 2}));
}

void TestTemplateAim::refusesSquaresNoPlacementReaches()
{
    const Battle battle = beforeTheAttack(QStringLiteral("small_cone.json"));
    const int breath = attackNamed(battle, QStringLiteral("A1"), QStringLiteral("Freezing Breath"));
    QVERIFY(!battle.aimTemplate(QStringLiteral("A1"), breath, {2, 4}));  // its own square
    QVERIFY(!battle.aimTemplate(QStringLiteral("A1"), breath, {9, 9}));  // beyond a small cone's 3 squares
    QVERIFY(!battle.aimTemplate(QStringLiteral("A1"), breath, {20, 4})); // off the map
    QVERIFY(!battle.aimTemplate(QStringLiteral("B1"), 1, {6, 4})); // the Sellsword's sword lays no template
}

void TestTemplateAim::everyAimIsAnAttackTheEngineAccepts_data()
{
    QTest::addColumn<QString>("script"); // its second action is the attack
    QTest::newRow("line") << "line.json";
    QTest::newRow("small cone") << "small_cone.json";
    QTest::newRow("large cone") << "large_cone.json";
}

// Every square of the map is clicked; each aim given is played as the attack, which the engine must
// accept, hitting exactly the creatures the aim showed.
void TestTemplateAim::everyAimIsAnAttackTheEngineAccepts()
{
    QFETCH(QString, script);
    const Battle battle = beforeTheAttack(script);
    const Action scripted = test::runScript(test::battleFile(script)).script.actions.at(1);
    const QString actor = scripted.actor;
    const int index = scripted.attack;
    int aims = 0;
    const BattleMap& map = battle.setup().map;
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            const std::optional<TemplateAim> aim = battle.aimTemplate(actor, index, {x, y});
            if (!aim)
                continue;
            ++aims;
            Battle played = battle;
            Action action;
            action.kind = ActionKind::Attack;
            action.actor = actor;
            action.attack = index;
            action.origin = Square{aim->origin.x, aim->origin.y};
            action.toward = aim->toward;
            action.direction = aim->direction;
            action.targets = aim->targets;
            SeededDice dice(quint32(x * 100 + y));
            const ActionResult result = played.apply(action, dice);
            const QString refusal = result.ok() ? QString() : result.error->message;
            QVERIFY2(result.ok(), qPrintable(QStringLiteral("[%1,%2]: %3").arg(x).arg(y).arg(refusal)));
        }
    }
    QVERIFY2(aims >= 8, qPrintable(QString::number(aims)));
}

QTEST_GUILESS_MAIN(TestTemplateAim)
#include "tst_template_aim.moc"
