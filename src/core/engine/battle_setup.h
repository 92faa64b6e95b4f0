// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"
#include "board/side.h"
#include "board/square.h"
#include "catalog/creature.h"
#include "warband/warband_format.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace ddm {

// One creature as a battle starts with it: its card, its side and where its space's top-left square
// is. `hp` overrides the card's Hit Points (a handicap or a test). `wanderRolls` records the d20s a
// Wandering Monster rolled for its victory area at set-up (707.15.a), so the set-up replays and can
// be checked; none when it was not rolled for.
struct CreatureSetup {
    QString id;
    Side side = Side::A;
    Creature card;
    Square at;
    std::optional<int> hp;
    std::optional<QList<int>> wanderRolls = {};

    bool operator==(const CreatureSetup&) const = default;
};

// Everything a battle starts from: the map, the point size (its victory point target, CRG 103.2.b),
// the scenario (how victory points are scored, 104-107) and the creatures in their set-up positions.
// `sideNames` are the names of the warbands the sides play (empty: unnamed), for the players' eyes.
struct BattleSetup {
    BattleMap map;
    int points = 200;
    Scenario scenario = Scenario::Assault;
    QList<CreatureSetup> creatures;
    std::array<QString, 2> sideNames; // by sideIndex()

    bool operator==(const BattleSetup&) const = default;
};

} // namespace ddm
