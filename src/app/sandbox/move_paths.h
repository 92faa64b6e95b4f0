// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/mover_profile.h"
#include "engine/action.h"
#include "engine/battle.h"

#include <QList>

#include <optional>

namespace ddm::gui {

// Paths the board offers the engine for a creature dragged or sent to a square.

// One square a step from `from` to `to`: diagonally first, then straight. For a destination the
// creature cannot reach, so the engine names the rule that stops it.
QList<Square> straightPath(Square from, Square to);

// The cheapest legal path of a Move action (412.2), or of a shift (412.3), to the top-left square
// `to`, or the straight path when `to` is not reachable. Empty when the creature is not on the board.
QList<Square> movePath(const Battle& battle, const QString& id, Square to, MoveKind kind = MoveKind::Move);

// The action a player asks for by pointing the selected creature at the top-left square `to` of
// where it should end: a Move or a Shift along movePath() (412.2, 412.3), or a Huge
// creature's squeeze (412.4) ending in the 3x3 space at `to`. A destination out of reach still
// makes an action, so that the engine names the rule that stops it.
Action moveAction(const Battle& battle, const QString& id, Square to, MoveKind kind);

// A charge at `target` (413.3): the cheapest reachable position next to it, and the path there.
std::optional<QList<Square>> chargePath(const Battle& battle, const QString& id, const QString& target);

} // namespace ddm::gui
