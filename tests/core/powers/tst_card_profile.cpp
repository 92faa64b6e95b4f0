#include "powers/card_profile.h"

#include <QTest>

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
#include "tst_card_profile.moc"
