// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "combat/damage_bonus.h"
#include "combat/damage_calculation.h"
#include "engine/action_context.h"
#include "engine/attack_sequence.h"
#include "powers/attack_power.h"

#include <QList>

namespace ddm {

// Applies one outcome clause of an attack to its target and attacker, in this order: damage (806),
// ongoing damage and conditions (900, 908), damage to creatures next to the target, healing of
// allies next to it (808), opportunity attacks it provokes (612.1), forced movement of the target
// (807); then the attacker's own move, heal, damage and conditions and the healing of its allies;
// last a further attack the clause grants. A target destroyed part-way takes nothing more (801.4).
void applyAttackEffects(ActionContext& context, const Strike& strike, const AttackEffects& effects,
                        DamageOrigin origin, bool critical, const QList<DamageBonus>& bonuses,
                        DiceSource& dice);

// The power's "… after all attacks are resolved" clauses, once every attack of `records` is done:
// their parts on a target to each target as its attack went (a hit's, a miss's, hit or miss), their
// parts on the attacker once. Nothing when no attack was made.
void applyAfterAllAttacks(ActionContext& context, const QString& attacker, const AttackPower& power,
                          const QList<StrikeRecord>& records, DiceSource& dice);

} // namespace ddm
