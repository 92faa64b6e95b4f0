// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The battle script reader: what a well-formed script becomes, and a clear message naming the place
// of every problem in a malformed one.

#include "engine_fixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace ddm;

class TestBattleScriptReader : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void readsTheIssueExample();
    void readsTheSidesNames();
    void resolvesAttacksByNameOrNumber();
    void readsTemplateAims();
    void readsAWanderingMonstersRoll();
    void startsFromSetUp();
    void readsTheAttackChoices();
    void malformedScript_data();
    void malformedScript();
    void reportsEveryProblemAtOnce();
};

namespace {

// A valid script with a 10 x 6 map, A1 Human Sellsword at [1,2], B1 Yuan-Ti Swiftscale at [7,2],
// and `actions`; `edit` changes the object before it is written.
QByteArray script(const QJsonArray& actions, const std::function<void(QJsonObject&)>& edit = {})
{
    QJsonObject map{{QStringLiteral("rows"), QJsonArray{QStringLiteral(".........."), QStringLiteral(".#........"),
                                                        QStringLiteral(".........."), QStringLiteral(".........."),
                                                        QStringLiteral(".........."), QStringLiteral("..........")}}};
    QJsonObject object{
        {QStringLiteral("map"), map},
        {QStringLiteral("creatures"),
         QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("A1")}, {QStringLiteral("side"), QStringLiteral("A")},
                                {QStringLiteral("card"), QStringLiteral("Human Sellsword")}, {QStringLiteral("at"), QJsonArray{1, 2}}},
                    QJsonObject{{QStringLiteral("id"), QStringLiteral("B1")}, {QStringLiteral("side"), QStringLiteral("B")},
                                {QStringLiteral("card"), QStringLiteral("Yuan-Ti Swiftscale")}, {QStringLiteral("at"), QJsonArray{7, 2}}}}},
        {QStringLiteral("actions"), actions}};
    if (edit)
        edit(object);
    return QJsonDocument(object).toJson();
}

QJsonObject json(const char* text) { return QJsonDocument::fromJson(QByteArray(text)).object(); }

// The script with A1 playing `card` instead, and `actions`.
QByteArray scriptWithAttacker(const char* card, const QJsonArray& actions)
{
    return script(actions, [=](QJsonObject& object) {
        QJsonArray creatures = object.value(QStringLiteral("creatures")).toArray();
        QJsonObject attacker = creatures.at(0).toObject();
        attacker.insert(QStringLiteral("card"), QString::fromUtf8(card));
        creatures[0] = attacker;
        object.insert(QStringLiteral("creatures"), creatures);
    });
}

} // namespace

void TestBattleScriptReader::initTestCase() { DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json")); }

void TestBattleScriptReader::readsTheIssueExample()
{
    const ScriptReadResult read = BattleScriptReader::read(test::battleFile(QStringLiteral("issue_example.json")), test::catalogCards());
    QVERIFY2(read.ok(), qPrintable(read.errors.isEmpty() ? QString() : read.errors.first().toString()));
    const BattleSetup& setup = read.script.setup;
    QCOMPARE(setup.points, 200);
    QCOMPARE(setup.scenario, Scenario::Assault);
    QCOMPARE(setup.map.width(), 10);
    QVERIFY(setup.map.has(Square{4, 1}, Terrain::Wall));
    QVERIFY(setup.map.inStartArea(Side::A, Square{0, 5}));
    QVERIFY(setup.map.inVictoryArea(Side::B, Square{2, 5}));
    QCOMPARE(setup.creatures.size(), 2);
    QCOMPARE(setup.creatures.at(0).card.name, QStringLiteral("Human Sellsword"));
    QCOMPARE(setup.creatures.at(0).at, (Square{1, 2}));
    QCOMPARE(setup.creatures.at(1).side, Side::B);
    QCOMPARE(setup.creatures.at(1).hp, std::optional<int>(50));

    const QList<Action>& actions = read.script.actions;
    QCOMPARE(actions.size(), 6);
    QCOMPARE(actions.at(0).kind, ActionKind::Initiative);
    QCOMPARE(actions.at(0).initiative[0], std::optional<QList<int>>(QList<int>{17}));
    QCOMPARE(actions.at(0).first, std::optional<Side>(Side::A));
    QCOMPARE(actions.at(1).kind, ActionKind::Move);
    QCOMPARE(actions.at(1).path.size(), 5);
    QCOMPARE(actions.at(1).path.last(), (Square{6, 2}));
    QCOMPARE(actions.at(2).kind, ActionKind::Attack);
    QCOMPARE(actions.at(2).attack, 1);
    QCOMPARE(actions.at(2).targets, QStringList{QStringLiteral("B1")});
    QCOMPARE(actions.at(2).rolls, std::optional<QList<int>>(QList<int>{10}));
    // An action without "rolls" carries an empty list: it may not draw dice of its own.
    QCOMPARE(actions.at(3).rolls, std::optional<QList<int>>(QList<int>{}));
    QCOMPARE(actions.at(5).kind, ActionKind::End);
}

void TestBattleScriptReader::readsTheSidesNames()
{
    const ScriptReadResult read = BattleScriptReader::read(
        script({}, [](QJsonObject& o) { o.insert(QStringLiteral("sides"), json(R"({"B": " Rivals "})")); }),
        test::catalogCards());
    QVERIFY(read.ok());
    QCOMPARE(read.script.setup.sideNames, (std::array<QString, 2>{QString(), QStringLiteral("Rivals")}));
}

void TestBattleScriptReader::resolvesAttacksByNameOrNumber()
{
    const QJsonArray actions{json(R"({"initiative": {"A": [10], "B": [5]}})"),
                             json(R"({"actor": "A1", "attack": "killing blow", "target": "B1"})"),
                             json(R"({"actor": "A1", "attack": 1, "target": "B1"})")};
    const ScriptReadResult read = BattleScriptReader::read(script(actions), test::catalogCards());
    QVERIFY(read.ok());
    QCOMPARE(read.script.actions.at(1).attack, 2); // names match without regard to case
    QCOMPARE(read.script.actions.at(2).attack, 1);
}

// A line's origin point and square, a cone's origin point and direction (608.4.a, 608.6.a). Grid
// points run to the map's far edges: (10,6) is the bottom-right corner of the 10 x 6 map.
void TestBattleScriptReader::readsTemplateAims()
{
    const QJsonArray line{json(R"({"initiative": {"A": [10], "B": [5]}})"),
                          json(R"({"actor": "A1", "attack": "Acid Breath", "origin": [2, 2], "toward": [6, 2]})"),
                          json(R"({"actor": "A1", "attack": "Acid Breath", "origin": [10, 6], "toward": [9, 0]})")};
    const ScriptReadResult lineRead = BattleScriptReader::read(scriptWithAttacker("Small Black Dragon", line), test::catalogCards());
    QVERIFY2(lineRead.ok(), qPrintable(lineRead.errors.isEmpty() ? QString() : lineRead.errors.first().toString()));
    QCOMPARE(lineRead.script.actions.at(1).origin, std::optional<Square>(Square{2, 2}));
    QCOMPARE(lineRead.script.actions.at(1).toward, std::optional<Square>(Square{6, 2}));
    QVERIFY(!lineRead.script.actions.at(1).direction);
    QCOMPARE(lineRead.script.actions.at(2).origin, std::optional<Square>(Square{10, 6}));

    const QJsonArray cone{json(R"({"initiative": {"A": [10], "B": [5]}})"),
                          json(R"({"actor": "A1", "attack": "Freezing Breath", "origin": [2, 2], "direction": "ne"})")};
    const ScriptReadResult coneRead = BattleScriptReader::read(scriptWithAttacker("Ice Mephit", cone), test::catalogCards());
    QVERIFY2(coneRead.ok(), qPrintable(coneRead.errors.isEmpty() ? QString() : coneRead.errors.first().toString()));
    QVERIFY(coneRead.script.actions.at(1).direction == ConeDirection::NorthEast);
    QVERIFY(!coneRead.script.actions.at(1).toward);
}

void TestBattleScriptReader::readsAWanderingMonstersRoll()
{
    // Two victory areas: a 13 picks the second (11-20), where Mongrelfolk stands.
    const QByteArray input = script({}, [](QJsonObject& o) {
        QJsonObject map = o.value(QStringLiteral("map")).toObject();
        map.insert(QStringLiteral("victory"), json(R"({"A&B": [[4, 0, 4, 0]], "B": [[5, 4, 6, 5]]})"));
        o.insert(QStringLiteral("map"), map);
        QJsonArray creatures = o.value(QStringLiteral("creatures")).toArray();
        creatures.append(json(R"({"id": "A2", "side": "A", "card": "Mongrelfolk", "at": [6, 5], "wander": [13]})"));
        o.insert(QStringLiteral("creatures"), creatures);
    });
    const ScriptReadResult read = BattleScriptReader::read(input, test::catalogCards());
    QVERIFY2(read.ok(), qPrintable(read.errors.isEmpty() ? QString() : read.errors.first().toString()));
    QCOMPARE(read.script.setup.creatures.at(2).wanderRolls, std::optional<QList<int>>(QList<int>{13}));
    const Battle battle(read.script.setup);
    QCOMPARE(battle.log().size(), 1);
    QCOMPARE(battle.log().first().event, LogEvent::SetUp);
    QCOMPARE(battle.log().first().rule, QStringLiteral("707.15.a"));
    QVERIFY(battle.log().first().text.contains(QStringLiteral("victory area 2 of 2")));
}

// A script may start from set-up (102.3-102.7): the set-up roll, Player 1, and creatures without
// squares, which are put in their start areas, Player 2's first.
void TestBattleScriptReader::startsFromSetUp()
{
    const QByteArray input = script({json(R"({"initiative": {"A": [12], "B": [3]}})")}, [](QJsonObject& o) {
        QJsonObject map = o.value(QStringLiteral("map")).toObject();
        map.insert(QStringLiteral("start"), json(R"({"A": [[0, 0, 1, 5]], "B": [[8, 0, 9, 5]]})"));
        o.insert(QStringLiteral("map"), map);
        QJsonArray creatures;
        for (const char* creature : {R"({"id": "A1", "side": "A", "card": "Human Sellsword"})",
                                     R"({"id": "B1", "side": "B", "card": "Yuan-Ti Swiftscale"})",
                                     R"({"id": "B2", "side": "B", "card": "Yuan-Ti Swiftscale"})"})
            creatures.append(json(creature));
        o.insert(QStringLiteral("creatures"), creatures);
        o.insert(QStringLiteral("setup"), json(R"({"initiative": {"A": [9], "B": [14]}, "player1": "A"})"));
    });
    const ScriptReadResult read = BattleScriptReader::read(input, test::catalogCards());
    QVERIFY2(read.ok(), qPrintable(read.errors.isEmpty() ? QString() : read.errors.first().toString()));
    const BattleSetup& setup = read.script.setup;
    QCOMPARE(setup.setupRoll->rolls, (std::array{QList<int>{9}, QList<int>{14}}));
    QCOMPARE(setup.player1(), Side::A);
    QSet<Square> squares;
    for (const CreatureSetup& creature : setup.creatures) {
        QVERIFY2(setup.map.inStartArea(creature.side, creature.at), qPrintable(creature.id));
        squares.insert(creature.at);
    }
    QCOMPARE(squares.size(), 3);
    const Battle battle(setup);
    const LogEntry& first = battle.log().first();
    QCOMPARE(first.event, LogEvent::SetUp);
    QVERIFY2(first.text.contains(QLatin1String("A 9, B 14: side B wins and chooses side A as Player 1")),
             qPrintable(first.text));
    QVERIFY(first.text.contains(QLatin1String("side B chose its start area and set up first")));

    // "player1" names the side the winner chose, the loser here.
    const ScriptReadResult winner = BattleScriptReader::read(
        QByteArray(input).replace(R"("player1": "A")", R"("player1": "B")"), test::catalogCards());
    QVERIFY(winner.ok());
    QCOMPARE(winner.script.setup.player1(), Side::B);
}

void TestBattleScriptReader::readsTheAttackChoices()
{
    const QJsonArray actions{
        json(R"({"initiative": {"A": [10], "B": [5]}})"),
        json(R"({"actor": "A1", "attack": 1, "target": "B1", "path": [[2, 2], [3, 2]], "attackAfter": 1, "made": ["Greatsword", 2],
                 "further": ["B1", {"target": "B1", "path": [[4, 2]], "attackAfter": 0, "forced": {"B1": [[8, 2]]}},
                             {"origin": [10, 6], "toward": [9, 0]}, {"origin": [3, 2], "direction": "sw"}],
                 "areas": [{"origin": [5, 5], "targets": ["B1"]}], "healed": ["A1"],
                 "reactions": [{"actor": "B1", "rolls": [4]}, {"actor": "A1", "against": "B1"}]})"),
        json(R"({"actor": "A1", "recharge": "killing blow"})")};
    const ScriptReadResult read = BattleScriptReader::read(script(actions), test::catalogCards());
    QVERIFY2(read.ok(), qPrintable(read.errors.isEmpty() ? QString() : read.errors.first().toString()));
    const Action& attack = read.script.actions.at(1);
    QCOMPARE(attack.path, (QList<Square>{{2, 2}, {3, 2}}));
    QCOMPARE(attack.attackAfter, std::optional<int>(1));
    QCOMPARE(attack.made, (QList<int>{1, 2}));
    QCOMPARE(attack.further.size(), 4);
    QCOMPARE(attack.further.at(0).targets, QStringList{QStringLiteral("B1")});
    QCOMPARE(attack.further.at(1).path, (QList<Square>{{4, 2}}));
    QCOMPARE(attack.further.at(1).attackAfter, std::optional<int>(0));
    QCOMPARE(attack.further.at(1).forced.value(QStringLiteral("B1")), (QList<Square>{{8, 2}}));
    // A further line or cone: "origin" is then a grid point, up to the map's far corner (608.6.a).
    QCOMPARE(attack.further.at(2).origin, std::optional<Square>(Square{10, 6}));
    QCOMPARE(attack.further.at(2).toward, std::optional<Square>(Square{9, 0}));
    QVERIFY(attack.further.at(3).direction == ConeDirection::SouthWest);
    QCOMPARE(attack.areas.size(), 1);
    QCOMPARE(attack.areas.at(0).origin, std::optional<Square>(Square{5, 5}));
    QCOMPARE(attack.healed, QStringList{QStringLiteral("A1")});
    QCOMPARE(attack.reactions.at(0).against, QString());
    QCOMPARE(attack.reactions.at(1).against, QStringLiteral("B1"));
    const Action& recharge = read.script.actions.at(2);
    QCOMPARE(recharge.kind, ActionKind::Recharge);
    QCOMPARE(recharge.attack, 2);
}

void TestBattleScriptReader::malformedScript_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("message");

    const QJsonArray start{json(R"({"initiative": {"A": [10], "B": [5]}})")};
    const auto withAction = [&](const char* action) {
        QJsonArray actions = start;
        actions.append(json(action));
        return script(actions);
    };
    const auto withCreature = [&](int index, const char* key, const QJsonValue& value) {
        return script(start, [=](QJsonObject& object) {
            QJsonArray creatures = object.value(QStringLiteral("creatures")).toArray();
            QJsonObject creature = creatures.at(index).toObject();
            if (value.isUndefined())
                creature.remove(QLatin1String(key));
            else
                creature.insert(QLatin1String(key), value);
            creatures[index] = creature;
            object.insert(QStringLiteral("creatures"), creatures);
        });
    };

    QTest::newRow("not JSON") << QByteArray("{\"map\": ") << "not valid JSON at byte";
    QTest::newRow("not an object") << QByteArray("[1, 2]") << "a battle script is a JSON object";
    QTest::newRow("sides not an object")
        << script(start, [](QJsonObject& o) { o.insert(QStringLiteral("sides"), 3); }) << "sides: expected";
    QTest::newRow("side name empty") << script(start, [](QJsonObject& o) {
        o.insert(QStringLiteral("sides"), json(R"({"A": " "})"));
    }) << "sides.A: expected a non-empty string";
    QTest::newRow("side C") << script(start, [](QJsonObject& o) {
        o.insert(QStringLiteral("sides"), json(R"({"C": "x"})"));
    }) << "sides: unknown field \"C\"";
    QTest::newRow("no map") << script(start, [](QJsonObject& o) { o.remove(QStringLiteral("map")); }) << "map: missing";
    QTest::newRow("bad map square")
        << script(start, [](QJsonObject& o) { o.insert(QStringLiteral("map"), json(R"({"rows": ["..", ".Q"]})")); })
        << "map.rows[1][1]: unknown square 'Q'";
    QTest::newRow("unknown field") << script(start, [](QJsonObject& o) { o.insert(QStringLiteral("extra"), 1); })
                                   << "unknown field \"extra\"";
    QTest::newRow("bad points") << script(start, [](QJsonObject& o) { o.insert(QStringLiteral("points"), QStringLiteral("lots")); })
                                << "points: expected a whole number";
    QTest::newRow("bad scenario") << script(start, [](QJsonObject& o) { o.insert(QStringLiteral("scenario"), QStringLiteral("siege")); })
                                  << "scenario: expected one of assault, bounty, uncontested, sealed";
    QTest::newRow("unknown card") << withCreature(1, "card", QStringLiteral("Nobody Special")) << "creatures[1].card: no creature named \"Nobody Special\"";
    QTest::newRow("card not in that set") << withCreature(0, "set", QStringLiteral("Nowhere"))
                                          << "creatures[0].card: no creature named \"Human Sellsword\" in set \"Nowhere\"";
    QTest::newRow("same id twice") << withCreature(1, "id", QStringLiteral("A1")) << "creatures[1].id: \"A1\" is already the id of another creature";
    QTest::newRow("bad side") << withCreature(0, "side", QStringLiteral("C")) << "creatures[0].side: expected \"A\" or \"B\"";
    QTest::newRow("no side B") << withCreature(1, "side", QStringLiteral("A")) << "creatures: side B has no creature";
    QTest::newRow("off the map") << withCreature(0, "at", QJsonArray{12, 3}) << "creatures[0].at: square (12,3) is off the map";
    QTest::newRow("in a wall") << withCreature(0, "at", QJsonArray{1, 1}) << "creatures[0].at: ";
    QTest::newRow("on another creature") << withCreature(1, "at", QJsonArray{1, 2}) << "creatures[1].at: ";
    QTest::newRow("bad hp") << withCreature(0, "hp", 0) << "creatures[0].hp: expected a whole number from 1";
    QTest::newRow("square off the map") << withAction(R"({"actor": "A1", "move": [[2, 2], [3, 2], [31, 4]]})")
                                        << "actions[1].move[2]: square (31,4) is off the map";
    QTest::newRow("not a square") << withAction(R"({"actor": "A1", "move": [[2, 2], "east"]})")
                                  << "actions[1].move[1]: expected a square [x, y], not \"east\"";
    QTest::newRow("unknown actor") << withAction(R"({"actor": "Z9", "end": true})") << "actions[1].actor: no creature with id \"Z9\"";
    QTest::newRow("unknown target") << withAction(R"({"actor": "A1", "attack": 1, "target": "B7"})")
                                    << "actions[1].target: no creature with id \"B7\"";
    QTest::newRow("unknown attack")
        << withAction(R"({"actor": "A1", "attack": "Longsword", "target": "B1"})")
        << "actions[1].attack: Human Sellsword has no attack named \"Longsword\" (its attacks: Greatsword, Killing Blow)";
    QTest::newRow("attack number out of range") << withAction(R"({"actor": "A1", "attack": 3, "target": "B1"})")
                                                << "actions[1].attack: expected an attack's name or its number from 1 to 2";
    QTest::newRow("two actions in one") << withAction(R"({"actor": "A1", "end": true, "move": [[2, 2]]})")
                                        << "actions[1]: more than one action in one object";
    QTest::newRow("no action") << withAction(R"({"actor": "A1"})") << "actions[1]: no action";
    QTest::newRow("end not true") << withAction(R"({"actor": "A1", "end": 1})") << "actions[1].end: expected true";
    QTest::newRow("empty path") << withAction(R"({"actor": "A1", "move": []})") << "actions[1].move: expected a list of squares";
    QTest::newRow("not a d20") << withAction(R"({"actor": "A1", "end": true, "rolls": [21]})") << "actions[1].rolls[0]: a d20 shows 1 to 20, not 21";
    QTest::newRow("bad reaction") << withAction(R"({"actor": "A1", "move": [[2, 2]], "reactions": [{"actor": "B1", "roll": 3}]})")
                                  << "actions[1].reactions[0]: unknown field \"roll\"";
    QTest::newRow("bad first") << script(QJsonArray{json(R"({"initiative": {"A": [10], "B": [5]}, "first": "both"})")})
                               << "actions[0].first: expected \"A\" or \"B\", not \"both\"";
    QTest::newRow("bad initiative side") << script(QJsonArray{json(R"({"initiative": {"A": [10], "C": [5]}})")})
                                         << "actions[0].initiative: unknown field \"C\"";
    QTest::newRow("forced for no creature")
        << withAction(R"({"actor": "A1", "attack": 1, "target": "B1", "forced": {"Q1": [[8, 2]]}})")
        << "actions[1].forced.Q1: no creature with id \"Q1\"";
    QTest::newRow("target and targets") << withAction(R"({"actor": "A1", "attack": 1, "target": "B1", "targets": ["B1"]})")
                                        << "actions[1]: give \"target\" or \"targets\", not both";
    QTest::newRow("charge without target") << withAction(R"({"actor": "A1", "charge": [[2, 2]]})")
                                           << "actions[1].target: missing: a charge needs its target";
    // Lines (Small Black Dragon's Acid Breath) and cones (Ice Mephit's Freezing Breath), 608.4.a, 608.6.a.
    const auto withTemplate = [&](const char* card, const char* action) {
        QJsonArray actions = start;
        actions.append(json(action));
        return scriptWithAttacker(card, actions);
    };
    QTest::newRow("line without origin") << withTemplate("Small Black Dragon", R"({"actor": "A1", "attack": "Acid Breath", "toward": [6, 2]})")
                                         << "actions[1].origin: missing: Acid Breath is laid from an origin point [x, y], a grid point on the edge";
    QTest::newRow("line without toward") << withTemplate("Small Black Dragon", R"({"actor": "A1", "attack": "Acid Breath", "origin": [2, 2]})")
                                         << "actions[1].toward: missing: Acid Breath is a line: give the square [x, y] it is aimed at (608.6.a)";
    QTest::newRow("origin point off the map") << withTemplate("Small Black Dragon", R"({"actor": "A1", "attack": "Acid Breath", "origin": [11, 2], "toward": [6, 2]})")
                                              << "actions[1].origin: point (11,2) is off the map (grid points run from (0,0) to (10,6))";
    QTest::newRow("origin not a point") << withTemplate("Small Black Dragon", R"({"actor": "A1", "attack": "Acid Breath", "origin": "edge", "toward": [6, 2]})")
                                        << "actions[1].origin: expected a grid point [x, y], not \"edge\"";
    QTest::newRow("toward off the map") << withTemplate("Small Black Dragon", R"({"actor": "A1", "attack": "Acid Breath", "origin": [2, 2], "toward": [10, 2]})")
                                        << "actions[1].toward: square (10,2) is off the map";
    QTest::newRow("direction for a line") << withTemplate("Small Black Dragon", R"({"actor": "A1", "attack": "Acid Breath", "origin": [2, 2], "toward": [6, 2], "direction": "E"})")
                                          << "actions[1].direction: Acid Breath is not a cone attack";
    QTest::newRow("cone without origin") << withTemplate("Ice Mephit", R"({"actor": "A1", "attack": "Freezing Breath", "direction": "E"})")
                                         << "actions[1].origin: missing: Freezing Breath is laid from an origin point [x, y], a corner of a square";
    QTest::newRow("cone without direction") << withTemplate("Ice Mephit", R"({"actor": "A1", "attack": "Freezing Breath", "origin": [2, 2]})")
                                            << "actions[1].direction: missing: Freezing Breath is a cone: give the direction it opens, one of N, NE, E, SE, S, SW, W, NW";
    QTest::newRow("unknown direction") << withTemplate("Ice Mephit", R"({"actor": "A1", "attack": "Freezing Breath", "origin": [2, 2], "direction": "up"})")
                                       << "actions[1].direction: unknown direction \"up\": one of N, NE";
    QTest::newRow("direction not text") << withTemplate("Ice Mephit", R"({"actor": "A1", "attack": "Freezing Breath", "origin": [2, 2], "direction": 45})")
                                        << "actions[1].direction: unknown direction 45";
    QTest::newRow("toward for a cone") << withTemplate("Ice Mephit", R"({"actor": "A1", "attack": "Freezing Breath", "origin": [2, 2], "direction": "E", "toward": [6, 2]})")
                                       << "actions[1].toward: Freezing Breath is not a line attack";
    QTest::newRow("toward for a melee attack") << withAction(R"({"actor": "A1", "attack": 1, "target": "B1", "toward": [6, 2]})")
                                               << "actions[1].toward: Greatsword is not a line attack";
    QTest::newRow("direction for a melee attack") << withAction(R"({"actor": "A1", "attack": 1, "target": "B1", "direction": "N"})")
                                                  << "actions[1].direction: Greatsword is not a cone attack";
    QTest::newRow("font not true") << withAction(R"({"actor": "A1", "font": "yes"})") << "actions[1].font: expected true";
    QTest::newRow("font and attack") << withAction(R"({"actor": "A1", "font": true, "attack": 1})")
                                     << "actions[1]: more than one action in one object";
    // 1013.2: nothing is put into a pit, set-up included.
    QTest::newRow("set up in a pit") << script(start, [](QJsonObject& o) {
        QJsonObject map = o.value(QStringLiteral("map")).toObject();
        QJsonArray rows = map.value(QStringLiteral("rows")).toArray();
        rows[2] = QStringLiteral(".p........");
        map.insert(QStringLiteral("rows"), rows);
        o.insert(QStringLiteral("map"), map);
    }) << "creatures[0].at: [1,2] is a pit (1013.2)";
    // 707.15.a: a Wandering Monster's set-up roll.
    const auto wanderer = [&](const QJsonValue& rolls, const QJsonArray& at, bool victoryAreas) {
        return script(start, [=](QJsonObject& o) {
            if (victoryAreas) {
                QJsonObject map = o.value(QStringLiteral("map")).toObject();
                map.insert(QStringLiteral("victory"), json(R"({"A&B": [[4, 0, 4, 0]], "B": [[5, 5, 5, 5]]})"));
                o.insert(QStringLiteral("map"), map);
            }
            QJsonArray creatures = o.value(QStringLiteral("creatures")).toArray();
            QJsonObject creature = creatures.at(0).toObject();
            creature.insert(QStringLiteral("card"), QStringLiteral("Mongrelfolk"));
            creature.insert(QStringLiteral("wander"), rolls);
            creature.insert(QStringLiteral("at"), at);
            creatures[0] = creature;
            o.insert(QStringLiteral("creatures"), creatures);
        });
    };
    QTest::newRow("wander without the power") << withCreature(0, "wander", QJsonArray{3})
                                              << "creatures[0].wander: Human Sellsword has no Wandering Monster power (707.15)";
    QTest::newRow("wander without victory areas") << wanderer(QJsonArray{3}, QJsonArray{1, 2}, false)
                                                  << "creatures[0].wander: the map has no victory area to roll for";
    QTest::newRow("wander with a roll left over") << wanderer(QJsonArray{3, 12}, QJsonArray{4, 0}, true)
                                                  << "creatures[0].wander: these d20s do not pick one of the map's 2 victory areas";
    QTest::newRow("wander not a d20") << wanderer(QJsonArray{0}, QJsonArray{4, 0}, true) << "creatures[0].wander[0]: a d20 shows 1 to 20";
    QTest::newRow("wanderer outside the area it rolled") << wanderer(QJsonArray{3}, QJsonArray{1, 2}, true)
                                                         << "creatures[0].at: A1 Mongrelfolk must occupy victory area 1 (A&B), which its "
                                                            "Wandering Monster roll picked (707.15.a)";
    // The attack's own choices beyond its targets.
    QTest::newRow("attack path off the map") << withAction(R"({"actor": "A1", "attack": 1, "target": "B1", "path": [[2, 2], [12, 2]]})")
                                             << "actions[1].path[1]: square (12,2) is off the map";
    QTest::newRow("empty attack path") << withAction(R"({"actor": "A1", "attack": 1, "target": "B1", "path": []})")
                                       << "actions[1].path: expected a list of squares";
    QTest::newRow("attackAfter not a number") << withAction(R"({"actor": "A1", "attack": 1, "target": "B1", "attackAfter": "half"})")
                                              << "actions[1].attackAfter: expected a whole number from 0";
    QTest::newRow("attackAfter negative") << withAction(R"({"actor": "A1", "attack": 1, "target": "B1", "attackAfter": -1})")
                                          << "actions[1].attackAfter: expected a whole number from 0";
    QTest::newRow("made not a list") << withAction(R"({"actor": "A1", "attack": 1, "target": "B1", "made": "Greatsword"})")
                                     << "actions[1].made: expected a list of attacks by name or number";
    QTest::newRow("made names no attack") << withAction(R"({"actor": "A1", "attack": 1, "target": "B1", "made": ["Greatsword", "Axe"]})")
                                          << "actions[1].made[1]: Human Sellsword has no attack named \"Axe\"";
    QTest::newRow("further not a list") << withAction(R"({"actor": "A1", "attack": 1, "target": "B1", "further": "B1"})")
                                        << "actions[1].further: expected a list of further attacks' targets or choices";
    QTest::newRow("further names nobody") << withAction(R"({"actor": "A1", "attack": 1, "target": "B1", "further": ["B1", "Z9"]})")
                                          << "actions[1].further[1]: no creature with id \"Z9\"";
    QTest::newRow("further entry of the wrong kind") << withAction(R"({"actor": "A1", "attack": 1, "target": "B1", "further": [3]})")
                                                     << "actions[1].further[0]: expected a target id or {";
    QTest::newRow("further entry with an unknown field")
        << withAction(R"({"actor": "A1", "attack": 1, "target": "B1", "further": [{"target": "B1", "aim": [3, 3]}]})")
        << "actions[1].further[0]: unknown field \"aim\"";
    QTest::newRow("further entry's forced path off the map")
        << withAction(R"({"actor": "A1", "attack": 1, "target": "B1", "further": [{"forced": {"A1": [[2, 9]]}}]})")
        << "actions[1].further[0].forced.A1[0]: square (2,9) is off the map";
    QTest::newRow("areas entry with a path")
        << withAction(R"({"actor": "A1", "attack": 1, "areas": [{"origin": [3, 3], "path": [[2, 2]]}]})")
        << "actions[1].areas[0]: unknown field \"path\"";
    QTest::newRow("areas entry's origin off the map") << withAction(R"({"actor": "A1", "attack": 1, "areas": [{"origin": [3, 30]}]})")
                                                      << "actions[1].areas[0].origin: square (3,30) is off the map";
    QTest::newRow("areas entry not an object") << withAction(R"({"actor": "A1", "attack": 1, "areas": [[3, 3]]})")
                                               << "actions[1].areas[0]: expected {\"origin\", \"toward\", \"direction\", \"targets\", \"forced\"}";
    QTest::newRow("healed names nobody") << withAction(R"({"actor": "A1", "attack": 1, "target": "B1", "healed": ["A7"]})")
                                         << "actions[1].healed[0]: no creature with id \"A7\"";
    QTest::newRow("healed not a list") << withAction(R"({"actor": "A1", "attack": 1, "target": "B1", "healed": "A1"})")
                                       << "actions[1].healed: expected a list of creature ids";
    QTest::newRow("an attack's field on a move") << withAction(R"({"actor": "A1", "move": [[2, 2]], "made": [1]})")
                                                 << "actions[1]: unknown field \"made\"";
    QTest::newRow("reaction against nobody")
        << withAction(R"({"actor": "A1", "attack": 1, "target": "B1", "reactions": [{"actor": "A1", "against": "Q2"}]})")
        << "actions[1].reactions[0].against: no creature with id \"Q2\"";
    // The recharge action.
    QTest::newRow("further cone with an unknown direction")
        << withAction(R"({"actor": "A1", "attack": 1, "target": "B1", "further": [{"origin": [2, 2], "direction": "up"}]})")
        << "actions[1].further[0].direction: unknown direction \"up\": one of N, NE";
    QTest::newRow("further square origin off the map")
        << withAction(R"({"actor": "A1", "attack": 1, "target": "B1", "further": [{"origin": [10, 2]}]})")
        << "actions[1].further[0].origin: square (10,2) is off the map";
    QTest::newRow("recharge of an unknown attack") << withAction(R"({"actor": "A1", "recharge": "Fire Breath"})")
                                                   << "actions[1].recharge: Human Sellsword has no attack named \"Fire Breath\"";
    QTest::newRow("recharge number out of range") << withAction(R"({"actor": "A1", "recharge": 5})")
                                                  << "actions[1].recharge: expected an attack's name or its number from 1 to 2";
    QTest::newRow("recharge with a target") << withAction(R"({"actor": "A1", "recharge": 2, "target": "B1"})")
                                            << "actions[1]: unknown field \"target\"";
    const auto withSetup = [&](const char* setup) {
        return script(start,
                      [=](QJsonObject& object) { object.insert(QStringLiteral("setup"), json(setup)); });
    };
    QTest::newRow("set-up roll undecided") << withSetup(R"({"initiative": {"A": [10], "B": [10]}})")
                                           << "setup.initiative: side A needs another d20";
    QTest::newRow("set-up roll left over") << withSetup(R"({"initiative": {"A": [10, 3], "B": [5]}})")
                                           << "setup.initiative: 1 d20(s) of side A are not needed";
    QTest::newRow("set-up roll not a d20")
        << withSetup(R"({"initiative": {"A": [21], "B": [5]}})") << "setup.initiative.A";
    QTest::newRow("set-up Player 1") << withSetup(R"({"initiative": {"A": [10], "B": [5]}, "player1": "C"})")
                                     << "setup.player1: expected \"A\" or \"B\"";
    QTest::newRow("set-up field") << withSetup(R"({"initiative": {"A": [10], "B": [5]}, "map": "A"})")
                                  << "setup: unknown field \"map\"";
    QTest::newRow("square for some") << script(start, [](QJsonObject& object) {
        QJsonArray creatures = object.value(QStringLiteral("creatures")).toArray();
        QJsonObject second = creatures.at(1).toObject();
        second.remove(QStringLiteral("at"));
        creatures[1] = second;
        object.insert(QStringLiteral("creatures"), creatures);
    }) << "creatures[1].at: missing: give every creature its square, or none";
    QTest::newRow("recharge and attack in one") << withAction(R"({"actor": "A1", "recharge": 2, "attack": 1})")
                                                << "actions[1]: more than one action in one object";
}

void TestBattleScriptReader::malformedScript()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    const ScriptReadResult read = BattleScriptReader::read(input, test::catalogCards());
    QVERIFY(!read.ok());
    QStringList errors;
    for (const ScriptError& error : read.errors)
        errors.append(error.toString());
    const bool found = std::any_of(errors.cbegin(), errors.cend(), [&](const QString& error) { return error.contains(message); });
    QVERIFY2(found, qPrintable(QStringLiteral("expected \"%1\" among:\n%2").arg(message, errors.join(QLatin1Char('\n')))));
}

void TestBattleScriptReader::reportsEveryProblemAtOnce()
{
    const QJsonArray actions{json(R"({"initiative": {"A": [10], "B": [0]}})"), json(R"({"actor": "Z1", "end": true})"),
                             json(R"({"actor": "A1", "move": [[40, 40]]})")};
    const ScriptReadResult read = BattleScriptReader::read(script(actions), test::catalogCards());
    QCOMPARE(read.errors.size(), 3);
    QCOMPARE(read.errors.at(0).where, QStringLiteral("actions[0].initiative.B[0]"));
    QCOMPARE(read.errors.at(1).where, QStringLiteral("actions[1].actor"));
    QCOMPARE(read.errors.at(2).where, QStringLiteral("actions[2].move[0]"));
}

QTEST_GUILESS_MAIN(TestBattleScriptReader)
#include "tst_battle_script_reader.moc"
