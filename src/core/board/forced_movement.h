// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"
#include "board/creature_space.h"
#include "board/move_problem.h"
#include "board/occupancy.h"

#include <QList>
#include <QString>

namespace ddm {

// Forced movement that moves a creature square by square (CRG 812, 813, 815). Not movement: no
// terrain costs, no opportunity attacks (812.2, 813.2, 815.2); the checks below are all that apply.
enum class ForcedMove { Push, Pull, Slide };

QString forcedMoveRule(ForcedMove kind); // "813.1", "812.1", "815.1"

struct ForcedMoveCheck {
    bool ok = false;
    int failingStep = -1;
    MoveProblem problem = MoveProblem::None;
    Square square;
    QString rule;
    QString message;
    int mostSquares = 0;    // the furthest the creature can be moved, at most the effect's squares
    bool endsInPit = false; // pushed or pulled into a pit: the engine resolves 1013.4

    explicit operator bool() const { return ok; }
};

struct ForcedDestination {
    Square at;          // top-left square
    QList<Square> path; // one way there
    bool pit = false;
};

// Checks moving `target` along `path` (top-left squares) by an effect of `squares` squares from the
// acting creature at `source`. Each space entered holds no wall, statue or other creature; a push
// moves further from the source and a pull closer at every step, counting distance as 1001 does; no
// diagonal past a wall corner (1005.5); pits only by push or pull (1013.2); as many squares as the
// effect says unless no path goes that far (812.1.a, 813.1.a, 815.1.a).
ForcedMoveCheck checkForcedMove(const BattleMap& map, const Occupancy& occupancy, ForcedMove kind,
                                const Occupant& target, const Space& source, const QList<Square>& path,
                                int squares);
// Every position the effect can leave the target in (after the most squares it can be moved), each
// with a path; empty when it cannot be moved at all.
QList<ForcedDestination> forcedMoveDestinations(const BattleMap& map, const Occupancy& occupancy,
                                                ForcedMove kind, const Occupant& target, const Space& source,
                                                int squares);

} // namespace ddm
