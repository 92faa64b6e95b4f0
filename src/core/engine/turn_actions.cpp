#include "engine/turn_actions.h"

#include "combat/condition_effects.h"
#include "engine/battle_effects.h"
#include "engine/creature_rules.h"

namespace ddm {

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

    bool* const move = &turn.moveActionUsed;
    bool* const attack = &turn.attackActionUsed;
    bool* const minor = &turn.minorActionUsed;
    QList<bool*> order;
    switch (slot) {
    case ActionSlot::Move:
        order = {move, attack};
        break;
    case ActionSlot::Attack:
        order = {attack};
        break;
    case ActionSlot::Minor:
        order = {minor, move, attack};
        break;
    }
    for (bool* used : order) {
        if (!*used) {
            *used = true;
            ++turn.actionsTaken;
            return;
        }
    }
    const QString what = slot == ActionSlot::Move ? QStringLiteral("move") : slot == ActionSlot::Attack ? QStringLiteral("attack") : QStringLiteral("minor");
    ActionContext::illegal(QStringLiteral("%1 has no %2 action left this turn").arg(who, what), QStringLiteral("403.1"));
}

} // namespace ddm
