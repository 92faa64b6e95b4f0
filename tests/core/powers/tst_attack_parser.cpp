// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/attack_parser.h"

#include <QTest>

using namespace ddm;

// The attack header: name, action, range or area, target restrictions and the attack roll. Every
// text here is invented for the test, in the catalog's wording.
class TestAttackParser : public QObject {
    Q_OBJECT

private slots:
    void readsTheHeader_data();
    void readsTheHeader();
    void readsTheName_data();
    void readsTheName();
    void readsActionsAndLimits();
    void readsAlternativeDefences();
    void readsAttackCounts_data();
    void readsAttackCounts();
    void readsTargetRestrictions();
    void readsKeywordRestrictions_data();
    void readsKeywordRestrictions();
    void readsRecharge_data();
    void readsRecharge();
    void readsAMoveBeforeTheAttack();
    void usesTheCreaturesReach();
    void reportsLeftoversExactly_data();
    void reportsLeftoversExactly();
    void survivesOddInput_data();
    void survivesOddInput();
};

void TestAttackParser::readsTheHeader_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<AttackKind>("kind");
    QTest::addColumn<int>("range");
    QTest::addColumn<bool>("sight");
    QTest::addColumn<AreaShape>("shape");
    QTest::addColumn<int>("areaSize");
    QTest::addColumn<int>("bonus");
    QTest::addColumn<Defence>("defence");

    QTest::newRow("melee") << "Cudgel: +7 vs. AC; 10 damage." << AttackKind::Melee << 1 << false
                           << AreaShape::None << 0 << 7 << Defence::AC;
    QTest::newRow("reach") << "Pike: (reach 3) +9 vs. AC; 10 damage." << AttackKind::Melee << 3 << false
                           << AreaShape::None << 0 << 9 << Defence::AC;
    QTest::newRow("range") << "Sling: (range 10) +6 vs. Reflex; 5 damage." << AttackKind::Ranged << 10
                           << false << AreaShape::None << 0 << 6 << Defence::Reflex;
    QTest::newRow("sight") << "Glare: (sight) +12 vs. Will; 10 psychic damage." << AttackKind::Ranged << 0
                           << true << AreaShape::None << 0 << 12 << Defence::Will;
    QTest::newRow("nearest alone is ranged, sight")
        << "Shortbow: (nearest) +5 vs. AC; 5 damage." << AttackKind::Ranged << 0 << true << AreaShape::None
        << 0 << 5 << Defence::AC;
    QTest::newRow("blast") << "Spit: (blast 3) +8 vs. DEF(Fort); 10 acid Damage" << AttackKind::Close << 0
                           << false << AreaShape::Blast << 3 << 8 << Defence::Fortitude;
    QTest::newRow("burst") << "Stomp: (burst 2, enemies only) +11 vs. AC; 10 damage." << AttackKind::Close
                           << 0 << false << AreaShape::Burst << 2 << 11 << Defence::AC;
    QTest::newRow("line") << "Bolt: (line 6) +13 vs. DEF(Ref); 20 lightning Damage" << AttackKind::Close << 0
                          << false << AreaShape::Line << 6 << 13 << Defence::Reflex;
    QTest::newRow("large cone") << "Gust: (large cone) +9 vs. Fortitude; 10 damage." << AttackKind::Close << 0
                                << false << AreaShape::LargeCone << 0 << 9 << Defence::Fortitude;
    QTest::newRow("radius within") << "Orb: (radius 1 within 8) +10 vs. Reflex; 15 fire damage."
                                   << AttackKind::Area << 8 << false << AreaShape::Radius << 1 << 10
                                   << Defence::Reflex;
    QTest::newRow("radius within sight")
        << "Hail: (radius 2 within sight) +10 vs. Reflex; 10 cold damage." << AttackKind::Area << 1 << true
        << AreaShape::Radius << 2 << 10 << Defence::Reflex;
    QTest::newRow("range then radius")
        << "Rain: (range 10, radius 2) +10 vs. Reflex; 10 damage." << AttackKind::Area << 10 << false
        << AreaShape::Radius << 2 << 10 << Defence::Reflex;
    QTest::newRow("DEF with a space") << "Whisper: (range 5) +4 vs. DEF (Will); Dazed" << AttackKind::Ranged
                                      << 5 << false << AreaShape::None << 0 << 4 << Defence::Will;
    QTest::newRow("plus with a space") << "Slam: + 12 vs. AC; 10 damage." << AttackKind::Melee << 1 << false
                                       << AreaShape::None << 0 << 12 << Defence::AC;
    QTest::newRow("vs without a full stop") << "Jab: +3 vs AC; 5 damage." << AttackKind::Melee << 1 << false
                                            << AreaShape::None << 0 << 3 << Defence::AC;
}

void TestAttackParser::readsTheHeader()
{
    QFETCH(QString, text);
    const AttackPower attack = parseAttackPower(text);
    QVERIFY2(attack.understood(), qPrintable(attack.leftovers.join(QStringLiteral(" | "))));
    QTEST(attack.kind, "kind");
    QTEST(attack.range, "range");
    QTEST(attack.sight, "sight");
    QTEST(attack.shape, "shape");
    QTEST(attack.areaSize, "areaSize");
    QTEST(attack.bonus, "bonus");
    QTEST(attack.defence, "defence");
    QVERIFY(!attack.automaticHit);
    QCOMPARE(attack.text, text);
}

void TestAttackParser::readsTheName_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("basic");
    QTest::newRow("plain") << "Rusty Blade: +4 vs. AC; 5 damage."
                           << "Rusty Blade" << false;
    QTest::newRow("apostrophe") << "Ogre's Club: +4 vs. AC; 5 damage."
                                << "Ogre's Club" << false;
    QTest::newRow("typographic apostrophe") << "Ogre\u2019s Club: +4 vs. AC; 5 damage."
                                            << "Ogre's Club" << false;
    QTest::newRow("basic attack mark") << "{b}Shortspear: +4 vs. AC; 5 damage."
                                       << "Shortspear" << true;
    QTest::newRow("colon missing") << "Maul (reach 2) +4 vs. AC; 5 damage."
                                   << "Maul" << false;
    QTest::newRow("no name") << "+4 vs. AC; 5 damage."
                             << "" << false;
}

void TestAttackParser::readsTheName()
{
    QFETCH(QString, text);
    const AttackPower attack = parseAttackPower(text);
    QVERIFY2(attack.understood(), qPrintable(attack.leftovers.join(QStringLiteral(" | "))));
    QTEST(attack.name, "name");
    QTEST(attack.basic, "basic");
}

// "+11 vs. AC OR +11 vs. Fortitude": one bonus against either defence; another bonus, or the same
// defence twice, is a wording the engine does not weigh.
void TestAttackParser::readsAlternativeDefences()
{
    const AttackPower mace =
        parseAttackPower(QStringLiteral("Mace: +11 vs. AC OR +11 vs. Fortitude; 10 damage."));
    QVERIFY2(mace.understood(), qPrintable(mace.leftovers.join(QStringLiteral(" | "))));
    QCOMPARE(mace.defence, Defence::AC);
    QCOMPARE(mace.alternativeDefence, std::optional<Defence>(Defence::Fortitude));
    QCOMPARE(mace.onHit.totalDamage(), 10);
    QVERIFY(!parseAttackPower(QStringLiteral("X: +12 vs. AC or +10 vs. Reflex; 15 damage.")).understood());
    QVERIFY(!parseAttackPower(QStringLiteral("X: +12 vs. AC or +12 vs. AC; 15 damage.")).understood());
    QVERIFY(!parseAttackPower(QStringLiteral("X: +12 vs. AC; 15 damage.")).alternativeDefence);
}

void TestAttackParser::readsActionsAndLimits()
{
    const AttackPower minor =
        parseAttackPower(QStringLiteral("Flick: Minor action, once per turn: +6 vs. AC; 5 damage."));
    QVERIFY(minor.understood());
    QVERIFY(minor.minorAction);
    QCOMPARE(minor.perTurnLimit, 1);

    const AttackPower options =
        parseAttackPower(QStringLiteral("Lunge: (reach 2, usable on charge, scores critical on natural 18+, "
                                        "maximum 2 per turn) +9 vs. AC; 10 damage."));
    QVERIFY2(options.understood(), qPrintable(options.leftovers.join(QStringLiteral(" | "))));
    QVERIFY(options.usableOnCharge);
    QCOMPARE(options.criticalFrom, 18);
    QCOMPARE(options.perTurnLimit, 2);

    const AttackPower sentence =
        parseAttackPower(QStringLiteral("Rush: Use only while bloodied: Does not provoke opportunity "
                                        "attacks. (range 5) +6 vs. AC; 5 damage."));
    QVERIFY2(sentence.understood(), qPrintable(sentence.leftovers.join(QStringLiteral(" | "))));
    QVERIFY(sentence.onlyWhileBloodied);
    QVERIFY(sentence.noOpportunityAttacks);

    const AttackPower twice =
        parseAttackPower(QStringLiteral("Pounce: (roll 2d20 and use the higher) +6 vs. AC; 5 damage."));
    QVERIFY(twice.understood());
    QCOMPARE(twice.attackRolls, 2);

    const AttackPower reaction = parseAttackPower(QStringLiteral(
        "Snap: Use only when this creature makes an opportunity attack: +6 vs. AC; 15 damage."));
    QVERIFY(reaction.understood());
    QVERIFY(reaction.opportunityAttackOnly);

    const AttackPower automatic =
        parseAttackPower(QStringLiteral("Smite: (sight) Automatic hit; 10 radiant damage."));
    QVERIFY(automatic.understood());
    QVERIFY(automatic.automaticHit);
}

void TestAttackParser::readsAttackCounts_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("count");
    QTest::addColumn<bool>("basic");
    QTest::addColumn<bool>("fewer");
    QTest::addColumn<bool>("different");
    QTest::addColumn<QString>("made");
    QTest::newRow("own roll, twice") << "Twin Picks: Make 2 attacks: +6 vs. AC; 5 damage." << 2 << false
                                     << false << false << "";
    QTest::newRow("each damage") << "Claws: 2 attacks, +6 vs. AC each; 5 Damage each" << 2 << false << false
                                 << false << "";
    QTest::newRow("basic attacks") << "Frenzy: Make 3 {b} attacks." << 3 << true << false << false << "";
    QTest::newRow("up to, different targets")
        << "Sweep: Make up to 2 {b} attacks, each against a different target." << 2 << true << true << true
        << "";
    QTest::newRow("melee basic words")
        << "Flurry: Make two melee basic attacks." << 2 << true << false << false << "";
    QTest::newRow("a named attack") << "Double Bite: Make 2 Gnash attacks." << 2 << false << false << false
                                    << "Gnash";
    QTest::newRow("two nearest") << "Volley: (2 nearest) +5 vs. AC; 5 damage." << 2 << false << false << true
                                 << "";
}

void TestAttackParser::readsAttackCounts()
{
    QFETCH(QString, text);
    const AttackPower attack = parseAttackPower(text);
    QVERIFY2(attack.understood(), qPrintable(attack.leftovers.join(QStringLiteral(" | "))));
    QTEST(attack.attackCount, "count");
    QTEST(attack.basicAttacks, "basic");
    QTEST(attack.fewerAttacksAllowed, "fewer");
    QTEST(attack.differentTargets, "different");
    QTEST(attack.madeAttack, "made");
}

void TestAttackParser::readsTargetRestrictions()
{
    const AttackPower sized = parseAttackPower(QStringLiteral(
        "Grab: (reach 2, Medium or smaller enemy only, bloodied target only) +6 vs. Reflex; Immobilized."));
    QVERIFY2(sized.understood(), qPrintable(sized.leftovers.join(QStringLiteral(" | "))));
    QCOMPARE(sized.targets.maxSize, CreatureSize::Medium);
    QVERIFY(sized.targets.enemiesOnly);
    QVERIFY(sized.targets.bloodiedOnly);

    const AttackPower living =
        parseAttackPower(QStringLiteral("Drain: (range 5, living targets only, level 4 or lower enemies "
                                        "only) +6 vs. Fortitude; 5 necrotic damage."));
    QVERIFY(living.understood());
    QVERIFY(living.targets.livingOnly);
    QCOMPARE(living.targets.maxLevel, 4);

    const AttackPower state = parseAttackPower(
        QStringLiteral("Finish: (Immobilized or Helpless target only) +6 vs. AC; 20 damage."));
    QVERIFY(state.understood());
    QCOMPARE(state.targets.requiredConditions,
             (QList<Condition>{Condition::Immobilized, Condition::Helpless}));

    const AttackPower allies =
        parseAttackPower(QStringLiteral("Nudge: (range 5, can target allies) +6 vs. Will; slide 2."));
    QVERIFY(allies.understood());
    QVERIFY(allies.targets.canTargetAllies);

    const AttackPower each = parseAttackPower(
        QStringLiteral("Whirl: Make 1 attack against each adjacent enemy: +6 vs. AC; 10 damage."));
    QVERIFY(each.understood());
    QCOMPARE(each.targets.each, TargetRestrictions::Each::AdjacentEnemy);

    const AttackPower finish =
        parseAttackPower(QStringLiteral("Finish: Make 1 {b} attack against each adjacent bloodied enemy."));
    QVERIFY(finish.understood());
    QVERIFY(finish.basicAttacks);
    QVERIFY(finish.targets.bloodiedOnly);

    const AttackPower sly = parseAttackPower(
        QStringLiteral("Shiv: (only with combat advantage against target) +6 vs. AC; 15 damage."));
    QVERIFY(sly.understood());
    QVERIFY(sly.targets.combatAdvantageOnly);
    // "smaller" is no keyword: smaller than the attacker
    const AttackPower constrict =
        parseAttackPower(QStringLiteral("Constrict: (smaller targets only) +13 vs. AC; 20 Damage"));
    QVERIFY(constrict.targets.smallerOnly);
    QVERIFY(constrict.targets.requiredKeywords.isEmpty());

    const AttackPower pounce = parseAttackPower(
        QStringLiteral("Pounce: Use only while charging: Make 2 {b} attacks against target of charge."));
    QVERIFY2(pounce.understood(), qPrintable(pounce.leftovers.join(QStringLiteral(" | "))));
    QVERIFY(pounce.chargeOnly);
    QVERIFY(pounce.sameTarget);
}

void TestAttackParser::readsKeywordRestrictions_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("required");
    QTest::addColumn<QStringList>("immune");
    QTest::newRow("one keyword") << "Rebuke: (burst 2, undead targets only) +6 vs. Will; 10 radiant damage."
                                 << QStringList{"undead"} << QStringList{};
    QTest::newRow("a list")
        << "Banish: (range 5; Fiend, Spirit, or Planar target only) +6 vs. Will; 10 damage."
        << QStringList{"Fiend", "Spirit", "Planar"} << QStringList{};
    QTest::newRow("non-keyword") << "Quake: (burst 2, non-Earth targets only) +6 vs. Reflex; 10 damage."
                                 << QStringList{} << QStringList{"Earth"};
    QTest::newRow("immune keyword")
        << "Shriek: (blast 3, Goblin targets immune) +6 vs. Will; 10 thunder damage." << QStringList{}
        << QStringList{"Goblin"};
}

void TestAttackParser::readsKeywordRestrictions()
{
    QFETCH(QString, text);
    const AttackPower attack = parseAttackPower(text);
    QVERIFY2(attack.understood(), qPrintable(attack.leftovers.join(QStringLiteral(" | "))));
    QTEST(attack.targets.requiredKeywords, "required");
    QTEST(attack.targets.immuneKeywords, "immune");
}

void TestAttackParser::readsRecharge_data()
{
    QTest::addColumn<QString>("clause");
    QTest::addColumn<RechargeTrigger>("trigger");
    QTest::newRow("first bloodied") << "RECHARGE when first Bloodied." << RechargeTrigger::FirstBloodied;
    QTest::newRow("first becomes bloodied")
        << "Recharge when this creature first becomes bloodied." << RechargeTrigger::FirstBloodied;
    QTest::newRow("move action") << "Recharge as a move action." << RechargeTrigger::MoveAction;
    QTest::newRow("no adjacent enemy")
        << "RECHARGE at start of this creature's turn if no enemy is adjacent to it."
        << RechargeTrigger::StartOfTurnNoAdjacent;
    QTest::newRow("melee hit") << "RECHARGE when this creature hits with a {m} attack."
                               << RechargeTrigger::HitsWithMelee;
    QTest::newRow("misses") << "RECHARGE when this attack misses." << RechargeTrigger::AttackMisses;
    QTest::newRow("after a semicolon") << "; RECHARGE when first Bloodied" << RechargeTrigger::FirstBloodied;
    QTest::newRow("replaces attack action (413.1)")
        << "RECHARGE as a replaces attack action." << RechargeTrigger::AttackAction;
    QTest::newRow("first, misprinted") << "RECHARGE when fi rst bloodied." << RechargeTrigger::FirstBloodied;
    QTest::newRow("missed by a melee attack")
        << "RECHARGE when this creature is missed by a {m} attack." << RechargeTrigger::MissedByMelee;
    QTest::newRow("this power destroys")
        << "RECHARGE when this power reduces a target to 0 HP." << RechargeTrigger::AttackDestroys;
    QTest::newRow("destroys a Stunned creature") << "RECHARGE when this creature destroys a Stunned creature."
                                                 << RechargeTrigger::DestroysStunnedCreature;
    QTest::newRow("destroys a Stunned enemy, misprinted \"i\"")
        << "RECHARGE i this creature destroys a Stunned enemy" << RechargeTrigger::DestroysStunnedEnemy;
    QTest::newRow("a Weakened creature destroyed")
        << "RECHARGE when a Weakened creature is destroyed." << RechargeTrigger::WeakenedDestroyed;
    QTest::newRow("an enemy ends its turn adjacent")
        << "RECHARGE when an enemy ends its turn adjacent to this creature."
        << RechargeTrigger::EnemyEndsTurnAdjacent;
    QTest::newRow("causes an enemy to become bloodied")
        << "RECHARGE when this creature causes an enemy to become Bloodied."
        << RechargeTrigger::BloodiesEnemy;
    QTest::newRow("… with an attack")
        << "RECHARGE when this creature causes an enemy to become bloodied with an attack."
        << RechargeTrigger::BloodiesEnemyWithAttack;
    QTest::newRow("moves 3 squares on its turn")
        << "RECHARGE when this creature moves at least 3 squares on its turn."
        << RechargeTrigger::MovesThreeSquares;
}

void TestAttackParser::readsRecharge()
{
    QFETCH(QString, clause);
    const QString text = QStringLiteral("Breath: (blast 3) +6 vs. Reflex; 10 fire damage") +
                         (clause.startsWith(QLatin1Char(';')) ? QString() : QStringLiteral(". ")) + clause;
    const AttackPower attack = parseAttackPower(text);
    QVERIFY2(attack.understood(), qPrintable(attack.leftovers.join(QStringLiteral(" | "))));
    QTEST(*attack.recharge, "trigger");
    QCOMPARE(attack.onHit.totalDamage(), 10);
}

void TestAttackParser::readsAMoveBeforeTheAttack()
{
    const AttackPower dash =
        parseAttackPower(QStringLiteral("Dash: This creature moves up to its speed (minimum 2 squares), then "
                                        "attacks: +6 vs. AC; 10 damage."));
    QVERIFY2(dash.understood(), qPrintable(dash.leftovers.join(QStringLiteral(" | "))));
    QVERIFY(dash.move);
    QVERIFY(!dash.move->squares); // its speed
    QCOMPARE(dash.move->minimum, 2);
    QCOMPARE(dash.move->timing, AttackMove::Timing::Before);
    QCOMPARE(dash.bonus, 6);

    const AttackPower flyby = parseAttackPower(QStringLiteral(
        "Swoop: Move up to its current speed and make 1 {b} attack at any time during that move."));
    QVERIFY2(flyby.understood(), qPrintable(flyby.leftovers.join(QStringLiteral(" | "))));
    QCOMPARE(flyby.move->timing, AttackMove::Timing::During);
    QVERIFY(flyby.basicAttacks);

    const AttackPower tunnel = parseAttackPower(
        QStringLiteral("Tunnel: Shift exactly 3 squares with Burrow, then make a {b} attack."));
    QVERIFY2(tunnel.understood(), qPrintable(tunnel.leftovers.join(QStringLiteral(" | "))));
    QVERIFY(tunnel.move->shift);
    QVERIFY(tunnel.move->exactly);
    QCOMPARE(tunnel.move->squares, 3);
    QCOMPARE(tunnel.move->mode, MovementMode::Burrow);
}

void TestAttackParser::usesTheCreaturesReach()
{
    QCOMPARE(parseAttackPower(QStringLiteral("Tail: +6 vs. AC; 5 damage."), 3).range, 3);
    QCOMPARE(parseAttackPower(QStringLiteral("Tail: (reach 0) +6 vs. AC; 5 damage."), 3).range, 0);
    QCOMPARE(parseAttackPower(QStringLiteral("Dart: (range 4) +6 vs. AC; 5 damage."), 3).range, 4);
}

void TestAttackParser::reportsLeftoversExactly_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("leftovers");
    QTest::newRow("unknown rider") << "Hex: +6 vs. Will; 10 damage AND target sings loudly (save ends)."
                                   << QStringList{"target sings loudly (save ends)"};
    QTest::newRow("unknown option") << "Peck: (range 5, only under a full moon) +6 vs. AC; 5 damage."
                                    << QStringList{"(only under a full moon)"};
    QTest::newRow("unknown sentence") << "Gnaw: +6 vs. AC; 5 damage. The dice are rolled twice for fun."
                                      << QStringList{"The dice are rolled twice for fun"};
    QTest::newRow("unknown recharge") << "Roar: (burst 1) +6 vs. Will; Dazed. RECHARGE when the moon rises."
                                      << QStringList{"RECHARGE when the moon rises"};
    QTest::newRow("words before the roll")
        << "Trick: Use only on a Tuesday: +6 vs. AC; 5 damage." << QStringList{"Use only on a Tuesday:"};
    QTest::newRow("no attack roll at all")
        << "Wave: Every creature waves back." << QStringList{"Every creature waves back."};
    QTest::newRow("two unknown items")
        << "Jab: +6 vs. AC; 5 damage AND target hums AND Dazed AND target whistles."
        << QStringList{"target hums", "target whistles"};
}

void TestAttackParser::reportsLeftoversExactly()
{
    QFETCH(QString, text);
    const AttackPower attack = parseAttackPower(text);
    QTEST(attack.leftovers, "leftovers");
    QVERIFY(!attack.understood());
}

void TestAttackParser::survivesOddInput_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << "";
    QTest::newRow("spaces") << "   ";
    QTest::newRow("only a colon") << ":";
    QTest::newRow("unbalanced parenthesis") << "Bite: (reach 2 +6 vs. AC; 5 damage.";
    QTest::newRow("stray closing parenthesis") << "Bite: +6 vs. AC; 5 damage) AND Dazed.";
    QTest::newRow("roll without numbers") << "Bite: + vs. ; damage.";
    QTest::newRow("nested riders") << "Bite: +6 vs. AC; Dazed ((save ends)(save ends both)) (save ends all).";
    QTest::newRow("huge number") << "Bite: +99999999999999999999 vs. AC; 99999999999999999999 damage.";
    QTest::newRow("follow-up of a follow-up")
        << "Bite: +6 vs. AC; 5 damage AND Followup: +5 vs. AC; Followup: +4 vs. AC; 5 damage.";
    QTest::newRow("only punctuation") << ".;,:()[]{}+";
}

void TestAttackParser::survivesOddInput()
{
    QFETCH(QString, text);
    const AttackPower attack = parseAttackPower(text);
    QCOMPARE(attack.text, text);
    // None of these is an attack the engine can run: what it could not read is reported.
    QVERIFY(!attack.understood());
}

QTEST_GUILESS_MAIN(TestAttackParser)
#include "tst_attack_parser.moc"
