// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/position_check.h"
#include "board/side.h"
#include "engine/battle_setup.h"
#include "powers/creature_abilities.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace ddm {

// The set-up rules (CRG 102.6-102.7, 707.12, 707.15): where each creature may be put before the
// first round, and the placement a set-up starts from. A battle itself takes any legal positions (a
// script may start in the middle of a fight); these rules are for setting a battle up.

// How a creature comes onto the battle map.
enum class SetupEntry {
    StartArea,        // entirely within its side's start area (102.6.a)
    Scout,            // its start area, or instead a victory area no other creature occupies (707.12.a)
    WanderingMonster, // occupying the victory area a roll picks, instead of its start area (707.15.a)
    OffMap,           // its card says it must start the battle off the battle map (109.1)
    NearStartArea,    // Tends to Wander: its start area or within N squares of it (109.1)
};

SetupEntry setupEntryOf(const CreatureAbilities& abilities);
SetupEntry setupEntryOf(const Creature& card);

// 102.6-102.7: Player 2 chooses a start area and sets up first, then Player 1.
std::array<Side, 2> setupOrder(Side player1);

// Whether the creature may be put with the top-left square of its space at `topLeft`, every other
// creature of the setup standing where it is. Always a placement (a legal position that is no pit,
// 501.1, 1013.2, 1020.4); then by its entry: entirely within its side's start area (102.6.a); a Scout
// may instead occupy a victory area no other creature occupies (707.12.a); a Wandering Monster that
// has rolled occupies the victory area its roll picked (707.15.a), or its start area when that area
// has no room or the map has no victory area (109.3: an impossible instruction is ignored), and
// before its roll counts as in its start area. A creature that starts off the map has no position.
PositionCheck checkSetupPlacement(const BattleSetup& setup, const QString& id, Square topLeft);
// The same; when legal, the creature's set-up position becomes `topLeft`.
PositionCheck placeInSetup(BattleSetup& setup, const QString& id, Square topLeft);

// Whether the creature's space at its set-up position occupies a square of `area` (1000.8).
bool occupiesArea(const CreatureSetup& creature, const QRect& area);

// The victory areas (indices into the map's list) no creature but `id` occupies: where a Scout may
// set up instead of its start area (707.12.a, 1000.8).
QList<int> freeVictoryAreas(const BattleSetup& setup, const QString& id);

// The victory area (index) a Wandering Monster's recorded rolls picked; none when it has not rolled
// or the map has no victory area.
std::optional<int> wanderingArea(const BattleSetup& setup, const CreatureSetup& creature);

// The first legal set-up position for the creature, the others standing where they are. Start
// areas are scanned from the side's own map edge inwards, so the front rank is left for the player
// to arrange; a rolled Wandering Monster's area from its top-left square, squares entirely within
// it first.
std::optional<Square> firstSetupPosition(const BattleSetup& setup, const QString& id);

// Every creature put anew in a legal set-up position, in set-up order (102.6-102.7) and big
// creatures first so they find room (218): Scouts in their start area (using Scout is the player's
// choice), rolled Wandering Monsters in their area. Returns the ids of those without a position
// (a full start area, 102.6.c, or a creature that starts off the map); they keep their squares.
QStringList placeInStartAreas(BattleSetup& setup, Side player1);

} // namespace ddm
