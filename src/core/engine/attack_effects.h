#pragma once

#include "combat/damage_bonus.h"
#include "combat/damage_calculation.h"
#include "engine/action_context.h"
#include "engine/attack_sequence.h"
#include "powers/attack_power.h"

#include <QList>

namespace ddm {

// Applies one outcome clause of an attack to its target and attacker, in this order: damage (806),
// ongoing damage and conditions (900, 908), damage to creatures next to the target, forced
// movement of the target (807) and the attacker's own move, heal, damage and conditions. A target
// destroyed part-way takes nothing more (801.4).
void applyAttackEffects(ActionContext& context, const Strike& strike, const AttackEffects& effects, DamageOrigin origin,
                        bool critical, const QList<DamageBonus>& bonuses, DiceSource& dice);

} // namespace ddm
