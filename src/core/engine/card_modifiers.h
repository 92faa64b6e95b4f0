#pragma once

#include "combat/attack_situation.h"
#include "engine/attack_sequence.h"
#include "engine/battle_view.h"

namespace ddm {

// The cards' standing bonuses (StaticModifier) that bear on one attack, added to its situation: the
// attacker's to the attack roll and the damage, the target's to its AC (705.3 "while", 704.2
// "whenever"). A special power's bonus is nullified while its creature is inactive (800.4.a).
void addCardModifiers(const BattleView& view, const Strike& strike, AttackSituation& situation);

} // namespace ddm
