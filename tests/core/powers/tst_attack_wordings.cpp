// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/attack_parser.h"
#include "powers/misprints.h"

#include <QTest>

using namespace ddm;

namespace {

AttackPower withHit(const QString& effects)
{
    return parseAttackPower(QStringLiteral("Strike: +8 vs. AC; ") + effects);
}

QString leftoversOf(const AttackPower& attack)
{
    return attack.leftovers.join(QStringLiteral(" | "));
}

} // namespace

// The catalog's other wordings of what the grammar reads: misprints, an outcome named after its
// item, lists, restrictions put together, the moves and attacks a power makes. Every text here is
// invented for the test, in the catalog's manner.
class TestAttackWordings : public QObject {
    Q_OBJECT

private slots:
    void repairsMisprints_data();
    void repairsMisprints();
    void readsRepairedPowers_data();
    void readsRepairedPowers();
    void readsOutcomesNamedAfterTheirItem();
    void readsDamageWordings_data();
    void readsDamageWordings();
    void leavesDamageItCannotPlace_data();
    void leavesDamageItCannotPlace();
    void readsModifierLists();
    void readsQualifiedConditions();
    void readsCombatAdvantageForEveryEnemy();
    void readsTargetRestrictions_data();
    void readsTargetRestrictions();
    void leavesAListWhole();
    void readsAttackCounts();
    void readsMoves();
    void readsOptions_data();
    void readsOptions();
    void readsMovedFromStart();
    void leavesChargePowersWithAnAreaUnread();
    void readsFurtherAttacks();
    void readsHealingAndNearbyDamage();
    void readsTrailingKeywords();
    void readsRechargesNamingThePower_data();
    void readsRechargesNamingThePower();
};

void TestAttackWordings::repairsMisprints_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("repaired");
    QTest::newRow("a letter lost") << "+9 vs. Refex;"
                                   << "+9 vs. Reflex;";
    QTest::newRow("a letter added") << "its next turn, firstt"
                                    << "its next turn, first";
    QTest::newRow("the case kept") << "Foritude and creture"
                                   << "Fortitude and creature";
    QTest::newRow("a short word") << "+9 vs. Wil; Make tw {b} attacks"
                                  << "+9 vs. Will; Make two {b} attacks";
    QTest::newRow("a lost ligature") << "Petrifi ed, aff ected, fi rst"
                                     << "Petrified, affected, first";
    QTest::newRow("damage misspelt") << "5 damamge, 5 Dmage, 5 damagee"
                                     << "5 damage, 5 Damage, 5 damage";
    QTest::newRow("o for a zero") << "+9 vs. AC; 1o damage."
                                  << "+9 vs. AC; 10 damage.";
    QTest::newRow("squares glued") << "push 2squares"
                                   << "push 2 squares";
    QTest::newRow("DEF without its (") << "+9 vs. DEF Fort); 5 damage"
                                       << "+9 vs. DEF(Fort); 5 damage";
    QTest::newRow("ongoing twice") << "ongoing 5 ongoing cold damage"
                                   << "ongoing 5 cold damage";
    QTest::newRow("square brackets") << "with [m] attacks"
                                     << "with {m} attacks";
    QTest::newRow("a lost }") << "against {r attacks"
                              << "against {r} attacks";
    QTest::newRow("up its speed") << "moves up its speed"
                                  << "moves up to its speed";
    QTest::newRow("a rider after the full stop") << "Dazed. (save ends). Then"
                                                 << "Dazed (save ends). Then";
    QTest::newRow("a doubled )") << "Zap: (radius 1 within 6)) +5 vs. Reflex"
                                 << "Zap: (radius 1 within 6) +5 vs. Reflex";
    QTest::newRow("a lost (") << "Zap: range 6, sight) +5 vs. Reflex"
                              << "Zap: (range 6, sight) +5 vs. Reflex";
    QTest::newRow("an unclosed ( at the end") << "Helpless (save ends."
                                              << "Helpless (save ends).";
    QTest::newRow("an unclosed ( before the next sentence")
        << "Helpless (save ends. Recharge as a move action."
        << "Helpless (save ends). Recharge as a move action.";
    QTest::newRow("words that only look alike") << "Wilfred's staff, twig, off the map"
                                                << "Wilfred's staff, twig, off the map";
    QTest::newRow("(max. 1) is no sentence end") << "(max. 1 per turn)"
                                                 << "(max. 1 per turn)";
}

void TestAttackWordings::repairsMisprints()
{
    QFETCH(QString, text);
    QTEST(repairMisprints(text), "repaired");
}

void TestAttackWordings::readsRepairedPowers_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Defence>("defence");
    QTest::addColumn<int>("damage");
    QTest::newRow("reflex misspelt") << "Jab: +7 vs. Refex; 10 damage." << Defence::Reflex << 10;
    QTest::newRow("o for a zero") << "Jab: +7 vs. AC; 1o damage." << Defence::AC << 10;
    QTest::newRow("DEF without its (") << "Jab: +7 vs. DEF Ref); 5 + 5 fire damage." << Defence::Reflex << 10;
    QTest::newRow("the header's ( lost")
        << "Jab: range 6, ignore invisible) +7 vs. AC; 10 damage." << Defence::AC << 10;
}

void TestAttackWordings::readsRepairedPowers()
{
    QFETCH(QString, text);
    const AttackPower attack = parseAttackPower(text);
    QVERIFY2(attack.understood(), qPrintable(leftoversOf(attack)));
    QTEST(attack.defence, "defence");
    QTEST(attack.onHit.totalDamage(), "damage");
    QCOMPARE(attack.text, text); // the card's own text is kept for display
}

void TestAttackWordings::readsOutcomesNamedAfterTheirItem()
{
    const AttackPower miss = withHit(QStringLiteral("Immobilized (save ends), Slowed (save ends) on miss."));
    QVERIFY2(miss.understood(), qPrintable(leftoversOf(miss)));
    QCOMPARE(miss.onHit.conditions.size(), 1);
    QCOMPARE(miss.onHit.conditions.first().condition, Condition::Immobilized);
    QCOMPARE(miss.onMiss.conditions.first().condition, Condition::Slowed);
    QCOMPARE(miss.onMiss.conditions.first().duration, EffectDuration::SaveEnds);

    // A lower-case "and" joins the miss's items; an "AND" ends them.
    const AttackPower joined =
        withHit(QStringLiteral("20 cold damage AND Immobilized, 10 cold and Slowed on miss."));
    QVERIFY2(joined.understood(), qPrintable(leftoversOf(joined)));
    QCOMPARE(joined.onHit.totalDamage(), 20);
    QCOMPARE(joined.onMiss.damage, (QList<DamagePart>{{10, DamageType::Cold, {}}}));
    QCOMPARE(joined.onMiss.conditions.first().condition, Condition::Slowed);

    const AttackPower critical =
        withHit(QStringLiteral("15 damage AND 10 ongoing damage on a critical hit."));
    QVERIFY2(critical.understood(), qPrintable(leftoversOf(critical)));
    QCOMPARE(critical.onHit.totalDamage(), 15);
    QVERIFY(critical.onHit.ongoing.isEmpty());
    QCOMPARE(critical.onCritical.ongoing.first().amount, 10);

    const AttackPower also = withHit(QStringLiteral("15 damage, target is also Stunned on critical hit."));
    QVERIFY2(also.understood(), qPrintable(leftoversOf(also)));
    QCOMPARE(also.onCritical.conditions.first().condition, Condition::Stunned);

    // A critical's save shares no group with the hit's: they would end on one save.
    const AttackPower groups = withHit(QStringLiteral(
        "Dazed AND Slowed (save ends both). On a critical hit, Weakened AND Blinded (save ends both)."));
    QVERIFY2(groups.understood(), qPrintable(leftoversOf(groups)));
    QVERIFY(groups.onHit.conditions.first().saveGroup != 0);
    QVERIFY(groups.onCritical.conditions.first().saveGroup != 0);
    QVERIFY(groups.onHit.conditions.first().saveGroup != groups.onCritical.conditions.first().saveGroup);

    QVERIFY(!withHit(QStringLiteral("10 damage on miss if the moon is full.")).understood());
}

void TestAttackWordings::readsDamageWordings_data()
{
    QTest::addColumn<QString>("effects");
    QTest::addColumn<QList<DamagePart>>("parts");
    QTest::addColumn<int>("ongoing");
    QTest::addColumn<DamageType>("ongoingType");
    const auto part = [](int amount, DamageType type, QList<DamageType> alternatives = {}) {
        return DamagePart{amount, type, alternatives};
    };
    QTest::newRow("who takes it said")
        << "target takes 20 damage." << QList<DamagePart>{part(20, DamageType::Untyped)} << 0
        << DamageType::Untyped;
    QTest::newRow("then, a choice of type")
        << "push target 2 squares, then target takes 15 fire damage or 15 cold damage."
        << QList<DamagePart>{part(15, DamageType::Fire, {DamageType::Cold})} << 0 << DamageType::Untyped;
    QTest::newRow("choose 1 effect")
        << "Choose 1 effect: 10 acid damage, 10 cold damage or 10 thunder damage."
        << QList<DamagePart>{part(10, DamageType::Acid, {DamageType::Cold, DamageType::Thunder})} << 0
        << DamageType::Untyped;
    QTest::newRow("typed, the word left out before AND")
        << "10 fire AND 5 ongoing fire damage." << QList<DamagePart>{part(10, DamageType::Fire)} << 5
        << DamageType::Fire;
    QTest::newRow("now plus ongoing")
        << "10 + 25 ongoing poison damage (save ends)." << QList<DamagePart>{part(10, DamageType::Untyped)}
        << 25 << DamageType::Poison;
    QTest::newRow("now plus ongoing, the word first")
        << "5 + ongoing 10 damage." << QList<DamagePart>{part(5, DamageType::Untyped)} << 10
        << DamageType::Untyped;
}

void TestAttackWordings::readsDamageWordings()
{
    QFETCH(QString, effects);
    QFETCH(int, ongoing);
    const AttackPower attack = withHit(effects);
    QVERIFY2(attack.understood(), qPrintable(leftoversOf(attack)));
    QTEST(attack.onHit.damage, "parts");
    QCOMPARE(attack.onHit.ongoing.size(), ongoing > 0 ? 1 : 0);
    if (ongoing > 0) {
        QCOMPARE(attack.onHit.ongoing.first().amount, ongoing);
        QTEST(attack.onHit.ongoing.first().type, "ongoingType");
        QCOMPARE(attack.onHit.ongoing.first().duration, EffectDuration::SaveEnds); // 908.1
    }
}

void TestAttackWordings::leavesDamageItCannotPlace_data()
{
    QTest::addColumn<QString>("effects");
    QTest::newRow("a list of types, each once") << "25 acid, cold, or fire damage (each once).";
    QTest::newRow("a choice of amounts") << "choose 1 effect: 10 acid damage or 20 cold damage.";
    QTest::newRow("the target takes it later") << "target takes 10 damage whenever it moves (save ends).";
    QTest::newRow("next to someone else") << "10 damage to a different enemy adjacent to this creature.";
}

void TestAttackWordings::leavesDamageItCannotPlace()
{
    QFETCH(QString, effects);
    QVERIFY(!withHit(effects).understood());
}

void TestAttackWordings::readsModifierLists()
{
    const AttackPower shared =
        withHit(QStringLiteral("-2 to Reflex, Fortitude and Will until end of battle."));
    QVERIFY2(shared.understood(), qPrintable(leftoversOf(shared)));
    QCOMPARE(shared.onHit.modifiers.size(), 3);
    for (const StatModifier& modifier : shared.onHit.modifiers) {
        QCOMPARE(modifier.amount, -2);
        QCOMPARE(modifier.duration, EffectDuration::Permanent); // one item: the duration covers all three
    }
    QCOMPARE(shared.onHit.modifiers.at(1).statistic, Statistic::Fortitude);

    const AttackPower each = withHit(QStringLiteral("target has -2 Fortitude, -3 Reflex, and -4 Will."));
    QVERIFY2(each.understood(), qPrintable(leftoversOf(each)));
    QCOMPARE(each.onHit.modifiers.size(), 3);
    QCOMPARE(each.onHit.modifiers.at(2).statistic, Statistic::Will);
    QCOMPARE(each.onHit.modifiers.at(2).amount, -4);
}

void TestAttackWordings::readsQualifiedConditions()
{
    const AttackPower keywords =
        withHit(QStringLiteral("10 damage AND push 1 square; Undead or Fey targets are also Immobilized."));
    QVERIFY2(keywords.understood(), qPrintable(leftoversOf(keywords)));
    QCOMPARE(keywords.onHit.conditions.first().onlyIf->requiredKeywords,
             (QStringList{QStringLiteral("Undead"), QStringLiteral("Fey")}));

    const AttackPower level = withHit(QStringLiteral("10 damage AND target of level 4 or lower is Dazed."));
    QVERIFY2(level.understood(), qPrintable(leftoversOf(level)));
    QCOMPARE(level.onHit.conditions.first().onlyIf->maxLevel, 4);

    // Flying is a way of moving, not a keyword the engine can ask a card for.
    QVERIFY(!withHit(QStringLiteral("10 damage AND non-flying creatures are Dazed.")).understood());
}

void TestAttackWordings::readsCombatAdvantageForEveryEnemy()
{
    const AttackPower attack =
        withHit(QStringLiteral("target grants combat advantage to all enemies until end of battle."));
    QVERIFY2(attack.understood(), qPrintable(leftoversOf(attack)));
    QCOMPARE(attack.onHit.conditions.first().condition, Condition::GrantingCombatAdvantage); // 610
    QCOMPARE(attack.onHit.conditions.first().duration, EffectDuration::Permanent);

    // To some of them only is another effect.
    QVERIFY(!withHit(QStringLiteral("target grants combat advantage to each ally.")).understood());
}

void TestAttackWordings::readsTargetRestrictions_data()
{
    QTest::addColumn<QString>("header");
    QTest::addColumn<QList<Condition>>("conditions");
    QTest::addColumn<QStringList>("keywords");
    QTest::addColumn<QStringList>("immune");
    QTest::addColumn<bool>("living");
    QTest::addColumn<int>("maxSize");
    QTest::newRow("a condition pair after a comma")
        << "(reach 2, Immobilized or Helpless target only)"
        << QList<Condition>{Condition::Immobilized, Condition::Helpless} << QStringList{} << QStringList{}
        << false << -1;
    QTest::newRow("a list of keywords after a comma")
        << "(range 5, Demon, Devil, or Angel target only)" << QList<Condition>{}
        << QStringList{"Demon", "Devil", "Angel"} << QStringList{} << false << -1;
    QTest::newRow("a list of conditions, no only")
        << "(Dazed, Stunned, or Helpless enemy)"
        << QList<Condition>{Condition::Dazed, Condition::Stunned, Condition::Helpless} << QStringList{}
        << QStringList{} << false << -1;
    QTest::newRow("words put together") << "(blast 3, non-Fey living targets only)" << QList<Condition>{}
                                        << QStringList{} << QStringList{"Fey"} << true << -1;
    QTest::newRow("a size and a condition")
        << "(Medium or smaller Immobilized target only)" << QList<Condition>{Condition::Immobilized}
        << QStringList{} << QStringList{} << false << int(CreatureSize::Medium);
    QTest::newRow("a list of the immune")
        << "(burst 2, Goblin and Orc creatures immune)" << QList<Condition>{} << QStringList{}
        << QStringList{"Goblin", "Orc"} << false << -1;
}

void TestAttackWordings::readsTargetRestrictions()
{
    QFETCH(QString, header);
    QFETCH(QList<Condition>, conditions);
    QFETCH(int, maxSize);
    const AttackPower attack =
        parseAttackPower(QStringLiteral("Grab: %1 +6 vs. Reflex; 10 damage.").arg(header));
    QVERIFY2(attack.understood(), qPrintable(leftoversOf(attack)));
    QCOMPARE(attack.targets.requiredConditions, conditions);
    QTEST(attack.targets.requiredKeywords, "keywords");
    QTEST(attack.targets.immuneKeywords, "immune");
    QTEST(attack.targets.livingOnly, "living");
    QCOMPARE(attack.targets.maxSize ? int(*attack.targets.maxSize) : -1, maxSize);
}

void TestAttackWordings::leavesAListWhole()
{
    // An alignment among keywords is "any of" across two fields: a person reads it, all of it.
    const AttackPower attack = parseAttackPower(QStringLiteral(
        "Sermon: (blast 3, non-Good Human, Elf, or Dwarf targets only) +9 vs. Will; 5 damage."));
    QCOMPARE(attack.leftovers, QStringList{QStringLiteral("(non-Good Human, Elf, or Dwarf targets only)")});
    QVERIFY(attack.targets.requiredKeywords.isEmpty());
    QCOMPARE(attack.shape, AreaShape::Blast);
}

void TestAttackWordings::readsAttackCounts()
{
    const AttackPower charge =
        parseAttackPower(QStringLiteral("Leap: Use only on charge: Make two {b} attacks against target."));
    QVERIFY2(charge.understood(), qPrintable(leftoversOf(charge)));
    QVERIFY(charge.chargeOnly);
    QVERIFY(charge.basicAttacks);
    QCOMPARE(charge.attackCount, 2);
    QVERIFY(charge.sameTarget);

    const AttackPower sized = parseAttackPower(QStringLiteral(
        "Sweep: Make up to 2 attacks, each against a different Small or smaller target, +9 vs. AC; "
        "10 damage."));
    QVERIFY2(sized.understood(), qPrintable(leftoversOf(sized)));
    QVERIFY(sized.differentTargets);
    QCOMPARE(sized.targets.maxSize, CreatureSize::Small);

    const AttackPower counted = parseAttackPower(
        QStringLiteral("Sweep: Make a {b} attack against 2 different Medium or smaller targets."));
    QVERIFY2(counted.understood(), qPrintable(leftoversOf(counted)));
    QCOMPARE(counted.attackCount, 2);
    QVERIFY(counted.differentTargets);

    const AttackPower helpless =
        parseAttackPower(QStringLiteral("Feed: Make 1 {b} attack against each Helpless enemy within Reach."));
    QVERIFY2(helpless.understood(), qPrintable(leftoversOf(helpless)));
    QCOMPARE(helpless.targets.each, TargetRestrictions::Each::EnemyInReach);
    QCOMPARE(helpless.targets.requiredConditions, QList<Condition>{Condition::Helpless});

    const AttackPower melee =
        parseAttackPower(QStringLiteral("Thrash: Make a {m} attack vs. each enemy in reach."));
    QVERIFY2(melee.understood(), qPrintable(leftoversOf(melee)));
    QVERIFY(melee.meleeAttacks);
    QCOMPARE(melee.targets.each, TargetRestrictions::Each::EnemyInReach);

    const AttackPower header =
        parseAttackPower(QStringLiteral("Pair: (two attacks vs. same target) +5 vs. AC; 5 damage."));
    QVERIFY2(header.understood(), qPrintable(leftoversOf(header)));
    QCOMPARE(header.attackCount, 2);
    QVERIFY(header.sameTarget);

    const AttackPower rolls = parseAttackPower(
        QStringLiteral("Fangs: Roll 2d20s and use the highest result: +6 vs. AC; 5 damage."));
    QVERIFY2(rolls.understood(), qPrintable(leftoversOf(rolls)));
    QCOMPARE(rolls.attackRolls, 2);

    // Adjacent and in reach at once is no placement the engine knows.
    QVERIFY(!parseAttackPower(
                 QStringLiteral("Odd: Make 1 attack against each adjacent enemy within reach, +5 vs. AC; "
                                "5 damage."))
                 .understood());
}

void TestAttackWordings::readsMoves()
{
    const AttackPower least = parseAttackPower(
        QStringLiteral("Pounce: Move at least 2 squares, then make 2 {b} attacks against 1 target."));
    QVERIFY2(least.understood(), qPrintable(leftoversOf(least)));
    QCOMPARE(least.move->minimum, 2);
    QVERIFY(!least.move->squares); // as far as its speed
    QVERIFY(least.sameTarget);

    const AttackPower around = parseAttackPower(
        QStringLiteral("Spin: Use while not bloodied: Shift 3, then make a basic attack vs. each "
                       "adjacent enemy."));
    QVERIFY2(around.understood(), qPrintable(leftoversOf(around)));
    QVERIFY(around.onlyWhileNotBloodied);
    QVERIFY(around.move->shift);
    QCOMPARE(around.move->squares, 3);
    QVERIFY(around.basicAttacks);
    QCOMPARE(around.targets.each, TargetRestrictions::Each::AdjacentEnemy);

    const AttackPower flight = parseAttackPower(
        QStringLiteral("Swoop: Move up to 5 squares as with Flight, then make 1 {m} attack."));
    QVERIFY2(flight.understood(), qPrintable(leftoversOf(flight)));
    QCOMPARE(flight.move->mode, MovementMode::Flight);
    QVERIFY(flight.meleeAttacks);
    QVERIFY(!flight.basicAttacks);

    const AttackPower during = parseAttackPower(QStringLiteral(
        "Dance: This creature shifts up to its speed and makes up to 2 {m} attacks during that move."));
    QVERIFY2(during.understood(), qPrintable(leftoversOf(during)));
    QCOMPARE(during.move->timing, AttackMove::Timing::During);
    QVERIFY(during.fewerAttacksAllowed);
    QCOMPARE(during.attackCount, 2);

    const AttackPower reach = parseAttackPower(QStringLiteral(
        "Quake: This creature moves up its speed and then makes an attack against each enemy within reach, "
        "+8 vs. Fortitude; 10 damage."));
    QVERIFY2(reach.understood(), qPrintable(leftoversOf(reach)));
    QCOMPARE(reach.targets.each, TargetRestrictions::Each::EnemyInReach);
    QCOMPARE(reach.bonus, 8);
}

void TestAttackWordings::readsOptions_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("flag");
    QTest::newRow("use only on charge") << "Ram: Use only on charge: +6 vs. AC; 10 damage."
                                        << "chargeOnly";
    QTest::newRow("use with charge") << "Ram: Use with Charge: +6 vs. AC; 10 damage."
                                     << "chargeOnly";
    QTest::newRow("can use while charging") << "Ram: (can use while charging) +6 vs. AC; 10 damage."
                                            << "usableOnCharge";
    // Goring Charge: "usable only on charge" is no attack action of its own.
    QTest::newRow("usable only on charge") << "Ram: (usable only on charge) +6 vs. AC; 10 damage."
                                           << "chargeOnly";
    QTest::newRow("may not be redirected")
        << "Arrow: This attack may not be redirected: (sight) +6 vs. AC; 10 damage."
        << "ignoresRedirect";
    QTest::newRow("use while not bloodied") << "Dart: Use while not bloodied: +6 vs. AC; 10 damage."
                                            << "onlyWhileNotBloodied";
    QTest::newRow("a phrase before its (") << "Glance: Minor action (range 6) +6 vs. Will; Dazed."
                                           << "minorAction";
}

void TestAttackWordings::readsOptions()
{
    QFETCH(QString, text);
    QFETCH(QString, flag);
    const AttackPower a = parseAttackPower(text);
    QVERIFY2(a.understood(), qPrintable(leftoversOf(a)));
    const QHash<QString, bool> flags{{"chargeOnly", a.chargeOnly},
                                     {"usableOnCharge", a.usableOnCharge},
                                     {"ignoresRedirect", a.ignoresRedirect},
                                     {"onlyWhileNotBloodied", a.onlyWhileNotBloodied},
                                     {"minorAction", a.minorAction}};
    for (auto it = flags.cbegin(); it != flags.cend(); ++it)
        QCOMPARE(it.value(), it.key() == flag);
}

void TestAttackWordings::readsMovedFromStart()
{
    const AttackPower kick = parseAttackPower(QStringLiteral(
        "Kick: Usable on charge. Usable only if this creature has moved 1 or more squares from its starting "
        "position this turn. +7 vs. AC; 15 damage."));
    QVERIFY2(kick.understood(), qPrintable(leftoversOf(kick)));
    QCOMPARE(kick.movedFromStart, 1);
    QVERIFY(kick.usableOnCharge);
    const AttackPower crest = parseAttackPower(QStringLiteral(
        "Crest: Use only if this creature has moved at least 3 squares from its starting position this turn: "
        "+15 vs. AC; 20 damage."));
    QVERIFY2(crest.understood(), qPrintable(leftoversOf(crest)));
    QCOMPARE(crest.movedFromStart, 3);
    // Only the creature's own position counts: another's is no condition the engine watches.
    const AttackPower other =
        parseAttackPower(QStringLiteral("Crest: Use only if an ally has moved at least 3 squares from its "
                                        "starting position this turn: +15 vs. "
                                        "AC; 20 damage."));
    QVERIFY(!other.understood());
}

void TestAttackWordings::leavesChargePowersWithAnAreaUnread()
{
    // A charge makes one attack where it stops (413.3): a blast or a move of its own the engine cannot make.
    const AttackPower blast =
        parseAttackPower(QStringLiteral("Swipe: (blast 3, usable on charge) +12 vs. Reflex; 20 damage."));
    QVERIFY(!blast.understood());
    QVERIFY(blast.leftovers.contains(QStringLiteral("usable on charge")));
    const AttackPower move = parseAttackPower(QStringLiteral(
        "Pounce: (usable on charge) Move at least 2 squares, then make 2 {b} attacks against 1 target."));
    QVERIFY(!move.understood());
    const AttackPower melee =
        parseAttackPower(QStringLiteral("Ram: (useable on charge) +15 vs. AC; 20 damage."));
    QVERIFY2(melee.understood(), qPrintable(leftoversOf(melee)));
}

void TestAttackWordings::readsFurtherAttacks()
{
    const AttackPower that =
        withHit(QStringLiteral("Immobilized AND make a Tail Lash attack against that enemy."));
    QVERIFY2(that.understood(), qPrintable(leftoversOf(that)));
    QCOMPARE(that.onHit.furtherAttack->power, QStringLiteral("Tail Lash"));
    QVERIFY(that.onHit.furtherAttack->sameTarget);

    // "again" is a word of its own, not the start of "against".
    const AttackPower repeat = withHit(
        QStringLiteral("10 damage AND repeat this attack against a different target (once per turn)."));
    QVERIFY2(repeat.understood(), qPrintable(leftoversOf(repeat)));
    QVERIFY(repeat.onHit.furtherAttack->differentTarget);
    QCOMPARE(repeat.onHit.furtherAttack->perTurn, 1); // one repeat, the first attack not counted
    QVERIFY(!repeat.onHit.furtherAttack->perTurnCountsFirst);

    const AttackPower shifts = withHit(
        QStringLiteral("5 damage AND this creature shifts and makes this attack again (maximum 3 attacks per "
                       "turn)."));
    QVERIFY2(shifts.understood(), qPrintable(leftoversOf(shifts)));
    QCOMPARE(shifts.onHit.attackerMove->kind, ForcedMovement::Kind::Shift);
    QCOMPARE(shifts.onHit.attackerMove->squares, 1); // a shift is 1 square (412.3.a)
    QCOMPARE(shifts.onHit.furtherAttack->perTurn, 3);

    const AttackPower then = withHit(QStringLiteral(
        "10 damage AND this creature shifts up to 1 square, then makes 1 Strike attack (maximum 4 per "
        "turn)."));
    QVERIFY2(then.understood(), qPrintable(leftoversOf(then)));
    QCOMPARE(then.onHit.furtherAttack->power, QStringLiteral("Strike"));

    const AttackPower twice =
        withHit(QStringLiteral("10 damage AND Followup: Followup: +6 vs. Fortitude; Dazed."));
    QVERIFY2(twice.understood(), qPrintable(leftoversOf(twice)));
    QCOMPARE(twice.followUp->bonus, 6);

    const AttackPower sentence =
        withHit(QStringLiteral("20 damage. On a hit, make a Spark attack as a free action."));
    QVERIFY2(sentence.understood(), qPrintable(leftoversOf(sentence)));
    QCOMPARE(sentence.onHit.furtherAttack->power, QStringLiteral("Spark"));

    // A slide or a teleport must say how far.
    QVERIFY(!withHit(QStringLiteral("10 damage AND this creature teleports.")).understood());
    // The attacks such a power makes roll and hit on their own: its "On a hit" is theirs.
    QVERIFY(!parseAttackPower(QStringLiteral("Two Blades: Make a {b} attack. On a hit, make a {b} attack."))
                 .understood());
}

void TestAttackWordings::readsHealingAndNearbyDamage()
{
    const AttackPower healing =
        withHit(QStringLiteral("10 damage AND this creature and allies within 4 squares each heal 15 HP."));
    QVERIFY2(healing.understood(), qPrintable(leftoversOf(healing)));
    QCOMPARE(healing.onHit.attackerHeals, 15);
    QCOMPARE(healing.onHit.allyHealing.first().amount, 15);
    QCOMPARE(healing.onHit.allyHealing.first().within, 4);
    QVERIFY(!healing.onHit.allyHealing.first().count);

    const AttackPower nearby =
        withHit(QStringLiteral("25 damage AND 10 damage to each creature adjacent to target."));
    QVERIFY2(nearby.understood(), qPrintable(leftoversOf(nearby)));
    QCOMPARE(nearby.onHit.totalDamage(), 25);
    QCOMPARE(nearby.onHit.nearbyDamage.first().damage, (QList<DamagePart>{{10, DamageType::Untyped, {}}}));
    QVERIFY(nearby.onHit.nearbyDamage.first().allies);
}

void TestAttackWordings::readsTrailingKeywords()
{
    const AttackPower attack = parseAttackPower(
        QStringLiteral("Dread: (burst 2) +8 vs. Will; push 3 squares. RECHARGE when first bloodied. (Fear)"));
    QVERIFY2(attack.understood(), qPrintable(leftoversOf(attack)));
    QCOMPARE(attack.keywords, QList<EffectKeyword>{EffectKeyword::Fear});
    QCOMPARE(attack.recharge, RechargeTrigger::FirstBloodied);

    QVERIFY(
        !parseAttackPower(QStringLiteral("Dread: +8 vs. Will; Dazed. (until the moon sets)")).understood());
}

void TestAttackWordings::readsRechargesNamingThePower_data()
{
    QTest::addColumn<QString>("recharge");
    QTest::addColumn<bool>("understood");
    QTest::newRow("by its name") << "Recharge when no creature is affected by Snare." << true;
    QTest::newRow("by this creature's")
        << "RECHARGE when no creature is affected by this creature's Snare." << true;
    QTest::newRow("at start of turn")
        << "Recharge at start of turn if no enemies are affected by Snare." << true;
    QTest::newRow("another power") << "Recharge when no creature is affected by Web." << false;
}

void TestAttackWordings::readsRechargesNamingThePower()
{
    QFETCH(QString, recharge);
    const AttackPower attack = parseAttackPower(
        QStringLiteral("Snare: (range 5) +6 vs. Reflex; Immobilized (save ends). ") + recharge);
    QTEST(attack.understood(), "understood");
    QCOMPARE(attack.recharge == RechargeTrigger::NoneAffected, attack.understood());
}

QTEST_GUILESS_MAIN(TestAttackWordings)
#include "tst_attack_wordings.moc"
