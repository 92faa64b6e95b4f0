// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/activated_power.h"
#include "powers/advantage_grant.h"
#include "powers/aura_prohibition.h"
#include "powers/setup_power.h"
#include "powers/attack_power.h"
#include "powers/condition.h"
#include "powers/damage_type.h"
#include "powers/effect_keyword.h"
#include "powers/retaliation.h"
#include "powers/static_modifier.h"
#include "powers/triggered_power.h"

#include <QHash>
#include <QSet>

#include <optional>

namespace ddm {

// A yes-or-no power of the card. One printed among the special powers is nullified while its creature
// is inactive (800.4.a); an ability is not.
struct CardFlag {
    bool held = false;
    bool fromSpecialPowers = false;

    bool operator==(const CardFlag&) const = default;
};

// The static powers of a creature the engine applies (CRG 707 standard powers and the common
// defensive specials), gathered from its ABILITY and SPECIAL powers and its movement mode.
struct CreatureAbilities {
    int reach = 1;                 // "Reach N" (707.10): melee attacks reach N squares
    std::optional<int> conceal;    // "Conceal N": a non-critical hit becomes a miss on a d20 below N (707.4)
    QHash<DamageType, int> resist; // "Resist 10 fire"
    int resistAll = 0;             // "Resist 5 all"
    QHash<DamageType, int> vulnerable; // "Vulnerable 10 radiant"
    int vulnerableAll = 0;             // "Vulnerable 5 all"
    QSet<DamageType> immuneDamage;     // "Immune poison"
    // "Immune dazed"; with the conditions an immunity implies (707.7.b: Helpless -> Stunned -> Dazed)
    QSet<Condition> immuneConditions;
    QSet<EffectKeyword> immuneEffects;       // "Immune fear"
    QSet<ForcedMovement::Kind> immuneForced; // "Immune push"
    bool immuneForcedByEnemies = false; // Solid Footing: "Not affected by forced-movement effects of enemies"
    QHash<Defence, int> defenceBonus;        // "+4 DEF(Fort)": added to the printed defence
    bool insubstantial = false;
    bool flight = false; // "Flight" or the card's movement mode
    bool burrow = false; // "Burrow" or the card's movement mode
    bool phasing = false;
    bool scout = false;
    int setsUpNearStartArea =
        0; // Tends to Wander: "you may place this creature within 5 squares of your start area"
    bool wanderingMonster = false;
    bool multiActivation = false;
    int activationsPerRound = 1; // "Multi-Activation 2"
    bool blindsight = false;
    std::optional<int> blindsightRange; // "Blindsight 5"; absent with blindsight: unlimited (707.2.a)
    bool hide = false;                  // CRG 707.6
    int sneakAttack = 0; // "Sneak Attack N": +N damage against a target granting combat advantage
    bool sneakAttackMeleeOnly = false; // "+N {m} Damage whenever …"

    // The cards' own common static powers, by what they say rather than by their names.
    bool neverGrantsCombatAdvantage = false;   // "Never grants combat advantage"
    bool cannotCharge = false;                 // Plodding: "Cannot charge"
    bool oneMoveAction = false;   // Plodding: "can only take 1 move action on its turn", "… each round"
    int combatAdvantageBonus = 2; // Flock, Keen Eyes: "+3 bonus instead of +2" with combat advantage (610.1)
    bool immuneFlanking = false;               // does not grant combat advantage when flanked
    bool ignoresDifficultTerrain = false;      // "Difficult terrain does not affect this creature's movement"
    bool forestWalk = false;                   // "Forest terrain does not affect this creature's movement"
    bool fliesOnItsTurn = false;               // Hop: "moves as if with Flight on its turn"
    bool riverWalk = false;                    // "… river terrain do not affect this creature's movement"
    bool startsOffMap = false;                 // "This creature must start the battle off the battle map"
    bool neverBloodied = false;                // "Never considered Bloodied"
    bool cannotShift = false;                  // "Can't shift"
    int shiftSquares = 1;                      // "Can shift 2 squares instead of 1"
    QList<AttackKind> halfDamageFrom; // "Half damage from {m} and {r} attacks", "… from {r} attacks"
    bool immuneGaze = false;                   // immune to attacks and specials with Gaze in their name
    // 603.2.a: redirect effects do not turn "this creature's attacks" (Focused: "Enemies cannot redirect
    // this creature's attacks") or "attacks against this creature" (Prideful).
    bool attacksNotRedirected = false;
    bool attacksAgainstNotRedirected = false;
    // Its ranged attacks: "Enemies do not provide cover against this creature's {r} attacks" (611.3.b's
    // cover), "Creatures and terrain do not provide cover …" (none at all), "Ignores cover and Conceal with
    // {r} attacks".
    bool rangedEnemiesGiveNoCover = false;
    bool rangedIgnoresCover = false;
    bool rangedIgnoresConceal = false;

    // Whether its attack of kind `kind` ignores all cover; whether its enemies give that attack cover
    // (611.3.b), as they do unless the card says otherwise.
    bool ignoresCoverWith(AttackKind kind) const { return kind == AttackKind::Ranged && rangedIgnoresCover; }
    bool enemiesGiveCoverTo(AttackKind kind) const
    {
        return kind != AttackKind::Ranged || !rangedEnemiesGiveNoCover;
    }
    std::optional<Defence> immuneAttacksAgainst; // Object: "immune to attacks which target Will"
    bool scoresNoAreaPoints = false; // Object: "Does not score VP for occupying one of your victory areas"
    // Hoarder: "Enemies adjacent to this creature do not score victory points for occupying victory
    // areas", "(Aura 1) Enemies in aura do not score …": its enemies within this many squares (0: none).
    int deniesAreaPointsWithin = 0;
    // Terrain Mastery: "Counts as occupying a victory area while adjacent to that victory area"
    CardFlag holdsAdjacentAreas;
    // Elven Step: "Ignores the extra cost for entering difficult terrain while shifting"
    CardFlag shiftsIgnoringDifficultTerrain;
    CardFlag savesAtStartOfTurn; // Determined: "makes saving throws at start of its turn instead of at end"
    // Close Attacker: "Cannot be targeted by {r} attacks while adjacent to an enemy"
    CardFlag untargetableByRangedBesideEnemy;
    // Universally Hated: "Worth +5 VP if destroyed by a level 9 or lower enemy": the points its destroyer's
    // side scores besides its cost (105.3.a), and the highest level of a destroyer that scores them.
    int extraWorth = 0;
    int extraWorthUpToLevel = 0;
    // Slayer of Domiel: "You score double VP for the first enemy this creature eliminates"
    CardFlag doublesFirstElimination;
    bool noOpportunityAttacks = false;         // "Cannot make opportunity attacks"
    // Distractor: "Adjacent enemies may not make opportunity attacks", Vine Fetter: "(Aura 1) Enemies in
    // aura cannot shift": what it forbids the creatures near it.
    QList<AuraProhibition> prohibitions;
    bool provokesNoOpportunityAttacks = false; // Dancing: "Does not provoke opportunity attacks"
    // Tumble: "This creature's movement does not provoke opportunity attacks on its turn"
    bool movementProvokesNoOpportunityAttacks = false;
    bool opportunityAttacksOnShift = false;    // Awareness: "… against an adjacent enemy that shifts"
    // Murderous, Bloodlust: "Cannot move or attack a nonbloodied target while adjacent to a bloodied
    // enemy", on some cards only on its turn.
    bool bloodlust = false;
    bool bloodlustOnlyOnItsTurn = false;
    // "Can move through spaces occupied by enemies": any; Towering's "… Medium or smaller enemies": 1.
    // The widest enemy space, in squares, it may move through (0: none).
    int movesThroughEnemiesUpToSpan = 0;
    bool occupiesStatues = false;              // Towering, Statuesque: "Can occupy statue terrain"
    // Animated Weapon: "Whenever this creature has no remaining Arcane ally: It is destroyed"; Guided:
    // "Immobilized whenever an Arcane ally does not have line of sight to it". The ally's keyword.
    QString destroyedWithoutAlly;
    QString guidedBy;
    bool evasion = false;                      // "Takes no damage from attacks that miss"
    bool invisibleUntilAttacks = false;        // "This creature is invisible until after it attacks"
    int acAgainstOpportunityAttacks = 0;       // "+5 AC against opportunity attacks"
    bool acAgainstOpportunityAttacksOnlyWhileMoving =
        false; // "… while moving": not when it attacks (612.1.b)
    QHash<DamageType, int>
        healedByDamage; // "heals 10 HP each time an effect would deal lightning damage to it"
    // Keen Critical: "Scores critical hits on attack rolls of natural 19-20": 19 (109.1)...
    std::optional<int> criticalFrom;
    bool criticalOnlyAgainstBloodied = false; // ...Bloody Critical: "… against bloodied targets"
    // Keen Weapon: "This creature's {m} attacks deal triple damage on criticals": the multiple of the
    // printed damage on its critical hits (806.3 doubles it), for its attacks of that kind (none: all).
    int criticalMultiple = 2;
    std::optional<AttackKind> criticalMultipleKind;
    // What a critical hit against it does less. Fortified: "Resist 15 All vs. critical hits" (the highest
    // Resist All applies, 706.2.b), "-10 damage vs. critical hits"; Divinian: "Takes no extra damage from
    // critical hits" (the printed damage is not multiplied).
    int criticalResistAll = 0;
    int criticalDamageReduction = 0;
    bool noExtraCriticalDamage = false;
    bool destroyedByCritical = false; // Fragile: "When this creature is hit by a critical, it is destroyed"
    QList<StaticModifier> modifiers; // "+5 Damage while Bloodied" and the like
    QList<AuraBonus> auras;          // "(Aura 1) Allies in aura have +2 AC"
    QList<AdvantageGrant> advantages; // "Has combat advantage against bloodied enemies"
    QList<Retaliation>
        retaliations; // Fire Shield: "Any creature that hits this creature with a {m} attack …"
    QList<TerrainDamage> terrainDamage;  // Aquaphobe: "… enters river terrain, it takes 5 damage"
    QList<IdleDamage> idleDamage; // Burnout: "… at end of each of its turns if it did not make a {m} attack"
    QList<SituationalPower> situational; // "Invisible to nonadjacent enemies while adjacent to a wall"
    QList<TriggeredPower>
        triggered; // Cleave: "Immediate, when this creature's {m} attack destroys an enemy; …"
    QList<ActivatedPower> activated; // "Minor action: Shift 2.": used as actions of their own
    QList<SetupPower> setupPowers;   // "Use during setup: Choose 1 enemy. …" (102.2)

    bool operator==(const CreatureAbilities&) const = default;
};

} // namespace ddm
