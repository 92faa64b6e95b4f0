// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/occupancy.h"
#include "engine/battle_setup.h"
#include "engine/battle_state.h"

#include <QList>
#include <QSet>
#include <QString>

#include <optional>

namespace ddm {

// Whether a victory area labelled `area` is one of `side`'s (1000.4): its own, or A&B.
bool areaServes(AreaSide area, Side side);
// Whether a creature's space takes up any square of the rectangle: it occupies that area (1000.7).
bool spaceInRect(const Space& space, const QRect& rect);

// Victory points a side scores in the Score Victory Points step (304.1) under the scenario:
// Assault, Bounty and Sealed-Booster give 10 for occupying any of the side's victory areas
// (105.4.a, 106.1, 108.1); Uncontested gives 5 for each of them it occupies and no enemy does
// (107.2.a). A side's victory areas are those labelled with its start area, and A&B (1000.4); each
// rectangle of the map's victory areas is one area. The cards change who holds one (AreaHolders).
struct AreaScore {
    Side side = Side::A;
    int points = 0;
    int areas = 0; // how many areas scored
    QString rule;
};
// The creatures in `holdNone` ("Object: Does not score VP for occupying one of your victory areas",
// those beside a Goblin Delver's Hoarder) hold no area for their side, though they still contest one
// for the other; those in `holdBeside` (Terrain Mastery: "Counts as occupying a victory area while
// adjacent to that victory area") hold and contest one they stand next to as well.
struct AreaHolders {
    QSet<QString> holdNone;
    QSet<QString> holdBeside;
};
QList<AreaScore> victoryAreaScores(const BattleSetup& setup, const BattleState& state,
                                   const AreaHolders& holders = {});

// What eliminating a creature of `cost` gives its owner's opponent: the cost (105.3.a), +5 in
// Bounty (106.2.a). `rule` is the rule that set the amount.
struct EliminationAward {
    int points = 0;
    QString rule;
};
EliminationAward eliminationAward(Scenario scenario, int cost);

// The tie-breakers of 105.4.b-c between sides with equal victory points: the side with a creature
// nearest the centre squares (1000.2), then the side whose nearest creature costs more. None when
// those are tied as well (105.4.d: play on; the next side to score wins).
struct Tiebreak {
    std::optional<Side> winner;
    QString rule;
};
Tiebreak breakTie(const BattleSetup& setup, const BattleState& state, const Occupancy& occupancy);

// Whether the game is won now (103.2): a side whose opponent has no creature left in play
// (103.2.a: that opponent has lost), or a side at or above the point size in victory points
// (103.2.b); both at once are decided by the victory points, then the tie-breakers.
std::optional<Outcome> judgeVictory(const BattleSetup& setup, const BattleState& state, const Occupancy& occupancy);

} // namespace ddm
