// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "combat/dice_source.h"
#include "engine/battle_log.h"
#include "engine/battle_setup.h"

#include <QList>
#include <QString>

#include <optional>

namespace ddm {

// Where one Wandering Monster went at set-up (707.15.a): the d20s it rolled, the victory area they
// picked and the square it was put on.
struct WanderingPlacement {
    QString id;
    QList<int> rolls;
    std::optional<int> area; // index into the map's victory areas; none when the map has none
    int areaCount = 0;
    bool inArea = false;      // false: no victory area, or no room in it: its start area (109.3)
    std::optional<Square> at; // none: no legal position at all; it keeps its square
    QString rule;             // 707.15.a, or 109.3 when the roll could not be followed
};

struct WanderingRolls {
    QList<WanderingPlacement> placements;
    bool missingRoll = false; // the dice ran out: the setup is unchanged
};

// Rolls for every Wandering Monster of the setup that has not rolled yet, Player 2's creatures
// first (102.6-102.7), records the rolls in its CreatureSetup and puts it in the first legal
// position occupying the area the roll picked (firstSetupPosition). All or nothing: when the dice
// run out, nothing changes.
WanderingRolls rollWanderingMonsters(BattleSetup& setup, Side player1, DiceSource& dice);

// The creatures of the setup that are Wandering Monsters and have not rolled yet.
QStringList unrolledWanderingMonsters(const BattleSetup& setup);

// The battle log's set-up entries (action -1): each rolled Wandering Monster's d20s and the victory
// area they picked, from the rolls recorded in the setup, so a replay shows them too.
QList<LogEntry> wanderingMonsterLog(const BattleSetup& setup);

} // namespace ddm
