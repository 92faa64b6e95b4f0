// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/path_check.h"
#include "catalog/game_enums.h"
#include "engine/action_context.h"
#include "engine/opportunity_attacks.h"

#include <QList>
#include <QString>

#include <optional>

namespace ddm {

// Checks the creature's path with the board's movement rules (412.2, 412.3, 500-502, 707, 1006),
// spending at most `budget` squares (default: its current speed, 1 for a shift), moving as though
// with `mode` when given ("as though with Flight"); refuses an illegal path naming the step, e.g.
// "move[2]". A path stopped by Slowed or Immobilized is the walk's business.
// The creature as it moves: as a flier or burrower for this move when `mode` says so (a power's
// "move with Flight"), else as its card and conditions make it; `onItsTurn`: for Hop's "moves as if
// with Flight on its turn"; `kind`: for Elven Step's "Ignores the extra cost for entering difficult
// terrain while shifting".
MoverProfile moverMovingAs(const Combatant& combatant, const CreatureState& creature, int speed,
                           std::optional<MovementMode> mode, bool onItsTurn, MoveKind kind);

PathCheck checkedPath(ActionContext& context, const QString& id, const QList<Square>& path, MoveKind kind,
                      const QString& field, std::optional<int> budget = std::nullopt,
                      std::optional<MovementMode> mode = std::nullopt);

// Walks the steps [from, to) of an accepted path (to the end when `to` is none), so that
// opportunity attacks strike as the creature leaves each square (612.1.c; none when `provoked` is
// null, as for a shift) and terrain acts as it enters one (spike stones 1019.3, webs, teleporters
// 1021). False when the creature stopped early or left play.
bool walk(ActionContext& context, const QString& id, const PathCheck& check, OpportunityAttacks* provoked,
          qsizetype from = 0, std::optional<qsizetype> to = std::nullopt);

// 413.3.e: no moving on a turn after a charge.
void refuseAfterCharge(ActionContext& context);

// Move and Shift actions (412.2, 412.3): the path is checked by the board's movement rules, then
// walked step by step so that opportunity attacks strike as the creature leaves each square
// (612.1.c) and terrain acts as it enters one (spike stones 1019.3, webs, teleporters 1021).
void resolveMove(ActionContext& context);

// Moves `id` along `path` as a move or as a shift of up to `budget` squares (a move's speed and a
// shift's 1 square when none), as a flier or burrower when `mode` says so (412.2, 412.3): the path
// checked, the opportunity attacks it provokes on the way taken (612.1.c; for a shift only Awareness,
// 412.3.b), the move logged. Used by the Move and Shift actions and by a power's shift ("Minor action:
// Shift 1").
void moveAlong(ActionContext& context, const QString& id, const QList<Square>& path, bool shift,
               std::optional<int> budget, std::optional<MovementMode> mode = std::nullopt);

// A Huge creature squeezing (412.4): it moves as a 2x2 space (the path's squares are that space's
// top-left squares) at half its speed, then takes up its 3x3 space where a legal position holds the
// last 2x2 space (412.4.b): the action's exit, or the only one open.
void resolveSqueeze(ActionContext& context);

// A charge (413.3): an attack action that moves up to the creature's speed to the nearest space
// next to an enemy it can see, at least 2 squares away, then makes a basic attack at +1.
void resolveCharge(ActionContext& context);

} // namespace ddm
