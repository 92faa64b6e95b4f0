// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The set-up rules: where each creature may be put before round 1 (102.6, 707.12, 707.15), the
// placement a set-up starts from, and the Wandering Monster's roll for its victory area.

#include "engine_fixture.h"

#include "combat/scripted_dice.h"
#include "engine/setup_rules.h"
#include "engine/victory_area_roll.h"
#include "engine/wandering_monsters.h"

using namespace ddm;

class TestSetupRules : public QObject {
    Q_OBJECT

private slots:
    void readsHowACreatureComesOntoTheMap_data();
    void readsHowACreatureComesOntoTheMap();
    void everyDelayedAppearanceCardStartsOffTheMap();
    void judgesSetupPositions_data();
    void judgesSetupPositions();
    void offersScoutsTheFreeVictoryAreas();
    void aWandererSetsUpNearItsStartArea();
    void creaturesThatStartOffTheMapHaveNoPosition();
    void rollsPickAVictoryArea_data();
    void rollsPickAVictoryArea();
    void wanderingMonstersRollInSetupOrder();
    void aFullVictoryAreaSendsTheMonsterHome();
    void missingRollsChangeNothing();
    void placesEveryoneInALegalPosition();
    void playerTwoSetsUpFirst();
    void aLargeCreatureSetsUpWhollyInTheStartArea();
};

namespace {

Creature invented(const QString& name, const QString& ability = {}, std::optional<CreatureSize> size = {})
{
    Creature creature;
    creature.name = name;
    creature.set = QStringLiteral("Test Set");
    creature.cost = 10;
    creature.level = 3;
    creature.speed = 6;
    creature.hp = 40;
    creature.ac = 15;
    creature.fort = 12;
    creature.ref = 12;
    creature.will = 12;
    creature.size = size;
    creature.powers = {
        Power{PowerType::Attack, QStringLiteral("Test Blade: +8 vs. AC; 10 damage."), std::nullopt}};
    if (!ability.isEmpty())
        creature.powers.append(Power{PowerType::Ability, ability, std::nullopt});
    return creature;
}

// 10 x 6: start areas A (columns 0-1) and B (columns 8-9), a pit at (0,5) and a statue at (1,5) in
// start area A; victory areas 1 A&B (4,2)-(5,3), 2 A (3,5), 3 B (6,0).
BattleMap setupMap()
{
    BattleMap map(10, 6);
    map.addStartArea(Side::A, QRect(QPoint(0, 0), QPoint(1, 5)));
    map.addStartArea(Side::B, QRect(QPoint(8, 0), QPoint(9, 5)));
    map.addVictoryArea(AreaSide::Both, QRect(QPoint(4, 2), QPoint(5, 3)));
    map.addVictoryArea(AreaSide::A, QRect(QPoint(3, 5), QPoint(3, 5)));
    map.addVictoryArea(AreaSide::B, QRect(QPoint(6, 0), QPoint(6, 0)));
    map.setTerrain({0, 5}, Terrain::Pit);
    map.setTerrain({1, 5}, Terrain::Statue);
    return map;
}

// A1 plain at (0,0), A2 Scout at (0,1), A3 Wandering Monster (not rolled) at (0,2), A4 Wandering
// Monster that rolled 15 (victory area 3) at (6,0); B1 plain at (5,3), inside victory area 1.
BattleSetup setupWithPowers()
{
    BattleSetup setup;
    setup.map = setupMap();
    const auto add = [&setup](const QString& id, Side side, const Creature& card, Square at) {
        setup.creatures.append(CreatureSetup{id, side, card, at, std::nullopt});
    };
    add(QStringLiteral("A1"), Side::A, invented(QStringLiteral("Plain Soldier")), {0, 0});
    add(QStringLiteral("A2"), Side::A, invented(QStringLiteral("Quiet Runner"), QStringLiteral("Scout")),
        {0, 1});
    add(QStringLiteral("A3"), Side::A,
        invented(QStringLiteral("Lost Beast"), QStringLiteral("Wandering Monster")), {0, 2});
    add(QStringLiteral("A4"), Side::A, invented(QStringLiteral("Lost Beast")), {6, 0});
    setup.creatures.last().card = setup.creatures.at(2).card;
    setup.creatures.last().wanderRolls = QList<int>{15};
    add(QStringLiteral("B1"), Side::B, invented(QStringLiteral("Plain Soldier")), {5, 3});
    return setup;
}

} // namespace

void TestSetupRules::readsHowACreatureComesOntoTheMap_data()
{
    QTest::addColumn<QString>("ability");
    QTest::addColumn<SetupEntry>("entry");
    QTest::newRow("102.6.a any creature: its start area") << QString() << SetupEntry::StartArea;
    QTest::newRow("707.12.a Scout") << QStringLiteral("Scout") << SetupEntry::Scout;
    QTest::newRow("707.15.a Wandering Monster")
        << QStringLiteral("Wandering Monster") << SetupEntry::WanderingMonster;
    QTest::newRow("Tends to Wander")
        << QStringLiteral(
               "Tends to Wander: During setup, you may place this creature within 5 squares of your "
               "start area.")
        << SetupEntry::NearStartArea;
    QTest::newRow("Tends to Wander, the Batiri Goblin's words")
        << QStringLiteral(
               "Tends to Wander: Use during setup: Place this creature up to 5 squares away from your "
               "start area.")
        << SetupEntry::NearStartArea;
    QTest::newRow("Delayed Appearance, short") << QStringLiteral("Delayed Appearance: Starts off the battlemap.")
                                               << SetupEntry::OffMap;
    QTest::newRow("Delayed Appearance, name then sentence")
        << QStringLiteral("Delayed Appearance. Starts off the battlemap.") << SetupEntry::OffMap;
    QTest::newRow("Delayed Appearance, negated")
        << QStringLiteral("Delayed Appearance: Does not start on the battle map during your set-up.") << SetupEntry::OffMap;
}

void TestSetupRules::readsHowACreatureComesOntoTheMap()
{
    QFETCH(QString, ability);
    QFETCH(SetupEntry, entry);
    QCOMPARE(setupEntryOf(invented(QStringLiteral("Someone"), ability)), entry);
    CreatureAbilities both;
    both.scout = true;
    both.wanderingMonster = true;
    QCOMPARE(setupEntryOf(both), SetupEntry::WanderingMonster); // triggered, not chosen
    both.startsOffMap = true;
    QCOMPARE(setupEntryOf(both), SetupEntry::OffMap);
}

// The catalog words Delayed Appearance nine ways; each card that has it is set up off the map.
void TestSetupRules::everyDelayedAppearanceCardStartsOffTheMap()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json"));
    QFile file(test::sharedPath(QStringLiteral("data/ddm-creatures.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    int delayed = 0;
    for (const Creature& creature : CatalogJsonReader::read(file.readAll()).creatures) {
        const bool hasIt = std::any_of(creature.powers.cbegin(), creature.powers.cend(), [](const Power& power) {
            return power.text.startsWith(QLatin1String("Delayed Appearance"));
        });
        if (!hasIt)
            continue;
        ++delayed;
        QVERIFY2(setupEntryOf(creature) == SetupEntry::OffMap, qPrintable(creature.name));
    }
    QCOMPARE(delayed, 34);
}

void TestSetupRules::judgesSetupPositions_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<Square>("to");
    QTest::addColumn<QString>("rule"); // of the verdict, legal or not
    QTest::addColumn<bool>("legal");
    QTest::newRow("102.6.a within the start area") << "A1" << Square{1, 3} << "102.6.a" << true;
    QTest::newRow("102.6.a outside the start area") << "A1" << Square{3, 3} << "102.6.a" << false;
    QTest::newRow("501.1 onto another creature") << "A1" << Square{0, 1} << "501.1" << false;
    QTest::newRow("1013.2 into a pit") << "A1" << Square{0, 5} << "1013.2" << false;
    QTest::newRow("1020.4 onto a statue") << "A1" << Square{1, 5} << "1020.4" << false;
    QTest::newRow("707.12.a a Scout in a free victory area") << "A2" << Square{3, 5} << "707.12.a" << true;
    QTest::newRow("707.12.a a Scout in an occupied victory area")
        << "A2" << Square{4, 2} << "707.12.a" << false;
    QTest::newRow("707.12.a a Scout elsewhere") << "A2" << Square{3, 3} << "707.12.a" << false;
    QTest::newRow("102.6.a a Scout may keep to its start area") << "A2" << Square{1, 4} << "102.6.a" << true;
    QTest::newRow("707.15.a before its roll, the start area") << "A3" << Square{1, 1} << "102.6.a" << true;
    QTest::newRow("707.15.a the victory area it rolled") << "A4" << Square{6, 0} << "707.15.a" << true;
    QTest::newRow("707.15.a not another victory area") << "A4" << Square{3, 5} << "707.15.a" << false;
    QTest::newRow("707.15.a not its start area once rolled") << "A4" << Square{1, 1} << "707.15.a" << false;
}

void TestSetupRules::judgesSetupPositions()
{
    QFETCH(QString, id);
    QFETCH(Square, to);
    QFETCH(QString, rule);
    QFETCH(bool, legal);
    BattleSetup setup = setupWithPowers();
    const BattleSetup before = setup;
    const PositionCheck check = placeInSetup(setup, id, to);
    QCOMPARE(check.ok(), legal);
    QCOMPARE(check.rule, rule);
    const auto at = [&setup, &id] {
        return std::find_if(setup.creatures.cbegin(), setup.creatures.cend(),
                            [&id](const CreatureSetup& c) { return c.id == id; })
            ->at;
    };
    if (legal) {
        QCOMPARE(at(), to);
    } else {
        QVERIFY(setup == before);
        QVERIFY(!check.message.isEmpty());
    }
}

void TestSetupRules::offersScoutsTheFreeVictoryAreas()
{
    const BattleSetup setup = setupWithPowers();
    // Area 1 holds B1, area 3 holds A4: only area 2 is free for A2.
    QCOMPARE(freeVictoryAreas(setup, QStringLiteral("A2")), QList<int>{1});
    // A4's own square does not count against it.
    QCOMPARE(freeVictoryAreas(setup, QStringLiteral("A4")), (QList<int>{1, 2}));
}

// Tends to Wander (card text): its start area, or within 5 squares of it, counted as distance is (1001).
void TestSetupRules::aWandererSetsUpNearItsStartArea()
{
    BattleSetup setup = setupWithPowers();
    setup.creatures.append(CreatureSetup{
        QStringLiteral("A5"), Side::A,
        invented(
            QStringLiteral("Straying Skirmisher"),
            QStringLiteral("Tends to Wander: During setup, you may place this creature within 5 squares of "
                           "your start area.")),
        Square{0, 3}, std::nullopt});
    const PositionCheck five = checkSetupPlacement(setup, QStringLiteral("A5"), {6, 4});
    QVERIFY2(five.ok(), qPrintable(five.message));
    QCOMPARE(five.rule, QStringLiteral("109.1"));
    const PositionCheck six = checkSetupPlacement(setup, QStringLiteral("A5"), {7, 4});
    QVERIFY(!six.ok());
    QCOMPARE(six.rule, QStringLiteral("109.1"));
    QVERIFY(six.message.contains(QStringLiteral("5 squares")));
    const PositionCheck home = checkSetupPlacement(setup, QStringLiteral("A5"), {1, 4});
    QVERIFY(home.ok());
    QCOMPARE(home.rule, QStringLiteral("102.6.a"));
    // A Large one counts from its nearest square (1001.1.a).
    setup.creatures.last().card.size = CreatureSize::Large;
    QVERIFY(checkSetupPlacement(setup, QStringLiteral("A5"), {6, 3}).ok());
    QVERIFY(!checkSetupPlacement(setup, QStringLiteral("A5"), {7, 3}).ok());
}

void TestSetupRules::creaturesThatStartOffTheMapHaveNoPosition()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json"));
    const QList<Creature> cards = test::catalogCards().creaturesNamed(QStringLiteral("Guenhwyvar"));
    QCOMPARE(cards.size(), 1);
    QCOMPARE(setupEntryOf(cards.first()), SetupEntry::OffMap);
    BattleSetup setup = setupWithPowers();
    setup.creatures.append(
        CreatureSetup{QStringLiteral("A5"), Side::A, cards.first(), Square{1, 4}, std::nullopt});
    const PositionCheck check = checkSetupPlacement(setup, QStringLiteral("A5"), {1, 3});
    QCOMPARE(check.problem, MoveProblem::StartsOffMap);
    QCOMPARE(check.rule, QStringLiteral("109.1"));
    QVERIFY(!firstSetupPosition(setup, QStringLiteral("A5")));
}

void TestSetupRules::rollsPickAVictoryArea_data()
{
    QTest::addColumn<int>("areas");
    QTest::addColumn<QList<int>>("rolls");
    QTest::addColumn<int>("area"); // 0-based; -1 for none
    QTest::newRow("one area needs no roll") << 1 << QList<int>{} << 0;
    QTest::newRow("two areas: 10 picks the first") << 2 << QList<int>{10} << 0;
    QTest::newRow("two areas: 11 picks the second") << 2 << QList<int>{11} << 1;
    QTest::newRow("three areas: 1-6") << 3 << QList<int>{6} << 0;
    QTest::newRow("three areas: 7-12") << 3 << QList<int>{7} << 1;
    QTest::newRow("three areas: 13-18") << 3 << QList<int>{18} << 2;
    QTest::newRow("three areas: 19 rolls again") << 3 << QList<int>{19, 13} << 2;
    QTest::newRow("a roll too many") << 3 << QList<int>{6, 7} << -1;
    QTest::newRow("a roll too few") << 3 << QList<int>{20} << -1;
    QTest::newRow("21 areas: two d20s") << 21 << QList<int>{2, 2} << 1;
    QTest::newRow("no area") << 0 << QList<int>{} << -1;
}

void TestSetupRules::rollsPickAVictoryArea()
{
    QFETCH(int, areas);
    QFETCH(QList<int>, rolls);
    QFETCH(int, area);
    QCOMPARE(victoryAreaFromRolls(areas, rolls).value_or(-1), area);
}

void TestSetupRules::wanderingMonstersRollInSetupOrder()
{
    BattleSetup setup = setupWithPowers();
    CreatureSetup wanderer = setup.creatures.at(2);
    wanderer.id = QStringLiteral("B2");
    wanderer.side = Side::B;
    wanderer.at = {9, 0};
    setup.creatures.append(wanderer);
    QCOMPARE(unrolledWanderingMonsters(setup), (QStringList{QStringLiteral("A3"), QStringLiteral("B2")}));

    // Side A is Player 1: Player 2's B2 rolls first (102.6), 3 picks area 1; then A3 rolls 9, area 2.
    ScriptedDice dice;
    dice.append({3, 9});
    const WanderingRolls rolled = rollWanderingMonsters(setup, Side::A, dice);
    QVERIFY(!rolled.missingRoll);
    QCOMPARE(rolled.placements.size(), 2);
    QCOMPARE(rolled.placements.at(0).id, QStringLiteral("B2"));
    QCOMPARE(rolled.placements.at(0).area, std::optional<int>(0));
    QVERIFY(rolled.placements.at(0).inArea);
    QCOMPARE(rolled.placements.at(0).rule, QStringLiteral("707.15.a"));
    QCOMPARE(rolled.placements.at(1).id, QStringLiteral("A3"));
    QCOMPARE(rolled.placements.at(1).area, std::optional<int>(1));
    QCOMPARE(rolled.placements.at(1).at, std::optional<Square>(Square{3, 5}));
    QVERIFY(unrolledWanderingMonsters(setup).isEmpty());
    QCOMPARE(setup.creatures.at(2).wanderRolls, std::optional<QList<int>>(QList<int>{9}));
    for (const QString& id : {QStringLiteral("A3"), QStringLiteral("B2")})
        QVERIFY2(
            checkSetupPlacement(setup, id, *rolled.placements.at(id == QLatin1String("B2") ? 0 : 1).at).ok(),
            qPrintable(id));

    // The battle's log starts with the rolls, as recorded in the setup.
    const Battle battle(setup);
    QCOMPARE(battle.log().size(), 3); // A3, A4 (rolled before) and B2
    for (const LogEntry& entry : battle.log()) {
        QCOMPARE(entry.event, LogEvent::SetUp);
        QCOMPARE(entry.action, qsizetype(-1));
        QCOMPARE(entry.rule, QStringLiteral("707.15.a"));
    }
    QCOMPARE(battle.log().at(0).rolls, (QList<DieRoll>{{9, RollPurpose::WanderingMonster}}));
    QVERIFY(battle.log().at(0).text.contains(QStringLiteral("victory area 2 of 3")));
}

void TestSetupRules::aFullVictoryAreaSendsTheMonsterHome()
{
    BattleSetup setup = setupWithPowers();
    // Area 3 is the one square A4 stands on; A3 rolls it too and finds no room (109.3).
    ScriptedDice dice;
    dice.append({14});
    const WanderingRolls rolled = rollWanderingMonsters(setup, Side::A, dice);
    QCOMPARE(rolled.placements.size(), 1);
    QCOMPARE(rolled.placements.first().area, std::optional<int>(2));
    QVERIFY(!rolled.placements.first().inArea);
    QCOMPARE(rolled.placements.first().rule, QStringLiteral("109.3"));
    QVERIFY(setup.map.inStartArea(Side::A, *rolled.placements.first().at));
    QVERIFY(Battle(setup).log().constFirst().text.contains(QStringLiteral("109.3"))); // A3's entry
}

void TestSetupRules::missingRollsChangeNothing()
{
    BattleSetup setup = setupWithPowers();
    const BattleSetup before = setup;
    ScriptedDice dice;
    dice.append({20}); // three areas: 19-20 roll again, and no die is left
    QVERIFY(rollWanderingMonsters(setup, Side::A, dice).missingRoll);
    QVERIFY(setup == before);
}

void TestSetupRules::placesEveryoneInALegalPosition()
{
    BattleSetup setup = setupWithPowers();
    setup.creatures.append(CreatureSetup{QStringLiteral("A5"), Side::A,
                                         invented(QStringLiteral("Big One"), QString(), CreatureSize::Large),
                                         Square{4, 4}, std::nullopt});
    const QStringList homeless = placeInStartAreas(setup, Side::A);
    QVERIFY2(homeless.isEmpty(), qPrintable(homeless.join(QLatin1Char(' '))));
    for (const CreatureSetup& creature : setup.creatures)
        QVERIFY2(checkSetupPlacement(setup, creature.id, creature.at).ok(), qPrintable(creature.id));
    // The big creature goes first, at the side's own edge; the Scout waits in its start area; the
    // rolled Wandering Monster in its victory area.
    QCOMPARE(setup.creatures.at(5).at, (Square{0, 0}));
    QVERIFY(setup.map.inStartArea(Side::A, setup.creatures.at(1).at));
    QCOMPARE(setup.creatures.at(3).at, (Square{6, 0}));
    QCOMPARE(setup.creatures.at(4).at.x, 9); // B1 from side B's edge

    // A start area that is full leaves the rest without a position (102.6.c).
    for (int i = 0; i < 12; ++i)
        setup.creatures.append(CreatureSetup{QStringLiteral("B%1").arg(i + 2), Side::B,
                                             invented(QStringLiteral("Plain Soldier")), Square{0, 0},
                                             std::nullopt});
    QCOMPARE(placeInStartAreas(setup, Side::A), QStringList{QStringLiteral("B13")});
}

void TestSetupRules::playerTwoSetsUpFirst()
{
    QCOMPARE(setupOrder(Side::A), (std::array<Side, 2>{Side::B, Side::A}));
    QCOMPARE(setupOrder(Side::B), (std::array<Side, 2>{Side::A, Side::B}));
}

// 102.6.a with the D&D Miniatures Database's sizes: the Centaur is Large, so its 2x2 space must lie
// wholly within the 2-column start area.
void TestSetupRules::aLargeCreatureSetsUpWhollyInTheStartArea()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddmdb/miniatures.xml"));
    const QList<Creature> centaurs = ddm::test::catalogCards().creaturesNamed(QStringLiteral("Centaur"));
    QCOMPARE(centaurs.size(), 1);
    QCOMPARE(centaurs.first().size, std::optional(CreatureSize::Large));
    BattleSetup setup;
    setup.map = setupMap();
    setup.creatures.append(
        CreatureSetup{QStringLiteral("A1"), Side::A, centaurs.first(), {0, 0}, std::nullopt});
    setup.creatures.append(CreatureSetup{
        QStringLiteral("B1"), Side::B, invented(QStringLiteral("Plain Soldier")), {9, 0}, std::nullopt});
    QVERIFY(placeInSetup(setup, QStringLiteral("A1"), {0, 2}).ok());
    // One column further, its right half stands outside the start area.
    const PositionCheck outside = placeInSetup(setup, QStringLiteral("A1"), {1, 2});
    QVERIFY(!outside.ok());
    QCOMPARE(outside.rule, QStringLiteral("102.6.a"));
    // Its lower half would cover the pit at (0,5).
    QCOMPARE(placeInSetup(setup, QStringLiteral("A1"), {0, 4}).rule, QStringLiteral("1013.2"));
}

QTEST_GUILESS_MAIN(TestSetupRules)
#include "tst_setup_rules.moc"
