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
    Initiative, // starts a round: the initiative roll and who goes first (301, 302)
    Move,       // a move action along a path (412.2)
    Shift,      // a one-square move that provokes no opportunity attacks (412.3)
    Charge,     // move adjacent to an enemy and make a basic attack (413.3)
    Attack,     // an attack action with one of the card's attacks (413.2)
    HealingFont, // heals at a healing font, replacing the attack action (1011.2)
    End,        // ends the acting creature's turn (404)
};

QString actionKindKey(ActionKind kind); // "initiative", "move", …

// An opportunity attack the opponent takes while the action resolves (612).
struct Reaction {
    QString actor;
    std::optional<QList<int>> rolls; // the d20s it uses; none: drawn from the action's dice

    bool operator==(const Reaction&) const = default;
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

    // Move, Shift, Charge: the squares entered, one step each (the space's top-left square for big
    // creatures), not including the starting square.
    QList<Square> path;

    // Attack: the 1-based index among the card's attacks. Charge uses the basic attack.
    int attack = 0;
    // The target of a charge or of a melee or ranged attack; several for "Make 2 attacks" (one per
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

    std::optional<QList<int>> rolls;
    QList<Reaction> reactions;

    bool operator==(const Action&) const = default;
};

} // namespace ddm
