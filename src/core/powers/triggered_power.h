// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/attack_power.h"
#include "powers/own_states.h"
#include "powers/standing_place.h"

#include <QString>

#include <optional>

namespace ddm {

// The moment a triggered or "use when" power answers.
enum class TriggerEvent {
    DestroysEnemy,  // "when this creature('s {m} attack) destroys an enemy"
    HitsWithAttack, // "when this creature hits with a {m} attack": after the hit, before its damage (415.2.c)
    StartOfRound,   // "Use at start of round": before the initiative roll (302.1)
    AllyHits,       // "Use when an ally hits …": after the hit, before its damage (415.2.c)
    MissedBy,       // "when an enemy misses this creature with a {m} attack": after the miss
    AttackedBy,     // "after an adjacent enemy resolves an attack against this creature": once it is resolved
    Destroyed, // "when this creature is destroyed": before it leaves the map, never optional (415.2.b, 415.3)
    StartOfOwnTurn, // "Use at start of this creature's turn": after the turn's start effects (402.1)
    EndOfOwnTurn,   // "Use at end of this creature's turn", "Use when this creature ends its turn occupying
                    // difficult terrain": as its turn ends (404.1), in the engine's order after its saving
                    // throws, dangerous terrain, pits and Burnout
    HitBy,          // "when this creature is hit by a {m} attack": after the hit, before its damage (415.2.c)
    AttackResolved, // "Use after this creature makes a {m} attack": once that attack is resolved
    AttackDeclared, // "Use when this creature declares a {m} attack": before its attack roll
    AllyTargeted,   // "Use when an enemy targets an adjacent ally with an attack": before its roll (603.2)
    EndOfRound,     // "Use at end of round": the End of Round step, after victory points (305.1)
    Targeted,       // "Immediate, when this creature is targeted by an attack": before its roll (603.2)
    SetUp,          // "Use during your set-up": declared as the first round begins (102.2, 102.8)
    // Another creature's turn near this one: "Use when an enemy starts its turn adjacent to this
    // creature", "(Aura 1) Enemies that start a turn in aura", "when an adjacent enemy activates" (401.1):
    // after that turn's start effects (402.1); "Whenever an enemy ends its turn adjacent to this
    // creature": as that turn ends (404.1).
    NeighbourTurnStarts,
    NeighbourTurnEnds,
    // "Use when an enemy enters an adjacent square", "Immediate, when a charging enemy moves into a square
    // adjacent to this creature", "use after an enemy enters a square exactly 2 squares away": each time
    // another creature moving enters a square there, once it stands in it (412.1).
    NeighbourEnters,
    // "Whenever this creature takes cold damage, it is Slowed", "Immediate, when this creature takes fire
    // damage; shift 3 squares": once an effect has dealt it damage of that type (after Immune and Resist).
    TakesDamage,
    // "Use when an adjacent ally is hit with a {m} or {r} attack: That attack hits this creature instead":
    // after the hit and its target's own answers, before its damage (415.2.c).
    AllyHitBy,
};

// NeighbourTurnStarts, NeighbourTurnEnds, NeighbourEnters: whose turn or move the power answers, by where
// the creature stands and what it is.
struct Neighbour {
    int within = 1; // squares from the power's creature (1: adjacent); 0: within its reach
    bool exactly = false;  // NeighbourEnters: "a square exactly 3 squares away": at that distance only
    bool charging = false; // NeighbourEnters: "a charging enemy", "while charging" (413.3)
    bool enemies = true;
    bool allies = false;
    TargetRestrictions kind; // "a Confused enemy", "living creatures", "an Immobilized enemy"

    bool operator==(const Neighbour&) const = default;
};

// "Place this creature within 6 squares of an Arcane ally of level 5 or greater" (811).
struct PlaceNearAlly {
    int within = 1; // squares (1: "adjacent to")
    TargetRestrictions ally;

    bool operator==(const PlaceNearAlly&) const = default;
};

// "Each adjacent creature takes 10 damage", "each enemy and ally within 2 squares takes 15 fire
// damage", "Each adjacent ally and each adjacent enemy is Dazed": what every creature around the
// power's creature suffers, on both sides (or its enemies only).
struct SurroundingEffect {
    int within = 1; // squares (1: adjacent)
    DamagePart damage;
    AttackEffects effects; // conditions and modifiers, read by the attacks' grammar
    // "Each adjacent enemy takes 5 damage", "Each adjacent Immobilized enemy takes 10 damage": enemies
    // only, of that kind; "1 adjacent enemy takes 5 damage": the one its player picks (at the start of
    // its turn, the one moment that asks).
    bool enemiesOnly = false;
    TargetRestrictions kind;
    bool chooseOne = false;

    bool operator==(const SurroundingEffect&) const = default;
};

// Targeted: "Redirect that attack to an Immobilized enemy adjacent to this creature other than the
// attacker", "to an adjacent Undead ally", "to 1 active Small Goblin ally adjacent to this creature": the
// creature the attack turns to, which the player picks (603.2.a). It stands adjacent to this creature and
// is never the attacker.
struct RedirectTarget {
    bool enemy = false;      // an enemy of this creature ("another enemy"); else one of its allies
    bool activeOnly = false; // "active": not inactive (910.1)
    TargetRestrictions kind; // "Immobilized", "Goblin", "Small Goblin"

    bool operator==(const RedirectTarget&) const = default;
};

// A power that answers an event of the battle: Cleave's "Immediate, when this creature's {m} attack
// destroys an enemy; make a {b} attack", a bare "When this creature's {m} attack destroys an enemy,
// this creature heals 20 HP". "Use when" and immediate powers are activated: the player decides
// (703.1, 415.3), in a script with a response; "when" and "whenever" apply by themselves (704.2).
struct TriggeredPower {
    QString name; // the printed name, or the whole text when it prints none (702.6)
    TriggerEvent event = TriggerEvent::DestroysEnemy;
    std::optional<AttackKind> byAttack; // "with a {m} attack": the kind of the attack that did it
    std::optional<AttackKind> orByAttack; // "a {m} or {r} attack": a second kind it answers
    bool byBasicAttack = false;         // "with a basic melee attack"
    bool byCharge = false;              // HitsWithAttack: "with a charge attack" (413.3)
    bool byOpportunityAttack = false;   // HitsWithAttack: "with an opportunity attack" (612)
    // HitsWithAttack: "whenever this creature scores a critical" (604.6); HitBy: "when a critical is scored
    // against this creature".
    bool onCritical = false;
    bool byAnyCreature = false; // HitBy: "an enemy or ally scores a critical": an ally's attack too
    // HitsWithAttack: "if the attack roll was a natural 17-20", "rolls a natural 19 or 20 on a successful
    // attack", "with a natural 18+": the lowest d20 it answers (0: any roll).
    int naturalFrom = 0;
    QString byNamedAttack;              // AttackDeclared: "Use with a Longbow attack"
    // AttackDeclared, HitsWithAttack: "against an Evil target", "hits a Bloodied target", "a target
    // adjacent to a Wolf ally".
    TargetRestrictions againstTarget;
    bool byAdjacentEnemy =
        false; // MissedBy, HitBy, AttackedBy, AllyTargeted: "an adjacent enemy misses this creature"
    bool onlyIfHit = false; // AttackedBy: "If that attack hit, …"
    bool onlyBesideAlly = false; // Targeted: "if it is adjacent to an ally", as the attack is declared
    bool byEnemy = false; // Destroyed: "destroyed by an enemy": that enemy's doing only, and what it suffers
    bool allyAdjacent =
        false; // AllyTargeted, AllyHitBy: "targets an adjacent ally", "an ally adjacent to this creature"
    TargetRestrictions targetedAlly; // AllyTargeted, AllyHitBy: "a Bloodied ally", "an adjacent Giant ally"
    Neighbour neighbour;             // NeighbourTurnStarts, NeighbourTurnEnds, NeighbourEnters
    DamageType damageTaken = DamageType::Untyped; // TakesDamage: "takes cold damage"
    // HitBy, StartOfOwnTurn: "only if this creature is not bloodied"; NeighbourTurnStarts: "While this
    // creature is not Bloodied, whenever an enemy begins its turn adjacent …".
    std::optional<bool> whileBloodied;
    // StartOfOwnTurn: "only while adjacent to a wall", "starts its turn occupying river terrain", "If this
    // creature occupies one of your victory areas, …": where it must stand as its turn begins;
    // AttackDeclared: "Use when making a {m} attack while adjacent to a wall": as it attacks.
    std::optional<StandingPlace> onlyWhere;
    bool optional = true;               // activated (703.1): used only when the player says so
    bool ability = false;               // an ABILITY's wording: Stunned does not stop it (800.4.a)
    bool immediate = false;             // an immediate action: one per creature's turn (415.1.a)
    bool oncePerTurn = false;           // "Usable once per turn"
    std::optional<int> useLimit;        // the card's use boxes (703.5)
    std::optional<RechargeTrigger>
        recharge; // "RECHARGE when first bloodied": a spent use comes back (703.5.a)
    // What it does, in this order.
    int heals = 0;            // "Heal 10 HP", "this creature heals 20 HP": this creature
    // Savage Frenzy: "gains +20 HP", past its starting total; the bloodied threshold the card restates
    // ("considered Bloodied only at 10 HP or fewer": 804.4.d's for its starting HP, or the power is refused).
    int gainsHitPoints = 0;
    int statedBloodiedAt = 0;
    bool basicAttack = false; // "make a {b} attack": a melee basic attack, made at once (415.2)
    bool meleeAttack = false; // "make a {m} attack": one of its melee attacks, the player's choice
    QString namedAttack;      // "make a Sting attack": the card's attack of that name
    bool againstThatEnemy =
        false; // MissedBy, AttackedBy: the attack made is "against that enemy", the attacker
    // "Make 1 opportunity attack against that enemy": the basic attack made is its creature's opportunity
    // attack of the turn (612.1.a).
    bool opportunityAttack = false;
    std::optional<ForcedMovement> move; // "shift 1 square", "teleport 5 squares": this creature
    std::optional<PlaceNearAlly>
        place; // EndOfRound: "Place this creature within 6 squares of an Arcane ally"
    // MissedBy, HitBy, Neighbour…, Destroyed ("destroyed by an enemy"): "that enemy takes 15 fire damage"
    DamagePart enemyDamage;
    AttackEffects
        enemyEffects; // Neighbour…, Destroyed: "that enemy is Confused", "are Slowed until end of turn"
    // DestroysEnemy: "score +10 VP" (its side scores them); Destroyed: "Opponent scores +5 VP when this
    // creature is destroyed" (the other side does).
    int victoryPoints = 0;
    // EndOfRound: "You score 10 VP" (its side), "only if this creature occupies one of your victory areas
    // and no other creature occupies that victory area" (onlyWhere and aloneInArea), "then this creature
    // takes 5 damage" (selfDamage, after the points).
    bool aloneInArea = false;
    int selfDamage = 0;
    // Destroyed: "This creature is not destroyed instead, then has 5 HP and is Immobilized (save ends)"
    // (Reassembling Bones): the HP it is left with instead, its states in ownStates.
    int survivesWith = 0;
    int survivalRoll = 0; // "Roll 1d20; on a roll of 11+, …": the lowest d20 that saves it (0: no roll)
    bool survivesZeroHitPointsOnly = false; // "would be reduced to 0 HP": not a destruction by other means
    int championVictoryPoints = 0;      // DestroysEnemy: "or +10 VP if the enemy is a Champion": instead
    bool missesInstead = false;         // HitBy: "that attack misses instead"
    bool normalHitInstead = false;      // HitBy, onCritical: "that attack is a normal hit instead"
    // AllyTargeted: "Redirect that attack to this creature" (603.2.a); AllyHitBy: "That attack hits this
    // creature instead".
    bool redirectsToSelf = false;
    // Targeted, HitBy: "Redirect that attack to an adjacent Elf ally"
    std::optional<RedirectTarget> redirectsTo;
    int damageReduction = 0;            // HitBy, Targeted: "-10 damage on that attack"
    std::optional<StatModifier> defenceAgainstIt;       // Targeted: "+4 AC against that attack"
    std::optional<Defence> againstDefence;              // Targeted: "by an attack vs. Will"
    std::optional<SurroundingEffect> surrounding;       // "each adjacent creature takes 10 damage"
    OwnStates ownStates; // "this creature is invisible until the start of its next turn"
    // HitsWithAttack, AttackDeclared: "+10 damage on that attack" (806.4), and what the hit does besides to
    // its target ("Target is also Immobilized (save ends)", "push target 1 square"); what it does to this
    // creature (heals, move) comes once the attack is resolved.
    DamagePart bonusDamage;
    AttackEffects onHit;
    int attackBonus = 0; // AttackDeclared: "+5 Attack on that attack"
    bool criticalHit = false; // AttackDeclared: "That attack is a critical hit": no roll (card text)

    bool makesAttack() const { return basicAttack || meleeAttack || !namedAttack.isEmpty(); }
    bool operator==(const TriggeredPower&) const = default;
};

// "+10 fire damage on that attack": bonus damage to a hit (806.4). With `rest`, what follows " and "
// goes there ("… and target is Immobilized"); without it, such a text is none.
std::optional<DamagePart> readDamageOnThatAttack(const QString& text, QString* rest = nullptr);

// What a hit does besides to its target, read by the attacks' own grammar: "Target is also
// Immobilized (save ends)", "Target of that attack has -2 Attack", "That enemy also has ongoing 10
// necrotic damage (save ends)", "push target 1 square". None when a word is left over or it deals
// damage of its own.
std::optional<AttackEffects> readHitRider(QString text);

// What a creature suffers, said with its verb: "Slowed until end of turn", "Dazed and Immobilized (save
// ends both)", "Slowed and has -2 Attack", the verb "is", "are" or "has" before it left out. None for
// anything but conditions and modifiers.
std::optional<AttackEffects> readStatesSuffered(QString text);

// Reads a whole SPECIAL power as a triggered power; none when any of its words is not understood.
std::optional<TriggeredPower> readTriggeredPower(const QString& name, const QString& text);

} // namespace ddm
