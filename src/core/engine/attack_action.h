// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action_context.h"
#include "engine/attack_sequence.h"
#include "powers/attack_power.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace ddm {

// An attack action with one of the card's attacks (413.2, 601-609): the power's conditions of use
// (use limits 703.5, basic attacks only while Confused or Dominated 902.1/904.1), opportunity
// attacks a ranged or area attack provokes (612.1.b), the targets as the attack type allows, then
// each attack in turn (603.3, 601.1). Powers the engine cannot run are refused as "resolve by hand".
void resolveAttackAction(ActionContext& context);

// An attack a power's own action makes ("Minor action: make a {r} attack", 703.1): the attack
// power's conditions of use and use boxes as for an attack action, with the action's targets and
// choices; it spends no attack action and, being none, provokes nothing (612.1.b).
void resolvePowerAttack(ActionContext& context, const AttackPower& power);

// Makes one attack with `power` for `attacker`: the attack action's own (`attackAction`, which
// provokes as 612.1.b says) or a further attack. The move the power includes, its targets (the
// declared `targets`, checked) and its area come from the current choices (ActionContext::choice);
// each strike is resolved in turn, then the "after all attacks" effects (605.1). Returns each strike.
// `charge`: the attack a charge makes, +1 to hit (413.3.a).
QList<StrikeRecord> makeAttack(ActionContext& context, const QString& attacker, const AttackPower& power,
                               const QStringList& targets, bool attackAction, DiceSource& dice,
                               bool charge = false);

// The attack a charge makes (413.3.a), checked once its path is known to end where a charge may and
// before the creature moves: its melee basic attack, or
// the power the action names that its card makes "usable on charge" or "only on charge", under that
// power's conditions of use as for an attack action.
const AttackPower& chargeAttack(ActionContext& context);

// A charge's attack with a power other than the basic attack, once the charge has moved: its use
// box marked, then its attacks against the charge's target as makeAttack makes them.
void makeChargeAttack(ActionContext& context, const AttackPower& power, const QString& target);

} // namespace ddm
