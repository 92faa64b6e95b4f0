// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action_context.h"
#include "engine/opportunity_attacks.h"
#include "powers/attack_power.h"

#include <QString>

#include <functional>

namespace ddm {

// The move an attack power includes (AttackPower::move): "moves up to its speed, then attacks",
// "Shift 1 square, then …", "Move exactly 4 squares", "(minimum 1 square)", "as though with
// Flight", "attacks at any time during the move". The path is the current choices' "path", checked
// as a move or a shift action's (412.2, 412.3, 707.3, 707.5), walked step by step with the
// opportunity attacks it provokes (612.1.c, none for a shift 412.3.b); `attack` is made after the
// move or, during it, after the choices' "attackAfter" steps. The ending position must be at least
// the squares the power demands from the start (600.2): a declared path that falls short is
// refused, a move cut short by Slowed, Immobilized or terrain makes no attack.
void moveForAttack(ActionContext& context, const QString& attacker, const AttackPower& power,
                   OpportunityAttacks* provoked, const std::function<void()>& attack);

} // namespace ddm
