// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "combat/attack_resolution.h"
#include "combat/attack_roll.h"
#include "combat/concealment.h"
#include "combat/scripted_dice.h"

#include <QTest>

#include <functional>

using namespace ddm;

Q_DECLARE_METATYPE(ddm::AttackSituation)
Q_DECLARE_METATYPE(ddm::AttackModifier)
Q_DECLARE_METATYPE(ddm::DamageBonus)

class TestAttackRoll : public QObject {
    Q_OBJECT

private slots:
    void judgesTheRoll_data();
    void judgesTheRoll();
    void listsTheModifiers_data();
    void listsTheModifiers();
    void rollsForConcealment_data();
    void rollsForConcealment();
    void reportsTheRollItStillNeeded();
    void addsBonusDamageOnAHit_data();
    void addsBonusDamageOnAHit();
    void takesThePowersPart();
};

namespace {

// A +10 melee attack against AC 20, changed as a row needs.
AttackSituation attack(const std::function<void(AttackSituation&)>& change = {})
{
    AttackSituation situation;
    situation.kind = AttackKind::Melee;
    situation.defence = Defence::AC;
    situation.bonus = 10;
    situation.defenceValue = 20;
    if (change)
        change(situation);
    return situation;
}

AttackModifier combatAdvantageBy(const char* rule)
{
    return {2, AttackModifierReason::CombatAdvantage, QString::fromLatin1(rule)};
}

} // namespace

void TestAttackRoll::judgesTheRoll_data()
{
    QTest::addColumn<AttackSituation>("situation");
    QTest::addColumn<int>("natural"); // 0: no roll is made
    QTest::addColumn<bool>("hit");
    QTest::addColumn<bool>("critical");
    QTest::addColumn<int>("total"); // -1: none
    QTest::addColumn<AttackDecision>("decision");
    QTest::addColumn<QString>("rule");

    const auto total = AttackDecision::Total;
    QTest::newRow("604.4.a a total equal to the defence hits")
        << attack() << 10 << true << false << 20 << total << "604.4.a";
    QTest::newRow("604.4.a a total below the defence misses")
        << attack() << 9 << false << false << 19 << total << "604.4.a";
    QTest::newRow("604.4.c a natural 1 misses whatever the total")
        << attack([](auto& s) { s.bonus = 40; }) << 1 << false << false << 41 << AttackDecision::NaturalOne
        << "604.4.c";
    QTest::newRow("604.4.b a natural 20 hits and is critical whatever the total")
        << attack([](auto& s) { s.defenceValue = 99; }) << 20 << true << true << 30
        << AttackDecision::NaturalTwenty << "604.4.b";
    QTest::newRow("109.1 a power that cannot score a critical: a natural 20 only hits")
        << attack([](auto& s) {
               s.noCritical = true;
               s.defenceValue = 99;
           })
        << 20 << true << false << 30 << AttackDecision::NaturalTwenty << "604.4.b";
    QTest::newRow("109.1 nor does its critical range: the total decides") << attack([](auto& s) {
        s.noCritical = true;
        s.criticalFrom = 18;
        s.defenceValue = 99;
    }) << 18 << false << false << 28 << total << "604.4.a";
    QTest::newRow("1007.2 a natural 19 in melee from blood rock is a critical hit") << attack([](auto& s) {
        s.attackerOnBloodRock = true;
        s.defenceValue = 99;
    }) << 19 << true << true << 29 << AttackDecision::BloodRock << "1007.2";
    QTest::newRow("1007.2 a natural 18 from blood rock is an ordinary roll") << attack([](auto& s) {
        s.attackerOnBloodRock = true;
        s.defenceValue = 99;
    }) << 18 << false << false << 28 << total << "604.4.a";
    QTest::newRow("1007.2 blood rock does nothing for ranged attacks") << attack([](auto& s) {
        s.kind = AttackKind::Ranged;
        s.attackerOnBloodRock = true;
        s.defenceValue = 99;
    }) << 19 << false << false << 29 << total << "604.4.a";
    QTest::newRow("109.1 a card scoring criticals on 18+ crits on 18") << attack([](auto& s) {
        s.criticalFrom = 18;
        s.defenceValue = 99;
    }) << 18 << true << true << 28 << AttackDecision::CriticalRange << "109.1";
    QTest::newRow("109.1 a card scoring criticals on 18+ still rolls 17 normally")
        << attack([](auto& s) { s.criticalFrom = 18; }) << 17 << true << false << 27 << total << "604.4.a";
    QTest::newRow("604.4.c a natural 1 misses with a wide critical range")
        << attack([](auto& s) { s.criticalFrom = 18; }) << 1 << false << false << 11
        << AttackDecision::NaturalOne << "604.4.c";
    QTest::newRow("604.3.b an automatic hit needs no roll and is not critical") << attack([](auto& s) {
        s.automaticHit = true;
        s.defenceValue = 99;
    }) << 0 << true << false << -1 << AttackDecision::AutomaticHit << "604.3.b";
    QTest::newRow("109.1 'that attack is a critical hit' needs no roll") << attack([](auto& s) {
        s.automaticCritical = true;
        s.defenceValue = 99;
    }) << 0 << true << true << -1 << AttackDecision::CardCritical << "109.1";
    QTest::newRow("109.1 … but a power that cannot score a critical only hits") << attack([](auto& s) {
        s.automaticCritical = true;
        s.noCritical = true;
    }) << 0 << true << false << -1 << AttackDecision::CardCritical << "109.1";
    QTest::newRow("906.1 melee against a Helpless target is an automatic critical hit")
        << attack([](auto& s) {
               s.targetConditions = {Condition::Helpless};
               s.defenceValue = 99;
           })
        << 0 << true << true << -1 << AttackDecision::HelplessTarget << "906.1";
    QTest::newRow("906.1 a ranged attack on a Helpless target rolls with +4 and combat advantage")
        << attack([](auto& s) {
               s.kind = AttackKind::Ranged;
               s.targetConditions = {Condition::Helpless};
               s.defenceValue = 26;
           })
        << 10 << true << false << 26 << total << "604.4.a";
    QTest::newRow("413.3.a a charge's +1 turns a miss into a hit")
        << attack([](auto& s) { s.charge = true; }) << 9 << true << false << 20 << total << "604.4.a";
    QTest::newRow("611.1 cover's -2 against AC turns a hit into a miss")
        << attack([](auto& s) { s.targetHasCover = true; }) << 11 << false << false << 19 << total
        << "604.4.a";
    QTest::newRow("611.1 cover does not apply against Fortitude") << attack([](auto& s) {
        s.targetHasCover = true;
        s.defence = Defence::Fortitude;
    }) << 11 << true << false << 21 << total << "604.4.a";
    QTest::newRow("610.1.a flanking's +2 turns a miss into a hit")
        << attack([](auto& s) { s.flanking = true; }) << 8 << true << false << 20 << total << "604.4.a";
    QTest::newRow("1015.2 sacred circle's +2 turns a miss into a hit")
        << attack([](auto& s) { s.attackerOnSacredCircle = true; }) << 8 << true << false << 20 << total
        << "604.4.a";
    QTest::newRow("803.5 a power's -3 Attack turns a hit into a miss") << attack([](auto& s) {
        s.extraModifiers = {{-3, AttackModifierReason::Effect, "803.5"}};
    }) << 12 << false << false << 19 << total << "604.4.a";
}

void TestAttackRoll::judgesTheRoll()
{
    QFETCH(AttackSituation, situation);
    QFETCH(int, natural);
    QFETCH(bool, hit);
    QFETCH(bool, critical);
    QFETCH(int, total);
    QFETCH(AttackDecision, decision);
    QFETCH(QString, rule);

    QCOMPARE(needsAttackRoll(situation), natural != 0);
    const AttackRoll roll = judgeAttackRoll(situation, natural ? std::optional<int>(natural) : std::nullopt);
    QCOMPARE(roll.hit, hit);
    QCOMPARE(roll.critical, critical);
    QCOMPARE(roll.total, total < 0 ? std::nullopt : std::optional<int>(total));
    QCOMPARE(roll.natural, natural ? std::optional<int>(natural) : std::nullopt);
    QCOMPARE(roll.decidedBy, decision);
    QCOMPARE(roll.rule, rule);
    QCOMPARE(roll.defenceValue, situation.defenceValue);
}

void TestAttackRoll::listsTheModifiers_data()
{
    QTest::addColumn<AttackSituation>("situation");
    QTest::addColumn<QList<AttackModifier>>("modifiers");

    const AttackModifier cover{-2, AttackModifierReason::Cover, "611.1"};
    const AttackModifier helpless{4, AttackModifierReason::HelplessTarget, "906.1"};
    const AttackModifier charge{1, AttackModifierReason::Charge, "413.3.a"};
    const AttackModifier effect{2, AttackModifierReason::Effect, "803.5"};

    QTest::newRow("604.1 none by default") << attack() << QList<AttackModifier>{};
    QTest::newRow("413.3.a charge") << attack([](auto& s) { s.charge = true; })
                                    << QList<AttackModifier>{charge};
    QTest::newRow("610.1.a flanking")
        << attack([](auto& s) { s.flanking = true; }) << QList<AttackModifier>{combatAdvantageBy("610.1.a")};
    QTest::newRow("903.1 a Dazed attacker cannot flank") << attack([](auto& s) {
        s.flanking = true;
        s.attackerConditions = {Condition::Dazed};
    }) << QList<AttackModifier>{};
    QTest::newRow("901.1 a Blinded attacker cannot flank") << attack([](auto& s) {
        s.flanking = true;
        s.attackerConditions = {Condition::Blinded};
    }) << QList<AttackModifier>{};
    QTest::newRow("910.1 a Stunned attacker is Dazed and cannot flank") << attack([](auto& s) {
        s.flanking = true;
        s.attackerConditions = {Condition::Stunned};
    }) << QList<AttackModifier>{};
    QTest::newRow("610.1.b an attacker the target cannot see")
        << attack([](auto& s) { s.attackerInvisibleToTarget = true; })
        << QList<AttackModifier>{combatAdvantageBy("610.1.b")};
    QTest::newRow("610.1.b not when the attacker cannot see the target either") << attack([](auto& s) {
        s.attackerInvisibleToTarget = true;
        s.targetInvisibleToAttacker = true;
    }) << QList<AttackModifier>{};
    QTest::newRow("903.1 a Dazed target") << attack([](auto& s) { s.targetConditions = {Condition::Dazed}; })
                                          << QList<AttackModifier>{combatAdvantageBy("903.1")};
    QTest::newRow("910.1 a Stunned target is Dazed")
        << attack([](auto& s) { s.targetConditions = {Condition::Stunned}; })
        << QList<AttackModifier>{combatAdvantageBy("903.1")};
    QTest::newRow("904.1 a Dominated target is Dazed")
        << attack([](auto& s) { s.targetConditions = {Condition::Dominated}; })
        << QList<AttackModifier>{combatAdvantageBy("903.1")};
    QTest::newRow("901.1 a Blinded target")
        << attack([](auto& s) { s.targetConditions = {Condition::Blinded}; })
        << QList<AttackModifier>{combatAdvantageBy("901.1")};
    QTest::newRow("907.1 an Immobilized target grants nothing") << attack([](auto& s) {
        s.targetConditions = {Condition::Immobilized, Condition::Slowed};
    }) << QList<AttackModifier>{};
    QTest::newRow("610.1.c an effect says the target grants it")
        << attack([](auto& s) { s.targetGrantsCombatAdvantage = true; })
        << QList<AttackModifier>{combatAdvantageBy("610.1.c")};
    QTest::newRow("610.1 combat advantage counts once") << attack([](auto& s) {
        s.flanking = true;
        s.targetConditions = {Condition::Dazed, Condition::Blinded};
        s.targetGrantsCombatAdvantage = true;
    }) << QList<AttackModifier>{combatAdvantageBy("610.1.a")};
    QTest::newRow("611.1 cover against AC")
        << attack([](auto& s) { s.targetHasCover = true; }) << QList<AttackModifier>{cover};
    QTest::newRow("611.1 cover against Reflex") << attack([](auto& s) {
        s.targetHasCover = true;
        s.defence = Defence::Reflex;
    }) << QList<AttackModifier>{cover};
    QTest::newRow("611.1 no cover against Will") << attack([](auto& s) {
        s.targetHasCover = true;
        s.defence = Defence::Will;
    }) << QList<AttackModifier>{};
    QTest::newRow("906.1 a melee attack on a Helpless target: only the Dazed's combat advantage")
        << attack([](auto& s) { s.targetConditions = {Condition::Helpless}; })
        << QList<AttackModifier>{combatAdvantageBy("903.1")};
    QTest::newRow("906.1 an area attack on a Helpless target: +4 too") << attack([](auto& s) {
        s.kind = AttackKind::Area;
        s.targetConditions = {Condition::Helpless};
    }) << QList<AttackModifier>{combatAdvantageBy("903.1"), helpless};
    QTest::newRow("1015.2 sacred circle")
        << attack([](auto& s) { s.attackerOnSacredCircle = true; })
        << QList<AttackModifier>{{2, AttackModifierReason::SacredCircle, "1015.2"}};
    QTest::newRow("803.5 a power's modifiers come last") << attack([&](auto& s) {
        s.extraModifiers = {effect};
        s.charge = true;
        s.targetHasCover = true;
    }) << QList<AttackModifier>{charge, cover, effect};
}

void TestAttackRoll::listsTheModifiers()
{
    QFETCH(AttackSituation, situation);
    QFETCH(QList<AttackModifier>, modifiers);

    QCOMPARE(attackModifiers(situation), modifiers);
}

void TestAttackRoll::rollsForConcealment_data()
{
    QTest::addColumn<AttackSituation>("situation");
    QTest::addColumn<QList<int>>("rolls");
    QTest::addColumn<bool>("hit");
    QTest::addColumn<int>("conceal"); // 0: no conceal roll
    QTest::addColumn<QString>("rule");

    const auto conceal10 = [](AttackSituation& s) { s.targetConceal = 10; };
    QTest::newRow("707.4.a a roll below X turns the hit into a miss")
        << attack(conceal10) << QList<int>{12, 9} << false << 10 << "707.4.a";
    QTest::newRow("707.4.a a roll of X keeps the hit")
        << attack(conceal10) << QList<int>{12, 10} << true << 10 << "604.4.a";
    QTest::newRow("707.4.a a critical hit is not concealed")
        << attack(conceal10) << QList<int>{20} << true << 0 << "604.4.b";
    QTest::newRow("707.4.a a miss needs no conceal roll")
        << attack(conceal10) << QList<int>{3} << false << 0 << "604.4.a";
    QTest::newRow("707.4.a ranged attacks are concealed") << attack([&](auto& s) {
        conceal10(s);
        s.kind = AttackKind::Ranged;
    }) << QList<int>{12, 2} << false << 10 << "707.4.a";
    QTest::newRow("707.4.a close attacks are not concealed") << attack([&](auto& s) {
        conceal10(s);
        s.kind = AttackKind::Close;
    }) << QList<int>{12} << true << 0 << "604.4.a";
    QTest::newRow("707.4.a an automatic hit is concealed") << attack([&](auto& s) {
        conceal10(s);
        s.kind = AttackKind::Ranged;
        s.automaticHit = true;
    }) << QList<int>{4} << false << 10 << "707.4.a";
    QTest::newRow("804.4.f an invisible target has Conceal 11 against melee")
        << attack([](auto& s) { s.targetInvisibleToAttacker = true; }) << QList<int>{12, 10} << false << 11
        << "804.4.f";
    QTest::newRow("901.1 a Blinded attacker's melee target has Conceal 11")
        << attack([](auto& s) { s.attackerConditions = {Condition::Blinded}; }) << QList<int>{12, 11} << true
        << 11 << "604.4.a";
    QTest::newRow("707.4.b only the highest concealment applies") << attack([](auto& s) {
        s.targetConceal = 5;
        s.targetInvisibleToAttacker = true;
    }) << QList<int>{12, 8} << false << 11 << "804.4.f";
    QTest::newRow("707.4.b a higher Conceal X beats invisibility's 11") << attack([](auto& s) {
        s.targetConceal = 15;
        s.targetInvisibleToAttacker = true;
    }) << QList<int>{12, 14} << false << 15 << "707.4.a";
    QTest::newRow("707.2.a Blindsight ignores concealment") << attack([&](auto& s) {
        conceal10(s);
        s.attackerIgnoresConceal = true;
    }) << QList<int>{12} << true << 0 << "604.4.a";
}

void TestAttackRoll::rollsForConcealment()
{
    QFETCH(AttackSituation, situation);
    QFETCH(QList<int>, rolls);
    QFETCH(bool, hit);
    QFETCH(int, conceal);
    QFETCH(QString, rule);

    ScriptedDice dice;
    QVERIFY(!dice.append(rolls));
    const AttackResult result = resolveAttack(situation, dice);
    QCOMPARE(result.missingRoll, std::nullopt);
    QCOMPARE(result.hit, hit);
    QCOMPARE(result.rule, rule);
    QCOMPARE(result.conceal.has_value(), conceal != 0);
    if (result.conceal) {
        QCOMPARE(result.conceal->concealment.value, conceal);
        QCOMPARE(result.conceal->roll, rolls.last());
        QCOMPARE(result.decidedBy == AttackDecision::Concealed, !hit);
        QCOMPARE(dice.rolls().last().purpose, RollPurpose::Concealment);
    }
    QVERIFY2(dice.unused().isEmpty(), "every scripted roll is used, and no more");
}

void TestAttackRoll::reportsTheRollItStillNeeded()
{
    ScriptedDice none;
    QCOMPARE(resolveAttack(attack(), none).missingRoll, RollPurpose::Attack);

    ScriptedDice attackOnly;
    QVERIFY(!attackOnly.append({15}));
    QCOMPARE(resolveAttack(attack([](auto& s) { s.targetConceal = 10; }), attackOnly).missingRoll,
             RollPurpose::Concealment);

    ScriptedDice automatic; // an automatic hit uses no roll at all (604.3.b)
    const AttackResult result = resolveAttack(attack([](auto& s) { s.automaticHit = true; }), automatic);
    QCOMPARE(result.missingRoll, std::nullopt);
    QVERIFY(result.hit);
}

void TestAttackRoll::addsBonusDamageOnAHit_data()
{
    QTest::addColumn<AttackSituation>("situation");
    QTest::addColumn<int>("natural");
    QTest::addColumn<QList<DamageBonus>>("bonuses");

    const DamageBonus plusFive{5, DamageType::Untyped, DamageBonusReason::Effect};
    const DamageBonus sneak{10, DamageType::Untyped, DamageBonusReason::SneakAttack};
    const DamageBonus terrain{5, DamageType::Untyped, DamageBonusReason::DangerousTerrain};

    QTest::newRow("806.4 a power's +5 Damage on a hit")
        << attack([&](auto& s) { s.extraDamage = {plusFive}; }) << 15 << QList<DamageBonus>{plusFive};
    QTest::newRow("806.4 no bonus damage on a miss")
        << attack([&](auto& s) { s.extraDamage = {plusFive}; }) << 2 << QList<DamageBonus>{};
    QTest::newRow("806.4 Sneak Attack with combat advantage") << attack([](auto& s) {
        s.sneakAttack = 10;
        s.flanking = true;
    }) << 15 << QList<DamageBonus>{sneak};
    QTest::newRow("806.4 no Sneak Attack without combat advantage")
        << attack([](auto& s) { s.sneakAttack = 10; }) << 15 << QList<DamageBonus>{};
    QTest::newRow("1008.2 dangerous terrain adds 5 to melee")
        << attack([](auto& s) { s.attackerOnDangerousTerrain = true; }) << 15 << QList<DamageBonus>{terrain};
    QTest::newRow("1008.2 dangerous terrain adds nothing to ranged") << attack([](auto& s) {
        s.attackerOnDangerousTerrain = true;
        s.kind = AttackKind::Ranged;
    }) << 15 << QList<DamageBonus>{};
}

void TestAttackRoll::addsBonusDamageOnAHit()
{
    QFETCH(AttackSituation, situation);
    QFETCH(int, natural);
    QFETCH(QList<DamageBonus>, bonuses);

    ScriptedDice dice;
    QVERIFY(!dice.append({natural}));
    QCOMPARE(resolveAttack(situation, dice).damageBonuses, bonuses);
}

void TestAttackRoll::takesThePowersPart()
{
    AttackPower power;
    power.kind = AttackKind::Ranged;
    power.defence = Defence::Will;
    power.bonus = 13;
    power.automaticHit = true;
    power.criticalFrom = 19;
    const AttackSituation situation = attackSituationFor(power);
    QCOMPARE(situation.kind, AttackKind::Ranged);
    QCOMPARE(situation.defence, Defence::Will);
    QCOMPARE(situation.bonus, 13);
    QVERIFY(situation.automaticHit);
    QCOMPARE(situation.criticalFrom, 19);
}

QTEST_GUILESS_MAIN(TestAttackRoll)
#include "tst_attack_roll.moc"
