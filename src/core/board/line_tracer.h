// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"
#include "board/creature_space.h"
#include "board/line_contact.h"
#include "board/obstruction.h"
#include "board/occupancy.h"
#include "board/side.h"

#include <QString>

#include <optional>

namespace ddm {

// Follows one checked line across the map and says what stops it. One tracer serves line of effect,
// line of sight and the cover checks; they differ only in what counts as an obstruction.
class LineTracer {
public:
    enum class Mode {
        Effect,      // walls only (1003.1.a); also melee, close and area cover (611.1.a)
        Sight,       // walls, smoke, forest, market stalls, webs (1002.1)
        RangedCover, // walls, lines entering cover terrain (611.3.a) or an enemy's square (611.3.b)
    };

    LineTracer(const BattleMap& map, const Occupancy& occupancy, Mode mode);

    // Squares of these spaces do not obstruct: the smoke in the spaces of adjacent creatures
    // (1018.3), the wall part of diagonal walls in the attacker's and target's spaces (611.1.b).
    void ignoreSmokeIn(const Space& space) { ignore(m_smokeFree, space); }
    void ignoreDiagonalWallsIn(const Space& space) { ignore(m_diagonalFree, space); }
    void setIgnoreAllSmoke(bool ignore) { m_ignoreAllSmoke = ignore; } // Blindsight (707.2)
    // Ranged cover: creatures of this side other than the target give cover (611.3.b).
    void setCoveringCreatures(Side side, const QString& targetId);

    Obstruction trace(GridPoint from, GridPoint to) const;

    // Where a line stops: the obstruction nearest its start, the square it is in and where along
    // the line it first touches (a line X ends there, 608.6.c).
    struct Stop {
        Obstruction obstruction = Obstruction::None;
        Square square;
        LineParameter at;
    };
    std::optional<Stop> firstStop(GridPoint from, GridPoint to) const;

private:
    static void ignore(Space (&spaces)[2], const Space& space);
    static bool inAny(const Space (&spaces)[2], Square square);
    bool mayStop(Square square) const;
    // What in the square stops the line, and where along the line it does.
    Stop contactIn(GridPoint from, GridPoint to, Square square) const;
    Stop wallContact(GridPoint from, GridPoint to, Square square) const;
    Stop otherContact(GridPoint from, GridPoint to, Square square) const;

    const BattleMap& m_map;
    const Occupancy& m_occupancy;
    Mode m_mode;
    TerrainSet m_sightTerrain; // stops sight when touched
    TerrainSet m_coverTerrain; // gives ranged cover when entered
    Space m_smokeFree[2] = {{{0, 0}, 0}, {{0, 0}, 0}};
    Space m_diagonalFree[2] = {{{0, 0}, 0}, {{0, 0}, 0}};
    bool m_ignoreAllSmoke = false;
    std::optional<Side> m_coveringSide;
    QString m_targetId;
};

} // namespace ddm
