// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/card_profile.h"

#include <QTest>

Q_DECLARE_METATYPE(ddm::TriggeredPower)
Q_DECLARE_METATYPE(ddm::HitFilter)
Q_DECLARE_METATYPE(ddm::TriggerEvent)

using namespace ddm;

namespace {

// An invented card.
Creature card(QList<Power> powers, MovementMode movement = MovementMode::Normal)
{
    Creature creature;
    creature.name = QStringLiteral("Test Troll");
    creature.movement = movement;
    creature.powers = std::move(powers);
    return creature;
}

Power power(PowerType type, const QString& text, std::optional<int> limit = std::nullopt)
{
    return {type, text, limit};
}

} // namespace

// parseCard: a whole card read for the engine, with what it cannot run kept for the players.
class TestCardProfile : public QObject {
    Q_OBJECT

private slots:
    void readsAttacksInOrder();
    void appliesReachToMeleeAttacks();
    void takesMovementFromTheCard_data();
    void takesMovementFromTheCard();
    void keepsUnreadPowersForTheHand();
    void appliesAnAbilityWholeOrNotAtAll();
    void recordsAReadingPerPower();
    void readsPowersAnsweringADestroyedEnemy_data();
    void readsPowersAnsweringADestroyedEnemy();
    void leavesDestroyPowersItCannotRun_data();
    void leavesDestroyPowersItCannotRun();
    void readsStartOfRoundChampionBonuses_data();
    void readsStartOfRoundChampionBonuses();
    void readsStartOfRoundChampionHealing();
    void readsExtraInitiativeDice_data();
    void readsExtraInitiativeDice();
    void readsChampionPowersAnsweringDamageOfAType_data();
    void readsChampionPowersAnsweringDamageOfAType();
    void readsHowLongChampionBonusesLast();
    void readsChampionBonusesAtTheStartOfItsTurn_data();
    void readsChampionBonusesAtTheStartOfItsTurn();
    void leavesChampionPowersItCannotRun_data();
    void leavesChampionPowersItCannotRun();
    void readsChampionPowersAnsweringAnAllysHit_data();
    void readsChampionPowersAnsweringAnAllysHit();
    void readsPowersAnsweringItsHit_data();
    void readsPowersAnsweringItsHit();
    void readsWhichHitsItsPowersAnswer_data();
    void readsWhichHitsItsPowersAnswer();
    void refusesHitsItCannotTellApart();
    void readsPowersAnsweringANeighboursTurn_data();
    void readsPowersAnsweringANeighboursTurn();
    void readsPowersAnsweringAMiss_data();
    void readsPowersAnsweringAMiss();
    void readsPowersAnsweringAnAttackOnIt_data();
    void readsPowersAnsweringAnAttackOnIt();
    void readsPowersAnsweringAHitOnIt_data();
    void readsPowersAnsweringAHitOnIt();
    void readsOwnEffectsOnceItsAttackIsResolved_data();
    void readsOwnEffectsOnceItsAttackIsResolved();
    void readsPowersAnsweringItsDestruction_data();
    void readsPowersAnsweringItsDestruction();
    void readsWhereATurnMustBeginForItsPower_data();
    void readsWhereATurnMustBeginForItsPower();
    void readsWhatItsDestructionDoesToOthers();
    void readsDamageToTheEnemiesAroundAsItsTurnBegins();
    void readsPowersAsItsTurnEnds();
    void readsVictoryPointsADestructionScores();
    void readsPowersUsedAtTheStartOfItsTurn_data();
    void readsPowersUsedAtTheStartOfItsTurn();
    void readsPowersThatMoveTheirCreature_data();
    void readsPowersThatMoveTheirCreature();
    void readsOwnStatesOfPowersUsedAsActions_data();
    void readsOwnStatesOfPowersUsedAsActions();
    void readsPowersUsedAsActions_data();
    void readsPowersUsedAsActions();
    void readsShiftsThatEndBesideACreature_data();
    void readsShiftsThatEndBesideACreature();
    void readsEffectsJoinedByThen();
    void readsPowersThatSurviveDestruction();
    void readsHitPointsPastTheStartingTotal();
    void readsPowersAnsweringDamageOfAType_data();
    void readsPowersAnsweringDamageOfAType();
    void readsTheAttacksPowersMake_data();
    void readsTheAttacksPowersMake();
    void readsWhatPowersDealAnEnemy_data();
    void readsWhatPowersDealAnEnemy();
    void readsEnemiesTakingOngoingDamage_data();
    void readsEnemiesTakingOngoingDamage();
    void readsBonusesAgainstAnEnemyThatCannotSeeIt_data();
    void readsBonusesAgainstAnEnemyThatCannotSeeIt();
    void readsTheRechargeOfSpecialPowers_data();
    void readsTheRechargeOfSpecialPowers();
    void readsBonusesDeclaredWithAnAttack_data();
    void readsBonusesDeclaredWithAnAttack();
    void readsPowersAnsweringAnAllyTargeted_data();
    void readsPowersAnsweringAnAllyTargeted();
    void readsRedirectsOfItsOwnTarget_data();
    void readsRedirectsOfItsOwnTarget();
    void readsRedirectsOfAHit();
    void readsPowersThatRechargeAnAttack();
    void readsPowersAnsweringAMoveNearby_data();
    void readsPowersAnsweringAMoveNearby();
    void readsPlacementsAtTheEndOfTheRound_data();
    void readsPlacementsAtTheEndOfTheRound();
    void readsPointsScoredAtTheEndOfTheRound();
    void readsPowersAnsweringItsDesignation_data();
    void readsPowersAnsweringItsDesignation();
};

void TestCardProfile::readsAttacksInOrder()
{
    const CardProfile profile = parseCard(card(
        {power(PowerType::Attack, QStringLiteral("Claw: +6 vs. AC; 10 damage.")),
         power(PowerType::Ability, QStringLiteral("Resist 5 fire")),
         power(PowerType::Attack, QStringLiteral("Claw: (reach 2) +5 vs. AC; 5 damage.")),
         power(PowerType::Attack, QStringLiteral("Breath: (blast 3) +4 vs. Reflex; 10 fire damage."), 1)}));
    QCOMPARE(profile.attacks.size(), 3);
    QCOMPARE(profile.attacks.at(0).index, 1);
    QCOMPARE(profile.attacks.at(1).index, 2);
    QCOMPARE(profile.attacks.at(1).name,
             profile.attacks.at(0).name); // cards repeat names: the index tells them apart
    QCOMPARE(profile.attacks.at(2).useLimit, 1);
    QVERIFY(!profile.attacks.at(0).useLimit);
    QCOMPARE(profile.abilities.resist.value(DamageType::Fire), 5);
    QVERIFY(profile.byHand.isEmpty());
}

void TestCardProfile::appliesReachToMeleeAttacks()
{
    // The Reach ability comes after the attack on the card; it still applies to it.
    const CardProfile profile =
        parseCard(card({power(PowerType::Attack, QStringLiteral("Slam: +6 vs. AC; 10 damage.")),
                        power(PowerType::Attack, QStringLiteral("Rock: (range 8) +6 vs. AC; 10 damage.")),
                        power(PowerType::Ability, QStringLiteral("Reach 3"))}));
    QCOMPARE(profile.abilities.reach, 3);
    QCOMPARE(profile.attacks.at(0).range, 3);
    QCOMPARE(profile.attacks.at(1).range, 8);
}

void TestCardProfile::takesMovementFromTheCard_data()
{
    QTest::addColumn<MovementMode>("movement");
    QTest::addColumn<bool>("flight");
    QTest::addColumn<bool>("burrow");
    QTest::newRow("normal") << MovementMode::Normal << false << false;
    QTest::newRow("flight") << MovementMode::Flight << true << false;
    QTest::newRow("burrow") << MovementMode::Burrow << false << true;
}

void TestCardProfile::takesMovementFromTheCard()
{
    QFETCH(MovementMode, movement);
    const CardProfile profile = parseCard(card({}, movement));
    QTEST(profile.abilities.flight, "flight");
    QTEST(profile.abilities.burrow, "burrow");
}

void TestCardProfile::keepsUnreadPowersForTheHand()
{
    const QList<Power> powers{
        power(PowerType::Attack, QStringLiteral("Bite: +6 vs. AC; 10 damage AND target hiccups.")),
        power(PowerType::Special, QStringLiteral("Grumble: Use at start of round; allies cheer.")),
        power(PowerType::Champion, QStringLiteral("Use at start of round: allies have +2 AC.")),
        power(PowerType::Ability, QStringLiteral("Flight"))};
    const CardProfile profile = parseCard(card(powers));
    QCOMPARE(profile.byHand, (QList<Power>{powers.at(0), powers.at(1), powers.at(2)}));
    QCOMPARE(profile.attacks.size(), 1); // still an attack the players can see, with what was read of it
    QCOMPARE(profile.attacks.first().onHit.totalDamage(), 10);
    QVERIFY(profile.abilities.flight);
}

void TestCardProfile::appliesAnAbilityWholeOrNotAtAll()
{
    const CardProfile profile =
        parseCard(card({power(PowerType::Special, QStringLiteral("Resist 10 cold, sings in the rain"))}));
    QCOMPARE(profile.abilities.resist.value(DamageType::Cold), 0);
    QCOMPARE(profile.byHand.size(), 1);
}

void TestCardProfile::recordsAReadingPerPower()
{
    const CardProfile profile = parseCard(
        card({power(PowerType::Attack, QStringLiteral("Bite: +6 vs. AC; 10 damage AND target hiccups.")),
              power(PowerType::Ability, QStringLiteral("Reach 2")),
              power(PowerType::Champion, QStringLiteral("Rally: allies have +1 AC."))}));
    QCOMPARE(profile.readings.size(), 3);
    QCOMPARE(profile.readings.at(0).type, PowerType::Attack);
    QCOMPARE(profile.readings.at(0).leftovers, QStringList{QStringLiteral("target hiccups")});
    QVERIFY(profile.readings.at(1).understood());
    QVERIFY(!profile.readings.at(2).understood()); // champion powers are always resolved by hand
}

QTEST_GUILESS_MAIN(TestCardProfile)
namespace {

TriggeredPower destroyPower(const QString& name)
{
    TriggeredPower power;
    power.name = name;
    power.event = TriggerEvent::DestroysEnemy;
    return power;
}

} // namespace

void TestCardProfile::readsPowersAnsweringADestroyedEnemy_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<TriggeredPower>("expected");

    TriggeredPower cleave = destroyPower(QStringLiteral("Cleave"));
    cleave.byAttack = AttackKind::Melee;
    cleave.immediate = true;
    cleave.basicAttack = true;
    QTest::newRow("Cleave, immediate")
        << "Cleave: Immediate, when this creature's {m} attack destroys an enemy; "
           "make a {b} attack."
        << cleave;
    TriggeredPower once = cleave;
    once.oncePerTurn = true;
    QTest::newRow("usable once per turn") << "Cleave: Immediate, when this creature's {m} attack destroys an "
                                             "enemy; make a {b} attack. Usable once per turn."
                                          << once;
    QTest::newRow("use when, as an immediate action")
        << "Cleave: Use when this creature destroys an enemy with a {m} attack: Make 1 {b} attack as an "
           "immediate action."
        << cleave;
    QTest::newRow("once per turn, misspelt")
        << "Cleave: Once per turn when this creture's {m} attack destroys "
           "an enemy; make an immediate {b} attack."
        << once;
    TriggeredPower anyAttack = cleave;
    anyAttack.name = QStringLiteral("Blood Frenzy");
    anyAttack.byAttack.reset();
    QTest::newRow("any attack")
        << "Blood Frenzy: Immediate action, use when this creature destroys an enemy: "
           "Make a {b} attack."
        << anyAttack;
    TriggeredPower melee = cleave;
    melee.basicAttack = false;
    melee.meleeAttack = true;
    QTest::newRow("a {m} attack, with a stray parenthesis")
        << "Cleave: Immediate action, use when this creature destroys an enemy with a Melee attack: Make a "
           "Melee attack.)"
        << melee;
    TriggeredPower great = destroyPower(QStringLiteral("Great Cleave"));
    great.byAttack = AttackKind::Melee;
    great.byBasicAttack = true;
    great.basicAttack = true;
    QTest::newRow("free action, basic only")
        << "Great Cleave: Free action, when this creature destroys an enemy "
           "with a basic melee attack: Make a basic melee attack."
        << great;
    TriggeredPower brain = destroyPower(QStringLiteral("Brain Eater"));
    brain.byAttack = AttackKind::Melee;
    brain.byBasicAttack = true;
    brain.immediate = true;
    brain.heals = 10;
    QTest::newRow("heals, immediate")
        << "Brain Eater: Immediate action, when this creature destroys an enemy "
           "with a basic melee attack: Heal 10 HP."
        << brain;
    TriggeredPower harvest = destroyPower(QStringLiteral("Grim Harvest"));
    harvest.byAttack = AttackKind::Ranged;
    harvest.immediate = true;
    harvest.heals = 10;
    QTest::newRow("after a ranged attack")
        << "Grim Harvest: Immediate action, when this creature destroys an "
           "enemy with a RANGED attack: Heal 10 HP."
        << harvest;
    TriggeredPower devour = destroyPower(QStringLiteral("Devour Brain"));
    devour.byAttack = AttackKind::Melee;
    devour.optional = false;
    devour.heals = 20;
    QTest::newRow("by itself, when")
        << "Devour Brain: When this creature\u2019s {m} attack destroys an enemy, "
           "this creature heals 20 HP."
        << devour;
    TriggeredPower revel = devour;
    revel.name = QStringLiteral("Revel in Brutality");
    revel.heals = 10;
    QTest::newRow("by itself, whenever") << "Revel in Brutality: This creature heals 10 HP whenever its {m} "
                                            "attack destroys an enemy."
                                         << revel;
    TriggeredPower sting = destroyPower(QStringLiteral("Relentless Sting"));
    sting.namedAttack = QStringLiteral("Sting");
    QTest::newRow("a named attack the card has")
        << "Relentless Sting: Use when this creature destroys an enemy; "
           "make a Sting attack."
        << sting;
    const QString unnamed = QStringLiteral("Use when this creature destroys an enemy with a {b} attack: This "
                                           "creature heals 20 HP.");
    TriggeredPower antipaladin = destroyPower(unnamed);
    antipaladin.byAttack = AttackKind::Melee;
    antipaladin.byBasicAttack = true;
    antipaladin.heals = 20;
    QTest::newRow("no name, a colon inside") << unnamed << antipaladin;
}

// "Cleave" and its kin: what destroyed the enemy, whether the player chooses (703.1) or it applies
// by itself (704.2), its limits, and what it does.
void TestCardProfile::readsPowersAnsweringADestroyedEnemy()
{
    QFETCH(QString, text);
    QFETCH(TriggeredPower, expected);
    const CardProfile profile =
        parseCard(card({power(PowerType::Attack, QStringLiteral("Sting: +6 vs. AC; 10 damage.")),
                        power(PowerType::Special, text)}));
    QVERIFY2(profile.readings.at(1).understood(),
             qPrintable(profile.readings.at(1).leftovers.join(QLatin1Char('|'))));
    QCOMPARE(profile.abilities.triggered.size(), 1);
    const TriggeredPower& read = profile.abilities.triggered.first();
    QCOMPARE(read.name, expected.name);
    QCOMPARE(read.byAttack, expected.byAttack);
    QCOMPARE(read.byBasicAttack, expected.byBasicAttack);
    QCOMPARE(read.optional, expected.optional);
    QCOMPARE(read.immediate, expected.immediate);
    QCOMPARE(read.oncePerTurn, expected.oncePerTurn);
    QCOMPARE(read.heals, expected.heals);
    QCOMPARE(read.basicAttack, expected.basicAttack);
    QCOMPARE(read.meleeAttack, expected.meleeAttack);
    QCOMPARE(read.namedAttack, expected.namedAttack);
}

void TestCardProfile::leavesDestroyPowersItCannotRun_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("an attack the card lacks")
        << "Relentless Bite: Use when this creature destroys an enemy; make "
           "a Bite attack.";
    QTest::newRow("a ranged attack made")
        << "Shifting Shot: Immediate, when this creature destroys an enemy; make "
           "a {r} attack.";
    QTest::newRow("more after the heal")
        << "Feed 20: Use when this creature destroys an enemy; this creature "
           "heals 20 HP and can take no actions until end of its next turn.";
    QTest::newRow("an ally's kill")
        << "Use when an ally destroys an enemy; that ally makes a {b} attack as an "
           "immediate action.";
}

// A power with words the engine would not apply stays with the players, whole.
void TestCardProfile::leavesDestroyPowersItCannotRun()
{
    QFETCH(QString, text);
    const CardProfile profile =
        parseCard(card({power(PowerType::Attack, QStringLiteral("Sting: +6 vs. AC; 10 damage.")),
                        power(PowerType::Special, text)}));
    QVERIFY(!profile.readings.at(1).understood());
    QVERIFY(profile.abilities.triggered.isEmpty());
    QCOMPARE(profile.byHand.size(), 1);
}

void TestCardProfile::readsStartOfRoundChampionBonuses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("self");
    QTest::addColumn<QStringList>("keywords");
    // Each bonus as "statistic amount condition [attacks]", statistic 0 Attack, 1 Damage, 2 AC, 3 Fort,
    // 4 Ref, 5 Will, 7 Speed (Statistic's order); condition as ModifierCondition's.
    QTest::addColumn<QStringList>("bonuses");
    const QString always = QString::number(int(ModifierCondition::Always));
    QTest::newRow("keyword allies, two bonuses")
        << "Use at start of round. Goblin and Orc allies have +2 Attack and +5 Damage until end of round."
        << false << QStringList{"Goblin", "Orc"} << QStringList{"0 2 " + always, "1 5 " + always};
    QTest::newRow("each X ally and each Y ally")
        << "Use at start of round: Each Elf ally and each Eladrin ally has +2 Attack until end of round."
        << false << QStringList{"Elf", "Eladrin"} << QStringList{"0 2 " + always};
    QTest::newRow("209.3 DEF is Fortitude, Reflex and Will")
        << "Use at start of round. Allies have +2 DEF until end of round." << false << QStringList{}
        << QStringList{"3 2 " + always, "4 2 " + always, "5 2 " + always};
    QTest::newRow("this creature too, speed")
        << "Use at start of round: This creature and each ally has +2 Speed until end of round." << true
        << QStringList{} << QStringList{"7 2 " + always};
    QTest::newRow("the warband, a typed damage")
        << "Use at start of round: Creatures in your warband have +5 radiant damage until end of round."
        << true << QStringList{} << QStringList{"1 5 " + always};
    QTest::newRow("until end of round first, a condition")
        << "Use at start of round. Until end of round, allies have +4 Attack against Bloodied targets."
        << false << QStringList{}
        << QStringList{"0 4 " + QString::number(int(ModifierCondition::TargetBloodied))};
    QTest::newRow("before rolling initiative, a penalty")
        << "Use before rolling initiative. Allies have -3 AC and +5 {m} Damage until end of round." << false
        << QStringList{} << QStringList{"2 -3 " + always, "1 5 " + always + " Melee"};
    QTest::newRow("until end of round first, the condition keeps its 'this round'")
        << "Use at start of round. Until end of round, creatures in your warband have +2 Attack against "
           "creatures that have already activated this round."
        << true << QStringList{} << QStringList{"0 2 " + QString::number(int(ModifierCondition::TargetIs))};
}

// "Until end of battle" (Permanent); "This creature has …" (it alone); none when no duration is printed
// (800.3 would end it at each creature's own end of turn, which the engine does not keep).
void TestCardProfile::readsHowLongChampionBonusesLast()
{
    const auto read = [](const char* text) {
        const CardProfile profile = parseCard(card({power(PowerType::Champion, QLatin1String(text))}));
        return profile.champion.isEmpty() ? std::optional<ChampionPower>() : profile.champion.first();
    };
    const std::optional<ChampionPower> battle = read(
        "Use at start of round: Until end of battle, Martial allies have +5 damage vs. Underdark enemies.");
    QVERIFY(battle);
    QCOMPARE(battle->lasts, EffectDuration::Permanent);
    QCOMPARE(battle->bonuses.value(0).against.faction, std::optional<Faction>(Faction::Underdark));
    const std::optional<ChampionPower> self = read(
        "Use at start of round: This creature has +2 attack and +10 damage vs. Dazed, Stunned, Immobilized, "
        "and Confused enemies until end of round.");
    QVERIFY(self);
    QCOMPARE(self->lasts, EffectDuration::EndOfRound);
    QVERIFY(self->recipients.self && !self->recipients.allies && !self->recipients.enemies);
    QVERIFY(!read("Use at start of a round. Allies have +2 Attack against higher-level enemies."));
}

// "Use at start of round: <who> have <bonuses> until end of round" (302.1): who gets them, and each bonus.
void TestCardProfile::readsStartOfRoundChampionBonuses()
{
    QFETCH(QString, text);
    QFETCH(bool, self);
    QFETCH(QStringList, keywords);
    QFETCH(QStringList, bonuses);
    const CardProfile profile =
        parseCard(card({power(PowerType::Champion, QStringLiteral("Use at end of round: Dance.")),
                        power(PowerType::Champion, text)}));
    QVERIFY(!profile.readings.at(0).understood());
    QVERIFY2(profile.readings.at(1).understood(),
             qPrintable(profile.readings.at(1).leftovers.join(QLatin1Char('|'))));
    QCOMPARE(profile.champion.size(), 1);
    const ChampionPower& read = profile.champion.first();
    QCOMPARE(read.number, 2); // the second power of the Champion block
    QCOMPARE(read.timing, ChampionTiming::StartOfRound);
    QCOMPARE(read.recipients.self, self);
    QVERIFY(read.recipients.allies);
    QCOMPARE(read.recipients.filter.requiredKeywords, keywords);
    QStringList actual;
    for (const StaticModifier& bonus : read.bonuses)
        actual.append(
            QStringLiteral("%1 %2 %3%4")
                .arg(int(bonus.statistic))
                .arg(bonus.amount)
                .arg(int(bonus.condition))
                .arg(bonus.attacks ? QStringLiteral(" ") + attackKindName(*bonus.attacks) : QString()));
    QCOMPARE(actual, bonuses);
    QVERIFY(!profile.byHand.contains(power(PowerType::Champion, text)));
}

void TestCardProfile::readsChampionBonusesAtTheStartOfItsTurn_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("keywords");
    QTest::newRow("each ally")
        << "Use at start of this creature's turn: Each ally has +2 Attack until end of round."
        << QStringList{};
    QTest::newRow("a misprint, keyword allies")
        << "Use at start this creature's turn. Martial allies have +2 {r} attack until end of round."
        << QStringList{QStringLiteral("Martial")};
}

// "Use at start of this creature's turn: …" (402.1): the same bonuses, at the start of its turn.
void TestCardProfile::readsChampionBonusesAtTheStartOfItsTurn()
{
    QFETCH(QString, text);
    QFETCH(QStringList, keywords);
    const CardProfile profile = parseCard(card({power(PowerType::Champion, text)}));
    QCOMPARE(profile.champion.size(), 1);
    const ChampionPower& read = profile.champion.first();
    QCOMPARE(read.timing, ChampionTiming::StartOfOwnTurn);
    QCOMPARE(read.recipients.filter.requiredKeywords, keywords);
    QCOMPARE(read.bonuses.size(), 1);
    QCOMPARE(read.bonuses.first().statistic, Statistic::Attack);
    QCOMPARE(read.bonuses.first().amount, 2);
}

// "Use at start of round: Good allies heal 10 HP" (808): whom, and how much.
void TestCardProfile::readsStartOfRoundChampionHealing()
{
    const CardProfile profile = parseCard(card(
        {power(PowerType::Champion, QStringLiteral("Use at start of round: Undead allies heal 10 HP."))}));
    QVERIFY(profile.readings.at(0).understood());
    QCOMPARE(profile.champion.size(), 1);
    const ChampionPower& read = profile.champion.first();
    QCOMPARE(read.timing, ChampionTiming::StartOfRound);
    QCOMPARE(read.heals, 10);
    QVERIFY(read.bonuses.isEmpty());
    QCOMPARE(read.recipients.filter.requiredKeywords, QStringList{QStringLiteral("Undead")});
    QVERIFY(read.recipients.allies && !read.recipients.self && !read.recipients.enemies);
}

void TestCardProfile::readsExtraInitiativeDice_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("dice"); // 0: not read
    QTest::newRow("extra")
        << "Use at start of round: You roll 1 extra d20 when determining initiative this round." << 1;
    QTest::newRow("additional")
        << "Use at start of round: You roll 1 additional d20 when determining initiative "
           "this round."
        << 1;
    QTest::newRow("an extra, for initiative")
        << "Use at start of round: Roll an extra d20 for initiative this round." << 1;
    QTest::newRow("one that decides the roll: not this")
        << "Use at start of round: Roll an extra d20 for initiative this round; your opponent rerolls." << 0;
}

// 302.2: a side's d20s for the initiative of the round the power is used in.
void TestCardProfile::readsExtraInitiativeDice()
{
    QFETCH(QString, text);
    QFETCH(int, dice);
    const CardProfile profile = parseCard(card({power(PowerType::Champion, text)}));
    QCOMPARE(profile.readings.at(0).understood(), dice > 0);
    if (dice > 0) {
        QCOMPARE(profile.champion.first().timing, ChampionTiming::StartOfRound);
        QCOMPARE(profile.champion.first().extraInitiativeDice, dice);
    }
}

void TestCardProfile::readsChampionPowersAnsweringDamageOfAType_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("read"); // "type | whose | what": empty when refused
    QTest::newRow("a condition")
        << "Use when an enemy takes necrotic damage: That enemy is Weakened (save ends)."
        << "Necrotic | enemy | Enervated";
    QTest::newRow("ongoing damage it takes")
        << "Use when an enemy takes necrotic damage: That enemy takes ongoing 10 necrotic damage (save ends)."
        << "Necrotic | enemy | ongoing 10";
    QTest::newRow("ongoing damage it gains")
        << "Use when an enemy takes fire damage: That enemy gains 10 ongoing fire damage (save ends)."
        << "Fire | enemy | ongoing 10";
    QTest::newRow("any creature")
        << "Use when any creature takes cold damage: That creature is Immobilized until "
           "end of round."
        << "Cold | any | Immobilized";
    QTest::newRow("damage to others: not this") << "Use when an enemy takes lightning damage: That enemy and "
                                                   "each adjacent creature take 10 thunder damage."
                                                << "";
    QTest::newRow("bonus damage: not this") << "Use when an enemy takes fire damage: +15 fire damage."
                                            << "";
    QTest::newRow("a state for some creatures only: not this")
        << "Use when an enemy takes cold damage: Undead target is also Immobilized."
        << "";
}

void TestCardProfile::readsChampionPowersAnsweringDamageOfAType()
{
    QFETCH(QString, text);
    QFETCH(QString, read);
    const CardProfile profile = parseCard(card({power(PowerType::Champion, text)}));
    QCOMPARE(profile.readings.at(0).understood(), !read.isEmpty());
    if (read.isEmpty())
        return;
    const ChampionPower& power = profile.champion.first();
    QCOMPARE(power.timing, ChampionTiming::EnemyTakesDamage);
    QStringList what;
    for (const ConditionEffect& condition : power.rider.conditions)
        what.append(conditionName(condition.condition));
    for (const OngoingDamage& ongoing : power.rider.ongoing)
        what.append(QStringLiteral("ongoing %1").arg(ongoing.amount));
    QCOMPARE(QStringLiteral("%1 | %2 | %3")
                 .arg(damageTypeName(power.damageTaken),
                      power.anyCreature ? QStringLiteral("any") : QStringLiteral("enemy"),
                      what.join(QLatin1Char(' '))),
             read);
}

void TestCardProfile::leavesChampionPowersItCannotRun_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("no duration") << "Use at start of round. Allies have +2 Attack.";
    QTest::newRow("either of two kinds of ally")
        << "Use at start of round: Selesnya and Good allies have +3 attack until end of round.";
    QTest::newRow("allies in a place")
        << "Use at start of round: Each ally occupying a victory area has +2 AC until end of round.";
    QTest::newRow("a condition on a defence")
        << "Use at start of round. Allies have +2 AC against Bloodied targets "
           "until end of round.";
    QTest::newRow("another moment") << "Use when an ally scores a critical hit: +20 Damage on that attack.";
    QTest::newRow("a hit and a shift")
        << "Use when a Martial ally hits with a {m} attack: +10 Damage on that attack AND that ally shifts.";
}

void TestCardProfile::leavesChampionPowersItCannotRun()
{
    QFETCH(QString, text);
    const CardProfile profile = parseCard(card({power(PowerType::Champion, text)}));
    QVERIFY(!profile.readings.at(0).understood());
    QVERIFY(profile.champion.isEmpty());
    QCOMPARE(profile.byHand.size(), 1);
}

void TestCardProfile::readsChampionPowersAnsweringAnAllysHit_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<HitFilter>("hit");
    QTest::addColumn<QStringList>("keywords");
    QTest::addColumn<int>("damage");
    HitFilter ranged;
    ranged.attacks = AttackKind::Ranged;
    QTest::newRow("a {r} hit") << "Use when an ally hits with a {r} attack: +5 Damage on that attack."
                               << ranged << QStringList{} << 5;
    HitFilter adjacent;
    adjacent.adjacent = true;
    QTest::newRow("an adjacent ally")
        << "Use when an adjacent ally hits an enemy with an attack: +10 Damage on "
           "that attack."
        << adjacent << QStringList{} << 10;
    HitFilter melee;
    melee.attacks = AttackKind::Melee;
    QTest::newRow("keyword allies, melee")
        << "Use when a Beast or Orc ally hits with a {m} attack: +15 Damage on "
           "that attack."
        << melee << QStringList{"Beast", "Orc"} << 15;
    HitFilter bloodied;
    bloodied.target.bloodiedOnly = true;
    QTest::newRow("a bloodied enemy") << "Use when an ally hits a Bloodied enemy: +10 Damage on that attack."
                                      << bloodied << QStringList{} << 10;
    HitFilter blinded = melee;
    blinded.target.requiredConditions = {Condition::Blinded};
    QTest::newRow("a blinded enemy")
        << "Use when an ally hits a Blinded enemy with a {m} attack: +20 Damage on "
           "that attack."
        << blinded << QStringList{} << 20;
    HitFilter opportunity;
    opportunity.opportunityAttack = true;
    QTest::newRow("an opportunity attack")
        << "Use when an ally hits with an opportunity attack: +10 Damage on "
           "that attack."
        << opportunity << QStringList{} << 10;
    QTest::newRow("a bloodied ally's hit")
        << "Use when a bloodied ally hits with a {m} attack: +15 damage on "
           "that attack."
        << melee << QStringList{} << 15;
    HitFilter larger;
    larger.target.minSize = CreatureSize::Medium;
    QTest::newRow("a Medium or larger enemy, the ally heals")
        << "Use when a Halfling ally hits a Medium or larger enemy. That ally heals 15 HP." << larger
        << QStringList{QStringLiteral("Halfling")} << 0;
    QTest::newRow("a rider on the enemy")
        << "Use when an Undead ally hits an enemy with an attack. That enemy also has ongoing 10 necrotic "
           "Damage (save ends)."
        << HitFilter{} << QStringList{QStringLiteral("Undead")} << 0;
}

// "Use when an ally hits …: +N Damage on that attack" (415.2.c): whose hits, which ones, how much.
void TestCardProfile::readsChampionPowersAnsweringAnAllysHit()
{
    QFETCH(QString, text);
    QFETCH(HitFilter, hit);
    QFETCH(QStringList, keywords);
    QFETCH(int, damage);
    const CardProfile profile = parseCard(card({power(PowerType::Champion, text)}));
    QCOMPARE(profile.champion.size(), 1);
    const ChampionPower& read = profile.champion.first();
    QCOMPARE(read.timing, ChampionTiming::AllyHits);
    QCOMPARE(read.hit, hit);
    QCOMPARE(read.recipients.filter.requiredKeywords, keywords);
    QCOMPARE(read.recipients.filter.bloodiedOnly, text.contains(QLatin1String("bloodied ally")));
    QCOMPARE(read.extraDamage.amount, damage);
    // What else the power does, as its text says: heal the ally, or a rider on the enemy.
    QCOMPARE(read.healsHitter, text.contains(QLatin1String("heals 15 HP")) ? 15 : 0);
    QCOMPARE(read.rider.ongoing.isEmpty() ? 0 : read.rider.ongoing.first().amount,
             text.contains(QLatin1String("ongoing 10")) ? 10 : 0);
}

void TestCardProfile::readsPowersAnsweringItsHit_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("optional");
    QTest::addColumn<QString>("by"); // "charge", "opportunity", "basic", "Melee", "" (any attack)
    QTest::addColumn<int>("bonus");
    QTest::addColumn<QList<Condition>>("conditions");
    QTest::addColumn<int>("ongoing");
    QTest::newRow("opportunity, save ends")
        << "Hobbling Strike: Use when this creature hits with an opportunity "
           "attack: Target is also Slowed (save ends)."
        << true << "opportunity" << 0 << QList<Condition>{Condition::Slowed} << 0;
    QTest::newRow("by itself, a charge")
        << "Paralyzing Charge: Whenever this creature hits with a charge attack, "
           "target is also Immobilized."
        << false << "charge" << 0 << QList<Condition>{Condition::Immobilized} << 0;
    QTest::newRow("a basic attack, once per turn") << "That was the Bite: Use when this creature hits with a "
                                                      "basic melee attack, once per turn: +5 damage on "
                                                      "that attack."
                                                   << true << "basic" << 5 << QList<Condition>{} << 0;
    QTest::newRow("ongoing damage")
        << "Venom 15: Use when this creature hits with a {b} attack: Target has 15 "
           "ongoing poison damage (save ends)."
        << true << "basic" << 0 << QList<Condition>{} << 15;
    QTest::newRow("after a {m} hit, two effects")
        << "Hellstinger Venom: Use after this creature hits with a {m} attack: Target of that attack has -2 "
           "Attack "
           "and is Weakened (save ends both)."
        << true << "Melee" << 0 << QList<Condition>{Condition::Weakened} << 0;
    QTest::newRow("a bonus and a rider")
        << "Goring Charge: Whenever this creature hits with a charge attack: +10 damage on that attack and "
           "target of that attack is Immobilized."
        << false << "charge" << 10 << QList<Condition>{Condition::Immobilized} << 0;
    QTest::newRow("takes ongoing damage") << "Hot Iron: Use when this creature hits with a {m} attack: "
                                             "Target also takes ongoing 10 fire damage "
                                             "(save ends)."
                                          << true << "Melee" << 0 << QList<Condition>{} << 10;
}

// "Use when this creature hits with …" (415.2.c), "Whenever …" (704.2): which hits, and what they add.
void TestCardProfile::readsPowersAnsweringItsHit()
{
    QFETCH(QString, text);
    QFETCH(bool, optional);
    QFETCH(QString, by);
    QFETCH(int, bonus);
    QFETCH(QList<Condition>, conditions);
    QFETCH(int, ongoing);
    const CardProfile profile = parseCard(card({power(PowerType::Special, text)}));
    QVERIFY2(profile.readings.at(0).understood(),
             qPrintable(profile.readings.at(0).leftovers.join(QLatin1Char('|'))));
    QCOMPARE(profile.abilities.triggered.size(), 1);
    const TriggeredPower& read = profile.abilities.triggered.first();
    QCOMPARE(read.event, TriggerEvent::HitsWithAttack);
    QCOMPARE(read.optional, optional);
    QCOMPARE(read.byCharge, by == QLatin1String("charge"));
    QCOMPARE(read.byOpportunityAttack, by == QLatin1String("opportunity"));
    QCOMPARE(read.byBasicAttack, by == QLatin1String("basic"));
    if (by == QLatin1String("Melee"))
        QCOMPARE(read.byAttack, std::optional<AttackKind>(AttackKind::Melee));
    QCOMPARE(read.bonusDamage.amount, bonus);
    QList<Condition> readConditions;
    for (const ConditionEffect& effect : read.onHit.conditions)
        readConditions.append(effect.condition);
    QCOMPARE(readConditions, conditions);
    QCOMPARE(read.onHit.ongoing.isEmpty() ? 0 : read.onHit.ongoing.first().amount, ongoing);
}

namespace {

// The one triggered power a special power's text reads as; none when it is not read whole as one.
std::optional<TriggeredPower> triggeredPowerOf(const QString& text)
{
    const CardProfile profile = parseCard(card({power(PowerType::Special, text)}));
    if (!profile.readings.at(0).understood() || profile.abilities.triggered.size() != 1)
        return std::nullopt;
    return profile.abilities.triggered.first();
}

// A data row read "-": its text must not be read as a triggered power (a failed check fails the test).
// True when the row is one, and the test has nothing more to check.
bool isRefusalRow(const QString& text, const QString& read)
{
    if (read != QLatin1String("-"))
        return false;
    QTest::qVerify(!triggeredPowerOf(text).has_value(), "!triggeredPowerOf(text)", qPrintable(text), __FILE__,
                   __LINE__);
    return true;
}

// A triggered power as the tests below write it: who decides, which attacks it answers, what it does.
QString describeAnswer(const TriggeredPower& power)
{
    QStringList parts{power.immediate  ? QStringLiteral("immediate")
                      : power.optional ? QStringLiteral("use")
                                       : QStringLiteral("by itself")};
    QString attacks = power.byAttack ? attackKindName(*power.byAttack) : QStringLiteral("any");
    if (power.orByAttack)
        attacks += QStringLiteral(" or %1").arg(attackKindName(*power.orByAttack));
    if (power.byBasicAttack)
        attacks += QStringLiteral(" basic");
    if (power.byOpportunityAttack)
        attacks += QStringLiteral(" opportunity");
    if (power.byAdjacentEnemy)
        attacks += QStringLiteral(" adjacent");
    if (power.whileBloodied)
        attacks += *power.whileBloodied ? QStringLiteral(" bloodied") : QStringLiteral(" not bloodied");
    if (power.onlyBesideAlly)
        attacks += QStringLiteral(" beside an ally");
    parts.append(attacks);
    if (power.move)
        parts.append(QStringLiteral("%1 %2")
                         .arg(power.move->kind == ForcedMovement::Kind::Shift ? QStringLiteral("shift")
                                                                              : QStringLiteral("teleport"))
                         .arg(power.move->squares));
    if (power.heals > 0)
        parts.append(QStringLiteral("heals %1").arg(power.heals));
    if (power.basicAttack)
        parts.append(power.againstThatEnemy ? QStringLiteral("basic attack against that enemy")
                                            : QStringLiteral("basic attack"));
    if (power.enemyDamage.amount > 0)
        parts.append(QStringLiteral("%1 %2 damage")
                         .arg(power.enemyDamage.amount)
                         .arg(damageTypeName(power.enemyDamage.type)));
    for (const ConditionEffect& condition : power.enemyEffects.conditions)
        parts.append(QStringLiteral("that enemy %1").arg(conditionName(condition.condition)));
    if (power.missesInstead)
        parts.append(QStringLiteral("misses instead"));
    if (power.onCritical && power.event == TriggerEvent::HitBy)
        parts.append(power.byAnyCreature ? QStringLiteral("anyone's critical")
                                         : QStringLiteral("an enemy's critical"));
    if (power.normalHitInstead)
        parts.append(QStringLiteral("a normal hit instead"));
    if (!power.ownStates.isEmpty())
        parts.append(QStringLiteral("own states"));
    if (power.damageReduction > 0)
        parts.append(QStringLiteral("-%1 damage").arg(power.damageReduction));
    return parts.join(QStringLiteral(" | "));
}

} // namespace

void TestCardProfile::readsPowersAnsweringAMiss_data()
{
    QTest::addColumn<QString>("text");
    // How it is used ("use", "immediate", "by itself"), the misses it answers, and what it does.
    QTest::addColumn<QString>("read");
    QTest::newRow("immediate, a {m} miss, a shift")
        << "Goblin Tactics: Immediate, when a {m} attack misses this creature; shift 1 square."
        << "immediate | Melee | shift 1";
    QTest::newRow("a shift of 412.3's one square")
        << "Goblin Tactics: Use after a {m} attack misses this creature: Shift as a free action."
        << "use | Melee | shift 1";
    QTest::newRow("up to 3 squares, any attack")
        << "Leaf on the Wind: Use when an attack misses this creature: Shift up to 3 squares."
        << "use | any | shift 3";
    QTest::newRow("strikes back at that enemy")
        << "Evil Eye: Immediate, when an enemy misses this creature with a {m} attack; make a {b} attack "
           "against that enemy."
        << "immediate | Melee | basic attack against that enemy";
    QTest::newRow("as an immediate action")
        << "Hacking Blades: Use when an enemy misses this creature with a {m} attack: Make 1 {b} attack "
           "against that enemy as an immediate action."
        << "immediate | Melee | basic attack against that enemy";
    QTest::newRow("a teleport")
        << "Displacement: Immediate, when a {m} attack misses this creature; teleport 5 squares."
        << "immediate | Melee | teleport 5";
    QTest::newRow("the attacker Immobilized")
        << "Entrap Attacker: Use when this creature is missed by a {m} attack, no more than once per turn: "
           "Attacker is Immobilized (save ends)."
        << "use | Melee | that enemy Immobilized";
    QTest::newRow("a teleport, then an attack") << "Displacing Strike: Immediate, when missed by a {m} or "
                                                   "{r} attack; teleport 5 squares, then make a "
                                                   "{b} attack."
                                                << "immediate | Melee or Ranged | teleport 5 | basic attack";
    QTest::newRow("refused: a shift, then an attack against that enemy, whose reach is judged before")
        << "Not So Close: Use when an enemy misses this creature with a {m} attack: This creature shifts up "
           "to 1 "
           "square, then makes a Longbow attack against that enemy as an immediate action."
        << "-";
    QTest::newRow("refused: an attack, then a teleport")
        << "Strike and Fade: Immediate, when missed by a {m} attack; make a {b} attack, then teleport 5 "
           "squares."
        << "-";
    QTest::newRow("by itself, an adjacent enemy, typed damage")
        << "Ice Spikes: Whenever an adjacent enemy misses this creature with a {m} attack, that enemy "
           "takes 15 cold damage."
        << "by itself | Melee adjacent | 15 Cold damage";
}

// "Use when an enemy misses this creature …", "Immediate, when a {m} attack misses this creature",
// "Whenever …" (704.2): which misses, and what the power does then.
void TestCardProfile::readsPowersAnsweringAMiss()
{
    QFETCH(QString, text);
    QFETCH(QString, read);
    if (isRefusalRow(text, read)) // done in another order than the engine's: the players'
        return;
    const std::optional<TriggeredPower> found = triggeredPowerOf(text);
    QVERIFY2(found, qPrintable(text));
    const TriggeredPower& power = *found;
    QCOMPARE(power.event, TriggerEvent::MissedBy);
    QCOMPARE(describeAnswer(power), read);
}

void TestCardProfile::readsPowersAnsweringAnAttackOnIt_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("read"); // as readsPowersAnsweringAMiss's; "-": not read as such
    QTest::addColumn<bool>("onlyIfHit");
    QTest::newRow("Retributive Strike")
        << "Retributive Strike: Use after an adjacent enemy resolves an attack against this creature: Make 1 "
           "{b} attack against that enemy as an immediate action."
        << "immediate | any adjacent | basic attack against that enemy" << false;
    QTest::newRow("Snapping Rebuke, after a hit")
        << "Snapping Rebuke: Use after an enemy resolves a {m} attack against this creature: If that attack "
           "hit, make 1 {b} attack against that enemy as an immediate action."
        << "immediate | Melee | basic attack against that enemy" << true;
    // What it does is no attack: Distracting Mark's penalty is left for the players.
    QTest::newRow("no attack made")
        << "Sidestep: Use after an enemy resolves an attack against this creature: "
           "Shift 1 square."
        << "-" << false;
}

// "Use after an adjacent enemy resolves an attack against this creature": hit or miss, once resolved,
// it strikes back at that enemy; "If that attack hit" only after a hit.
void TestCardProfile::readsPowersAnsweringAnAttackOnIt()
{
    QFETCH(QString, text);
    QFETCH(QString, read);
    QFETCH(bool, onlyIfHit);
    const std::optional<TriggeredPower> found = triggeredPowerOf(text);
    if (read == QLatin1String("-")) {
        QVERIFY(!found || found->event != TriggerEvent::AttackedBy);
        return;
    }
    QVERIFY2(found, qPrintable(text));
    QCOMPARE(found->event, TriggerEvent::AttackedBy);
    QCOMPARE(describeAnswer(*found), read);
    QCOMPARE(found->onlyIfHit, onlyIfHit);
}

void TestCardProfile::readsWhichHitsItsPowersAnswer_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("critical");
    QTest::addColumn<bool>("bloodiedTarget");
    QTest::addColumn<QString>("nextToAlly"); // "-": no such restriction
    QTest::addColumn<int>("bonus");
    QTest::addColumn<QList<Condition>>("conditions");
    QTest::addColumn<int>("natural"); // the lowest d20 it answers (0: any)
    QTest::newRow("a bloodied target")
        << "Death Attack: Use when this creature hits a Bloodied target; +20 Damage to that attack." << false
        << true << "-" << 20 << QList<Condition>{} << 0;
    QTest::newRow("a target next to a Wolf ally")
        << "Bring Down Prey: Whenever this creature hits a target adjacent to a Wolf ally: That target is "
           "Immobilized."
        << false << false << "Wolf" << 0 << QList<Condition>{Condition::Immobilized} << 0;
    QTest::newRow("a target next to any ally")
        << "Teamwork: Whenever this creature hits an enemy adjacent to an ally: +5 damage on that attack."
        << false << false << "" << 5 << QList<Condition>{} << 0;
    QTest::newRow("a critical")
        << "Stunning Critical: Whenever this creature scores a critical, target of that attack is also "
           "Stunned."
        << true << false << "-" << 0 << QList<Condition>{Condition::Stunned} << 0;
    QTest::newRow("a critical hit with a {m} attack")
        << "Dark Moon Strike: When this creature scores a critical with a {m} attack, target of that attack "
           "is also Stunned."
        << true << false << "-" << 0 << QList<Condition>{Condition::Stunned} << 0;
    QTest::newRow("a critical's bonus damage")
        << "Frigid Fury: Whenever this creature scores a critical hit: +30 cold damage on that attack."
        << true << false << "-" << 30 << QList<Condition>{} << 0;
    QTest::newRow("bonus damage on critical hits, by itself")
        << "Supervenomate: +10 poison damage on critical hits." << true << false << "-" << 10
        << QList<Condition>{} << 0;
    QTest::newRow("on a critical hit, a condition")
        << "Stunning Critical: On a critical hit, target is also Stunned (save ends)." << true << false << "-"
        << 0 << QList<Condition>{Condition::Stunned} << 0;
    QTest::newRow("pushed, in the passive") << "Feral Charge: Whenever this creature hits with a charge "
                                               "attack, the target of that attack is also "
                                               "pushed 2 squares."
                                            << false << false << "-" << 0 << QList<Condition>{} << 0;
    QTest::newRow("a natural 17-20, in the effect")
        << "Crippling Slash: Use when this creature hits a living enemy with a {m} attack: If the attack "
           "roll "
           "was a natural 17-20, target is also Immobilized and takes ongoing 10 damage (save ends both)."
        << false << false << "-" << 0 << QList<Condition>{Condition::Immobilized} << 17;
    QTest::newRow("a natural 17, 18, 19 or 20 rolled")
        << "Sap Strength: Whenever this creature rolls a natural 17, 18, 19 or 20 with an attack, the target "
           "is also Weakened."
        << false << false << "-" << 0 << QList<Condition>{Condition::Enervated} << 17;
    QTest::newRow("a natural 19 or 20 on a successful attack")
        << "Bam!: Use when this creature rolls a natural 19 or 20 on a successful attack; the target is also "
           "stunned."
        << false << false << "-" << 0 << QList<Condition>{Condition::Stunned} << 19;
    QTest::newRow("with a natural 18+")
        << "Grab: Use when this creature hits a Medium or smaller enemy with a natural 18+: That enemy is "
           "Immobilized (save ends)."
        << false << false << "-" << 0 << QList<Condition>{Condition::Immobilized} << 18;
}

// "hits a Bloodied target", "hits a target adjacent to a Wolf ally", "scores a critical" (604.6): the
// hits a power answers, which the engine checks before it offers or applies it.
void TestCardProfile::readsWhichHitsItsPowersAnswer()
{
    QFETCH(QString, text);
    QFETCH(bool, critical);
    QFETCH(bool, bloodiedTarget);
    QFETCH(QString, nextToAlly);
    QFETCH(int, bonus);
    QFETCH(QList<Condition>, conditions);
    QFETCH(int, natural);
    const std::optional<TriggeredPower> found = triggeredPowerOf(text);
    QVERIFY2(found, qPrintable(text));
    QCOMPARE(found->event, TriggerEvent::HitsWithAttack);
    QCOMPARE(found->onCritical, critical);
    QCOMPARE(found->naturalFrom, natural);
    QCOMPARE(found->againstTarget.bloodiedOnly, bloodiedTarget);
    QCOMPARE(found->againstTarget.adjacentToAlly,
             nextToAlly == QLatin1String("-") ? std::nullopt : std::optional<QString>(nextToAlly));
    QCOMPARE(found->bonusDamage.amount, bonus);
    QList<Condition> read;
    for (const ConditionEffect& effect : found->onHit.conditions)
        read.append(effect.condition);
    QCOMPARE(read, conditions);
}

// Hits the engine could not tell apart are left to be resolved by hand.
void TestCardProfile::refusesHitsItCannotTellApart()
{
    for (const QString& text :
         {QStringLiteral("Pack Tactics: Whenever this creature hits a target adjacent to a Wolf enemy: +5 "
                         "damage on that attack."),
          QStringLiteral(
              "Marked Prey: Whenever this creature hits a Marked target: +5 damage on that attack."),
          QStringLiteral(
              "Teamwork: Whenever this creature hits a target adjacent to another ally: +5 damage on "
              "that attack."),
          QStringLiteral(
              "Shove: Whenever this creature hits with a charge attack, the target of that attack is "
              "also pushed away."),
          // rolls that skip some: no run up to 20
          QStringLiteral(
              "Lucky: Whenever this creature rolls a natural 17 or 20 with an attack, the target is "
              "also Weakened."),
          // a natural roll that may miss: the damage is no hit's
          QStringLiteral(
              "Locked Claw: Use when this creature rolls a natural 18, 19, or 20 on an attack roll: "
              "Target takes 5 damage and is Immobilized."),
          // a normal hit instead of what? Only a critical hit can become one
          QStringLiteral("Sturdy: Use when this creature is hit by an attack: That attack is a hit instead."),
          // bonus damage on something no hit is
          QStringLiteral("Grim: +10 damage on critical misses."),
          // targeted: no critical is rolled yet
          QStringLiteral(
              "Sturdy: Use when this creature is targeted by an attack: That attack is a hit instead.")})
        QVERIFY2(!triggeredPowerOf(text), qPrintable(text));
}

void TestCardProfile::readsPowersAnsweringANeighboursTurn_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("read"); // who decides | start or end | within | sides | what it does
    QTest::newRow("use, an enemy starting adjacent") << "Freezing Body: Use when an enemy starts its turn "
                                                        "adjacent to this creature: That enemy takes 10 cold "
                                                        "damage."
                                                     << "use | starts | 1 | enemies | 10 Cold damage";
    QTest::newRow("an aura that damages and slows")
        << "Grasping Dead: (aura 3) Enemies that start their turn in aura take 10 necrotic damage and are "
           "Slowed until end of turn."
        << "by itself | starts | 3 | enemies | 10 Necrotic damage, Slowed";
    QTest::newRow("an aura on both sides")
        << "Waves of Flame: (Aura 1) Enemies and allies that start a turn in aura take 5 fire damage."
        << "by itself | starts | 1 | enemies allies | 5 Fire damage";
    QTest::newRow("an aura, damage first")
        << "Immolation: (Aura 1) Enemies and allies take 20 fire damage whenever starting a turn in aura."
        << "by itself | starts | 1 | enemies allies | 20 Fire damage";
    QTest::newRow("while not bloodied")
        << "Aura of Crushing Despair: While this creature is not Bloodied, whenever an enemy starts its turn "
           "adjacent to this creature, that enemy takes 5 psychic Damage."
        << "by itself not bloodied | starts | 1 | enemies | 5 Psychic damage";
    QTest::newRow("ends its turn") << "Gnashing Horde: Use whenever an enemy ends its turn adjacent to this "
                                      "creature: That enemy takes 10 "
                                      "damage."
                                   << "use | ends | 1 | enemies | 10 Untyped damage";
    QTest::newRow("damage to each, first")
        << "Gnashing Horde: 5 Damage to each enemy that ends its turn adjacent to this creature."
        << "by itself | ends | 1 | enemies | 5 Untyped damage";
    QTest::newRow("an attack as an adjacent enemy activates")
        << "Bladestorm: Immediate, when an adjacent enemy activates, make a {b} attack against that enemy."
        << "immediate | starts | 1 | enemies | basic attack";
    QTest::newRow("a Confused enemy within reach")
        << "Prey on the Weak-Minded: Use when a Confused enemy activates within Reach. Make a {m} attack "
           "against that enemy."
        << "use | starts | reach | enemies Confused | melee attack";
    QTest::newRow("a condition, within squares")
        << "Gaze: Immediate action, when an enemy starts a turn within 3 squares: That enemy is Confused."
        << "immediate | starts | 3 | enemies | Confused";
    QTest::newRow("by itself, one of its melee attacks: a choice no response can give")
        << "Prey on the Weak-Minded: Whenever a Dazed or Dominated enemy activates within Reach, make a {m} "
           "attack against that enemy."
        << "-";
    QTest::newRow("living creatures on both sides")
        << "Grave Stink: Whenever a living enemy or ally adjacent to this creature starts its turn: That "
           "creature is Slowed and has -2 Attack until end of its turn."
        << "-";
}

// "Use when an enemy starts its turn adjacent to this creature", "(Aura 3) Enemies that start their
// turn in aura", "… ends its turn …" (402.1, 404.1): whose turn, where, and what the power does.
void TestCardProfile::readsPowersAnsweringANeighboursTurn()
{
    QFETCH(QString, text);
    QFETCH(QString, read);
    if (isRefusalRow(text, read)) // the neighbour named after its turn: not a wording we read
        return;
    const std::optional<TriggeredPower> found = triggeredPowerOf(text);
    QVERIFY2(found, qPrintable(text));
    const TriggeredPower& power = *found;
    QStringList sides;
    if (power.neighbour.enemies)
        sides.append(QStringLiteral("enemies"));
    if (power.neighbour.allies)
        sides.append(QStringLiteral("allies"));
    for (const Condition condition : power.neighbour.kind.requiredConditions)
        sides.append(conditionName(condition));
    QStringList does;
    if (power.enemyDamage.amount > 0)
        does.append(QStringLiteral("%1 %2 damage")
                        .arg(power.enemyDamage.amount)
                        .arg(damageTypeName(power.enemyDamage.type)));
    for (const ConditionEffect& effect : power.enemyEffects.conditions)
        does.append(conditionName(effect.condition));
    if (power.basicAttack)
        does.append(QStringLiteral("basic attack"));
    if (power.meleeAttack)
        does.append(QStringLiteral("melee attack"));
    QString decides = power.immediate  ? QStringLiteral("immediate")
                      : power.optional ? QStringLiteral("use")
                                       : QStringLiteral("by itself");
    if (power.whileBloodied)
        decides += *power.whileBloodied ? QStringLiteral(" bloodied") : QStringLiteral(" not bloodied");
    const QString described =
        QStringList{decides,
                    power.event == TriggerEvent::NeighbourTurnStarts ? QStringLiteral("starts")
                                                                     : QStringLiteral("ends"),
                    power.neighbour.within == 0 ? QStringLiteral("reach")
                                                : QString::number(power.neighbour.within),
                    sides.join(QLatin1Char(' ')), does.join(QStringLiteral(", "))}
            .join(QStringLiteral(" | "));
    QCOMPARE(described, read);
}

void TestCardProfile::readsPowersAnsweringAHitOnIt_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("read");
    QTest::newRow("misses instead")
        << "Blaze of Instinct: Immediate action, use when this creature is hit by an attack: That attack "
           "misses instead."
        << "immediate | any | misses instead";
    QTest::newRow("would be hit, a {m} attack")
        << "Shroud of Mist: Use when this creature would be hit by a {m} attack; that attack instead misses."
        << "use | Melee | misses instead";
    QTest::newRow("two kinds")
        << "Defensive Roll: Use when this creature is hit by a {m} or {r} attack: That "
           "attack is a miss instead."
        << "use | Melee or Ranged | misses instead";
    QTest::newRow("only while not bloodied")
        << "Parry: Use when a {m} attack hits this creature, only if this creature is not bloodied: That "
           "attack is a miss instead."
        << "use | Melee not bloodied | misses instead";
    QTest::newRow("only while bloodied")
        << "Death Ward: Immediate action, when an attack hits this creature: If this creature is bloodied, "
           "that attack misses this creature, instead."
        << "immediate | any bloodied | misses instead";
    QTest::newRow("less damage") << "Dragonborn Resolve: Use when this creature is hit by an attack: This "
                                    "creature takes 10 less damage from that attack."
                                 << "use | any | -10 damage";
    QTest::newRow("an adjacent enemy takes damage") << "Flame Shield: Use when an adjacent enemy hits this "
                                                       "creature with a {m} attack: That enemy takes 5 "
                                                       "fire damage."
                                                    << "use | Melee adjacent | 5 Fire damage";
    QTest::newRow("a critical by an enemy or an ally")
        << "Reinforced: Use when an enemy or ally scores a "
           "critical hit against this creature: That attack "
           "is a hit instead."
        << "use | any | anyone's critical | a normal hit instead";
    QTest::newRow("an enemy's critical, and its own state")
        << "Dissipate: Use when an enemy scores a critical against this creature; that attack is a normal "
           "hit "
           "instead, and this creature is invisible until start of its next turn."
        << "use | any | an enemy's critical | a normal hit instead | own states";
}

// "Use when this creature is hit by …" (415.2.c): which hits, and what the power does to them.
void TestCardProfile::readsPowersAnsweringAHitOnIt()
{
    QFETCH(QString, text);
    QFETCH(QString, read);
    const std::optional<TriggeredPower> found = triggeredPowerOf(text);
    QVERIFY2(found, qPrintable(text));
    const TriggeredPower& power = *found;
    QCOMPARE(power.event, TriggerEvent::HitBy);
    QCOMPARE(describeAnswer(power), read);
}

void TestCardProfile::readsOwnEffectsOnceItsAttackIsResolved_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<TriggerEvent>("event");
    QTest::addColumn<QString>("read");
    QTest::newRow("after its {m} hit, a shift")
        << "Agility: Use after this creature hits with a {m} attack: This creature shifts as a free action."
        << TriggerEvent::HitsWithAttack << "use | Melee | shift 1";
    QTest::newRow("after its opportunity hit")
        << "Jockey for Position: Use after this creature hits with an opportunity attack: This creature "
           "shifts "
           "as a free action."
        << TriggerEvent::HitsWithAttack << "use | any opportunity | shift 1";
    QTest::newRow("a heal when it hits")
        << "Confidence: Use when this creature hits with an attack: Heal 15 HP."
        << TriggerEvent::HitsWithAttack << "use | any | heals 15";
    QTest::newRow("after its {m} attack, hit or miss")
        << "Mobile Melee Attack: Use after this creature makes a {m} attack: This creature shifts as a free "
           "action."
        << TriggerEvent::AttackResolved << "use | Melee | shift 1";
    QTest::newRow("an immediate action, misprinted")
        << "Mobile Melee Attack 3: Use after this creature resolves a {m} attack: Shift up to 3 squares as "
           "aimmediate action."
        << TriggerEvent::AttackResolved << "immediate | Melee | shift 3";
    QTest::newRow("after resolving a {b} attack")
        << "Strike and Fade: Use after resolving a {b} attack; shift 3 squares."
        << TriggerEvent::AttackResolved << "use | Melee basic | shift 3";
    QTest::newRow("after making any attack") << "Light-Footed: Use after making an attack; shift 1 square."
                                             << TriggerEvent::AttackResolved << "use | any | shift 1";
}

// "Use after this creature hits with …", "Use after this creature makes a {m} attack": what the power
// does to its own creature once the attack is resolved.
void TestCardProfile::readsOwnEffectsOnceItsAttackIsResolved()
{
    QFETCH(QString, text);
    QFETCH(TriggerEvent, event);
    QFETCH(QString, read);
    const std::optional<TriggeredPower> found = triggeredPowerOf(text);
    QVERIFY2(found, qPrintable(text));
    const TriggeredPower& power = *found;
    QCOMPARE(power.event, event);
    QVERIFY(power.onHit.isEmpty());
    QCOMPARE(describeAnswer(power), read);
}

void TestCardProfile::readsPowersAnsweringItsDestruction_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("basicAttack");
    QTest::addColumn<int>("within"); // squares of the damage around it; 0: none
    QTest::addColumn<int>("damage");
    QTest::newRow("immediate, a {b} attack")
        << "Death Strike: Immediate, when destroyed; make a {b} attack." << true << 0 << 0;
    QTest::newRow("use, as an immediate action")
        << "Death Strike: Use when this creature is destroyed: Make 1 {b} attack as an immediate action."
        << true << 0 << 0;
    QTest::newRow("the damage first, the moment after")
        << "Death Burst: Each enemy and ally within 2 squares takes 15 fire damage when this creature is "
           "destroyed."
        << false << 2 << 15;
    QTest::newRow("each adjacent creature")
        << "Last Laugh: Use when this creature is destroyed: Each adjacent creature takes 10 damage." << false
        << 1 << 10;
}

// "When this creature is destroyed" (415.2.b): never optional (415.3), whatever the wording says.
void TestCardProfile::readsPowersAnsweringItsDestruction()
{
    QFETCH(QString, text);
    QFETCH(bool, basicAttack);
    QFETCH(int, within);
    QFETCH(int, damage);
    const std::optional<TriggeredPower> found = triggeredPowerOf(text);
    QVERIFY2(found, qPrintable(text));
    const TriggeredPower& power = *found;
    QCOMPARE(power.event, TriggerEvent::Destroyed);
    QVERIFY(!power.optional);
    QCOMPARE(power.basicAttack, basicAttack);
    QCOMPARE(power.surrounding ? power.surrounding->within : 0, within);
    QCOMPARE(power.surrounding ? power.surrounding->damage.amount : 0, damage);
}

// Conditions on those around it, or on the enemy that destroyed it: "that enemy" names none unless the
// moment does ("destroyed by an enemy").
void TestCardProfile::readsWhatItsDestructionDoesToOthers()
{
    const std::optional<TriggeredPower> flash = triggeredPowerOf(QStringLiteral(
        "Death Flash: Use when this creature is destroyed: Each adjacent ally and each adjacent "
        "enemy is Dazed."));
    QVERIFY(flash);
    QCOMPARE(flash->event, TriggerEvent::Destroyed);
    QVERIFY(flash->surrounding);
    QCOMPARE(flash->surrounding->within, 1);
    QCOMPARE(flash->surrounding->damage.amount, 0);
    QCOMPARE(flash->surrounding->effects.conditions.value(0).condition, Condition::Dazed);

    const std::optional<TriggeredPower> shape = triggeredPowerOf(QStringLiteral(
        "Death Shape: When this creature is destroyed by an enemy, that enemy is Dazed (save ends)."));
    QVERIFY(shape);
    QCOMPARE(shape->event, TriggerEvent::Destroyed);
    QVERIFY(!shape->optional);
    QCOMPARE(shape->enemyEffects.conditions.value(0).condition, Condition::Dazed);
    QCOMPARE(shape->enemyEffects.conditions.value(0).duration, EffectDuration::SaveEnds);

    QVERIFY(!triggeredPowerOf(
        QStringLiteral("Death Shape: When this creature is destroyed, that enemy is Dazed (save ends).")));
    QVERIFY(!triggeredPowerOf(QStringLiteral("Death Flash: Use when this creature is destroyed: Each "
                                             "adjacent creature is Dazed and pushed 1 square.")));
}

// "Each adjacent Immobilized enemy takes 10 damage", "1 adjacent enemy takes 5 damage" (its player's
// pick, so only where it is asked: at the start of its turn, a power it may use), "Adjacent creatures
// take 10 fire damage" (both sides).
void TestCardProfile::readsDamageToTheEnemiesAroundAsItsTurnBegins()
{
    const std::optional<TriggeredPower> constriction =
        triggeredPowerOf(QStringLiteral("Constriction: Use at start of this creature's turn: Each adjacent "
                                        "Immobilized enemy takes 10 damage."));
    QVERIFY(constriction && constriction->surrounding);
    QCOMPARE(constriction->event, TriggerEvent::StartOfOwnTurn);
    QVERIFY(constriction->surrounding->enemiesOnly);
    QVERIFY(!constriction->surrounding->chooseOne);
    QCOMPARE(constriction->surrounding->kind.requiredConditions, QList<Condition>{Condition::Immobilized});
    QCOMPARE(constriction->surrounding->damage.amount, 10);

    const std::optional<TriggeredPower> syphon = triggeredPowerOf(QStringLiteral(
        "Blood Syphon: Use at start of this creature's turn: 1 adjacent enemy takes 5 damage."));
    QVERIFY(syphon && syphon->surrounding);
    QVERIFY(syphon->surrounding->chooseOne);
    QVERIFY(syphon->surrounding->enemiesOnly);

    const std::optional<TriggeredPower> burst = triggeredPowerOf(QStringLiteral(
        "Burst: Use at start of this creature's turn: Adjacent creatures take 10 fire damage."));
    QVERIFY(burst && burst->surrounding);
    QVERIFY(!burst->surrounding->enemiesOnly);
    QCOMPARE(burst->surrounding->damage.type, DamageType::Fire);

    // Nobody asks which one when it applies by itself, nor at a hit.
    QVERIFY(!triggeredPowerOf(QStringLiteral("Syphon: Whenever this creature starts its turn adjacent to a "
                                             "wall: 1 adjacent enemy takes 5 damage.")));
    QVERIFY(!triggeredPowerOf(QStringLiteral(
        "Syphon: Use when this creature hits with a {m} attack: 1 adjacent enemy takes 5 damage.")));
}

// As its own turn ends (404.1): "Use when this creature ends its turn occupying difficult terrain",
// "Use at end of this creature's turn, if it is adjacent to a wall", or by itself ("At end of this
// creature's turn, …").
void TestCardProfile::readsPowersAsItsTurnEnds()
{
    const std::optional<TriggeredPower> fade = triggeredPowerOf(QStringLiteral(
        "Fade from View: Use when this creature ends its turn occupying difficult terrain; this "
        "creature has Hide until start of its next turn."));
    QVERIFY(fade);
    QCOMPARE(fade->event, TriggerEvent::EndOfOwnTurn);
    QVERIFY(fade->optional);
    QVERIFY(fade->onlyWhere);
    QCOMPARE(fade->onlyWhere->terrains, QStringList{QStringLiteral("difficult")});
    QVERIFY(!fade->ownStates.isEmpty());

    const std::optional<TriggeredPower> perch = triggeredPowerOf(QStringLiteral(
        "Perch: Use at end of this creature's turn, if it is adjacent to a wall: This creature heals 5 HP."));
    QVERIFY(perch);
    QVERIFY(perch->onlyWhere && perch->onlyWhere->besideWall);
    QCOMPARE(perch->heals, 5);

    const std::optional<TriggeredPower> itself =
        triggeredPowerOf(QStringLiteral("Rest: At end of this creature's turn, this creature heals 5 HP."));
    QVERIFY(itself);
    QCOMPARE(itself->event, TriggerEvent::EndOfOwnTurn);
    QVERIFY(!itself->optional);
    // By itself, no player picks the one enemy.
    QVERIFY(!triggeredPowerOf(
        QStringLiteral("Rest: At end of this creature's turn, 1 adjacent enemy takes 5 damage.")));
}

// Points a destruction scores besides the cost (105.3.a): to its side for an enemy of a kind, to the
// opponent for its own.
void TestCardProfile::readsVictoryPointsADestructionScores()
{
    const std::optional<TriggeredPower> bounty = triggeredPowerOf(
        QStringLiteral("Bounty: Whenever this creature destroys an enemy champion, score +10 VP."));
    QVERIFY(bounty);
    QCOMPARE(bounty->event, TriggerEvent::DestroysEnemy);
    QVERIFY(!bounty->optional);
    QVERIFY(bounty->againstTarget.championOnly);
    QCOMPARE(bounty->victoryPoints, 10);

    const std::optional<TriggeredPower> heads = triggeredPowerOf(
        QStringLiteral("Taking Heads: Immediate action: When this creature destroys an orc or goblin enemy; "
                       "Score +5VP, or +10 VP if the enemy is a Champion."));
    QVERIFY(heads);
    QVERIFY(heads->optional && heads->immediate);
    QCOMPARE(heads->againstTarget.requiredKeywords.size(), 2);
    QCOMPARE(heads->victoryPoints, 5);
    QCOMPARE(heads->championVictoryPoints, 10);

    const std::optional<TriggeredPower> doomed = triggeredPowerOf(
        QStringLiteral("Doomed Soul: Opponent scores +5 VP when this creature is destroyed."));
    QVERIFY(doomed);
    QCOMPARE(doomed->event, TriggerEvent::Destroyed);
    QCOMPARE(doomed->victoryPoints, 5);

    // the highest-level enemy in play is no kind the engine tests
    QVERIFY(!triggeredPowerOf(QStringLiteral(
        "Trophy Collector: Whenever this creature destroys the highest-level enemy in play, score +15 VP.")));
}

void TestCardProfile::readsPowersUsedAtTheStartOfItsTurn_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("heals");
    QTest::addColumn<QList<Condition>>("conditions"); // on itself
    QTest::newRow("heal") << "Regeneration 10: Use at start of this creature's turn: Heal 10 HP." << 10
                          << QList<Condition>{};
    QTest::newRow("this creature heals, a semicolon")
        << "Regeneration 5: Use at start of this creature’s turn; this creature heals 5 HP." << 5
        << QList<Condition>{};
    QTest::newRow("only while bloodied")
        << "Vernal Regeneration: Use when this creature starts a turn bloodied: "
           "Heal 10 HP."
        << 10 << QList<Condition>{};
    QTest::newRow("invisible for a while") << "The Lost Maid: Use at the start of this creature's turn: This "
                                              "creature is invisible until the start of its next turn."
                                           << 0 << QList<Condition>{Condition::Invisible};
}

// "Use at start of this creature's turn" (402.1): used at the player's word, and what it does.
void TestCardProfile::readsPowersUsedAtTheStartOfItsTurn()
{
    QFETCH(QString, text);
    QFETCH(int, heals);
    QFETCH(QList<Condition>, conditions);
    const std::optional<TriggeredPower> found = triggeredPowerOf(text);
    QVERIFY2(found, qPrintable(text));
    const TriggeredPower& power = *found;
    QCOMPARE(power.event, TriggerEvent::StartOfOwnTurn);
    QVERIFY(power.optional);
    QCOMPARE(power.heals, heals);
    QCOMPARE(power.whileBloodied.has_value(), text.contains(QLatin1String("bloodied")));
    QList<Condition> own;
    for (const ConditionEffect& effect : power.ownStates.conditions)
        own.append(effect.condition);
    QCOMPARE(own, conditions);
}

void TestCardProfile::readsWhereATurnMustBeginForItsPower_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("optional");
    QTest::addColumn<QString>("where"); // "wall", the terrains joined by "+", or "victory area"
    QTest::newRow("by itself, beside a wall")
        << "Wallwalker: Whenever this creature starts a turn adjacent to a wall; this creature has flight "
           "until end of turn."
        << false << "wall";
    QTest::newRow("by itself, occupying river terrain")
        << "Water Walk: Whenever this creature starts its turn occupying river terrain, it has +3 Speed "
           "until "
           "end of turn."
        << false << "river";
    QTest::newRow("used, only while beside a wall") << "In the Shadows: Use at start of this creature's "
                                                       "turn, only while adjacent to a wall; +4 DEF until "
                                                       "start of this creature's next turn."
                                                    << true << "wall";
    QTest::newRow("used, the place in the effect")
        << "Clarity of Action: Use at start of this creature's turn: If this creature occupies one of your "
           "victory areas, it has +4 Speed until end of turn."
        << true << "victory area";
}

// "starts a turn adjacent to a wall", "only while …", "If this creature occupies …" (1000.7, 1001.3): the
// engine offers or applies the power only there. A terrain the board lacks is no place.
void TestCardProfile::readsWhereATurnMustBeginForItsPower()
{
    QFETCH(QString, text);
    QFETCH(bool, optional);
    QFETCH(QString, where);
    const std::optional<TriggeredPower> found = triggeredPowerOf(text);
    QVERIFY2(found, qPrintable(text));
    QCOMPARE(found->event, TriggerEvent::StartOfOwnTurn);
    QCOMPARE(found->optional, optional);
    QVERIFY(found->onlyWhere);
    const StandingPlace& place = *found->onlyWhere;
    const QString read = place.besideWall ? QStringLiteral("wall")
                         : place.victoryArea == StandingPlace::VictoryArea::Own
                             ? QStringLiteral("victory area")
                             : place.terrains.join(QLatin1Char('+'));
    QCOMPARE(read, where);
    QVERIFY(!found->ownStates.isEmpty());
    QVERIFY(!triggeredPowerOf(QStringLiteral("Heatsink: Use at start of turn, if this creature occupies fire "
                                             "terrain: +2 attack until end of turn.")));
}

void TestCardProfile::readsPowersThatMoveTheirCreature_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("move"); // its speed times N, or N squares; then the mode
    QTest::newRow("twice its speed")
        << "Bounding Assault: Replaces move action: Move up to twice its current "
           "speed."
        << "speed x2";
    QTest::newRow("as with Flight")
        << "Telekinetic Leap: Replaces move action: Move up to its current speed as with Flight."
        << "speed x1 Flight";
    QTest::newRow("once per turn, a comma")
        << "Hop: Move action, once per turn: Moves up to its speed, with Flight."
        << "speed x1 Flight";
    QTest::newRow("squares with Burrow")
        << "Burrow Underground: Move action, once per turn: Move up to 5 squares with Burrow."
        << "5 squares Burrow";
}

// "Move up to twice its current speed", "… with Flight": a move of its own (412.2).
void TestCardProfile::readsPowersThatMoveTheirCreature()
{
    QFETCH(QString, text);
    QFETCH(QString, move);
    const CardProfile profile = parseCard(card({power(PowerType::Special, text)}));
    QVERIFY2(profile.readings.at(0).understood(),
             qPrintable(profile.readings.at(0).leftovers.join(QLatin1Char('|'))));
    QCOMPARE(profile.abilities.activated.size(), 1);
    const std::optional<SpeedMove>& walk = profile.abilities.activated.first().ownMove;
    QVERIFY(walk);
    QString read = walk->speedTimes > 0 ? QStringLiteral("speed x%1").arg(walk->speedTimes)
                                        : QStringLiteral("%1 squares").arg(walk->squares);
    if (walk->mode)
        read += *walk->mode == MovementMode::Flight ? QStringLiteral(" Flight") : QStringLiteral(" Burrow");
    QCOMPARE(read, move);
}

void TestCardProfile::readsOwnStatesOfPowersUsedAsActions_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("states"); // "statistic amount duration", "condition duration [end]"
    QTest::newRow("a bare bonus is its own") << "Burst of Speed: Minor action; +4 Speed until end of turn."
                                             << QStringList{QStringLiteral("Speed 4 EndOfTurn")};
    QTest::newRow("its turn is this turn, used on it")
        << "Burst of Speed +3: Use at any time on this creature's turn: +3 Speed until end of its turn."
        << QStringList{QStringLiteral("Speed 3 EndOfTurn")};
    QTest::newRow("this creature has, until start of its next turn")
        << "Tower of Iron: Attack action: This creature has +3 AC until start of its next turn."
        << QStringList{QStringLiteral("AC 3 StartOfNextTurn")};
    QTest::newRow("two bonuses, one duration")
        << "Building Anger: Replaces attack action: -4 Attack and +10 Damage until end of battle."
        << QStringList{QStringLiteral("Attack -4 Permanent"), QStringLiteral("Damage 10 Permanent")};
    QTest::newRow("Resist All for a while")
        << "Stoneskin: Minor action: This creature has Resist 10 All until end of its next turn."
        << QStringList{QStringLiteral("Resist All 10 EndOfItsNextTurn")};
    QTest::newRow("a standard power for a while")
        << "Falcon's Flight: Minor action; this creature has Flight until end of turn."
        << QStringList{QStringLiteral("Flight 1 EndOfTurn")};
    QTest::newRow("two standard powers, one duration")
        << "Ethereal Jaunt: Minor action: This creature gains insubstantial and phasing until the start of "
           "its "
           "next turn."
        << QStringList{QStringLiteral("Insubstantial 1 StartOfNextTurn"),
                       QStringLiteral("Phasing 1 StartOfNextTurn")};
    QTest::newRow("bare standard powers")
        << "Incorporeal: Minor action: Gains Phasing and Insubstantial until "
           "end of round."
        << QStringList{QStringLiteral("Phasing 1 EndOfRound"), QStringLiteral("Insubstantial 1 EndOfRound")};
    QTest::newRow("used on its turn")
        << "Ethereal Step: Use on this creature's turn; this creature has Phasing until end of turn."
        << QStringList{QStringLiteral("Phasing 1 EndOfTurn")};
    QTest::newRow("a standard power with its number")
        << "Skein of Shadow: Minor action: This creature has Conceal 11 until start of its next turn."
        << QStringList{QStringLiteral("Conceal 11 StartOfNextTurn")};
    QTest::newRow("invisible until it takes damage")
        << "Vanish: Minor action: This creature is invisible until it takes damage."
        << QStringList{QStringLiteral("Invisible Permanent ends when damaged")};
    QTest::newRow("a bare invisible, until after it attacks")
        << "Fade: Replaces attack action: Invisible until after it attacks."
        << QStringList{QStringLiteral("Invisible Permanent ends when it attacks")};
    QTest::newRow("until end of turn") << "Blur: Minor action: This creature is invisible until end of turn."
                                       << QStringList{QStringLiteral("Invisible EndOfTurn")};
    QTest::newRow("a leading duration, a list with commas")
        << "Lurk: Replaces attack action: Until end of its next turn, this creature has Conceal 5, +3 "
           "Attack, "
           "and +5 Damage."
        << QStringList{QStringLiteral("Conceal 5 EndOfItsNextTurn"),
                       QStringLiteral("Attack 3 EndOfItsNextTurn"),
                       QStringLiteral("Damage 5 EndOfItsNextTurn")};
    QTest::newRow("a bonus and a condition of its own")
        << "Brace: Minor action; until start of its next turn, this creature has +4 AC and is Immobilized."
        << QStringList{QStringLiteral("AC 4 StartOfNextTurn"), QStringLiteral("Immobilized StartOfNextTurn")};
}

// "Minor action: +4 Speed until end of turn" (800.3), "Minor action: This creature is invisible until
// it takes damage": the creature's own states and how long they last.
void TestCardProfile::readsOwnStatesOfPowersUsedAsActions()
{
    QFETCH(QString, text);
    QFETCH(QStringList, states);
    const CardProfile profile = parseCard(card({power(PowerType::Special, text)}));
    QVERIFY2(profile.readings.at(0).understood(),
             qPrintable(profile.readings.at(0).leftovers.join(QLatin1Char('|'))));
    QCOMPARE(profile.abilities.activated.size(), 1);
    const OwnStates& own = profile.abilities.activated.first().ownStates;
    QStringList read;
    for (const StatModifier& modifier : own.modifiers)
        read.append(QStringLiteral("%1 %2 %3")
                        .arg(statisticName(modifier.statistic))
                        .arg(modifier.amount)
                        .arg(effectDurationName(modifier.duration)));
    for (const ConditionEffect& condition : own.conditions)
        read.append(
            QStringLiteral("%1 %2%3%4")
                .arg(conditionName(condition.condition), effectDurationName(condition.duration),
                     condition.endsWhenDamaged ? QStringLiteral(" ends when damaged") : QString(),
                     condition.endsWhenItAttacks ? QStringLiteral(" ends when it attacks") : QString()));
    QCOMPARE(read, states);
}

void TestCardProfile::readsPowersUsedAsActions_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("cost"); // ActivatedPower::Cost
    QTest::addColumn<int>("move"); // ForcedMovement::Kind, -1 for none
    QTest::addColumn<int>("squares");
    QTest::addColumn<int>("heals");
    QTest::addColumn<bool>("self");
    QTest::addColumn<int>("ally"); // squares to the ally it heals (1: adjacent); 0: no ally
    const int minor = int(ActivatedPower::Cost::Minor);
    const int move = int(ActivatedPower::Cost::Move);
    const int attack = int(ActivatedPower::Cost::Attack);
    const int shift = int(ForcedMovement::Kind::Shift);
    const int teleport = int(ForcedMovement::Kind::Teleport);
    QTest::newRow("shift, semicolon")
        << "Shifty: Minor action; shift 1 square." << minor << shift << 1 << 0 << false << 0;
    QTest::newRow("shift N") << "Skitter: Minor action: Shift 2." << minor << shift << 2 << 0 << false << 0;
    QTest::newRow("replaces the move")
        << "Fey Step: Replaces move action: This creature teleports up to 5 squares." << move << teleport << 5
        << 0 << false << 0;
    QTest::newRow("a move action, no stop")
        << "Misty Step: Move action: Teleport 6" << move << teleport << 6 << 0 << false << 0;
    QTest::newRow("itself or an ally")
        << "Cure Wounds: Minor action; this creature or an adjacent ally heals 20 HP." << minor << -1 << 0
        << 20 << true << 1;
    QTest::newRow("an ally, once per turn")
        << "Healing Touch: Minor action, once per turn; 1 adjacent ally heals 5 HP." << minor << -1 << 0 << 5
        << false << 1;
    QTest::newRow("an ally within 5 squares")
        << "Word of Healing: Minor action; 1 ally within 5 squares of this creature heals 5 HP." << minor
        << -1 << 0 << 5 << false << 5;
    QTest::newRow("replaces the attack") << "Cure Serious Wounds: Replaces attack action: This creature or 1 "
                                            "adjacent ally heals 30 HP."
                                         << attack << -1 << 0 << 30 << true << 1;
}

// "Minor action: Shift 2", "Replaces move action: Teleport up to 5 squares", "Minor action: This
// creature or an adjacent ally heals 20 HP": the action it costs and what it does.
void TestCardProfile::readsPowersUsedAsActions()
{
    QFETCH(QString, text);
    QFETCH(int, cost);
    QFETCH(int, move);
    QFETCH(int, squares);
    QFETCH(int, heals);
    QFETCH(bool, self);
    QFETCH(int, ally);
    const CardProfile profile = parseCard(card({power(PowerType::Special, text, 2)}));
    QVERIFY2(profile.readings.at(0).understood(),
             qPrintable(profile.readings.at(0).leftovers.join(QLatin1Char('|'))));
    QCOMPARE(profile.abilities.activated.size(), 1);
    const ActivatedPower& read = profile.abilities.activated.first();
    QCOMPARE(read.name, text.section(QLatin1Char(':'), 0, 0));
    QCOMPARE(int(read.cost), cost);
    QCOMPARE(read.move ? int(read.move->kind) : -1, move);
    QCOMPARE(read.move ? read.move->squares : 0, squares);
    QCOMPARE(read.heals, heals);
    QCOMPARE(read.healsSelf, self);
    QCOMPARE(read.healsAllyWithin, ally);
    QCOMPARE(read.useLimit, std::optional<int>(2)); // the card's use boxes
}

void TestCardProfile::readsShiftsThatEndBesideACreature_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("onlyBeside"); // "enemy", "ally" or "" for none; "Rat ally": with a keyword
    QTest::addColumn<QString>("endsBeside"); // likewise, "that enemy" for the one it stood beside
    QTest::newRow("Slick Maneuver")
        << "Slick Maneuver: Replaces move action, only while adjacent to an enemy: "
           "Shift 3 squares, must end adjacent to that enemy."
        << "enemy"
        << "that enemy";
    QTest::newRow("Shifting Swarm")
        << "Shifting Swarm: Minor action, only while adjacent to a Rat ally; shift "
           "3 squares, must end adjacent to that ally."
        << "Rat ally"
        << "that Rat ally";
    QTest::newRow("To the Fray") << "To the Fray: Minor action; shift 2 squares, must end adjacent to a "
                                    "Bloodied enemy."
                                 << ""
                                 << "Bloodied enemy";
    QTest::newRow("only beside, any move")
        << "Tumble: Minor action, only while adjacent to an enemy: Shift 1."
        << "enemy"
        << "";
    QTest::newRow("Shadowjump, beside a wall")
        << "Shadowjump: Move action, only if this creature is adjacent to a "
           "wall: Teleport 10, must end in a square adjacent to a wall."
        << "wall"
        << "wall";
    QTest::newRow("Shadowdance, wall terrain")
        << "Shadowdance: Move action, once per turn, when this creature is "
           "adjacent to a wall: Teleport 5, ending in a square adjacent to "
           "wall terrain."
        << "wall"
        << "wall";
    QTest::newRow("From the Shadows")
        << "From the Shadows: Move action; Teleport 6, ending adjacent to an enemy."
        << ""
        << "enemy";
    // Refused: "that enemy" the power never named, "that enemy" of an ally's power.
    QTest::newRow("that enemy, unnamed")
        << "Lunge: Minor action; shift 2 squares, must end adjacent to that enemy."
        << "-"
        << "-";
    QTest::newRow("that enemy, an ally named")
        << "Lunge: Minor action, only while adjacent to an ally; shift 2 "
           "squares, must end adjacent to that enemy."
        << "-"
        << "-";
    QTest::newRow("Dinner's On, a teleport")
        << "Dinner's On: Replaces move action: This creature teleports up "
           "to 10 squares to a space adjacent to a bloodied enemy."
        << ""
        << "Bloodied enemy";
}

// "only while adjacent to an enemy", "must end adjacent to that enemy": whom the power's creature must
// stand beside to use it, and where its shift must end.
void TestCardProfile::readsShiftsThatEndBesideACreature()
{
    QFETCH(QString, text);
    QFETCH(QString, onlyBeside);
    QFETCH(QString, endsBeside);
    const CardProfile profile = parseCard(card({power(PowerType::Special, text)}));
    if (onlyBeside == QLatin1String("-")) {
        QVERIFY(!profile.readings.at(0).understood());
        QVERIFY(profile.abilities.activated.isEmpty());
        return;
    }
    QVERIFY2(profile.readings.at(0).understood(),
             qPrintable(profile.readings.at(0).leftovers.join(QLatin1Char('|'))));
    const ActivatedPower& read = profile.abilities.activated.value(0);
    const auto words = [](const std::optional<Beside>& beside) {
        if (!beside)
            return QString();
        const QString noun = beside->wall    ? QStringLiteral("wall")
                             : beside->enemy ? QStringLiteral("enemy")
                                             : QStringLiteral("ally");
        QStringList kind = beside->kind.requiredKeywords;
        if (beside->kind.bloodiedOnly)
            kind.append(QStringLiteral("Bloodied"));
        return (kind + QStringList{noun}).join(QLatin1Char(' '));
    };
    QCOMPARE(words(read.onlyWhileAdjacentTo), onlyBeside);
    QCOMPARE((read.thatOne ? QStringLiteral("that ") : QString()) + words(read.mustEndAdjacentTo),
             endsBeside);
    QVERIFY(read.move.has_value());
}

// "Teleport 5 squares, then make a {b} attack", "this creature takes 5 damage, then has +2 Speed …": each
// part read, in the order the engine does them; another order is left for the players.
void TestCardProfile::readsEffectsJoinedByThen()
{
    const auto activated = [](const QString& text) {
        return parseCard(card({power(PowerType::Special, text)})).abilities.activated.value(0);
    };
    const ActivatedPower assault = activated(
        QStringLiteral("Astral Assault: Minor action; teleport 5 squares, then make a {b} attack."));
    QCOMPARE(assault.move->kind, ForcedMovement::Kind::Teleport);
    QVERIFY(assault.attack && assault.attack->basic);
    const ActivatedPower fury = activated(QStringLiteral("Psionic Fury: Minor action; this creature takes 5 "
                                                         "damage, then has +2 Speed and +10 Damage until end "
                                                         "of its next turn."));
    QCOMPARE(fury.selfDamage.amount, 5);
    QCOMPARE(fury.ownStates.modifiers.size(), 2);
    const ActivatedPower flesh = activated(QStringLiteral(
        "Sloughing Flesh: Minor action; this creature takes 15 Damage, then 1 adjacent target is Immobilized "
        "(save ends)."));
    QCOMPARE(flesh.selfDamage.amount, 15);
    QVERIFY(flesh.enemyEffect && flesh.enemyEffect->alliesToo);
    const CardProfile backwards = parseCard(
        card({power(PowerType::Special, QStringLiteral("Hit and Fade: Minor action; make a {b} attack, then "
                                                       "teleport 5 squares."))}));
    QVERIFY(!backwards.readings.at(0).understood());
    // The enemy it affects is chosen where it stood: none after its move.
    const CardProfile afterMove = parseCard(card(
        {power(PowerType::Special,
               QStringLiteral("Hit and Run: Minor action; shift 3 squares, then 1 adjacent enemy takes 5 "
                              "damage."))}));
    QVERIFY(!afterMove.readings.at(0).understood());
}

// Reassembling Bones: "not destroyed instead, then has 5 HP and is Immobilized (save ends)"; Tough to
// Kill rolls a d20 for it; Hard to Kill is an immediate action.
void TestCardProfile::readsPowersThatSurviveDestruction()
{
    for (const QString& text :
         {QStringLiteral(
              "Reassembling Bones: Use when destroyed: This creature is not destroyed instead, then has "
              "5 HP and is Immobilized (save ends)."),
          QStringLiteral(
              "Reassembling Bones: Use when this creature is destroyed: this creature is not destroyed, "
              "has 5 HP, and is Immobilized instead.")}) {
        const std::optional<TriggeredPower> found = triggeredPowerOf(text);
        QVERIFY2(found, qPrintable(text));
        QCOMPARE(found->event, TriggerEvent::Destroyed);
        QCOMPARE(found->survivesWith, 5);
        QCOMPARE(found->ownStates.conditions.value(0).condition, Condition::Immobilized);
    }
    const std::optional<TriggeredPower> tough = triggeredPowerOf(
        QStringLiteral("Tough to Kill 11: Use when this creature would be reduced to 0 HP. "
                       "Roll 1d20; on a roll of 11+, this creature has 5 HP instead of being "
                       "destroyed."));
    QVERIFY(tough);
    QCOMPARE(tough->event, TriggerEvent::Destroyed);
    QCOMPARE(tough->survivesWith, 5);
    QCOMPARE(tough->survivalRoll, 11);
    const std::optional<TriggeredPower> ignores = triggeredPowerOf(
        QStringLiteral("Ignores Death: Whenever this creature would be destroyed: Roll 1d20. On 11+, this "
                       "creature is not destroyed and has 5 HP instead."));
    QVERIFY(ignores);
    QCOMPARE(ignores->survivalRoll, 11);
    const std::optional<TriggeredPower> hard = triggeredPowerOf(
        QStringLiteral("Hard to Kill: Immediate, when this creature would be reduced to 0 HP or fewer; this "
                       "creature has 5 HP remaining instead."));
    QVERIFY(hard);
    QVERIFY(hard->immediate);
    QCOMPARE(hard->survivalRoll, 0);
    // A roll past 20 never saves it: not a power the engine can read as written.
    QVERIFY(!triggeredPowerOf(QStringLiteral(
        "X: Whenever this creature would be destroyed: Roll 1d20. On 21+, this creature has 5 HP instead.")));
}

// Savage Frenzy: "gains +20 HP … above its starting total, though it is considered Bloodied only at 10 HP
// or fewer": read when the threshold it restates is its card's (804.4.d), left for the players otherwise.
void TestCardProfile::readsHitPointsPastTheStartingTotal()
{
    const QString frenzy = QStringLiteral(
        "Savage Frenzy: Use when this creature hits with a {m} attack; this creature gains +20 HP. This can "
        "increase this creature's HP above its starting total, though it is considered Bloodied only at 10 "
        "HP or "
        "fewer.");
    Creature savage = card({power(PowerType::Special, frenzy)});
    savage.hp = 20; // bloodied at 10
    const CardProfile read = parseCard(savage);
    QVERIFY(read.readings.at(0).understood());
    QCOMPARE(read.abilities.triggered.value(0).gainsHitPoints, 20);
    savage.hp = 40; // bloodied at 20: the card's words would not hold
    QVERIFY(!parseCard(savage).readings.at(0).understood());
    // "gains +20 HP" alone does not say whether it may pass its starting total.
    QVERIFY(
        !triggeredPowerOf(QStringLiteral("Savage Frenzy: Use when this creature hits with a {b} attack: This "
                                         "creature gains +20 HP.")));
}

void TestCardProfile::readsTheAttacksPowersMake_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("made"); // "named NAME", "basic", "kind K" (attackKindName); empty: unread
    QTest::addColumn<bool>("oncePerTurn");
    QTest::newRow("a ranged attack") << "Quick Spell: Minor action; make a {r} attack."
                                     << "kind Ranged" << false;
    QTest::newRow("one named") << "Quick Bite: Minor action: Make 1 Gnaw attack."
                               << "named Gnaw" << false;
    QTest::newRow("named, capitalised, once a turn")
        << "Swipe: Minor action, once a turn: Make 1 Gnaw Attack."
        << "named Gnaw" << true;
    QTest::newRow("no more than once per turn")
        << "Cast: Minor action, no more than once per turn: Make 1 {r} attack."
        << "kind Ranged" << true;
    QTest::newRow("basic") << "Again: Minor action: Make a BASIC attack."
                           << "basic" << false;
    QTest::newRow("melee basic") << "Jab: Minor action; make a melee basic attack."
                                 << "basic" << false;
    QTest::newRow("an attack the card lacks")
        << "Quick Breath: Minor action: Make 1 Fire Breath attack." << QString() << false;
}

// "Minor action: make a {r} attack", "make 1 Gnaw attack": the attack an activated power makes, and
// only an attack the card has.
void TestCardProfile::readsTheAttacksPowersMake()
{
    QFETCH(QString, text);
    QFETCH(QString, made);
    QFETCH(bool, oncePerTurn);
    const CardProfile profile =
        parseCard(card({power(PowerType::Attack, QStringLiteral("Gnaw: +5 vs. AC; 10 damage.")),
                        power(PowerType::Special, text)}));
    QCOMPARE(profile.readings.at(1).understood(), !made.isEmpty());
    if (made.isEmpty()) {
        QVERIFY(profile.abilities.activated.isEmpty());
        return;
    }
    QCOMPARE(profile.abilities.activated.size(), 1);
    const ActivatedPower& read = profile.abilities.activated.first();
    QCOMPARE(read.cost, ActivatedPower::Cost::Minor);
    QCOMPARE(read.oncePerTurn, oncePerTurn);
    QVERIFY(read.attack);
    QVERIFY(!read.attack->named.isEmpty() || read.attack->basic || read.attack->kind);
    const QString found = !read.attack->named.isEmpty() ? QStringLiteral("named ") + read.attack->named
                          : read.attack->basic          ? QStringLiteral("basic")
                                               : QStringLiteral("kind ") + attackKindName(*read.attack->kind);
    QCOMPARE(found, made);
}

void TestCardProfile::readsWhatPowersDealAnEnemy_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("within"); // 0: not read
    QTest::addColumn<bool>("restricted");
    QTest::addColumn<QString>("effects"); // "damage N", "ongoing N", conditions by name
    QTest::newRow("adjacent, Immobilized")
        << "Squeeze: Minor action: An adjacent Immobilized enemy takes 10 damage." << 1 << true
        << "damage 10";
    QTest::newRow("within, once per turn")
        << "Spines: Minor action, once per turn: An enemy within 6 squares takes 5 damage." << 6 << false
        << "damage 5";
    QTest::newRow("ongoing and a condition")
        << "Hook: Minor action: An adjacent enemy takes 5 ongoing damage and is "
           "Immobilized (save ends both)."
        << 1 << false << "ongoing 5, Immobilized";
    QTest::newRow("ongoing AND is Dazed")
        << "Scream: Minor action: An enemy within 5 squares takes 10 ongoing psychic "
           "damage AND is Dazed."
        << 5 << false << "ongoing 10, Dazed";
    QTest::newRow("typed, adjacent to this creature")
        << "Acid: Minor action: 1 enemy adjacent to this creature takes 5 acid damage." << 1 << false
        << "damage 5";
    QTest::newRow("no reach") << "Curse: Minor action: An enemy takes 10 damage." << 0 << false << QString();
    QTest::newRow("a push the engine does not deal")
        << "Shove: Minor action: An adjacent enemy takes 5 damage AND push target 2 squares." << 0 << false
        << QString();
    QTest::newRow("any creature") << "Eviscerating Talons: Minor action, once per turn, only while not "
                                     "Bloodied; 1 adjacent Immobilized creature takes 10 Damage."
                                  << 1 << true << "damage 10 (any creature)";
    QTest::newRow("a target") << "Gnaw: Minor action: An adjacent Immobilized target takes 10 damage." << 1
                              << true << "damage 10 (any creature)";
    QTest::newRow("is, a condition") << "Pin: Minor action: 1 adjacent enemy is Immobilized." << 1 << false
                                     << "Immobilized";
    QTest::newRow("has, a penalty, the enemy named first")
        << "Distract: Minor action: 1 enemy adjacent to this creature has -2 Attack (save ends)." << 1
        << false << "-2 Attack";
    QTest::newRow("is, with damage") << "Bite: Minor action: 1 adjacent enemy is 10 damage." << 0 << false
                                     << QString();
}

// "Minor action: An adjacent Immobilized enemy takes 10 damage": the enemy in reach, the kind of
// enemy, and what it takes, read as an attack's outcome is; a power with more than the engine deals
// is left by hand.
void TestCardProfile::readsWhatPowersDealAnEnemy()
{
    QFETCH(QString, text);
    QFETCH(int, within);
    QFETCH(bool, restricted);
    QFETCH(QString, effects);
    const CardProfile profile = parseCard(card({power(PowerType::Special, text)}));
    QCOMPARE(profile.readings.at(0).understood(), within > 0);
    if (within == 0)
        return;
    QCOMPARE(profile.abilities.activated.size(), 1);
    const std::optional<EnemyEffect>& read = profile.abilities.activated.first().enemyEffect;
    QVERIFY(read);
    QCOMPARE(read->within, within);
    QCOMPARE(read->enemy != TargetRestrictions{}, restricted);
    QStringList found;
    for (const DamagePart& part : read->effects.damage)
        found.append(QStringLiteral("damage %1").arg(part.amount));
    for (const OngoingDamage& ongoing : read->effects.ongoing)
        found.append(QStringLiteral("ongoing %1").arg(ongoing.amount));
    for (const ConditionEffect& condition : read->effects.conditions)
        found.append(conditionName(condition.condition));
    for (const StatModifier& modifier : read->effects.modifiers)
        found.append(QStringLiteral("%1 %2").arg(modifier.amount).arg(statisticName(modifier.statistic)));
    QCOMPARE(found.join(QStringLiteral(", ")) +
                 (read->alliesToo ? QStringLiteral(" (any creature)") : QString()),
             effects);
}

void TestCardProfile::readsPowersAnsweringDamageOfAType_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ability"); // an ABILITY's text, not a SPECIAL's
    QTest::addColumn<QString>("read"); // "type | who decides | what": empty when refused
    QTest::newRow("a condition") << "Cold-Blooded: Whenever this creature takes cold damage, it is Slowed."
                                 << false << "Cold | by itself | Slowed";
    QTest::newRow("two conditions")
        << "Shock Sensitive: Whenever this creature takes lightning damage, it is Slowed and Dazed." << false
        << "Lightning | by itself | Slowed Dazed";
    QTest::newRow("modifiers for a while, an ability")
        << "Iceblood: Whenever this creature takes fire damage, it has -2 Attack and -5 Damage until end of "
           "its next turn."
        << true << "Fire | by itself | -2 Attack -5 Damage";
    QTest::newRow("an immediate shift")
        << "Firesoul: Immediate, when this creature takes fire damage; shift 3 "
           "squares."
        << false << "Fire | immediate | shift 3";
    QTest::newRow("damage around it, which could answer itself: not this")
        << "Flare: Whenever this creature takes fire damage, each adjacent creature takes 10 fire damage."
        << false << "";
    QTest::newRow("less damage: not this")
        << "Dwarven Resilience: Use when this creature takes poison damage; "
           "-5 poison Damage."
        << false << "";
    QTest::newRow("an ability used at a player's word: not this")
        << "Firesoul: Immediate, when this creature takes fire damage; shift 3 squares." << true << "";
}

// "Whenever this creature takes cold damage, it is Slowed": the type it answers once the damage is
// dealt, and what it does to the creature.
void TestCardProfile::readsPowersAnsweringDamageOfAType()
{
    QFETCH(QString, text);
    QFETCH(bool, ability);
    QFETCH(QString, read);
    const CardProfile profile =
        parseCard(card({power(ability ? PowerType::Ability : PowerType::Special, text)}));
    QCOMPARE(profile.readings.at(0).understood(), !read.isEmpty());
    if (read.isEmpty())
        return;
    const TriggeredPower& power = profile.abilities.triggered.first();
    QCOMPARE(power.event, TriggerEvent::TakesDamage);
    QCOMPARE(power.ability, ability);
    QStringList what;
    for (const ConditionEffect& condition : power.ownStates.conditions)
        what.append(conditionName(condition.condition));
    for (const StatModifier& modifier : power.ownStates.modifiers) {
        what.append(QStringLiteral("%1 %2").arg(modifier.amount).arg(statisticName(modifier.statistic)));
        QCOMPARE(modifier.duration, EffectDuration::EndOfItsNextTurn);
    }
    if (power.move)
        what.append(QStringLiteral("shift %1").arg(power.move->squares));
    QCOMPARE(QStringLiteral("%1 | %2 | %3")
                 .arg(damageTypeName(power.damageTaken),
                      power.immediate  ? QStringLiteral("immediate")
                      : power.optional ? QStringLiteral("use")
                                       : QStringLiteral("by itself"),
                      what.join(QLatin1Char(' '))),
             read);
}

void TestCardProfile::readsEnemiesTakingOngoingDamage_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("type"); // damageTypeName, "any", or empty: not read
    QTest::newRow("after its reach")
        << "Intensify Venom: Minor action: 1 enemy within 5 squares taking ongoing "
           "poison damage takes 10 poison damage."
        << "Poison";
    QTest::newRow("before its reach")
        << "Paralytic Poison: Minor action; 1 enemy taking ongoing poison damage within 5 squares of this "
           "creature takes 5 poison Damage and is Slowed."
        << "Poison";
    QTest::newRow("a hit target") << "Venomous Thirst: Whenever this creature hits a target taking ongoing "
                                     "poison damage: +5 damage on that attack."
                                  << "Poison";
    QTest::newRow("any ongoing damage")
        << "Feed: Whenever this creature hits a target taking ongoing damage: "
           "+5 damage on that attack."
        << "any";
    QTest::newRow("a condition") << "Freeze Ray: Minor action: 1 enemy within 5 squares taking ongoing cold "
                                    "damage is Weakened."
                                 << "Cold";
    QTest::newRow("a type no card prints") << "Feed: Whenever this creature hits a target taking ongoing "
                                              "posion damage: +5 damage on that attack."
                                           << "";
}

// "1 enemy within 5 squares taking ongoing poison damage", "hits a target taking ongoing poison damage"
// (908): the enemy must have such ongoing damage now.
void TestCardProfile::readsEnemiesTakingOngoingDamage()
{
    QFETCH(QString, text);
    QFETCH(QString, type);
    const CardProfile profile = parseCard(card({power(PowerType::Special, text)}));
    QCOMPARE(profile.readings.at(0).understood(), !type.isEmpty());
    if (type.isEmpty())
        return;
    const CreatureAbilities& abilities = profile.abilities;
    const TargetRestrictions& enemy = abilities.activated.isEmpty()
                                          ? abilities.triggered.first().againstTarget
                                          : abilities.activated.first().enemyEffect->enemy;
    QVERIFY(enemy.takingOngoing);
    QCOMPARE(*enemy.takingOngoing == DamageType::Untyped ? QStringLiteral("any")
                                                         : damageTypeName(*enemy.takingOngoing),
             type);
}

void TestCardProfile::readsBonusesAgainstAnEnemyThatCannotSeeIt_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("amount");   // 0: not read
    QTest::addColumn<QString>("kind"); // attackKindName, empty: any attack
    QTest::addColumn<bool>("untilEndOfRound");
    QTest::newRow("{m}, this creature's turn") << "Lurk: Minor action; choose 1 enemy that does not have "
                                                  "line of sight to this creature; +10 {m} Damage "
                                                  "against that enemy until end of this creature's turn."
                                               << 10 << "Melee" << false;
    QTest::newRow("m without braces")
        << "Lurk: Minor action: Choose an enemy that does not have line of sight to this "
           "creature. +5 m damage vs. that enemy until end of turn."
        << 5 << "Melee" << false;
    QTest::newRow("cannot see, round")
        << "Lurk: Minor action: Choose an enemy that cannot see this creature. +10 damage "
           "vs. that enemy until end of round."
        << 10 << QString() << true;
    QTest::newRow("with attacks, against that creature")
        << "Lurk: Minor action: Choose 1 enemy that does not have line of sight to this creature. +10 Damage "
           "with "
           "{m} attacks against that creature until end of turn."
        << 10 << "Melee" << false;
    QTest::newRow("duration first")
        << "Lurk: Minor action: Choose one enemy that does not have line of sight to this "
           "creature: Until end of turn, this creature has +10 damage against that enemy."
        << 10 << QString() << false;
    QTest::newRow("no duration")
        << "Lurk: Minor action: Choose an enemy that cannot see this creature. +10 damage "
           "vs. that enemy."
        << 0 << QString() << false;
    QTest::newRow("any number of enemies")
        << "Lurk: Minor action; choose any number of enemies that cannot see this "
           "creature; +10 Damage against those enemies until end of turn."
        << 0 << QString() << false;
}

// Ambush: "Minor action: Choose an enemy that does not have line of sight to this creature. +10 {m}
// damage vs. that enemy until end of turn".
void TestCardProfile::readsBonusesAgainstAnEnemyThatCannotSeeIt()
{
    QFETCH(QString, text);
    QFETCH(int, amount);
    QFETCH(QString, kind);
    QFETCH(bool, untilEndOfRound);
    const CardProfile profile = parseCard(card({power(PowerType::Special, text)}));
    QCOMPARE(profile.readings.at(0).understood(), amount > 0);
    if (amount == 0)
        return;
    const std::optional<UnseenEnemyBonus>& read = profile.abilities.activated.first().unseenEnemyBonus;
    QVERIFY(read);
    QCOMPARE(read->bonus.statistic, Statistic::Damage);
    QCOMPARE(read->bonus.amount, amount);
    QCOMPARE(read->bonus.attacks ? attackKindName(*read->bonus.attacks) : QString(), kind);
    QCOMPARE(read->until, untilEndOfRound ? EffectDuration::EndOfRound : EffectDuration::EndOfTurn);
}

// Consumption: "Replaces move action: This creature takes 5 necrotic Damage; RECHARGE Snowball Swarm or
// Withering Ray": the attacks named, which the card must have.
void TestCardProfile::readsPowersThatRechargeAnAttack()
{
    const QString consumption = QStringLiteral("Consumption: Replaces move action: This creature takes 5 "
                                               "necrotic Damage; RECHARGE Snowball Swarm or "
                                               "Withering Ray.");
    const Power swarm{PowerType::Attack,
                      QStringLiteral("Snowball Swarm: (sight) +14 vs. Reflex; 10 cold Damage"), 1};
    const Power ray{PowerType::Attack,
                    QStringLiteral("Withering Ray: (sight) +14 vs. Fortitude; 5 necrotic Damage"), 1};
    const CardProfile both = parseCard(card({swarm, ray, power(PowerType::Special, consumption)}));
    QVERIFY(both.readings.at(2).understood());
    const ActivatedPower& read = both.abilities.activated.first();
    QCOMPARE(read.selfDamage.amount, 5);
    QCOMPARE(read.rechargesAttacks,
             (QStringList{QStringLiteral("Snowball Swarm"), QStringLiteral("Withering Ray")}));
    const CardProfile breath = parseCard(card(
        {Power{PowerType::Attack, QStringLiteral("Cold Breath: (blast 3) +10 vs. Reflex; 10 cold damage"), 1},
         power(PowerType::Special,
               QStringLiteral("Breath Again: Minor action: This creature takes 10 damage, "
                              "then recharges its Cold Breath."))}));
    QVERIFY(breath.readings.at(1).understood());
    QCOMPARE(breath.abilities.activated.first().rechargesAttacks, QStringList{QStringLiteral("Cold Breath")});
    // A name with words not capitalised, as printed ("Ray of Frost").
    const CardProfile frost = parseCard(card(
        {Power{PowerType::Attack, QStringLiteral("Ray of Frost: (sight) +10 vs. Reflex; 10 cold damage"), 1},
         power(PowerType::Special, QStringLiteral("Chill: Minor action: RECHARGE Ray of Frost."))}));
    QVERIFY(frost.readings.at(1).understood());
    QCOMPARE(frost.abilities.activated.first().rechargesAttacks, QStringList{QStringLiteral("Ray of Frost")});
    // A name the card has no attack of is not read: the engine could not recharge it.
    QVERIFY(!parseCard(card({ray, power(PowerType::Special, consumption)})).readings.at(1).understood());
}

void TestCardProfile::readsTheRechargeOfSpecialPowers_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("trigger"); // rechargeTriggerName, "unread" when the power stays by hand
    QTest::newRow("an action, first bloodied") << "Dimension Door: Minor action: Teleport up to 10 squares. "
                                                  "RECHARGE when this creature first becomes bloodied."
                                               << "FirstBloodied";
    QTest::newRow("at the start of its turn")
        << "Shadowcloak: Use at start of this creature's turn: This creature is invisible until start of its "
           "next turn. RECHARGE when this creature first becomes bloodied."
        << "FirstBloodied";
    QTest::newRow("answering a miss")
        << "Menacing Counterattack: Immediate, when an enemy's {m} attack misses "
           "this creature; make a {b} attack against that enemy. RECHARGE when "
           "this creature destroys an enemy."
        << "DestroysEnemy";
    QTest::newRow("a miss with its basic attack")
        << "Hunger of the Abyss: Use when an enemy ends its turn adjacent to this creature; make a {b} "
           "attack "
           "against that enemy. RECHARGE when this creature misses with a {b} attack."
        << "MissesWithBasic";
    QTest::newRow("a hit with its basic attack")
        << "Body Shield: Redirect a {m} or {r} attack against this creature to an adjacent Immobilized enemy "
           "other than the attacker. RECHARGE when this creature hits with a {b} attack."
        << "HitsWithBasic";
    QTest::newRow("no attack that turn, the printed apostrophe")
        << "Ready Spear: Use when an enemy enters a square within 2 squares: Make 1 {b} attack against that "
           "enemy. RECHARGE at end of this creature’s turn if it did not make an attack on that turn"
        << "EndOfTurnNoAttack";
    QTest::newRow("a recharge action is the attacks' alone")
        << "Ghost Step: Minor action: This creature is invisible until end of turn. RECHARGE as a move "
           "action."
        << "unread";
    QTest::newRow("a condition the engine cannot watch")
        << "Ki Step: Minor action; teleport 5 squares. RECHARGE "
           "when this creature starts its turn adjacent to a "
           "Ki ally."
        << "unread";
}

// "… RECHARGE when first bloodied." on a special power (703.5.a): its use comes back when that happens.
void TestCardProfile::readsTheRechargeOfSpecialPowers()
{
    QFETCH(QString, text);
    QFETCH(QString, trigger);
    Power special = power(PowerType::Special, text);
    special.useLimit = 1;
    const CardProfile profile = parseCard(card({special}));
    if (trigger == QLatin1String("unread")) {
        QVERIFY(!profile.readings.at(0).understood());
        // The RECHARGE sentence is what the engine cannot run: the rest reads.
        special.text = text.left(text.indexOf(QLatin1String(" RECHARGE")));
        QVERIFY(parseCard(card({special})).readings.at(0).understood());
        return;
    }
    QVERIFY2(profile.readings.at(0).understood(),
             qPrintable(profile.readings.at(0).leftovers.join(QLatin1Char('|'))));
    const CreatureAbilities& abilities = profile.abilities;
    const std::optional<RechargeTrigger> read = abilities.activated.isEmpty()
                                                    ? abilities.triggered.value(0).recharge
                                                    : abilities.activated.first().recharge;
    QVERIFY(read);
    QCOMPARE(rechargeTriggerName(*read), trigger);
}

void TestCardProfile::readsBonusesDeclaredWithAnAttack_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("read"); // "who | attacks | attack bonus | damage bonus [| named | target]"
    QTest::newRow("two kinds, attack")
        << "Wand of Accuracy: Use when this creature declares a {m} or {r} attack: "
           "+5 Attack on that attack."
        << "use | Melee or Ranged | +5 | 0";
    QTest::newRow("any attack, both")
        << "Neural Feedback: Use when this creature declares an attack: +2 Attack and "
           "+10 psychic Damage on that attack."
        << "use | any | +2 | 10 Psychic";
    QTest::newRow("a named attack, a penalty")
        << "Power Shot: Use with a Longbow attack: -2 Attack and +5 Damage on that attack."
        << "use | any | -2 | 5 Untyped | Longbow";
    QTest::newRow("against a living target")
        << "Psychic Burst: Use when making a {m} attack against a living "
           "target; +15 psychic Damage on that attack."
        << "use | Melee | +0 | 15 Psychic | living";
    QTest::newRow("while adjacent to a wall")
        << "Power from Stone: Use when making a {m} attack while adjacent to a "
           "wall; +2 attack and +10 Damage on that attack."
        << "use | Melee | +2 | 10 Untyped | beside a wall";
    QTest::newRow("what its hit adds")
        << "Apply Poison: Use when declaring an attack; if that attack hits, target "
           "also has ongoing 5 poison Damage (save ends)."
        << "use | any | +0 | 0 | ongoing 5";
    QTest::newRow("a critical hit")
        << "Skullcleaver: Use when this creature declares a {b} attack: That attack is a critical hit."
        << "use | Melee basic | +0 | 0 | critical";
}

// "Use when this creature declares a {m} attack: +5 Attack on that attack": which attacks, what bonus.
void TestCardProfile::readsBonusesDeclaredWithAnAttack()
{
    QFETCH(QString, text);
    QFETCH(QString, read);
    const std::optional<TriggeredPower> found = triggeredPowerOf(text);
    QVERIFY2(found, qPrintable(text));
    const TriggeredPower& power = *found;
    QCOMPARE(power.event, TriggerEvent::AttackDeclared);
    QStringList parts = describeAnswer(power).split(QStringLiteral(" | "));
    parts.append(QStringLiteral("%1%2")
                     .arg(power.attackBonus < 0 ? QString() : QStringLiteral("+"))
                     .arg(power.attackBonus));
    parts.append(power.bonusDamage.amount > 0 ? QStringLiteral("%1 %2")
                                                    .arg(power.bonusDamage.amount)
                                                    .arg(damageTypeName(power.bonusDamage.type))
                                              : QStringLiteral("0"));
    if (!power.byNamedAttack.isEmpty())
        parts.append(power.byNamedAttack);
    if (power.againstTarget.livingOnly)
        parts.append(QStringLiteral("living"));
    if (power.onlyWhere && power.onlyWhere->besideWall)
        parts.append(QStringLiteral("beside a wall"));
    for (const OngoingDamage& ongoing : power.onHit.ongoing)
        parts.append(QStringLiteral("ongoing %1").arg(ongoing.amount));
    if (power.criticalHit)
        parts.append(QStringLiteral("critical"));
    QCOMPARE(parts.join(QStringLiteral(" | ")), read);
}

void TestCardProfile::readsPowersAnsweringAnAllyTargeted_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("read"); // describeAnswer | where the ally is | what it is | redirect
    QTest::newRow("Bodyguard") << "Bodyguard: Use when an enemy targets an adjacent ally with an attack: "
                                  "Redirect that attack to this "
                                  "creature as an immediate action."
                               << "immediate | any | adjacent ally | any | redirect";
    QTest::newRow("an ally adjacent to this creature, a kind of attack")
        << "Arrow-Catching Shield: Immediate, when an enemy targets an ally adjacent to this creature with a "
           "{r} "
           "attack; redirect that attack to this creature."
        << "immediate | Ranged | adjacent ally | any | redirect";
    QTest::newRow("a Bloodied ally") << "Stalwart Ally: Immediate, when an enemy targets a Bloodied ally "
                                        "adjacent to this creature with an "
                                        "attack; redirect that attack to this creature."
                                     << "immediate | any | adjacent ally | bloodied | redirect";
    QTest::newRow("the ally is targeted, of two keywords")
        << "Deadguard: Use when an adjacent Undead or Arcane ally is targeted by an attack: Redirect that "
           "attack "
           "to this creature."
        << "use | any | adjacent ally | Undead or Arcane | redirect";
    QTest::newRow("Bodyguard, attacks an adjacent ally")
        << "Bodyguard: Immediate action, use when an enemy attacks an adjacent ally with an attack: Redirect "
           "that attack to this creature."
        << "immediate | any | adjacent ally | any | redirect";
    QTest::newRow("Mordai Guard, a non-bloodied ally")
        << "Mordai Guard: Use when an enemy targets an adjacent, non-bloodied ally with an attack: Redirect "
           "that attack to this creature as an immediate action."
        << "immediate | any | adjacent ally | non-bloodied | redirect";
    QTest::newRow("Defender")
        << "Defender: Use when an enemy adjacent to this creature makes a {m} attack against an ally: This "
           "creature makes a {b} attack against that enemy as an immediate action."
        << "immediate | Melee adjacent | basic attack against that enemy | any ally | any | strikes";
    QTest::newRow("Defender, within reach")
        << "Defender: Use when an enemy within reach makes a {m} attack against an ally: Make a {b} attack "
           "against that enemy as an immediate action."
        << "immediate | Melee | basic attack against that enemy | any ally | any | strikes";
    QTest::newRow("Defender, against the attacker")
        << "Defender: Immediate, when an adjacent enemy makes a {m} attack against an ally; make a {B} "
           "attack "
           "against attacker."
        << "immediate | Melee adjacent | basic attack against that enemy | any ally | any | strikes";
}

// "Use when an enemy targets an adjacent ally with an attack: Redirect that attack to this creature":
// whose designation, by which enemy, and what it does.
void TestCardProfile::readsPowersAnsweringAnAllyTargeted()
{
    QFETCH(QString, text);
    QFETCH(QString, read);
    const std::optional<TriggeredPower> found = triggeredPowerOf(text);
    QVERIFY2(found, qPrintable(text));
    const TriggeredPower& power = *found;
    QCOMPARE(power.event, TriggerEvent::AllyTargeted);
    QStringList parts = describeAnswer(power).split(QStringLiteral(" | "));
    parts.append(power.allyAdjacent ? QStringLiteral("adjacent ally") : QStringLiteral("any ally"));
    QStringList what = power.targetedAlly.requiredKeywords;
    if (power.targetedAlly.bloodiedOnly)
        what.append(QStringLiteral("bloodied"));
    if (power.targetedAlly.notBloodiedOnly)
        what.append(QStringLiteral("non-bloodied"));
    parts.append(what.isEmpty() ? QStringLiteral("any") : what.join(QStringLiteral(" or ")));
    parts.append(power.redirectsToSelf ? QStringLiteral("redirect") : QStringLiteral("strikes"));
    QCOMPARE(parts.join(QStringLiteral(" | ")), read);
}

void TestCardProfile::readsRedirectsOfItsOwnTarget_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("read"); // describeAnswer | to whom | what it is ("-": refused)
    QTest::newRow("Body Shield") << "Body Shield: Use when this creature is targeted by a {m} or {r} attack: "
                                    "Redirect that attack to an "
                                    "Immobilized enemy adjacent to this creature other than the attacker."
                                 << "use | Melee or Ranged | enemy | Immobilized";
    QTest::newRow("Body Shield, without its moment")
        << "Body Shield: Redirect a {m} or {r} attack against this creature to an adjacent Immobilized enemy "
           "other than the attacker."
        << "use | Melee or Ranged | enemy | Immobilized";
    QTest::newRow("Body Shield, never the attacker in brackets")
        << "Body Shield: Use when this creature is targeted by a {m} or {r} attack: Redirect that attack to "
           "an "
           "Immobilized enemy adjacent to this creature (can not redirect to the attacker)."
        << "use | Melee or Ranged | enemy | Immobilized";
    QTest::newRow("Undead Shield") << "Undead Shield: Immediate action, when this creature is targeted by an "
                                      "attack: Redirect that attack "
                                      "against an adjacent Undead ally instead."
                                   << "immediate | any | ally | Undead";
    QTest::newRow("Devoted Followers, an active ally")
        << "Devoted Followers: Use when an enemy targets this creature with an attack: Redirect that attack "
           "to 1 "
           "adjacent active Goblin ally as in immediate action."
        << "immediate | any | active ally | Goblin";
    QTest::newRow("Goblin Attendants, a size and a keyword")
        << "Goblin Attendants: Immediate, when an enemy targets this creature with an attack; redirect that "
           "attack to 1 active Small Goblin ally adjacent to this creature."
        << "immediate | any | active ally | Goblin Small";
    QTest::newRow("Stuck on You, another enemy")
        << "Stuck on You: Use when an enemy targets this creature with an attack: Redirect that attack to "
           "another enemy adjacent to this creature."
        << "use | any | enemy | any";
    QTest::newRow("Sneaky Desperation, while bloodied")
        << "Sneaky Desperation: While Bloodied, whenever this creature is targeted by a {m} attack, it can "
           "redirect that attack to an adjacent ally."
        << "use | Melee bloodied | ally | any";
    QTest::newRow("refused: a creature out of reach") << "X: Use when an enemy targets this creature with an "
                                                         "attack: Redirect that attack to an ally within 3 "
                                                         "squares."
                                                      << "-";
    QTest::newRow("refused: a redirect its player does not choose")
        << "X: Whenever this creature is targeted by an attack, redirect that attack to an adjacent ally."
        << "-";
}

// "Use when this creature is targeted by a {m} or {r} attack: Redirect that attack to an Immobilized
// enemy adjacent to this creature": the creature the attack may turn to, which its player picks.
void TestCardProfile::readsRedirectsOfItsOwnTarget()
{
    QFETCH(QString, text);
    QFETCH(QString, read);
    if (isRefusalRow(text, read))
        return;
    const std::optional<TriggeredPower> found = triggeredPowerOf(text);
    QVERIFY2(found && found->redirectsTo, qPrintable(text));
    QCOMPARE(found->event, TriggerEvent::Targeted);
    const RedirectTarget& to = *found->redirectsTo;
    QStringList parts = describeAnswer(*found).split(QStringLiteral(" | ")).mid(0, 2);
    parts.append(QStringLiteral("%1%2").arg(to.activeOnly ? QStringLiteral("active ") : QString(),
                                            to.enemy ? QStringLiteral("enemy") : QStringLiteral("ally")));
    QStringList what = to.kind.requiredKeywords;
    for (const Condition condition : to.kind.requiredConditions)
        what.append(conditionName(condition));
    if (to.kind.maxSize)
        what.append(sizeName(*to.kind.maxSize));
    parts.append(what.isEmpty() ? QStringLiteral("any") : what.join(QLatin1Char(' ')));
    QCOMPARE(parts.join(QStringLiteral(" | ")), read);
}

// Redirects after the hit: the target's own (Tribal Leader) and an adjacent ally's (Militia Guard).
void TestCardProfile::readsRedirectsOfAHit()
{
    const std::optional<TriggeredPower> own = triggeredPowerOf(QStringLiteral(
        "Tribal Leader: Use when this creature is hit by a {m} or {r} attack: Redirect that attack to a "
        "Minotaur ally adjacent to this creature."));
    QVERIFY(own && own->redirectsTo);
    QCOMPARE(own->event, TriggerEvent::HitBy);
    QVERIFY(own->optional);
    QVERIFY(!own->redirectsTo->enemy);
    QCOMPARE(own->redirectsTo->kind.requiredKeywords, QStringList{QStringLiteral("Minotaur")});
    QCOMPARE(describeAnswer(*own).section(QStringLiteral(" | "), 0, 1),
             QStringLiteral("use | Melee or Ranged"));

    const std::optional<TriggeredPower> ally = triggeredPowerOf(QStringLiteral(
        "Militia Guard: Use when an adjacent ally is hit with a {m} or {r} attack: That attack hits this "
        "creature instead."));
    QVERIFY(ally);
    QCOMPARE(ally->event, TriggerEvent::AllyHitBy);
    QVERIFY(ally->redirectsToSelf && ally->allyAdjacent && !ally->byAdjacentEnemy);
    QCOMPARE(describeAnswer(*ally).section(QStringLiteral(" | "), 0, 1),
             QStringLiteral("use | Melee or Ranged"));
    // A hit its player does not give away is no redirect the engine makes by itself.
    QVERIFY(!triggeredPowerOf(QStringLiteral(
        "X: Whenever an adjacent ally is hit with an attack, that attack hits this creature instead.")));
}

void TestCardProfile::readsPowersAnsweringAMoveNearby_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("read"); // who decides | where | what it does ("-": refused)
    QTest::newRow("Set Against Charge") << "Set Against Charge: Immediate, when a charging enemy moves into "
                                           "a square adjacent to this creature; "
                                           "that enemy takes 10 Damage."
                                        << "immediate | within 1 charging | 10 damage";
    QTest::newRow("Set Spear, while charging")
        << "Set Spear: Use when an enemy enters an adjacent square while charging: Make 1 opportunity attack "
           "against that enemy."
        << "use | within 1 charging | opportunity attack";
    QTest::newRow("Ready Hammer, a melee attack") << "Ready Hammer: Use when an enemy enters an adjacent "
                                                     "square: Make 1 {m} attack against that enemy as an "
                                                     "immediate action."
                                                  << "immediate | within 1 | melee attack";
    QTest::newRow("Arrest, a condition")
        << "Arrest: Immediate action, when an enemy enters an adjacent square: That enemy is Immobilized."
        << "immediate | within 1 | Immobilized";
    QTest::newRow("a square exactly 2 squares away")
        << "Spear Guard: Immediate action, use after an enemy enters a square exactly 2 squares away: Make a "
           "basic melee attack vs. that enemy."
        << "immediate | exactly 2 | basic attack";
    QTest::newRow("a square within 2 squares")
        << "Ready Spear: Use when an enemy enters a square within 2 squares: Make 1 {b} attack against that "
           "enemy."
        << "use | within 2 | basic attack";
    QTest::newRow("refused: a melee attack no player chooses")
        << "X: Whenever an enemy enters an adjacent square, make a {m} attack against that enemy."
        << "-";
    QTest::newRow("refused: terrain is no square near it")
        << "X: Use when an enemy enters forest terrain: That enemy is Immobilized (save ends)."
        << "-";
}

// "Immediate, when a charging enemy moves into a square adjacent to this creature; that enemy takes 10
// Damage": whose move, where it comes, and what befalls it.
void TestCardProfile::readsPowersAnsweringAMoveNearby()
{
    QFETCH(QString, text);
    QFETCH(QString, read);
    if (isRefusalRow(text, read))
        return;
    const std::optional<TriggeredPower> found = triggeredPowerOf(text);
    QVERIFY2(found, qPrintable(text));
    const TriggeredPower& power = *found;
    QCOMPARE(power.event, TriggerEvent::NeighbourEnters);
    QVERIFY(power.neighbour.enemies && !power.neighbour.allies);
    QStringList parts{describeAnswer(power).section(QStringLiteral(" | "), 0, 0)};
    parts.append(QStringLiteral("%1 %2%3")
                     .arg(power.neighbour.exactly ? QStringLiteral("exactly") : QStringLiteral("within"))
                     .arg(power.neighbour.within)
                     .arg(power.neighbour.charging ? QStringLiteral(" charging") : QString()));
    QStringList does;
    if (power.enemyDamage.amount > 0)
        does.append(QStringLiteral("%1 damage").arg(power.enemyDamage.amount));
    for (const ConditionEffect& condition : power.enemyEffects.conditions)
        does.append(conditionName(condition.condition));
    if (power.opportunityAttack)
        does.append(QStringLiteral("opportunity attack"));
    else if (power.basicAttack)
        does.append(QStringLiteral("basic attack"));
    else if (power.meleeAttack)
        does.append(QStringLiteral("melee attack"));
    parts.append(does.join(QStringLiteral(", ")));
    QCOMPARE(parts.join(QStringLiteral(" | ")), read);
}

void TestCardProfile::readsPlacementsAtTheEndOfTheRound_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("within");
    QTest::addColumn<QString>("keyword");
    QTest::addColumn<int>("minLevel"); // 0: any level
    QTest::newRow("of a level") << "Conjuration 5: Use at end of round; Place this creature within 6 squares "
                                   "of an Arcane ally of level 5 "
                                   "or greater."
                                << 6 << "Arcane" << 5;
    QTest::newRow("any level, a colon")
        << "Animate Object: Use at end of round: Place this creature within 5 "
           "squares of an Arcane ally."
        << 5 << "Arcane" << 0;
    QTest::newRow("Divine")
        << "Divine Summons 5: Use at end of round: Place this creature within 6 squares of a "
           "Divine ally of level 5 or greater."
        << 6 << "Divine" << 5;
}

// "Use at end of round; Place this creature within 6 squares of an Arcane ally of level 5 or greater".
void TestCardProfile::readsPlacementsAtTheEndOfTheRound()
{
    QFETCH(QString, text);
    QFETCH(int, within);
    QFETCH(QString, keyword);
    QFETCH(int, minLevel);
    const std::optional<TriggeredPower> found = triggeredPowerOf(text);
    QVERIFY2(found, qPrintable(text));
    QCOMPARE(found->event, TriggerEvent::EndOfRound);
    QVERIFY(found->optional);
    QVERIFY(found->place);
    QCOMPARE(found->place->within, within);
    QCOMPARE(found->place->ally.requiredKeywords, QStringList{keyword});
    QCOMPARE(found->place->ally.minLevel.value_or(0), minLevel);
}

// "Use at end of round, only if this creature occupies one of your victory areas and no other creature
// occupies that victory area: You score 10 VP", "…, then this creature takes 5 damage"; a place the
// engine cannot test, or "that victory area" with none named, is left for the players.
void TestCardProfile::readsPointsScoredAtTheEndOfTheRound()
{
    const std::optional<TriggeredPower> agent = triggeredPowerOf(QStringLiteral(
        "Covert Agent: Use at end of round, only if this creature occupies one of your victory areas and no "
        "other creature occupies that victory area: You score 10 VP."));
    QVERIFY(agent);
    QCOMPARE(agent->event, TriggerEvent::EndOfRound);
    QVERIFY(agent->optional);
    QCOMPARE(agent->onlyWhere->victoryArea, StandingPlace::VictoryArea::Own);
    QVERIFY(agent->aloneInArea);
    QCOMPARE(agent->victoryPoints, 10);
    QCOMPARE(agent->selfDamage, 0);
    const std::optional<TriggeredPower> debt = triggeredPowerOf(QStringLiteral(
        "Debt Repaid: Use at end of round, if this creature is in one of your victory areas: You "
        "score +5 VP, then this creature takes 5 damage."));
    QVERIFY(debt);
    QVERIFY(!debt->aloneInArea);
    QCOMPARE(debt->victoryPoints, 5);
    QCOMPARE(debt->selfDamage, 5);
    QVERIFY(
        !triggeredPowerOf(QStringLiteral("Use at end of round, if this creature occupies a ruined tower: You "
                                         "score 5 VP.")));
    QVERIFY(
        !triggeredPowerOf(QStringLiteral("Use at end of round, if this creature occupies fire terrain and no "
                                         "other creature occupies that victory area: You score 5 VP.")));
}

void TestCardProfile::readsPowersAnsweringItsDesignation_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("read"); // describeAnswer | its defence against that attack
    QTest::newRow("teleport")
        << "Not There: Immediate, when this creature is targeted by an attack; teleport 5 "
           "squares."
        << "immediate | any | teleport 5";
    QTest::newRow("by an enemy, a use") << "Reactive Blink: Immediate action, use when an enemy targets this "
                                           "creature with an attack: Teleport 3."
                                        << "immediate | any | teleport 3";
    QTest::newRow("shift up to")
        << "Deft Dodge: Immediate action: Use when targeted by an attack: Shift up to 3 "
           "squares."
        << "immediate | any | shift 3";
    QTest::newRow("misses")
        << "Fade Away: Immediate, when this creature is targeted by an attack; that attack "
           "misses."
        << "immediate | any | misses instead";
    QTest::newRow("by itself, an opportunity attack")
        << "Quick-Footed: Whenever this creature is targeted by an opportunity attack: +4 AC against that "
           "attack."
        << "by itself | any opportunity | +4 AC";
    QTest::newRow("less damage")
        << "Psionic Ablation: Use when this creature is targeted by an enemy's attack; "
           "-10 Damage on that attack."
        << "use | any | -10 damage";
    QTest::newRow("Riposte, an adjacent enemy attempts")
        << "Riposte: Immediate, when an adjacent enemy attempts a {m} attack against this creature; make a "
           "{b} "
           "attack against this enemy."
        << "immediate | Melee adjacent | basic attack against that enemy";
    QTest::newRow("Riposte, an enemy declares")
        << "Riposte: Immediate action, when an enemy declares a melee attack vs. this creature: Make a basic "
           "melee attack vs. that enemy."
        << "immediate | Melee | basic attack against that enemy";
    QTest::newRow("only beside an ally")
        << "Phalanx Fighting: Whenever this creature is targeted by an attack, if "
           "it is adjacent to an ally: +2 AC against that attack."
        << "by itself | any beside an ally | +2 AC";
    QTest::newRow("Agile Leap, an enemy declares an opportunity attack")
        << "Agile Leap: Use when an enemy declares an opportunity attack against this creature: That "
           "opportunity "
           "attack misses."
        << "use | any opportunity | misses instead";
}

// "Immediate, when this creature is targeted by an attack; teleport 5 squares": what the target does
// before the attack is rolled (603.2).
void TestCardProfile::readsPowersAnsweringItsDesignation()
{
    QFETCH(QString, text);
    QFETCH(QString, read);
    const std::optional<TriggeredPower> found = triggeredPowerOf(text);
    QVERIFY2(found, qPrintable(text));
    QCOMPARE(found->event, TriggerEvent::Targeted);
    QString answer = describeAnswer(*found);
    if (found->defenceAgainstIt)
        answer += QStringLiteral(" | +%1 %2")
                      .arg(found->defenceAgainstIt->amount)
                      .arg(statisticName(found->defenceAgainstIt->statistic));
    QCOMPARE(answer, read);
}

#include "tst_card_profile.moc"
