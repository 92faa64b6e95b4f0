// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Scripted battles, one rule area each: every row plays a script from tests/data/battles with the
// dice it lists and checks what the battle ends with (see failedExpectations for the notation).

#include "engine_fixture.h"

#include "board/distance.h"
#include "combat/scripted_dice.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

Q_DECLARE_METATYPE(ddm::TriggerEvent)
Q_DECLARE_METATYPE(ddm::LogEvent)

using namespace ddm;

class TestBattleRules : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void scriptedBattle_data();
    void scriptedBattle();
    void aPushWithoutItsPathOffersEveryPath();
    void aMissingRollSaysWhoRollsForWhat();
    void aCreatureHeldByBloodlustReachesNothing();
    void aShiftReachesOneSquare();
    void aMoveIsLeftWhileAnActionCanPayForIt_data();
    void aMoveIsLeftWhileAnActionCanPayForIt();
    void aHealingWithoutItsAlliesOffersThem();
    void aFurtherAttacksPushNamesItsEntry();
    void anUnusedCleaveIsOffered();
    void aCleaveBetweenTwoEnemiesAsksForItsTarget();
    void optionalPowersAreOfferedAtTheirMoment_data();
    void optionalPowersAreOfferedAtTheirMoment();
    void anUnusedChampionPowerIsOffered();
    void aSetupPowerIsOfferedWithItsChoices();
    void setupPowersResolveInLowestChampionOrder_data();
    void setupPowersResolveInLowestChampionOrder();
    void powersNotRunAreNamedAtTheirMoment_data();
    void powersNotRunAreNamedAtTheirMoment();
    void aUseWithoutItsPathOffersEveryDestination();
    void aHealingUseWithoutItsAllyOffersThem();
    void theSightReportKnowsASharpshooter();
    void aRechargeOfTwoSpentAttacksAsksWhich();
    void aUsedPowersAttackAsksForItsTarget();
};

namespace {

// The script with one field taken out of its last action, played.
ddm::test::ScriptRun runWithout(const QString& script, const QString& field)
{
    QJsonObject object = QJsonDocument::fromJson(ddm::test::battleFile(script)).object();
    QJsonArray actions = object.value(QLatin1String("actions")).toArray();
    QJsonObject action = actions.last().toObject();
    action.remove(field);
    actions.replace(actions.size() - 1, action);
    object.insert(QLatin1String("actions"), actions);
    return ddm::test::runScript(QJsonDocument(object).toJson());
}

} // namespace

void TestBattleRules::initTestCase() { DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json")); }

void TestBattleRules::scriptedBattle_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("expected");

    // Big creatures with the D&D Miniatures Database's sizes: Centaur and Dire Wolf are Large,
    // Treant Huge (218.1: Large 2x2, Huge 3x3), and a script's own size for a card (218.1).
    QTest::newRow("218.1 a Large space meets a wall a Medium one passes") << "big_blocked_by_wall.json"
                                                                          << "error=1:502.1 A1.at=1,1";
    QTest::newRow("218.1 a script's size sets the space") << "size_override.json"
                                                          << "error=1:502.1 A1.at=1,1";
    QTest::newRow("606.1 a Large attacker reaches from its whole space") << "big_adjacent.json"
                                                                         << "error=none B1.hp=35";
    QTest::newRow("606.1 one square beyond a Large space is not adjacent") << "big_not_adjacent.json"
                                                                           << "error=1:606.1";
    QTest::newRow("606.1 Reach 3 counted from a Huge space") << "huge_reach.json"
                                                             << "error=none B1.hp=30";
    QTest::newRow("610.1.a flanking a Large creature across its space") << "big_flanked.json"
                                                                        << "error=none B1.hp=30 log=610.1.a";
    QTest::newRow("610.1.a allies not opposite do not flank") << "big_not_flanked.json"
                                                              << "error=none B1.hp=45";
    QTest::newRow("611.1 a Large creature gives cover") << "big_gives_cover.json"
                                                        << "error=none B1.hp=40 log=611.1";
    QTest::newRow("611.3 a Large target's far squares take cover") << "big_takes_cover.json"
                                                                   << "error=none B1.hp=40 log=611.1";
    QTest::newRow("611.3 the same target as Medium has none") << "big_takes_cover_medium.json"
                                                              << "error=none B1.hp=30";
    QTest::newRow("413.3 a Large creature charges to its nearest space") << "big_charge.json"
                                                                         << "error=none A1.at=5,1 B1.hp=35";
    QTest::newRow("412.4.a a Huge creature squeezes through a 2-square gap")
        << "squeeze_huge.json"
        << "error=none A1.at=4,4 log=412.4.a";
    QTest::newRow("412.4 the gap is too narrow to walk") << "squeeze_huge_cannot_walk.json"
                                                         << "error=1:502.1 A1.at=3,0";
    QTest::newRow("412.4.a squeezing costs double") << "squeeze_too_far.json"
                                                    << "error=1:412.2.a A1.at=3,0";
    QTest::newRow("412.4.a only Huge creatures squeeze") << "squeeze_large.json"
                                                         << "error=1:412.4.a";
    QTest::newRow("412.4.b the exit must hold the last 2x2 space") << "squeeze_exit_wrong.json"
                                                                   << "error=1:412.4.b A1.at=3,0";
    QTest::newRow("412.4.b two exits: the script names one") << "squeeze_exit_missing.json"
                                                             << "kind=bad-input message=one_of_[3,4],_[4,4]";

    // The round (301-305) and a turn of move and attack (403, 412.2, 604, 806).
    QTest::newRow("301-305 a round of move and attack")
        << "round_basics.json" << "error=none round=1 A1.at=6,2 A1.hp=35 B1.hp=35 vp.A=0 vp.B=0 winner=none";

    // 303.1: Player 1 one turn, then two each; 302.3: the winner sends a side first.
    QTest::newRow("303.1 activation order") << "activation_order.json" << "error=none round=2 player1=B";
    QTest::newRow("303.1 acting out of turn") << "activation_out_of_turn.json" << "error=2:303.1 kind=illegal";
    QTest::newRow("401.1.a one activation a round") << "already_activated.json" << "error=3:401.1.a";
    QTest::newRow("Multi-Activation 2: two turns a round") << "multi_activation.json" << "error=none round=2";
    QTest::newRow("400.1 a turn ends before the next") << "turn_not_ended.json" << "error=2:400.1";
    QTest::newRow("302.2 no turns before initiative") << "no_initiative.json" << "error=0:302.2";
    // 302.2 the champion test, 102.4.a ties to the higher champion, 102.4.b rerolls.
    QTest::newRow("302.2 champion rolls twice") << "initiative_champion.json" << "error=none round=2 player1=A log=102.4.a";
    QTest::newRow("102.4.b tied rolls are rerolled") << "initiative_reroll.json" << "error=none player1=B log=reroll";
    QTest::newRow("302.2 champion's second die missing") << "initiative_missing_roll.json" << "error=0:302.2 kind=missing-roll";
    QTest::newRow("initiative roll left over") << "initiative_unused_roll.json" << "error=0: kind=unused-roll message=initiative.A";
    // Movement (412.2, 500-502, 1006).
    QTest::newRow("412.2.a moving further than speed") << "move_too_far.json" << "error=1:412.2.a kind=illegal";
    QTest::newRow("502.1 no cutting a wall corner") << "move_corner.json" << "error=1:502.1";
    QTest::newRow("500.2 no moving through enemies") << "move_through_enemy.json" << "error=1:500.2";
    QTest::newRow("1006.2 difficult terrain costs 2") << "difficult_terrain.json" << "error=5:412.2.a A1.at=5,2";
    // Card text that changes movement: the same path costs a Human Sellsword 10 squares.
    // "Use on this creature's turn": a power used at no action's cost (703.1).
    QTest::newRow("Ethereal Step: Phasing through the wall") << "use_on_its_turn.json"
                                                             << "error=none A1.at=5,4";
    QTest::newRow("Shadow Form: no action spent") << "use_on_its_turn_no_action.json"
                                                  << "error=none A1.at=2,0";
    // A standard power held for a while (Falcon's Flight, Mist Form): the engine treats it as printed.
    QTest::newRow("Falcon's Flight: over the pit") << "held_flight.json"
                                                   << "error=none A1.at=4,2";
    QTest::newRow("1013.2 ...a pit bars it without") << "held_flight_unused.json"
                                                     << "error=1:1013.2 A1.at=2,2";
    QTest::newRow("Mist Form: insubstantial on the enemy's turn") << "held_insubstantial.json"
                                                                  << "error=none A1.hp=55 log=707.8.a";
    QTest::newRow("Aquaphobe: 5 damage for each river square entered") << "terrain_damage_river.json"
                                                                       << "error=none A1.at=5,2 A1.hp=70";
    QTest::newRow("Forest Walk: 6 squares through forest") << "forest_walk.json"
                                                           << "error=none A1.at=7,2";
    QTest::newRow("1010.2 forest costs 2 without it") << "forest_walk_elsewhere.json"
                                                      << "error=1:412.2.a A1.at=1,2";
    QTest::newRow("One With Nature: river terrain costs nothing extra") << "river_walk.json"
                                                                        << "error=none A1.at=7,2";
    QTest::newRow("One With Nature's control: river is difficult") << "river_walk_control.json"
                                                                   << "error=1:412.2.a A1.at=1,2";
    QTest::newRow("Hop: moves as if with Flight on its turn") << "flies_on_its_turn.json"
                                                              << "error=none A1.at=6,2";
    QTest::newRow("Hop's control: difficult terrain on foot") << "flies_on_its_turn_control.json"
                                                              << "error=1:412.2.a A1.at=1,2";
    QTest::newRow("Stable Footing: difficult terrain costs nothing extra") << "ignores_difficult_terrain.json"
                                                                           << "error=none A1.at=8,2";
    QTest::newRow("Rat Infestation: through an enemy's square") << "moves_through_enemies.json"
                                                                << "error=none A1.at=3,2";
    QTest::newRow("501.1 ...but not ending in it") << "moves_through_enemies_not_ending.json"
                                                   << "error=1:501.1 A1.at=1,2";
    // The Spell creatures: Guided (Cloud of Daggers) moves only while an Arcane ally sees it.
    QTest::newRow("Guided: its Arcane ally sees it") << "guided.json"
                                                     << "error=none A2.at=4,4";
    QTest::newRow("Guided: an invisible servant is still in its sight") << "guided_invisible.json"
                                                                        << "error=none A2.at=3,4";
    QTest::newRow("Guided: Immobilized behind a wall") << "guided_out_of_sight.json"
                                                       << "error=1:109.1 kind=illegal A2.at=3,4";
    QTest::newRow("Animated Weapon: destroyed with its last Arcane ally")
        << "animated_weapon.json"
        << "error=none A1.out=yes A2.out=yes vp.B=25";
    QTest::newRow("Conjuration: placed near its Arcane ally as the round ends")
        << "conjuration.json"
        << "error=none A2.at=3,6 log=811.1";
    QTest::newRow("Conjuration: within 6 squares only") << "conjuration_too_far.json"
                                                        << "error=3:811.1 kind=illegal A2.at=0,0";
    QTest::newRow("Conjuration 5: no Arcane ally of level 5, no place") << "conjuration_low_level.json"
                                                                        << "error=none A2.at=0,0 log=109.3";
    // Opportunity attacks card text forbids: Tumble (Halfling Rogue), Intimidating Presence (Orc Mauler),
    // Shortened Reach (Imp).
    QTest::newRow("Tumble: its move provokes none") << "tumble.json"
                                                    << "error=1:109.1 kind=illegal A1.at=4,4";
    QTest::newRow("Tumble: it moves away unharmed") << "tumble_away.json"
                                                    << "error=none A1.at=2,4 A1.hp=40";
    QTest::newRow("Intimidating Presence: none beside it") << "forbids_opportunity_attacks.json"
                                                           << "error=1:109.1 kind=illegal";
    QTest::newRow("Shortened Reach: it makes none") << "cannot_make_opportunity_attacks.json"
                                                    << "error=1:109.1 kind=illegal";
    // Towering (Frost Giant Reaver): through a Medium enemy and onto a statue (1020.4 bars others).
    QTest::newRow("Towering: through a Medium enemy onto a statue") << "towering.json"
                                                                    << "error=none A1.at=4,2";
    QTest::newRow("Ignore Puny Ones: not through a Large enemy") << "towering_large_enemy.json"
                                                                 << "error=1:500.2 A1.at=0,2";
    QTest::newRow("403.1.b a double move uses the attack") << "double_move.json" << "error=3:403.1 A1.at=8,8";
    QTest::newRow("412.3 a shift provokes nothing") << "shift.json" << "error=3:412.3.b A1.at=2,2 A1.hp=50";
    // Murderous (Gnoll Barbarian): next to the Man-at-Arms the Fighter Lord bloodied, it may attack only
    // that one and may not move.
    QTest::newRow("Murderous: not the unbloodied enemy") << "bloodlust_target.json"
                                                         << "error=4:109.1 B2.hp=50";
    QTest::newRow("Murderous: no moving away") << "bloodlust_move.json"
                                               << "error=4:109.1 A1.at=4,4";
    QTest::newRow("Murderous: the bloodied enemy it may attack") << "bloodlust_bloodied_target.json"
                                                                 << "error=none B1.hp=5";
    // Awareness (Hobgoblin Warrior): the shift away from it provokes its opportunity attack.
    // Responses: optional powers used at the moment an action gives (703.1, 415), with real cards.
    QTest::newRow("Cleave: the destroying Waraxe, then a basic attack")
        << "cleave.json"
        << "error=none B1.out=yes B2.hp=10 log=uses_Cleave";
    // Cumulative effects add up where identical effects otherwise count once (706.2.a).
    QTest::newRow("Inescapable Chill: two misses, then a 2 hits with +2") << "cumulative_attack.json"
                                                                          << "error=none B1.hp=30";
    QTest::newRow("Inescapable Chill: after one miss a 2 still misses") << "cumulative_attack_control.json"
                                                                        << "error=none B1.hp=50";
    QTest::newRow("Reaving Claw: two hits, -2 AC, then a 5 hits") << "cumulative_defence.json"
                                                                  << "error=none B1.hp=25";
    // What a creature's presence forbids those near it (card text), each beside the same action allowed.
    QTest::newRow("Intimidator: no Cleave beside the Thug") << "prohibited_immediate.json"
                                                            << "error=1:109.1 kind=illegal B1.hp=10";
    QTest::newRow("Intimidator: Cleave with the Thug away")
        << "prohibited_immediate_control.json"
        << "error=none B1.out=yes B2.hp=10 log=uses_Cleave";
    QTest::newRow("Close Attacker: no ranged attack at it beside an enemy")
        << "untargetable_ranged.json"
        << "error=1:109.1 kind=illegal B1.hp=35";
    QTest::newRow("Close Attacker: one when no enemy stands beside it") << "untargetable_ranged_control.json"
                                                                        << "error=none B1.hp=25";
    QTest::newRow("Vine Fetter: no shift beside the Vine") << "prohibited_shift.json"
                                                           << "error=1:109.1 kind=illegal A1.at=4,4";
    QTest::newRow("Vine Fetter: a power's shift moves it nowhere (Goblin Tactics)")
        << "prohibited_power_shift.json"
        << "error=none A1.at=3,2 log=moves_it_nowhere";
    QTest::newRow("Vine Fetter: a shift two squares away") << "prohibited_shift_control.json"
                                                           << "error=none A1.at=3,4";
    QTest::newRow("Disruptive Presence: no ranged attack within 2 squares")
        << "prohibited_ranged.json"
        << "error=1:109.1 kind=illegal B2.hp=10";
    QTest::newRow("Disruptive Presence: one from 3 squares") << "prohibited_ranged_control.json"
                                                             << "error=none B2.out=yes";
    // 603.2: the target's allies answer its designation, before the roll.
    QTest::newRow("Reactive Blink: out of reach before the roll")
        << "targeted_teleport.json"
        << "error=none B1.hp=40 B1.at=8,4 log=603.2";
    QTest::newRow("Fade Away: that attack misses") << "targeted_misses.json"
                                                   << "error=none B1.hp=20 log=instead";
    QTest::newRow("Psionic Ablation: -10 damage on that attack") << "targeted_less_damage.json"
                                                                 << "error=none B1.hp=10";
    QTest::newRow("Quick-Footed: +4 AC against the opportunity attack") << "targeted_opportunity_ac.json"
                                                                        << "error=none A1.hp=20 A1.at=2,4";
    QTest::newRow("Agile Leap: the opportunity attack declared against it misses")
        << "targeted_opportunity_misses.json"
        << "error=none A1.hp=35 A1.at=2,4";
    QTest::newRow("Agile Leap unused: the opportunity attack hits")
        << "targeted_opportunity_misses_unused.json"
        << "error=none A1.hp=20 A1.at=2,4";
    QTest::newRow("Agile Leap: no moment against an attack that is no opportunity attack")
        << "targeted_opportunity_misses_not_other_attacks.json"
        << "error=2:703.1 A1.hp=35";
    QTest::newRow("Stalker: +2 Attack and +5 Damage against a target with no other creature beside it")
        << "alone_target_bonus.json"
        << "error=none B1.hp=30";
    QTest::newRow("Stalker: nothing when another creature stands beside the target")
        << "alone_target_bonus_control.json"
        << "error=none B1.hp=50";
    QTest::newRow("Apply Poison: declared with the attack, its hit adds ongoing 5 poison damage")
        << "declared_hit_rider.json"
        << "error=none B1.hp=40 B1.conditions=ongoing5poison";
    QTest::newRow("Apply Poison: a miss adds nothing, and the use is spent")
        << "declared_hit_rider_miss.json"
        << "error=none B1.hp=50 B1.conditions=none log=uses_Apply_Poison";
    QTest::newRow("Power from Stone: +2 attack and +10 damage while adjacent to a wall")
        << "declared_beside_wall.json"
        << "error=none B1.hp=35";
    QTest::newRow("Power from Stone: no moment away from a wall") << "declared_beside_wall_away.json"
                                                                  << "error=1:703.1 B1.hp=50";
    QTest::newRow("Phalanx Fighting: +2 AC against the attack while an ally stands beside it")
        << "targeted_beside_ally.json"
        << "error=none A1.hp=30";
    QTest::newRow("Phalanx Fighting: no ally beside it, no bonus") << "targeted_beside_ally_alone.json"
                                                                   << "error=none A1.hp=15";
    QTest::newRow("Bodyguard: the attack is redirected to it") << "bodyguard.json"
                                                               << "error=none B1.hp=50 B2.hp=50 log=603.2.a";
    QTest::newRow("Bodyguard: not used without a response") << "bodyguard_declined.json"
                                                            << "error=none B1.hp=40 B2.hp=60";
    QTest::newRow("Bodyguard: not against an attack that ignores redirects") << "bodyguard_ignored.json"
                                                                             << "error=1:703.1 kind=illegal";
    QTest::newRow("Bodyguard: only beside the ally targeted") << "bodyguard_not_adjacent.json"
                                                              << "error=1:703.1 kind=illegal B1.hp=50";
    QTest::newRow("Body Shield: the attack turns to the Immobilized enemy beside it")
        << "body_shield.json"
        << "error=none A2.hp=40 B1.hp=35 log=is_redirected_to_A2";
    QTest::newRow("Body Shield: no Immobilized enemy beside it, no moment")
        << "body_shield_not_immobilized.json"
        << "error=2:703.1 kind=illegal";
    QTest::newRow("Body Shield: spent, until the Choker hits with its basic attack")
        << "choker_spent.json"
        << "error=10:703.5 kind=illegal";
    QTest::newRow("Body Shield: recharged by a hit with its basic attack")
        << "choker_recharge.json"
        << "error=none A2.hp=20 B1.hp=35 log=recharges_Body_Shield";
    QTest::newRow("Noncombatant: the player picks the Goblin ally")
        << "redirect_pick.json"
        << "error=none B1.hp=30 B2.hp=15 B3.hp=15";
    QTest::newRow("Noncombatant: two Goblin allies beside it need a pick") << "redirect_pick_missing.json"
                                                                           << "error=1:603.2.a kind=illegal";
    QTest::newRow("Noncombatant: never the attacker") << "redirect_pick_wrong.json"
                                                      << "error=1:603.2.a kind=illegal";
    QTest::newRow("Noncombatant: one Goblin ally beside it needs no pick")
        << "redirect_one_candidate.json"
        << "error=none B1.hp=30 B2.out=yes B3.hp=50";
    QTest::newRow("Noncombatant: a Human ally is no Goblin") << "redirect_wrong_kind.json"
                                                             << "error=1:703.1 kind=illegal";
    QTest::newRow("Focused: its attacks are not redirected") << "redirect_focused.json"
                                                             << "error=1:703.1 kind=illegal";
    QTest::newRow("Stuck on You: the attack turns to another enemy beside the Mimic")
        << "stuck_on_you.json"
        << "error=none A2.hp=45 B1.hp=60";
    QTest::newRow("Bodyguard worded 'attacks an adjacent ally'") << "merchant_bodyguard.json"
                                                                 << "error=none B1.hp=50 B2.hp=15";
    QTest::newRow("Prideful: attacks against it are not redirected") << "merchant_bodyguard_prideful.json"
                                                                     << "error=1:703.1 kind=illegal";
    QTest::newRow("Set Against Charge: the charger takes 10 as it comes beside, then attacks")
        << "set_against_charge.json"
        << "error=none A1.hp=40 A1.at=4,4 log=enters_[4,4]";
    QTest::newRow("Set Against Charge: a move is no charge") << "set_against_charge_moving.json"
                                                             << "error=1:703.1 kind=illegal";
    QTest::newRow("Set Spear: an opportunity attack against the charger") << "set_spear.json"
                                                                          << "error=none A1.hp=40 B1.hp=30";
    QTest::newRow("Set Spear: its one opportunity attack this turn (612.1.a)")
        << "set_spear_then_reaction.json"
        << "error=1:612.1.a kind=illegal";
    QTest::newRow("Set Spear declined: the opportunity attack as the charger walks on")
        << "set_spear_declined_reaction.json"
        << "error=none A1.hp=40 log=an_opportunity_attack_(Spear)";
    QTest::newRow("Bodyguard: not onto a creature the burst targets already (603.1.d)")
        << "redirect_burst_both_targets.json"
        << "error=1:703.1 kind=illegal";
    QTest::newRow("Bodyguard: a burst turned onto a guard outside it") << "redirect_burst_outside.json"
                                                                       << "error=none B1.hp=50 B2.hp=20";
    QTest::newRow("Ready Hammer: a melee attack as an enemy steps beside it")
        << "ready_hammer.json"
        << "error=none A1.hp=30 A1.at=4,4";
    QTest::newRow("Arrest: Immobilized as it steps beside, the move stops there")
        << "arrest.json"
        << "error=none A1.at=4,4 A1.conditions=Immobilized";
    QTest::newRow("First Edition Spear: a square exactly 2 squares away") << "exactly_two_squares.json"
                                                                          << "error=none A1.hp=40 A1.at=3,4";
    QTest::newRow("First Edition Spear: 3 squares away is not 2") << "exactly_two_squares_passed.json"
                                                                  << "error=1:703.1 kind=illegal";
    QTest::newRow("Hyena: both end once the target is no longer beside it")
        << "hyena_apart.json"
        << "error=none B1.hp=35 B1.conditions=none log=109.1";
    QTest::newRow("Hyena: still beside it, both go on")
        << "hyena_still_adjacent.json"
        << "error=none B1.hp=35 B1.conditions=Slowed,ongoing5untyped";
    QTest::newRow("Tentacle Claw: Immobilized ends 4 squares away")
        << "grab_four_squares_away.json"
        << "error=none B1.conditions=none A1.at=1,4";
    QTest::newRow("Tentacle Claw: 3 squares away, still Immobilized")
        << "grab_three_squares_away.json"
        << "error=none B1.conditions=Immobilized";
    QTest::newRow("Militia Guard: the hit on the ally beside it is its own")
        << "militia_guard.json"
        << "error=none B1.hp=50 B2.hp=20 log=is_redirected_to_B2";
    QTest::newRow("Militia Guard: a miss is no hit to take") << "militia_guard_missed.json"
                                                             << "error=1:703.1 kind=illegal";
    QTest::newRow("Militia Guard: only an adjacent ally's") << "militia_guard_not_adjacent.json"
                                                            << "error=1:703.1 kind=illegal";
    QTest::newRow("Tribal Leader: the hit turns to the Minotaur ally beside it")
        << "tribal_leader.json"
        << "error=none B1.hp=80 B2.hp=30";
    QTest::newRow("Tribal Leader: no Minotaur ally beside it") << "tribal_leader_no_minotaur.json"
                                                               << "error=1:703.1 kind=illegal";
    QTest::newRow("Tough to Kill: an 11+ leaves it 5 HP") << "tough_to_kill.json"
                                                          << "error=none B1.hp=5 log=rolls_14";
    QTest::newRow("Tough to Kill: a 6 does not") << "tough_to_kill_fails.json"
                                                 << "error=none B1.out=yes";
    QTest::newRow("Tough to Kill: Fragile's destruction is not 0 HP")
        << "invented/fragile_not_reduced_to_zero.json"
        << "error=none B1.out=yes";
    QTest::newRow("Tough to Kill: beside Fragile, 0 HP still rolls")
        << "invented/reduced_to_zero_survives.json"
        << "error=none B1.hp=5";
    QTest::newRow("Tough to Kill: its d20 is asked for") << "tough_to_kill_roll_needed.json"
                                                         << "error=1:109.1 kind=missing-roll";
    QTest::newRow("Skullcleaver: its basic attack is a critical hit, no roll")
        << "skullcleaver.json"
        << "error=none B1.hp=40 log=card-critical";
    QTest::newRow("Skullcleaver: declined, the attack rolls") << "skullcleaver_declined.json"
                                                              << "error=none B1.hp=50";
    QTest::newRow("Skullcleaver: only its basic attack") << "skullcleaver_not_basic.json"
                                                         << "error=1:703.1 kind=illegal";
    QTest::newRow("Skulking Strike: +15 while invisible to its target") << "skulking_strike.json"
                                                                        << "error=none B1.hp=35";
    QTest::newRow("Skulking Strike: seen, no bonus") << "skulking_strike_seen.json"
                                                     << "error=none B1.hp=50";
    QTest::newRow("Consumption: the spent Withering Ray comes back") << "recharge_named.json"
                                                                     << "error=none A1.hp=55 B1.hp=50";
    QTest::newRow("Consumption: nothing spent, nothing recharged") << "recharge_named_none_spent.json"
                                                                   << "error=none A1.hp=55 log=no_spent";
    QTest::newRow("Consumption: both spent, which one is asked") << "recharge_named_both_spent.json"
                                                                 << "error=6:703.5.a kind=bad-input";
    QTest::newRow("Consumption: a pick that is not spent is refused") << "recharge_named_not_spent.json"
                                                                      << "error=2: kind=bad-input";
    QTest::newRow("Consumption: both spent, the one named")
        << "recharge_named_both_spent_chosen.json"
        << "error=none A1.hp=55 log=recharges_Withering_Ray";
    QTest::newRow("Defender: its strike destroys the attacker first") << "defender.json"
                                                                      << "error=none A1.out=yes B1.hp=50";
    QTest::newRow("Defender: then the attack goes on") << "defender_then_attack.json"
                                                       << "error=none A1.hp=10 B1.hp=40";
    QTest::newRow("Cleave: not used without a response") << "cleave_declined.json"
                                                         << "error=none B1.out=yes B2.hp=20";
    QTest::newRow("703.1 a miss gives Cleave no moment") << "cleave_no_moment.json"
                                                         << "error=1:703.1 kind=illegal B1.hp=10";
    QTest::newRow("415.1.a one immediate action a turn") << "cleave_twice.json"
                                                         << "error=1:415.1.a kind=illegal B1.hp=10";
    QTest::newRow("Cleave: its target from \"further\"") << "cleave_two_targets.json"
                                                         << "error=none B1.out=yes B2.hp=20 B3.hp=10";
    QTest::newRow("Cleave after a charge's basic attack") << "cleave_after_charge.json"
                                                          << "error=none B1.out=yes B2.hp=10";
    QTest::newRow("a response names a power the creature has")
        << "response_unknown_power.json"
        << "error=1: kind=bad-input message=responses[0].use";
    QTest::newRow("Cleave making \"a {m} attack\": the Club") << "cleave_melee_attack.json"
                                                              << "error=none B1.out=yes B2.hp=10";
    QTest::newRow("Cleave making \"a {m} attack\": not the ranged Evil Eye")
        << "cleave_ranged_attack_named.json"
        << "error=1: kind=bad-input message=responses[0].attack";
    QTest::newRow("Cleave makes its basic attack: no \"attack\" to choose")
        << "response_attack_without_choice.json"
        << "error=1: kind=bad-input message=responses[0].attack";
    QTest::newRow("704.2 Devour Brain heals by itself") << "devour_brain.json"
                                                        << "error=none B1.out=yes A1.hp=65 log=704.2";
    // Powers answering the creature's own hit (415.2.c), with real cards.
    QTest::newRow("Hobbling Strike: its opportunity attack also Slows")
        << "hit_rider_opportunity.json"
        << "error=none A1.conditions=Slowed A1.hp=25";
    QTest::newRow("Hobbling Strike: not without a response") << "hit_rider_declined.json"
                                                             << "error=none A1.conditions=none A1.hp=25";
    QTest::newRow("704.2 Paralyzing Charge immobilizes by itself") << "hit_rider_charge.json"
                                                                   << "error=none B1.conditions=Immobilized";
    QTest::newRow("806.4 Smite: +10 radiant damage on the hit") << "hit_rider_damage.json"
                                                                << "error=none B1.hp=25";
    QTest::newRow("704.2 Goring Charge: +10 damage and Immobilized on a charge hit")
        << "hit_rider_charge_damage.json"
        << "error=none B1.hp=10 B1.conditions=Immobilized";
    QTest::newRow("Agility: a shift once its melee hit is resolved") << "hit_own_shift.json"
                                                                     << "error=none A1.at=2,2 B1.hp=30";
    QTest::newRow("703.1 Agility: a miss gives it no moment") << "hit_own_shift_on_miss.json"
                                                              << "error=1: kind=bad-input A1.at=3,2";
    QTest::newRow("Confidence: the Goblin Folk Hero heals 15 when it hits") << "hit_own_heal.json"
                                                                            << "error=none A1.hp=40 B1.hp=20";
    QTest::newRow("Mobile Melee Attack: a shift after its melee attack, even a miss")
        << "attack_resolved_shift.json"
        << "error=none A1.at=2,2 B1.hp=35";
    // Powers used as the creature declares an attack, before its roll, with real cards.
    QTest::newRow("Wand of Accuracy: +5 Attack on the Dagger attack") << "declared_attack_bonus.json"
                                                                      << "error=none B1.hp=25";
    QTest::newRow("Wand of Accuracy: not without a response") << "declared_attack_bonus_declined.json"
                                                              << "error=none B1.hp=35";
    QTest::newRow("Psychic Burst: +15 psychic damage against a living target")
        << "declared_attack_living.json"
        << "error=none B1.hp=5";
    QTest::newRow("703.1 Psychic Burst: no moment against an Undead") << "declared_attack_not_living.json"
                                                                      << "error=1:703.1 B1.hp=30";
    // Powers answering a hit on the creature, before its damage (415.2.c), with real cards.
    QTest::newRow("Blaze of Instinct: the hit misses instead") << "hit_by_misses_instead.json"
                                                               << "error=none A1.hp=75 log=instead";
    QTest::newRow("Blaze of Instinct: not without a response") << "hit_by_misses_instead_declined.json"
                                                               << "error=none A1.hp=60";
    QTest::newRow("Parry: a miss while it is not bloodied") << "hit_by_parry.json"
                                                            << "error=none A1.hp=45";
    QTest::newRow("703.1 Parry: no moment once it is bloodied") << "hit_by_parry_bloodied.json"
                                                                << "error=4:703.1 A1.hp=15";
    QTest::newRow("Dragonborn Resolve: 10 less damage from the hit") << "hit_by_less_damage.json"
                                                                     << "error=none A1.hp=55";
    QTest::newRow("Flame Shield: the adjacent enemy that hits it takes 5 fire damage")
        << "hit_by_flame_shield.json"
        << "error=none A1.hp=65 B1.hp=60";
    QTest::newRow("703.1 Flame Shield: no moment for a hit from 2 squares away")
        << "hit_by_flame_shield_reach.json"
        << "error=2:703.1 A1.hp=80";
    // Powers answering a miss of the creature, with real cards.
    QTest::newRow("Goblin Tactics: a shift when a {m} attack misses it") << "miss_shift.json"
                                                                         << "error=none A1.at=2,2";
    QTest::newRow("Goblin Tactics: not without a response") << "miss_shift_declined.json"
                                                            << "error=none A1.at=3,2";
    QTest::newRow("Goblin Tactics: its shift needs a path") << "miss_shift_no_path.json"
                                                            << "error=2: kind=bad-input message=forced.A1";
    QTest::newRow("703.1 Goblin Tactics: a hit gives it no moment") << "miss_shift_on_hit.json"
                                                                    << "error=2:703.1 A1.at=3,2";
    QTest::newRow("Goblin Tactics on an enemy's charge: the path in the charge's \"forced\"")
        << "miss_shift_charge.json"
        << "error=none A1.at=2,2";
    QTest::newRow("109.3 shifted off its path by Goblin Tactics, its move stops there")
        << "miss_shift_stops_move.json"
        << "error=none A1.at=3,3 log=109.3";
    QTest::newRow("Evil Eye: the Cyclops strikes back at the enemy that missed it") << "miss_strike_back.json"
                                                                                    << "error=none B1.hp=15";
    QTest::newRow("Retributive Strike: back at the adjacent enemy after its miss")
        << "attacked_by_retributive_strike.json"
        << "error=none A1.hp=40 B1.hp=40";
    QTest::newRow("Retributive Strike: none at an enemy afar")
        << "attacked_by_retributive_strike_from_afar.json"
        << "error=2:703.1 A1.hp=40 B1.hp=30";
    QTest::newRow("Snapping Rebuke: back after a hit") << "attacked_by_snapping_rebuke.json"
                                                       << "error=none A1.hp=15 B1.hp=40";
    QTest::newRow("Snapping Rebuke: none after a miss") << "attacked_by_snapping_rebuke_miss.json"
                                                        << "error=2:703.1 A1.hp=30 B1.hp=50";
    QTest::newRow("Entrap Attacker: the attacker that missed is Immobilized")
        << "missed_by_entraps.json"
        << "error=none B1.conditions=Immobilized";
    QTest::newRow("Entrap Attacker: no moment on a hit") << "missed_by_entraps_hit.json"
                                                         << "error=2:703.1 B1.conditions=none";
    QTest::newRow("Thunderblast Shield: the attacker takes 10, then -2 AC for it")
        << "hit_by_two_effects.json"
        << "error=none A1.hp=40 B1.hp=40 log=has_-2_AC";
    QTest::newRow("Displacing Strike: a teleport, then a {b} attack")
        << "missed_by_teleport_then_attack.json"
        << "error=none A1.at=6,6 B1.conditions=ongoing10poison";
    QTest::newRow("703.5 Evil Eye's one use is spent") << "miss_strike_back_no_use_left.json"
                                                       << "error=4:703.5";
    QTest::newRow("704.2 Ice Spikes: an adjacent enemy's miss costs it 15, a distant one's nothing")
        << "miss_automatic_damage.json"
        << "error=none B1.hp=20 B2.hp=35";
    // Powers answering the creature's own destruction (415.2.b, 415.3), with real cards.
    QTest::newRow("415.2.b Dire Boar's Death Strike: its Gore before it leaves the map")
        << "destroyed_strike.json"
        << "error=none A1.hp=20 B1.out=yes log=415.2.b";
    QTest::newRow("Death Strike's Gore can miss") << "destroyed_strike_miss.json"
                                                  << "error=none A1.hp=35 B1.out=yes";
    QTest::newRow("Last Laugh: each adjacent creature takes 10, on both sides")
        << "destroyed_damage_around.json"
        << "error=none A1.hp=25 A2.hp=35 B2.hp=25 B1.out=yes";
    QTest::newRow("Death Flash: destroyed, it Dazes the adjacent enemy and ally, not the ally afar")
        << "destroyed_dazes_around.json"
        << "error=none B1.conditions=Dazed A2.conditions=Dazed A3.conditions=none";
    QTest::newRow("Death Shape: the enemy that destroys it is Dazed") << "destroyed_by_enemy.json"
                                                                      << "error=none B1.conditions=Dazed";
    QTest::newRow("Death Shape: an enemy that only hits it is not")
        << "destroyed_by_enemy_control.json"
        << "error=none A1.hp=40 B1.conditions=none";
    // Victory points a destruction scores besides its cost (105.3.a).
    QTest::newRow("Bounty: an enemy champion destroyed, +10 VP") << "destroys_scores_vp.json"
                                                                 << "error=none B1.out=yes vp.A=38";
    QTest::newRow("Bounty: a plain enemy, its cost only") << "destroys_scores_vp_control.json"
                                                          << "error=none B1.out=yes vp.A=14";
    QTest::newRow("Taking Heads: an Orc destroyed, +5 VP") << "destroys_kind_scores_vp.json"
                                                           << "error=none B1.out=yes vp.A=13";
    QTest::newRow("Taking Heads: an Orc champion, +10 VP instead") << "destroys_kind_scores_vp_champion.json"
                                                                   << "error=none B1.out=yes vp.A=31";
    QTest::newRow("Taking Heads: no moment for a Human") << "destroys_kind_scores_vp_control.json"
                                                         << "error=1:703.1 B1.hp=5 vp.A=0";
    QTest::newRow("Universally Hated: +5 VP for a level 9 or lower destroyer")
        << "worth_more.json"
        << "error=none B1.out=yes vp.A=38";
    QTest::newRow("Universally Hated: its cost only for a level 12 one") << "worth_more_control.json"
                                                                         << "error=none B1.out=yes vp.A=33";
    QTest::newRow("Slayer of Domiel: the first enemy eliminated scores double, the second not")
        << "first_elimination_doubled.json"
        << "error=none B2.out=yes vp.A=9";
    QTest::newRow("Doomed Soul: her opponent scores +5 VP") << "destroyed_scores_vp.json"
                                                            << "error=none A1.out=yes vp.B=32";
    // Who holds a victory area (105.4.a) as the cards say, and the points of powers used as the round ends.
    QTest::newRow("Hoarder: an enemy beside it holds no victory area") << "area_denied.json"
                                                                       << "error=none vp.A=0";
    QTest::newRow("Hoarder: an enemy away from it does") << "area_denied_control.json"
                                                         << "error=none vp.A=10";
    QTest::newRow("Distracting Presence: nor does an enemy in its aura") << "area_denied_aura.json"
                                                                         << "error=none vp.A=0";
    QTest::newRow("Terrain Mastery: holds a victory area it stands beside") << "area_beside.json"
                                                                            << "error=none vp.A=10";
    QTest::newRow("Terrain Mastery: a creature without it does not") << "area_beside_control.json"
                                                                     << "error=none vp.A=0";
    QTest::newRow("Covert Agent: 10 VP alone in its victory area") << "end_of_round_vp.json"
                                                                   << "error=none vp.A=20";
    QTest::newRow("Covert Agent: no moment with an enemy in the area") << "end_of_round_vp_not_alone.json"
                                                                       << "error=2:703.1 kind=illegal vp.A=0";
    QTest::newRow("Debt Repaid: 5 VP, then 5 damage to itself") << "end_of_round_vp_damage.json"
                                                                << "error=none vp.A=15 A1.hp=15";
    // Powers held or used only where the creature stands (1000.7, 1001.3), with real cards and controls.
    QTest::newRow("River Ghost: invisible afar while in river terrain") << "situational_river.json"
                                                                        << "error=1:804.4.f A1.hp=45";
    QTest::newRow("River Ghost: seen on clear ground") << "situational_river_control.json"
                                                       << "error=none A1.hp=35";
    QTest::newRow("Wandering Warrior: +2 Attack, +5 Damage in a victory area") << "standing_victory_area.json"
                                                                               << "error=none B1.hp=30";
    QTest::newRow("Wandering Warrior: none outside") << "standing_victory_area_control.json"
                                                     << "error=none B1.hp=35";
    QTest::newRow("Focused Attack: +5 damage on an area holding one enemy") << "sole_enemy_target.json"
                                                                            << "error=none B1.hp=30";
    QTest::newRow("Focused Attack: none on an area holding two") << "sole_enemy_target_control.json"
                                                                 << "error=none B1.hp=35 B2.hp=35";
    QTest::newRow("Iron Bulwark recharges when a {m} attack misses the Soldier")
        << "recharge_missed_by_melee.json"
        << "error=none log=recharges_Iron_Bulwark";
    QTest::newRow("Iron Bulwark: not when it is hit") << "recharge_missed_by_melee_control.json"
                                                      << "error=none nolog=recharges";
    QTest::newRow("Lifeleech recharges when it reduces its Stunned target to 0 HP")
        << "recharge_attack_destroys.json"
        << "error=none B1.out=yes log=recharges_Lifeleech";
    QTest::newRow("Lifeleech: not when the target lives") << "recharge_attack_destroys_control.json"
                                                          << "error=none B1.hp=5 nolog=recharges";
    QTest::newRow("Mind Blast recharges when the Telepath destroys a Stunned creature")
        << "recharge_destroys_stunned.json"
        << "error=none B1.out=yes log=recharges_Mind_Blast";
    QTest::newRow("Mind Blast: not for an unstunned one") << "recharge_destroys_stunned_control.json"
                                                          << "error=none B1.out=yes nolog=recharges";
    QTest::newRow("Crashing Wave recharges when an enemy ends its turn beside it")
        << "recharge_enemy_ends_adjacent.json"
        << "error=none B1.at=4,4 log=recharges_Crashing_Wave";
    QTest::newRow("Crashing Wave: not when the enemy ends away")
        << "recharge_enemy_ends_adjacent_control.json"
        << "error=none B1.at=7,4 nolog=recharges";
    QTest::newRow("Wither recharges when a Weakened creature is destroyed")
        << "invented/recharge_weakened_destroyed.json"
        << "error=none B1.out=yes log=recharges_Wither";
    QTest::newRow("Wither: not for a creature that is not Weakened")
        << "invented/recharge_weakened_destroyed_control.json"
        << "error=none B1.out=yes nolog=recharges";
    QTest::newRow("Deceptive Strike recharges when it misses with a {m} attack")
        << "recharge_misses_with_melee.json"
        << "error=none B1.hp=45 log=recharges_Deceptive_Strike";
    QTest::newRow("Deceptive Strike: not when it hits") << "recharge_misses_with_melee_control.json"
                                                        << "error=none B1.hp=20 nolog=recharges";
    QTest::newRow("806.3.a \"vs. AC OR vs. Fortitude\": against the lower, Fortitude")
        << "alternative_defence.json"
        << "error=none B1.hp=45 log=vs_Fortitude_17";
    QTest::newRow("806.3.a \"vs. AC OR vs. Fortitude\": cover makes AC the harder, so Fortitude")
        << "alternative_defence_cover.json"
        << "error=none B1.hp=30 log=vs_Fortitude_17";
    QTest::newRow("806.3.a \"vs. AC OR vs. Fortitude\": against the lower, AC")
        << "alternative_defence_control.json"
        << "error=none B1.hp=50 log=vs_AC_20";
    QTest::newRow("Requires Discipline: +the warband's highest Champion rating to {m} attacks")
        << "champion_rating_attack.json"
        << "error=none B1.hp=40 log=+3_effect";
    QTest::newRow("Requires Discipline: nothing without a champion") << "champion_rating_attack_control.json"
                                                                     << "error=none B1.hp=55";
    QTest::newRow("Blood Syphon: the adjacent enemy its player picks takes 5 damage as its turn begins")
        << "start_of_turn_one_enemy.json"
        << "error=none B1.hp=55 B2.hp=50";
    QTest::newRow("Blood Syphon: with two enemies beside it, the pick is asked")
        << "start_of_turn_one_enemy_unchosen.json"
        << "error=1:703.1 kind=illegal B1.hp=55 B2.hp=55";
    QTest::newRow("Fade from View: Hide as the Gnome ends its turn in difficult terrain")
        << "end_of_turn_hide.json"
        << "error=none A1.modifiers=1Hide log=has_Hide_(StartOfNextTurn)";
    QTest::newRow("Fade from View: not elsewhere") << "end_of_turn_hide_elsewhere.json"
                                                   << "error=1:703.1 kind=illegal nolog=has_Hide";
    QTest::newRow("Blood Syphon: the one enemy beside it needs no choice named")
        << "start_of_turn_one_enemy_lone.json"
        << "error=none B1.hp=50";
    QTest::newRow("Sweeping Chain recharges when Rask bloodies an enemy")
        << "recharge_bloodies_enemy_any.json"
        << "error=none B1.hp=15 log=recharges_Sweeping_Chain";
    QTest::newRow("Sweeping Chain: not when the enemy stays unbloodied")
        << "recharge_bloodies_enemy_any_control.json"
        << "error=none B2.hp=35 nolog=recharges";
    QTest::newRow("Jump Kick on a charge that ends where the Monk's turn began")
        << "charge_moved_from_start.json"
        << "error=2:109.1 kind=illegal B1.hp=55";
    QTest::newRow("Constriction: each adjacent Immobilized enemy takes 10, the other none")
        << "start_of_turn_immobilized_enemies.json"
        << "error=none B1.hp=35 B2.hp=55";
    QTest::newRow("Death Blow recharges when the Fighter bloodies an enemy with an attack")
        << "recharge_bloodies_enemy.json"
        << "error=none B3.out=yes log=recharges_Death_Blow";
    QTest::newRow("\"… bloodied with an attack\": not by damage its hit's answer deals to another")
        << "invented/recharge_bloodies_not_by_the_attack.json"
        << "error=none B1.hp=50 B3.hp=5 nolog=recharges";
    QTest::newRow("Death Blow: not when its hit leaves the enemy unbloodied")
        << "recharge_bloodies_enemy_control.json"
        << "error=21:701.2 kind=illegal B2.hp=40 nolog=recharges";
    QTest::newRow("Throatslitter recharges once the Goblin moves 3 squares in its turn")
        << "recharge_moves_three.json"
        << "error=none B1.hp=30 log=recharges_Throatslitter";
    QTest::newRow("Throatslitter: not after 2 squares")
        << "recharge_moves_three_control.json"
        << "error=7:701.2 kind=illegal B1.hp=40 nolog=recharges";
    QTest::newRow("413.3.a a charge makes its attack with a power usable on charge")
        << "charge_usable_power.json"
        << "error=none B1.hp=40 A1.at=4,4 log=1_charge";
    QTest::newRow("413.3.a a charge's power makes its 2 attacks, each +1")
        << "charge_usable_power_two_attacks.json"
        << "error=none B1.hp=25 log=1_charge";
    QTest::newRow("413.3.a a charge makes no other power's attack")
        << "charge_basic_only_power.json"
        << "error=1:413.3.a kind=illegal B1.hp=55 A1.at=2,4";
    QTest::newRow("Goring Charge: made by a charge") << "charge_only_power.json"
                                                     << "error=none B1.hp=25 B1.at=7,2";
    QTest::newRow("Goring Charge: no attack action of its own") << "charge_only_power_control.json"
                                                                << "error=1:109.1 kind=illegal B1.hp=55";
    QTest::newRow("Jump Kick once the Monk has moved from where its turn began")
        << "moved_from_start_power.json"
        << "error=none B1.hp=40";
    QTest::newRow("Jump Kick: not before it has moved") << "moved_from_start_power_control.json"
                                                        << "error=1:109.1 kind=illegal B1.hp=55";
    QTest::newRow("Hunger of the Abyss recharges when its {b} attack misses")
        << "recharge_misses_with_basic.json"
        << "error=none B1.hp=50 log=recharges_Hunger_of_the_Abyss";
    QTest::newRow("Hunger of the Abyss: not when it hits") << "recharge_misses_with_basic_control.json"
                                                           << "error=none B1.hp=35 nolog=recharges";
    QTest::newRow("Elf Archer: +2 after moving 4 squares, a power printing no name")
        << "moved_away_unnamed_power.json"
        << "error=none B1.hp=40";
    QTest::newRow("Elf Archer: none after 3") << "moved_away_unnamed_power_control.json"
                                              << "error=none B1.hp=50";
    QTest::newRow("Burst of Speed: +3 Speed until end of its turn") << "use_speed_on_its_turn.json"
                                                                    << "error=none A1.at=4,9";
    QTest::newRow("Burst of Speed: 7 squares without it") << "use_speed_on_its_turn_control.json"
                                                          << "error=1:412.2.a A1.at=1,2";
    QTest::newRow("Dinner's On: a teleport beside a bloodied enemy") << "beside_teleport.json"
                                                                     << "error=none A1.at=4,4";
    QTest::newRow("Dinner's On: not beside an unbloodied one") << "beside_teleport_unbloodied.json"
                                                               << "error=5:109.1 A1.at=1,2";
    QTest::newRow("Shadow Jump: a teleport to a square beside a wall") << "beside_wall_teleport.json"
                                                                       << "error=none A1.at=5,2";
    QTest::newRow("Shadow Jump: not away from walls") << "beside_wall_teleport_away.json"
                                                      << "error=1:109.1 A1.at=2,2";
    QTest::newRow("From the Shadows: a teleport ending beside an enemy") << "beside_enemy_teleport.json"
                                                                         << "error=none A1.at=4,2";
    QTest::newRow("From the Shadows: not away from enemies") << "beside_enemy_teleport_away.json"
                                                             << "error=1:109.1 A1.at=1,2";
    QTest::newRow("Riposte: a {b} attack back as an adjacent enemy attempts a {m} attack")
        << "targeted_riposte.json"
        << "error=none A1.hp=30 B1.hp=30";
    QTest::newRow("Riposte: none against a ranged attack from afar") << "targeted_riposte_ranged.json"
                                                                     << "error=2:703.1 A1.hp=45 B1.hp=30";
    QTest::newRow("Astral Assault: a teleport, then a {b} attack") << "use_teleport_then_attack.json"
                                                                   << "error=none A1.at=4,2 B1.hp=35";
    QTest::newRow("Psionic Fury: 5 damage to itself, then +10 Damage") << "use_self_damage_then_bonus.json"
                                                                       << "error=none A1.hp=25 B1.hp=30";
    QTest::newRow("Psionic Fury's control: the same attack without it")
        << "use_self_damage_then_bonus_control.json"
        << "error=none A1.hp=30 B1.hp=40";
    QTest::newRow(
        "Sloughing Flesh: 15 damage to itself (Vulnerable 5 All), then an adjacent target Immobilized")
        << "use_self_damage_then_enemy.json"
        << "error=none A1.hp=80 B1.conditions=Immobilized";
    QTest::newRow("Reassembling Bones: not destroyed, 5 HP and Immobilized instead")
        << "destroyed_survives.json"
        << "error=none A1.hp=5 A1.out=no A1.conditions=Immobilized vp.B=0";
    QTest::newRow("Reassembling Bones: once, its use spent") << "destroyed_survives_once.json"
                                                             << "error=none A1.out=yes vp.B=4 winner=B";
    QTest::newRow("Killstroke cannot score a critical hit: a natural 20 only hits") << "no_critical_hit.json"
                                                                                    << "error=none B1.hp=15";
    QTest::newRow("Great Axe: the same natural 20 doubles its damage") << "no_critical_hit_control.json"
                                                                       << "error=none B1.hp=5";
    QTest::newRow("Reaping Scythe: a critical hit triples the printed damage")
        << "critical_triple_damage.json"
        << "error=none B1.hp=35";
    QTest::newRow("Reaping Scythe: a hit that is no critical deals the printed damage")
        << "critical_triple_damage_control.json"
        << "error=none B1.hp=45";
    QTest::newRow("Fragile: a critical hit destroys it before the hit's damage")
        << "critical_fragile.json"
        << "error=none B1.out=yes vp.A=11 log=destroyed_by_a_critical_hit";
    QTest::newRow("Fragile: the attacker's own shift on the hit still happens")
        << "critical_fragile_attacker_effect.json"
        << "error=none B1.out=yes A1.at=3,4";
    QTest::newRow("Fragile: a hit that is no critical only damages it") << "critical_fragile_control.json"
                                                                        << "error=none B1.hp=25 B1.out=no";
    QTest::newRow("Fortified: Resist 10 All against a critical hit") << "critical_resist_all.json"
                                                                     << "error=none B1.hp=20";
    QTest::newRow("Fortified: no resistance against a hit that is no critical")
        << "critical_resist_all_control.json"
        << "error=none B1.hp=30";
    QTest::newRow("Fortified: -10 damage against a critical hit") << "critical_damage_reduction.json"
                                                                  << "error=none B1.hp=35";
    QTest::newRow("Divinian: a critical hit deals no extra damage") << "critical_no_extra_damage.json"
                                                                    << "error=none B1.hp=125";
    QTest::newRow("Sacrificial Strike: +10 damage on a critical hit, after doubling")
        << "critical_bonus_damage.json"
        << "error=none B1.hp=20";
    QTest::newRow("Sacrificial Strike: nothing on a hit that is no critical")
        << "critical_bonus_damage_control.json"
        << "error=none B1.hp=45";
    QTest::newRow("Stunning Critical: a critical hit Stuns") << "critical_rider.json"
                                                             << "error=none B1.hp=10 B1.conditions=Stunned";
    QTest::newRow("Stunning Critical: a hit that is no critical does not")
        << "critical_rider_control.json"
        << "error=none B1.hp=35 B1.conditions=none";
    QTest::newRow("Dissipate: the critical is a normal hit, and the creature invisible")
        << "critical_normal_hit_instead.json"
        << "error=none B1.hp=25 B1.conditions=Invisible";
    QTest::newRow("Dissipate unused: the critical doubles the damage")
        << "critical_normal_hit_instead_control.json"
        << "error=none B1.hp=15 B1.conditions=none";
    QTest::newRow("Reinforced: a critical hit is a hit instead") << "critical_hit_instead.json"
                                                                 << "error=none B1.hp=35";
    QTest::newRow("Reinforced: no moment without a critical hit")
        << "critical_hit_instead_only_on_critical.json"
        << "error=1:703.1 B1.hp=60";
    QTest::newRow("Venomous Thirst: +5 damage against a target taking ongoing poison damage")
        << "taking_ongoing_bonus.json"
        << "error=none B1.hp=35 B1.conditions=ongoing5poison";
    QTest::newRow("Venomous Thirst: nothing against a target without it")
        << "taking_ongoing_bonus_control.json"
        << "error=none B1.hp=50";
    QTest::newRow("Intensify Venom: 10 poison damage to an enemy taking ongoing poison damage")
        << "taking_ongoing_enemy_effect.json"
        << "error=none B1.hp=45";
    QTest::newRow("Intensify Venom: refused against an enemy without it")
        << "taking_ongoing_enemy_effect_control.json"
        << "error=1:109.1 B1.hp=60";
    QTest::newRow("Cold-Blooded: cold damage Slows it") << "damage_taken_condition.json"
                                                        << "error=none B1.hp=5 B1.conditions=Slowed";
    QTest::newRow("Cold-Blooded: fire damage does not") << "damage_taken_condition_control.json"
                                                        << "error=none B1.hp=15 B1.conditions=none";
    QTest::newRow("Iceblood (an ability): fire damage, -2 Attack and -5 Damage until end of its next turn")
        << "damage_taken_modifiers.json"
        << "error=none B1.hp=50 B1.modifiers=-2Attack,-5Damage";
    QTest::newRow(
        "Iceblood: ongoing fire damage at the start of its turn answers too, lasting through its next turn")
        << "damage_taken_ongoing.json"
        << "error=none B1.hp=35 B1.modifiers=-2Attack,-5Damage";
    QTest::newRow("Firesoul: fire damage taken, a 3-square shift") << "damage_taken_shift.json"
                                                                   << "error=none B1.hp=75 B1.at=8,4";
    QTest::newRow("Firesoul: fire damage all resisted is no fire damage taken")
        << "damage_taken_resisted.json"
        << "error=1:703.1 B1.at=5,4";
    QTest::newRow("Savage Frenzy: +20 HP past its starting 20, not bloodied at 25")
        << "gains_hit_points.json"
        << "error=none A1.hp=25 nolog=Orc_Savage)_is_bloodied";
    QTest::newRow("Savage Frenzy's control: bloodied at 5")
        << "gains_hit_points_control.json"
        << "error=none A1.hp=5 log=Orc_Savage)_is_bloodied";
    QTest::newRow("Plodding: one move action on its turn") << "plodding_one_move.json"
                                                           << "error=2:109.1 A1.at=4,2";
    QTest::newRow("Plodding's control: a double move") << "plodding_one_move_control.json"
                                                       << "error=none A1.at=5,2";
    QTest::newRow("Plodding: no charge") << "plodding_no_charge.json"
                                         << "error=1:109.1 A1.at=1,2 B1.hp=50";
    QTest::newRow("Plodding's control: a charge") << "plodding_no_charge_control.json"
                                                  << "error=none A1.at=4,2 B1.hp=45";
    QTest::newRow("Flock: +3 for combat advantage") << "combat_advantage_flock.json"
                                                    << "error=none B1.hp=25";
    QTest::newRow("Flock: none without it") << "combat_advantage_flock_control.json"
                                            << "error=none B1.hp=45";
    QTest::newRow("Volley: +2 for the adjacent ally with Volley") << "counted_volley.json"
                                                                  << "error=none B1.hp=40";
    QTest::newRow("Volley: none for an ally out of reach") << "counted_volley_control.json"
                                                           << "error=none B1.hp=50";
    QTest::newRow("Volley: none for an adjacent ally without it") << "counted_volley_other_power.json"
                                                                  << "error=none B1.hp=50";
    QTest::newRow("Gang Fighter: +1 AC for each of two adjacent enemies") << "counted_gang_fighter.json"
                                                                          << "error=none B1.hp=60";
    QTest::newRow("Gang Fighter: +1 AC for one") << "counted_gang_fighter_control.json"
                                                 << "error=none B1.hp=45";
    QTest::newRow("Skittering Mob: four Kruthik allies give +3") << "counted_maximum.json"
                                                                 << "error=none B1.hp=40";
    QTest::newRow("Skittering Mob: and no more than +3") << "counted_maximum_reached.json"
                                                         << "error=none B1.hp=50";
    QTest::newRow("Elven Teamwork: an Elf Martial ally") << "near_ally_two_keywords.json"
                                                         << "error=none B1.hp=45";
    QTest::newRow("Elven Teamwork: an Elf that is not Martial") << "near_ally_two_keywords_control.json"
                                                                << "error=none B1.hp=50";
    QTest::newRow("Resolute: +8 Will near an allied Elf champion") << "defence_near_allied_champion.json"
                                                                   << "error=none A1.hp=30";
    QTest::newRow("Resolute: none near an Elf that is no champion")
        << "defence_near_allied_champion_control.json"
        << "error=none A1.hp=20";
    QTest::newRow("Wandering Warrior: 'a victory area' is the opponent's too")
        << "standing_victory_area_any.json"
        << "error=none B1.hp=30";
    QTest::newRow("Clarity of Action: in one of its side's victory areas, +4 Speed")
        << "start_turn_own_victory_area.json"
        << "error=none A1.at=2,9";
    QTest::newRow("Clarity of Action: no moment in the opponent's")
        << "start_turn_own_victory_area_control.json"
        << "error=1:703.1";
    QTest::newRow("Water Walk: a turn begun in river terrain has +3 Speed") << "start_turn_place.json"
                                                                            << "error=none A1.at=5,5";
    QTest::newRow("Water Walk: not on clear ground") << "start_turn_place_control.json"
                                                     << "error=1:412.2.a A1.at=1,2";
    QTest::newRow("In the Shadows: +4 DEF beside a wall turns a Reflex hit into a miss")
        << "start_turn_place_wall.json"
        << "error=none A1.hp=45";
    QTest::newRow("In the Shadows: no moment away from a wall") << "start_turn_place_wall_control.json"
                                                                << "error=2:703.1";
    QTest::newRow("209.3 In the Shadows' DEF is no AC") << "start_turn_place_wall_ac.json"
                                                        << "error=none A1.hp=35";
    // Powers used at the start of the creature's turn (402.1), with a real card.
    QTest::newRow("Troll's Regeneration 10 as its turn begins") << "turn_start_regeneration.json"
                                                                << "error=none A1.hp=55";
    QTest::newRow("Regeneration: not without a response") << "turn_start_regeneration_declined.json"
                                                          << "error=none A1.hp=45";
    QTest::newRow("703.1 Regeneration: not once its turn is under way") << "turn_start_regeneration_late.json"
                                                                        << "error=4:703.1 A1.hp=45";
    QTest::newRow("The Lost Maid: invisible from the start of its turn")
        << "turn_start_invisible.json"
        << "error=2:804.4.f A1.conditions=Invisible";
    QTest::newRow("Vernal Regeneration: as its turn begins bloodied, it heals 10")
        << "turn_start_bloodied_heal.json"
        << "error=none A1.hp=25";
    QTest::newRow("703.1 Vernal Regeneration: no moment while not bloodied")
        << "turn_start_bloodied_heal_unbloodied.json"
        << "error=1:703.1 A1.hp=30";
    // Special powers used as actions of their own ("use": 703.1.b-d), with real cards.
    QTest::newRow("703.1.d Shifty: a minor action's shift, then the move")
        << "use_shift.json"
        << "error=none A1.at=1,2 A1.hp=20 log=uses_Shifty";
    QTest::newRow("412.3.b Shifty provokes no opportunity attack") << "use_shift_provokes_none.json"
                                                                   << "error=1:412.3.b";
    QTest::newRow("Awareness: Shifty away from it provokes") << "use_shift_awareness.json"
                                                             << "error=none A1.at=2,2 A1.hp=10";
    QTest::newRow("Shifty: 1 square, not 2") << "use_shift_too_far.json"
                                             << "error=1:412.2.a A1.at=3,2";
    QTest::newRow("Slick Maneuver: around the enemy, no opportunity attack")
        << "beside_slick_maneuver.json"
        << "error=none A1.at=6,4 A1.hp=25";
    QTest::newRow("Slick Maneuver: not away from it") << "beside_slick_maneuver_away.json"
                                                      << "error=1:109.1 A1.at=4,4";
    QTest::newRow("Slick Maneuver: not to another enemy") << "beside_slick_maneuver_other_enemy.json"
                                                          << "error=1:109.1 A1.at=4,4";
    QTest::newRow("Slick Maneuver: only beside an enemy") << "beside_slick_maneuver_alone.json"
                                                          << "error=1:109.1 A1.at=3,4";
    QTest::newRow("Shifting Swarm: beside the Rat ally") << "beside_shifting_swarm.json"
                                                         << "error=none A1.at=3,4";
    QTest::newRow("To the Fray: to a bloodied enemy") << "beside_to_the_fray.json"
                                                      << "error=none A1.at=4,4";
    QTest::newRow("To the Fray: not to an unbloodied one") << "beside_to_the_fray_unbloodied.json"
                                                           << "error=5:109.1 A1.at=2,4";
    QTest::newRow("a power the creature does not use as an action")
        << "use_unknown_power.json"
        << "error=1: kind=bad-input message=Sprint";
    QTest::newRow("816.1 Fey Step teleports up to 5 squares") << "use_teleport.json"
                                                              << "error=none A1.at=7,2";
    QTest::newRow("816.1.a not 6") << "use_teleport_too_far.json"
                                   << "error=1:816.1.a A1.at=2,2";
    QTest::newRow("703.5 Fey Step's one use is spent") << "use_teleport_no_use_left.json"
                                                       << "error=5:703.5";
    QTest::newRow("Relentless Endurance: used only while bloodied") << "use_only_while_bloodied.json"
                                                                    << "error=1:109.1 A1.hp=30";
    QTest::newRow("Relentless Endurance: bloodied, it heals 5") << "use_while_bloodied.json"
                                                                << "error=none A1.hp=20";
    QTest::newRow("703.5 Ghost Step is spent until it recharges") << "use_spent_until_recharged.json"
                                                                  << "error=5:703.5";
    QTest::newRow("703.5.a Ghost Step recharges when first bloodied") << "use_recharged_when_bloodied.json"
                                                                      << "error=none A1.hp=15 log=703.5.a";
    QTest::newRow("808.1.a Cure Wounds heals the named ally, to full") << "use_heal.json"
                                                                       << "error=none A2.hp=35";
    QTest::newRow("Sickening Bite: the ally bitten cannot heal") << "cannot_heal.json"
                                                                 << "error=none A2.hp=30 log=cannot_heal";
    QTest::newRow("Word of Healing: an ally 4 squares away") << "use_heal_within.json"
                                                             << "error=none A2.hp=25";
    QTest::newRow("Word of Healing: not 6 squares away") << "use_heal_within_too_far.json"
                                                         << "error=3:109.1 A2.hp=20";
    QTest::newRow("Burst of Speed: +4 Speed until end of turn, a move of 12") << "use_own_speed.json"
                                                                              << "error=none A1.at=11,4";
    QTest::newRow("412.2.a without it, 8") << "use_own_speed_without.json"
                                           << "error=1:412.2.a A1.at=0,4";
    QTest::newRow("Sword Defense: +2 AC until the start of its next turn") << "use_own_ac.json"
                                                                           << "error=none A1.hp=65";
    QTest::newRow("without it, the same roll hits") << "use_own_ac_without.json"
                                                    << "error=none A1.hp=50";
    QTest::newRow("Stoneskin: Resist 10 All until end of its next turn") << "use_own_resist_all.json"
                                                                         << "error=none A1.hp=45";
    QTest::newRow("804.4.f Greater Invisibility: the crossbow cannot target it")
        << "use_own_invisible_unseen.json"
        << "error=3:804.4.f";
    QTest::newRow("Greater Invisibility ends when it takes damage")
        << "use_own_invisible_until_damaged.json"
        << "error=none A1.hp=60 A1.conditions=none";
    QTest::newRow("610.1.b Invisibility: its next attack unseen, then it is seen")
        << "use_own_invisible_until_attacks.json"
        << "error=none B1.hp=20 A1.conditions=none";
    QTest::newRow("Quick Throw: a minor action's Sand in the Eyes blinds for Dirty Fighting")
        << "use_attack_blinds.json"
        << "error=none B1.hp=20 B1.conditions=Blinded";
    QTest::newRow("603.1 a power's attack takes the one creature it may target")
        << "use_attack_one_target.json"
        << "error=none B1.conditions=Blinded";
    QTest::newRow("609.4 without it, Dirty Fighting has no target") << "use_attack_blinds_without.json"
                                                                    << "error=1:609.4 B1.hp=35";
    QTest::newRow("Quick Cast: Scorching Ray as a minor action and as the attack action, one use")
        << "use_attack_chosen.json"
        << "error=6:703.5 B1.hp=5";
    QTest::newRow("Quick Cast leaves the ranged attack to the player")
        << "use_attack_unchosen.json"
        << "error=1: kind=bad-input message=Scorching_Ray";
    QTest::newRow("612.1.b a power's ranged attack is no attack action: it provokes nothing")
        << "use_attack_provokes_nothing.json"
        << "error=1:612.1.b B1.hp=35";
    QTest::newRow("Constrict: an adjacent Immobilized enemy takes 5 damage") << "use_damage_immobilized.json"
                                                                             << "error=none B1.hp=20";
    QTest::newRow("Constrict leaves no attack to choose") << "use_stray_attack.json"
                                                          << "error=1: kind=bad-input message=attack:";
    QTest::newRow("Constrict: not while the enemy is free") << "use_damage_not_immobilized.json"
                                                            << "error=1:109.1 B1.hp=35";
    QTest::newRow("Gaffing Hook: ongoing damage and Immobilized, no roll")
        << "use_ongoing_and_condition.json"
        << "error=none B1.hp=35 B1.conditions=Immobilized,ongoing5untyped";
    QTest::newRow("Break Will: an enemy within 5 squares, Dazed")
        << "use_damage_within.json"
        << "error=none B1.conditions=Dazed,ongoing10psychic";
    QTest::newRow("Thorns: the enemy named, 5 squares away") << "use_damage_two_enemies.json"
                                                             << "error=none B1.hp=35 B2.hp=30";
    QTest::newRow("Ambush 10: +10 {m} damage against the enemy behind the wall, that turn only")
        << "use_ambush.json"
        << "error=none B1.hp=15";
    QTest::newRow("without it, the Short Sword's 5") << "use_ambush_without.json"
                                                     << "error=none B1.hp=30";
    QTest::newRow("Ambush counts against the enemy chosen only") << "use_ambush_other_enemy.json"
                                                                 << "error=none B1.hp=35 B2.hp=30";
    QTest::newRow("Ambush: no enemy that cannot see it") << "use_ambush_seen.json"
                                                         << "error=1:109.1";
    QTest::newRow(
        "Out of Nowhere: 'Until end of its next turn, this creature has Hide, +2 Attack, and +10 Damage'")
        << "use_states_leading_duration.json"
        << "error=none B1.hp=30";
    QTest::newRow("without Out of Nowhere the Dagger misses") << "use_states_leading_duration_declined.json"
                                                              << "error=none B1.hp=50";
    QTest::newRow("Defensive Stance: +2 AC and +2 DEF and Slowed until end of its next turn")
        << "use_states_and_condition.json"
        << "error=none A1.hp=70 A1.conditions=Slowed";
    QTest::newRow("without Defensive Stance the Greatsword hits") << "use_states_and_condition_declined.json"
                                                                  << "error=none A1.hp=55";
    // 102.2, 102.8: powers used at set-up, as the first round begins.
    QTest::newRow("Stalked Target: +2 attack and +5 damage against the enemy chosen")
        << "setup_stalked_target.json"
        << "error=none B1.hp=25 log=102.2";
    QTest::newRow("without Stalked Target the Slam misses") << "setup_stalked_target_declined.json"
                                                            << "error=none B1.hp=50";
    QTest::newRow("Stalked Target counts against the enemy chosen only") << "setup_stalked_target_other.json"
                                                                         << "error=none B1.hp=50";
    QTest::newRow("Stalked Target chooses an enemy, not itself") << "setup_stalked_target_ally.json"
                                                                 << "error=0:102.2";
    QTest::newRow("Stalked Target needs its choice") << "setup_stalked_target_no_choice.json"
                                                     << "error=0:102.2";
    QTest::newRow("a set-up power is not used in round 2") << "setup_stalked_target_late.json"
                                                           << "error=4:102.2";
    QTest::newRow("Tiefling Battlemaster's champion power: Resist 10 fire chosen")
        << "setup_champion_resist.json"
        << "error=none B1.hp=40 B1.championUses=1";
    QTest::newRow("without it the hammer's fire burns") << "setup_champion_resist_declined.json"
                                                        << "error=none B1.hp=35 B1.championUses=2";
    QTest::newRow("Resist of a type it does not offer") << "setup_champion_resist_wrong_type.json"
                                                        << "error=0:102.2";
    QTest::newRow("Master Armorer: Dwarf allies have +1 AC, so the Greatsword misses")
        << "setup_master_armorer.json"
        << "error=none A2.hp=35";
    QTest::newRow("without Master Armorer it hits") << "setup_master_armorer_declined.json"
                                                    << "error=none A2.hp=20";
    QTest::newRow("First Arrow: its bonuses on {r} attacks until the Archer is attacked")
        << "setup_until_attacked_control.json"
        << "error=none B1.hp=40 nolog=bonuses_end";
    QTest::newRow("First Arrow: gone once a redirect turns an attack onto the Archer")
        << "invented/setup_until_attacked_redirected.json"
        << "error=none B1.hp=60 log=First_Shot_bonuses_end";
    QTest::newRow("First Arrow: gone once an attack targets the Archer")
        << "setup_until_attacked.json"
        << "error=none B1.hp=55 log=First_Arrow_bonuses_end";
    QTest::newRow("Disguise Self: invisible from the start") << "setup_disguise_self.json"
                                                             << "error=none A1.conditions=Invisible";
    QTest::newRow("Disguise Self ends once it attacks") << "setup_disguise_self_attacks.json"
                                                        << "error=none A1.conditions=none B1.hp=40";
    QTest::newRow(
        "801.6.a both sides use set-up powers, no champion: the lower d20 goes first, a tie rolls again")
        << "setup_order_roll.json"
        << "error=none log=801.6.a log=side_A_rolls_9,_side_B_rolls_4;_side_B's_first";
    QTest::newRow("110.3.a a side without a champion has the lower rating: no roll")
        << "setup_order_no_champion.json"
        << "error=none A1.championUses=1";
    QTest::newRow("a set-up power is used once") << "setup_stalked_target_twice.json"
                                                 << "error=0:102.2";
    QTest::newRow("706.2.a two Master Armorers give +1 AC, not +2: the Greatsword hits")
        << "setup_master_armorer_twice.json"
        << "error=none A3.hp=20";
    QTest::newRow("801.6.a the order roll needs its d20s") << "setup_order_roll_missing.json"
                                                           << "error=0:801.6.a kind=missing-roll";
    QTest::newRow("Large Bronze Dragon: it and each ally invisible until end of the first round")
        << "setup_invisible_first_round.json"
        << "error=none A1.conditions=Invisible A2.conditions=Invisible B1.conditions=none";
    QTest::newRow("the invisibility ends with the first round")
        << "setup_invisible_first_round_ends.json"
        << "error=none A1.conditions=none A2.conditions=none";
    QTest::newRow("Telekinetic Leap: a move as a flier over difficult terrain") << "use_move_flight.json"
                                                                                << "error=none A1.at=7,2";
    QTest::newRow("1006.2 walking, the same path costs too much") << "use_move_flight_walking.json"
                                                                  << "error=1:412.2.a A1.at=1,2";
    QTest::newRow("Telekinetic Leap needs its path") << "use_move_no_path.json"
                                                     << "error=1: kind=bad-input message=forced.A1";
    QTest::newRow("707.5.a Telekinetic Leap flies past a walker: no opportunity attack")
        << "use_move_flight_no_opportunity.json"
        << "error=1:612.1.c A1.at=3,2";
    QTest::newRow("413.3.e no move of its own after a charge") << "use_move_after_charge.json"
                                                               << "error=2:413.3.e";
    QTest::newRow("Bounding Assault: twice its speed") << "use_move_twice_speed.json"
                                                       << "error=none A1.at=11,4";
    // Champion powers (216.2, 301.3, 703.6), used at the start of the round with real cards.
    QTest::newRow("703.6 Orc Sergeant: +2 Attack, +5 Damage to Orc allies")
        << "champion_round_bonus.json"
        << "error=none B1.hp=15 A1.championUses=0 log=703.6";
    QTest::newRow("champion power not used without a response") << "champion_round_bonus_unused.json"
                                                                << "error=none B1.hp=35 A1.championUses=1";
    QTest::newRow("305 the bonus ends with the round") << "champion_round_bonus_ends.json"
                                                       << "error=none B1.hp=35";
    QTest::newRow("216.2 no Champion Power Use left") << "champion_no_uses_left.json"
                                                      << "error=4:703.6 kind=illegal";
    QTest::newRow("301.3 once at the start of a round") << "champion_twice_at_start.json"
                                                        << "error=0:301.3 kind=illegal";
    QTest::newRow("a champion power the engine does not run") << "champion_power_not_run.json"
                                                              << "error=0: kind=bad-input message=champion_1";
    QTest::newRow("302.2 Aurak Draconian: an extra initiative d20, the highest kept")
        << "initiative_extra_die.json"
        << "error=none A1.championUses=0 log=side_A_chooses_side_A_to_go_first";
    QTest::newRow("302.2 without it, one d20 against the higher champion's two")
        << "initiative_extra_die_control.json"
        << "error=none A1.championUses=1 log=side_B_chooses_side_B_to_go_first";
    QTest::newRow("Kraul Deathpriest: an enemy that takes necrotic damage is Weakened")
        << "champion_damage_taken.json"
        << "error=none B1.hp=50 B1.conditions=Enervated A1.championUses=1";
    QTest::newRow("Kraul Deathpriest: necrotic damage all resisted gives it no moment")
        << "champion_damage_taken_resisted.json"
        << "error=1:703.1 B1.conditions=none";
    QTest::newRow("209.3 +2 DEF: Reflex, not AC") << "champion_defence_bonus.json"
                                                  << "error=none A2.hp=25 A2.conditions=none";
    QTest::newRow("415.2.c Dwarf Battlemaster: +10 Damage on an ally's {m} hit")
        << "champion_ally_hit.json"
        << "error=none B1.hp=10 A1.championUses=2";
    QTest::newRow("703.1 a miss gives it no moment") << "champion_ally_hit_missed.json"
                                                     << "error=1:703.1 B1.hp=35";
    QTest::newRow("Qualinesti Defender: an adjacent ally's hit") << "champion_ally_hit_adjacent.json"
                                                                 << "error=none B1.hp=10 A1.championUses=1";
    QTest::newRow("703.1 Qualinesti Defender: not a distant ally's") << "champion_ally_hit_not_adjacent.json"
                                                                     << "error=1:703.1";
    QTest::newRow("703.1 Elf Ranger's {r} bonus: not a melee hit") << "champion_ally_hit_wrong_kind.json"
                                                                   << "error=1:703.1";
    QTest::newRow("Grim Necromancer: an Undead ally's hit also deals ongoing 10 necrotic")
        << "champion_ally_hit_rider.json"
        << "error=none B1.hp=25 B1.conditions=ongoing10necrotic A1.championUses=0";
    QTest::newRow("Cleric of Yondalla: the Halfling that hits a Medium enemy heals 15")
        << "champion_ally_hit_heals.json"
        << "error=none A2.hp=25 B1.hp=25";
    QTest::newRow("703.1 Cleric of Yondalla: a Small enemy gives no moment")
        << "champion_ally_hit_heals_small.json"
        << "error=1:703.1";
    QTest::newRow("402.1 Warforged Battle Champion as its turn begins: allies +2 Attack")
        << "champion_turn_start_bonus.json"
        << "error=none B1.hp=20 A1.championUses=0";
    QTest::newRow("...not without a response") << "champion_turn_start_bonus_unused.json"
                                               << "error=none B1.hp=35 A1.championUses=1";
    QTest::newRow("+2 Speed: a move of 8") << "champion_speed_bonus.json"
                                           << "error=none A2.at=8,2";
    QTest::newRow("Couatl Oracle: -5 damage to Evil enemies, not the others") << "champion_evil_enemies.json"
                                                                              << "error=none A2.hp=15";
    QTest::newRow("Champion of Yondalla: +2 Speed to Small creatures in the warband")
        << "champion_small_speed.json"
        << "error=none A2.at=8,2";
    QTest::newRow("808 Couatl Oracle: Good allies heal 10 at the start of round 2")
        << "champion_round_healing.json"
        << "error=none A2.hp=20 A3.hp=20";
    QTest::newRow("412.2.a and not to a Medium one") << "champion_small_speed_medium.json"
                                                     << "error=1:412.2.a A3.at=0,4";
    QTest::newRow("Awareness: a shift provokes it") << "awareness_shift.json"
                                                    << "error=none A1.hp=40 A1.at=2,2";
    QTest::newRow("Scuttling Shift: shifts 3 squares") << "shift_squares.json"
                                                       << "error=none A1.at=0,2";
    QTest::newRow("Ponderous: cannot shift") << "cannot_shift.json"
                                             << "error=1:109.1 A1.at=2,2";
    // Opportunity attacks (612).
    QTest::newRow("612.1.c leaving an adjacent square") << "opportunity_attack.json" << "error=none A1.at=1,2 A1.hp=35";
    QTest::newRow("612.1.a one opportunity attack a turn") << "opportunity_twice.json" << "error=2:612.1.a";
    QTest::newRow("612.1.c only from adjacent enemies") << "opportunity_not_adjacent.json" << "error=1:612.1.c";
    QTest::newRow("612.1.b a ranged attack provokes") << "ranged_provokes.json" << "error=none A1.hp=15 B2.out=yes vp.A=3 winner=none";
    // 413.3 charge: +1, the nearest space at least 2 squares away, no moving after.
    QTest::newRow("413.3.a charge hits with +1") << "charge.json" << "error=none A1.at=5,2 B1.hp=35 log=413.3.a";
    QTest::newRow("413.3.b charge must end in the nearest space") << "charge_not_nearest.json" << "error=1:413.3.b";
    QTest::newRow("413.3.b charge moves at least 2 squares") << "charge_too_close.json" << "error=1:413.3.b";
    QTest::newRow("413.3.e no moving after a charge") << "charge_then_move.json" << "error=2:413.3.e";
    // Targets: reach, range, sight, nearest (606, 607, 707.10, 1002).
    QTest::newRow("707.10.a reach 2") << "reach.json" << "error=none B1.out=yes vp.A=3";
    QTest::newRow("707.10.a beyond reach") << "reach_too_far.json" << "error=1:707.10.a";
    QTest::newRow("607.3 within range") << "ranged.json" << "error=none B1.out=yes vp.A=3";
    QTest::newRow("607.3 beyond range") << "ranged_out_of_range.json" << "error=1:607.3";
    QTest::newRow("1002.1.a a wall blocks sight") << "ranged_no_sight.json" << "error=1:1002.1.a";
    QTest::newRow("607.2 nearest enemy only") << "ranged_nearest.json" << "error=1:607.2";
    // Attack roll modifiers (604.1, 610, 611, 613).
    QTest::newRow("611.3.a forest gives cover") << "cover.json" << "error=none B1.hp=10 log=611.1";
    QTest::newRow("611.3.b an enemy between gives ranged cover") << "enemy_between_gives_cover.json"
                                                                 << "error=none B1.hp=50 log=cover";
    QTest::newRow("Sharpshooter: an enemy between gives its crossbow no cover")
        << "sharpshooter_enemy_between.json"
        << "error=none B1.hp=35 nolog=cover";
    QTest::newRow("Sharpshooter: forest still gives cover") << "sharpshooter_forest_between.json"
                                                            << "error=none B1.hp=50 log=cover";
    QTest::newRow("Pinpoint Shot: no cover from terrain either") << "pinpoint_shot_forest_between.json"
                                                                 << "error=none B1.hp=35 nolog=cover";
    QTest::newRow("613.1 flanking gives combat advantage") << "flanking.json" << "error=none B1.out=yes log=610.1.a";
    QTest::newRow("613.1 no flanking from the side") << "no_flanking.json" << "error=none B1.hp=10";
    // Card text on damage: Evasion takes none from a miss; a swarm halves {m} and {r} damage; Cold Healing.
    QTest::newRow("Evasion: no damage from a miss") << "evasion.json"
                                                    << "error=none B1.hp=5";
    QTest::newRow("806 miss damage without Evasion") << "evasion_control.json"
                                                     << "error=none B1.hp=5";
    QTest::newRow("Swarm: half damage from a {m} attack") << "half_damage_swarm.json"
                                                          << "error=none B1.hp=25";
    QTest::newRow("Cold Healing: 5 damage taken, 5 healed")
        << "heals_from_damage_type.json"
        << "error=none B1.hp=30 log=heals_5_HP_from_cold_damage";
    // Disguise Self: invisible until it attacks. Its first attack has combat advantage (610.1.b) and Sneak
    // Attack (18 + 2 hits AC 20: 10 + 10 damage); until then it has Conceal 11 against melee attacks
    // (804.4.f).
    QTest::newRow("invisible until it attacks: combat advantage")
        << "invisible_until_attacks.json"
        << "error=none B1.hp=30 log=610.1.b log=no_longer_invisible";
    QTest::newRow("invisible until it attacks: Conceal 11") << "invisible_until_attacks_concealed.json"
                                                            << "error=none A1.hp=30 log=804.4.f";
    // Blind: a Gaze attack has no effect on a Grimlock; no roll is made.
    QTest::newRow("Blind: immune to Gaze attacks") << "immune_gaze.json"
                                                   << "error=none B1.hp=45 log=707.7.a";
    // Killing Blow: +9 vs. AC, +14 instead against a bloodied target (a roll of 8 hits AC 20 only then).
    QTest::newRow("Killing Blow against a bloodied target") << "killing_blow.json"
                                                            << "error=none B1.out=yes";
    QTest::newRow("Killing Blow against an unbloodied one") << "killing_blow_unbloodied.json"
                                                            << "error=none B1.hp=50";
    // The cards' standing bonuses (705.3 "while", 704.2 "whenever"), each changing the outcome.
    QTest::newRow("Bloodfury: +4 Attack and +10 damage while bloodied") << "while_bloodied.json"
                                                                        << "error=none B1.hp=40 A1.hp=15";
    QTest::newRow("Bloodthirsty: +5 damage against a bloodied target") << "target_bloodied.json"
                                                                       << "error=none B1.out=yes";
    QTest::newRow("Powerful Charge: +5 {m} damage on a charge") << "charge_bonus.json"
                                                                << "error=none B1.hp=35";
    QTest::newRow("Aggressive: +5 damage while not bloodied") << "while_not_bloodied.json"
                                                              << "error=none B1.hp=30";
    QTest::newRow("Undead Bolstered: +2 Attack, +5 damage next to an Undead ally") << "near_keyword_ally.json"
                                                                                   << "error=none B1.hp=35";
    QTest::newRow("Undead Bolstered: another ally does not count") << "near_other_ally.json"
                                                                   << "error=none B1.hp=50";
    QTest::newRow("Evil Slayer: +5 damage against an Evil enemy") << "target_is_evil.json"
                                                                  << "error=none B1.hp=15";
    QTest::newRow("Evil Slayer: not against a neutral one") << "target_is_not_evil.json"
                                                            << "error=none B1.hp=20";
    // Skirmish 5 (Shifter Claw Adept): +5 on a {m} hit 2 squares from where its turn began (600.2.a).
    QTest::newRow("Skirmish: 2 squares moved, +5 damage") << "skirmish.json"
                                                          << "error=none B1.hp=30";
    QTest::newRow("Skirmish: 1 square is not enough") << "skirmish_too_near.json"
                                                      << "error=none B1.hp=35";
    QTest::newRow("Momentum: +5 {m} damage after a move") << "momentum.json"
                                                          << "error=none B1.hp=35";
    // Death Rage: bloodied by the enemy's hit, its 7 hits AC 19 with +2 Attack and deals 10 + 5.
    QTest::newRow("Death Rage: whenever it attacks while bloodied") << "whenever_attacking_bloodied.json"
                                                                    << "error=none B1.hp=45";
    // Gnaw: Knockdown immobilizes the Marauder; the Dire Wolf's Bite then deals 15 + 10.
    QTest::newRow("Gnaw: whenever it hits an Immobilized target") << "whenever_hitting_immobilized.json"
                                                                  << "error=none B1.hp=25";
    // Keen Edge: a natural 19 is a critical, 25 damage doubled; Bloody Critical 18+ only against a
    // bloodied target (the Fighter Lord's hit bloodies the Man-at-Arms first: 25 left, 40 taken).
    QTest::newRow("Keen Critical: a natural 19 is a critical") << "keen_critical.json"
                                                               << "error=none B1.hp=30";
    QTest::newRow("Bloody Critical against a bloodied target") << "bloody_critical.json"
                                                               << "error=none B1.out=yes";
    QTest::newRow("Bloody Critical: not against an unbloodied one") << "bloody_critical_unbloodied.json"
                                                                    << "error=none B1.hp=60";
    // "Ignores the extra cost for entering difficult (forest) terrain" (1006.5): 5 squares, 4 of them
    // difficult, on a speed of 5.
    QTest::newRow("Stable Footing, the extra cost wording") << "extra_cost_ignored.json"
                                                            << "error=none";
    QTest::newRow("Woodland Stride: no extra cost for forest") << "forest_extra_cost_ignored.json"
                                                               << "error=none";
    // Shieldbearer: (Aura 1) allies have +2 AC: the Man-at-Arms' 19 misses AC 21; a second Shieldbearer
    // adds nothing (one power's bonuses do not stack), so a 21 hits.
    // Necromancy: "Undead allies have +2 attack", no aura printed: every Undead ally in play, however far.
    QTest::newRow("Necromancy: +2 attack for an Undead ally across the map") << "allies_anywhere.json"
                                                                             << "error=none B1.hp=20";
    QTest::newRow("Necromancy: none without the Black Wizard") << "allies_anywhere_control.json"
                                                               << "error=none B1.hp=30";
    QTest::newRow("Shieldbearer: +2 AC in its aura") << "aura_ac.json"
                                                     << "error=none A1.hp=60";
    QTest::newRow("Shieldbearer: two of one power give +2") << "aura_ac_same_power.json"
                                                            << "error=none A1.hp=50";
    // Pack Leader: (Aura 5) Wolf allies have +2 attack: the Dire Wolf's 4 hits AC 15. Demonic Stench:
    // (Aura 2) non-Demon enemies have -2 Attack: the Marauder's 3 misses the Man-at-Arms.
    QTest::newRow("Pack Leader: +2 attack for Wolf allies in its aura") << "aura_keyword_allies.json"
                                                                        << "error=none B1.hp=35";
    QTest::newRow("Demonic Stench: -2 Attack for enemies in its aura") << "aura_enemy_penalty.json"
                                                                       << "error=none B2.hp=10";
    // Waves of Flame: (Aura 1) enemies and allies that start a turn in it take 5 fire damage; the
    // Man-at-Arms out of reach takes none.
    QTest::newRow("Waves of Flame: an aura's damage as turns start")
        << "aura_damage_turn_start.json"
        << "error=none A1.hp=25 B2.hp=25 A2.hp=30";
    // Minion Attack 5: +5 against a target next to another Minion ally; Smell of Blood: +2 Attack and
    // +5 damage within 5 squares of a bloodied creature (here its own bloodied ally; the 4 then hits).
    QTest::newRow("Minion Attack: next to a Minion ally") << "minion_attack.json"
                                                          << "error=none B1.hp=20";
    QTest::newRow("Minion Attack: no Minion ally beside it") << "minion_attack_alone.json"
                                                             << "error=none B1.hp=25";
    QTest::newRow("Smell of Blood: near a bloodied creature") << "near_bloodied.json"
                                                              << "error=none B1.hp=25";
    // Standing bonuses against some targets, each beside the same attack where the target is not one.
    QTest::newRow("Vanguard 5: +5 damage vs. a non-Bloodied enemy") << "standing_not_bloodied.json"
                                                                    << "error=none B1.hp=25";
    QTest::newRow("Vanguard 5: none against a bloodied one") << "standing_not_bloodied_control.json"
                                                             << "error=none B1.hp=0 B1.out=yes";
    QTest::newRow("Aerial Cavalry: +5 damage vs. a flying enemy") << "standing_flying.json"
                                                                  << "error=none B1.hp=20";
    QTest::newRow("Aerial Cavalry: none against a walker") << "standing_flying_control.json"
                                                           << "error=none B1.hp=35";
    QTest::newRow("Predict 5: +5 damage vs. an enemy that has activated") << "standing_activated.json"
                                                                          << "error=none B1.hp=25";
    QTest::newRow("Predict 5: none before it activates") << "standing_activated_control.json"
                                                         << "error=none B1.hp=30";
    QTest::newRow("Devotee of Undead: +5 damage in a warband with an Undead champion")
        << "standing_warband_champion.json"
        << "error=none B1.hp=30";
    QTest::newRow("Devotee of Undead: none without one") << "standing_warband_champion_control.json"
                                                         << "error=none B1.hp=35";
    QTest::newRow("Wrath 5: +5 {m} damage once an ally is destroyed") << "standing_ally_destroyed.json"
                                                                      << "error=none A2.out=yes B1.hp=25";
    QTest::newRow("Wrath 5: none while its allies stand") << "standing_ally_destroyed_control.json"
                                                          << "error=none B1.hp=30";
    QTest::newRow("Phalanx Training: +5 {m} damage beside an ally with the power")
        << "standing_ally_power.json"
        << "error=none B1.hp=35";
    QTest::newRow("Phalanx Training: none beside an ally without it") << "standing_ally_power_control.json"
                                                                      << "error=none B1.hp=40";
    QTest::newRow("Headstrong: +2 Attack with no higher-level ally near") << "whenever_no_higher_ally.json"
                                                                          << "error=none B1.hp=30";
    QTest::newRow("Headstrong: none with a higher-level ally within 5 squares")
        << "whenever_no_higher_ally_control.json"
        << "error=none B1.hp=50";
    QTest::newRow("Surprise Attack: +10 damage vs. an enemy yet to take a turn")
        << "standing_not_activated.json"
        << "error=none B1.hp=25";
    QTest::newRow("Surprise Attack: none once it has taken its turn") << "standing_not_activated_control.json"
                                                                      << "error=none B1.hp=35";
    // Combat advantage the cards give (610.1.c): +2 turns each 2-short roll into a hit, and Sneak Attack
    // follows it; each beside the same attack where the card's condition does not hold.
    QTest::newRow("Pack Tactics: an enemy next to its ally grants it combat advantage")
        << "advantage_pack_tactics.json"
        << "error=none B1.hp=35";
    QTest::newRow("Pack Tactics: none when no ally is beside the enemy")
        << "advantage_pack_tactics_control.json"
        << "error=none B1.hp=50";
    QTest::newRow("Multiple Threats: an enemy in its aura grants its allies combat advantage")
        << "advantage_aura.json"
        << "error=none B1.hp=40";
    QTest::newRow("Multiple Threats: none outside the aura") << "advantage_aura_control.json"
                                                             << "error=none B1.hp=50";
    QTest::newRow("Quick Strike: combat advantage and Sneak Attack vs. a slower creature")
        << "advantage_slower.json"
        << "error=none B1.hp=20";
    QTest::newRow("Quick Strike: none against an equal Speed") << "advantage_slower_control.json"
                                                               << "error=none B1.hp=50";
    QTest::newRow("Surrounding Spikes: two other Kruthik beside the target") << "advantage_kin.json"
                                                                             << "error=none B1.hp=20";
    QTest::newRow("Skullthumper: only with combat advantage, refused without")
        << "advantage_only_refused.json"
        << "error=1:610.1 kind=illegal B1.hp=40";
    QTest::newRow("Skullthumper: made while flanking") << "advantage_only_flanking.json"
                                                       << "error=none B1.hp=25 B1.conditions=Stunned";
    QTest::newRow("Surrounding Spikes: one is not enough") << "advantage_kin_control.json"
                                                           << "error=none B1.hp=40";
    QTest::newRow("Adjacent 5: +5 damage vs. an adjacent enemy") << "standing_adjacent.json"
                                                                 << "error=none B1.hp=30";
    QTest::newRow("Adjacent 5: none at reach 2") << "standing_adjacent_control.json"
                                                 << "error=none B1.hp=35";
    QTest::newRow("Overwhelming Size: +2 Attack and +5 Damage vs. a smaller target")
        << "standing_smaller.json"
        << "error=none B1.hp=25";
    QTest::newRow("Overwhelming Size: none against its own size") << "standing_smaller_control.json"
                                                                  << "error=none B1.hp=65";
    QTest::newRow("Headstrong: +2 Attack vs. a higher-level enemy") << "standing_higher_level.json"
                                                                    << "error=none B1.hp=40";
    QTest::newRow("Headstrong: none against a lower level") << "standing_higher_level_control.json"
                                                            << "error=none B1.hp=20";
    QTest::newRow("Dreadnought: +10 damage vs. an enemy next to a wall") << "standing_wall.json"
                                                                         << "error=none B1.hp=20";
    QTest::newRow("Dreadnought: none in the open") << "standing_wall_control.json"
                                                   << "error=none B1.hp=30";
    QTest::newRow("Wild Slayer 5: +5 damage vs. a Wild target") << "standing_faction.json"
                                                                << "error=none B1.hp=10";
    QTest::newRow("Wild Slayer 5: none against another faction") << "standing_faction_control.json"
                                                                 << "error=none B1.hp=35";
    QTest::newRow("Bully 5: +5 damage vs. a level 2 enemy") << "standing_level_range.json"
                                                            << "error=none B1.hp=10";
    QTest::newRow("Bully 5: none against level 5") << "standing_level_range_control.json"
                                                   << "error=none B1.hp=40";
    // Defences against some attacks: of a kind, or from some attackers.
    QTest::newRow("Tower Shield: +2 AC against a ranged attack") << "defence_against_ranged.json"
                                                                 << "error=none A1.hp=30";
    QTest::newRow("Tower Shield: none against a melee attack") << "defence_against_ranged_control.json"
                                                               << "error=none A1.hp=20";
    QTest::newRow("Dodge Giants: +4 AC against a Giant") << "defence_against_giants.json"
                                                         << "error=none A1.hp=60";
    QTest::newRow("Dodge Giants: none against a Human") << "defence_against_giants_control.json"
                                                        << "error=none A1.hp=45";
    // Conditions that count allies, enemies or activations, or name the attack.
    QTest::newRow("Speed of the Dead: +2 Attack and +5 Damage on an opportunity attack")
        << "opportunity_attack_bonus.json"
        << "error=none B1.hp=35";
    QTest::newRow("Speed of the Dead: none on its own attack") << "opportunity_attack_bonus_control.json"
                                                               << "error=none B1.hp=50";
    QTest::newRow("Individualist: +5 Attack with no ally within 4 squares") << "no_ally_near.json"
                                                                            << "error=none B1.hp=35";
    QTest::newRow("Individualist: none with an ally near") << "no_ally_near_control.json"
                                                           << "error=none B1.hp=50";
    QTest::newRow("Thundering Might: +10 thunder damage next to two enemies") << "adjacent_enemies.json"
                                                                              << "error=none B1.hp=20";
    QTest::newRow("Thundering Might: none next to one") << "adjacent_enemies_control.json"
                                                        << "error=none B1.hp=30";
    QTest::newRow("Devotee of Undead: +5 damage while an Undead champion ally is in play")
        << "ally_in_play.json"
        << "error=none B1.hp=35";
    QTest::newRow("Devotee of Undead: none beside an Undead that is no champion")
        << "ally_in_play_control.json"
        << "error=none B1.hp=40";
    QTest::newRow("Dirty Pool: +5 damage in a warband with an Aquatic champion") << "in_warband_with.json"
                                                                                 << "error=none B1.hp=35";
    QTest::newRow("Dirty Pool: none without one") << "in_warband_with_control.json"
                                                  << "error=none B1.hp=40";
    QTest::newRow("Incited: +5 damage as the round's first to activate") << "first_to_activate.json"
                                                                         << "error=none B1.hp=35";
    QTest::newRow("Incited: none after an enemy's turn") << "first_to_activate_control.json"
                                                         << "error=none B1.hp=40";
    QTest::newRow("Orc Bolstered: +10 damage next to an Orc champion ally") << "near_champion_ally.json"
                                                                            << "error=none B1.hp=30";
    QTest::newRow("Orc Bolstered: none next to an Orc that is no champion")
        << "near_champion_ally_control.json"
        << "error=none B1.hp=40";
    // Auras' bonuses: to melee attack and damage, defences against ranged attacks (its own included),
    // "while adjacent to this creature", "within 5 squares of this creature", against bloodied targets,
    // a penalty to an enemy's Will.
    QTest::newRow("Loyal Unto Death: +2 {m} attack and +5 {m} damage in the aura") << "aura_melee_bonus.json"
                                                                                   << "error=none B1.hp=35";
    QTest::newRow("Loyal Unto Death: none outside it") << "aura_melee_bonus_control.json"
                                                       << "error=none B1.hp=50";
    QTest::newRow("Javelin Catching Shield: +4 Reflex against a ranged attack") << "aura_ranged_defence.json"
                                                                                << "error=none A2.hp=50";
    QTest::newRow("Javelin Catching Shield: none outside it") << "aura_ranged_defence_control.json"
                                                              << "error=none A2.hp=25";
    QTest::newRow("Javelin Catching Shield: this creature too") << "aura_ranged_defence_self.json"
                                                                << "error=none A1.hp=75";
    QTest::newRow("Shieldbearer: +2 AC while adjacent to it") << "aura_while_adjacent.json"
                                                              << "error=none A2.hp=50";
    QTest::newRow("Shieldbearer: none away from it") << "aura_while_adjacent_control.json"
                                                     << "error=none A2.hp=35";
    QTest::newRow("Warleader: +2 attack within 5 squares") << "aura_within_squares.json"
                                                           << "error=none B1.hp=40";
    QTest::newRow("Warleader: none farther") << "aura_within_squares_control.json"
                                             << "error=none B1.hp=50";
    QTest::newRow("Press the Advantage: +5 {m} damage against a bloodied target")
        << "aura_against_bloodied.json"
        << "error=none B1.hp=0 B1.out=yes";
    QTest::newRow("Press the Advantage: none against an unbloodied one")
        << "aura_against_bloodied_control.json"
        << "error=none B2.hp=35";
    QTest::newRow("Aura of Fear: -2 DEF (Will) to adjacent enemies") << "aura_defence_penalty.json"
                                                                     << "error=none B1.hp=30";
    QTest::newRow("Aura of Fear: none away from it") << "aura_defence_penalty_control.json"
                                                     << "error=none B1.hp=50";
    QTest::newRow("Hunter 5: +5 {m} damage with only one enemy adjacent") << "only_one_enemy_adjacent.json"
                                                                          << "error=none B1.hp=35";
    QTest::newRow("Hunter 5: none with two") << "only_one_enemy_adjacent_control.json"
                                             << "error=none B1.hp=40";
    QTest::newRow("Bluster: +2 {m} Attack and +5 {m} Damage while no ally is destroyed")
        << "until_ally_destroyed.json"
        << "error=none B1.hp=30";
    QTest::newRow("Bluster: none once an ally is destroyed") << "until_ally_destroyed_control.json"
                                                             << "error=none A2.out=yes B1.hp=50";
    // Aura of Crushing Despair: 5 psychic damage as an adjacent enemy's turn starts, while the Cleric
    // is not bloodied: B1 takes it in round 1 only once the Cleric is bloodied, twice when it is not.
    QTest::newRow("Aura of Crushing Despair: none once the Cleric is bloodied")
        << "aura_damage_while_not_bloodied.json"
        << "error=none round=2 A1.hp=10 B1.hp=45";
    QTest::newRow("Aura of Crushing Despair: each turn while it is not")
        << "aura_damage_while_not_bloodied_control.json"
        << "error=none round=2 A1.hp=40 B1.hp=40";
    // Standing powers held only where the creature stands: beside a wall, in forest terrain.
    QTest::newRow("Deep Stealth: invisible to a nonadjacent enemy beside a wall")
        << "situational_invisible_wall.json"
        << "error=1:804.4.f";
    QTest::newRow("Deep Stealth: seen in the open") << "situational_invisible_wall_control.json"
                                                    << "error=none A1.out=yes";
    QTest::newRow("Blend with Shadows: Conceal 6 beside a wall") << "situational_conceal_wall.json"
                                                                 << "error=none A1.hp=35 log=707.4.a";
    QTest::newRow("Blend with Shadows: no Conceal in the open") << "situational_conceal_wall_control.json"
                                                                << "error=none A1.hp=20";
    QTest::newRow("Blend with the Trees: Hide in forest terrain") << "situational_hide_forest.json"
                                                                  << "error=1:707.6.a";
    QTest::newRow("Blend with the Trees: no Hide out of it") << "situational_hide_forest_control.json"
                                                             << "error=none B1.hp=25";
    // Frightful Growl: one Worg's +2 Attack to its allies and another's -2 to its enemies make 0, so
    // 9 + 11 hits AC 20 and 8 + 11 misses; a friendly Worg alone makes the 8 hit.
    QTest::newRow("Frightful Growl: a bonus and a penalty of one power add up")
        << "aura_bonus_and_penalty.json"
        << "error=none B1.hp=35";
    QTest::newRow("Frightful Growl: to 0") << "aura_bonus_and_penalty_low.json"
                                           << "error=none B1.hp=50";
    QTest::newRow("Frightful Growl: the bonus alone") << "aura_bonus_only.json"
                                                      << "error=none B1.hp=35";
    QTest::newRow("an aura that names its creature: +2 AC though it is no Undead")
        << "invented/aura_names_itself.json"
        << "error=none A1.hp=40";
    QTest::newRow("Incited: +5 damage all round, its opportunity attack too")
        << "first_to_activate_later.json"
        << "error=none B1.hp=35";
    // Powers answering some hits only: of a target so placed or so hurt, or a critical one (604.6).
    QTest::newRow("Bring Down Prey: a hit next to a Wolf ally Immobilizes")
        << "hit_target_next_to_ally.json"
        << "error=none B1.hp=35 B1.conditions=Immobilized";
    QTest::newRow("Bring Down Prey: next to another ally, no") << "hit_target_next_to_ally_control.json"
                                                               << "error=none B1.hp=35 B1.conditions=none";
    QTest::newRow("Death Attack: +20 damage on a bloodied target") << "hit_bloodied_target.json"
                                                                   << "error=none B1.out=yes";
    QTest::newRow("Death Attack: no moment against a target not bloodied")
        << "hit_bloodied_target_control.json"
        << "error=1:703.1 B1.hp=50";
    QTest::newRow("Stunning Critical: a critical hit stuns") << "critical_hit_rider.json"
                                                             << "error=none B1.hp=20 B1.conditions=Stunned";
    QTest::newRow("Stunning Critical: a plain hit does not") << "critical_hit_rider_control.json"
                                                             << "error=none B1.hp=35 B1.conditions=none";
    // Crippling Slash (used) and Sap Strength (by itself) answer only hits of a natural 17-20.
    QTest::newRow("Crippling Slash: a natural 17 Immobilizes and sets ongoing damage")
        << "natural_range_hit.json"
        << "error=none B1.hp=25 B1.conditions=Immobilized,ongoing10untyped";
    QTest::newRow("Crippling Slash: a natural 16 gives it no moment") << "natural_range_hit_control.json"
                                                                      << "error=1:703.1 B1.hp=50";
    QTest::newRow("Sap Strength: a natural 17 Weakens") << "natural_range_rider.json"
                                                        << "error=none B1.hp=45 B1.conditions=Enervated";
    QTest::newRow("Sap Strength: a natural 16 does not") << "natural_range_rider_control.json"
                                                         << "error=none B1.hp=45 B1.conditions=none";
    QTest::newRow("Sniper: +2 Attack, +5 Damage against a target that cannot see it")
        << "unseeing_target.json"
        << "error=none B1.hp=40";
    QTest::newRow("Sniper: none against a target that sees it") << "unseeing_target_control.json"
                                                                << "error=none B1.hp=45";
    QTest::newRow("Feral Charge: a charge's hit pushes 2 squares") << "charge_hit_push.json"
                                                                   << "error=none B1.hp=30 B1.at=7,2";
    QTest::newRow("Feral Charge: a standing attack's hit does not") << "charge_hit_push_control.json"
                                                                    << "error=none B1.hp=30 B1.at=5,2";
    QTest::newRow("Hot Iron: a used {m} hit adds ongoing 10 fire damage")
        << "hit_ongoing_rider.json"
        << "error=none B1.hp=25 B1.conditions=ongoing10fire";
    // Powers answering another creature's turn near them (402.1, 404.1).
    QTest::newRow("Gnashing Horde: an enemy ending its turn adjacent takes 5") << "neighbour_turn_ends.json"
                                                                               << "error=none B1.hp=45";
    QTest::newRow("Gnashing Horde: no moment 2 squares away") << "neighbour_turn_ends_control.json"
                                                              << "error=1:703.1 B1.hp=50";
    QTest::newRow("Forceful Zephyr: Slowed on starting its turn in the aura") << "neighbour_aura_slowed.json"
                                                                              << "error=1:412.2.a B1.at=5,2";
    QTest::newRow("Forceful Zephyr: out of the aura, a full move") << "neighbour_aura_slowed_control.json"
                                                                   << "error=none B1.at=8,2";
    QTest::newRow("Bladestorm: an adjacent enemy activating is struck first")
        << "neighbour_activates_attack.json"
        << "error=none B1.hp=30 A1.hp=80";
    QTest::newRow("Bladestorm: no moment for an enemy 2 squares away")
        << "neighbour_activates_attack_control.json"
        << "error=1:703.1 B1.hp=50";
    QTest::newRow("Suggestion: Dominated before its turn's first decision (402.1.a)")
        << "neighbour_dominated.json"
        << "error=none B2.hp=35";
    QTest::newRow("Suggestion: out of range, its ally is no target") << "neighbour_dominated_control.json"
                                                                     << "error=1:606.1 B2.hp=50";
    QTest::newRow("Eviscerating Talons: 10 damage to an adjacent Immobilized creature")
        << "use_effect_on_creature.json"
        << "error=none B1.hp=15";
    QTest::newRow("Eviscerating Talons: no Immobilized creature, no target")
        << "use_effect_on_creature_control.json"
        << "error=2:109.1 B1.hp=25";
    QTest::newRow("Storm Fury: +4 Reflex against a {r} attack") << "defence_reflex_against_ranged.json"
                                                                << "error=none A1.hp=150";
    QTest::newRow("Storm Fury: none against a {m} attack") << "defence_reflex_against_ranged_control.json"
                                                           << "error=none A1.hp=130";
    QTest::newRow("Martial Blessing: +4 Attack to an adjacent lower-level ally")
        << "aura_lower_level_allies.json"
        << "error=none B1.hp=40";
    QTest::newRow("Martial Blessing: none to a higher-level ally") << "aura_lower_level_allies_control.json"
                                                                   << "error=none B1.hp=50";
    QTest::newRow("a champion's bonus until end of battle counts in round 2")
        << "champion_until_end_of_battle.json"
        << "error=none round=2 B1.hp=10";
    QTest::newRow("without it, no bonus in round 2") << "champion_until_end_of_battle_control.json"
                                                     << "error=none round=2 B1.hp=15";
    QTest::newRow("Unruly: +5 damage, a level 1 ally near does not count") << "no_higher_ally_near.json"
                                                                           << "error=none B1.hp=25";
    QTest::newRow("Unruly: none with a level 7 ally within 5 squares") << "no_higher_ally_near_control.json"
                                                                       << "error=none B1.hp=30";
    QTest::newRow("Undead Slayer: +10 damage against Undead") << "against_undead.json"
                                                              << "error=none B1.hp=25";
    QTest::newRow("Undead Slayer: none against a Human") << "against_undead_control.json"
                                                         << "error=none B1.hp=35";
    QTest::newRow("Burnout: a turn without a {m} attack costs 10") << "idle_damage.json"
                                                                   << "error=none A1.hp=110";
    QTest::newRow("Burnout: a melee attack, even a miss, costs nothing") << "idle_damage_control.json"
                                                                         << "error=none A1.hp=120";
    // Fire Shield 5: the Man-at-Arms' melee hit costs it 5 fire damage.
    QTest::newRow("Fire Shield: a melee hit burns the attacker") << "fire_shield.json"
                                                                 << "error=none A1.hp=25 B1.hp=45";
    QTest::newRow("Holy Mantle: half damage from {r} attacks") << "half_damage_ranged.json"
                                                               << "error=none B1.hp=55";
    QTest::newRow("Phalanx Fighting: +2 AC next to an ally") << "adjacent_to_ally.json"
                                                             << "error=none B1.hp=35";
    QTest::newRow("Phalanx Fighting: no ally, no bonus") << "adjacent_to_ally_alone.json"
                                                         << "error=none B1.hp=20";
    // Resilient: at 20 of 40 HP a Strahd Zombie is not bloodied, so Devour (bloodied target only) cannot
    // target it.
    QTest::newRow("Never considered Bloodied") << "never_bloodied.json"
                                               << "error=4:609.4 B1.hp=20";
    QTest::newRow("804.4.d bloodied at half its hit points") << "never_bloodied_control.json"
                                                             << "error=none B1.out=yes";
    // Card text that takes combat advantage away: the same roll that hits with it misses.
    QTest::newRow("Never grants combat advantage, even flanked") << "never_grants_combat_advantage.json"
                                                                 << "error=none B1.hp=50";
    QTest::newRow("Immune Flanking: flanked, no combat advantage") << "immune_flanking.json"
                                                                   << "error=none B1.hp=55";
    // Kobold Archer: +5 AC against opportunity attacks while moving (AC 23), not when it shoots (AC 18).
    QTest::newRow("+5 AC against an opportunity attack while moving") << "ac_against_opportunity_attacks.json"
                                                                      << "error=none A1.at=1,2 A1.hp=20";
    QTest::newRow("no AC bonus against the opportunity attack its shot provokes")
        << "ac_against_opportunity_attacks_shooting.json"
        << "error=none A1.hp=5";
    // Effects: ongoing damage, saving throws, resist, conditions (804.4.e, 707.11, 903, 907, 908).
    QTest::newRow("908.1 ongoing damage, 804.4.e save ends it") << "ongoing_save.json" << "error=none B1.hp=35 B1.conditions=none";
    QTest::newRow("804.4.e a failed save, then a 20") << "ongoing_save_fails.json" << "error=none round=2 B1.hp=30 B1.conditions=none";
    QTest::newRow("707.11.a resist reduces ongoing damage to nothing") << "resist.json" << "error=none B1.hp=20 B1.conditions=ongoing5fire log=806.2";
    QTest::newRow("907.1 Immobilized cannot move") << "immobilized.json" << "error=3:907.1 B1.conditions=Immobilized";
    // Determined: its save as its turn starts, so the Slowed the Blowgun gave is gone before it moves 6.
    QTest::newRow("Determined: saves as its turn starts") << "determined_save.json"
                                                          << "error=none A1.at=4,8 A1.conditions=none";
    QTest::newRow("Determined: a special power, nullified while Stunned (800.4.a)")
        << "determined_stunned.json"
        << "error=3:910.1 kind=illegal A1.conditions=Stunned";
    QTest::newRow("Elven Step: shifts into difficult terrain") << "shift_difficult.json"
                                                               << "error=none A1.at=3,2";
    QTest::newRow("Elven Step: without it, the shift costs too much")
        << "shift_difficult_control.json"
        << "error=1:412.3.a kind=illegal A1.at=2,2";
    QTest::newRow("Determined: without it, still Slowed on its turn")
        << "determined_save_control.json"
        << "error=3:412.2.a kind=illegal A1.at=6,4";
    QTest::newRow("804.4.e saved, it moves again") << "immobilized_save.json" << "error=none B1.at=5,4 B1.conditions=none";
    QTest::newRow("903.1 Dazed: one action") << "dazed.json" << "error=4:903.1 B1.hp=20 A1.used=2x1";
    QTest::newRow("903.1 Dazed: no opportunity attacks") << "dazed_no_opportunity.json" << "error=5:903.1";
    // Scoring and victory (103, 105-107, 804.4.a).
    QTest::newRow("103.2.a the last enemy eliminated") << "elimination.json" << "error=none B1.out=yes B1.hp=-5 vp.A=3 winner=A end=103.2.a";
    QTest::newRow("103.1 nothing after the game ends") << "game_over.json" << "error=2:103.1";
    QTest::newRow("106.2.a Bounty: +5 an elimination") << "bounty.json" << "error=none vp.A=8 winner=none log=106.2.a";
    QTest::newRow("103.2.b the point size in victory points") << "vp_target.json" << "error=none vp.A=3 winner=A end=103.2.b";
    QTest::newRow("105.4.a holding a victory area") << "victory_area.json" << "error=none A1.at=7,4 vp.A=10 vp.B=0";
    QTest::newRow("Object: holds no victory area") << "object_victory_area.json"
                                                   << "error=none A1.at=7,4 vp.A=0 vp.B=0";
    QTest::newRow("Object: immune to attacks against Will")
        << "object_immune_will.json"
        << "error=none B1.hp=105 log=immune_to_attacks_against_Will";
    QTest::newRow("107.2.a Uncontested areas") << "uncontested.json" << "error=none vp.A=5 vp.B=5";
    QTest::newRow("103.3.c ten quiet rounds, 105.4.b nearest the centre") << "stall.json" << "error=none round=10 winner=A end=105.4.b";
    QTest::newRow("103.3.c an attack roll keeps the game going") << "stall_broken.json" << "error=none round=10 winner=none end=none";
    // Equally near the centre with equal costs: no draw, play continues until a side scores (105.4.d).
    QTest::newRow("105.4.d tied tie-breakers: the first to score wins")
        << "stall_tied.json"
        << "error=none round=11 winner=A end=105.4.d log=play_continues";
    // Close and area attacks (603.3, 608, 609).
    QTest::newRow("608.3 burst, enemies only") << "burst.json" << "error=none A2.hp=10 B1.out=yes B2.hp=10 A1.used=2x1";
    QTest::newRow("608.7 blast hits everyone in it, allies first") << "blast.json" << "error=none A2.hp=10 B1.out=yes B2.hp=40 B2.conditions=ongoing5fire";
    QTest::newRow("608.2 every creature in the area is a target") << "blast_targets_wrong.json" << "error=1:608.2";
    QTest::newRow("609.3.b radius within sight, damage on a miss") << "area.json" << "error=none B1.hp=40 B2.out=yes A1.used=2x1";
    // Lines and cones (608.4-608.6, 611.5); the cone templates are ours (board/cone_template.h).
    QTest::newRow("608.6.c a line hits every creature it enters, allies first") << "line.json" << "error=none A2.hp=10 B1.hp=35 B2.hp=10 B3.hp=10 log=608.6.c";
    QTest::newRow("608.6.d a square touched only at its corner is not in the line") << "line_diagonal.json" << "error=none B1.hp=35 B2.hp=10";
    QTest::newRow("1003.1.a a wall stops the line") << "line_wall.json" << "error=none B2.out=yes B1.hp=50 log=a_wall_at_[6,4]_stops_it";
    QTest::newRow("608.2 a line's targets are the creatures in it") << "line_targets_wrong.json" << "error=1:608.2 kind=illegal";
    QTest::newRow("608.6.b no line through the attacker") << "line_through_attacker.json" << "error=1:608.6.b kind=illegal";
    QTest::newRow("608.6.a a line starts on the attacker's edge") << "line_origin_off_edge.json" << "error=1:608.6.a message=not_on_the_edge";
    QTest::newRow("611.5 cover for a line from its origin point") << "line_cover.json" << "error=none B1.hp=50 log=611.1";
    QTest::newRow("608.4.b a small cone hits who is in it, allies first") << "small_cone.json" << "error=none A2.hp=10 B1.hp=35 B1.conditions=Slowed B2.out=yes B3.hp=10 vp.A=3 log=608.4.b";
    QTest::newRow("608.4.a the attacker may not be inside its cone") << "small_cone_covers_attacker.json" << "error=1:608.4.a message=covers_A1's_own_space";
    QTest::newRow("608.4.a a cone starts on a corner of the attacker's square") << "small_cone_origin_not_corner.json" << "error=1:608.4.a message=not_a_corner";
    QTest::newRow("611.5 cover for a cone from its origin point") << "small_cone_cover.json" << "error=none B1.hp=50 log=611.1";
    QTest::newRow("608.5.b a large cone: length and line of effect") << "large_cone.json" << "error=none B1.hp=30 B2.hp=10 B3.hp=10 B4.hp=10 log=608.5.b";
    // Forced movement and pits (807, 813, 815, 1013).
    QTest::newRow("813.1 push") << "push.json" << "error=none B1.hp=45 B1.at=6,4";
    // Troglodyte's Stench: the Human Sellsword beside it rolls 8 + 11 - 2 against AC 18 and misses.
    QTest::newRow("Stench: -2 Attack beside it") << "stench.json"
                                                 << "error=none B1.hp=25";
    QTest::newRow("Stench: Troglodytes immune") << "stench_troglodytes_immune.json"
                                                << "error=none B1.hp=15";
    QTest::newRow("Solid Footing: hit, not pushed") << "solid_footing.json"
                                                    << "error=none B1.hp=80 B1.at=5,4 log=not_subject";
    QTest::newRow("813.1 a push moves away") << "push_not_away.json" << "error=1:813.1 kind=illegal";
    QTest::newRow("813.1 a push needs its path") << "push_missing_path.json" << "error=1:813.1 kind=bad-input";
    QTest::newRow("815.1 slide") << "slide.json" << "error=none B1.hp=40 B1.at=3,2";
    QTest::newRow("1013.4 pushed into a pit, hit by the follow-up") << "pit.json" << "error=none B1.at=5,3 B1.conditions=Dazed B1.hp=45";
    QTest::newRow("1013.3 ending a turn in a pit") << "pit_missed.json" << "error=none B1.out=yes vp.A=14";
    // Terrain (1007, 1008, 1015, 1017, 1019, 1021, web).
    QTest::newRow("1008.3 ending a turn on dangerous terrain") << "dangerous.json" << "error=none A1.hp=40 round=2";
    QTest::newRow("1008.2 +5 melee damage on dangerous terrain") << "dangerous_damage.json" << "error=none B1.hp=30";
    QTest::newRow("1019.3 spike stones") << "spike_stones.json" << "error=none A1.hp=45 A1.at=4,4";
    QTest::newRow("1015.2 sacred circle +2") << "sacred_circle.json" << "error=none B1.hp=35 log=1015.2";
    QTest::newRow("1007.2 blood rock: 19 is a critical") << "blood_rock.json" << "error=none B1.hp=20 log=1007.2";
    QTest::newRow("604.4.b natural 20 doubles the damage") << "critical.json" << "error=none B1.hp=20 log=806.3";
    QTest::newRow("604.4.c natural 1 misses, rerolled once") << "natural_one.json" << "error=none B1.hp=10 log=802.3";
    QTest::newRow("1021.1 teleporters") << "teleporter.json" << "error=none A1.at=7,7 log=1021.1";
    QTest::newRow("web immobilizes who enters it") << "web.json" << "error=none A1.at=3,4 A1.conditions=Immobilized";
    // 1011.2 healing font: replaces the attack action, for a creature that began its turn next to it;
    // heals as 808.1 does, never above the starting hit points.
    QTest::newRow("1011.2 a healing font heals the map's amount") << "healing_font.json" << "error=none A1.hp=45 log=1011.2";
    QTest::newRow("808.1.a a healing font heals up to full") << "healing_font_full.json" << "error=none A1.hp=50 A1.at=3,2 log=808.1.a";
    QTest::newRow("1011.2 only after beginning the turn next to it")
        << "healing_font_not_adjacent.json" << "error=2:1011.2 kind=illegal message=not_adjacent A1.at=4,2";
    QTest::newRow("1011.2 it replaces the attack action") << "healing_font_after_attack.json" << "error=2:1011.2 message=attack_action B1.hp=35";
    QTest::newRow("1011.2 once a turn") << "healing_font_twice.json" << "error=4:1011.2 A1.hp=50";
    // 1016 secret doors: passable and a legal position; while empty their edges are walls.
    QTest::newRow("1016.2 moving through a secret door") << "secret_door_move.json" << "error=none A1.at=4,4";
    QTest::newRow("1016.3 a closed secret door blocks sight") << "secret_door_closed.json" << "error=1:1002.1.a kind=illegal";
    QTest::newRow("1016.3 a creature in the door holds it open") << "secret_door_held_open.json" << "error=none B1.out=yes";
    QTest::newRow("1016.2 a creature in the door is seen") << "secret_door_occupant.json" << "error=none B1.out=yes";
    QTest::newRow("1017.2 slippery terrain") << "slippery.json" << "error=none B1.hp=35 B1.at=5,4";
    // Powers (406.2, 701.2, 703.5.a) and dice.
    QTest::newRow("701.2 no uses left") << "use_limit.json" << "error=5:701.2";
    QTest::newRow("703.5.a recharged when first bloodied") << "recharge.json" << "error=none A1.hp=5 B1.hp=50 B1.conditions=Dazed log=703.5.a A1.used=2x1";
    QTest::newRow("802.3 reroll once on a miss") << "reroll_on_miss.json" << "error=none B1.hp=25";
    QTest::newRow("a power the engine cannot run") << "by_hand.json" << "error=1: kind=by-hand message=resolve_by_hand";
    QTest::newRow("604.3 a roll missing") << "missing_roll.json" << "error=1:604.3 kind=missing-roll";
    QTest::newRow("a roll left over") << "unused_roll.json" << "error=1: kind=unused-roll";
    QTest::newRow("an attack by its number") << "attack_by_number.json" << "error=none B1.hp=35";
    QTest::newRow("707.5.a flight provokes from its starting square") << "flight.json" << "error=none A1.at=6,4";
    QTest::newRow("707.5.a flight past a walking enemy") << "flight_no_second_chance.json" << "error=1:612.1.c";
    // What attack powers do beyond damage (604.7.b, 109.1 card text).
    QTest::newRow("Make 2 basic attacks") << "basic_attacks.json" << "error=none B1.hp=30 A1.used=2x1";
    QTest::newRow("one attack against each adjacent enemy") << "each_adjacent_enemy.json" << "error=none B1.out=yes B2.out=yes vp.A=6";
    QTest::newRow("604.7.b follow-up after a hit") << "follow_up.json" << "error=none A1.hp=10 B1.hp=50";
    QTest::newRow("412.3 the attacker shifts after its hit") << "attacker_shift.json" << "error=none A1.at=1,4 B1.hp=40";
    QTest::newRow("703.5.a recharged when the attack misses") << "recharge_on_miss.json" << "error=none B1.hp=25 A1.used=2x1 A1.conditions=Immobilized";
    QTest::newRow("a condition only for a bloodied target") << "only_if.json" << "error=none B1.hp=40 B1.conditions=none";
    QTest::newRow("411.1 a minor action attack besides the attack action") << "minor_action.json" << "error=3:403.1 B1.hp=15";
    QTest::newRow("707.6.a Hide: unseen behind cover") << "hide.json" << "error=1:707.6.a";
    QTest::newRow("803.5 a penalty to Attack until the end of its next turn") << "stat_modifier.json" << "error=none A1.hp=20 B1.hp=40 log=has_-2_Attack log=-2_Attack_ends";
    QTest::newRow("900.2 an unprinted duration put on during its own turn ends with it")
        << "own_turn_condition_ends_with_the_turn.json"
        << "error=none A1.at=3,2 A1.conditions=none";
    QTest::newRow("Wild Swing's -4 AC on its own turn lasts through its next turn")
        << "own_turn_effect_outlasts_the_turn.json"
        << "error=none B1.hp=55";
    // The move an attack includes (600.2, 412.2, 412.3, 707.5, 612.1.c).
    QTest::newRow("612.1.c the attack's move provokes, then the ranged hit recharges it") << "attack_move.json" << "error=none A1.at=0,4 A1.hp=25 B1.hp=30 A1.used=none log=612.1.c log=HitsWithRanged";
    QTest::newRow("an attack during the move, after 3 of its 6 steps") << "attack_move_during.json" << "error=none A1.at=2,2 A1.hp=50 B1.hp=35 A1.used=2x1";
    QTest::newRow("707.5.a a flyer leaving a walker mid-move provokes nothing") << "attack_move_flyby_no_opportunity.json" << "error=1:612.1.c kind=illegal B1.hp=50";
    QTest::newRow("109.1 move exactly 4 squares, then the push") << "attack_move_exactly.json" << "error=none A1.at=4,4 B1.hp=20 B1.at=7,4";
    QTest::newRow("600.2 the move ends too near its start") << "attack_move_short.json" << "error=1:600.2 kind=illegal A1.at=0,4";
    QTest::newRow("707.5.a as though with Flight: through an enemy") << "attack_move_flight.json" << "error=none A1.at=4,4 B2.hp=40 B2.conditions=ongoing10poison";
    QTest::newRow("412.3.b the attack's shift provokes nothing") << "attack_shift_first.json" << "error=6:612.1.b A1.at=3,3 B1.hp=35";
    // Further attacks an attack's hit grants (604.7, 109.1 "maximum N per turn", 408.1.a).
    QTest::newRow("109.1 further attacks up to the maximum per turn") << "further_attack.json" << "error=none B1.hp=10 log=maximum_4_per_turn";
    QTest::newRow("109.1 a further attack beyond the maximum per turn") << "further_attack_limit.json" << "error=1:109.1 kind=illegal B1.hp=50";
    QTest::newRow("a basic attack against the same target") << "further_same_target.json" << "error=none B1.hp=15 B1.conditions=Immobilized B2.hp=50";
    QTest::newRow("109.1 the same target, not another") << "further_not_same_target.json" << "error=1:109.1 message=against_the_same_target";
    QTest::newRow("a basic attack against a different target") << "further_different_target.json" << "error=none B1.hp=30 B2.hp=30";
    QTest::newRow("109.1 a different target, not the same") << "further_not_different_target.json" << "error=1:109.1 message=other_than_B1";
    QTest::newRow("813.1 a further attack's push takes its entry's path") << "invented/further_push.json" << "error=none B1.hp=50 B1.at=5,4";
    QTest::newRow("109.1 once per turn: one repeat against a different target") << "invented/further_once_per_turn.json" << "error=none B1.hp=45 B2.hp=45";
    QTest::newRow("109.1 once per turn: no second repeat") << "invented/further_once_per_turn_limit.json" << "error=1:109.1 kind=illegal B1.hp=60 message=its_further_Frenzy_attack_this_turn";
    QTest::newRow("412.3 each further attack's hit shifts the attacker its own way") << "further_with_shift.json" << "error=none A1.at=4,3 B1.hp=40";
    QTest::newRow("this attack again, with its move, up to 3 attacks") << "further_with_move.json" << "error=none A1.at=3,4 B1.hp=40 B2.hp=45 log=maximum_3_per_turn";
    // What follows all the attacks (605.1).
    QTest::newRow("605.1 the attacker shifts once after all attacks") << "after_all_attacks.json" << "error=none A1.at=0,0 B1.hp=30 B2.hp=50";
    QTest::newRow("808.1.a allies heal after all attacks, to full") << "after_all_heal.json" << "error=none A2.hp=50 B1.hp=20 log=808.1.a";
    QTest::newRow("803.5 +4 AC after the basic attacks it made") << "after_all_made_attacks.json" << "error=none B1.hp=20 A1.hp=100 log=has_+4_AC";
    // "Make 2 {m} attacks": the creature's melee attacks (109.1).
    QTest::newRow("the melee attacks named") << "made_attacks.json" << "error=none B1.hp=30";
    QTest::newRow("109.1 not one of its melee attacks") << "made_attacks_wrong.json" << "error=1:109.1 kind=illegal B1.hp=50";
    // The target provokes opportunity attacks (612.1).
    QTest::newRow("612.1 the target provokes the attacker's allies") << "target_provokes.json" << "error=none B1.hp=35 log=612.1";
    QTest::newRow("612.1.c no opportunity attack when the attack misses") << "target_provokes_miss.json" << "error=1:612.1.c kind=illegal";
    // Healing allies (808, 801.3.c).
    QTest::newRow("808.1.a the named ally heals, to full") << "ally_healing.json" << "error=none A2.hp=50 A3.hp=50 B1.hp=40 log=808.1.a";
    QTest::newRow("801.3.c two allies in reach: name the one") << "ally_healing_unnamed.json" << "error=3:801.3.c kind=bad-input A2.hp=35";
    QTest::newRow("109.1 an ally out of reach is not healed") << "ally_healing_out_of_range.json" << "error=3:109.1 kind=illegal A2.hp=35";
    // Moving closer (109.1, 412.3).
    QTest::newRow("412.3 push, then shift closer") << "attacker_closer.json" << "error=none A1.at=4,4 B1.at=5,4 B1.hp=35";
    QTest::newRow("109.1 a shift that is not closer") << "attacker_not_closer.json" << "error=1:109.1 kind=illegal";
    // Recharges (703.5.a, 406.2, 403.1).
    QTest::newRow("703.5.a recharge as a move action, then use it again") << "recharge_move_action.json" << "error=none B1.hp=30 A1.used=2x1 log=takes_a_move_action_to_recharge";
    QTest::newRow("703.5.a nothing to recharge") << "recharge_not_spent.json" << "error=1:703.5.a kind=illegal";
    QTest::newRow("703.5.a it recharges by itself, not by an action") << "recharge_not_by_action.json" << "error=2:703.5.a A1.used=3x1";
    QTest::newRow("403.1 a minor action recharge takes the move's place, then none is left") << "recharge_minor_action.json" << "error=4:403.1 B1.hp=30 A1.used=2x1";
    QTest::newRow("703.5.a recharged at the start of its turn when no enemy can see it") << "recharge_unseen.json" << "error=none A1.at=1,1 A1.used=none log=StartOfTurnUnseen";
    QTest::newRow("703.5.a recharged when no creature is affected") << "recharge_none_affected.json" << "error=none B1.hp=50 A1.used=none log=NoneAffected";
    QTest::newRow("703.5.a recharged when it uses a power the players resolve") << "recharge_uses_power.json" << "error=none B1.hp=35 A1.used=none log=uses_Mantid_Dance";
    // Several close or area attacks in one power (601.1.b), with invented cards.
    QTest::newRow("601.1.b two bursts: each target attacked twice") << "invented/several_bursts.json" << "error=none B1.hp=40 B2.hp=40";
    QTest::newRow("609.2 two areas, each with its origin") << "invented/several_areas.json" << "error=none B1.hp=45 B2.hp=45";
    QTest::newRow("two areas need two origins") << "invented/several_areas_one_origin.json" << "error=1: kind=bad-input message=areas";
}

void TestBattleRules::scriptedBattle()
{
    QFETCH(QString, script);
    QFETCH(QString, expected);
    const ddm::test::ScriptRun run = ddm::test::runScript(ddm::test::battleFile(script), ddm::test::cardsFor(script));
    QVERIFY2(run.readErrors.isEmpty(), qPrintable(run.readErrors.join(QLatin1Char('\n'))));
    const QStringList failures = ddm::test::failedExpectations(run, expected);
    if (!failures.isEmpty()) {
        QStringList log;
        for (const ddm::LogEntry& entry : run.battle.log())
            log.append(QStringLiteral("  [%1] %2").arg(entry.rule, entry.text));
        if (run.error)
            log.append(QStringLiteral("  error at %1: %2 (%3)").arg(*run.failedAt).arg(run.error->message, run.error->rule));
        QFAIL(qPrintable(failures.join(QLatin1Char('\n')) + QLatin1Char('\n') + log.join(QLatin1Char('\n'))));
    }
}

// 813.1: a push the script gives no path for is refused, naming every path the rules leave open, so
// the sandbox can ask the attacker's player; each of them, given back, plays.
void TestBattleRules::aPushWithoutItsPathOffersEveryPath()
{
    const test::ScriptRun run = runWithout(QStringLiteral("push.json"), QStringLiteral("forced"));
    QVERIFY(run.error);
    QCOMPARE(run.error->kind, ActionErrorKind::BadInput);
    QVERIFY(run.error->forcedPath);
    const ForcedPathNeeded& needed = *run.error->forcedPath;
    QCOMPARE(needed.mover, QStringLiteral("B1"));
    QCOMPARE(needed.movement, QStringLiteral("push"));
    QVERIFY(needed.paths.contains(QList<Square>{{6, 4}}));
    for (const QList<Square>& path : needed.paths) {
        Battle battle = run.battle;
        Action chosen = run.script.actions.at(1);
        chosen.forced.insert(QStringLiteral("B1"), path);
        const ActionResult result = battle.apply(chosen);
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error->message));
        QCOMPARE(battle.state().creature(QStringLiteral("B1"))->space.topLeft, path.constLast());
    }
}

// A player typing in real dice is asked for the roll by who rolls it, with what and against whom.
void TestBattleRules::aMissingRollSaysWhoRollsForWhat()
{
    const test::ScriptRun run = runWithout(QStringLiteral("push.json"), QStringLiteral("rolls"));
    QVERIFY(run.error);
    QCOMPARE(run.error->kind, ActionErrorKind::MissingRoll);
    QVERIFY(run.error->rollNeeded);
    QCOMPARE(*run.error->rollNeeded, (RollNeeded{RollPurpose::Attack, QStringLiteral("A1"),
                                                 QStringLiteral("Stone Launch"), QStringLiteral("B1")}));
    QCOMPARE(run.error->rule, QStringLiteral("604.3"));
}

// The sandbox draws no square a creature held by Murderous may move to; its ally's squares it draws.
void TestBattleRules::aCreatureHeldByBloodlustReachesNothing()
{
    const test::ScriptRun run = test::runScript(test::battleFile(QStringLiteral("bloodlust_move.json")));
    QCOMPARE(run.failedAt, std::optional<qsizetype>(4));
    QVERIFY(run.battle.reachableSquares(QStringLiteral("A1")).destinations().isEmpty());
    QVERIFY(!run.battle.reachableSquares(QStringLiteral("A2")).destinations().isEmpty());
}

// The sandbox's Shift mode draws where a shift may end (412.3: 1 square), not a Move's reach.
void TestBattleRules::aShiftReachesOneSquare()
{
    const test::ScriptRun run = test::runScript(test::battleFile(QStringLiteral("bloodlust_move.json")));
    const CreatureState& fighter = *run.battle.state().creature(QStringLiteral("A2"));
    const QList<ReachableSquare> shifts =
        run.battle.reachableSquares(QStringLiteral("A2"), MoveKind::Shift).destinations();
    QVERIFY(!shifts.isEmpty());
    for (const ReachableSquare& square : shifts)
        QVERIFY(areAdjacent(fighter.space, fighter.space.movedTo(square.at)));
    QVERIFY(run.battle.reachableSquares(QStringLiteral("A2")).destinations().size() > shifts.size());
}

void TestBattleRules::aMoveIsLeftWhileAnActionCanPayForIt_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<int>("actions"); // how many of its actions are played
    QTest::addColumn<bool>("canMove");
    QTest::newRow("before its turn") << QStringLiteral("charge.json") << 1 << true;
    QTest::newRow("after charging (413.3.e)") << QStringLiteral("charge.json") << 2 << false;
    QTest::newRow("after a move: the attack action pays (403.1.b)")
        << QStringLiteral("double_move.json") << 2 << true;
    QTest::newRow("after a double move") << QStringLiteral("double_move.json") << 3 << false;
    QTest::newRow("Plodding: after its one move") << QStringLiteral("plodding_one_move.json") << 2 << false;
    QTest::newRow("Plodding's control: a second move")
        << QStringLiteral("plodding_one_move_control.json") << 2 << true;
}

// The sandbox shades where a creature may move only while it may take a move action.
void TestBattleRules::aMoveIsLeftWhileAnActionCanPayForIt()
{
    QFETCH(QString, script);
    QFETCH(int, actions);
    QFETCH(bool, canMove);
    QJsonObject object = QJsonDocument::fromJson(ddm::test::battleFile(script)).object();
    QJsonArray played = object.value(QLatin1String("actions")).toArray();
    while (played.size() > actions)
        played.removeLast();
    object.insert(QLatin1String("actions"), played);
    const test::ScriptRun run = test::runScript(QJsonDocument(object).toJson());
    QVERIFY(!run.error);
    QCOMPARE(run.battle.canMove(QStringLiteral("A1")), canMove);
    QVERIFY(!run.battle.canMove(QStringLiteral("B1"))); // not its side's turn
}

// 801.3.c: "1 adjacent ally heals 20 HP" beside two allies, without "healed": the refusal names both.
void TestBattleRules::aHealingWithoutItsAlliesOffersThem()
{
    const test::ScriptRun run = runWithout(QStringLiteral("ally_healing.json"), QStringLiteral("healed"));
    QVERIFY(run.error);
    QCOMPARE(run.error->rule, QStringLiteral("801.3.c"));
    QVERIFY(run.error->healedAllies);
    QCOMPARE(run.error->healedAllies->healer, QStringLiteral("A1"));
    QCOMPARE(run.error->healedAllies->count, 1);
    QCOMPARE(run.error->healedAllies->allies, (QStringList{QStringLiteral("A2"), QStringLiteral("A3")}));
}

// A push made by a further attack: the refusal says which "further" entry is to carry its path.
void TestBattleRules::aFurtherAttacksPushNamesItsEntry()
{
    QJsonObject object = QJsonDocument::fromJson(test::battleFile(QStringLiteral("invented/further_push.json"))).object();
    QJsonArray actions = object.value(QLatin1String("actions")).toArray();
    QJsonObject attack = actions.last().toObject();
    attack.remove(QLatin1String("further"));
    actions.replace(actions.size() - 1, attack);
    object.insert(QLatin1String("actions"), actions);
    const test::ScriptRun run = test::runScript(QJsonDocument(object).toJson(), test::inventedCards());
    QVERIFY(run.error);
    QVERIFY(run.error->forcedPath);
    QCOMPARE(run.error->forcedPath->mover, QStringLiteral("B1"));
    QCOMPARE(run.error->forcedPath->furtherEntry, std::optional<qsizetype>(0));
    QVERIFY(run.error->forcedPath->paths.contains(QList<Square>{{5, 4}}));
}

// A power's attack without its target, when two enemies are in reach, says whom it may attack, as a
// further attack's does, so the sandbox can ask; so does a power's damage to one enemy.
void TestBattleRules::aUsedPowersAttackAsksForItsTarget()
{
    const test::ScriptRun run =
        runWithout(QStringLiteral("use_attack_two_targets.json"), QStringLiteral("target"));
    QVERIFY(run.error);
    QCOMPARE(run.error->kind, ActionErrorKind::BadInput);
    QVERIFY(run.error->targetNeeded);
    QCOMPARE(run.error->targetNeeded->furtherEntry, std::nullopt);
    QCOMPARE(run.error->targetNeeded->power, QStringLiteral("Sand in the Eyes"));
    QCOMPARE(run.error->targetNeeded->candidates, (QStringList{QStringLiteral("B1"), QStringLiteral("B2")}));

    // So does a power that deals damage to one enemy in reach.
    const test::ScriptRun thorns =
        runWithout(QStringLiteral("use_damage_two_enemies.json"), QStringLiteral("target"));
    QVERIFY(thorns.error);
    QVERIFY(thorns.error->targetNeeded);
    QCOMPARE(thorns.error->targetNeeded->power, QStringLiteral("Thorns"));
    QCOMPARE(thorns.error->targetNeeded->candidates,
             (QStringList{QStringLiteral("B1"), QStringLiteral("B2")}));
}

QTEST_GUILESS_MAIN(TestBattleRules)
// An optional power whose moment came with no response is not used, and the result says it could
// have been, so the sandbox can ask; played again with the response it is used.
void TestBattleRules::anUnusedCleaveIsOffered()
{
    const test::ScriptRun run = test::runScript(test::battleFile(QStringLiteral("cleave_declined.json")));
    QVERIFY(!run.error);
    Battle battle = run.battle;
    battle.undo();
    Action attack = run.script.actions.last();
    ScriptedDice dice;
    dice.append({15, 15});
    ActionResult result = battle.apply(attack, dice);
    QVERIFY(result.ok());
    QCOMPARE(result.offers.size(), 1);
    QCOMPARE(result.offers.first().actor, QStringLiteral("A1"));
    QCOMPARE(result.offers.first().power, QStringLiteral("Cleave"));
    QCOMPARE(result.offers.first().event, TriggerEvent::DestroysEnemy);
    QCOMPARE(result.offers.first().other, QStringLiteral("B1"));
    QCOMPARE(battle.state().creature(QStringLiteral("B2"))->hitPoints.current, 20);

    battle.undo();
    attack.rolls = {15, 15};
    attack.responses = {Response{QStringLiteral("A1"), QStringLiteral("Cleave")}};
    result = battle.apply(attack);
    QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error->message));
    QVERIFY(result.offers.isEmpty());
    QCOMPARE(battle.state().creature(QStringLiteral("B2"))->hitPoints.current, 10);
}

// Cleave with two enemies left beside it and no "further" entry: the refusal names both, as a
// further attack's does, so the sandbox can ask which one.
void TestBattleRules::aCleaveBetweenTwoEnemiesAsksForItsTarget()
{
    const test::ScriptRun run =
        runWithout(QStringLiteral("cleave_two_targets.json"), QStringLiteral("further"));
    QVERIFY(run.error);
    QCOMPARE(run.error->kind, ActionErrorKind::BadInput);
    QVERIFY(run.error->targetNeeded);
    QCOMPARE(run.error->targetNeeded->furtherEntry, std::optional<qsizetype>(0));
    QCOMPARE(run.error->targetNeeded->candidates, (QStringList{QStringLiteral("B2"), QStringLiteral("B3")}));
}

// A miss of the creature and the start of its turn offer their powers when no response names them.
void TestBattleRules::optionalPowersAreOfferedAtTheirMoment_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QList<int>>("rolls"); // the last action's d20s
    QTest::addColumn<QString>("power");
    QTest::addColumn<TriggerEvent>("event");
    QTest::addColumn<QString>("other");
    QTest::newRow("Goblin Tactics on a miss")
        << "miss_shift_declined.json" << QList<int>{2} << "Goblin Tactics" << TriggerEvent::MissedBy << "B1";
    QTest::newRow("Regeneration as its turn begins")
        << "turn_start_regeneration_declined.json" << QList<int>{} << "Regeneration 10"
        << TriggerEvent::StartOfOwnTurn << "";
    QTest::newRow("Blaze of Instinct on a hit") << "hit_by_misses_instead_declined.json" << QList<int>{15}
                                                << "Blaze of Instinct" << TriggerEvent::HitBy << "B1";
    QTest::newRow("Warforged Battle Champion's champion power as its turn begins")
        << "champion_turn_start_declined.json" << QList<int>{} << "champion 1" << TriggerEvent::StartOfOwnTurn
        << "";
    QTest::newRow("Wand of Accuracy as it declares an attack")
        << "declared_attack_bonus_declined.json" << QList<int>{2} << "Wand of Accuracy"
        << TriggerEvent::AttackDeclared << "B1";
    QTest::newRow("Mobile Melee Attack once its attack is resolved")
        << "attack_resolved_shift_declined.json" << QList<int>{1} << "Mobile Melee Attack"
        << TriggerEvent::AttackResolved << "B1";
}

void TestBattleRules::optionalPowersAreOfferedAtTheirMoment()
{
    QFETCH(QString, file);
    QFETCH(QList<int>, rolls);
    QFETCH(QString, power);
    QFETCH(TriggerEvent, event);
    QFETCH(QString, other);
    const test::ScriptRun run = test::runScript(test::battleFile(file));
    QVERIFY(!run.error);
    Battle battle = run.battle;
    battle.undo();
    ScriptedDice dice;
    dice.append(rolls);
    const ActionResult result = battle.apply(run.script.actions.last(), dice);
    QVERIFY(result.ok());
    QCOMPARE(result.offers.size(), 1);
    QCOMPARE(result.offers.first().actor, QStringLiteral("A1"));
    QCOMPARE(result.offers.first().power, power);
    QCOMPARE(result.offers.first().event, event);
    QCOMPARE(result.offers.first().other, other);
}

// At the start of the round a champion power its champion could use is offered with its text.
void TestBattleRules::anUnusedChampionPowerIsOffered()
{
    const test::ScriptRun run =
        test::runScript(test::battleFile(QStringLiteral("champion_round_bonus_unused.json")));
    QVERIFY(!run.error);
    Battle fresh(run.script.setup);
    const ActionResult result = fresh.apply(run.script.actions.first());
    QVERIFY(result.ok());
    QCOMPARE(result.offers.size(), 1);
    QCOMPARE(result.offers.first().actor, QStringLiteral("A1"));
    QCOMPARE(result.offers.first().power, QStringLiteral("champion 2"));
    QCOMPARE(result.offers.first().event, TriggerEvent::StartOfRound);
    QVERIFY(result.offers.first().text.contains(QLatin1String("Goblin and Orc allies")));
}

// 102.2: as the first round begins, a power used at set-up is offered with what it may choose (the
// enemies in play, or its damage types); none is offered again in the second round.
void TestBattleRules::aSetupPowerIsOfferedWithItsChoices()
{
    const test::ScriptRun run =
        test::runScript(test::battleFile(QStringLiteral("setup_champion_resist_declined.json")));
    QVERIFY(!run.error);
    Battle fresh(run.script.setup);
    const ActionResult first = fresh.apply(run.script.actions.first());
    QVERIFY(first.ok());
    QList<ResponseOffer> setup;
    std::copy_if(first.offers.cbegin(), first.offers.cend(), std::back_inserter(setup),
                 [](const ResponseOffer& offer) { return offer.event == TriggerEvent::SetUp; });
    QCOMPARE(setup.size(), 2); // the Tiefling's resistance, the Azer Smith's Master Armorer
    const auto tiefling = std::find_if(setup.cbegin(), setup.cend(), [](const ResponseOffer& offer) {
        return offer.actor == QLatin1String("B1");
    });
    QVERIFY(tiefling != setup.cend());
    QCOMPARE(tiefling->power, QStringLiteral("champion 1"));
    QCOMPARE(tiefling->championPower, 1);
    QCOMPARE(tiefling->choices,
             (QStringList{QStringLiteral("Cold"), QStringLiteral("Fire"), QStringLiteral("Lightning")}));

    const test::ScriptRun stalker =
        test::runScript(test::battleFile(QStringLiteral("setup_stalked_target_declined.json")));
    QVERIFY(!stalker.error);
    Battle again(stalker.script.setup);
    const ActionResult offered = again.apply(stalker.script.actions.first());
    QCOMPARE(offered.offers.size(), 1);
    QCOMPARE(offered.offers.first().choices, (QStringList{QStringLiteral("B1"), QStringLiteral("B2")}));
    for (const QString& id : {QStringLiteral("A1"), QStringLiteral("B1"), QStringLiteral("B2")}) {
        Action end;
        end.actor = id;
        QVERIFY(again.apply(end).ok());
    }
    Action second;
    second.kind = ActionKind::Initiative;
    second.initiative = {QList<int>{15}, QList<int>{5}};
    const ActionResult later = again.apply(second);
    QVERIFY(later.ok());
    QVERIFY(later.offers.isEmpty());
}

// 801.6: the side whose champion has the lower Champion rating declares and resolves its set-up
// powers first, whoever won the set-up roll and whatever order the responses name them in; a side
// without a champion has the lower rating (110.3.a).
void TestBattleRules::setupPowersResolveInLowestChampionOrder_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("users"); // in the order their powers resolve
    // A's Drow Infiltrator is Champion 1, B's Large Bronze Dragon Champion 2.
    QTest::newRow("the lower rating first") << "setup_order_ratings.json" << QStringList{"A1", "B1"};
    // A's Tiefling Battlemaster is Champion 2; B's Invisible Stalker is no champion.
    QTest::newRow("no champion is lower still") << "setup_order_no_champion.json" << QStringList{"B1", "A1"};
}

void TestBattleRules::setupPowersResolveInLowestChampionOrder()
{
    QFETCH(QString, file);
    QFETCH(QStringList, users);
    const test::ScriptRun run = test::runScript(test::battleFile(file));
    QVERIFY2(!run.error, run.error ? qPrintable(run.error->message) : "");
    QStringList used;
    for (const LogEntry& entry : run.battle.log()) {
        if (entry.event == LogEvent::PowerUsed)
            used.append(entry.creature);
    }
    QCOMPARE(used, users);
    QVERIFY(std::none_of(run.battle.log().cbegin(), run.battle.log().cend(),
                         [](const LogEntry& entry) { return entry.rule == QLatin1String("801.6.a"); }));
}

// A power the engine cannot run is never silently skipped: when the moment its words name comes, the
// log tells the players to resolve it by hand, naming the creature, the power and the rule.
void TestBattleRules::powersNotRunAreNamedAtTheirMoment_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("creature");
    QTest::addColumn<QString>("power");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<LogEvent>("next"); // the entry that follows it
    QTest::newRow("Quasit Familiar's Spotter at set-up") << "by_hand_moments.json"
                                                         << "B1"
                                                         << "Spotter"
                                                         << "102.2" << LogEvent::RoundStarted;
    QTest::newRow("Half-Orc Spy's Enemy Battle Plans as the round starts") << "by_hand_moments.json"
                                                                           << "A2"
                                                                           << "Enemy Battle Plans"
                                                                           << "302.1" << LogEvent::Initiative;
    QTest::newRow("Warmage's Wall of Earth on its turn") << "by_hand_moments.json"
                                                         << "A1"
                                                         << "Wall of Earth"
                                                         << "403.1" << LogEvent::TurnEnded;
    QTest::newRow("Vrock's Demon Gate as the round ends") << "by_hand_moments.json"
                                                          << "B2"
                                                          << "Demon Gate"
                                                          << "305.1" << LogEvent::RoundEnded;
    QTest::newRow("Zombie Hulk's Fell Retort as it is destroyed") << "by_hand_destroyed.json"
                                                                  << "B1"
                                                                  << "Fell Retort"
                                                                  << "415.2.b" << LogEvent::Eliminated;
}

void TestBattleRules::powersNotRunAreNamedAtTheirMoment()
{
    QFETCH(QString, file);
    QFETCH(QString, creature);
    QFETCH(QString, power);
    QFETCH(QString, rule);
    QFETCH(LogEvent, next);
    const test::ScriptRun run = test::runScript(test::battleFile(file));
    QVERIFY2(!run.error, run.error ? qPrintable(run.error->message) : "");
    const QList<LogEntry>& log = run.battle.log();
    QList<LogEntry> notes;
    std::copy_if(log.cbegin(), log.cend(), std::back_inserter(notes), [&](const LogEntry& entry) {
        return entry.event == LogEvent::ByHand && entry.creature == creature && entry.text.contains(power);
    });
    QCOMPARE(notes.size(), 1); // once, at its moment
    QCOMPARE(notes.first().rule, rule);
    // Set-up's are in the set-up log (action -1), shown while the players still set up.
    QCOMPARE(notes.first().action == -1, rule == QLatin1String("102.2"));
    QVERIFY(notes.first().text.contains(QLatin1String("resolve it by hand")));
    const auto following =
        std::find_if(std::find(log.cbegin(), log.cend(), notes.first()), log.cend(),
                     [](const LogEntry& entry) { return entry.event != LogEvent::ByHand; });
    QVERIFY(following != log.cend());
    QCOMPARE(following->event, next);
}

// A teleport the action gives no destination for: the refusal lists the squares it may reach, each
// of which, given back, plays.
void TestBattleRules::aUseWithoutItsPathOffersEveryDestination()
{
    const test::ScriptRun run = runWithout(QStringLiteral("use_teleport.json"), QStringLiteral("forced"));
    QVERIFY(run.error);
    QCOMPARE(run.error->kind, ActionErrorKind::BadInput);
    QVERIFY(run.error->forcedPath);
    const QList<QList<Square>>& paths = run.error->forcedPath->paths;
    QVERIFY(paths.contains(QList<Square>{{7, 2}}));
    QVERIFY(!paths.contains(QList<Square>{{8, 2}})); // 6 squares: out of range (816.1.a)
    for (const QList<Square>& path : {paths.first(), paths.last()}) {
        Battle battle = run.battle;
        Action use = run.script.actions.last();
        use.forced.insert(QStringLiteral("A1"), path);
        const ActionResult result = battle.apply(use);
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error->message));
        QCOMPARE(battle.state().creature(QStringLiteral("A1"))->space.topLeft, path.constLast());
    }
}

// Consumption with both its attacks spent: which one comes back is asked as a pick among the two, and the
// pick recharges it.
void TestBattleRules::aRechargeOfTwoSpentAttacksAsksWhich()
{
    const test::ScriptRun run =
        test::runScript(test::battleFile(QStringLiteral("recharge_named_both_spent.json")));
    QVERIFY(run.error && run.error->madeAttack);
    const MadeAttackNeeded& needed = *run.error->madeAttack;
    QVERIFY(needed.recharged);
    QCOMPARE(needed.names, (QStringList{QStringLiteral("Snowball Swarm"), QStringLiteral("Withering Ray")}));
    Battle battle = run.battle;
    Action use = run.script.actions.last();
    use.attack = needed.attacks.at(0);
    QVERIFY(battle.apply(use).ok());
    QVERIFY(!battle.state().creature(QStringLiteral("A1"))->usesSpent.contains(needed.attacks.at(0)));
    QVERIFY(battle.state().creature(QStringLiteral("A1"))->usesSpent.contains(needed.attacks.at(1)));
}

// What the sandbox shows of cover is what the attack will meet: an enemy between gives a crossbow
// cover (611.3.b), but not a Sharpshooter's.
void TestBattleRules::theSightReportKnowsASharpshooter()
{
    const test::ScriptRun plain =
        test::runScript(test::battleFile(QStringLiteral("enemy_between_gives_cover.json")));
    QVERIFY(plain.battle.sight(QStringLiteral("A1"), QStringLiteral("B1")).rangedCover);
    const test::ScriptRun sharp =
        test::runScript(test::battleFile(QStringLiteral("sharpshooter_enemy_between.json")));
    const SightReport report = sharp.battle.sight(QStringLiteral("A1"), QStringLiteral("B1"));
    QVERIFY(report.lineOfSight);
    QVERIFY(!report.rangedCover);
}

// "This creature or an adjacent ally heals 20 HP" with an ally beside it: whom to heal is asked.
void TestBattleRules::aHealingUseWithoutItsAllyOffersThem()
{
    const test::ScriptRun run = runWithout(QStringLiteral("use_heal.json"), QStringLiteral("healed"));
    QVERIFY(run.error);
    QVERIFY(run.error->healedAllies);
    QCOMPARE(run.error->healedAllies->allies, (QStringList{QStringLiteral("A1"), QStringLiteral("A2")}));
}

#include "tst_battle_rules.moc"
