// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/recharge_action.h"

#include "combat/condition_effects.h"
#include "engine/battle_effects.h"
#include "engine/creature_rules.h"
#include "engine/turn_actions.h"

#include <optional>

namespace ddm {
namespace {

const QString kRechargeRule = QStringLiteral("703.5.a");

std::optional<ActionSlot> slotFor(RechargeTrigger trigger)
{
    switch (trigger) {
    case RechargeTrigger::MoveAction:
        return ActionSlot::Move;
    case RechargeTrigger::MinorAction:
        return ActionSlot::Minor;
    case RechargeTrigger::AttackAction:
        return ActionSlot::Attack;
    default:
        return std::nullopt;
    }
}

QString slotName(ActionSlot slot)
{
    switch (slot) {
    case ActionSlot::Move:
        return QStringLiteral("move");
    case ActionSlot::Minor:
        return QStringLiteral("minor");
    case ActionSlot::Attack:
        break;
    }
    return QStringLiteral("attack");
}

// "when this creature uses Mantid Dance": the players say so for a power they resolve by hand; the
// engine recharges by itself when the named power is an attack it runs.
void recordUseByHand(ActionContext& context, const AttackPower& power)
{
    const QString& id = context.action().actor;
    const Combatant& combatant = context.combatant(id);
    const QString who = creatureLabel(context, id);
    if (combatant.attackNamed(power.rechargePower))
        ActionContext::illegal(
            QStringLiteral("%1's %2 recharges when it uses its attack %3, which the engine watches: use %3")
                .arg(who, power.name, power.rechargePower),
            kRechargeRule);
    if (!combatant.card.powerNamed(power.rechargePower))
        ActionContext::illegal(QStringLiteral("%1 has no power named %2 to recharge %3 with")
                                   .arg(who, power.rechargePower, power.name),
                               kRechargeRule);
    context.log(LogEvent::Recharged,
                QStringLiteral("%1 uses %2, resolved by the players").arg(who, power.rechargePower),
                QStringLiteral("703.1"), id);
}

} // namespace

void resolveRecharge(ActionContext& context)
{
    const Action& action = context.action();
    const QString& id = action.actor;
    const AttackPower* power = context.combatant(id).attack(action.attack);
    if (!power)
        ActionContext::refuse(ActionErrorKind::BadInput,
                              QStringLiteral("recharge: %1 has no attack %2").arg(id).arg(action.attack));
    const QString who = creatureLabel(context, id);
    if (!power->recharge)
        ActionContext::illegal(QStringLiteral("%1's %2 does not recharge").arg(who, power->name),
                               kRechargeRule);
    const std::optional<ActionSlot> slot = slotFor(*power->recharge);
    if (!slot && power->recharge != RechargeTrigger::UsesPower)
        ActionContext::illegal(QStringLiteral("%1's %2 recharges by itself (%3), not by an action")
                                   .arg(who, power->name, rechargeTriggerName(*power->recharge)),
                               kRechargeRule);
    if (context.creature(id).usesSpent.value(power->index) == 0)
        ActionContext::illegal(
            QStringLiteral("%1's %2 is not spent: there is no use to recharge").arg(who, power->name),
            kRechargeRule);
    if (slot) {
        spendAction(context, *slot);
        context.log(
            LogEvent::Recharged,
            QStringLiteral("%1 takes a %2 action to recharge %3").arg(who, slotName(*slot), power->name),
            QStringLiteral("406.2"), id);
    } else {
        recordUseByHand(context, *power);
    }
    recharge(context, id, *power->recharge, power->index);
}

} // namespace ddm
