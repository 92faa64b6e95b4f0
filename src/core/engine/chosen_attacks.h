// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action_context.h"
#include "powers/attack_power.h"

#include <QList>
#include <QString>

namespace ddm {

// "Make 2 {m} attacks": the creature's melee attacks it may choose from: those on its card that
// make one attack of their own with no use boxes (a use is declared as an action of its own,
// 406.2) and no condition of use (charge only, opportunity attacks only).
QList<const AttackPower*> meleeAttackChoices(const Combatant& combatant, const AttackPower& power);

// The attack each of the power's `attacks` attacks makes: `named` (the action's "made", 1-based
// indices) gives one for all or one each; without it the creature's only choice. Refuses a name
// that is not among the choices (109.1) and a missing choice among several.
QList<const AttackPower*> chosenMeleeAttacks(ActionContext& context, const QString& attacker,
                                             const AttackPower& power, const QList<int>& named,
                                             qsizetype attacks);

} // namespace ddm
