// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/turn_actions.h"

#include "combat/condition_effects.h"
#include "engine/battle_effects.h"
#include "engine/creature_rules.h"

#include <algorithm>

namespace ddm {
namespace {

// The turn's actions that may pay for an action of the kind, in the order they are spent: a move
// action, else the attack action (403.1.b); a minor action, else the move, else the attack (403.1.a).
template <typename Turn> auto payingSlots(Turn& turn, ActionSlot slot)
{
    using Flag = decltype(&turn.moveActionUsed);
    switch (slot) {
    case ActionSlot::Move:
        return QList<Flag>{&turn.moveActionUsed, &turn.attackActionUsed};
    case ActionSlot::Attack:
        return QList<Flag>{&turn.attackActionUsed};
    case ActionSlot::Minor:
        break;
    }
    return QList<Flag>{&turn.minorActionUsed, &turn.moveActionUsed, &turn.attackActionUsed};
}

} // namespace

bool tookItsOneMoveAction(const TurnState& turn, const CreatureAbilities& abilities)
{
    return abilities.oneMoveAction && turn.moveActionsTaken >= 1;
}

bool hasActionLeft(const TurnState& turn, ActionSlot slot)
{
    const auto flags = payingSlots(turn, slot);
    return std::any_of(flags.cbegin(), flags.cend(), [](const bool* used) { return !*used; });
}

void spendAction(ActionContext& context, ActionSlot slot)
{
    TurnState& turn = *context.state().turn;
    const QString who = creatureLabel(context, turn.creature);
    if (turn.noActions)
        ActionContext::illegal(QStringLiteral("%1 is Confused and takes no actions this turn").arg(who), QStringLiteral("902.2"));
    const ActionLimit limit = actionLimit(effectiveConditions(context.creature(turn.creature)));
    if (limit.allowance == ActionAllowance::None)
        ActionContext::illegal(QStringLiteral("%1 is %2 and cannot take actions").arg(who, conditionName(limit.cause->cause)),
                               limit.cause->rule);
    if (limit.allowance == ActionAllowance::OneAction && turn.actionsTaken >= 1)
        ActionContext::illegal(QStringLiteral("%1 is %2: it has taken its one action this turn").arg(who, conditionName(limit.cause->cause)),
                               limit.cause->rule);

    if (slot == ActionSlot::Move &&
        tookItsOneMoveAction(turn, context.combatant(turn.creature).profile.abilities))
        ActionContext::illegal(QStringLiteral("%1 takes only 1 move action on its turn (card text)").arg(who),
                               QStringLiteral("109.1"));
    for (bool* used : payingSlots(turn, slot)) {
        if (!*used) {
            *used = true;
            ++turn.actionsTaken;
            turn.moveActionsTaken += slot == ActionSlot::Move ? 1 : 0;
            return;
        }
    }
    const QString what = slot == ActionSlot::Move ? QStringLiteral("move") : slot == ActionSlot::Attack ? QStringLiteral("attack") : QStringLiteral("minor");
    ActionContext::illegal(QStringLiteral("%1 has no %2 action left this turn").arg(who, what), QStringLiteral("403.1"));
}

} // namespace ddm
