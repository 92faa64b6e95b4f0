// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/game_enums.h"
#include "powers/attack_power.h"
#include "powers/own_states.h"
#include "powers/static_modifier.h"

#include <QString>

#include <optional>

namespace ddm {

// A power's own move (412.2): "Move up to twice its current speed", "Moves up to its speed with
// Flight", "Move up to 6 squares with Burrow".
struct SpeedMove {
    int speedTimes = 0; // its current speed (1) or twice it (2); 0: `squares`
    int squares = 0;
    std::optional<MovementMode> mode; // moving as a flier or a burrower for this move

    bool operator==(const SpeedMove&) const = default;
};

// "Make a {r} attack", "make 1 Web attack", "Make a BASIC attack": one of the card's attacks, made as
// what the power does. It is no attack action: a ranged one provokes nothing (612.1.b).
struct PowerAttack {
    QString named;                  // the card's attack of this name
    bool basic = false;             // its basic attack
    std::optional<AttackKind> kind; // one of its attacks of this kind, the player's choice

    bool operator==(const PowerAttack&) const = default;
};

// "An adjacent Immobilized enemy takes 10 damage", "An enemy within 5 squares takes 10 ongoing
// psychic damage AND is Dazed", "1 adjacent enemy is Immobilized", "1 enemy adjacent to this creature
// has -5 damage with {m} attacks (save ends)": what the power deals one enemy (or creature) in reach
// that fits, the player's choice. It is no attack: no roll, and nothing that answers attacks answers it.
struct EnemyEffect {
    int within = 1;           // squares (1: adjacent)
    TargetRestrictions enemy; // "Immobilized", "Medium or smaller"
    bool alliesToo = false;   // "1 adjacent Immobilized creature", "an adjacent target": any creature
    AttackEffects effects;    // damage (one part), ongoing damage, conditions, modifiers

    bool operator==(const EnemyEffect&) const = default;
};

// "Choose an enemy that does not have line of sight to this creature. +10 {m} damage vs. that enemy
// until end of turn" (Ambush): a bonus of this creature's against one enemy that cannot see it, until
// the end of its turn or of the round.
struct UnseenEnemyBonus {
    StaticModifier bonus; // damage, for the attacks of a kind the card names
    EffectDuration until = EffectDuration::EndOfTurn;

    bool operator==(const UnseenEnemyBonus&) const = default;
};

// "an enemy", "a Rat ally", "a Bloodied enemy", "a wall": what a power's creature must stand beside.
struct Beside {
    bool wall = false; // a wall, or a creature:
    bool enemy = true; // an enemy, or an ally
    TargetRestrictions kind;

    bool operator==(const Beside&) const = default;
};

// A special power used as an action of its own (703.1.b-d, 411): "Minor action: Shift 2.", "Replaces
// move action: Teleport up to 6 squares.", "Minor action: This creature or an adjacent ally heals
// 10 HP.", "Minor action, once per turn; make a Web attack.", "Minor action: An adjacent Immobilized
// enemy takes 10 damage." In a script: {"actor", "use": its name,
// "forced"?, "healed"?}, and for the attack it makes the attack action's choices ("attack" where the
// power leaves it to the player, "target"/"targets", "further").
struct ActivatedPower {
    // The action it takes or replaces; Free: "Use on this creature's turn", "Free action" (no action spent).
    enum class Cost { Minor, Move, Attack, Free };
    QString name;
    Cost cost = Cost::Minor;
    bool oncePerTurn = false;
    std::optional<bool> whileBloodied; // "only while Bloodied", "only while not Bloodied"
    bool onlyWhileDamaged = false;     // "only while damaged"
    std::optional<Beside> onlyWhileAdjacentTo; // "only while adjacent to an enemy", "… to a wall"
    // Its shift or teleport "must end adjacent to a Bloodied enemy", "… in a square adjacent to a wall", or
    // "… to that enemy" (`thatOne`: one it stood beside as it used the power).
    std::optional<Beside> mustEndAdjacentTo;
    bool thatOne = false;
    std::optional<int> useLimit; // the card's use boxes (703.5)
    std::optional<RechargeTrigger>
        recharge; // "RECHARGE when first bloodied": a spent use comes back (703.5.a)
    // What it does, in this order (several joined by "then": "Teleport 5 squares, then make a {b}
    // attack"): it takes damage itself ("This creature takes 5 damage, then …"), shifts or teleports
    // ("Shift 2": up to 2 squares, 412.3.c; a teleport's range, 816.1.a), moves as the power says,
    // heals itself or an ally (adjacent, or within N squares), gains bonuses for a while, makes an
    // attack, affects an enemy, gains a bonus against an enemy that cannot see it, recharges an attack.
    DamagePart selfDamage;
    std::optional<ForcedMovement> move;
    std::optional<SpeedMove> ownMove;
    OwnStates ownStates; // "+4 Speed until end of turn", "invisible until it takes damage"
    int heals = 0;
    bool healsSelf = false;
    int healsAllyWithin = 0; // an ally within this many squares (1: adjacent); 0: no ally
    std::optional<PowerAttack> attack;
    std::optional<EnemyEffect> enemyEffect;
    std::optional<UnseenEnemyBonus> unseenEnemyBonus;
    // "RECHARGE Snowball Swarm or Withering Ray", "then recharges its Black Chill Blast": one of these
    // attacks of the card, spent, comes back (703.5.a), last.
    QStringList rechargesAttacks;

    bool operator==(const ActivatedPower&) const = default;
};

// Reads a whole SPECIAL power (its text after the name) as an activated power; none when any word
// is not understood.
std::optional<ActivatedPower> readActivatedPower(const QString& name, const QString& text);

} // namespace ddm
