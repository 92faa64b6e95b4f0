// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/map_library.h"
#include "engine/battle.h"
#include "engine/setup_rules.h"
#include "common/app_settings.h"
#include "sandbox/battle_file.h"
#include "catalog/catalog_json_reader.h"
#include "combat/seeded_dice.h"
#include "sandbox/map_file.h"
#include "sandbox/move_paths.h"
#include "sandbox/sample_maps.h"
#include "sandbox/opportunity_candidates.h"
#include "sandbox/sandbox_setup.h"
#include "sandbox/sandbox_setup_dialog.h"
#include "warband/warband_file.h"
#include "warband/warband_resolver.h"

#include "sandbox_fixture.h"
#include "shared_data.h"
#include "scripted_prompts.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace ddm;
using namespace ddm::gui;
using namespace ddm::test;

// The sandbox's logic without windows: set-up from warbands, paths, opportunity attack candidates,
// battle files.
class TestSandboxSetup : public QObject {
    Q_OBJECT

private slots:
    void placesBothWarbandsInTheirStartAreas();
    void reportsUnknownCardsAndCrowdedAreas();
    void leavesOutCreaturesThatStartOffTheMap();
    void catalogWarbandsSetUpOnEverySampleMap();
    void movesInSetupOnlyWithinTheStartArea_data();
    void movesInSetupOnlyWithinTheStartArea();
    void pathsGoStepByStep();
    void offersOpportunityAttacksToAdjacentEnemies();
    void offersOpportunityAttacksOnShiftsToAwareEnemies();
    void offersNoOpportunityAttacksCardTextForbids_data();
    void offersNoOpportunityAttacksCardTextForbids();
    void offersOpportunityAttacksOnPowerMoves_data();
    void offersOpportunityAttacksOnPowerMoves();
    void battleFileRoundTrip();
    void battleFileKeepsTemplateAims();
    void battleFileKeepsFontsAndWanderingRolls();
    void battleFileKeepsPowersUsedAsTheFirstRoundBegins();
    void battleFileKeepsAttackChoicesAndRecharges();
    void battleFileErrorsNameThePlace_data();
    void battleFileErrorsNameThePlace();
    void setupDialogNeedsAnOpponentAndAMap();
    void setupDialogRemembersTheLastChoices();
    void setupDialogProposesTheWarbandsMap();
};

namespace {

SandboxSetup twoWarbands(const QStringList& own, const QStringList& opponent)
{
    const InMemoryCardLookup cards = inventedCards();
    return buildSandboxSetup(
        WarbandResolver::resolve(inventedWarband(QStringLiteral("Own"), own), cards),
        WarbandResolver::resolve(inventedWarband(QStringLiteral("Other"), opponent), cards),
        inventedBattleMap(), {QStringLiteral("Own"), QStringLiteral("Other")});
}

Action initiative(int a, int b)
{
    Action action;
    action.kind = ActionKind::Initiative;
    action.initiative = {QList<int>{a}, QList<int>{b}};
    return action;
}

} // namespace

void TestSandboxSetup::placesBothWarbandsInTheirStartAreas()
{
    const SandboxSetup built = twoWarbands({QStringLiteral("Test Swordsman"), QStringLiteral("Test Swordsman")},
                                           {QStringLiteral("Test Brute")});
    QVERIFY2(built.problems.isEmpty(), qPrintable(built.problems.join(QLatin1Char('\n'))));
    QCOMPARE(built.setup.creatures.size(), 3);
    QCOMPARE(built.setup.points, 100);
    QStringList ids;
    QSet<int> squares;
    for (const CreatureSetup& creature : built.setup.creatures) {
        ids.append(creature.id);
        QVERIFY2(built.setup.map.inStartArea(creature.side, creature.at), qPrintable(creature.id));
        squares.insert(built.setup.map.indexOf(creature.at));
    }
    QCOMPARE(ids, (QStringList{QStringLiteral("A1"), QStringLiteral("A2"), QStringLiteral("B1")}));
    QCOMPARE(squares.size(), 3); // no two on one square
    // Side B starts from its own edge.
    QCOMPARE(built.setup.creatures.at(2).at.x, 9);
}

void TestSandboxSetup::reportsUnknownCardsAndCrowdedAreas()
{
    QStringList many;
    for (int i = 0; i < 13; ++i)
        many.append(QStringLiteral("Test Brute")); // the start area holds 12
    const SandboxSetup built = twoWarbands({QStringLiteral("Test Swordsman"), QStringLiteral("No Such Card")}, many);
    QCOMPARE(built.problems.size(), 2);
    QVERIFY(built.problems.at(0).contains(QStringLiteral("No Such Card")));
    QVERIFY(built.problems.at(1).contains(QStringLiteral("B13")));
    QCOMPARE(built.setup.creatures.size(), 13); // A1 and B1..B12
}

void TestSandboxSetup::leavesOutCreaturesThatStartOffTheMap()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json"));
    QFile file(sharedPath(QStringLiteral("data/ddm-creatures.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const InMemoryCardLookup cards(CatalogJsonReader::read(file.readAll()).creatures);
    // Guenhwyvar's card keeps it off the battle map at set-up; the sandbox cannot bring it in later.
    const SandboxSetup built = buildSandboxSetup(
        WarbandResolver::resolve(inventedWarband(QStringLiteral("Own"), {QStringLiteral("Guenhwyvar"),
                                                                         QStringLiteral("Human Sellsword")}),
                                 cards),
        WarbandResolver::resolve(
            inventedWarband(QStringLiteral("Other"), {QStringLiteral("Yuan-Ti Swiftscale")}), cards),
        inventedBattleMap(), {QStringLiteral("Night Pack"), QStringLiteral("Rivals")});
    QCOMPARE(built.problems.size(), 1);
    QVERIFY(built.problems.first().startsWith(QStringLiteral("Night Pack (side A): Guenhwyvar")));
    QCOMPARE(built.setup.sideNames,
             (std::array<QString, 2>{QStringLiteral("Night Pack"), QStringLiteral("Rivals")}));
    QVERIFY(built.problems.first().contains(QStringLiteral("109.1")));
    QCOMPARE(built.setup.creatures.size(), 2);
    QCOMPARE(built.setup.creatures.first().id, QStringLiteral("A1"));
    QCOMPARE(built.setup.creatures.first().card.name, QStringLiteral("Human Sellsword"));
}

void TestSandboxSetup::catalogWarbandsSetUpOnEverySampleMap()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json"));
    QFile file(sharedPath(QStringLiteral("data/ddm-creatures.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const InMemoryCardLookup cards(CatalogJsonReader::read(file.readAll()).creatures);
    QStringList own;
    QStringList other;
    for (int i = 0; i < 6; ++i) {
        own.append(QStringLiteral("Human Sellsword"));
        other.append(QStringLiteral("Yuan-Ti Swiftscale"));
    }
    const ResolvedWarband sideA = WarbandResolver::resolve(inventedWarband(QStringLiteral("Own"), own), cards);
    const ResolvedWarband sideB = WarbandResolver::resolve(inventedWarband(QStringLiteral("Other"), other), cards);
    for (const SampleMap& sample : sampleMaps()) {
        const SandboxSetup built = buildSandboxSetup(sideA, sideB, MapFile::load(sample.path).map, {});
        QVERIFY2(built.problems.isEmpty(), qPrintable(sample.name + QStringLiteral(": ") + built.problems.join(QLatin1Char(' '))));
        QCOMPARE(built.setup.creatures.size(), 12);
        for (const CreatureSetup& creature : built.setup.creatures)
            QVERIFY2(built.setup.map.inStartArea(creature.side, creature.at), qPrintable(sample.name + creature.id));
        // The engine takes the set-up: the first round starts.
        Battle battle(built.setup);
        SeededDice dice(1);
        Action start;
        start.kind = ActionKind::Initiative;
        QVERIFY2(battle.apply(start, dice).ok(), qPrintable(sample.name));
    }
}

void TestSandboxSetup::movesInSetupOnlyWithinTheStartArea_data()
{
    QTest::addColumn<Square>("to");
    QTest::addColumn<bool>("legal");
    QTest::newRow("another start square") << Square{1, 3} << true;
    QTest::newRow("outside the start area") << Square{3, 3} << false;
    QTest::newRow("on the other creature") << Square{0, 1} << false;
}

void TestSandboxSetup::movesInSetupOnlyWithinTheStartArea()
{
    QFETCH(Square, to);
    QFETCH(bool, legal);
    SandboxSetup built = twoWarbands({QStringLiteral("Test Swordsman"), QStringLiteral("Test Swordsman")},
                                     {QStringLiteral("Test Brute")});
    QCOMPARE(built.setup.creatures.at(1).at, (Square{0, 1}));
    const BattleSetup before = built.setup;
    const PositionCheck check = placeInSetup(built.setup, QStringLiteral("A1"), to);
    QCOMPARE(check.ok(), legal);
    if (legal) {
        QCOMPARE(built.setup.creatures.at(0).at, to);
    } else {
        QVERIFY(built.setup == before);
        QVERIFY(!check.rule.isEmpty());
        QVERIFY(!check.message.isEmpty());
    }
}

void TestSandboxSetup::pathsGoStepByStep()
{
    QCOMPARE(straightPath({0, 0}, {3, 1}), (QList<Square>{{1, 1}, {2, 1}, {3, 1}}));
    QVERIFY(straightPath({2, 2}, {2, 2}).isEmpty());
    const InMemoryCardLookup cards = inventedCards();
    Battle battle(adjacentSetup(cards));
    QVERIFY(battle.apply(initiative(15, 5)).ok());
    // Around the wall at (5,0)-(5,1): the path the engine itself offers.
    const QList<Square> path = movePath(battle, QStringLiteral("A1"), {6, 0});
    QVERIFY(!path.isEmpty());
    QCOMPARE(path.constLast(), (Square{6, 0}));
    QCOMPARE(path, battle.reachableSquares(QStringLiteral("A1")).pathTo({6, 0}));
    const std::optional<QList<Square>> charge = chargePath(battle, QStringLiteral("B1"), QStringLiteral("A1"));
    QVERIFY(charge.has_value());
}

void TestSandboxSetup::offersOpportunityAttacksToAdjacentEnemies()
{
    const InMemoryCardLookup cards = inventedCards();
    Battle battle(adjacentSetup(cards));
    QVERIFY(battle.apply(initiative(15, 5)).ok());
    Action away;
    away.kind = ActionKind::Move;
    away.actor = QStringLiteral("A1");
    away.path = {{3, 4}, {2, 4}};
    QCOMPARE(opportunityCandidates(battle, away), QStringList{QStringLiteral("B1")});
    Action shift = away;
    shift.kind = ActionKind::Shift;
    shift.path = {{3, 4}};
    QVERIFY(opportunityCandidates(battle, shift).isEmpty()); // 412.3
    Action attack;
    attack.kind = ActionKind::Attack;
    attack.actor = QStringLiteral("A1");
    attack.attack = 1;
    attack.targets = {QStringLiteral("B1")};
    QVERIFY(opportunityCandidates(battle, attack).isEmpty()); // a melee attack provokes nothing
}

// Awareness: an enemy that may strike a shifting creature is offered, and the engine lets it strike.
void TestSandboxSetup::offersOpportunityAttacksOnShiftsToAwareEnemies()
{
    const InMemoryCardLookup cards = inventedCards();
    BattleSetup setup = adjacentSetup(cards);
    setup.creatures[1].card = cards.creaturesNamed(QStringLiteral("Test Sentry")).first();
    Battle battle(setup);
    QVERIFY(battle.apply(initiative(15, 5)).ok());
    Action shift;
    shift.kind = ActionKind::Shift;
    shift.actor = QStringLiteral("A1");
    shift.path = {{3, 4}};
    QCOMPARE(opportunityCandidates(battle, shift), QStringList{QStringLiteral("B1")});
    shift.reactions = {Reaction{QStringLiteral("B1"), QList<int>{15}}};
    QVERIFY(battle.apply(shift).ok());
    QCOMPARE(battle.state().creature(QStringLiteral("A1"))->hitPoints.current, 30);
}

// Card text that forbids opportunity attacks: the mover's Tumble, or a Distractor beside the enemy.
// The sandbox asks no one, and the engine plays the move unharmed.
void TestSandboxSetup::offersNoOpportunityAttacksCardTextForbids_data()
{
    QTest::addColumn<QString>("mover");
    QTest::addColumn<bool>("distractorBesideEnemy");
    QTest::newRow("a tumbling mover") << "Test Tumbler" << false;
    QTest::newRow("an enemy beside a distractor") << "Test Swordsman" << true;
}

void TestSandboxSetup::offersNoOpportunityAttacksCardTextForbids()
{
    QFETCH(QString, mover);
    QFETCH(bool, distractorBesideEnemy);
    const InMemoryCardLookup cards = inventedCards();
    BattleSetup setup = adjacentSetup(cards);
    setup.creatures[0].card = cards.creaturesNamed(mover).first();
    if (distractorBesideEnemy) {
        CreatureSetup distractor = setup.creatures[0];
        distractor.id = QStringLiteral("A2");
        distractor.card = cards.creaturesNamed(QStringLiteral("Test Distractor")).first();
        distractor.at = Square{5, 5}; // B1 stands at (5,4)
        setup.creatures.append(distractor);
    }
    Battle battle(setup);
    QVERIFY(battle.apply(initiative(15, 5)).ok());
    Action away;
    away.kind = ActionKind::Move;
    away.actor = QStringLiteral("A1");
    away.path = {{3, 4}, {2, 4}};
    QVERIFY(opportunityCandidates(battle, away).isEmpty());
    const int before = battle.state().creature(QStringLiteral("A1"))->hitPoints.current;
    QVERIFY(battle.apply(away).ok());
    QCOMPARE(battle.state().creature(QStringLiteral("A1"))->hitPoints.current, before);
}

// A power's own move provokes as a move does; as a flier only from its starting square against a
// walker (707.5.a), as a burrower never (707.3.a). The engine plays it without those reactions.
void TestSandboxSetup::offersOpportunityAttacksOnPowerMoves_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<Square>("start");
    QTest::addColumn<QList<Square>>("path");
    QTest::addColumn<QStringList>("candidates");
    // B1 at (5,4).
    QTest::newRow("a flier leaving its start beside a walker")
        << "Test Flight Mover" << Square{4, 4} << QList<Square>{{3, 4}, {2, 4}}
        << QStringList{QStringLiteral("B1")};
    QTest::newRow("a flier passing a walker later")
        << "Test Flight Mover" << Square{3, 2} << QList<Square>{{4, 3}, {4, 2}} << QStringList{};
    QTest::newRow("a burrower") << "Test Burrow Mover" << Square{4, 4} << QList<Square>{{3, 4}, {2, 4}}
                                << QStringList{};
}

void TestSandboxSetup::offersOpportunityAttacksOnPowerMoves()
{
    QFETCH(QString, card);
    QFETCH(Square, start);
    QFETCH(QList<Square>, path);
    QFETCH(QStringList, candidates);
    const InMemoryCardLookup cards = inventedCards();
    BattleSetup setup = adjacentSetup(cards);
    setup.creatures[0].card = cards.creaturesNamed(card).first();
    setup.creatures[0].at = start;
    Battle battle(setup);
    QVERIFY(battle.apply(initiative(15, 5)).ok());
    Action leap;
    leap.kind = ActionKind::Use;
    leap.actor = QStringLiteral("A1");
    leap.use = QStringLiteral("Leap");
    QVERIFY(opportunityCandidates(battle, leap).isEmpty()); // no path chosen yet
    leap.forced.insert(QStringLiteral("A1"), path);
    QCOMPARE(opportunityCandidates(battle, leap), candidates);
    QVERIFY(battle.apply(leap).ok());
    QCOMPARE(battle.state().creature(QStringLiteral("A1"))->space.topLeft, path.constLast());
}

void TestSandboxSetup::battleFileRoundTrip()
{
    const InMemoryCardLookup cards = inventedCards();
    BattleSetup setup = adjacentSetup(cards);
    setup.sideNames = {QStringLiteral("Night Pack"), QStringLiteral("Rivals")}; // kept with the battle
    setup.setupRoll =
        SetupRoll{{QList<int>{6, 3}, QList<int>{6, 2}}, Side::B}; // a tie, rolled again; kept too
    Battle battle(setup);
    QVERIFY(battle.apply(initiative(15, 5)).ok());
    Action attack;
    attack.kind = ActionKind::Attack;
    attack.actor = QStringLiteral("A1");
    attack.attack = 1;
    attack.targets = {QStringLiteral("B1")};
    attack.rolls = QList<int>{12};
    QVERIFY(battle.apply(attack).ok());
    Action end;
    end.kind = ActionKind::End;
    end.actor = QStringLiteral("A1");
    QVERIFY(battle.apply(end).ok());

    const SavedBattle saved{battle.setup(), battle.history(), 4242u, DiceMode::Typed};
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("battle.json"));
    QVERIFY(BattleFile::save(saved, path).isEmpty());
    const BattleFileResult loaded = BattleFile::load(path, cards);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    QCOMPARE(loaded.battle.seed, 4242u);
    QCOMPARE(loaded.battle.diceMode, DiceMode::Typed);
    QVERIFY(loaded.battle.setup == battle.setup());
    QCOMPARE(loaded.battle.actions.size(), 3);
    const Battle::Replay replay = Battle::replay(loaded.battle.setup, loaded.battle.actions);
    QVERIFY(!replay.error);
    QVERIFY(replay.battle.state() == battle.state());
    QCOMPARE(replay.battle.log(), battle.log());
}

// A line's origin point and square and a cone's direction are saved and read back (608.4.a, 608.6.a).
void TestSandboxSetup::battleFileKeepsTemplateAims()
{
    InMemoryCardLookup cards = inventedCards();
    Creature drake = inventedCreature(QStringLiteral("Test Drake"), 6, 50, 15,
                                      QStringLiteral("Spark Line: (line 4) +8 vs. Reflex; 10 lightning damage."));
    drake.powers.append(Power{PowerType::Attack, QStringLiteral("Chill Breath: (small cone) +8 vs. Fortitude; 10 cold damage."),
                              std::nullopt});
    cards.addCreature(drake);
    BattleSetup setup = adjacentSetup(cards);
    setup.creatures[0].card = drake; // A1 at (4,4), B1 beside it at (5,4)

    Action line;
    line.kind = ActionKind::Attack;
    line.actor = QStringLiteral("A1");
    line.attack = 1;
    line.origin = Square{5, 4}; // the top-right corner of A1's square
    line.toward = Square{9, 4};
    line.rolls = QList<int>{12};
    Action cone = line;
    cone.attack = 2;
    cone.origin = Square{5, 5};
    cone.toward.reset();
    cone.direction = ConeDirection::SouthEast;
    cone.rolls = QList<int>{};
    const SavedBattle saved{setup, {initiative(15, 5), line, cone}, 7u, DiceMode::Typed};

    const BattleFileResult loaded = BattleFile::read(BattleFile::write(saved), cards);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    QCOMPARE(loaded.battle.actions.size(), 3);
    QVERIFY(loaded.battle.actions.at(1) == line);
    QVERIFY(loaded.battle.actions.at(2) == cone);
    const Battle::Replay replay = Battle::replay(loaded.battle.setup, loaded.battle.actions.mid(0, 2));
    QVERIFY(!replay.error);
    QCOMPARE(replay.battle.state().creature(QStringLiteral("B1"))->hitPoints.current, 40); // the line hit it
}

void TestSandboxSetup::battleFileKeepsFontsAndWanderingRolls()
{
    const InMemoryCardLookup cards = inventedCards();
    BattleSetup setup = adjacentSetup(cards);
    setup.map.setTerrain({3, 5}, Terrain::HealingFont);
    setup.map.setHealingFontHp(15);
    setup.creatures.append(CreatureSetup{QStringLiteral("A2"), Side::A, cards.creaturesNamed(QStringLiteral("Test Wanderer")).first(),
                                         Square{4, 2}, std::nullopt});
    setup.creatures.last().wanderRolls = QList<int>{}; // one victory area: no roll needed
    Battle battle(setup);
    QVERIFY(battle.apply(initiative(15, 5)).ok());
    Action font;
    font.kind = ActionKind::HealingFont;
    font.actor = QStringLiteral("A1");
    QVERIFY(battle.apply(font).ok()); // undamaged: nullified, but used (808.1.b)

    const QByteArray json = BattleFile::write({battle.setup(), battle.history(), 1u, DiceMode::App});
    QVERIFY(json.contains("\"font\": true"));
    QVERIFY(json.contains("\"wander\": ["));
    const BattleFileResult loaded = BattleFile::read(json, cards);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    QVERIFY(loaded.battle.setup == battle.setup());
    QCOMPARE(loaded.battle.actions.size(), 2);
    QCOMPARE(loaded.battle.actions.last().kind, ActionKind::HealingFont);
    QCOMPARE(loaded.battle.actions.last().actor, QStringLiteral("A1"));
    const Battle::Replay replay = Battle::replay(loaded.battle.setup, loaded.battle.actions);
    QVERIFY(!replay.error);
    QVERIFY(replay.battle.state() == battle.state());
    QCOMPARE(replay.battle.log(), battle.log());
    QCOMPARE(replay.battle.log().first().event, LogEvent::SetUp);
}

// The first round's initiative action keeps the powers used then: a set-up power with the enemy it
// chose (102.2) and a champion power of the round's start (302.1); reloaded, the battle is the same.
void TestSandboxSetup::battleFileKeepsPowersUsedAsTheFirstRoundBegins()
{
    const InMemoryCardLookup cards = inventedCards();
    BattleSetup setup = adjacentSetup(cards);
    setup.creatures[0].card = cards.creaturesNamed(QStringLiteral("Test Stalker")).first();
    setup.creatures.append(CreatureSetup{QStringLiteral("A2"), Side::A,
                                         cards.creaturesNamed(QStringLiteral("Test Captain")).first(),
                                         Square{1, 1}, std::nullopt});
    Action first = initiative(15, 5);
    first.initiative[0] = QList<int>{15, 3}; // side A has the champion: two d20s (302.2)
    first.responses = {Response{QStringLiteral("A1"), QStringLiteral("Hunted Prey")},
                       Response{QStringLiteral("A2"), QStringLiteral("champion 1")}};
    first.responses[0].choice = QStringLiteral("B1");
    Battle battle(setup);
    const ActionResult result = battle.apply(first);
    QVERIFY2(result.ok(), result.error ? qPrintable(result.error->message) : "");

    const QByteArray json = BattleFile::write({battle.setup(), battle.history(), 1u, DiceMode::App});
    QVERIFY(json.contains("\"choice\": \"B1\""));
    const BattleFileResult loaded = BattleFile::read(json, cards);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    QCOMPARE(loaded.battle.actions.first().responses, first.responses);
    const Battle::Replay replay = Battle::replay(loaded.battle.setup, loaded.battle.actions);
    QVERIFY(!replay.error);
    QVERIFY(replay.battle.state() == battle.state());
    QCOMPARE(replay.battle.state().creature(QStringLiteral("A2"))->championUses, 0);
    QCOMPARE(replay.battle.state().creature(QStringLiteral("A1"))->granted.size(),
             2); // against B1; +2 Attack
}

// A skirmisher of our own whose attacks use the newer action fields: a move and a further attack,
// and a power recharged as a move action.
InMemoryCardLookup skirmisherCards()
{
    InMemoryCardLookup cards = inventedCards();
    Creature skirmisher = inventedCreature(
        QStringLiteral("Test Skirmisher"), 6, 40, 15,
        QStringLiteral("Lunge: Move up to 3 squares, then attack an adjacent target: +8 vs. AC; 10 damage AND make this attack "
                       "again (maximum 2 per turn)."));
    skirmisher.powers.append(Power{PowerType::Attack, QStringLiteral("Sling: (range 5) +6 vs. AC; 5 damage. Recharge as a move action."), 1});
    cards.addCreature(skirmisher);
    return cards;
}

void TestSandboxSetup::battleFileKeepsAttackChoicesAndRecharges()
{
    const InMemoryCardLookup cards = skirmisherCards();
    BattleSetup setup = adjacentSetup(cards);
    setup.creatures[0].card = cards.creaturesNamed(QStringLiteral("Test Skirmisher")).first();
    setup.creatures[0].at = Square{2, 4};
    Battle battle(setup);
    QVERIFY(battle.apply(initiative(15, 5)).ok());
    Action sling;
    sling.kind = ActionKind::Attack;
    sling.actor = QStringLiteral("A1");
    sling.attack = 2;
    sling.targets = {QStringLiteral("B1")};
    sling.rolls = QList<int>{3};
    QVERIFY(battle.apply(sling).ok());
    Action recharge;
    recharge.kind = ActionKind::Recharge;
    recharge.actor = QStringLiteral("A1");
    recharge.attack = 2;
    QVERIFY(battle.apply(recharge).ok());
    QVERIFY(battle.state().creature(QStringLiteral("A1"))->usesSpent.isEmpty());
    for (const QString& id : {QStringLiteral("A1"), QStringLiteral("B1")}) {
        Action end;
        end.kind = ActionKind::End;
        end.actor = id;
        QVERIFY(battle.apply(end).ok());
    }
    QVERIFY(battle.apply(initiative(15, 5)).ok());
    Action lunge;
    lunge.kind = ActionKind::Attack;
    lunge.actor = QStringLiteral("A1");
    lunge.attack = 1;
    lunge.targets = {QStringLiteral("B1")};
    lunge.path = {Square{3, 4}, Square{4, 4}};
    lunge.further = {AttackChoice{.targets = {QStringLiteral("B1")}, .path = {Square{4, 3}}}};
    lunge.rolls = QList<int>{15, 15};
    const ActionResult lunged = battle.apply(lunge);
    QVERIFY2(lunged.ok(), qPrintable(lunged.error ? lunged.error->message : QString()));
    QCOMPARE(battle.state().creature(QStringLiteral("A1"))->space.topLeft, (Square{4, 3}));

    // Fields no applied action here uses still go out and come back as they were.
    Action unplayed = lunge;
    unplayed.attackAfter = 1;
    unplayed.made = {1, 2};
    unplayed.origin = Square{6, 4};
    unplayed.forced = {{QStringLiteral("B1"), {Square{6, 4}}}};
    unplayed.areas = {AttackChoice{.targets = {QStringLiteral("B1")}, .origin = Square{6, 4}, .forced = {{QStringLiteral("A1"), {Square{4, 2}}}}}};
    unplayed.further.append(AttackChoice{.path = {Square{4, 2}}, .attackAfter = 0});
    unplayed.further.append(AttackChoice{.origin = Square{3, 5}, .toward = Square{3, 0}});                  // a line
    unplayed.further.append(AttackChoice{.origin = Square{3, 4}, .direction = ConeDirection::NorthWest}); // a cone
    unplayed.healed = {QStringLiteral("A1")};
    unplayed.reactions = {Reaction{QStringLiteral("A1"), QList<int>{7}, QStringLiteral("B1")}};

    const SavedBattle saved{battle.setup(), battle.history() + QList<Action>{unplayed}, 7u, DiceMode::Typed};
    const BattleFileResult loaded = BattleFile::read(BattleFile::write(saved), cards);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    QCOMPARE(loaded.battle.actions.size(), saved.actions.size());
    for (qsizetype i = 0; i < saved.actions.size(); ++i) {
        if (saved.actions.at(i).kind != ActionKind::Initiative) // recorded with an empty list of its own rolls
            QVERIFY2(loaded.battle.actions.at(i) == saved.actions.at(i), qPrintable(QStringLiteral("action %1").arg(i)));
    }
    const Battle::Replay replay = Battle::replay(loaded.battle.setup, battle.history());
    QVERIFY(!replay.error);
    QVERIFY(replay.battle.state() == battle.state());
}

void TestSandboxSetup::battleFileErrorsNameThePlace_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");
    QTest::newRow("not a battle") << QByteArray(R"({"rows": ["..."]})") << QStringLiteral("format");
    QTest::newRow("broken JSON") << QByteArray("{\"format\": ") << QString();
    QTest::newRow("side name") << QByteArray(
                                      R"({"format": "ddm-sandbox-battle", "version": 1, "seed": 1, "battle": {
        "map": {"rows": ["....", "...."]}, "sides": {"A": "Night Pack", "B": 7},
        "creatures": [{"id": "A1", "side": "A", "card": "Test Brute", "at": [0, 0]}]}})")
                               << QStringLiteral("sides.B");
    QTest::newRow("unknown card") << QByteArray(R"({"format": "ddm-sandbox-battle", "version": 1, "seed": 1, "battle": {
        "map": {"rows": ["....", "...."]},
        "creatures": [{"id": "A1", "side": "A", "card": "Nobody", "at": [0, 0]},
                      {"id": "B1", "side": "B", "card": "Test Brute", "at": [3, 1]}], "actions": []}})")
                                  << QStringLiteral("battle.creatures[0].card");
    QTest::newRow("square off the map") << QByteArray(R"({"format": "ddm-sandbox-battle", "version": 1, "seed": 1, "battle": {
        "map": {"rows": ["....", "...."]},
        "creatures": [{"id": "A1", "side": "A", "card": "Test Swordsman", "at": [0, 0]},
                      {"id": "B1", "side": "B", "card": "Test Brute", "at": [3, 1]}],
        "actions": [{"initiative": {"A": [10], "B": [4]}}, {"actor": "A1", "move": [[9, 9]]}]}})")
                                        << QStringLiteral("battle.actions[1].move");
}

void TestSandboxSetup::battleFileErrorsNameThePlace()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    const BattleFileResult result = BattleFile::read(content, inventedCards());
    QVERIFY(!result.ok());
    QVERIFY2(result.errors.join(QLatin1Char('\n')).contains(expected), qPrintable(result.errors.join(QLatin1Char('\n'))));
}

void TestSandboxSetup::setupDialogNeedsAnOpponentAndAMap()
{
    const MapLibrary programMaps = MapLibrary::load({});
    PromptScript script;
    ScriptedPrompts prompts(script);
    QTemporaryDir settingsDir;
    AppSettings settings(settingsDir.filePath(QStringLiteral("settings.ini")));
    const Warband own = inventedWarband(QStringLiteral("Own"), {QStringLiteral("Test Swordsman")});
    SandboxSetupDialog dialog(own, QStringLiteral("Own & Co"), {}, programMaps, settings, prompts);
    // The warband's name as the workspace shows it; the opponent's label takes its shortcut.
    QCOMPARE(dialog.findChild<QLabel*>(QStringLiteral("ownWarband"))->text(), QStringLiteral("Own & Co"));
    const QList<QLabel*> labels = dialog.findChildren<QLabel*>();
    const auto opponentLabel = std::find_if(labels.cbegin(), labels.cend(), [](const QLabel* label) {
        return label->text() == QLatin1String("&Opponent:");
    });
    QVERIFY(opponentLabel != labels.cend());
    QCOMPARE((*opponentLabel)->buddy(), dialog.findChild<QComboBox*>(QStringLiteral("opponentCombo")));
    auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    QVERIFY(dialog.mapCount() >= 2); // the sample maps
    QVERIFY(dialog.map().has_value()); // the first sample map is chosen
    QVERIFY(!ok->isEnabled());         // no opponent yet

    QTemporaryDir dir;
    const QString broken = dir.filePath(QStringLiteral("broken.json"));
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"title": "Broken", "points": "many"})");
    file.close();
    script.openPath = broken;
    QTest::mouseClick(dialog.findChild<QPushButton*>(QStringLiteral("chooseOpponent")), Qt::LeftButton);
    QVERIFY(dialog.problem().contains(QStringLiteral("points")));
    QVERIFY(!ok->isEnabled());

    const QString good = dir.filePath(QStringLiteral("rivals.json"));
    QVERIFY(WarbandFile::save(inventedWarband(QStringLiteral("Rivals"), {QStringLiteral("Test Brute")}), good).ok());
    QVERIFY(dialog.setOpponentFile(good));
    QCOMPARE(dialog.opponent()->title, QStringLiteral("Rivals"));
    QVERIFY(dialog.problem().isEmpty());
    QVERIFY(ok->isEnabled());

    // A map file that does not read is refused with the reader's place; the sample map stays.
    const QString badMap = dir.filePath(QStringLiteral("bad-map.json"));
    QFile mapFile(badMap);
    QVERIFY(mapFile.open(QIODevice::WriteOnly));
    mapFile.write(R"({"rows": ["..", ".?"]})");
    mapFile.close();
    QVERIFY(!dialog.setMapFile(badMap));
    QVERIFY(dialog.problem().contains(QStringLiteral("map.rows[1][1]")));
    QVERIFY(!ok->isEnabled());
    QVERIFY(
        dialog.setMapFile(dialog.findChild<QComboBox*>(QStringLiteral("mapCombo"))->itemData(1).toString()));
    QVERIFY(ok->isEnabled());
    // Neither warband names a map: the warbands' maps leave nothing to play on.
    auto* maps = dialog.findChild<QComboBox*>(QStringLiteral("mapCombo"));
    maps->setCurrentIndex(0);
    emit maps->activated(0);
    QVERIFY(!dialog.map());
    QVERIFY(dialog.problem().contains(QStringLiteral("Neither warband")));
    QVERIFY(!ok->isEnabled());
    maps->setCurrentIndex(1);
    emit maps->activated(1);
    QVERIFY(ok->isEnabled());

    auto* opponents = dialog.findChild<QComboBox*>(QStringLiteral("opponentCombo"));
    opponents->setCurrentIndex(opponents->findText(QStringLiteral("Mirror match: a copy of Own & Co")));
    QCOMPARE(dialog.opponent()->title, QStringLiteral("Own"));
    QCOMPARE(dialog.opponentName(), QStringLiteral("Own & Co (mirror)"));
}

// The opponent may be a warband open in another tab; the next set-up starts from the last choices,
// as long as they are still there.
void TestSandboxSetup::setupDialogRemembersTheLastChoices()
{
    const MapLibrary programMaps = MapLibrary::load({});
    PromptScript script;
    ScriptedPrompts prompts(script);
    QTemporaryDir dir;
    AppSettings settings(dir.filePath(QStringLiteral("settings.ini")));
    const Warband own = inventedWarband(QStringLiteral("Own"), {QStringLiteral("Test Swordsman")});
    const QList<OpenWarband> tabs{
        {QStringLiteral("Night Pack"),
         inventedWarband(QStringLiteral("Night Pack"), {QStringLiteral("Test Brute")})},
        {QStringLiteral("Rivals"),
         inventedWarband(QStringLiteral("Rivals"), {QStringLiteral("Test Scout")})}};
    // A map file of the player's own: a copy of the last sample map (the first is the default).
    const QString mapPath = dir.filePath(QStringLiteral("arena.json"));
    QVERIFY(QFile::copy(sampleMaps().last().path, mapPath));
    {
        SandboxSetupDialog dialog(own, QStringLiteral("Own"), tabs, programMaps, settings, prompts);
        // Nothing remembered yet: the first other tab.
        QCOMPARE(dialog.opponentName(), QStringLiteral("Night Pack"));
        auto* opponents = dialog.findChild<QComboBox*>(QStringLiteral("opponentCombo"));
        opponents->setCurrentIndex(opponents->findText(QStringLiteral("Rivals")));
        QCOMPARE(dialog.opponent()->title, QStringLiteral("Rivals"));
        QVERIFY(dialog.setMapFile(mapPath));
        dialog.accept();
    }
    {
        SandboxSetupDialog dialog(own, QStringLiteral("Own"), tabs, programMaps, settings, prompts);
        QCOMPARE(dialog.opponentName(), QStringLiteral("Rivals"));
        QCOMPARE(dialog.map()->name(), sampleMaps().last().name);
        QCOMPARE(dialog.findChild<QComboBox*>(QStringLiteral("mapCombo"))->currentData().toString(), mapPath);
        const QString rivalsFile = dir.filePath(QStringLiteral("rivals.json"));
        QVERIFY(
            WarbandFile::save(inventedWarband(QStringLiteral("Saved Rivals"), {QStringLiteral("Test Brute")}),
                              rivalsFile)
                .ok());
        QVERIFY(dialog.setOpponentFile(rivalsFile));
        dialog.accept();
    }
    {
        // The file is offered again; the Rivals tab is still there but was not the last choice.
        SandboxSetupDialog dialog(own, QStringLiteral("Own"), tabs, programMaps, settings, prompts);
        QCOMPARE(dialog.opponentName(), QStringLiteral("Saved Rivals"));
        QVERIFY(dialog.problem().isEmpty());
    }
    {
        // Two tabs of one name are two opponents.
        const QList<OpenWarband> twins{
            {QStringLiteral("Untitled warband"), inventedWarband(QString(), {QStringLiteral("Test Brute")})},
            {QStringLiteral("Untitled warband"), inventedWarband(QString(), {QStringLiteral("Test Scout")})}};
        SandboxSetupDialog dialog(own, QStringLiteral("Own"), twins, programMaps, settings, prompts);
        dialog.findChild<QComboBox*>(QStringLiteral("opponentCombo"))->setCurrentIndex(1);
        QCOMPARE(dialog.opponent()->creatures.first().name, QStringLiteral("Test Scout"));
    }
    QVERIFY(QFile::remove(mapPath));
    {
        // A map that is gone falls back to the first sample map, quietly.
        SandboxSetupDialog dialog(own, QStringLiteral("Own"), {}, programMaps, settings, prompts);
        QVERIFY(dialog.problem().isEmpty());
        QCOMPARE(dialog.map()->name(), sampleMaps().first().name);
    }
}

// The warbands' own maps come first (101.1, 102.5: Player 1 takes one), over the last one used; the
// user's maps are offered beside the samples, official maps (no layout) are not.
void TestSandboxSetup::setupDialogProposesTheWarbandsMap()
{
    PromptScript script;
    ScriptedPrompts prompts(script);
    QTemporaryDir dir;
    AppSettings settings(dir.filePath(QStringLiteral("settings.ini")));
    settings.setValue(SettingKey::SandboxMap, sampleMaps().first().path);
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("maps"))));
    QVERIFY(QFile::copy(sampleMaps().last().path, dir.filePath(QStringLiteral("maps/mine.json"))));
    QFile mine(dir.filePath(QStringLiteral("maps/mine.json")));
    // A copy of a resource is read-only, as the resource was.
    QVERIFY(mine.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner));
    QVERIFY(mine.open(QIODevice::ReadWrite));
    const QByteArray renamed = mine.readAll().replace(sampleMaps().last().name.toUtf8(), "My Arena");
    QVERIFY(mine.resize(0));
    mine.write(renamed);
    mine.close();
    QFile broken(dir.filePath(QStringLiteral("maps/broken.json")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{\"rows\": 3}");
    broken.close();
    const MapLibrary maps = MapLibrary::load(dir.filePath(QStringLiteral("maps")));

    Warband own = inventedWarband(QStringLiteral("Own"), {QStringLiteral("Test Swordsman")});
    own.map = QStringLiteral("my arena");
    SandboxSetupDialog dialog(own, QStringLiteral("Own"), {}, maps, settings, prompts);
    // The warbands' maps are proposed: Player 1 takes one at set-up.
    QVERIFY(!dialog.map());
    QCOMPARE(dialog.warbandMaps()[0]->name(), QStringLiteral("My Arena"));
    QVERIFY(!dialog.warbandMaps()[1]); // no opponent yet
    QCOMPARE(dialog.mapCount(), sampleMaps().size() + 1);
    QCOMPARE(dialog.findChild<QComboBox*>(QStringLiteral("mapCombo"))->findText(QStringLiteral("Crossroads")),
             -1);
    // The file that did not read is named where the maps are chosen, not silently left out.
    QVERIFY(dialog.findChild<QComboBox*>(QStringLiteral("mapCombo"))
                ->toolTip()
                .contains(QDir::toNativeSeparators(broken.fileName())));

    own.map = QStringLiteral("Crossroads"); // official: nothing to play on, so the last map used
    SandboxSetupDialog official(own, QStringLiteral("Own"), {}, maps, settings, prompts);
    QCOMPARE(official.map()->name(), sampleMaps().first().name);

    // The opponent's map is one of the warbands' maps too.
    Warband rivals = inventedWarband(QStringLiteral("Rivals"), {QStringLiteral("Test Brute")});
    rivals.map = QStringLiteral("goblin market");
    SandboxSetupDialog theirs(own, QStringLiteral("Own"), {{QStringLiteral("Rivals"), rivals}}, maps,
                              settings, prompts);
    QVERIFY(!theirs.map());
    QVERIFY(!theirs.warbandMaps()[0]);
    QCOMPARE(theirs.warbandMaps()[1]->name(), QStringLiteral("Goblin Market"));
    QVERIFY(theirs.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
}

QTEST_MAIN(TestSandboxSetup)
#include "tst_sandbox_setup.moc"
