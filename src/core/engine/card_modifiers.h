// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "combat/attack_situation.h"
#include "combat/condition_effects.h"
#include "engine/attack_sequence.h"
#include "engine/battle_view.h"
#include "engine/creature_rules.h"
#include "powers/creature_group.h"

namespace ddm {

// A continuous effect of a power in the Special Powers block (a bonus, an aura, a Fire Shield) is
// nullified while its creature is inactive (800.4.a); abilities are not.
template <typename CardEffect>
bool nullifiedWhileInactive(const CardEffect& effect, const CreatureState& self)
{
    return effect.fromSpecialPowers &&
           restrictionCause(effectiveConditions(self), ConditionRestriction::Inactive);
}

// Whether the group an aura of `holder` names ("this creature and Undead allies", "Small Beast allies")
// holds creature `id`: the holder itself when the card names it, whatever the others' words say.
bool auraNames(const BattleView& view, const QString& holder, const CreatureGroup& group, const QString& id);

// How far `self` is from where its turn began (600.2.a), counted from the same square of its space, so
// that a Large creature's overlapping spaces count the squares it moved; 0 when it is not its turn: a
// move on its own turn is what the cards count ("moved 3 squares from its starting position").
// `at`: the top-left square it will stand in instead (where a charge ends).
int squaresFromTurnStart(const BattleView& view, const CreatureState& self, std::optional<Square> at = {});

// The cards' standing bonuses (StaticModifier, AuraBonus, critical ranges) that bear on one attack,
// added to its situation: the attacker's to the attack roll and the damage, the target's to its
// defence (705.3 "while", 704.2 "whenever").
void addCardModifiers(const BattleView& view, const Strike& strike, AttackSituation& situation);

} // namespace ddm
