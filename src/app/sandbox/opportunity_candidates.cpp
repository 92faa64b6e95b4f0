#include "sandbox/opportunity_candidates.h"

#include "board/distance.h"

namespace ddm::gui {

namespace {

// The spaces the actor leaves during the action: its start and every step but the last.
// Whether the action is a power's shift ("Minor action: Shift 1"): its path is the actor's "forced" one.
bool isPowerShift(const Battle& battle, const Action& action)
{
    const Combatant* actor = battle.combatant(action.actor);
    if (action.kind != ActionKind::Use || !actor)
        return false;
    for (const ActivatedPower& power : actor->profile.abilities.activated) {
        if (power.name.compare(action.use, Qt::CaseInsensitive) == 0)
            return power.move && power.move->kind == ForcedMovement::Kind::Shift;
    }
    return false;
}

QList<Space> spacesLeft(const Space& start, const Action& action, const QList<Square>& path)
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
    case ActionKind::Use: // a power's shift; a teleport has no path (816.2)
        spaces.append(start);
        for (qsizetype i = 0; i + 1 < path.size(); ++i)
            spaces.append(start.movedTo(path.at(i)));
        break;
    case ActionKind::Attack:
    case ActionKind::HealingFont:
    case ActionKind::Initiative:
    case ActionKind::End:
    case ActionKind::Recharge:
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
    const bool powerShift = isPowerShift(battle, action);
    if (action.kind == ActionKind::Use && !powerShift)
        return {};
    const QList<Square> path = powerShift ? action.forced.value(action.actor) : action.path;
    if (powerShift && path.isEmpty())
        return {}; // asked again once the player has chosen where it shifts
    QList<Space> threatened = spacesLeft(actor->space, action, path);
    if (provokesByAttacking(battle, action))
        threatened.append(actor->space);
    QStringList candidates;
    for (const CreatureState& other : battle.state().creatures) {
        const Combatant* combatant = battle.combatant(other.id);
        if (other.side == actor->side || !other.inPlay() || other.has(Condition::Dazed) || other.tookOpportunityAttack
            || !combatant || !combatant->basicAttack)
            continue;
        if ((action.kind == ActionKind::Shift || powerShift) &&
            !combatant->profile.abilities.opportunityAttacksOnShift)
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
