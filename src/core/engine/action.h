// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/cone_template.h"
#include "board/side.h"
#include "board/square.h"
#include "engine/side_index.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace ddm {

enum class ActionKind {
    Initiative,  // starts a round: the initiative roll and who goes first (301, 302)
    Move,        // a move action along a path (412.2)
    Shift,       // a one-square move that provokes no opportunity attacks (412.3)
    Squeeze,     // a Huge creature's move as a 2x2 space at half speed, ending in a legal 3x3 (412.4)
    Charge,      // move adjacent to an enemy and make a basic attack (413.3)
    Attack,      // an attack action with one of the card's attacks (413.2)
    HealingFont, // heals at a healing font, replacing the attack action (1011.2)
    End,         // ends the acting creature's turn (404)
    Recharge,    // "RECHARGE as a move action": spends that action to restore a use (703.5.a, 406.2)
    Use,         // a special power used as an action of its own: "Minor action: Shift 2" (703.1.b-d)
};

QString actionKindKey(ActionKind kind); // "initiative", "move", …

// An opportunity attack taken while the action resolves (612): by the acting creature's enemies, or
// against a creature an attack makes provoke ("target provokes opportunity attacks").
struct Reaction {
    QString actor;
    std::optional<QList<int>> rolls; // the d20s it uses; none: drawn from the action's dice
    QString against = {};            // the creature it strikes; empty: the acting creature

    bool operator==(const Reaction&) const = default;
};

// An optional power a creature uses at a moment the action gives it (703.1, 415.3): Cleave's attack
// when its melee attack destroys an enemy. It is taken at the first such moment; the attack it makes
// takes its choices from the action's next "further" entry and its d20s from the stream of the
// attack that gave the moment. An optional power no response names is not used.
struct Response {
    QString actor;
    QString use;                    // the power's printed name
    std::optional<int> attack = {}; // "make a {m} attack": the 1-based index of the melee attack made
    QString choice = {}; // what a set-up power chooses: the enemy's id ("Choose 1 enemy"), a damage type

    bool operator==(const Response&) const = default;
};

// The choices one attack of an action takes when the action makes several: a further attack
// ("AND make a Claw Frenzy attack") or one of several close or area attacks. Each field means what
// the action's field of that name means for the action's own attack.
// Every member has a default, so a choice names only what it sets: AttackChoice{.targets = {id}}.
struct AttackChoice {
    QStringList targets = {};
    std::optional<Square> origin = {};
    std::optional<Square> toward = {}; // cones and lines: as Action's
    std::optional<ConeDirection> direction = {};
    QList<Square> path = {};
    std::optional<int> attackAfter = {};
    QHash<QString, QList<Square>> forced = {};

    bool operator==(const AttackChoice&) const = default;
};

// One step a player takes. Dice: each stream (the action's own, each side's initiative, each
// reaction's) uses the rolls it carries when it carries them and draws from the dice given to
// Battle::apply otherwise. A battle records every action with all the rolls it used, so the record
// replays without dice.
struct Action {
    ActionKind kind = ActionKind::End;
    QString actor; // the acting creature's id; empty for Initiative

    // Initiative: each side's d20s in order (two a roll for the side that rolls twice, more on a
    // reroll), and the side the winner sends first (none: the winner goes first).
    std::array<std::optional<QList<int>>, 2> initiative;
    std::optional<Side> first;

    // Move, Shift, Charge, and an attack that includes a move: the squares entered, one step each
    // (the space's top-left square for big creatures), not including the starting square.
    QList<Square> path;
    // Squeeze: the top-left square of the 3x3 space the creature ends in (412.4.b); none when only
    // one is open at the end of the path.
    std::optional<Square> squeezeExit;

    // Attack, Recharge: the 1-based index among the card's attacks. Charge uses the basic attack. Use:
    // the attack the power makes, where the card leaves it to the player ("make a {r} attack").
    int attack = 0;
    // The target of a charge, of a melee or ranged attack (a used power's too) or of a used power's
    // effect on one enemy; several for "Make 2 attacks" (one per
    // attack, in order) and for area attacks (checked against the area).
    QStringList targets;
    std::optional<Square> origin; // area attacks: the origin square; blasts: the area's top-left square
    // Cones and lines: `origin` is the origin point, the grid point (x,y) at the top-left corner of
    // square (x,y) (608.4.a, 608.6.a); a line runs toward a square (608.6.a), a cone opens in a
    // direction (board/cone_template.h).
    std::optional<Square> toward;
    std::optional<ConeDirection> direction;
    // Where a hit's push, pull or slide moves each target (or the attacker, by its own id), one
    // square a step.
    QHash<QString, QList<Square>> forced;
    // Attack "at any time during the move": the steps of `path` taken before it (none: all of them).
    std::optional<int> attackAfter;
    // Attack, Use: the attacks "Make 2 {m} attacks" makes, by 1-based index (one for all, or one each).
    QList<int> made;
    // Attack, Use: each further attack's choices in the order they are made, and each area of a power
    // that makes several close or area attacks.
    QList<AttackChoice> further;
    QList<AttackChoice> areas;
    // Attack, Use: the allies a limited healing effect heals ("1 adjacent ally heals 20 HP"), in order.
    QStringList healed;
    // Use: the name of the power used; its move takes its path from "forced" (a teleport's
    // destination alone), as an attack's own shift does.
    QString use;

    std::optional<QList<int>> rolls;
    QList<Reaction> reactions;
    QList<Response> responses;

    bool operator==(const Action&) const = default;
};

// The choices the action gives for its own attack, as a further attack's entry gives them.
inline AttackChoice ownChoice(const Action& action)
{
    return {action.targets, action.origin, action.toward, action.direction, action.path, action.attackAfter, action.forced};
}

} // namespace ddm
