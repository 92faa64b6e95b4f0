// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/attack_parser.h"

#include <QTest>

using namespace ddm;

namespace {

// The hit effects of an invented attack whose header is always the same.
AttackPower withHit(const QString& effects)
{
    return parseAttackPower(QStringLiteral("Strike: +8 vs. AC; ") + effects);
}

QString leftoversOf(const AttackPower& attack)
{
    return attack.leftovers.join(QStringLiteral(" | "));
}

} // namespace

// What an attack does on a hit, on a miss, hit or miss: damage with types, ongoing damage,
// conditions and their durations, modifiers, forced movement and the riders around them.
class TestAttackEffects : public QObject {
    Q_OBJECT

private slots:
    void readsDamageParts_data();
    void readsDamageParts();
    void readsDamageChoices();
    void readsOngoingDamage_data();
    void readsOngoingDamage();
    void readsConditionsAndDurations_data();
    void readsConditionsAndDurations();
    void sharesOneSaveBetweenBoth();
    void readsQualifiedConditions();
    void readsConditionUpgrades();
    void readsModifiers();
    void readsForcedMovement_data();
    void readsForcedMovement();
    void readsOutcomes();
    void readsAFollowUp();
    void readsFurtherAttacks();
    void readsEffectsAroundTheTarget();
    void readsEffectKeywords();
};

void TestAttackEffects::readsDamageParts_data()
{
    QTest::addColumn<QString>("effects");
    QTest::addColumn<QList<DamagePart>>("parts");
    const auto part = [](int amount, DamageType type) { return DamagePart{amount, type, {}}; };
    QTest::newRow("plain") << "15 damage." << QList<DamagePart>{part(15, DamageType::Untyped)};
    QTest::newRow("capital D, no full stop")
        << "15 Damage" << QList<DamagePart>{part(15, DamageType::Untyped)};
    QTest::newRow("typed") << "10 thunder damage." << QList<DamagePart>{part(10, DamageType::Thunder)};
    QTest::newRow("plain plus typed")
        << "5 + 15 cold damage."
        << QList<DamagePart>{part(5, DamageType::Untyped), part(15, DamageType::Cold)};
    QTest::newRow("no spaces around plus")
        << "10+5 acid damage." << QList<DamagePart>{part(10, DamageType::Untyped), part(5, DamageType::Acid)};
    QTest::newRow("three parts") << "10 + 5 fire + 5 radiant damage."
                                 << QList<DamagePart>{part(10, DamageType::Untyped),
                                                      part(5, DamageType::Fire),
                                                      part(5, DamageType::Radiant)};
    QTest::newRow("the word left out")
        << "5 cold + 5 fire." << QList<DamagePart>{part(5, DamageType::Cold), part(5, DamageType::Fire)};
    QTest::newRow("misprinted type") << "10 lighting damage."
                                     << QList<DamagePart>{part(10, DamageType::Lightning)};
}

void TestAttackEffects::readsDamageParts()
{
    QFETCH(QString, effects);
    const AttackPower attack = withHit(effects);
    QVERIFY2(attack.understood(), qPrintable(leftoversOf(attack)));
    QTEST(attack.onHit.damage, "parts");
}

void TestAttackEffects::readsDamageChoices()
{
    const AttackPower choice = withHit(QStringLiteral("20 fire damage OR 20 cold damage."));
    QVERIFY2(choice.understood(), qPrintable(leftoversOf(choice)));
    QCOMPARE(choice.onHit.damage, (QList<DamagePart>{{20, DamageType::Fire, {DamageType::Cold}}}));

    const AttackPower once = withHit(QStringLiteral("15 necrotic OR cold damage."));
    QVERIFY(once.understood());
    QCOMPARE(once.onHit.damage, (QList<DamagePart>{{15, DamageType::Necrotic, {DamageType::Cold}}}));

    // Different amounts are not a choice of type: the engine cannot offer it.
    QVERIFY(!withHit(QStringLiteral("20 fire damage OR 10 cold damage.")).understood());
}

void TestAttackEffects::readsOngoingDamage_data()
{
    QTest::addColumn<QString>("effects");
    QTest::addColumn<int>("amount");
    QTest::addColumn<DamageType>("type");
    QTest::newRow("ongoing first") << "5 damage AND ongoing 10 poison damage (save ends)." << 10
                                   << DamageType::Poison;
    QTest::newRow("number first") << "5 damage AND 10 ongoing fire damage (save ends)." << 10
                                  << DamageType::Fire;
    QTest::newRow("untyped, no duration (908.1: save ends)")
        << "5 damage AND 5 ongoing damage." << 5 << DamageType::Untyped;
}

void TestAttackEffects::readsOngoingDamage()
{
    QFETCH(QString, effects);
    const AttackPower attack = withHit(effects);
    QVERIFY2(attack.understood(), qPrintable(leftoversOf(attack)));
    QCOMPARE(attack.onHit.ongoing.size(), 1);
    QTEST(attack.onHit.ongoing.first().amount, "amount");
    QTEST(attack.onHit.ongoing.first().type, "type");
    QCOMPARE(attack.onHit.ongoing.first().duration, EffectDuration::SaveEnds);
    QCOMPARE(attack.onHit.totalDamage(), 5);
}

void TestAttackEffects::readsConditionsAndDurations_data()
{
    QTest::addColumn<QString>("effects");
    QTest::addColumn<Condition>("condition");
    QTest::addColumn<EffectDuration>("duration");
    QTest::newRow("no duration (900.2)")
        << "10 damage AND Dazed." << Condition::Dazed << EffectDuration::EndOfNextTurn;
    QTest::newRow("save ends") << "Immobilized (save ends)." << Condition::Immobilized
                               << EffectDuration::SaveEnds;
    QTest::newRow("target is") << "target is Slowed (save ends)." << Condition::Slowed
                               << EffectDuration::SaveEnds;
    QTest::newRow("weakened") << "10 damage AND Weakened." << Condition::Enervated
                              << EffectDuration::EndOfNextTurn;
    QTest::newRow("until end of round")
        << "Blinded until end of round." << Condition::Blinded << EffectDuration::EndOfRound;
    QTest::newRow("until end of battle")
        << "Slowed until end of battle." << Condition::Slowed << EffectDuration::Permanent;
    QTest::newRow("until start of its next turn")
        << "Dazed until start of its next turn." << Condition::Dazed << EffectDuration::StartOfNextTurn;
    QTest::newRow("grants combat advantage")
        << "target grants combat advantage (save ends)." << Condition::GrantingCombatAdvantage
        << EffectDuration::SaveEnds;
}

void TestAttackEffects::readsConditionsAndDurations()
{
    QFETCH(QString, effects);
    const AttackPower attack = withHit(effects);
    QVERIFY2(attack.understood(), qPrintable(leftoversOf(attack)));
    QCOMPARE(attack.onHit.conditions.size(), 1);
    QTEST(attack.onHit.conditions.first().condition, "condition");
    QTEST(attack.onHit.conditions.first().duration, "duration");
}

void TestAttackEffects::sharesOneSaveBetweenBoth()
{
    const AttackPower both =
        withHit(QStringLiteral("10 ongoing psychic damage AND Immobilized (save ends both)."));
    QVERIFY(both.understood());
    QCOMPARE(both.onHit.ongoing.first().duration, EffectDuration::SaveEnds);
    QCOMPARE(both.onHit.conditions.first().duration, EffectDuration::SaveEnds);
    QVERIFY(both.onHit.ongoing.first().saveGroup != 0);
    QCOMPARE(both.onHit.ongoing.first().saveGroup, both.onHit.conditions.first().saveGroup);

    const AttackPower last = withHit(QStringLiteral("Slowed AND Dazed (save ends)."));
    QVERIFY(last.understood());
    QCOMPARE(last.onHit.conditions.at(0).duration, EffectDuration::EndOfNextTurn);
    QCOMPARE(last.onHit.conditions.at(1).duration, EffectDuration::SaveEnds);
    QCOMPARE(last.onHit.conditions.at(1).saveGroup, 0);

    const AttackPower damageEnds =
        withHit(QStringLiteral("Helpless (save ends, or ends when target takes damage)."));
    QVERIFY(damageEnds.understood());
    QVERIFY(damageEnds.onHit.conditions.first().endsWhenDamaged);

    // Ends once the target is apart from the attacker: with no save, the effects last until then.
    const AttackPower apart = withHit(QStringLiteral(
        "5 Damage AND ongoing 5 Damage AND Slowed (both end when target is not adjacent to this creature)"));
    QVERIFY2(apart.understood(), qPrintable(leftoversOf(apart)));
    QCOMPARE(apart.onHit.ongoing.first().endsBeyond, 1);
    QCOMPARE(apart.onHit.ongoing.first().duration, EffectDuration::Permanent);
    QCOMPARE(apart.onHit.conditions.first().endsBeyond, 1);
    QCOMPARE(apart.onHit.conditions.first().duration, EffectDuration::Permanent);
    const AttackPower distant =
        withHit(QStringLiteral("Stunned (save ends; also ends if affected creature becomes 4 or more squares "
                               "away from this creature)."));
    QVERIFY2(distant.understood(), qPrintable(leftoversOf(distant)));
    QCOMPARE(distant.onHit.conditions.first().endsBeyond, 3);
    QCOMPARE(distant.onHit.conditions.first().duration, EffectDuration::SaveEnds);
    const AttackPower nonadjacent = withHit(
        QStringLiteral("Immobilized (save ends, or ends if this creature becomes nonadjacent to target)."));
    QVERIFY2(nonadjacent.understood(), qPrintable(leftoversOf(nonadjacent)));
    QCOMPARE(nonadjacent.onHit.conditions.first().endsBeyond, 1);
    // "cannot heal": a state held for a while, with the duration printed after it.
    const AttackPower sickening = withHit(QStringLiteral("5 Damage AND target cannot heal (save ends)"));
    QVERIFY2(sickening.understood(), qPrintable(leftoversOf(sickening)));
    QCOMPARE(sickening.onHit.modifiers.size(), 1);
    QCOMPARE(sickening.onHit.modifiers.first().statistic, Statistic::NoHealing);
    QCOMPARE(sickening.onHit.modifiers.first().duration, EffectDuration::SaveEnds);
    const AttackPower untilTheEnd =
        withHit(QStringLiteral("30 damage AND target cannot Heal HP until end of battle."));
    QVERIFY2(untilTheEnd.understood(), qPrintable(leftoversOf(untilTheEnd)));
    QCOMPARE(untilTheEnd.onHit.modifiers.first().duration, EffectDuration::Permanent);
    // Alone after the last sentence it is no keyword of the attack: the power is not read without it.
    QVERIFY(!withHit(QStringLiteral(
                         "10 damage AND Slowed. (ends if target becomes non-adjacent to this creature)"))
                 .understood());
    // A modifier has no such end in the engine: refused, not read without it.
    QVERIFY(!withHit(QStringLiteral("-2 Attack (ends if target becomes non-adjacent to this creature)."))
                 .understood());

    // A duration with nothing to last is not an effect the engine can place.
    QVERIFY(!withHit(QStringLiteral("10 damage (save ends).")).understood());
}

void TestAttackEffects::readsQualifiedConditions()
{
    const AttackPower attack =
        withHit(QStringLiteral("10 damage AND Undead target is Immobilized (save ends)."));
    QVERIFY2(attack.understood(), qPrintable(leftoversOf(attack)));
    const ConditionEffect effect = attack.onHit.conditions.first();
    QCOMPARE(effect.condition, Condition::Immobilized);
    QVERIFY(effect.onlyIf);
    QCOMPARE(effect.onlyIf->requiredKeywords, QStringList{QStringLiteral("Undead")});

    const AttackPower sized = withHit(QStringLiteral("10 damage AND Medium or smaller target is Dazed."));
    QVERIFY(sized.understood());
    QCOMPARE(sized.onHit.conditions.first().onlyIf->maxSize, CreatureSize::Medium);

    const AttackPower self = withHit(QStringLiteral("20 damage. Hit or miss, this creature is Dazed."));
    QVERIFY(self.understood());
    QCOMPARE(self.hitOrMiss.attackerConditions.first().condition, Condition::Dazed);
    QVERIFY(self.hitOrMiss.conditions.isEmpty());
}

void TestAttackEffects::readsConditionUpgrades()
{
    const AttackPower ladder = withHit(
        QStringLiteral("Slowed (save ends); if already Slowed, target is instead Immobilized (save ends)."));
    QVERIFY2(ladder.understood(), qPrintable(leftoversOf(ladder)));
    QCOMPARE(ladder.onHit.conditions.first().condition, Condition::Slowed);
    QCOMPARE(ladder.onHit.upgrades.size(), 1);
    QCOMPARE(ladder.onHit.upgrades.first().ifAlready, QList<Condition>{Condition::Slowed});
    QCOMPARE(ladder.onHit.upgrades.first().becomes.condition, Condition::Immobilized);
    QCOMPARE(ladder.onHit.upgrades.first().becomes.duration, EffectDuration::SaveEnds);

    const AttackPower sentence = parseAttackPower(
        QStringLiteral("Gaze: (range 5) +6 vs. Fortitude; Immobilized (save ends). If target is already "
                       "Immobilized, it is Petrified (save ends) instead."));
    QVERIFY2(sentence.understood(), qPrintable(leftoversOf(sentence)));
    QCOMPARE(sentence.onHit.upgrades.first().becomes.condition, Condition::Petrified);
    QCOMPARE(sentence.onHit.upgrades.first().becomes.duration, EffectDuration::SaveEnds);

    const AttackPower plural = withHit(QStringLiteral("Dazed. Dazed targets are Stunned, instead."));
    QVERIFY2(plural.understood(), qPrintable(leftoversOf(plural)));
    QCOMPARE(plural.onHit.upgrades.first().ifAlready, QList<Condition>{Condition::Dazed});
    QCOMPARE(plural.onHit.upgrades.first().becomes.duration, EffectDuration::EndOfNextTurn);
}

void TestAttackEffects::readsModifiers()
{
    const AttackPower attack =
        withHit(QStringLiteral("5 damage AND target has -2 Attack and -5 Damage (save ends both)."));
    QVERIFY2(attack.understood(), qPrintable(leftoversOf(attack)));
    QCOMPARE(attack.onHit.modifiers.size(), 2);
    QCOMPARE(attack.onHit.modifiers.at(0).statistic, Statistic::Attack);
    QCOMPARE(attack.onHit.modifiers.at(0).amount, -2);
    QCOMPARE(attack.onHit.modifiers.at(1).statistic, Statistic::Damage);
    QCOMPARE(attack.onHit.modifiers.at(1).duration, EffectDuration::SaveEnds);

    // An "until" phrase covers the modifiers joined by "and" before it, as "(save ends both)" does.
    const AttackPower until = withHit(
        QStringLiteral("5 damage AND target has -2 Attack and -5 Damage until end of its next turn."));
    QVERIFY2(until.understood(), qPrintable(leftoversOf(until)));
    QCOMPARE(until.onHit.modifiers.size(), 2);
    QCOMPARE(until.onHit.modifiers.at(0).duration, EffectDuration::EndOfItsNextTurn);
    QCOMPARE(until.onHit.modifiers.at(1).duration, EffectDuration::EndOfItsNextTurn);
    // A list with commas, and a statistic list among them: the phrase covers every one.
    const AttackPower list = withHit(QStringLiteral(
        "5 damage AND target has -2 Fortitude, -2 Reflex, and -2 Will until end of its next turn."));
    QCOMPARE(list.onHit.modifiers.size(), 3);
    for (const StatModifier& modifier : list.onHit.modifiers)
        QCOMPARE(modifier.duration, EffectDuration::EndOfItsNextTurn);
    const AttackPower statistics = withHit(
        QStringLiteral("5 damage AND target has -2 to Reflex and Will and -5 Damage until end of round."));
    QCOMPARE(statistics.onHit.modifiers.size(), 3);
    for (const StatModifier& modifier : statistics.onHit.modifiers)
        QCOMPARE(modifier.duration, EffectDuration::EndOfRound);
    // One with a duration of its own keeps it.
    const AttackPower own = withHit(
        QStringLiteral("5 damage AND target has -2 Attack (save ends) and -5 Damage until end of round."));
    QCOMPARE(own.onHit.modifiers.at(0).duration, EffectDuration::SaveEnds);
    QCOMPARE(own.onHit.modifiers.at(1).duration, EffectDuration::EndOfRound);
    const AttackPower two = withHit(QStringLiteral(
        "5 damage AND target has -2 Attack until end of turn and -5 Damage until end of round."));
    QCOMPARE(two.onHit.modifiers.at(0).duration, EffectDuration::EndOfTurn);
    QCOMPARE(two.onHit.modifiers.at(1).duration, EffectDuration::EndOfRound);
    // A condition before them keeps its own (900.2).
    const AttackPower slowed =
        withHit(QStringLiteral("5 damage AND Slowed AND target has -2 Attack until end of round."));
    QCOMPARE(slowed.onHit.conditions.first().duration, EffectDuration::EndOfNextTurn);
    QCOMPARE(slowed.onHit.modifiers.first().duration, EffectDuration::EndOfRound);

    const AttackPower defences = withHit(QStringLiteral("-2 to all defenses until end of round."));
    QVERIFY(defences.understood());
    QCOMPARE(defences.onHit.modifiers.first().statistic, Statistic::AllDefences);
    QCOMPARE(defences.onHit.modifiers.first().duration, EffectDuration::EndOfRound);
    // 209.3: "DEF" alone is the three defences but AC
    QCOMPARE(withHit(QStringLiteral("-2 DEF until end of round.")).onHit.modifiers.value(0).statistic,
             Statistic::Defences);

    const AttackPower self =
        withHit(QStringLiteral("10 damage AND this creature has +2 AC until end of its next turn."));
    QVERIFY(self.understood());
    QCOMPARE(self.onHit.attackerModifiers.first().statistic, Statistic::AC);
    QCOMPARE(self.onHit.attackerModifiers.first().amount, 2);
    QVERIFY(!self.onHit.attackerModifiers.first().cumulative);

    // "cumulative": each application adds to the last (706.2.a counts identical effects once otherwise).
    const AttackPower reaving =
        withHit(QStringLiteral("25 damage AND target has cumulative -1 AC until end of battle."));
    QVERIFY(reaving.understood());
    QCOMPARE(reaving.onHit.modifiers.value(0).amount, -1);
    QVERIFY(reaving.onHit.modifiers.value(0).cumulative);
    const AttackPower chill =
        parseAttackPower(QStringLiteral("Inescapable Chill: +16 vs. AC; 20 damage. On miss, this creature "
                                        "has cumulative +1 Attack until end of battle."));
    QVERIFY2(chill.understood(), qPrintable(chill.leftovers.join(QLatin1Char('|'))));
    QCOMPARE(chill.onMiss.attackerModifiers.value(0).statistic, Statistic::Attack);
    QVERIFY(chill.onMiss.attackerModifiers.value(0).cumulative);
}

void TestAttackEffects::readsForcedMovement_data()
{
    QTest::addColumn<QString>("effects");
    QTest::addColumn<ForcedMovement::Kind>("kind");
    QTest::addColumn<int>("squares");
    QTest::addColumn<bool>("upTo");
    QTest::newRow("push") << "10 damage AND push 2 squares." << ForcedMovement::Kind::Push << 2 << false;
    QTest::newRow("push target up to")
        << "10 damage AND push target up to 3 squares." << ForcedMovement::Kind::Push << 3 << true;
    QTest::newRow("pull, capital") << "10 damage AND Pull 1 square." << ForcedMovement::Kind::Pull << 1
                                   << false;
    QTest::newRow("slide, no word squares")
        << "Dazed AND slide 1." << ForcedMovement::Kind::Slide << 1 << false;
    QTest::newRow("slide, a word") << "slide target one square." << ForcedMovement::Kind::Slide << 1 << false;
    QTest::newRow("teleport") << "teleport target up to 4 squares." << ForcedMovement::Kind::Teleport << 4
                              << true;
}

void TestAttackEffects::readsForcedMovement()
{
    QFETCH(QString, effects);
    const AttackPower attack = withHit(effects);
    QVERIFY2(attack.understood(), qPrintable(leftoversOf(attack)));
    QVERIFY(attack.onHit.forced);
    QTEST(attack.onHit.forced->kind, "kind");
    QTEST(attack.onHit.forced->squares, "squares");
    QTEST(attack.onHit.forced->upTo, "upTo");
    QVERIFY(!attack.onHit.forced->movesAttacker);
}

void TestAttackEffects::readsOutcomes()
{
    const AttackPower miss = parseAttackPower(QStringLiteral(
        "Gout: (line 8) +8 vs. Reflex; 20 fire damage. On miss, 10 fire damage. Hit or miss, this creature "
        "shifts up to 2 squares."));
    QVERIFY2(miss.understood(), qPrintable(leftoversOf(miss)));
    QCOMPARE(miss.onHit.totalDamage(), 20);
    QCOMPARE(miss.onMiss.totalDamage(), 10);
    QVERIFY(miss.hitOrMiss.attackerMove);
    QCOMPARE(miss.hitOrMiss.attackerMove->kind, ForcedMovement::Kind::Shift);
    QVERIFY(miss.hitOrMiss.attackerMove->movesAttacker);
    QVERIFY(!miss.hitOrMiss.forced);

    const AttackPower inline_ =
        withHit(QStringLiteral("30 cold damage AND Slowed (save ends), 15 cold only on miss."));
    QVERIFY2(inline_.understood(), qPrintable(leftoversOf(inline_)));
    QCOMPARE(inline_.onHit.totalDamage(), 30);
    QCOMPARE(inline_.onMiss.damage, (QList<DamagePart>{{15, DamageType::Cold, {}}}));

    const AttackPower shortMiss = withHit(QStringLiteral("20 acid damage, 10 acid on miss."));
    QVERIFY(shortMiss.understood());
    QCOMPARE(shortMiss.onMiss.totalDamage(), 10);

    const AttackPower critical =
        withHit(QStringLiteral("10 damage AND on a critical hit, target is Stunned."));
    QVERIFY2(critical.understood(), qPrintable(leftoversOf(critical)));
    QCOMPARE(critical.onCritical.conditions.first().condition, Condition::Stunned);
    QVERIFY(critical.onHit.conditions.isEmpty());

    const AttackPower criticalSentence =
        withHit(QStringLiteral("15 damage. On critical hit, target is also Immobilized."));
    QVERIFY2(criticalSentence.understood(), qPrintable(leftoversOf(criticalSentence)));
    QCOMPARE(criticalSentence.onCritical.conditions.first().condition, Condition::Immobilized);

    const AttackPower afterAll =
        parseAttackPower(QStringLiteral("Spin: (burst 2) Automatic hit; 5 damage. After all attacks are "
                                        "resolved, this creature shifts up to 2 squares."));
    QVERIFY2(afterAll.understood(), qPrintable(leftoversOf(afterAll)));
    QVERIFY(afterAll.hitOrMiss.afterAllAttacks);
    QCOMPARE(afterAll.hitOrMiss.attackerMove->squares, 2);

    const AttackPower healing = withHit(QStringLiteral("10 necrotic damage AND this creature heals 10 HP."));
    QVERIFY(healing.understood());
    QCOMPARE(healing.onHit.attackerHeals, 10);
}

void TestAttackEffects::readsAFollowUp()
{
    const AttackPower attack =
        withHit(QStringLiteral("10 damage AND Followup: +6 vs. Fortitude; Immobilized (save ends)."));
    QVERIFY2(attack.understood(), qPrintable(leftoversOf(attack)));
    QVERIFY(attack.followUp);
    QCOMPARE(attack.followUp->bonus, 6);
    QCOMPARE(attack.followUp->defence, Defence::Fortitude);
    QCOMPARE(attack.followUp->onHit.conditions.first().duration, EffectDuration::SaveEnds);
    QVERIFY(attack.onHit.conditions.isEmpty());

    // Only one follow-up: a second one inside it is left for a person.
    const AttackPower twice =
        withHit(QStringLiteral("5 damage AND Followup: +5 vs. AC; Followup: +4 vs. AC; 5 damage."));
    QVERIFY(!twice.understood());
    QCOMPARE(twice.followUp->bonus, 5);
}

void TestAttackEffects::readsFurtherAttacks()
{
    const AttackPower again =
        withHit(QStringLiteral("10 damage AND make this attack again (maximum 3 per turn)."));
    QVERIFY2(again.understood(), qPrintable(leftoversOf(again)));
    QVERIFY(again.onHit.furtherAttack);
    QVERIFY(again.onHit.furtherAttack->power.isEmpty());
    QCOMPARE(again.onHit.furtherAttack->perTurn, 3);

    const AttackPower named =
        withHit(QStringLiteral("10 damage AND make a Tail Lash attack against the same target."));
    QVERIFY(named.understood());
    QCOMPARE(named.onHit.furtherAttack->power, QStringLiteral("Tail Lash"));
    QVERIFY(named.onHit.furtherAttack->sameTarget);

    const AttackPower basic =
        withHit(QStringLiteral("10 damage AND this creature makes a {b} attack against a different target."));
    QVERIFY(basic.understood());
    QVERIFY(basic.onHit.furtherAttack->basic);
    QVERIFY(basic.onHit.furtherAttack->differentTarget);
}

void TestAttackEffects::readsEffectsAroundTheTarget()
{
    const AttackPower splash =
        withHit(QStringLiteral("10 damage AND each enemy adjacent to target takes 5 fire damage."));
    QVERIFY2(splash.understood(), qPrintable(leftoversOf(splash)));
    const NearbyDamage nearby = splash.onHit.nearbyDamage.first();
    QCOMPARE(nearby.damage, (QList<DamagePart>{{5, DamageType::Fire, {}}}));
    QVERIFY(nearby.enemies);
    QVERIFY(!nearby.allies);
    QVERIFY(!nearby.count);

    const AttackPower heal =
        withHit(QStringLiteral("10 radiant damage. Hit or miss, 1 adjacent ally heals 10 HP."));
    QVERIFY(heal.understood());
    const AllyHealing healing = heal.hitOrMiss.allyHealing.first();
    QCOMPARE(healing.amount, 10);
    QCOMPARE(healing.count, 1);
    QCOMPARE(healing.within, 1);

    const AttackPower pull = withHit(QStringLiteral("10 damage AND pull target adjacent to this creature."));
    QVERIFY(pull.understood());
    QVERIFY(pull.onHit.forced->toAdjacent);

    const AttackPower lure =
        withHit(QStringLiteral("10 psychic damage AND pull target up to its current speed."));
    QVERIFY(lure.understood());
    QVERIFY(lure.onHit.forced->bySpeed);
    QVERIFY(lure.onHit.forced->upTo);

    const AttackPower scare =
        withHit(QStringLiteral("push 4 squares; this movement provokes opportunity attacks (Fear)."));
    QVERIFY2(scare.understood(), qPrintable(leftoversOf(scare)));
    QVERIFY(scare.onHit.forced->provokes);
    QCOMPARE(scare.keywords, QList<EffectKeyword>{EffectKeyword::Fear});

    const AttackPower provoke = withHit(QStringLiteral("target provokes opportunity attacks."));
    QVERIFY(provoke.understood());
    QVERIFY(provoke.onHit.targetProvokes);
}

void TestAttackEffects::readsEffectKeywords()
{
    const AttackPower fear =
        parseAttackPower(QStringLiteral("Howl: (burst 2) +8 vs. Will; Dazed (Fear, save ends)."));
    QVERIFY2(fear.understood(), qPrintable(leftoversOf(fear)));
    QCOMPARE(fear.keywords, QList<EffectKeyword>{EffectKeyword::Fear});
    QCOMPARE(fear.onHit.conditions.first().duration, EffectDuration::SaveEnds);

    const AttackPower late = withHit(QStringLiteral("10 damage (ignore insubstantial)."));
    QVERIFY(late.understood());
    QVERIFY(late.ignoresInsubstantial);

    const AttackPower killstroke = parseAttackPower(QStringLiteral(
        "Killstroke: Cannot score a critical hit: +9 vs. AC, or +14 vs. AC instead if target is bloodied; 30 "
        "damage."));
    QVERIFY2(killstroke.understood(), qPrintable(leftoversOf(killstroke)));
    QVERIFY(killstroke.noCritical);

    const AttackPower bare = parseAttackPower(QStringLiteral(
        "Flare: (sight) +8 vs. Reflex, does not provoke opportunity attacks; 15 fire damage."));
    QVERIFY2(bare.understood(), qPrintable(leftoversOf(bare)));
    QVERIFY(bare.noOpportunityAttacks);
    QCOMPARE(bare.onHit.totalDamage(), 15);
}

QTEST_GUILESS_MAIN(TestAttackEffects)
#include "tst_attack_effects.moc"
