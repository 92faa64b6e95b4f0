// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action_context.h"
#include "powers/activated_power.h"
#include "powers/attack_power.h"
#include "powers/triggered_power.h"

#include <functional>

namespace ddm {

// A creature's own power moves it: "Shift 2" (a move, 412.3, with Awareness's opportunity attacks)
// or "Teleport up to 6 squares" (816.1). It takes the action's "forced" path for the creature;
// without one the refusal lists where it may go (ForcedPathNeeded), for the sandbox to ask. With no
// square to go to it moves nowhere (109.3). `power` names it in the log; `endsAt`, when given, keeps
// to the ends the refusal lists those where the creature's space may end ("must end adjacent to that
// enemy": the caller checks the end it is given).
void moveByOwnPower(ActionContext& context, const QString& id, const ForcedMovement& movement,
                    const QString& power, const std::function<bool(const Space&)>& endsAt = {});

// A power's own move (412.2) of its speed, twice it, or some squares, as a flier or burrower when it
// says so: a move, with the opportunity attacks it provokes (612.1.c), its path taken as a shift's.
void moveAtOwnPace(ActionContext& context, const QString& id, const SpeedMove& move, const QString& power);

// A power places its own creature (811): "Place this creature within 6 squares of an Arcane ally of
// level 5 or greater". The action's "forced" path for the creature ends where it goes; without one
// the refusal lists the places, for the sandbox to ask. With no ally to be near it stays put (109.3).
void placeNearAlly(ActionContext& context, const QString& id, const PlaceNearAlly& place,
                   const QString& power);

} // namespace ddm
