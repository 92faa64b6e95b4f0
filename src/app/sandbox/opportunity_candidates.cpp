#include "sandbox/opportunity_candidates.h"

#include "board/distance.h"

namespace ddm::gui {

namespace {

// The spaces the actor leaves during the action: its start and every step but the last.
QList<Space> spacesLeft(const Space& start, const Action& action)
{
    QList<Space> spaces;
    switch (action.kind) {
    case ActionKind::Squeeze:
        // 412.4.a: it leaves each square as the 2x2 space it squeezes into.
        spaces.append(start);
        for (qsizetype i = 0; i + 1 < action.path.size(); ++i)
            spaces.append(Space{action.path.at(i), 2});
        break;
    case ActionKind::Move:
    case ActionKind::Shift:
    case ActionKind::Charge:
        spaces.append(start);
        for (qsizetype i = 0; i + 1 < action.path.size(); ++i)
            spaces.append(start.movedTo(action.path.at(i)));
        break;
    case ActionKind::Attack:
    case ActionKind::HealingFont:
    case ActionKind::Initiative:
    case ActionKind::End:
    case ActionKind::Recharge:
    case ActionKind::Use: // a shift (412.3.b) or a teleport (816.2) provokes none
        break;
    }
    return spaces;
}

bool provokesByAttacking(const Battle& battle, const Action& action)
{
    if (action.kind != ActionKind::Attack)
        return false;
    const Combatant* actor = battle.combatant(action.actor);
    const AttackPower* power = actor ? actor->attack(action.attack) : nullptr;
    return power && (power->kind == AttackKind::Ranged || power->kind == AttackKind::Area);
}

} // namespace

QStringList opportunityCandidates(const Battle& battle, const Action& action)
{
    const CreatureState* actor = battle.state().creature(action.actor);
    if (!actor)
        return {};
    QList<Space> threatened = spacesLeft(actor->space, action);
    if (provokesByAttacking(battle, action))
        threatened.append(actor->space);
    QStringList candidates;
    for (const CreatureState& other : battle.state().creatures) {
        const Combatant* combatant = battle.combatant(other.id);
        if (other.side == actor->side || !other.inPlay() || other.has(Condition::Dazed) || other.tookOpportunityAttack
            || !combatant || !combatant->basicAttack)
            continue;
        if (action.kind == ActionKind::Shift && !combatant->profile.abilities.opportunityAttacksOnShift)
            continue; // 412.3.b
        for (const Space& space : threatened) {
            if (areAdjacent(space, other.space)) {
                candidates.append(other.id);
                break;
            }
        }
    }
    return candidates;
}

} // namespace ddm::gui
