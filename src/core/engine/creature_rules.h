// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"
#include "board/creature_space.h"
#include "board/mover_profile.h"
#include "board/terrain.h"
#include "combat/condition_effects.h"
#include "engine/combatant.h"
#include "engine/creature_state.h"
#include "powers/standing_place.h"

#include <QSet>

#include <optional>

namespace ddm {

// Rules questions about one creature that several actions ask.

// Its conditions with the ones they imply (a Stunned creature is Dazed, 910.1).
inline QSet<Condition> effectiveConditions(const CreatureState& state) { return state.effects.effective(); }

// The sum of the creature's granted bonuses (GrantedModifier) to a statistic that hold without a
// condition: a champion's "+2 Speed until end of round", "+2 DEF".
int grantedBonus(const CreatureState& creature, Statistic statistic);

// A standard power the creature holds now (Flight, Burrow, Phasing, Insubstantial, Hide, Conceal or
// Resist All): printed on its card, or held for a while ("This creature has Flight until end of
// turn", a champion's grant). 0 when it has none; else 1, or its number (Conceal 10, Resist 10 All),
// the highest of those that give it (706.2.b).
int heldPower(const Combatant& combatant, const CreatureState& state, Statistic power);

// "target cannot heal (save ends)": healing does nothing to it now, nor does gaining hit points.
inline bool cannotHeal(const CreatureState& state)
{
    return state.effects.statisticModifier(Statistic::NoHealing) > 0;
}

// Its current speed after Slowed and Immobilized (907, 909).
SpeedResult currentSpeedOf(const Combatant& combatant, const CreatureState& state);

// A defence as it stands now: the printed value, static bonuses and modifiers (209.3, 803.5).
int currentDefence(const Combatant& combatant, const CreatureState& state, Defence defence);

// How the board's movement sees it. Helpless creatures lose Flight (906.1).
MoverProfile moverProfile(const Combatant& combatant, const CreatureState& state, int speed);

// Whether any square of the space has the terrain (1000.7: a big creature occupies the terrain of
// every square of its space).
bool occupiesTerrain(const BattleMap& map, const Space& space, Terrain terrain);

// Whether a solid wall square touches the space (1001.3): "while adjacent to a wall".
bool adjacentToWall(const BattleMap& map, const Space& space);

// Whether the creature stands where the card says: beside a wall, on one of the terrains ("difficult":
// any terrain that counts as difficult, 1006), or in a victory area (its side's, 1000.4, or any).
bool standsIn(const BattleMap& map, const CreatureState& state, const StandingPlace& place);

// Its Champion rating for the initiative champion test: none when it is not a champion, is
// inactive (Stunned, 910.1) or Dazed (903.1).
std::optional<int> initiativeChampionRating(const Combatant& combatant, const CreatureState& state);

// The reach of a melee attack: the power's own, else the creature's Reach X (707.10), else 1.
int meleeReach(const Combatant& combatant, const AttackPower& power);

// 213.2: a creature without the Construct or Undead keyword is living.
bool isLiving(const Combatant& combatant);

// Whether it has begun a turn in this round (401.1), its own turn under way included: "creatures that
// have already activated this round". None has before the first round.
bool hasActivatedThisRound(const Combatant& combatant, const CreatureState& state, int round);

} // namespace ddm
