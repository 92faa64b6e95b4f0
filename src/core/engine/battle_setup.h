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

// The set-up roll as it was rolled (102.3-102.4): each side's d20s in order (two a round for the
// side with the higher Champion rating, another round after a tie without one), and the side the
// winner chose as Player 1, who chose the battle map (102.5) and set up second (102.7).
struct SetupRoll {
    std::array<QList<int>, 2> rolls; // by sideIndex()
    Side player1 = Side::A;

    bool operator==(const SetupRoll&) const = default;
};

// Everything a battle starts from: the map, the point size (its victory point target, CRG 103.2.b),
// the scenario (how victory points are scored, 104-107) and the creatures in their set-up positions.
// `sideNames` are the names of the warbands the sides play (empty: unnamed), for the players' eyes.
// A side is its start area: side A set up in start area A. Without a set-up roll (a script that
// starts at round 1), side A counts as Player 1.
struct BattleSetup {
    BattleMap map;
    int points = 200;
    Scenario scenario = Scenario::Assault;
    QList<CreatureSetup> creatures;
    std::array<QString, 2> sideNames; // by sideIndex()
    std::optional<SetupRoll> setupRoll;

    Side player1() const { return setupRoll ? setupRoll->player1 : Side::A; }

    bool operator==(const BattleSetup&) const = default;
};

} // namespace ddm
