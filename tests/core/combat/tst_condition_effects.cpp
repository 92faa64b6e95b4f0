// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "combat/condition_effects.h"
#include "combat/saving_throw.h"

#include <QTest>

using namespace ddm;

using Conditions = QSet<Condition>;
Q_DECLARE_METATYPE(Conditions)

class TestConditionEffects : public QObject {
    Q_OBJECT

private slots:
    void restrictsCreatures_data();
    void restrictsCreatures();
    void impliesConditions();
    void limitsActions_data();
    void limitsActions();
    void changesSpeed_data();
    void changesSpeed();
    void judgesConfusion_data();
    void judgesConfusion();
    void judgesSavingThrows_data();
    void judgesSavingThrows();
};

void TestConditionEffects::restrictsCreatures_data()
{
    QTest::addColumn<Conditions>("conditions");
    QTest::addColumn<ConditionRestriction>("restriction");
    QTest::addColumn<bool>("applies");
    QTest::addColumn<Condition>("cause");
    QTest::addColumn<QString>("rule");

    using C = Condition;
    using R = ConditionRestriction;
    QTest::newRow("910.1 Stunned: no actions")
        << Conditions{C::Stunned} << R::NoActions << true << C::Stunned << "910.1";
    QTest::newRow("906.1 Helpless is Stunned: no actions")
        << Conditions{C::Helpless} << R::NoActions << true << C::Stunned << "910.1";
    QTest::newRow("910.1 Stunned: inactive")
        << Conditions{C::Stunned} << R::Inactive << true << C::Stunned << "910.1";
    QTest::newRow("703.2 Stunned: an inactive creature uses no activated powers")
        << Conditions{C::Stunned} << R::NoActivatedPowers << true << C::Stunned << "703.2";
    QTest::newRow("903.1 Dazed: one action")
        << Conditions{C::Dazed} << R::OneAction << true << C::Dazed << "903.1";
    QTest::newRow("903.1 Dazed: no actions on other turns")
        << Conditions{C::Dazed} << R::NoOffTurnActions << true << C::Dazed << "903.1";
    QTest::newRow("903.1 Dazed: no immediate actions")
        << Conditions{C::Dazed} << R::NoImmediateActions << true << C::Dazed << "903.1";
    QTest::newRow("903.1 Dazed: no opportunity attacks")
        << Conditions{C::Dazed} << R::NoOpportunityAttacks << true << C::Dazed << "903.1";
    QTest::newRow("903.1 Dazed: no champion rating for initiative")
        << Conditions{C::Dazed} << R::NoChampionRatingForInitiative << true << C::Dazed << "903.1";
    QTest::newRow("903.1 Dazed: cannot flank")
        << Conditions{C::Dazed} << R::NoFlanking << true << C::Dazed << "903.1";
    QTest::newRow("903.1 Dazed: grants combat advantage")
        << Conditions{C::Dazed} << R::GrantsCombatAdvantage << true << C::Dazed << "903.1";
    QTest::newRow("902.1 Confused is Dazed")
        << Conditions{C::Confused} << R::OneAction << true << C::Dazed << "903.1";
    QTest::newRow("904.1 Dominated is Dazed")
        << Conditions{C::Dominated} << R::NoOpportunityAttacks << true << C::Dazed << "903.1";
    QTest::newRow("906.1 Helpless is Stunned, so Dazed: grants combat advantage")
        << Conditions{C::Helpless} << R::GrantsCombatAdvantage << true << C::Dazed << "903.1";
    QTest::newRow("901.1 Blinded: no line of sight")
        << Conditions{C::Blinded} << R::NoLineOfSight << true << C::Blinded << "901.1";
    QTest::newRow("901.1 Blinded: cannot flank")
        << Conditions{C::Blinded} << R::NoFlanking << true << C::Blinded << "901.1";
    QTest::newRow("901.1 Blinded: grants combat advantage")
        << Conditions{C::Blinded} << R::GrantsCombatAdvantage << true << C::Blinded << "901.1";
    QTest::newRow("902.1 Confused: basic attacks only")
        << Conditions{C::Confused} << R::BasicAttacksOnly << true << C::Confused << "902.1";
    QTest::newRow("902.1 Confused: no activated powers")
        << Conditions{C::Confused} << R::NoActivatedPowers << true << C::Confused << "902.1";
    QTest::newRow("904.1 Dominated: basic attacks only")
        << Conditions{C::Dominated} << R::BasicAttacksOnly << true << C::Dominated << "904.1";
    QTest::newRow("904.1 Dominated: no activated powers")
        << Conditions{C::Dominated} << R::NoActivatedPowers << true << C::Dominated << "904.1";
    QTest::newRow("904.2 Dominated: its source's owner controls it")
        << Conditions{C::Dominated} << R::ControlledBySource << true << C::Dominated << "904.2";
    QTest::newRow("906.1 Helpless: loses Flight")
        << Conditions{C::Helpless} << R::LosesFlight << true << C::Helpless << "906.1";
    QTest::newRow("905.1 Weakened is Enervated: half damage")
        << Conditions{C::Weakened} << R::HalvesAttackDamage << true << C::Enervated << "905.1";
    QTest::newRow("907.1 Immobilized: speed 0")
        << Conditions{C::Immobilized} << R::SpeedZero << true << C::Immobilized << "907.1";
    QTest::newRow("909.1 Slowed: speed 2")
        << Conditions{C::Slowed} << R::SpeedTwo << true << C::Slowed << "909.1";

    QTest::newRow("909.1 a Slowed creature still acts")
        << Conditions{C::Slowed} << R::OneAction << false << C::Slowed << "";
    QTest::newRow("907.1 an Immobilized creature still takes opportunity attacks")
        << Conditions{C::Immobilized} << R::NoOpportunityAttacks << false << C::Immobilized << "";
    QTest::newRow("903.1 a Dazed creature still uses powers")
        << Conditions{C::Dazed} << R::NoActivatedPowers << false << C::Dazed << "";
    QTest::newRow("810 Marked restricts nothing by itself")
        << Conditions{C::Marked} << R::GrantsCombatAdvantage << false << C::Marked << "";
}

void TestConditionEffects::restrictsCreatures()
{
    QFETCH(Conditions, conditions);
    QFETCH(ConditionRestriction, restriction);
    QFETCH(bool, applies);
    QFETCH(Condition, cause);
    QFETCH(QString, rule);

    const std::optional<ConditionRuling> ruling = restrictionCause(conditions, restriction);
    QCOMPARE(ruling.has_value(), applies);
    if (ruling)
        QCOMPARE(*ruling, ConditionRuling({cause, rule}));
}

void TestConditionEffects::impliesConditions()
{
    using C = Condition;
    QCOMPARE(withImpliedConditions({C::Helpless}), Conditions({C::Helpless, C::Stunned, C::Dazed}));
    QCOMPARE(withImpliedConditions({C::Confused, C::Slowed}), Conditions({C::Confused, C::Dazed, C::Slowed}));
    QCOMPARE(withImpliedConditions({C::Dominated}), Conditions({C::Dominated, C::Dazed}));
    QCOMPARE(withImpliedConditions({C::Blinded}), Conditions({C::Blinded}));
}

void TestConditionEffects::limitsActions_data()
{
    QTest::addColumn<Conditions>("conditions");
    QTest::addColumn<ActionAllowance>("allowance");
    QTest::addColumn<QString>("rule");

    using C = Condition;
    QTest::newRow("403.1 a move, an attack and a minor action") << Conditions{} << ActionAllowance::All << "";
    QTest::newRow("909.1 Slowed acts normally")
        << Conditions{C::Slowed, C::Immobilized} << ActionAllowance::All << "";
    QTest::newRow("903.1 Dazed: one action") << Conditions{C::Dazed} << ActionAllowance::OneAction << "903.1";
    QTest::newRow("902.1 Confused: one action")
        << Conditions{C::Confused} << ActionAllowance::OneAction << "903.1";
    QTest::newRow("910.1 Stunned: none") << Conditions{C::Stunned} << ActionAllowance::None << "910.1";
    QTest::newRow("910.1 Stunned and Dazed: none")
        << Conditions{C::Stunned, C::Dazed} << ActionAllowance::None << "910.1";
    QTest::newRow("906.1 Helpless: none") << Conditions{C::Helpless} << ActionAllowance::None << "910.1";
}

void TestConditionEffects::limitsActions()
{
    QFETCH(Conditions, conditions);
    QFETCH(ActionAllowance, allowance);
    QFETCH(QString, rule);

    const ActionLimit limit = actionLimit(conditions);
    QCOMPARE(limit.allowance, allowance);
    QCOMPARE(limit.cause ? limit.cause->rule : QString(), rule);
}

void TestConditionEffects::changesSpeed_data()
{
    QTest::addColumn<int>("speed");
    QTest::addColumn<Conditions>("conditions");
    QTest::addColumn<int>("current");
    QTest::addColumn<QString>("rule");

    using C = Condition;
    QTest::newRow("210.1 no condition") << 6 << Conditions{} << 6 << "";
    QTest::newRow("909.1 Slowed: 2") << 6 << Conditions{C::Slowed} << 2 << "909.1";
    QTest::newRow("909.2 Slowed does nothing below 2") << 1 << Conditions{C::Slowed} << 1 << "";
    QTest::newRow("907.1 Immobilized: 0") << 6 << Conditions{C::Immobilized} << 0 << "907.1";
    QTest::newRow("907.3 Immobilized applies after Slowed")
        << 6 << Conditions{C::Slowed, C::Immobilized} << 0 << "907.1";
}

void TestConditionEffects::changesSpeed()
{
    QFETCH(int, speed);
    QFETCH(Conditions, conditions);
    QFETCH(int, current);
    QFETCH(QString, rule);

    const SpeedResult result = currentSpeed(speed, conditions);
    QCOMPARE(result.speed, current);
    QCOMPARE(result.cause ? result.cause->rule : QString(), rule);
}

void TestConditionEffects::judgesConfusion_data()
{
    QTest::addColumn<int>("roll");
    QTest::addColumn<ConfusionOutcome>("outcome");

    QTest::newRow("902.2 1: Dominated") << 1 << ConfusionOutcome::Dominated;
    QTest::newRow("902.2 5: Dominated") << 5 << ConfusionOutcome::Dominated;
    QTest::newRow("902.2 6: no actions") << 6 << ConfusionOutcome::NoActions;
    QTest::newRow("902.2 15: no actions") << 15 << ConfusionOutcome::NoActions;
    QTest::newRow("902.2 16: acts normally") << 16 << ConfusionOutcome::ActsNormally;
    QTest::newRow("902.2 20: acts normally") << 20 << ConfusionOutcome::ActsNormally;
}

void TestConditionEffects::judgesConfusion()
{
    QFETCH(int, roll);
    QFETCH(ConfusionOutcome, outcome);

    QCOMPARE(judgeConfusionRoll(roll), outcome);
}

void TestConditionEffects::judgesSavingThrows_data()
{
    QTest::addColumn<int>("roll");
    QTest::addColumn<SaveOutcome>("outcome");

    QTest::newRow("804.4.e 1 fails") << 1 << SaveOutcome::Fails;
    QTest::newRow("804.4.e 9 fails") << 9 << SaveOutcome::Fails;
    QTest::newRow("804.4.e 10 ends the effect") << 10 << SaveOutcome::Ends;
    QTest::newRow("804.4.e 19 ends the effect") << 19 << SaveOutcome::Ends;
    QTest::newRow("804.4.e 20 ends every save-ends effect") << 20 << SaveOutcome::EndsAll;
}

void TestConditionEffects::judgesSavingThrows()
{
    QFETCH(int, roll);
    QFETCH(SaveOutcome, outcome);

    QCOMPARE(judgeSavingThrow(roll), outcome);
}

QTEST_GUILESS_MAIN(TestConditionEffects)
#include "tst_condition_effects.moc"
