// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"
#include "board/creature_space.h"
#include "board/obstruction.h"
#include "board/occupancy.h"
#include "board/side.h"

#include <QLine>
#include <QList>
#include <QString>

namespace ddm {

// How the checked lines for cover are drawn, by attack type (CRG 611.2-611.6).
enum class CoverMethod {
    Melee,      // 611.2: corners of an origin square to the same corners of a target square
    Ranged,     // 611.3: one corner of the attacker's space to every corner of the target's space
    CloseBurst, // 611.4: as melee
    CloseBlast, // 611 has no rule for blasts: as 611.4, from the blast's origin square (608.7.a)
    AreaRadius, // 611.6: as melee, from the origin square (also areas of one square, 609.3.a)
};

QString coverMethodRule(CoverMethod method); // "611.2", ...; "611.5" is coverFromPoint's

struct CheckedLine {
    QLine line; // grid points
    Obstruction obstruction = Obstruction::None;
};

struct CoverResult {
    bool cover = false;
    Obstruction obstruction = Obstruction::None; // what made a line unclear, when there is cover
    // The rule that decided: 611.1.a (a wall), 611.3.a (forest, market stall, statue), 611.3.b (an
    // enemy), or the method's rule when every line of the best choice is clear.
    QString rule;
    QString methodRule;
    // The lines of the attacker's best choice of origin (and target square): the one with the fewest
    // unclear lines. The attacker chooses (611.2-611.3), so one clear choice means no cover.
    QList<CheckedLine> lines;

    explicit operator bool() const { return cover; }
};

// `origin` is the attacker's space (melee, ranged, burst) or the origin square (blast, radius).
// `attackerSide` matters for ranged attacks only: the attacker's enemies other than the target give
// cover (611.3.b), unless `enemiesGiveCover` is false (a card's "Enemies do not provide cover against
// this creature's {r} attacks"). Walls in diagonal squares the attacker or target occupies do not count
// (611.1.b).
CoverResult coverAgainst(const BattleMap& map, const Occupancy& occupancy, CoverMethod method,
                         const Space& origin, const Occupant& target, Side attackerSide,
                         bool enemiesGiveCover = true);
// 611.5: a cone or a line, from the attack's origin point to every corner of the target's space.
CoverResult coverFromPoint(const BattleMap& map, const Occupancy& occupancy, GridPoint origin,
                           const Occupant& target);

} // namespace ddm
