// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/ability_parser.h"

#include <QTest>

#include <limits>

using namespace ddm;

namespace {

struct Read {
    CreatureAbilities abilities;
    QStringList leftovers;
};

Read read(const QString& text)
{
    Read result;
    result.leftovers = readAbilities(text, result.abilities);
    return result;
}

} // namespace

// Static abilities from ABILITY and SPECIAL powers: the standard powers of CRG 707 with or
// without their reminder text, resistances and immunities, and the common specials.
class TestAbilityParser : public QObject {
    Q_OBJECT

private slots:
    void readsNumbers_data();
    void readsNumbers();
    void readsResistances();
    void readsImmunities();
    void impliesImmunities_data();
    void impliesImmunities();
    void readsStandardPowers_data();
    void readsStandardPowers();
    void readsReminderText_data();
    void readsReminderText();
    void leftoversAreTheTextAsWritten();
    void readsSneakAttack_data();
    void readsSneakAttack();
    void readsCommonSpecials();
    void keepsTheStrongerValue();
    void readsStandingBonuses_data();
    void readsStandingBonuses();
    void readsTheAlliesOfAStandingBonus();
    void readsTheGuardWhileMoving();
    void readsHowFarSkirmishMoves();
    void readsCriticalRanges_data();
    void readsCriticalRanges();
    void readsWhatCriticalHitsDo_data();
    void readsWhatCriticalHitsDo();
    void readsHalfDamage_data();
    void readsHalfDamage();
    void halfDamageOfTwoPowersAddsUp();
    void readsAurasAndRetaliation();
    void readsAwareness_data();
    void readsAwareness();
    void readsBloodlust_data();
    void readsBloodlust();
    void leavesBonusesItCannotTime_data();
    void leavesBonusesItCannotTime();
    void readsWhomABonusIsAgainst();
    void readsBonusesThatCountCreatures_data();
    void readsBonusesThatCountCreatures();
    void readsTheChampionRatingAsABonus();
    void readsPloddingAndCombatAdvantageBonuses();
    void readsCombatAdvantageTheCardGives();
    void readsDefencesAgainstSomeAttacks();
    void readsWhoTheAlliesAre();
    void readsSituationalPowers();
    void reportsLeftoversExactly_data();
    void reportsLeftoversExactly();
};

void TestAbilityParser::readsNumbers_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("reach");
    QTest::addColumn<int>("conceal");
    QTest::addColumn<int>("fortitudeBonus");
    QTest::newRow("reach") << "Reach 2" << 2 << 0 << 0;
    QTest::newRow("reach 0 with reminder")
        << "Reach 0: This creature's {m} attacks can only attack creatures in its space." << 0 << 0 << 0;
    QTest::newRow("conceal, full stop") << "Conceal 6." << 1 << 6 << 0;
    QTest::newRow("defence bonus") << "+4 DEF(Fort)" << 1 << 0 << 4;
}

void TestAbilityParser::readsNumbers()
{
    QFETCH(QString, text);
    const Read result = read(text);
    QVERIFY2(result.leftovers.isEmpty(), qPrintable(result.leftovers.join(QStringLiteral(" | "))));
    QTEST(result.abilities.reach, "reach");
    QTEST(result.abilities.conceal.value_or(0), "conceal");
    QTEST(result.abilities.defenceBonus.value(Defence::Fortitude), "fortitudeBonus");
}

void TestAbilityParser::readsResistances()
{
    const Read typed = read(QStringLiteral("Resist 10 fire"));
    QVERIFY(typed.leftovers.isEmpty());
    QCOMPARE(typed.abilities.resist.value(DamageType::Fire), 10);
    QCOMPARE(typed.abilities.resistAll, 0);

    const Read list = read(QStringLiteral("Resist 5 cold, necrotic"));
    QVERIFY(list.leftovers.isEmpty());
    QCOMPARE(list.abilities.resist.value(DamageType::Cold), 5);
    QCOMPARE(list.abilities.resist.value(DamageType::Necrotic), 5);

    const Read all = read(QStringLiteral("Resist 5 All"));
    QCOMPARE(all.abilities.resistAll, 5);

    const Read both = read(QStringLiteral("Resist 10 lighting Vulnerable 5 radiant"));
    QVERIFY2(both.leftovers.isEmpty(), qPrintable(both.leftovers.join(QStringLiteral(" | "))));
    QCOMPARE(both.abilities.resist.value(DamageType::Lightning), 10);
    QCOMPARE(both.abilities.vulnerable.value(DamageType::Radiant), 5);

    const Read reversed = read(QStringLiteral("Vulnerable fire 10"));
    QCOMPARE(reversed.abilities.vulnerable.value(DamageType::Fire), 10);
}

void TestAbilityParser::readsImmunities()
{
    const Read result = read(QStringLiteral("Immune Dominated, Immune Fear, Immune poison"));
    QVERIFY2(result.leftovers.isEmpty(), qPrintable(result.leftovers.join(QStringLiteral(" | "))));
    QVERIFY(result.abilities.immuneConditions.contains(Condition::Dominated));
    QVERIFY(result.abilities.immuneEffects.contains(EffectKeyword::Fear));
    QVERIFY(result.abilities.immuneDamage.contains(DamageType::Poison));
    QVERIFY(result.abilities.immuneEffects.contains(EffectKeyword::Poison));

    const Read forced = read(QStringLiteral("Immune Push"));
    QVERIFY(forced.abilities.immuneForced.contains(ForcedMovement::Kind::Push));

    QVERIFY(
        read(QStringLiteral("Immune Weakened")).abilities.immuneConditions.contains(Condition::Enervated));
    QVERIFY(read(QStringLiteral("Immune Stun")).abilities.immuneConditions.contains(Condition::Stunned));
}

void TestAbilityParser::impliesImmunities_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<Condition>>("immune");
    QTest::newRow("helpless (707.7.b)")
        << "Immune Helpless" << QList<Condition>{Condition::Helpless, Condition::Stunned, Condition::Dazed};
    QTest::newRow("stunned (707.7.b)")
        << "Immune Stunned" << QList<Condition>{Condition::Stunned, Condition::Dazed};
    QTest::newRow("staggered is dazed") << "Immune Staggered" << QList<Condition>{Condition::Dazed};
    QTest::newRow("slowed implies nothing") << "Immune Slowed" << QList<Condition>{Condition::Slowed};
}

void TestAbilityParser::impliesImmunities()
{
    QFETCH(QString, text);
    QFETCH(QList<Condition>, immune);
    const Read result = read(text);
    QVERIFY(result.leftovers.isEmpty());
    QCOMPARE(result.abilities.immuneConditions, QSet<Condition>(immune.cbegin(), immune.cend()));
}

void TestAbilityParser::readsStandardPowers_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("flag");
    QTest::newRow("flight") << "Flight"
                            << "flight";
    QTest::newRow("burrow") << "Burrow"
                            << "burrow";
    QTest::newRow("phasing") << "Phasing"
                             << "phasing";
    QTest::newRow("insubstantial") << "Insubstantial"
                                   << "insubstantial";
    QTest::newRow("scout") << "Scout"
                           << "scout";
    QTest::newRow("hide") << "Hide"
                          << "hide";
    QTest::newRow("wandering monster") << "Wandering Monster"
                                       << "wanderingMonster";
    QTest::newRow("multi-activation") << "Multi-Activation 2"
                                      << "multiActivation";
    QTest::newRow("blindsight") << "Blindsight"
                                << "blindsight";
}

void TestAbilityParser::readsStandardPowers()
{
    QFETCH(QString, text);
    QFETCH(QString, flag);
    const Read result = read(text);
    QVERIFY(result.leftovers.isEmpty());
    const CreatureAbilities& a = result.abilities;
    const QHash<QString, bool> flags{{"flight", a.flight},
                                     {"burrow", a.burrow},
                                     {"phasing", a.phasing},
                                     {"insubstantial", a.insubstantial},
                                     {"scout", a.scout},
                                     {"hide", a.hide},
                                     {"wanderingMonster", a.wanderingMonster},
                                     {"multiActivation", a.multiActivation},
                                     {"blindsight", a.blindsight}};
    for (auto it = flags.cbegin(); it != flags.cend(); ++it)
        QCOMPARE(it.value(), it.key() == flag);
}

void TestAbilityParser::readsReminderText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("understood");
    // Reminder texts written for this test in the cards' manner; the rule, not the reminder, applies.
    QTest::newRow("blindsight") << "Blindsight: ignores conceal, ignores invisible" << true;
    QTest::newRow("blindsight 4") << "Blindsight 4: Within 4 squares of this creature, ignores Conceal and "
                                     "treats invisible creatures as visible"
                                  << true;
    QTest::newRow("wandering monster")
        << "Wandering Monster: this creature must set up in a random victory area" << true;
    QTest::newRow("multi-activation") << "Multi-Activation 3: can take up to 3 turns each round" << true;
    QTest::newRow("hide") << "Hide: While this creature has ranged cover vs. a nonadjacent enemy, it is "
                             "invisible to that enemy"
                          << true;
    QTest::newRow("immune fear") << "Immune Fear: not affected by Fear effects" << true;
    QTest::newRow("blindsight, misprinted")
        << "Blindsight: Ignores Conceal; treats invisble creatures as visible." << true;
    QTest::newRow("blind") << "Blind: Immune to attack actions and special powers with Gaze in their name."
                           << true;
    QTest::newRow("a reminder that says more")
        << "Blindsight: ignores conceal, ignores invisible; flies." << false;
    QTest::newRow("the wrong reminder") << "Hide: Sets up in a random victory area." << false;
}

void TestAbilityParser::readsReminderText()
{
    QFETCH(QString, text);
    QFETCH(bool, understood);
    const Read result = read(text);
    QCOMPARE(result.leftovers.isEmpty(), understood);
}

void TestAbilityParser::leftoversAreTheTextAsWritten()
{
    // The players are shown what the engine left to them: the card's words, not a respaced copy.
    const Read result = read(QStringLiteral("Resist 5 cold :glows faintly"));
    QCOMPARE(result.leftovers, QStringList{QStringLiteral(":glows faintly")});
}

void TestAbilityParser::readsSneakAttack_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("bonus");
    QTest::addColumn<bool>("meleeOnly");
    QTest::addColumn<bool>("understood");
    QTest::newRow("whenever") << "Sneak Attack 35: +35 damage whenever this creature has combat advantage "
                                 "against target"
                              << 35 << false << true;
    QTest::newRow("against targets granting")
        << "Sneak Attack 25: +25 damage against targets that grant this creature combat advantage" << 25
        << false << true;
    QTest::newRow("melee only") << "Sneak Attack 30: whenever this creature hits an enemy granting it combat "
                                   "advantage with a {m} attack: +30 damage on that attack"
                                << 30 << true << true;
    // The reminder contradicts the name: the power is for a person (parseCard then applies none of it).
    QTest::newRow("a reminder that contradicts the name")
        << "Sneak Attack 20: +25 damage against targets granting it combat advantage" << 20 << false << false;
}

void TestAbilityParser::readsSneakAttack()
{
    QFETCH(QString, text);
    const Read result = read(text);
    QTEST(result.leftovers.isEmpty(), "understood");
    QTEST(result.abilities.sneakAttack, "bonus");
    QTEST(result.abilities.sneakAttackMeleeOnly, "meleeOnly");
}

void TestAbilityParser::readsCommonSpecials()
{
    QVERIFY(read(QStringLiteral("Sure Footed: Difficult terrain does not affect this creature's movement."))
                .abilities.ignoresDifficultTerrain);
    QVERIFY(
        read(QStringLiteral("Alert: Never grants combat advantage.")).abilities.neverGrantsCombatAdvantage);
    QCOMPARE(read(QStringLiteral("Nimble: +5 AC against opportunity attacks."))
                 .abilities.acAgainstOpportunityAttacks,
             5);
    QCOMPARE(read(QStringLiteral("Spark Eater: This creature heals 5 HP each time an effect would deal "
                                 "lightning damage to it."))
                 .abilities.healedByDamage.value(DamageType::Lightning),
             5);
    QCOMPARE(read(QStringLiteral("Skitter: Can shift 2 squares instead of 1.")).abilities.shiftSquares, 2);
    QCOMPARE(read(QStringLiteral("Glide: Can shift 3 squares.")).abilities.shiftSquares, 3);
    QCOMPARE(read(QStringLiteral("Bound: This creature moves up to 2 squares when it shifts instead of 1."))
                 .abilities.shiftSquares,
             2);
    QCOMPARE(read(QStringLiteral("Swarming: Can move through an enemy's space but must end its move in a "
                                 "legal position."))
                 .abilities.movesThroughEnemiesUpToSpan,
             std::numeric_limits<int>::max());
    // Towering: the two sentences are two abilities, and the enemies it moves through are one square wide.
    const Read towering = read(QStringLiteral("Towering: Can occupy statue terrain. Can move into squares "
                                              "occupied by Medium or smaller enemies."));
    QVERIFY(towering.leftovers.isEmpty());
    QVERIFY(towering.abilities.occupiesStatues);
    QCOMPARE(towering.abilities.movesThroughEnemiesUpToSpan, 1);
    for (const char* footing : {"Solid Footing: Not affected by forced-movement effects of enemies.",
                                "Solid Footing: Not subject to push, pull or slide effects of enemies",
                                "Solid Footing: Not affected by enemies' push, pull, or slide effects."}) {
        const Read read_ = read(QLatin1String(footing));
        QVERIFY2(read_.leftovers.isEmpty(), footing);
        QVERIFY(read_.abilities.immuneForcedByEnemies);
    }
    for (const char* object :
         {"Object: Does not score VP for occupying one of your victory areas; immune to "
          "attacks which target Will.",
          "Object: Does not score VP for occupying victory areas and immune to attacks that "
          "target Will."}) {
        const Read read_ = read(QLatin1String(object));
        QVERIFY2(read_.leftovers.isEmpty(), object);
        QVERIFY(read_.abilities.scoresNoAreaPoints);
        QCOMPARE(read_.abilities.immuneAttacksAgainst, Defence::Will);
    }
    QCOMPARE(read(QStringLiteral("Hoarder: Enemies adjacent to this creature do not score victory points for "
                                 "occupying victory areas."))
                 .abilities.deniesAreaPointsWithin,
             1);
    QCOMPARE(
        read(QStringLiteral("Distracting Presence: (Aura 2) Enemies in aura do not score victory points for "
                            "occupying a victory area."))
            .abilities.deniesAreaPointsWithin,
        2);
    for (const char* elvenStep :
         {"Elven Step: Ignores the extra cost for entering difficult terrain while shifting.",
          "Elven Step: Ignores difficult terrain when shifting."}) {
        const Read read_ = read(QLatin1String(elvenStep));
        QVERIFY2(read_.leftovers.isEmpty(), elvenStep);
        QVERIFY(read_.abilities.shiftsIgnoringDifficultTerrain.held);
        QVERIFY(!read_.abilities.ignoresDifficultTerrain); // only while shifting
    }
    for (const char* determined :
         {"Determined: Makes saving throws at the start of its turn, instead of at the end.",
          "Determined: This creature makes saving throws at start of its turn instead of "
          "at end."}) {
        const Read read_ = read(QLatin1String(determined));
        QVERIFY2(read_.leftovers.isEmpty(), determined);
        QVERIFY(read_.abilities.savesAtStartOfTurn.held);
    }
    QVERIFY(read(QStringLiteral("Terrain Mastery: Counts as occupying a victory area while adjacent to that "
                                "victory area."))
                .abilities.holdsAdjacentAreas.held);
    const Read hated =
        read(QStringLiteral("Universally Hated: Worth +5 VP if destroyed by a level 9 or lower enemy."));
    QVERIFY(hated.leftovers.isEmpty());
    QCOMPARE(hated.abilities.extraWorth, 5);
    QCOMPARE(hated.abilities.extraWorthUpToLevel, 9);
    QVERIFY(read(QStringLiteral("You score double VP for the first enemy this creature eliminates."))
                .abilities.doublesFirstElimination.held);
    QVERIFY(!read(QStringLiteral("Enemies in aura do not score victory points for occupying a victory area."))
                 .leftovers.isEmpty()); // an aura with no size
    // What a creature's presence forbids those near it.
    const auto forbids = [](const char* text) {
        const Read read_ = read(QLatin1String(text));
        [&] { QVERIFY2(read_.leftovers.isEmpty(), text); }();
        return read_.abilities.prohibitions.value(0);
    };
    using Kind = AuraProhibition::Kind;
    QCOMPARE(forbids("Distractor: Adjacent enemies may not make opportunity attacks."),
             (AuraProhibition{Kind::OpportunityAttacks, 1, false, {}}));
    QCOMPARE(forbids("Intimidating Presence: (Aura 2) Enemies in aura cannot make opportunity attacks."),
             (AuraProhibition{Kind::OpportunityAttacks, 2, false, {}}));
    QCOMPARE(forbids("Vine Fetter: (Aura 1) Enemies in aura cannot shift."),
             (AuraProhibition{Kind::Shift, 1, false, {}}));
    QCOMPARE(forbids("Intimidator: (aura 1) Enemies in aura may not take Immediate actions."),
             (AuraProhibition{Kind::ImmediateActions, 1, false, {}}));
    QCOMPARE(
        forbids(
            "Disruptive Presence: Other creatures within 2 squares of this creature cannot make {r}, {c}, "
            "or {a} attacks."),
        (AuraProhibition{Kind::Attacks, 2, true, {AttackKind::Ranged, AttackKind::Close, AttackKind::Area}}));
    QVERIFY(!read(QStringLiteral("Enemies in aura cannot shift.")).leftovers.isEmpty()); // no size
    QVERIFY(
        read(QStringLiteral("Close Attacker: Cannot be targeted by {r} attacks while adjacent to an enemy."))
            .abilities.untargetableByRangedBesideEnemy.held);
    const Read dancing = read(
        QStringLiteral("Dancing: Does not provoke opportunity attacks, may not make opportunity attacks."));
    QVERIFY(dancing.leftovers.isEmpty());
    QVERIFY(dancing.abilities.provokesNoOpportunityAttacks && dancing.abilities.noOpportunityAttacks);
    QVERIFY(read(QStringLiteral(
                     "Tumble: This creature's movement does not provoke opportunity attacks on its turn."))
                .abilities.movementProvokesNoOpportunityAttacks);
    // The Spell creatures' bonds to their casters: the keyword of the ally they need.
    const Read animated =
        read(QStringLiteral("Animated Weapon: Whenever this creature has no remaining Arcane "
                            "ally: It is destroyed."));
    QVERIFY(animated.leftovers.isEmpty());
    QCOMPARE(animated.abilities.destroyedWithoutAlly, QStringLiteral("Arcane"));
    const Read servant =
        read(QStringLiteral("Guided Servant: Immobilized whenever a Divine ally does not have "
                            "line of sight to it."));
    QVERIFY(servant.leftovers.isEmpty());
    QCOMPARE(servant.abilities.guidedBy, QStringLiteral("Divine"));
    // Only an enemy's: a creature pushed by any effect is not one of these.
    QVERIFY(!read(QStringLiteral("Deep-Rooted: Not subject to push, pull, or slide effects while in forest "
                                 "terrain."))
                 .abilities.immuneForcedByEnemies);
    // The cards' "Blind", its reminder left off, is the gaze immunity other cards spell out.
    const Read blind = read(QStringLiteral("Blind"));
    QVERIFY(blind.leftovers.isEmpty());
    QVERIFY(blind.abilities.immuneGaze);
    QVERIFY(!read(QStringLiteral("Blindsight")).abilities.immuneGaze);
    // 603.2.a: no redirect turns this creature's attacks, or attacks against it; not the other way round.
    const Read focused = read(QStringLiteral("Focused: Enemies cannot redirect this creature's attacks."));
    QVERIFY(focused.leftovers.isEmpty());
    QVERIFY(focused.abilities.attacksNotRedirected);
    QVERIFY(!focused.abilities.attacksAgainstNotRedirected);
    const Read prideful =
        read(QStringLiteral("Prideful: Attacks against this creature may not be redirected."));
    QVERIFY(prideful.leftovers.isEmpty());
    QVERIFY(prideful.abilities.attacksAgainstNotRedirected);
    QVERIFY(!prideful.abilities.attacksNotRedirected);
    // Cover against its ranged attacks: enemies' only (611.3.b), or all of it, and Conceal besides.
    const Read sharpshooter = read(
        QStringLiteral("Sharpshooter: Enemies do not provide cover against this creature's {r} attacks."));
    QVERIFY(sharpshooter.leftovers.isEmpty());
    QVERIFY(sharpshooter.abilities.rangedEnemiesGiveNoCover && !sharpshooter.abilities.rangedIgnoresCover);
    const Read pinpoint = read(QStringLiteral(
        "Pinpoint Shot: Creatures and terrain do not provide cover against this creature's {r} attacks."));
    QVERIFY(pinpoint.leftovers.isEmpty());
    QVERIFY(pinpoint.abilities.rangedIgnoresCover && !pinpoint.abilities.rangedIgnoresConceal);
    const Read accurate = read(QStringLiteral("Accurate Mind: Ignores cover and Conceal with {r} attacks."));
    QVERIFY(accurate.leftovers.isEmpty());
    QVERIFY(accurate.abilities.rangedIgnoresCover && accurate.abilities.rangedIgnoresConceal);
    const Read named = read(QStringLiteral("Stone Hide: Resist 5 All"));
    QVERIFY(named.leftovers.isEmpty());
    QCOMPARE(named.abilities.resistAll, 5);
}

void TestAbilityParser::keepsTheStrongerValue()
{
    CreatureAbilities abilities;
    QVERIFY(readAbilities(QStringLiteral("Resist 10 fire"), abilities).isEmpty());
    QVERIFY(readAbilities(QStringLiteral("Resist 5 fire"), abilities).isEmpty());
    QCOMPARE(abilities.resist.value(DamageType::Fire), 10);
    QVERIFY(readAbilities(QStringLiteral("Conceal 6"), abilities).isEmpty());
    QVERIFY(readAbilities(QStringLiteral("Conceal 11"), abilities).isEmpty());
    QCOMPARE(abilities.conceal, 11);
}

// "+5 Damage while Bloodied" and its kin: each bonus with its statistic, amount, attacks and condition,
// written "statistic amount [m|r] [type] condition".
void TestAbilityParser::readsStandingBonuses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("Sahuagin Baron") << "Bloodrage: +5 Damage while Bloodied."
                                    << QStringList{"damage 5 while bloodied"};
    QTest::newRow("Werewolf Champion, two bonuses")
        << "Bloodfury: +4 Attack and +10 damage while Bloodied."
        << QStringList{"attack 4 while bloodied", "damage 10 while bloodied"};
    QTest::newRow("Ravenous Dire Rat")
        << "Bloodthirsty: Whenever this creature hits a bloodied target: +5 Damage on that attack."
        << QStringList{"damage 5 against a bloodied target"};
    QTest::newRow("{m} before the statistic")
        << "+5 {m} Damage on charge." << QStringList{"damage 5 m on a charge"};
    QTest::newRow("with {m} attacks after") << "+5 Damage with {m} attacks against bloodied targets."
                                            << QStringList{"damage 5 m against a bloodied target"};
    QTest::newRow("typed damage") << "+2 attack and +5 cold damage while bloodied."
                                  << QStringList{"attack 2 while bloodied", "damage 5 cold while bloodied"};
    QTest::newRow("not bloodied") << "Aggressive 5: +5 Damage while not bloodied."
                                  << QStringList{"damage 5 while not bloodied"};
    QTest::newRow("against Evil enemies")
        << "Evil Slayer 5: +5 damage vs. Evil enemies." << QStringList{"damage 5 against some targets"};
    QTest::newRow("against Big targets")
        << "Gigantic 10: +10 damage vs. Big targets." << QStringList{"damage 10 against some targets"};
    QTest::newRow("AC next to an ally")
        << "Phalanx Fighting: +2 AC while adjacent to an ally." << QStringList{"AC 2 near an ally"};
    QTest::newRow("next to a keyword ally") << "+2 Attack and +5 Damage while adjacent to an Undead ally."
                                            << QStringList{"attack 2 near an ally", "damage 5 near an ally"};
    QTest::newRow("within squares of a keyword ally")
        << "Circle Prey: +2 {m} Attack while within 3 squares of a Wolf ally."
        << QStringList{"attack 2 m near an ally"};
    QTest::newRow("Minion Attack") << "Minion Attack 5: +5 Damage against targets adjacent to a Minion ally."
                                   << QStringList{"damage 5 against some targets"};
    QTest::newRow("Focused Attack")
        << "Focused Attack: Whenever this creature targets exactly 1 enemy with an attack: +5 damage on that "
           "attack."
        << QStringList{"damage 5 with a single enemy target"};
    QTest::newRow("Tactical Magic, one modifier per kind of attack")
        << "Tactical Magic: Whenever this creature's {c} or {a} attack has only 1 target, that attack has +5 "
           "Damage."
        << QStringList{"damage 5 c with a single target", "damage 5 a with a single target"};
    QTest::newRow("Wandering Warrior")
        << "Wandering Warrior: +2 Attack and +5 Damage while occupying a victory area."
        << QStringList{"attack 2 where it stands", "damage 5 where it stands"};
    QTest::newRow("Smell of Blood")
        << "Smell of Blood: +2 Attack and +5 Damage while within 5 squares of a Bloodied creature."
        << QStringList{"attack 2 near a bloodied creature", "damage 5 near a bloodied creature"};
    // Skirmish and Momentum (600.2.a), in their several wordings.
    QTest::newRow("Skirmish, before attacking")
        << "Skirmish 10: +10 Damage if this creature moved at least 2 squares from where it started its "
           "turn before attacking."
        << QStringList{"damage 10 after moving away from where its turn began"};
    QTest::newRow("Skirmish, on its turn")
        << "+10 Damage on its turn after moving 2 or more squares away from its starting position."
        << QStringList{"damage 10 after moving away from where its turn began"};
    QTest::newRow("Skirmish, melee this turn")
        << "+5 melee damage this turn if this creature moved at least 4 squares from where it started its "
           "turn before attacking."
        << QStringList{"damage 5 m after moving away from where its turn began"};
    QTest::newRow("Momentum") << "Momentum: +5 Damage with {m} attacks if this creature moved this turn."
                              << QStringList{"damage 5 m after moving this turn"};
    // "Whenever … : … on that attack" (704.2), one condition each.
    QTest::newRow("whenever it hits, with a clause")
        << "Skirmish 5: Whenever this creature hits with a {m} attack, if it is 2 or more squares from its "
           "starting "
           "position this turn: +5 Damage on that attack."
        << QStringList{"damage 5 m after moving away from where its turn began"};
    QTest::newRow("whenever it attacks while bloodied")
        << "Death Rage: Whenever this creature makes an attack while it is bloodied: +2 Attack and +5 Damage "
           "on that "
           "attack."
        << QStringList{"attack 2 while bloodied", "damage 5 while bloodied"};
    QTest::newRow("whenever it makes a {r} attack, a penalty")
        << "Shaken: Whenever this creature makes a {r} attack while bloodied: -4 Attack on that attack."
        << QStringList{"attack -4 r while bloodied"};
    QTest::newRow("whenever it hits a target of a condition")
        << "Gnaw: Whenever this creature hits an Immobilized target: +10 Damage on that attack."
        << QStringList{"damage 10 against some targets"};
    QTest::newRow("whenever it hits with a charge attack")
        << "Goring: Whenever this creature hits with a charge attack: +10 damage on that attack."
        << QStringList{"damage 10 on a charge"};
    // Conditions that count allies, enemies or activations, or name the attack.
    QTest::newRow("on opportunity attacks")
        << "+2 Attack and +5 Damage on opportunity attacks."
        << QStringList{"attack 2 on an opportunity attack", "damage 5 on an opportunity attack"};
    QTest::newRow("{m} with opportunity attacks")
        << "+5 {m} Damage with opportunity attacks." << QStringList{"damage 5 m on an opportunity attack"};
    QTest::newRow("no ally near")
        << "Individualist: +5 Attack while no allies are within 4 squares of this creature."
        << QStringList{"attack 5 with no ally near"};
    QTest::newRow("no ally near, other wording")
        << "+10 Damage with {m} attacks while not within 3 squares of any allies."
        << QStringList{"damage 10 m with no ally near"};
    QTest::newRow("next to enemies") << "+10 thunder Damage while adjacent to 2 or more enemies."
                                     << QStringList{"damage 10 thunder next to enough enemies"};
    QTest::newRow("first to activate")
        << "+5 Damage when this creature is the first creature to activate in a round."
        << QStringList{"damage 5 as the round's first creature to activate"};
    QTest::newRow("next to a champion ally")
        << "+10 Damage while adjacent to an Orc champion ally." << QStringList{"damage 10 near an ally"};
    QTest::newRow("an allied champion within squares")
        << "+2 {m} attack and +5 {m} Damage whil an allied Primal champion is within 5 squares of this "
           "creature."
        << QStringList{"attack 2 m near an ally", "damage 5 m near an ally"};
    QTest::newRow("a champion ally in play") << "+5 Damage while an Undead champion ally is in play."
                                             << QStringList{"damage 5 while an ally is in play"};
    QTest::newRow("in a warband with") << "-4 Attack while in a warband with a Divine ally."
                                       << QStringList{"attack -4 in a warband with an ally"};
    QTest::newRow("only one enemy adjacent")
        << "Hunter 5: +5 {m} Damage while only 1 enemy is adjacent to this creature."
        << QStringList{"damage 5 m next to enough enemies"};
    QTest::newRow("until an ally is destroyed")
        << "Bluster: +2 {m} Attack and +5 {m} Damage until an ally is destroyed."
        << QStringList{"attack 2 m until an ally is destroyed", "damage 5 m until an ally is destroyed"};
    QTest::newRow("once an ally has been destroyed")
        << "Wrath 5: Once an ally has been destroyed, this creature has +5 {m} Damage until end of battle."
        << QStringList{"damage 5 m once an ally is destroyed"};
    QTest::newRow("a champion the warband includes")
        << "Devotee of Undead: +5 Damage while this creature's warband includes an Undead champion."
        << QStringList{"damage 5 in a warband with an ally"};
    QTest::newRow("whenever it attacks with no higher-level ally near")
        << "Headstrong: Whenever this creature makes an attack while no higher-level ally is within 5 "
           "squares: "
           "+2 Attack on that attack."
        << QStringList{"attack 2 with no ally near"};
    QTest::newRow("an ally with a power") << "Phalanx Training: +5 {m} Damage while adjacent to an ally with "
                                             "Phalanx Training."
                                          << QStringList{"damage 5 m near an ally"};
    QTest::newRow("defences in the list, under a condition on itself")
        << "+2 Attack, +2 AC, +2 DEF, and +5 Damage while adjacent to a Goblin ally."
        << QStringList{"attack 2 near an ally", "AC 2 near an ally",   "fortitude 2 near an ally",
                       "reflex 2 near an ally", "will 2 near an ally", "damage 5 near an ally"};
    QTest::newRow("a defence and an attack, by who attacks and whom")
        << "Lancebreaker: This creature has +2 AC whenever a Mounted enemy attacks it. This creature has +2 "
           "Attack "
           "whenever it makes a {m} attack against a Mounted target."
        << QStringList{"AC 2 against some attackers", "attack 2 m against some targets"};
    QTest::newRow("whenever it hits, a champion ally near")
        << "Loyal Guardian: Whenever this creature hits with an attack, if a champion ally is within 2 "
           "squares of "
           "it: +5 damage on that attack."
        << QStringList{"damage 5 near an ally"};
    QTest::newRow("a named defence in the list, two keywords of the ally")
        << "Elven Teamwork: +2 Attack and +4 DEF(Will) while adjacent to an Elf Martial ally."
        << QStringList{"attack 2 near an ally", "will 4 near an ally"};
    QTest::newRow("whenever, printing no name: its colon ends the condition")
        << "Whenever this creature makes a {r} attack, if it is 4 or more squares from its starting position "
           "this turn: +2 Attack on that attack."
        << QStringList{"attack 2 r after moving away from where its turn began"};
    QTest::newRow("an allied champion, no keyword")
        << "Bold: +4 Will while within 6 squares of an allied champion."
        << QStringList{"will 4 near an ally"};
    QTest::newRow("the verb printed") << "Drow Follower: Has +2 to all defenses while within 5 squares of a "
                                         "Drow ally."
                                      << QStringList{"all defences 2 near an ally"};
}

// What the conditions of those bonuses name about the allies: the power one has, the champion the
// warband includes, the level of those that must stay away.
void TestAbilityParser::readsTheAlliesOfAStandingBonus()
{
    const StaticModifier phalanx =
        read(QStringLiteral("+5 {m} Damage while adjacent to an ally with Phalanx Training."))
            .abilities.modifiers.value(0);
    QCOMPARE(phalanx.allyPower, QStringLiteral("Phalanx Training"));
    QCOMPARE(phalanx.allyWithin, 1);
    QVERIFY(!read(QStringLiteral("+5 Damage while adjacent to an ally with a higher level."))
                 .leftovers.isEmpty());
    const StaticModifier devotee =
        read(QStringLiteral("+5 Damage while this creature's warband includes an Undead champion."))
            .abilities.modifiers.value(0);
    QCOMPARE(devotee.condition, ModifierCondition::InWarbandWith);
    QVERIFY(devotee.allyChampion);
    QCOMPARE(devotee.ally.requiredKeywords, QStringList{QStringLiteral("Undead")});
    const StaticModifier headstrong =
        read(QStringLiteral("Whenever this creature makes an attack while no higher-level ally is within 5 "
                            "squares: +2 Attack on that attack."))
            .abilities.modifiers.value(0);
    QVERIFY(headstrong.ally.higherLevelOnly);
    QCOMPARE(headstrong.allyWithin, 5);
}

void TestAbilityParser::readsStandingBonuses()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    const Read result = read(text);
    QVERIFY2(result.leftovers.isEmpty(), qPrintable(result.leftovers.join(QLatin1String(" | "))));
    QStringList bonuses;
    for (const StaticModifier& modifier : result.abilities.modifiers) {
        QStringList words{modifier.statistic == Statistic::AC ? QStringLiteral("AC")
                                                              : statisticName(modifier.statistic).toLower(),
                          QString::number(modifier.amount)};
        if (modifier.attacks)
            words.append(attackKindName(*modifier.attacks).left(1).toLower());
        if (modifier.damageType != DamageType::Untyped)
            words.append(damageTypeName(modifier.damageType).toLower());
        words.append(modifierConditionText(modifier.condition));
        bonuses.append(words.join(QLatin1Char(' ')));
    }
    QCOMPARE(bonuses, expected);
}

// Volley, Gang Fighter, Skittering Mob: a bonus once for each creature of a kind near it, and the ones
// whose creatures the engine cannot count left for the players.
void TestAbilityParser::readsBonusesThatCountCreatures_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("amount");
    QTest::addColumn<int>("within");
    QTest::addColumn<QString>("sides");
    QTest::addColumn<QString>("keyword");
    QTest::addColumn<QString>("power");
    QTest::addColumn<int>("maximum"); // 0: none
    QTest::newRow("Volley") << "Volley: +2 {r} Attack for each adjacent ally with Volley." << 2 << 1
                            << "allies"
                            << ""
                            << "Volley" << 0;
    QTest::newRow("Pack Fervor, either side")
        << "Pack Fervor: +1 {m} Attack for each other Ibixian creature within 5 squares of this creature."
        << 1 << 5 << "both"
        << "Ibixian"
        << "" << 0;
    QTest::newRow("Skittering Mob, a maximum") << "Skittering Mob: +1 {M} Attack for each Kruthik ally "
                                                  "adjacent to this creature (maximum +3 Attack)."
                                               << 1 << 1 << "allies"
                                               << "Kruthik"
                                               << "" << 3;
    QTest::newRow("Gang Fighter, enemies")
        << "Gang Fighter: +1 AC for each enemy adjacent to this creature." << 1 << 1 << "enemies"
        << ""
        << "" << 0;
}

// Requires Discipline: the warband's highest Champion rating, point by point, to the {m} attack rolls.
void TestAbilityParser::readsTheChampionRatingAsABonus()
{
    const Read discipline = read(
        QStringLiteral("Add your warband's highest Champion rating to this creature's {m} attack rolls."));
    QVERIFY2(discipline.leftovers.isEmpty(), qPrintable(discipline.leftovers.join(QLatin1String(" | "))));
    QCOMPARE(discipline.abilities.modifiers.size(), 1);
    const StaticModifier& modifier = discipline.abilities.modifiers.first();
    QVERIFY(modifier.perChampionRating);
    QCOMPARE(modifier.amount, 1);
    QCOMPARE(modifier.statistic, Statistic::Attack);
    QCOMPARE(modifier.attacks, std::optional<AttackKind>(AttackKind::Melee));
    QCOMPARE(modifier.condition, ModifierCondition::Always);
    // Another's rating, or another roll, is not this reading.
    QVERIFY(!read(QStringLiteral(
                      "Add your opponent's highest Champion rating to this creature's {m} attack rolls."))
                 .leftovers.isEmpty());
}

void TestAbilityParser::readsBonusesThatCountCreatures()
{
    QFETCH(QString, text);
    QFETCH(int, amount);
    QFETCH(int, within);
    QFETCH(QString, sides);
    QFETCH(QString, keyword);
    QFETCH(QString, power);
    QFETCH(int, maximum);
    const Read result = read(text);
    QVERIFY2(result.leftovers.isEmpty(), qPrintable(result.leftovers.join(QLatin1String(" | "))));
    QCOMPARE(result.abilities.modifiers.size(), 1);
    const StaticModifier& modifier = result.abilities.modifiers.first();
    QCOMPARE(modifier.amount, amount);
    QVERIFY(modifier.perEach.has_value());
    const CountedCreatures& counted = *modifier.perEach;
    QCOMPARE(counted.within, within);
    QCOMPARE(counted.allies, sides != QLatin1String("enemies"));
    QCOMPARE(counted.enemies, sides != QLatin1String("allies"));
    QCOMPARE(counted.kind.requiredKeywords, keyword.isEmpty() ? QStringList() : QStringList{keyword});
    QCOMPARE(counted.withPower, power);
    QCOMPARE(counted.maximum.value_or(0), maximum);

    // Kraul Swarmers: the maximum names damage, so the attack bonus has none.
    const Read kraul =
        read(QStringLiteral("+1 attack and +5 damage for each Kraul ally within 5 squares of it "
                            "(maximum +10 damage)."));
    QCOMPARE(kraul.abilities.modifiers.size(), 2);
    QCOMPARE(kraul.abilities.modifiers.at(0).perEach->maximum, std::nullopt);
    QCOMPARE(kraul.abilities.modifiers.at(1).perEach->maximum, std::optional<int>(10));
    // Creatures counted over the whole map are no group near it.
    QVERIFY(
        !read(QStringLiteral("+1 attack for each bloodied creature on the battlemap.")).leftovers.isEmpty());
    // Nor those the card does not place: near it or anywhere?
    QVERIFY(!read(QStringLiteral("+1 attack for each Kraul ally.")).leftovers.isEmpty());
    // A defence the game does not have is no bonus.
    QVERIFY(!read(QStringLiteral("+1 DEF (Wisdom) for each adjacent ally.")).leftovers.isEmpty());
}

// Plodding's two limits, and Flock's larger combat advantage; a bare "+3 attack instead of +2" says not
// when, so it stays the players'.
void TestAbilityParser::readsPloddingAndCombatAdvantageBonuses()
{
    const Read plodding =
        read(QStringLiteral("Plodding: Cannot charge; cannot use more than 1 move action each round."));
    QVERIFY(plodding.leftovers.isEmpty());
    QVERIFY(plodding.abilities.cannotCharge);
    QVERIFY(plodding.abilities.oneMoveAction);
    const Read noCharge = read(QStringLiteral("Cannot charge."));
    QVERIFY(noCharge.abilities.cannotCharge);
    QVERIFY(!noCharge.abilities.oneMoveAction);

    QCOMPARE(
        read(QStringLiteral("Flock: +3 bonus instead of +2 against targets granting it combat advantage."))
            .abilities.combatAdvantageBonus,
        3);
    QCOMPARE(read(QStringLiteral(
                      "Keen Eyes: Whenever this creature has combat advantage: +3 attack instead of +2."))
                 .abilities.combatAdvantageBonus,
             3);
    QCOMPARE(read(QStringLiteral("Sword: +5 vs. AC; 10 damage.")).abilities.combatAdvantageBonus, 2);
    QVERIFY(!read(QStringLiteral("+3 attack instead of +2.")).leftovers.isEmpty());
}

// Combat advantage a card gives (610.1.c): its own attacks' against the targets it names, or its side's
// against enemies in its aura; targets whose words name nothing the engine tests are left.
void TestAbilityParser::readsCombatAdvantageTheCardGives()
{
    const auto grantOf = [](const QString& text) {
        const Read result = read(text);
        [&] { QVERIFY2(result.leftovers.isEmpty(), qPrintable(result.leftovers.join(QLatin1Char('|')))); }();
        return result.abilities.advantages.value(0);
    };
    QVERIFY(grantOf(QStringLiteral("Bloodseeker: Has combat advantage against bloodied enemies."))
                .against.bloodiedOnly);
    QVERIFY(grantOf(QStringLiteral("Quick Strike: Combat advantage against creatures with lower Speed."))
                .against.slowerOnly);
    QVERIFY(grantOf(QStringLiteral("Deadly Hunter: Enemies that have not activated this round grant combat "
                                   "advantage to this creature."))
                .against.notActivatedOnly);
    for (const QString& packTactics :
         {QStringLiteral(
              "Pack Tactics: Enemies adjacent to an ally of this creature grant combat advantage to "
              "this creature."),
          QStringLiteral("Pack Tactics: Enemies grant combat advantage to this creature whenever they are "
                         "adjacent to an ally of this creature."),
          QStringLiteral(
              "Pack Hunter: This creature has combat advantage against any enemy that is adjacent to "
              "an ally.")}) {
        const AdvantageGrant grant = grantOf(packTactics);
        QCOMPARE(grant.against.adjacentToAlly, std::optional<QString>(QString()));
        QCOMPARE(grant.aura, 0);
    }
    const AdvantageGrant spikes = grantOf(QStringLiteral(
        "Surrounding Spikes: Whenever this creature makes a {m} attack against an enemy adjacent "
        "to 2 or more Kruthik enemies or allies: This creature has combat advantage on that attack."));
    QCOMPARE(spikes.attacks, std::optional<AttackKind>(AttackKind::Melee));
    QCOMPARE(spikes.against.adjacentKin, QStringLiteral("Kruthik"));
    QCOMPARE(spikes.against.adjacentKinCount, 2);
    const AdvantageGrant threats =
        grantOf(QStringLiteral("Multiple Threats: (Aura 1) Enemies in aura grant combat advantage to this "
                               "creature and its allies."));
    QCOMPARE(threats.aura, 1);
    QVERIFY(threats.recipients.self);
    QVERIFY(threats.recipients.allies);
    QVERIFY(
        !grantOf(QStringLiteral("Multiple Threats: Enemies adjacent to this creature grant combat advantage "
                                "to this creature's allies."))
             .recipients.self);
    const AdvantageGrant pack = grantOf(QStringLiteral("Small Pack Tactics: Small Beast allies have combat "
                                                       "advantage vs. enemies adjacent to this creature."));
    QCOMPARE(pack.aura, 1);
    QCOMPARE(pack.recipients.filter.requiredKeywords, QStringList{QStringLiteral("Beast")});
    QCOMPARE(pack.recipients.filter.maxSize, std::optional<CreatureSize>(CreatureSize::Small));
    // An aura without its size, targets named by nothing the engine tests, two limits at once.
    for (const QString& unread :
         {QStringLiteral("Enemies in aura grant combat advantage to this creature."),
          QStringLiteral("Has combat advantage against enemies that can see this creature."),
          QStringLiteral("Has combat advantage against enemies."),
          QStringLiteral("Enmity: Always has combat advantage vs. Marked enemies."), // marked by whom: 810
          QStringLiteral(
              "Enemies adjacent to a wall grant combat advantage to this creature whenever they are "
              "adjacent to an ally of this creature.")})
        QVERIFY2(!read(unread).leftovers.isEmpty(), qPrintable(unread));
}

// Whom a "vs." bonus is against, read as an attack's "(… target only)"; words that name no keyword
// the engine can test (a faction, "non-Bloodied") are left for the players.
void TestAbilityParser::readsWhomABonusIsAgainst()
{
    const TargetRestrictions evil =
        read(QStringLiteral("+5 damage vs. Evil enemies.")).abilities.modifiers.value(0).against;
    QCOMPARE(evil.alignment, std::optional<Alignment>(Alignment::Evil));
    const TargetRestrictions big =
        read(QStringLiteral("+10 damage vs. Big targets.")).abilities.modifiers.value(0).against;
    QCOMPARE(big.minSize, std::optional<CreatureSize>(CreatureSize::Large));
    const TargetRestrictions held =
        read(QStringLiteral("+10 damage vs. Immobilized targets.")).abilities.modifiers.value(0).against;
    QCOMPARE(held.requiredConditions, QList<Condition>{Condition::Immobilized});
    // A plural keyword is the noun; a list joined by "and" is any of its keywords.
    const TargetRestrictions giants =
        read(QStringLiteral("+2 attack and +5 damage vs. Giants.")).abilities.modifiers.value(1).against;
    QCOMPARE(giants.requiredKeywords, QStringList{QStringLiteral("Giant")});
    const TargetRestrictions humanoids =
        read(QStringLiteral("+10 damage vs. Kobold, Orc, Goblin and Hobgoblin enemies."))
            .abilities.modifiers.value(0)
            .against;
    QCOMPARE(humanoids.requiredKeywords,
             (QStringList{QStringLiteral("Kobold"), QStringLiteral("Orc"), QStringLiteral("Goblin"),
                          QStringLiteral("Hobgoblin")}));
    const Read alone =
        read(QStringLiteral("Stalker: +2 Attack and +5 Damage against targets with no other adjacent "
                            "enemies or allies."));
    QVERIFY2(alone.leftovers.isEmpty(), qPrintable(alone.leftovers.join(QLatin1Char('|'))));
    QVERIFY(alone.abilities.modifiers.value(0).against.aloneOnly);
    QVERIFY(alone.abilities.modifiers.value(1).against.aloneOnly);
    // Skulking Strike: invisible to the target is a target that cannot see it (1002.4).
    const Read skulking =
        read(QStringLiteral("Skulking Strike 15: +15 Damage while this creature is invisible to target"));
    QVERIFY2(skulking.leftovers.isEmpty(), qPrintable(skulking.leftovers.join(QLatin1Char('|'))));
    QVERIFY(skulking.abilities.modifiers.value(0).against.unseeingOnly);
    QCOMPARE(read(QStringLiteral("+15 Damage while this creature is invisible to allies.")).leftovers.size(),
             1);
    QCOMPARE(read(QStringLiteral("+5 damage vs. Good and Dragon enemies.")).leftovers.size(), 2);
    QCOMPARE(read(QStringLiteral("+5 damage vs. enemies that can see this creature.")).leftovers.size(), 2);
    QCOMPARE(read(QStringLiteral("+5 damage vs. level 1 or 3 enemies.")).leftovers.size(), 2);
    // A defence under a condition of the attack it can never meet is left for the players, in a list too
    // (never a bonus held always); so are allies whose words name no group, and a bonus whose statistic
    // the sentence cannot mean.
    QVERIFY(!read(QStringLiteral("+2 AC on charge.")).leftovers.isEmpty());
    const Read charge = read(QStringLiteral("Unstoppable Charge: +2 AC and +10 Damage when charging."));
    QVERIFY(!charge.leftovers.isEmpty());
    QCOMPARE(charge.abilities.defenceBonus.value(Defence::AC), 0);
    QVERIFY(!read(QStringLiteral("+5 Damage while adjacent to a Wild champion ally.")).leftovers.isEmpty());
    QVERIFY(!read(QStringLiteral("+5 Damage while in a warband with an active Civilization champion."))
                 .leftovers.isEmpty());
    QVERIFY(!read(QStringLiteral("This creature has +2 Attack whenever a Mounted enemy attacks it."))
                 .leftovers.isEmpty());
    QVERIFY(!read(QStringLiteral("This creature has +2 AC whenever an Evil enemy attacks it."))
                 .leftovers.isEmpty());
    // Words that weigh the target against the creature or the battle as it stands.
    const auto against = [](const char* text) {
        const Read result = read(QLatin1String(text));
        return result.leftovers.isEmpty() ? result.abilities.modifiers.value(0).against
                                          : TargetRestrictions{};
    };
    QCOMPARE(against("+5 damage vs. Borderlands enemies.").faction,
             std::optional<Faction>(Faction::Borderlands));
    QVERIFY(against("+5 damage vs. non-Bloodied enemies.").notBloodiedOnly);
    QVERIFY(against("+5 damage vs. flying enemies.").flyingOnly);
    QVERIFY(against("+10 damage vs. enemies with Flight.").flyingOnly);
    QVERIFY(against("+10 damage vs. creatures that have already activated this round.").activatedOnly);
    QVERIFY(against("+2 attack vs. targets that have already taken a turn this round.").activatedOnly);
    QVERIFY(against("+5 damage vs. adjacent enemies.").adjacentOnly);
    QVERIFY(against("+2 Attack and +5 Damage against smaller targets.").smallerOnly);
    QVERIFY(against("+2 Attack against higher-level enemies.").higherLevelOnly);
    QVERIFY(against("+10 Damage with {m} attacks against enemies adjacent to a wall.").adjacentToWallOnly);
    QVERIFY(against("Sniper: +2 Attack and +5 Damage with {r} attacks against targets that cannot see this "
                    "creature.")
                .unseeingOnly);
    QCOMPARE(against("Undead Slayer: + 10 Damage against Undead.").requiredKeywords,
             QStringList{QStringLiteral("Undead")});
    QCOMPARE(against("+5 damage vs. level 7 or higher enemies.").minLevel, std::optional<int>(7));
    // No ally near, of some kind only: "no level 7 or higher ally", "no higher-level ally".
    const StaticModifier unruly =
        read(QStringLiteral("Unruly: +5 Damage while no level 7 or higher ally is within 5 squares."))
            .abilities.modifiers.value(0);
    QCOMPARE(unruly.condition, ModifierCondition::NoAllyNear);
    QCOMPARE(unruly.allyWithin, 5);
    QCOMPARE(unruly.ally.minLevel, std::optional<int>(7));
    QVERIFY(read(QStringLiteral("+2 Attack while no higher-level ally is within 5 squares."))
                .abilities.modifiers.value(0)
                .ally.higherLevelOnly);
    QCOMPARE(read(QStringLiteral("Loner: +10 damage while no ally is within 3 squares"))
                 .abilities.modifiers.value(0)
                 .allyWithin,
             3);
    const TargetRestrictions low = against("+5 damage vs. level 1 or 2 enemies.");
    QCOMPARE(low.minLevel, std::optional<int>(1));
    QCOMPARE(low.maxLevel, std::optional<int>(2));
}

// Defences that count against some attacks: of a kind, from some attackers, or under a condition;
// "DEF" alone is the three besides AC (209.3).
void TestAbilityParser::readsDefencesAgainstSomeAttacks()
{
    const Read storm = read(QStringLiteral("Storm Fury: +4 AC and +4 Reflex against {r attacks."));
    QVERIFY2(storm.leftovers.isEmpty(), qPrintable(storm.leftovers.join(QLatin1String(" | "))));
    QCOMPARE(storm.abilities.modifiers.size(), 2);
    QCOMPARE(storm.abilities.modifiers.at(1).statistic, Statistic::Reflex);
    QCOMPARE(storm.abilities.modifiers.at(1).attacks, std::optional<AttackKind>(AttackKind::Ranged));
    QVERIFY(!read(QStringLiteral("+4 DEF (Wisdom) against {r} attacks.")).leftovers.isEmpty());
    const Read shield = read(QStringLiteral("Tower Shield: +2 AC and +2 DEF against {r} attacks."));
    QVERIFY2(shield.leftovers.isEmpty(), qPrintable(shield.leftovers.join(QLatin1String(" | "))));
    QCOMPARE(shield.abilities.modifiers.size(), 4);
    QList<Statistic> statistics;
    for (const StaticModifier& modifier : shield.abilities.modifiers) {
        statistics.append(modifier.statistic);
        QCOMPARE(modifier.attacks, std::optional<AttackKind>(AttackKind::Ranged));
        QCOMPARE(modifier.amount, 2);
    }
    QCOMPARE(statistics,
             (QList<Statistic>{Statistic::AC, Statistic::Fortitude, Statistic::Reflex, Statistic::Will}));
    QCOMPARE(shield.abilities.defenceBonus.value(Defence::AC), 0); // no bonus against every attack

    const Read dragons = read(QStringLiteral("+8 DEF against {c} or {a} attacks from Dragons."));
    QVERIFY(dragons.leftovers.isEmpty());
    QCOMPARE(dragons.abilities.modifiers.size(), 6); // three defences, two kinds
    QCOMPARE(dragons.abilities.modifiers.value(0).condition, ModifierCondition::AttackerIs);
    QCOMPARE(dragons.abilities.modifiers.value(0).against.requiredKeywords,
             QStringList{QStringLiteral("Dragon")});
    QCOMPARE(dragons.abilities.modifiers.value(1).attacks, std::optional<AttackKind>(AttackKind::Area));

    const Read giants = read(QStringLiteral("Dodge Giants: +4 AC against Giant creatures."));
    QVERIFY(giants.leftovers.isEmpty());
    QCOMPARE(giants.abilities.modifiers.value(0).statistic, Statistic::AC);
    QCOMPARE(giants.abilities.modifiers.value(0).against.requiredKeywords,
             QStringList{QStringLiteral("Giant")});

    const Read squad = read(QStringLiteral("+2 to all defenses while adjacent to a Devil ally."));
    QVERIFY(squad.leftovers.isEmpty());
    QCOMPARE(squad.abilities.modifiers.value(0).statistic, Statistic::AllDefences);
    QCOMPARE(squad.abilities.modifiers.value(0).condition, ModifierCondition::NearAlly);
    QCOMPARE(squad.abilities.modifiers.value(0).allyKeywords, QStringList{QStringLiteral("Devil")});
    const Read teamwork = read(QStringLiteral("+2 Attack while adjacent to an Elf Martial ally."));
    QCOMPARE(teamwork.abilities.modifiers.value(0).allyKeywords,
             (QStringList{QStringLiteral("Elf"), QStringLiteral("Martial")}));
    // Two words that are not two keywords ("Bloodied" is a state) are left for the players.
    QVERIFY(!read(QStringLiteral("+2 Attack while adjacent to a Bloodied Orc ally.")).leftovers.isEmpty());

    const Read wandering = read(QStringLiteral("+2 Attack while occupying a victory area."));
    QCOMPARE(wandering.abilities.modifiers.value(0).place.victoryArea, StandingPlace::VictoryArea::Any);
    QCOMPARE(read(QStringLiteral("+2 Attack while occupying one of your victory areas."))
                 .abilities.modifiers.value(0)
                 .place.victoryArea,
             StandingPlace::VictoryArea::Own);
    QVERIFY(!read(QStringLiteral("+2 Attack while occupying fire terrain.")).leftovers.isEmpty());
    const Read minions = read(QStringLiteral("+5 Damage against targets adjacent to a Minion ally."));
    QCOMPARE(minions.abilities.modifiers.value(0).condition, ModifierCondition::TargetIs);
    QCOMPARE(minions.abilities.modifiers.value(0).against.adjacentToAlly,
             std::optional<QString>(QStringLiteral("Minion")));

    const Read plating = read(QStringLiteral("+4 AC against {r} attacks while not Bloodied."));
    QVERIFY(plating.leftovers.isEmpty());
    QCOMPARE(plating.abilities.modifiers.value(0).condition, ModifierCondition::WhileNotBloodied);
    // A bare bonus is the printed defence's; a faction is no attacker the keywords tell.
    QCOMPARE(read(QStringLiteral("+2 AC.")).abilities.modifiers.size(), 0);
    QCOMPARE(read(QStringLiteral("+4 AC against Wild creatures.")).abilities.modifiers.size(), 0);
}

// Which allies the counting conditions look for: a keyword, a champion, an alignment, an active one.
// Standing powers held only where the creature stands.
void TestAbilityParser::readsSituationalPowers()
{
    const auto situational = [](const char* text) {
        const Read result = read(QLatin1String(text));
        return result.leftovers.isEmpty() ? result.abilities.situational.value(0) : SituationalPower{};
    };
    const SituationalPower stealth =
        situational("Deep Stealth: Invisible to nonadjacent enemies while adjacent to a wall.");
    QCOMPARE(stealth.kind, SituationalPower::Kind::Invisible);
    QVERIFY(stealth.where.besideWall);
    QVERIFY(stealth.enemiesOnly && stealth.nonadjacentOnly);
    const SituationalPower ward = situational("Forest Ward: Invisible while occupying forest terrain.");
    QCOMPARE(ward.where.terrains, QStringList{QStringLiteral("forest")});
    QVERIFY(!ward.where.besideWall);
    QVERIFY(!ward.enemiesOnly && !ward.nonadjacentOnly);
    // "when" reads as "while"; a place of two terrains holds in either
    const SituationalPower gnome =
        situational("Small Fey: Invisible to nonadjacent enemies when occupying forest or difficult terrain");
    QCOMPARE(gnome.where.terrains, (QStringList{QStringLiteral("forest"), QStringLiteral("difficult")}));
    const SituationalPower ghost =
        situational("River Ghost: Invisible to nonadjacent enemies while it occupies river terrain.");
    QCOMPARE(ghost.where.terrains, QStringList{QStringLiteral("river")});
    // a terrain the board lacks is no place
    QVERIFY(!read(QStringLiteral("Invisible while occupying fire terrain.")).leftovers.isEmpty());
    const SituationalPower bend = situational(
        "Bend Shadow: Invisible to nonadjacent enemies and nonadjacent allies while adjacent to a wall.");
    QVERIFY(!bend.enemiesOnly && bend.nonadjacentOnly);
    const SituationalPower stone = situational("Stoneshadow: Conceal 6 while adjacent to a wall");
    QCOMPARE(stone.kind, SituationalPower::Kind::Conceal);
    QCOMPARE(stone.conceal, 6);
    const Read dweller =
        read(QStringLiteral("Forest Dweller: Forest terrain does not affect this creature's movement, "
                            "and this creature has Hide while occupying forest terrain."));
    QVERIFY(dweller.leftovers.isEmpty());
    QVERIFY(dweller.abilities.forestWalk && !dweller.abilities.hide);
    const Read nature = read(QStringLiteral("One With Nature: Forest and river terrain do not affect this "
                                            "creature's movement. This creature has +2 "
                                            "AC and +2 DEF while occupying forest or river terrain."));
    QVERIFY2(nature.leftovers.isEmpty(), qPrintable(nature.leftovers.join(QLatin1String(" | "))));
    QVERIFY(nature.abilities.forestWalk && nature.abilities.riverWalk);
    const Read hop = read(QStringLiteral("Hop: This creature moves as if with Flight on its turn."));
    QVERIFY(hop.leftovers.isEmpty() && hop.abilities.fliesOnItsTurn && !hop.abilities.flight);
    QCOMPARE(dweller.abilities.situational.value(0).kind, SituationalPower::Kind::Hide);
    QCOMPARE(read(QStringLiteral("Conceal 6")).abilities.conceal,
             std::optional<int>(6)); // no "while": always
}

void TestAbilityParser::readsWhoTheAlliesAre()
{
    // (Wordings besides: a reminder's "+ 10", "M" for melee, "shift up to", "automatic hits and".)
    QVERIFY(read(QStringLiteral(
                     "Sneak Attack 10: + 10 {m} Damage whenever this creature has combat advantage against "
                     "target."))
                .leftovers.isEmpty());
    const Read m =
        read(QStringLiteral("Sneak Attack 5: +5 M Damage whenever this creature has combat advantage against "
                            "target."));
    QVERIFY(m.leftovers.isEmpty() && m.abilities.sneakAttackMeleeOnly);
    QCOMPARE(read(QStringLiteral("Quick Step 4: Can shift up to 4 squares.")).abilities.shiftSquares, 4);
    QCOMPARE(read(QStringLiteral(
                      "Keen Critical 18: Scores automatic hits and critical hits on natural rolls of 18, 19 "
                      "or 20."))
                 .abilities.criticalFrom,
             std::optional<int>(18));
    const StaticModifier orc = read(QStringLiteral("+10 Damage while adjacent to an Orc champion ally."))
                                   .abilities.modifiers.value(0);
    QVERIFY(orc.allyChampion);
    QCOMPARE(orc.allyWithin, 1);
    QCOMPARE(orc.ally.requiredKeywords, QStringList{QStringLiteral("Orc")});
    const StaticModifier pupil =
        read(QStringLiteral("+4 attack while within 4 squares of an Arcane Champion ally."))
            .abilities.modifiers.value(0);
    QVERIFY(pupil.allyChampion);
    QCOMPARE(pupil.allyWithin, 4);
    const StaticModifier evil = read(QStringLiteral("Evil Soul: Whenever this creature hits with an attack "
                                                    "while an Evil champion ally is in play: +5 "
                                                    "Damage on that attack."))
                                    .abilities.modifiers.value(0);
    QCOMPARE(evil.condition, ModifierCondition::AllyInPlay);
    QCOMPARE(evil.ally.alignment, std::optional<Alignment>(Alignment::Evil));
    const StaticModifier worg =
        read(QStringLiteral("+5 Damage while in a warband with an active Goblin champion."))
            .abilities.modifiers.value(0);
    QCOMPARE(worg.condition, ModifierCondition::AllyInPlay);
    QVERIFY(worg.allyActive && worg.allyChampion);
    const StaticModifier gazer = read(QStringLiteral("+5 damage when in a warband with a Beholder ally."))
                                     .abilities.modifiers.value(0);
    QCOMPARE(gazer.condition, ModifierCondition::InWarbandWith);
    QVERIFY(!gazer.allyChampion);
    const StaticModifier exile =
        read(QStringLiteral("-4 Attack while in a warband with Ki allies")).abilities.modifiers.value(0);
    QCOMPARE(exile.ally.requiredKeywords, QStringList{QStringLiteral("Ki")});
}

// Kobold Archer's wording, with a colon of its own, is the shorter "while moving" guard.
void TestAbilityParser::readsTheGuardWhileMoving()
{
    const Read archer = read(QStringLiteral("Defensive Mobility: Whenever this creature is targeted by an "
                                            "opportunity attack while moving: +5 AC against that attack."));
    QVERIFY(archer.leftovers.isEmpty());
    QCOMPARE(archer.abilities.acAgainstOpportunityAttacks, 5);
    QVERIFY(archer.abilities.acAgainstOpportunityAttacksOnlyWhileMoving);
    const Read rogue = read(QStringLiteral("Defensive Mobility: +5 AC against opportunity attacks."));
    QCOMPARE(rogue.abilities.acAgainstOpportunityAttacks, 5);
    QVERIFY(!rogue.abilities.acAgainstOpportunityAttacksOnlyWhileMoving);
}

void TestAbilityParser::readsHowFarSkirmishMoves()
{
    const Read shot = read(QStringLiteral("+5 {r} Damage this turn if this creature moved at least 4 squares "
                                          "from where it started this turn before attacking."));
    QCOMPARE(shot.abilities.modifiers.value(0).movedSquares, 4);
    QCOMPARE(shot.abilities.modifiers.value(0).attacks, std::optional<AttackKind>(AttackKind::Ranged));
}

void TestAbilityParser::readsCriticalRanges_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("from");
    QTest::addColumn<bool>("onlyBloodied");
    QTest::newRow("range") << "Keen Critical 19: Scores critical hits on attack rolls of natural 19-20." << 19
                           << false;
    QTest::newRow("or") << "Keen Edge: Scores critical hits on a natural 19 or 20." << 19 << false;
    QTest::newRow("list") << "Keen Critical 18: Scores critical hits on natural attack rolls of 18, 19 or 20."
                          << 18 << false;
    QTest::newRow("criticals, and up")
        << "Keen Critical 18: Scores criticals on attack rolls of natural 18+." << 18 << false;
    QTest::newRow("bloodied targets") << "Bloody Critical 18+: Scores critical hits on attack rolls of "
                                         "natural 18-20 against bloodied targets."
                                      << 18 << true;
}

void TestAbilityParser::readsCriticalRanges()
{
    QFETCH(QString, text);
    const Read result = read(text);
    QVERIFY2(result.leftovers.isEmpty(), qPrintable(result.leftovers.join(QLatin1String(" | "))));
    QTEST(result.abilities.criticalFrom.value_or(0), "from");
    QTEST(result.abilities.criticalOnlyAgainstBloodied, "onlyBloodied");
}

// Keen Weapon, Fortified, Divinian, Fragile: what a critical hit by or against the creature does besides
// doubling the printed damage (806.3). "{b}" is no kind the multiple can be limited to.
void TestAbilityParser::readsWhatCriticalHitsDo_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("readable");
    QTest::addColumn<QString>("expected"); // multiple/kind/resist/reduction/noExtra/fragile
    QTest::newRow("melee triple")
        << "Keen Weapon: This creature's {m} attacks deal triple damage on criticals." << true
        << "3/melee/0/0/0/0";
    QTest::newRow("triple, kind after")
        << "Vorpal Blade: Triple damage on critical hits with {m} attacks." << true << "3/melee/0/0/0/0";
    QTest::newRow("triple, any attack")
        << "Rending Critical: Deals triple damage on critical hits." << true << "3/any/0/0/0/0";
    QTest::newRow("triple whenever scoring")
        << "Keen Scythe: Deals triple damage whenever scoring a critical hit with a {m} attack." << true
        << "3/melee/0/0/0/0";
    QTest::newRow("basic attacks: no kind")
        << "Keen: This creature's {b} attacks deal triple damage on criticals." << false << "";
    QTest::newRow("resist all vs. critical hits")
        << "Fortified 15: Resist 15 All vs. critical hits." << true << "2/any/15/0/0/0";
    QTest::newRow("less damage vs. critical hits")
        << "Fortified 10: -10 damage vs. critical hits." << true << "2/any/0/10/0/0";
    QTest::newRow("no extra damage") << "Divinian: Takes no extra damage from critical hits." << true
                                     << "2/any/0/0/1/0";
    QTest::newRow("fragile") << "Fragile: When this creature is hit by a critical, it is destroyed." << true
                             << "2/any/0/0/0/1";
    QTest::newRow("destroyed by any hit: not this")
        << "Fragile: When this creature is hit, it is destroyed." << false << "";
}

void TestAbilityParser::readsWhatCriticalHitsDo()
{
    QFETCH(QString, text);
    QFETCH(bool, readable);
    const Read result = read(text);
    QCOMPARE(result.leftovers.isEmpty(), readable);
    if (!readable)
        return;
    const CreatureAbilities& a = result.abilities;
    const QString kind = !a.criticalMultipleKind                       ? QStringLiteral("any")
                         : a.criticalMultipleKind == AttackKind::Melee ? QStringLiteral("melee")
                                                                       : QStringLiteral("other");
    QTEST(QStringLiteral("%1/%2/%3/%4/%5/%6")
              .arg(a.criticalMultiple)
              .arg(kind)
              .arg(a.criticalResistAll)
              .arg(a.criticalDamageReduction)
              .arg(int(a.noExtraCriticalDamage))
              .arg(int(a.destroyedByCritical)),
          "expected");
}

void TestAbilityParser::readsHalfDamage_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<AttackKind>>("kinds");
    const QList<AttackKind> meleeAndRanged{AttackKind::Melee, AttackKind::Ranged};
    QTest::newRow("symbols") << "Swarm: Half damage from {m} and {r} attacks." << meleeAndRanged;
    QTest::newRow("words") << "Ooze: Takes half damage from melee and ranged attacks." << meleeAndRanged;
    QTest::newRow("whenever it is hit")
        << "Swarm: Whenever this creature is hit by a {m} or {r} attack: This creature takes half damage "
           "from that attack."
        << meleeAndRanged;
    QTest::newRow("ranged only") << "Holy Mantle: Takes half damage from {r} attacks."
                                 << QList<AttackKind>{AttackKind::Ranged};
    QTest::newRow("close and area")
        << "Evasive: Whenever this creature takes damage from a {c} or {a} attack: This creature takes half "
           "damage from that attack."
        << QList<AttackKind>{AttackKind::Close, AttackKind::Area};
}

void TestAbilityParser::readsHalfDamage()
{
    QFETCH(QString, text);
    const Read result = read(text);
    QVERIFY2(result.leftovers.isEmpty(), qPrintable(result.leftovers.join(QLatin1String(" | "))));
    QTEST(result.abilities.halfDamageFrom, "kinds");
}

void TestAbilityParser::halfDamageOfTwoPowersAddsUp()
{
    CreatureAbilities abilities;
    QVERIFY(readAbilities(QStringLiteral("Holy Mantle: Takes half damage from {r} attacks."), abilities)
                .isEmpty());
    QVERIFY(
        readAbilities(QStringLiteral("Evasive: Whenever this creature takes damage from a {c} or {a} attack: "
                                     "This creature takes half damage from that attack."),
                      abilities)
            .isEmpty());
    QCOMPARE(abilities.halfDamageFrom,
             (QList<AttackKind>{AttackKind::Ranged, AttackKind::Close, AttackKind::Area}));
}

void TestAbilityParser::readsAurasAndRetaliation()
{
    const Read shield = read(QStringLiteral("Shieldbearer: (Aura 1) Allies in aura have +2 AC."));
    QCOMPARE(shield.abilities.auras.size(), 1);
    QCOMPARE(shield.abilities.auras.first().radius, 1);
    QCOMPARE(shield.abilities.auras.first().statistic, Statistic::AC);
    QCOMPARE(shield.abilities.auras.first().amount, 2);
    QCOMPARE(read(QStringLiteral("Hallowed Aura: (Aura 5) Allies in aura have +1 to all defenses."))
                 .abilities.auras.value(0)
                 .statistic,
             Statistic::AllDefences);

    const AuraBonus stench =
        read(QStringLiteral("Demonic Stench: (Aura 2) Non-Demon enemies in aura have -2 Attack."))
            .abilities.auras.value(0);
    QVERIFY(stench.recipients.enemies && !stench.recipients.allies);
    QCOMPARE(stench.recipients.filter.immuneKeywords, QStringList{QStringLiteral("Demon")});
    QCOMPARE(stench.amount, -2);
    QVERIFY(read(QStringLiteral("Deathrattle: (Aura 5, Fear) Enemies in aura have -2 Attack."))
                .abilities.auras.value(0)
                .fear);
    QCOMPARE(read(QStringLiteral("Smite: (Aura 1) Evil enemies in aura have -2 Attack."))
                 .abilities.auras.value(0)
                 .recipients.filter.alignment,
             Alignment::Evil);
    // A faction is not what the engine can test a creature for: such an aura stays with the players.
    QVERIFY(!read(QStringLiteral("Rally: (Aura 1) Borderlands allies in aura have +2 Attack."))
                 .leftovers.isEmpty());
    for (const char* fear : {"Aura of Fear: Enemies adjacent to this creature have -2 Attack.",
                             "Aura of Fear: Adjacent enenmies have -2 Attack."}) {
        const Read read_ = read(QLatin1String(fear));
        QVERIFY2(read_.leftovers.isEmpty(), fear);
        QVERIFY(read_.abilities.auras.value(0).recipients.enemies &&
                !read_.abilities.auras.value(0).recipients.allies);
        QCOMPARE(read_.abilities.auras.value(0).radius, 1);
    }
    // Auras of damage, of defences against a kind of attack, of several bonuses, and their wordings.
    const Read undead =
        read(QStringLiteral("(Aura 3) Undead allies in aura have +2 {m} attack and +5 {m} necrotic damage."));
    QVERIFY(undead.leftovers.isEmpty());
    QCOMPARE(undead.abilities.auras.size(), 2);
    QCOMPARE(undead.abilities.auras.value(1).statistic, Statistic::Damage);
    QCOMPARE(undead.abilities.auras.value(1).damageType, DamageType::Necrotic);
    QCOMPARE(undead.abilities.auras.value(1).attacks, std::optional<AttackKind>(AttackKind::Melee));
    const Read javelins = read(QStringLiteral(
        "(Aura 1) This creature and each ally in aura has +4 AC and +4 Reflex vs. ranged attacks."));
    QVERIFY(javelins.leftovers.isEmpty());
    QCOMPARE(javelins.abilities.auras.value(1).statistic, Statistic::Reflex);
    QCOMPARE(javelins.abilities.auras.value(1).attacks, std::optional<AttackKind>(AttackKind::Ranged));
    QVERIFY(javelins.abilities.auras.value(0).recipients.self);
    const Read press = read(
        QStringLiteral("(Aura 2) Allies in aura have +5 Damage with {m} attacks against bloodied targets."));
    QVERIFY(press.abilities.auras.value(0).against.bloodiedOnly);
    const Read naga =
        read(QStringLiteral("Immortal allies within 5 squares of this creature have +2 Attack."));
    QCOMPARE(naga.abilities.auras.value(0).radius, 5);
    QVERIFY(!naga.abilities.auras.value(0).recipients.self);
    const Read bearer = read(QStringLiteral("Allies have +2 AC while adjacent to this creature."));
    QVERIFY(bearer.leftovers.isEmpty());
    QCOMPARE(bearer.abilities.auras.value(0).radius, 1);
    QCOMPARE(read(QStringLiteral("Adjacent enemies have -2 DEF (Will).")).abilities.auras.value(0).statistic,
             Statistic::Will);
    QCOMPARE(
        read(QStringLiteral("Adjacent creatures have -2 Attack, -2 AC, and -2 DEF.")).abilities.auras.size(),
        5);
    // With no aura, distance or place printed, every ally of the group in play, however far.
    const Read necromancy = read(QStringLiteral("Necromancy: Undead allies have +2 attack."));
    QVERIFY(necromancy.leftovers.isEmpty());
    QVERIFY(necromancy.abilities.auras.value(0).anywhere);
    QCOMPARE(necromancy.abilities.auras.value(0).recipients.filter.requiredKeywords,
             QStringList{QStringLiteral("Undead")});
    QVERIFY(!bearer.abilities.auras.value(0).anywhere);
    QVERIFY(read(QStringLiteral("Allies have +2 AC.")).abilities.auras.value(0).anywhere);
    // "(Aura)" printed without its size is no "anywhere"; two keywords side by side are both at once,
    // which the group cannot say.
    QCOMPARE(read(QStringLiteral("Leader of the Pack: (Aura) Gnoll allies have +2 Attack and +5 Damage."))
                 .abilities.auras.size(),
             0);
    QCOMPARE(read(QStringLiteral("The Horde: Human Primal allies have +10 damage on melee attacks."))
                 .abilities.auras.size(),
             0);
    // Left to the players: "this creature has" (its own printed bonus, never an aura), an aura without its
    // size, a mark no keyword holds, less damage.
    QCOMPARE(read(QStringLiteral("This creature has +2 Attack.")).abilities.auras.size(), 0);
    QCOMPARE(read(QStringLiteral("(Aura) Allies in aura have +2 AC.")).abilities.auras.size(), 0);
    QCOMPARE(read(QStringLiteral("(Aura 5) Summoned Undead allies in aura have +2 Attack."))
                 .abilities.auras.size(),
             0);
    QCOMPARE(read(QStringLiteral("(Aura 1) Enemies in aura have -5 cold Damage.")).abilities.auras.size(), 0);
    // Stench, in its three wordings: living creatures on both sides but Troglodytes, adjacent.
    for (const char* wording :
         {"Stench: Adjacent living creatures have -2 Attack; Troglodytes immune.",
          "Stench: (Aura) Each living non-Troglodyte creature adjacent to this creature has -2 Attack.",
          "Stench: (Aura 1) Living, non-Troglodyte enemies and allies in aura have -2 Attack."}) {
        const Read trog = read(QLatin1String(wording));
        QVERIFY2(trog.leftovers.isEmpty(), wording);
        const AuraBonus aura = trog.abilities.auras.value(0);
        QCOMPARE(aura.radius, 1);
        QCOMPARE(aura.amount, -2);
        QVERIFY(aura.recipients.allies && aura.recipients.enemies);
        QVERIFY(aura.recipients.filter.livingOnly);
        QCOMPARE(aura.recipients.filter.immuneKeywords, QStringList{QStringLiteral("Troglodyte")});
    }

    QCOMPARE(
        read(QStringLiteral("Burnout: Takes 10 damage at end of each of its turns if it did not make a {m} "
                            "attack during that turn."))
            .abilities.idleDamage.value(0)
            .amount,
        10);
    const Read fire = read(QStringLiteral(
        "Fire Shield 10: Attacker takes 10 fire damage whenever this creature is hit with a {m} attack."));
    QCOMPARE(fire.abilities.retaliations.size(), 1);
    QCOMPARE(fire.abilities.retaliations.first().amount, 10);
    QCOMPARE(fire.abilities.retaliations.first().damageType, DamageType::Fire);
    const Read slime = read(QStringLiteral(
        "Necrotic Slime: Any creature that hits this creature with a {m} attack takes 5 necrotic Damage."));
    QCOMPARE(slime.abilities.retaliations.value(0).damageType, DamageType::Necrotic);
    const Read aquaphobe =
        read(QStringLiteral("Aquaphobe: Whenever this creature enters river terrain, it takes 5 damage."));
    QCOMPARE(aquaphobe.abilities.terrainDamage.size(), 1);
    QCOMPARE(aquaphobe.abilities.terrainDamage.first().terrain, QStringLiteral("river"));
    QCOMPARE(aquaphobe.abilities.terrainDamage.first().amount, 5);
    const Read whenever = read(QStringLiteral(
        "Fire Shield 5: Whenever this creature is hit by a {m} attack, the attacker takes 5 fire Damage."));
    QCOMPARE(whenever.abilities.retaliations.value(0).amount, 5);
    QCOMPARE(whenever.abilities.retaliations.value(0).damageType, DamageType::Fire);
    // An aura with a condition of its own is the players'.
    QVERIFY(!read(QStringLiteral("Prey on the Weak: (Aura 5) Allies in aura have +2 Attack against damaged "
                                 "enemies."))
                 .leftovers.isEmpty());
}

void TestAbilityParser::readsAwareness_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("adjacent enemy that shifts")
        << "Awareness: Can make an opportunity attack against an adjacent enemy that shifts.";
    QTest::newRow("shifting out of adjacent squares")
        << "Awareness: Can make opportunity attacks against enemies for shifting out of adjacent squares.";
    QTest::newRow("may, when") << "Awareness: May make an opportunity attack when an adjacent enemy shifts.";
}

void TestAbilityParser::readsAwareness()
{
    QFETCH(QString, text);
    const Read result = read(text);
    QVERIFY2(result.leftovers.isEmpty(), qPrintable(result.leftovers.join(QLatin1String(" | "))));
    QVERIFY(result.abilities.opportunityAttacksOnShift);
}

void TestAbilityParser::readsBloodlust_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("onlyOnItsTurn");
    QTest::newRow("always") << "Murderous: Cannot move or attack a nonbloodied target while adjacent to a "
                               "bloodied enemy."
                            << false;
    QTest::newRow("and cannot") << "Bloodlust: Cannot move and cannot attack a non-bloodied enemy while "
                                   "adjacent to a bloodied enemy."
                                << false;
    QTest::newRow("may not")
        << "Murderous: This creature may not move or attack a non-bloodied enemy while a "
           "bloodied enemy is adjacent."
        << false;
    QTest::newRow("no move action, on its turn") << "Murderous: On its turn, this creature cannot attack a "
                                                    "non-Bloodied target or take a move action if a "
                                                    "Bloodied enemy is adjacent to it."
                                                 << true;
    QTest::newRow("on its turn, misprinted")
        << "Murderous: On its turn, this creature cannot move or attack a non-Bloodied target while "
           "adjacent ot a Bloodied enemy."
        << true;
}

void TestAbilityParser::readsBloodlust()
{
    QFETCH(QString, text);
    const Read result = read(text);
    QVERIFY2(result.leftovers.isEmpty(), qPrintable(result.leftovers.join(QLatin1String(" | "))));
    QVERIFY(result.abilities.bloodlust);
    QTEST(result.abilities.bloodlustOnlyOnItsTurn, "onlyOnItsTurn");
}

// Bonuses whose moment the engine cannot tell stay with the players, whole.
void TestAbilityParser::leavesBonusesItCannotTime_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("two conditions")
        << "Fury: Whenever this creature hits a bloodied target while charging: +5 Damage on that attack.";
    QTest::newRow("an attack bonus after the hit")
        << "Gnaw: Whenever this creature hits an Immobilized target: +2 Attack on that attack.";
    QTest::newRow("no condition")
        << "Strong: Whenever this creature hits with a {m} attack: +5 Damage on that attack.";
    QTest::newRow("less damage of a type") << "Low Power: -5 lightning damage while bloodied.";
}

void TestAbilityParser::leavesBonusesItCannotTime()
{
    QFETCH(QString, text);
    const Read result = read(text);
    QVERIFY(!result.leftovers.isEmpty());
    QVERIFY(result.abilities.modifiers.isEmpty());
}

void TestAbilityParser::reportsLeftoversExactly_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("leftovers");
    // A standing power under a condition the grammar does not know is not read as held always.
    QTest::newRow("condition on it") << "Lurker: Conceal 6 while in a cave."
                                     << QStringList{"Conceal 6 while in a cave"};
    QTest::newRow("nothing known") << "Grumpy: Never smiles." << QStringList{"Never smiles"};
    QTest::newRow("an unknown immunity") << "Immune Tickling" << QStringList{"Immune Tickling"};
    QTest::newRow("known then unknown") << "Flight, sings at dawn" << QStringList{"sings at dawn"};
}

void TestAbilityParser::reportsLeftoversExactly()
{
    QFETCH(QString, text);
    QTEST(read(text).leftovers, "leftovers");
}

QTEST_GUILESS_MAIN(TestAbilityParser)
#include "tst_ability_parser.moc"
