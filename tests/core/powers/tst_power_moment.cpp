// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/card_profile.h"
#include "powers/power_moment.h"

#include <QTest>

using namespace ddm;

// powerMomentOf: when a power the engine cannot run is used, from its own timing words (invented
// wordings), so the battle log can name it then.
class TestPowerMoment : public QObject {
    Q_OBJECT

private slots:
    void readsTheTimingItNamesFirst_data();
    void readsTheTimingItNamesFirst();
    void cardsListTheirTimedPowersByHand();
};

void TestPowerMoment::readsTheTimingItNamesFirst_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("moment"); // -1: none
    QTest::newRow("set-up") << "Lure: Use during your set-up: Place an enemy anywhere."
                            << int(PowerMoment::SetUp);
    QTest::newRow("after setup") << "Rush: Use after setup: Each ally moves 2 squares."
                                 << int(PowerMoment::SetUp);
    QTest::newRow("start of round, then its end")
        << "Use at start of round: Enemies slide 1 square until end of round."
        << int(PowerMoment::StartOfRound);
    QTest::newRow("before initiative")
        << "Use before rolling initiative: Roll 2 extra d20s." << int(PowerMoment::StartOfRound);
    QTest::newRow("end of round") << "Gate: Use at end of round: Roll 1d20." << int(PowerMoment::EndOfRound);
    QTest::newRow("until end of round is no moment") << "+2 AC until end of round." << -1;
    QTest::newRow("start of its turn") << "Molt: Use at start of this creature's turn: Remove 1 condition."
                                       << int(PowerMoment::StartOfOwnTurn);
    QTest::newRow("a typographic apostrophe")
        << "Molt: Use at start of this creature’s turn: Shift 3." << int(PowerMoment::StartOfOwnTurn);
    QTest::newRow("a minor action") << "Trick: Minor action: Swap two enemies." << int(PowerMoment::OwnTurn);
    QTest::newRow("replaces the attack action")
        << "Wall: Replaces attack action: Make 3 squares wall terrain." << int(PowerMoment::OwnTurn);
    QTest::newRow("end of its turn")
        << "Burn: Takes 10 damage at end of each of its turns if it did not attack."
        << int(PowerMoment::EndOfOwnTurn);
    QTest::newRow("destroyed") << "Spite: Use when this creature is destroyed: Each enemy is Dazed."
                               << int(PowerMoment::Destroyed);
    QTest::newRow("destroying an enemy is another's deed")
        << "Glee: Use when this creature destroys an enemy: Score 5 VP." << -1;
    QTest::newRow("a standing bonus") << "Hatred: +5 damage vs. flying enemies." << -1;
    QTest::newRow("an ally destroyed beside it is another's deed")
        << "Grief: Use when an ally adjacent to this creature is destroyed: Heal 5 HP." << -1;
    QTest::newRow("an ally destroyed near it is another's deed")
        << "Avenge: Use when an ally within 5 squares of this creature is destroyed: Shift 2 squares." << -1;
    QTest::newRow("its destruction as the effect, not the moment")
        << "Coward: Use when this creature takes damage: Roll a d20; on 1-5 this creature is destroyed."
        << -1;
    QTest::newRow("a recharge names no moment of use") << "Trick Shot: Use when this creature declares a {r} "
                                                          "attack: +5 Damage on that attack. RECHARGE at end "
                                                          "of this creature's turn."
                                                       << -1;
}

void TestPowerMoment::readsTheTimingItNamesFirst()
{
    QFETCH(QString, text);
    QFETCH(int, moment);
    const std::optional<PowerMoment> read = powerMomentOf(text);
    QCOMPARE(read ? int(*read) : -1, moment);
}

// Only powers the engine cannot run are listed, by printed name, by their text when the colon ends
// a timing, and champion powers by number.
void TestPowerMoment::cardsListTheirTimedPowersByHand()
{
    Creature card;
    card.name = QStringLiteral("Test Warden");
    card.powers = {
        {PowerType::Champion, QStringLiteral("Use at start of round: Score 5 VP."), std::nullopt},
        {PowerType::Special, QStringLiteral("Wall: Replaces attack action: Make 3 squares wall terrain."),
         std::nullopt},
        {PowerType::Special, QStringLiteral("Use at end of round: Each enemy is Dazed."), std::nullopt},
        {PowerType::Special, QStringLiteral("Hatred: +5 damage vs. enemies that can see this creature."),
         std::nullopt},
        {PowerType::Special, QStringLiteral("Step: Minor action: Shift 2."),
         std::nullopt}, // run by the engine
        {PowerType::Attack, QStringLiteral("Setup Strike: Make a {b} attack and swap places with an ally."),
         std::nullopt}, // refused when made, not noted
    };
    const CardProfile profile = parseCard(card);
    QCOMPARE(profile.byHand.size(), 5);
    QCOMPARE(profile.byHandAtMoments.size(), 3);
    QCOMPARE(profile.byHandAtMoments.at(0).name, QStringLiteral("champion power 1"));
    QCOMPARE(profile.byHandAtMoments.at(0).moment, PowerMoment::StartOfRound);
    QCOMPARE(profile.byHandAtMoments.at(1).name, QStringLiteral("Wall"));
    QCOMPARE(profile.byHandAtMoments.at(1).moment, PowerMoment::OwnTurn);
    QCOMPARE(profile.byHandAtMoments.at(2).name, QStringLiteral("Use at end of round: Each enemy is Dazed."));
    QCOMPARE(profile.byHandAtMoments.at(2).moment, PowerMoment::EndOfRound);
}

QTEST_GUILESS_MAIN(TestPowerMoment)
#include "tst_power_moment.moc"
