// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/card_profile.h"
#include "powers/setup_power.h"

#include <QTest>

using namespace ddm;

// readSetupEffect: powers used at set-up (102.2), in invented wordings of the card forms: a bonus
// against one enemy chosen, a group's bonuses for the battle, states, a damage type chosen.
class TestSetupPower : public QObject {
    Q_OBJECT

private slots:
    void readsBonusesAgainstTheEnemyChosen();
    void readsAGroupsBonusesForTheBattle();
    void readsStatesOfTheCreatureOrAGroup();
    void readsAResistToATypeChosen();
    void readsBonusesUntilItIsAttacked();
    void refusesWhatItCannotRunWhole_data();
    void refusesWhatItCannotRunWhole();
    void cardsKeepThemApart();
};

void TestSetupPower::readsBonusesAgainstTheEnemyChosen()
{
    const std::optional<SetupEffect> read = readSetupEffect(
        QStringLiteral("Use during your set-up: Choose one enemy. This creature has +3 attack and +10 damage "
                       "against that enemy until end of battle."));
    QVERIFY(read);
    QVERIFY(read->againstChosenEnemy);
    QVERIFY(read->recipients.self);
    QVERIFY(!read->recipients.allies);
    QCOMPARE(read->bonuses.size(), 2);
    QCOMPARE(read->bonuses.at(0).statistic, Statistic::Attack);
    QCOMPARE(read->bonuses.at(0).amount, 3);
    QCOMPARE(read->bonuses.at(1).statistic, Statistic::Damage);
    QCOMPARE(read->bonuses.at(1).amount, 10);

    // A group may gain them: "Trolls in your warband" is the creature and its Troll allies.
    const std::optional<SetupEffect> group = readSetupEffect(
        QStringLiteral("Use at setup: Choose 1 enemy. Trolls in your warband have +5 Damage vs. that "
                       "creature until end of battle."));
    QVERIFY(group);
    QVERIFY(group->againstChosenEnemy);
    QVERIFY(group->recipients.self && group->recipients.allies);
    QCOMPARE(group->recipients.filter.requiredKeywords, QStringList{QStringLiteral("Troll")});
}

void TestSetupPower::readsAGroupsBonusesForTheBattle()
{
    const std::optional<SetupEffect> read =
        readSetupEffect(QStringLiteral("Use during setup: All Gnome allies have +2 AC until end of battle."));
    QVERIFY(read);
    QVERIFY(!read->againstChosenEnemy);
    QVERIFY(!read->recipients.self);
    QVERIFY(read->recipients.allies);
    QCOMPARE(read->recipients.filter.requiredKeywords, QStringList{QStringLiteral("Gnome")});
    QCOMPARE(read->bonuses.size(), 1);
    QCOMPARE(read->bonuses.first().statistic, Statistic::AC);
    QCOMPARE(read->bonuses.first().amount, 2);
}

void TestSetupPower::readsStatesOfTheCreatureOrAGroup()
{
    const std::optional<SetupEffect> hidden = readSetupEffect(
        QStringLiteral("Use during your set-up: This creature is invisible to enemies until after it first "
                       "makes an attack."));
    QVERIFY(hidden);
    QVERIFY(hidden->recipients.self);
    QCOMPARE(hidden->states.conditions.size(), 1);
    QCOMPARE(hidden->states.conditions.first().condition, Condition::Invisible);
    QVERIFY(hidden->states.conditions.first().endsWhenItAttacks);

    // "The first round": set-up ends just before it, so its end is the end of the round to come.
    const std::optional<SetupEffect> all = readSetupEffect(QStringLiteral(
        "Use during your set-up: This creature and each ally are invisible until end of the first round."));
    QVERIFY(all);
    QVERIFY(all->recipients.self && all->recipients.allies && !all->recipients.enemies);
    QCOMPARE(all->states.conditions.size(), 1);
    QCOMPARE(all->states.conditions.first().duration, EffectDuration::EndOfRound);
}

void TestSetupPower::readsAResistToATypeChosen()
{
    const std::optional<SetupEffect> first = readSetupEffect(
        QStringLiteral("Use during setup: Choose cold, fire or thunder. This creature has Resist 5 to that "
                       "damage type until end of battle."));
    QVERIFY(first);
    QCOMPARE(first->resist, 5);
    QCOMPARE(first->resistChoices,
             (QList<DamageType>{DamageType::Cold, DamageType::Fire, DamageType::Thunder}));

    const std::optional<SetupEffect> after = readSetupEffect(
        QStringLiteral("Use during Setup: Until end of battle, this creature has Resist 20 Acid, Poison, or "
                       "Lightning (choose one)."));
    QVERIFY(after);
    QCOMPARE(after->resist, 20);
    QCOMPARE(after->resistChoices,
             (QList<DamageType>{DamageType::Acid, DamageType::Poison, DamageType::Lightning}));
}

void TestSetupPower::readsBonusesUntilItIsAttacked()
{
    const std::optional<SetupEffect> read =
        readSetupEffect(QStringLiteral("Use during your set-up: This creature has +2 Attack and +5 Damage on "
                                       "{r} attacks until it is attacked."));
    QVERIFY(read);
    QVERIFY(read->untilAttacked);
    QVERIFY(read->recipients.self);
    QCOMPARE(read->bonuses.size(), 2);
    for (const StaticModifier& bonus : read->bonuses)
        QCOMPARE(bonus.attacks, std::optional<AttackKind>(AttackKind::Ranged));
    const std::optional<SetupEffect> forTheBattle =
        readSetupEffect(QStringLiteral("Use during setup: Gnome allies have +2 AC until end of battle."));
    QVERIFY(forTheBattle);
    QVERIFY(!forTheBattle->untilAttacked);
}

void TestSetupPower::refusesWhatItCannotRunWhole_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("not at set-up") << "Use at start of round: This creature has +2 AC until end of battle.";
    QTest::newRow("no duration: not this power's form") << "Use during setup: All Gnome allies have +2 AC.";
    QTest::newRow("an enemy chosen for nothing")
        << "Use during setup: Choose 1 enemy. This creature has +2 AC "
           "until end of battle.";
    QTest::newRow("against an enemy never chosen")
        << "Use during setup: This creature has +2 Attack against that enemy until end of battle.";
    QTest::newRow("a word left over") << "Use during setup: Add 1 Plant ally to your warband.";
    QTest::newRow("a defence against the enemy chosen is not weighed")
        << "Use during setup: Choose 1 enemy. This creature has +4 AC against that enemy until end of "
           "battle.";
    QTest::newRow("a type named twice")
        << "Use during setup: Choose fire or fire. This creature has Resist 5 "
           "to that damage type until end of battle.";
    QTest::newRow("placement is not run") << "Use during setup: A Goblin ally gains Scout.";
    QTest::newRow("\"it\" is the creature itself, not a group")
        << "Use during setup: Gnome allies have +2 AC until it is attacked.";
}

void TestSetupPower::refusesWhatItCannotRunWhole()
{
    QFETCH(QString, text);
    QVERIFY(!readSetupEffect(text));
}

// A card's special power used at set-up goes to the set-up powers, its champion power of that timing
// to the champion powers, each understood; one the engine cannot run stays by hand.
void TestSetupPower::cardsKeepThemApart()
{
    Creature card;
    card.name = QStringLiteral("Test Stalker");
    card.powers = {
        {PowerType::Special,
         QStringLiteral(
             "Hunted Prey: Use during setup: Choose an enemy. This creature has +4 Attack vs. that "
             "enemy until end of battle."),
         std::nullopt},
        {PowerType::Special, QStringLiteral("Lure: Use during setup: Place an enemy anywhere."),
         std::nullopt},
        {PowerType::Champion,
         QStringLiteral(
             "Use during your set-up: Until end of battle, this creature has Resist 10 Cold or Fire "
             "(choose one)."),
         std::nullopt},
    };
    const CardProfile profile = parseCard(card);
    QCOMPARE(profile.abilities.setupPowers.size(), 1);
    QCOMPARE(profile.abilities.setupPowers.first().name, QStringLiteral("Hunted Prey"));
    QCOMPARE(profile.champion.size(), 1);
    QCOMPARE(profile.champion.first().timing, ChampionTiming::SetUp);
    QCOMPARE(profile.champion.first().setup.resist, 10);
    QVERIFY(profile.readings.at(0).understood());
    QVERIFY(!profile.readings.at(1).understood());
    QVERIFY(profile.readings.at(2).understood());
    QCOMPARE(profile.byHand.size(), 1);
}

QTEST_GUILESS_MAIN(TestSetupPower)
#include "tst_setup_power.moc"
