// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"
#include "board/creature_space.h"
#include "board/move_problem.h"
#include "board/occupancy.h"

#include <QString>

#include <optional>

namespace ddm {

// The verdict on a position, naming the square at fault and the rule.
struct PositionCheck {
    MoveProblem problem = MoveProblem::None;
    Square square;
    QString rule;
    QString message; // "[4,2] is a wall"; empty when the position is fine

    bool ok() const { return problem == MoveProblem::None; }
    explicit operator bool() const { return ok(); }
};

// Ending movement: on the map, no wall (a diagonal wall with an open centre is fine), no other
// creature, no statue (501.1-2, 1005.3, 1009.2, 1020.4). `selfId` is the creature itself, whose own
// squares do not count as occupied.
PositionCheck checkLegalPosition(const BattleMap& map, const Occupancy& occupancy, const Space& space,
                                 const QString& selfId);
// A place effect: a legal position that is not a pit either (811.1, 1013.2, 1020.4).
PositionCheck checkPlacement(const BattleMap& map, const Occupancy& occupancy, const Space& space,
                             const QString& selfId);
// Set-up: a placement entirely within the side's start area (102.6.a).
PositionCheck checkSetupPosition(const BattleMap& map, const Occupancy& occupancy, const Space& space,
                                 const QString& selfId, Side side);
// A teleport: a placement other than the starting position, within line of sight of it and, when the
// effect has one, within range (816.1, 816.1.a).
PositionCheck checkTeleport(const BattleMap& map, const Occupancy& occupancy, const Space& from,
                            const Space& to, const QString& selfId, std::optional<int> range);

// For the movement algorithms' inner loops: the same checks without building messages.
// EndMovementOnStatues: a creature that "can occupy statue terrain" ends its move (Towering).
enum class PositionUse { EndMovement, EndMovementOnStatues, Placement };
struct PositionFault {
    MoveProblem problem = MoveProblem::None;
    Square square;
};
PositionFault findPositionFault(const BattleMap& map, const Occupancy& occupancy, const Space& space,
                                const QString& selfId, PositionUse use);
// The check for a fault, with the rule and message for the given use.
PositionCheck describePositionFault(const BattleMap& map, const Occupancy& occupancy, PositionFault fault,
                                    PositionUse use);

} // namespace ddm
