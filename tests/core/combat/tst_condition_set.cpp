// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "combat/condition_set.h"
#include "combat/scripted_dice.h"

#include <QTest>

using namespace ddm;

using Conditions = QSet<Condition>;
Q_DECLARE_METATYPE(Conditions)
Q_DECLARE_METATYPE(ddm::ConditionEffect)

class TestConditionSet : public QObject {
    Q_OBJECT

private slots:
    void refusesConditionsItIsImmuneTo_data();
    void refusesConditionsItIsImmuneTo();
    void knowsImpliedConditions();
    void keepsTheSameConditionTwice();
    void endsAtTheRightTime_data();
    void endsAtTheRightTime();
    void rollsSavingThrows_data();
    void rollsSavingThrows();
    void leavesTheSetAloneWhenARollIsMissing();
    void dealsTheHighestOngoingDamageOfEachType();
    void endsOngoingDamageOnASave();
    void endsEffectsWhenDamaged();
    void endsEffectsApartFromTheirSource();
    void addsUpStatisticModifiers();
    void savesAgainstModifiersWithTheirGroup();
    void losesEveryInstanceOfACondition();
    void knowsWhoDominatesIt();
};

namespace {

ConditionEffect condition(Condition which, EffectDuration duration = EffectDuration::SaveEnds,
                          int saveGroup = 0)
{
    ConditionEffect effect;
    effect.condition = which;
    effect.duration = duration;
    effect.saveGroup = saveGroup;
    return effect;
}

OngoingDamage ongoing(int amount, DamageType type, int saveGroup = 0)
{
    OngoingDamage damage;
    damage.amount = amount;
    damage.type = type;
    damage.saveGroup = saveGroup;
    return damage;
}

const EffectOrigin kOrigin{QStringLiteral("B1"), 2};

Conditions explicitConditions(const ConditionSet& set)
{
    Conditions conditions;
    for (const ActiveCondition& entry : set.conditions())
        conditions.insert(entry.effect.condition);
    return conditions;
}

StatModifier modifier(Statistic statistic, int amount, EffectDuration duration = EffectDuration::SaveEnds,
                      int saveGroup = 0)
{
    StatModifier result;
    result.statistic = statistic;
    result.amount = amount;
    result.duration = duration;
    result.saveGroup = saveGroup;
    return result;
}

enum class Event { StartOwnTurn, EndOwnTurn, EndOtherTurn, EndRound };

} // namespace

Q_DECLARE_METATYPE(Event)

void TestConditionSet::refusesConditionsItIsImmuneTo_data()
{
    QTest::addColumn<Conditions>("immune");
    QTest::addColumn<Condition>("applied");
    QTest::addColumn<bool>("refused");

    using C = Condition;
    QTest::newRow("707.7.a Immune Dazed refuses Dazed") << Conditions{C::Dazed} << C::Dazed << true;
    QTest::newRow("707.7.a Immune Dazed takes Slowed") << Conditions{C::Dazed} << C::Slowed << false;
    QTest::newRow("707.7.b Immune Helpless refuses Stunned") << Conditions{C::Helpless} << C::Stunned << true;
    QTest::newRow("707.7.b Immune Helpless refuses Dazed") << Conditions{C::Helpless} << C::Dazed << true;
    QTest::newRow("707.7.b Immune Stunned refuses Dazed") << Conditions{C::Stunned} << C::Dazed << true;
    QTest::newRow("707.7.b Immune Stunned takes Helpless") << Conditions{C::Stunned} << C::Helpless << false;
    QTest::newRow("905.2 Immune Weakened refuses Enervated")
        << Conditions{C::Weakened} << C::Enervated << true;
}

void TestConditionSet::refusesConditionsItIsImmuneTo()
{
    QFETCH(Conditions, immune);
    QFETCH(Condition, applied);
    QFETCH(bool, refused);

    ConditionSet set(immune);
    const AppliedEffects result = set.apply({condition(applied)}, {}, kOrigin);
    QCOMPARE(result.refused.size(), refused ? 1 : 0);
    QCOMPARE(result.added.size(), refused ? 0 : 1);
    QCOMPARE(set.has(applied), !refused);
}

void TestConditionSet::knowsImpliedConditions()
{
    ConditionSet set;
    set.apply({condition(Condition::Helpless)}, {}, kOrigin);
    QCOMPARE(set.effective(), Conditions({Condition::Helpless, Condition::Stunned, Condition::Dazed}));
    QVERIFY(set.has(Condition::Dazed));
    QCOMPARE(set.conditions().size(), 1); // implied ones are not separate effects
}

void TestConditionSet::keepsTheSameConditionTwice()
{
    // 804.4.e rolls for each effect: two Dazed (save ends) need two successful saves.
    ConditionSet set;
    set.apply({condition(Condition::Dazed)}, {}, kOrigin);
    set.apply({condition(Condition::Dazed)}, {}, {QStringLiteral("B2"), 3});
    QCOMPARE(set.conditions().size(), 2);

    ScriptedDice dice;
    QVERIFY(!dice.append({15, 4}));
    const SavingThrowReport report = set.rollSavingThrows(dice);
    QCOMPARE(report.throws.size(), 2);
    QVERIFY(set.has(Condition::Dazed));
    QCOMPARE(set.conditions().constFirst().origin.source, QStringLiteral("B2"));
}

void TestConditionSet::endsAtTheRightTime_data()
{
    QTest::addColumn<EffectDuration>("duration");
    QTest::addColumn<Event>("event");
    QTest::addColumn<QString>("rule"); // empty: it does not end

    using D = EffectDuration;
    QTest::newRow("400.3 until end of turn ends at the end of another creature's turn")
        << D::EndOfTurn << Event::EndOtherTurn << "400.3";
    QTest::newRow("400.3 until end of turn ends at the end of its own turn")
        << D::EndOfTurn << Event::EndOwnTurn << "400.3";
    QTest::newRow("900.2 the default lasts through other creatures' turns")
        << D::EndOfNextTurn << Event::EndOtherTurn << "";
    QTest::newRow("900.2 the default ends at its own end of turn")
        << D::EndOfNextTurn << Event::EndOwnTurn << "900.2";
    QTest::newRow("400.2 until start of its next turn ends as it begins")
        << D::StartOfNextTurn << Event::StartOwnTurn << "400.2";
    QTest::newRow("400.2 until start of its next turn outlasts other turns")
        << D::StartOfNextTurn << Event::EndOtherTurn << "";
    QTest::newRow("305 until end of round ends at the end of round")
        << D::EndOfRound << Event::EndRound << "305";
    QTest::newRow("305 until end of round outlasts its own turn") << D::EndOfRound << Event::EndOwnTurn << "";
    QTest::newRow("804.4.e save ends does not end with time") << D::SaveEnds << Event::EndOwnTurn << "";
    QTest::newRow("804.4.e save ends outlasts the round") << D::SaveEnds << Event::EndRound << "";
    QTest::newRow("803.2 until end of battle stays") << D::Permanent << Event::EndRound << "";
}

void TestConditionSet::endsAtTheRightTime()
{
    QFETCH(EffectDuration, duration);
    QFETCH(Event, event);
    QFETCH(QString, rule);

    ConditionSet set;
    set.apply({condition(Condition::Slowed, duration)}, {}, kOrigin);
    QList<EffectEnding> endings;
    switch (event) {
    case Event::StartOwnTurn:
        endings = set.startOwnTurn();
        break;
    case Event::EndOwnTurn:
        endings = set.endTurn(true);
        break;
    case Event::EndOtherTurn:
        endings = set.endTurn(false);
        break;
    case Event::EndRound:
        endings = set.endRound();
        break;
    }
    QCOMPARE(set.has(Condition::Slowed), rule.isEmpty());
    QCOMPARE(endings.size(), rule.isEmpty() ? 0 : 1);
    if (!endings.isEmpty()) {
        QCOMPARE(endings.constFirst().rule, rule);
        QCOMPARE(endings.constFirst().conditions.constFirst().effect.condition, Condition::Slowed);
    }
}

void TestConditionSet::rollsSavingThrows_data()
{
    QTest::addColumn<QList<ConditionEffect>>("effects");
    QTest::addColumn<QList<int>>("rolls");
    QTest::addColumn<Conditions>("left");

    using C = Condition;
    using D = EffectDuration;
    QTest::newRow("804.4.e 9 fails") << QList<ConditionEffect>{condition(C::Dazed)} << QList<int>{9}
                                     << Conditions{C::Dazed};
    QTest::newRow("804.4.e 10 ends it")
        << QList<ConditionEffect>{condition(C::Dazed)} << QList<int>{10} << Conditions{};
    QTest::newRow("804.4.e one roll for each effect")
        << QList<ConditionEffect>{condition(C::Dazed), condition(C::Slowed)} << QList<int>{12, 5}
        << Conditions{C::Slowed};
    QTest::newRow("804.4.e save ends both: one roll")
        << QList<ConditionEffect>{condition(C::Dazed, D::SaveEnds, 1), condition(C::Slowed, D::SaveEnds, 1)}
        << QList<int>{12} << Conditions{};
    QTest::newRow("804.4.e save ends both: one failed roll keeps both")
        << QList<ConditionEffect>{condition(C::Dazed, D::SaveEnds, 1), condition(C::Slowed, D::SaveEnds, 1)}
        << QList<int>{3} << Conditions{C::Dazed, C::Slowed};
    QTest::newRow("804.4.e a 20 ends every save-ends effect with one roll")
        << QList<ConditionEffect>{condition(C::Dazed), condition(C::Slowed), condition(C::Blinded)}
        << QList<int>{20} << Conditions{};
    QTest::newRow("804.4.e a 20 leaves other durations")
        << QList<ConditionEffect>{condition(C::Dazed), condition(C::Slowed, D::EndOfRound)} << QList<int>{20}
        << Conditions{C::Slowed};
    QTest::newRow("804.4.e only save-ends effects roll")
        << QList<ConditionEffect>{condition(C::Dazed, D::EndOfNextTurn), condition(C::Slowed)}
        << QList<int>{3} << Conditions{C::Dazed, C::Slowed};
    QTest::newRow("906.2 Helpless ending ends Stunned with the same duration")
        << QList<ConditionEffect>{condition(C::Helpless), condition(C::Stunned)} << QList<int>{15}
        << Conditions{};
    QTest::newRow("910.2 Stunned ending ends Dazed with the same duration")
        << QList<ConditionEffect>{condition(C::Stunned), condition(C::Dazed)} << QList<int>{15}
        << Conditions{};
    QTest::newRow("910.2 a Dazed with another duration stays")
        << QList<ConditionEffect>{condition(C::Stunned), condition(C::Dazed, D::EndOfRound)} << QList<int>{15}
        << Conditions{C::Dazed};
    QTest::newRow("906.2 a failed save on Helpless rolls again for Stunned")
        << QList<ConditionEffect>{condition(C::Helpless), condition(C::Stunned)} << QList<int>{4, 15}
        << Conditions{C::Helpless};
}

void TestConditionSet::rollsSavingThrows()
{
    QFETCH(QList<ConditionEffect>, effects);
    QFETCH(QList<int>, rolls);
    QFETCH(Conditions, left);

    ConditionSet set;
    set.apply(effects, {}, kOrigin);
    ScriptedDice dice;
    QVERIFY(!dice.append(rolls));
    const SavingThrowReport report = set.rollSavingThrows(dice);
    QCOMPARE(report.missingRoll, std::nullopt);
    QCOMPARE(explicitConditions(set), left);
    QCOMPARE(report.throws.size(), rolls.size());
    QVERIFY2(dice.unused().isEmpty(), "one roll per effect still on the creature, and no more");
    for (const DieRoll& roll : dice.rolls())
        QCOMPARE(roll.purpose, RollPurpose::SavingThrow);
    for (qsizetype i = 0; i < rolls.size(); ++i) {
        QCOMPARE(report.throws.at(i).roll, rolls.at(i));
        QCOMPARE(report.throws.at(i).outcome, judgeSavingThrow(rolls.at(i)));
        QVERIFY(!report.throws.at(i).conditions.isEmpty());
    }
}

void TestConditionSet::leavesTheSetAloneWhenARollIsMissing()
{
    ConditionSet set;
    set.apply({condition(Condition::Dazed), condition(Condition::Slowed)}, {}, kOrigin);
    const ConditionSet before = set;
    ScriptedDice dice;
    QVERIFY(!dice.append({12}));
    const SavingThrowReport report = set.rollSavingThrows(dice);
    QCOMPARE(report.missingRoll, RollPurpose::SavingThrow);
    QVERIFY(set == before);
}

void TestConditionSet::dealsTheHighestOngoingDamageOfEachType()
{
    // 908.1: of two ongoing fire damages only the higher is dealt; another type is dealt as well.
    ConditionSet set;
    set.apply({}, {ongoing(5, DamageType::Fire), ongoing(5, DamageType::Poison)}, kOrigin);
    set.apply({}, {ongoing(10, DamageType::Fire)}, kOrigin);
    const QList<ActiveOngoingDamage> due = set.ongoingDamageDue();
    QCOMPARE(due.size(), 2);
    QCOMPARE(due.at(0).damage.amount, 10);
    QCOMPARE(due.at(0).damage.type, DamageType::Fire);
    QCOMPARE(due.at(1).damage.type, DamageType::Poison);
}

void TestConditionSet::endsOngoingDamageOnASave()
{
    // "10 ongoing damage AND Slowed (save ends both)": one save ends both (804.4.e).
    ConditionSet set;
    set.apply({condition(Condition::Slowed, EffectDuration::SaveEnds, 1)},
              {ongoing(10, DamageType::Untyped, 1)}, kOrigin);
    set.apply({}, {ongoing(5, DamageType::Acid)}, kOrigin);
    ScriptedDice dice;
    QVERIFY(!dice.append({11, 2}));
    const SavingThrowReport report = set.rollSavingThrows(dice);
    QCOMPARE(report.throws.size(), 2);
    QCOMPARE(report.throws.at(0).ended.constFirst().ongoing.size(), 1);
    QVERIFY(!set.has(Condition::Slowed));
    QCOMPARE(set.ongoing().size(), 1);
    QCOMPARE(set.ongoing().constFirst().damage.type, DamageType::Acid);
}

void TestConditionSet::endsEffectsWhenDamaged()
{
    ConditionEffect sleep = condition(Condition::Helpless);
    sleep.endsWhenDamaged = true;
    ConditionSet set;
    set.apply({sleep, condition(Condition::Slowed)}, {}, kOrigin);
    const QList<EffectEnding> endings = set.damaged();
    QCOMPARE(endings.size(), 1);
    QCOMPARE(endings.constFirst().rule, QStringLiteral("803.2"));
    QCOMPARE(explicitConditions(set), Conditions({Condition::Slowed}));
}

// "(both end when target is not adjacent to this creature)": only that source's, only beyond its distance.
void TestConditionSet::endsEffectsApartFromTheirSource()
{
    ConditionEffect slowed = condition(Condition::Slowed, EffectDuration::Permanent);
    slowed.endsBeyond = 1;
    OngoingDamage bleeding = ongoing(5, DamageType::Untyped);
    bleeding.endsBeyond = 1;
    ConditionEffect stunned = condition(Condition::Stunned);
    stunned.endsBeyond = 3;
    ConditionSet set;
    set.apply({slowed}, {bleeding}, {QStringLiteral("A1"), 1});
    set.apply({stunned}, {}, {QStringLiteral("A2"), 1});
    set.apply({condition(Condition::Immobilized)}, {}, {QStringLiteral("A1"), 1});
    QCOMPARE(set.apartSources(), (QStringList{QStringLiteral("A1"), QStringLiteral("A2")}));
    QVERIFY(set.apart(QStringLiteral("A1"), 1).isEmpty()); // still adjacent
    QVERIFY(set.apart(QStringLiteral("A2"), 3).isEmpty());
    const QList<EffectEnding> endings = set.apart(QStringLiteral("A1"), 2);
    QCOMPARE(endings.size(), 1);
    QCOMPARE(endings.constFirst().rule, QStringLiteral("109.1"));
    QCOMPARE(endings.constFirst().conditions.size(), 1);
    QCOMPARE(endings.constFirst().ongoing.size(), 1);
    QVERIFY(set.has(Condition::Immobilized)); // A1's other effect has no such end
    QVERIFY(set.has(Condition::Stunned));
    QCOMPARE(set.apart(QStringLiteral("A2"), std::nullopt).size(), 1); // its source has left the map
    QVERIFY(set.apartSources().isEmpty());
}

void TestConditionSet::addsUpStatisticModifiers()
{
    ConditionSet set;
    set.apply({}, {}, kOrigin, {modifier(Statistic::Attack, -2), modifier(Statistic::AllDefences, -4)});
    set.apply({}, {}, {QStringLiteral("B3"), 2},
              {modifier(Statistic::AC, -2, EffectDuration::EndOfNextTurn)});
    set.apply({}, {}, kOrigin, {modifier(Statistic::Attack, -2)}); // 706.2.a: the same effect again
    QCOMPARE(set.statisticModifier(Statistic::Attack), -2);
    QCOMPARE(set.statisticModifier(Statistic::AC), -6);
    QCOMPARE(set.statisticModifier(Statistic::Will), -4);
    QCOMPARE(set.statisticModifier(Statistic::Speed), 0);

    const QList<EffectEnding> endings = set.endTurn(true); // 900.2 ends the AC penalty
    QCOMPARE(endings.size(), 1);
    QCOMPARE(endings.constFirst().modifiers.size(), 1);
    QCOMPARE(set.statisticModifier(Statistic::AC), -4);

    // 209.3: "DEF" is Fortitude, Reflex and Will, never AC
    ConditionSet def;
    def.apply({}, {}, kOrigin, {modifier(Statistic::Defences, -2)});
    QCOMPARE(def.statisticModifier(Statistic::Will), -2);
    QCOMPARE(def.statisticModifier(Statistic::Fortitude), -2);
    QCOMPARE(def.statisticModifier(Statistic::AC), 0);

    // "cumulative -1 AC": the same effect again adds to it
    ConditionSet cumulative;
    StatModifier reaving = modifier(Statistic::AC, -1, EffectDuration::Permanent);
    reaving.cumulative = true;
    cumulative.apply({}, {}, kOrigin, {reaving});
    cumulative.apply({}, {}, kOrigin, {reaving});
    QCOMPARE(cumulative.statisticModifier(Statistic::AC), -2);
}

void TestConditionSet::savesAgainstModifiersWithTheirGroup()
{
    // "5 ongoing poison damage AND -2 AC (save ends both)": one roll for the pair (804.4.e).
    ConditionSet set;
    set.apply({}, {ongoing(5, DamageType::Poison, 1)}, kOrigin,
              {modifier(Statistic::AC, -2, EffectDuration::SaveEnds, 1)});
    ScriptedDice dice;
    QVERIFY(!dice.append({14}));
    const SavingThrowReport report = set.rollSavingThrows(dice);
    QCOMPARE(report.throws.size(), 1);
    QCOMPARE(report.throws.constFirst().modifiers.size(), 1);
    QCOMPARE(report.throws.constFirst().ongoing.size(), 1);
    QVERIFY(set.isEmpty());
}

void TestConditionSet::losesEveryInstanceOfACondition()
{
    ConditionSet set;
    set.apply({condition(Condition::Helpless), condition(Condition::Stunned), condition(Condition::Slowed)},
              {}, kOrigin);
    set.apply({condition(Condition::Helpless, EffectDuration::EndOfRound)}, {}, kOrigin);
    const QList<EffectEnding> endings = set.remove(Condition::Helpless);
    QCOMPARE(endings.size(), 2);
    QCOMPARE(endings.at(0).rule, QStringLiteral("900.1"));
    QCOMPARE(endings.at(0).conditions.size(), 2);
    QCOMPARE(endings.at(1).rule, QStringLiteral("906.2"));
    QCOMPARE(explicitConditions(set), Conditions({Condition::Slowed}));
}

void TestConditionSet::knowsWhoDominatesIt()
{
    ConditionSet set;
    QCOMPARE(set.dominatedBy(), std::nullopt);
    set.apply({condition(Condition::Dominated)}, {}, kOrigin);
    set.apply({condition(Condition::Dominated)}, {}, {QStringLiteral("B7"), 3});
    QCOMPARE(set.dominatedBy(), QStringLiteral("B7"));
}

QTEST_GUILESS_MAIN(TestConditionSet)
#include "tst_condition_set.moc"
