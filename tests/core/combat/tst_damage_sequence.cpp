// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "combat/damage_sequence.h"

#include <QStringList>
#include <QTest>

#include <functional>

using namespace ddm;

Q_DECLARE_METATYPE(ddm::DamageInput)
Q_DECLARE_METATYPE(ddm::CreatureAbilities)
Q_DECLARE_METATYPE(ddm::HitPoints)

class TestDamageSequence : public QObject {
    Q_OBJECT

private slots:
    void calculatesDamage_data();
    void calculatesDamage();
    void ongoingDamageIsNotAnAttack();
    void appliesTheDamageToHitPoints();
    void logsTheHitPointSteps_data();
    void logsTheHitPointSteps();
    void namesEveryStep();
};

namespace {

DamagePart part(int amount, DamageType type = DamageType::Untyped)
{
    DamagePart result;
    result.amount = amount;
    result.type = type;
    return result;
}

DamageInput hit(QList<DamagePart> parts, const std::function<void(DamageInput&)>& change = {})
{
    DamageInput input;
    input.parts = std::move(parts);
    input.origin = DamageOrigin::AttackHit;
    if (change)
        change(input);
    return input;
}

CreatureAbilities target(const std::function<void(CreatureAbilities&)>& change = {})
{
    CreatureAbilities abilities;
    if (change)
        change(abilities);
    return abilities;
}

// "resist/Fire=10": each step's key, its type when typed, and the running damage after it.
QString describe(const QList<DamageStep>& steps)
{
    QStringList parts;
    for (const DamageStep& step : steps) {
        QString text = damageStepKey(step.kind);
        if (step.type != DamageType::Untyped)
            text += QLatin1Char('/') + damageTypeName(step.type);
        parts.append(text + QLatin1Char('=') + QString::number(step.after));
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace

void TestDamageSequence::calculatesDamage_data()
{
    QTest::addColumn<DamageInput>("input");
    QTest::addColumn<CreatureAbilities>("abilities");
    QTest::addColumn<int>("amount");
    QTest::addColumn<QString>("steps");
    QTest::addColumn<QString>("rule"); // the last step's

    const DamageBonus plusFive{5, DamageType::Untyped, DamageBonusReason::Effect};
    const auto fire = DamageType::Fire;
    const auto radiant = DamageType::Radiant;

    QTest::newRow("806.3 the printed damage") << hit({part(15)}) << target() << 15 << "base=15"
                                              << "806.3";
    QTest::newRow("806.3 parts add up: 5 + 15 cold")
        << hit({part(5), part(15, DamageType::Cold)}) << target() << 20 << "base=5, base/Cold=20"
        << "806.3";
    QTest::newRow("806.3 a critical hit doubles the printed damage")
        << hit({part(15)}, [](auto& i) { i.critical = true; }) << target() << 30 << "base=15, critical=30"
        << "806.3";
    QTest::newRow("806.3 only a hit's damage is doubled") << hit({part(15)},
                                                                 [](auto& i) {
                                                                     i.critical = true;
                                                                     i.origin = DamageOrigin::AttackMiss;
                                                                 })
                                                          << target() << 15 << "base=15"
                                                          << "806.3";
    QTest::newRow("806.4 bonus damage comes after doubling")
        << hit({part(15)},
               [&](auto& i) {
                   i.critical = true;
                   i.bonuses = {plusFive};
               })
        << target() << 35 << "base=15, critical=30, bonus=35"
        << "806.4";
    QTest::newRow("109.1 Keen Weapon: triple the printed damage on a critical, bonuses after")
        << hit({part(15)},
               [&](auto& i) {
                   i.critical = true;
                   i.criticalMultiple = 3;
                   i.bonuses = {plusFive};
               })
        << target() << 50 << "base=15, critical=45, bonus=50"
        << "806.4";
    QTest::newRow("109.1 Fortified: Resist All against a critical hit only")
        << hit({part(15)}, [](auto& i) { i.critical = true; })
        << target([](auto& t) { t.criticalResistAll = 10; }) << 20 << "base=15, critical=30, resist-all=20"
        << "109.1";
    QTest::newRow("109.1 Fortified: no Resist All against a normal hit")
        << hit({part(15)}) << target([](auto& t) { t.criticalResistAll = 10; }) << 15 << "base=15"
        << "806.3";
    QTest::newRow("706.2.b Fortified: the higher Resist All applies, not both")
        << hit({part(15)}, [](auto& i) { i.critical = true; }) << target([](auto& t) {
               t.criticalResistAll = 10;
               t.resistAll = 15;
           })
        << 15 << "base=15, critical=30, resist-all=15"
        << "707.11.b";
    QTest::newRow("109.1 Fortified: -10 damage against a critical hit")
        << hit({part(15)}, [](auto& i) { i.critical = true; })
        << target([](auto& t) { t.criticalDamageReduction = 10; }) << 20 << "base=15, critical=30, bonus=20"
        << "109.1";
    QTest::newRow("109.1 Divinian: no extra damage from a critical hit")
        << hit({part(15)},
               [](auto& i) {
                   i.critical = true;
                   i.criticalMultiple = 3;
               })
        << target([](auto& t) { t.noExtraCriticalDamage = true; }) << 15 << "base=15"
        << "806.3";
    QTest::newRow("806.4 no bonus damage on a miss") << hit({part(10)},
                                                            [&](auto& i) {
                                                                i.bonuses = {plusFive};
                                                                i.origin = DamageOrigin::AttackMiss;
                                                            })
                                                     << target() << 10 << "base=10"
                                                     << "806.3";
    QTest::newRow("806.4 Sneak Attack")
        << hit({part(10)},
               [](auto& i) {
                   i.bonuses = {{10, DamageType::Untyped, DamageBonusReason::SneakAttack}};
               })
        << target() << 20 << "base=10, sneak-attack=20"
        << "806.4";
    QTest::newRow("1008.2 dangerous terrain")
        << hit({part(10)},
               [](auto& i) {
                   i.bonuses = {{5, DamageType::Untyped, DamageBonusReason::DangerousTerrain}};
               })
        << target() << 15 << "base=10, dangerous-terrain=15"
        << "1008.2";
    QTest::newRow("806.2 an effect without damage is nullified") << hit({}) << target() << 0 << "nullified=0"
                                                                 << "806.2";

    QTest::newRow("707.7.a immunity to the only type nullifies the effect")
        << hit({part(15, fire)}) << target([&](auto& t) { t.immuneDamage = {fire}; }) << 0
        << "base/Fire=15, immune/Fire=0, nullified=0"
        << "806.2";
    QTest::newRow("707.7.a immunity removes only its type")
        << hit({part(5), part(15, DamageType::Poison)})
        << target([](auto& t) { t.immuneDamage = {DamageType::Poison}; }) << 5
        << "base=5, base/Poison=20, immune/Poison=5"
        << "707.7.a";
    QTest::newRow("707.7.a untyped bonus damage gets past a fire immunity")
        << hit({part(15, fire)}, [&](auto& i) { i.bonuses = {plusFive}; })
        << target([&](auto& t) { t.immuneDamage = {fire}; }) << 5 << "base/Fire=15, bonus=20, immune/Fire=5"
        << "707.7.a";
    QTest::newRow("707.11.a Resist reduces its type") << hit({part(20, fire)}) << target([&](auto& t) {
        t.resist = {{fire, 10}};
    }) << 10 << "base/Fire=20, resist/Fire=10"
                                                      << "707.11.a";
    QTest::newRow("707.11.a Resist ignores other types")
        << hit({part(20, DamageType::Cold)}) << target([&](auto& t) {
               t.resist = {{fire, 10}};
           })
        << 20 << "base/Cold=20"
        << "806.3";
    QTest::newRow("707.11.a Resist reduces only its part: 10 + 10 fire against Resist 15 fire")
        << hit({part(10), part(10, fire)}) << target([&](auto& t) {
               t.resist = {{fire, 15}};
           })
        << 10 << "base=10, base/Fire=20, resist/Fire=10"
        << "707.11.a";
    QTest::newRow("707.11.a Resist once per type: 10 fire + 5 fire bonus against Resist 10 fire")
        << hit({part(10, fire)},
               [&](auto& i) {
                   i.bonuses = {{5, fire, DamageBonusReason::Effect}};
               })
        << target([&](auto& t) {
               t.resist = {{fire, 10}};
           })
        << 5 << "base/Fire=10, bonus/Fire=15, resist/Fire=5"
        << "707.11.a";
    QTest::newRow("806.2 Resist equal to the damage nullifies it")
        << hit({part(10, fire)}) << target([&](auto& t) {
               t.resist = {{fire, 10}};
           })
        << 0 << "base/Fire=10, resist/Fire=0, nullified=0"
        << "806.2";
    QTest::newRow("707.11.b Resist All once per effect")
        << hit({part(10), part(10, fire)}) << target([](auto& t) { t.resistAll = 5; }) << 15
        << "base=10, base/Fire=20, resist-all=15"
        << "707.11.b";
    QTest::newRow("707.11 Resist TYPE and Resist All both subtract")
        << hit({part(30, fire)}) << target([&](auto& t) {
               t.resist = {{fire, 10}};
               t.resistAll = 5;
           })
        << 15 << "base/Fire=30, resist/Fire=20, resist-all=15"
        << "707.11.b";

    QTest::newRow("905.1 an Enervated attacker deals half damage")
        << hit({part(20)}, [](auto& i) { i.attackerEnervated = true; }) << target() << 10
        << "base=20, halved-enervated=10"
        << "905.1";
    QTest::newRow("110.1.b half of 25 rounds down to 10")
        << hit({part(25)}, [](auto& i) { i.attackerEnervated = true; }) << target() << 10
        << "base=25, halved-enervated=10"
        << "905.1";
    QTest::newRow("110.1.b half of 15 rounds down to 5")
        << hit({part(15)}, [](auto& i) { i.attackerEnervated = true; }) << target() << 5
        << "base=15, halved-enervated=5"
        << "905.1";
    QTest::newRow("806.2 half of 5 is 0: nullified")
        << hit({part(5)}, [](auto& i) { i.attackerEnervated = true; }) << target() << 0
        << "base=5, halved-enervated=0, nullified=0"
        << "806.2";
    QTest::newRow("905.1 an Enervated attacker's miss damage is halved too")
        << hit({part(10)},
               [](auto& i) {
                   i.attackerEnervated = true;
                   i.origin = DamageOrigin::AttackMiss;
               })
        << target() << 5 << "base=10, halved-enervated=5"
        << "905.1";
    QTest::newRow("707.8.a Insubstantial halves damage from attacks")
        << hit({part(30)}) << target([](auto& t) { t.insubstantial = true; }) << 15
        << "base=30, halved-insubstantial=15"
        << "707.8.a";
    QTest::newRow("707.8.a an attack that ignores Insubstantial")
        << hit({part(30)}, [](auto& i) { i.ignoresInsubstantial = true; })
        << target([](auto& t) { t.insubstantial = true; }) << 30 << "base=30"
        << "806.3";
    QTest::newRow("806.5 both halvings apply") << hit({part(40)}, [](auto& i) { i.attackerEnervated = true; })
                                               << target([](auto& t) { t.insubstantial = true; }) << 10
                                               << "base=40, halved-enervated=20, halved-insubstantial=10"
                                               << "707.8.a";
    QTest::newRow("806.5 subtract before halving") << hit({part(30, fire)}) << target([&](auto& t) {
        t.resist = {{fire, 10}};
        t.insubstantial = true;
    }) << 10 << "base/Fire=30, resist/Fire=20, halved-insubstantial=10"
                                                   << "707.8.a";

    QTest::newRow("707.14.a Vulnerable adds to its type") << hit({part(15, radiant)}) << target([&](auto& t) {
        t.vulnerable = {{radiant, 10}};
    }) << 25 << "base/Radiant=15, vulnerable/Radiant=25"
                                                          << "707.14.a";
    QTest::newRow("707.14.a Vulnerable needs damage of its type")
        << hit({part(15, fire)}) << target([&](auto& t) {
               t.vulnerable = {{radiant, 10}};
           })
        << 15 << "base/Fire=15"
        << "806.3";
    QTest::newRow("707.14.a Vulnerable All")
        << hit({part(15, fire)}) << target([](auto& t) { t.vulnerableAll = 5; }) << 20
        << "base/Fire=15, vulnerable-all=20"
        << "707.14.a";
    QTest::newRow("806.6 Vulnerable comes after halving") << hit({part(20, radiant)}) << target([&](auto& t) {
        t.vulnerable = {{radiant, 10}};
        t.insubstantial = true;
    }) << 20 << "base/Radiant=20, halved-insubstantial=10, vulnerable/Radiant=20"
                                                          << "707.14.a";
    QTest::newRow("806.2 Vulnerable does not revive nullified damage")
        << hit({part(10, fire)}) << target([&](auto& t) {
               t.resist = {{fire, 10}};
               t.vulnerable = {{fire, 10}};
           })
        << 0 << "base/Fire=10, resist/Fire=0, nullified=0"
        << "806.2";
    QTest::newRow("707.14.a Vulnerable skips a type that Resist took to 0")
        << hit({part(10), part(5, fire)}) << target([&](auto& t) {
               t.resist = {{fire, 5}};
               t.vulnerable = {{fire, 10}};
           })
        << 10 << "base=10, base/Fire=15, resist/Fire=10"
        << "707.11.a";
    QTest::newRow("806 a critical 10 + 10 radiant with +5 against Resist 5 All and Vulnerable 10 radiant")
        << hit({part(10), part(10, radiant)},
               [&](auto& i) {
                   i.critical = true;
                   i.bonuses = {plusFive};
               })
        << target([&](auto& t) {
               t.resistAll = 5;
               t.vulnerable = {{radiant, 10}};
           })
        << 50 << "base=10, base/Radiant=20, critical=40, bonus=45, resist-all=40, vulnerable/Radiant=50"
        << "707.14.a";
}

void TestDamageSequence::calculatesDamage()
{
    QFETCH(DamageInput, input);
    QFETCH(CreatureAbilities, abilities);
    QFETCH(int, amount);
    QFETCH(QString, steps);
    QFETCH(QString, rule);

    const DamageCalculation calculation = calculateDamage(input, abilities);
    QCOMPARE(describe(calculation.steps), steps);
    QCOMPARE(calculation.amount, amount);
    QCOMPARE(calculation.nullified, amount == 0);
    QCOMPARE(calculation.steps.last().rule, rule);
}

void TestDamageSequence::ongoingDamageIsNotAnAttack()
{
    OngoingDamage ongoing;
    ongoing.amount = 10;
    ongoing.type = DamageType::Poison;
    const DamageInput input = ongoingDamageInput(ongoing);
    QCOMPARE(input.origin, DamageOrigin::Other);

    // 908.1 damage is typed, so Resist applies; it is not from an attack, so Insubstantial does not.
    CreatureAbilities abilities;
    abilities.resist = {{DamageType::Poison, 5}};
    abilities.insubstantial = true;
    QCOMPARE(describe(calculateDamage(input, abilities).steps),
             QStringLiteral("base/Poison=10, resist/Poison=5"));
}

void TestDamageSequence::appliesTheDamageToHitPoints()
{
    CreatureAbilities abilities;
    abilities.resist = {{DamageType::Fire, 5}};
    const DamageResult result = resolveDamage(hit({part(20, DamageType::Fire)}), abilities, {60, 40, 10});
    QCOMPARE(result.amount, 15);
    QCOMPARE(result.change.after, HitPoints({60, 35, 0}));
    QCOMPARE(result.change.absorbed, 10);
    QCOMPARE(result.change.lost, 5);

    const DamageResult nullified = resolveDamage(hit({part(5, DamageType::Fire)}), abilities, {60, 40, 0});
    QVERIFY(nullified.nullified);
    QCOMPARE(nullified.change.after, HitPoints({60, 40, 0}));
}

void TestDamageSequence::logsTheHitPointSteps_data()
{
    QTest::addColumn<HitPoints>("before");
    QTest::addColumn<int>("damage");
    QTest::addColumn<QString>("steps"); // after the base step

    QTest::newRow("806.7 hit points") << HitPoints{50, 50, 0} << 10 << "hit-points=40";
    QTest::newRow("806.7.a temporary hit points first")
        << HitPoints{50, 50, 5} << 10 << "temporary-hit-points=0, hit-points=45";
    QTest::newRow("806.7.a temporary hit points absorb it all")
        << HitPoints{50, 50, 15} << 10 << "temporary-hit-points=5";
    QTest::newRow("804.4.d bloodied") << HitPoints{50, 40, 0} << 15 << "hit-points=25, bloodied=25";
    QTest::newRow("806.9 destroyed") << HitPoints{50, 20, 0} << 30 << "hit-points=-10, destroyed=-10";
}

void TestDamageSequence::logsTheHitPointSteps()
{
    QFETCH(HitPoints, before);
    QFETCH(int, damage);
    QFETCH(QString, steps);

    const DamageResult result = resolveDamage(hit({part(damage)}), CreatureAbilities(), before);
    QCOMPARE(describe(result.steps.mid(1)), steps);
}

void TestDamageSequence::namesEveryStep()
{
    // The battle log shows the rule of each hit point step.
    const DamageResult result = resolveDamage(hit({part(40)}), CreatureAbilities(), {50, 50, 5});
    QStringList rules;
    for (const DamageStep& step : result.steps)
        rules.append(step.rule);
    QCOMPARE(rules, QStringList({"806.3", "806.7.a", "806.7", "804.4.d"}));

    const DamageResult destroyed = resolveDamage(hit({part(40)}), CreatureAbilities(), {50, 20, 0});
    QCOMPARE(destroyed.steps.last().kind, DamageStepKind::Destroyed);
    QCOMPARE(destroyed.steps.last().rule, QStringLiteral("806.9"));
}

QTEST_GUILESS_MAIN(TestDamageSequence)
#include "tst_damage_sequence.moc"
