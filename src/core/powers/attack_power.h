// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/game_enums.h"
#include "powers/condition.h"
#include "powers/damage_type.h"
#include "powers/effect_duration.h"
#include "powers/effect_keyword.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddm {

// The defence an attack roll is compared with (CRG 212, 605).
enum class Defence { AC, Fortitude, Reflex, Will };
// CRG 212.2: {m} melee, {r} ranged, {c} close (an area around the attacker, 608), {a} area (an
// area around an origin square within range, 609).
enum class AttackKind { Melee, Ranged, Close, Area };
// Area designations: blast, burst, cones and line are close attacks (608), radius is an area
// attack's (609.3.b). None: a single target, or an area attack that hits only its origin square.
enum class AreaShape { None, Blast, Burst, Radius, Line, SmallCone, LargeCone };
// When a used limited power becomes available again (CRG 406.2, 814): the RECHARGE clause.
enum class RechargeTrigger {
    FirstBloodied,           // "when (this creature) first (becomes) bloodied"
    MoveAction,              // "as a move action"
    MinorAction,             // "as a minor action"
    AttackAction,            // "as an attack action"
    StartOfTurnNoAdjacent,   // "at start of this creature's turn if no enemy is adjacent to it"
    EndOfTurnNoAdjacent,     // "at end of this creature's turn if no enemy is adjacent to it"
    HitsWithMelee,           // "when this creature hits with a {m} attack"
    HitsWithRanged,          // "when this creature hits with a {r} attack"
    MissesWithMelee,         // "when this creature misses with a {m} attack"
    MissesWithBasic,         // "when this creature misses with a {b} attack": its melee basic attack
    HitsWithBasic,           // "when this creature hits with a {b} attack"
    DestroysEnemy,           // "when this creature destroys an enemy"
    TakesDamage,             // "when this creature takes damage"
    HitByMelee,              // "when this creature is hit by a {m} attack"
    AllyDestroyed,           // "when an ally is destroyed"
    EnemyDestroyed,          // "when an enemy is destroyed"
    AttackHits,              // "when this attack hits"
    AttackMisses,            // "when this attack misses"
    StartOfTurnUnseen,       // "at start of this creature's turn if no enemy can see it"
    EndOfTurnUnseen,         // "at end of this creature's turn if no enemy can see it"
    EndOfTurnNoMove,         // "at end of this creature's turn if it did not move that turn"
    EndOfTurnNoAttack,       // "at end of this creature's turn if it did not attack that turn"
    EndOfTurnInVictoryArea,  // "at end of this creature's turn if it occupies a victory area"
    HitByAttack,             // "when this creature is hit by an attack"
    MissedByAttack,          // "when this creature is missed by an attack"
    DamagedByEnemy,          // "when (this creature is) damaged by an enemy"
    NoneAffected,            // "when no creature is affected by this power"
    UsesPower,               // "when this creature uses Stone Form": AttackPower::rechargePower names it
    MissedByMelee,           // "when this creature is missed by a {m} attack"
    AttackDestroys,          // "when this power reduces a target to 0 HP": its own strike destroys one
    DestroysStunnedEnemy,    // "when this creature destroys a Stunned enemy"
    DestroysStunnedCreature, // "… a Stunned creature": an ally its area attack caught too
    WeakenedDestroyed,       // "when a Weakened creature is destroyed": any creature, while Weakened
    EnemyEndsTurnAdjacent,   // "when an enemy ends its turn adjacent to this creature"
    BloodiesEnemy,           // "when this creature causes an enemy to become Bloodied": damage it deals
    BloodiesEnemyWithAttack, // "… to become bloodied with an attack": the damage of its attack's hit
    MovesThreeSquares,       // "when this creature moves at least 3 squares on its turn": once a turn
};

// What a modifier an attack puts on its target changes (CRG 803.5; "DEF" is every defence but AC, 209.3).
// ResistAll: "this creature has Resist 10 All until end of its next turn", for a while (707.11.b).
// Flight to Conceal: a standard power held for a while ("This creature has Flight until end of turn",
// "… has Conceal 10 …"): 1, or the power's number.
enum class Statistic {
    Attack,
    Damage,
    AC,
    Fortitude,
    Reflex,
    Will,
    AllDefences, // "all defenses": AC and the three defences
    Speed,
    ResistAll,
    Flight,
    Burrow,
    Phasing,
    Insubstantial,
    Hide,
    Conceal,
    Defences,  // "DEF": Fortitude, Reflex and Will, not AC (209.3)
    NoHealing, // "target cannot heal (save ends)": a state held for a while, 1 while it lasts
};

QString defenceName(Defence defence);                     // "AC", "Fortitude", "Reflex", "Will"
std::optional<Defence> parseDefence(const QString& text); // also "Fort", "Ref", "DEF(Will)"
Statistic defenceStatistic(Defence defence);              // the statistic a bonus to that defence raises
// Whether a bonus to `statistic` raises `defence`: its own, "all defenses", or "DEF" for any but AC (209.3).
bool raisesDefence(Statistic statistic, Defence defence);
QString attackKindName(AttackKind kind);
std::optional<AttackKind> parseAttackKind(const QString& text);
QString areaShapeName(AreaShape shape);
std::optional<AreaShape> parseAreaShape(const QString& text);
QString rechargeTriggerName(RechargeTrigger trigger);
QString statisticName(Statistic statistic);
std::optional<Statistic> parseStatistic(const QString& text); // also "Fort", "Ref", "DEF", "all defenses"

struct DamagePart {
    int amount = 0;
    DamageType type = DamageType::Untyped;
    // "20 fire damage OR 20 cold damage": the attacker picks `type` or one of these (806.3.a).
    QList<DamageType> alternatives;
    bool operator==(const DamagePart&) const = default;
};

// Who an attack may target, from the parenthesised header: "(burst 2, enemies only)".
struct TargetRestrictions {
    bool enemiesOnly = false;
    bool canTargetAllies = false; // "can target allies": a ranged or melee attack may pick an ally
    bool nearest = false;         // "nearest": must target the nearest eligible enemy
    bool livingOnly = false;
    bool bloodiedOnly = false;
    bool undamagedOnly = false;
    bool uniqueOnly = false;
    bool championOnly = false;           // "destroys an enemy champion"
    bool combatAdvantageOnly = false;    // "only with combat advantage against target"
    std::optional<CreatureSize> maxSize; // "Medium or smaller target only"
    std::optional<CreatureSize> minSize; // "Medium or larger target only"
    std::optional<int> maxLevel;         // "level 4 or lower enemies only"
    std::optional<int> minLevel;         // "an Arcane ally of level 5 or greater"
    QList<Condition> requiredConditions; // "immobilized target only" (any one of them)
    std::optional<Alignment> alignment;  // "evil target only"
    QStringList requiredKeywords;        // "undead targets only" (any one of them)
    QStringList immuneKeywords;          // "fey targets immune", "non-Earth targets only"
    // What the cards' standing bonuses name besides ("+5 damage vs. non-Bloodied enemies"):
    bool notBloodiedOnly = false;    // "non-Bloodied"
    bool flyingOnly = false;         // "flying enemies", "enemies with Flight": holds Flight now
    bool activatedOnly = false;      // "that have already activated (taken a turn) this round"
    bool notActivatedOnly = false;   // "that have not yet taken a turn this round"
    bool slowerOnly = false;         // "creatures with lower Speed": a lower current speed than it
    bool adjacentOnly = false;       // "adjacent enemies": adjacent to the power's creature
    bool smallerOnly = false;        // "smaller targets": smaller than the power's creature
    bool higherLevelOnly = false;    // "higher-level enemies": of a higher level than it
    bool lowerLevelOnly = false;     // "Lower-level allies": of a lower level than it
    bool adjacentToWallOnly = false; // "enemies adjacent to a wall"
    bool unseeingOnly = false;       // "targets that cannot see this creature" (1002.3)
    bool aloneOnly =
        false; // "targets with no other adjacent enemies or allies": none but the power's creature
    // "a target adjacent to a Wolf ally": to an ally of the power's creature with that keyword
    // (empty: any ally).
    std::optional<QString> adjacentToAlly;
    // "an enemy adjacent to 2 or more Kruthik enemies or allies": so many creatures with the keyword
    // adjacent to the target, the power's creature not counted (0: no such restriction).
    QString adjacentKin;
    int adjacentKinCount = 0;
    std::optional<Faction> faction;  // "Wild targets": of that faction (one of its factions)
    // "a target taking ongoing poison damage" (908): one with ongoing damage of that type now (Untyped:
    // "taking ongoing damage", of any type).
    std::optional<DamageType> takingOngoing;
    // "Make 1 attack against each adjacent enemy": every creature so placed is a target.
    enum class Each { None, AdjacentEnemy, EnemyInReach };
    Each each = Each::None;
    bool operator==(const TargetRestrictions&) const = default;
};

// CRG 908: damage at the start of each of the affected creature's turns.
struct OngoingDamage {
    int amount = 0;
    DamageType type = DamageType::Untyped;
    EffectDuration duration = EffectDuration::SaveEnds;
    // "(save ends both)": effects of one attack with the same non-zero group end on one saving throw.
    int saveGroup = 0;
    int endsBeyond = 0; // as ConditionEffect::endsBeyond
    bool operator==(const OngoingDamage&) const = default;
};

struct ConditionEffect {
    Condition condition = Condition::Dazed;
    EffectDuration duration = EffectDuration::EndOfNextTurn; // CRG 900.2 when none is printed
    int saveGroup = 0;                                       // as OngoingDamage::saveGroup
    bool endsWhenDamaged = false; // "(save ends, or ends when target takes damage)"
    bool endsWhenItAttacks = false; // "this creature is invisible until after it attacks"
    // "(ends if target becomes non-adjacent to this creature)": 1; "(also ends if affected creature is 4
    // or more squares distant from this creature)": 3. It ends once its creature is farther than this from
    // the creature that put it on; 0: never so.
    int endsBeyond = 0;
    // "Undead target is Immobilized": only a target that meets these gets the condition.
    std::optional<TargetRestrictions> onlyIf;
    bool operator==(const ConditionEffect&) const = default;
};

// "if target is already Slowed, it is instead Immobilized (save ends)": a target that already has
// one of `ifAlready` gets `becomes` instead of the outcome's conditions.
struct ConditionUpgrade {
    QList<Condition> ifAlready; // any one of them ("already Dazed or Slowed")
    ConditionEffect becomes;
    bool operator==(const ConditionUpgrade&) const = default;
};

// "target has -2 Attack (save ends)": a penalty (or bonus) on the target's statistic (803.5).
struct StatModifier {
    Statistic statistic = Statistic::Attack;
    int amount = 0;                                          // negative for a penalty
    EffectDuration duration = EffectDuration::EndOfNextTurn; // CRG 800.3 when none is printed
    int saveGroup = 0;                                       // as OngoingDamage::saveGroup
    // "cumulative -1 AC": each application adds to the last, where identical effects otherwise count
    // once (706.2.a)
    bool cumulative = false;
    bool operator==(const StatModifier&) const = default;
};

// CRG 807, 812, 813, 815, 816: push, pull, slide and teleport move the target. Shift (and a
// teleport or slide of its own) is the attacker's move an attack grants it ("this creature shifts
// 1 square"), see AttackEffects::attackerMove.
struct ForcedMovement {
    enum class Kind { Push, Pull, Slide, Shift, Teleport };
    Kind kind = Kind::Push;
    int squares = 0;
    bool upTo = false;          // "up to N squares": the mover may stop short
    bool movesAttacker = false; // set on AttackEffects::attackerMove: the attacker is the one who moves
    bool toAdjacent = false;    // "pull target adjacent to this creature": as far as that takes
    bool closer = false;        // "this creature shifts 1 square closer to target"
    bool provokes = false;      // "this movement provokes opportunity attacks", unlike 812.2, 813.2, 815.2
    bool bySpeed = false;       // "up to its current speed": the mover's speed in squares, not `squares`
    bool operator==(const ForcedMovement&) const = default;
};

// "each enemy adjacent to target takes 5 fire damage": damage beside the target, hit or not.
struct NearbyDamage {
    QList<DamagePart> damage;
    bool enemies = true;      // the attacker's enemies take it
    bool allies = false;      // the attacker's allies too
    std::optional<int> count; // "1 enemy adjacent to target"; absent: each one
    bool operator==(const NearbyDamage&) const = default;
};

// "1 adjacent ally heals 20 HP", "each ally within 3 squares heals 10 HP" (CRG 808).
struct AllyHealing {
    int amount = 0;
    std::optional<int> count; // absent: each ally in reach of it
    std::optional<int>
        within;              // squares from this creature (from the target when nearTarget); absent: anywhere
    bool nearTarget = false; // "each ally adjacent to target"
    bool operator==(const AllyHealing&) const = default;
};

// "AND make a Claw Frenzy attack against the same target (maximum 2 per turn)": one more attack,
// made at once: this same power again, a basic attack, or another attack power of the card.
struct FurtherAttack {
    QString power;      // the card's attack power to make; empty with basic false: this one again
    bool basic = false; // a melee basic attack
    bool sameTarget = false;
    bool differentTarget = false;
    std::optional<int> perTurn; // "(maximum 4 per turn)", "(once per turn)"
    // When a power makes itself again, "maximum 4 per turn" counts its first attack too; "once per
    // turn" counts the repeats only. Further attacks of other powers never count the first.
    bool perTurnCountsFirst = true;
    bool operator==(const FurtherAttack&) const = default;
};

// What one outcome of an attack does.
struct AttackEffects {
    QList<DamagePart> damage; // "5 + 15 cold damage" is two parts: 5 untyped, 15 cold
    QList<OngoingDamage> ongoing;
    QList<ConditionEffect> conditions;
    QList<ConditionUpgrade> upgrades;
    QList<StatModifier> modifiers;
    std::optional<ForcedMovement> forced;       // the target is pushed, pulled, slid or teleported
    std::optional<ForcedMovement> attackerMove; // "this creature shifts/slides up to 2 squares"
    int attackerHeals = 0;                      // "this creature heals 10 HP"
    int attackerDamage = 0;                     // "this creature takes 10 damage"
    QList<ConditionEffect> attackerConditions;  // "this creature is Dazed"
    QList<StatModifier> attackerModifiers;      // "this creature has +2 AC until end of its next turn"
    QList<NearbyDamage> nearbyDamage;
    QList<AllyHealing> allyHealing;
    bool targetProvokes = false;  // "target provokes opportunity attacks"
    bool afterAllAttacks = false; // "… after all attacks are resolved": once, when every target is done
    std::optional<FurtherAttack> furtherAttack;

    bool isEmpty() const { return *this == AttackEffects{}; }
    int totalDamage() const;
    bool operator==(const AttackEffects&) const = default;
};

// "AND Followup: +10 vs. Fortitude; Immobilized": a second attack roll against the same target
// when the first hits.
struct FollowUpAttack {
    int bonus = 0;
    Defence defence = Defence::AC;
    AttackEffects onHit;
    bool operator==(const FollowUpAttack&) const = default;
};

// "This creature moves up to its speed, then attacks": the move an attack power includes.
struct AttackMove {
    enum class Timing { Before, During }; // then attacks / attacks at any time during the move
    bool shift = false;                   // "Shift 1 square, then …"
    std::optional<int> squares;           // absent: the creature's speed
    bool exactly = false;                 // "Move exactly 4 squares"
    std::optional<int> minimum;           // "(minimum 6 squares)"
    std::optional<MovementMode> mode;     // "with Burrow", "as though with Flight"
    Timing timing = Timing::Before;
    bool operator==(const AttackMove&) const = default;
};

// One ATTACK power as the engine runs it.
struct AttackPower {
    QString name;
    int index = 0; // 1-based among the card's attack powers: cards repeat names
    AttackKind kind = AttackKind::Melee;
    // Melee: the reach, as the attack prints it or else the creature's (Reach N, default 1). Ranged:
    // the range in squares. Area: how far the origin square may be. Close: 0. Unused with sight.
    int range = 1;
    bool sight = false; // "(sight)", "within sight": any square or creature in line of sight
    AreaShape shape = AreaShape::None;
    int areaSize = 0;
    bool automaticHit = false;
    int bonus = 0;
    Defence defence = Defence::AC;
    std::optional<int> bonusAgainstBloodied; // "+9 vs. AC, +14 vs. AC instead if target is bloodied"
    AttackEffects onHit;
    AttackEffects onMiss;
    AttackEffects hitOrMiss;
    AttackEffects onCritical;               // added to onHit on a critical hit ("on a critical hit, …")
    std::optional<FollowUpAttack> followUp; // rolled after a hit, against the same target
    int attackCount = 1;                    // "Make 2 attacks"
    // "Make 2 {b} attacks", "Make 2 {m} attacks", "Make 2 Claw attacks": the power makes attackCount
    // other attacks and has no roll of its own.
    bool basicAttacks = false;        // melee basic attacks
    bool meleeAttacks = false;        // any of the creature's melee attacks, its choice
    QString madeAttack;               // the card's attack power of that name
    bool fewerAttacksAllowed = false; // "Make up to 2 {b} attacks"
    bool differentTargets = false;    // "each against a different target"
    bool sameTarget = false;          // "Make 2 attacks against the same target"
    int attackRolls = 1;              // "roll 2d20 and use the higher": d20s rolled, the highest counts
    bool rerollOnMiss = false;        // "reroll once on miss"
    std::optional<AttackMove> move;   // a move made as part of the attack
    std::optional<int> useLimit;      // use boxes (☐) on the card
    std::optional<int> perTurnLimit;  // "maximum 2 per turn", "once per turn"
    bool minorAction = false;
    TargetRestrictions targets;
    std::optional<RechargeTrigger> recharge;
    QString rechargePower;              // the power a UsesPower recharge watches
    QList<EffectKeyword> keywords;      // "(Fear)"
    std::optional<int> criticalFrom;    // "scores critical on natural 18+": 18
    bool noCritical = false;            // "Cannot score a critical hit": no roll makes it a critical
    bool chargeOnly = false;            // "(only on charge)"
    bool opportunityAttackOnly = false; // "Use only when this creature makes an opportunity attack"
    bool usableOnCharge = false;        // "(usable on charge)": a non-basic attack allowed when charging
    // "+11 vs. AC OR +11 vs. Fortitude": the same bonus against this defence instead, the attacker's choice
    std::optional<Defence> alternativeDefence;
    int movedFromStart =
        0; // "only if this creature has moved 3 squares from its starting position this turn"
    bool onlyWhileBloodied = false;
    bool onlyWhileNotBloodied = false;
    bool onlyWhileDamaged = false;
    bool basic = false; // "{b}Short Sword:": the creature's basic melee attack (212.2.a)
    bool ignoresInsubstantial = false;
    bool ignoresResist = false;
    bool ignoresConceal = false;
    bool ignoresInvisible = false;
    bool ignoresRedirect = false; // powers that turn an attack onto another target do not apply
    bool provokes = false; // "(provokes opportunity attacks)", which a melee attack does not do (612.1)
    bool noOpportunityAttacks = false; // "does not provoke opportunity attacks" (against 612.1.b)
    QString text;                      // the card's text, for display
    QStringList leftovers;             // fragments of text the parser could not turn into structure

    // True when every word of the text became structure: the engine can run it unaided.
    bool understood() const { return leftovers.isEmpty(); }
    // A charge may make its attack with it in place of the melee basic attack (413.3.a, card text).
    bool madeOnCharge() const { return usableOnCharge || chargeOnly; }
    bool operator==(const AttackPower&) const = default;
};

} // namespace ddm
