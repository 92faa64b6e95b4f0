// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/opportunity_candidates.h"

#include "board/distance.h"
#include "engine/opportunity_attacks.h"

namespace ddm::gui {

namespace {

// How a power used as an action moves its creature along its "forced" path: a shift (412.3) or a
// move of its own, as a flier or burrower where it says so. None: it moves no one that way (a
// teleport has no path, 816.2).
struct PowerMovement {
    bool shift = false;
    std::optional<MovementMode> mode;
};

std::optional<PowerMovement> powerMovement(const Battle& battle, const Action& action)
{
    const Combatant* actor = battle.combatant(action.actor);
    if (action.kind != ActionKind::Use || !actor)
        return std::nullopt;
    for (const ActivatedPower& power : actor->profile.abilities.activated) {
        if (power.name.compare(action.use, Qt::CaseInsensitive) != 0)
            continue;
        if (power.ownMove)
            return PowerMovement{false, power.ownMove->mode};
        if (power.move && power.move->kind == ForcedMovement::Kind::Shift)
            return PowerMovement{true, std::nullopt};
        return std::nullopt;
    }
    return std::nullopt;
}

// The spaces the actor leaves during the action: its start and every step but the last.
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
    case ActionKind::Use: // a power's shift or move; a teleport has no path (816.2)
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
    const std::optional<PowerMovement> power = powerMovement(battle, action);
    if (action.kind == ActionKind::Use && (!power || power->mode == MovementMode::Burrow))
        return {}; // 707.3.a: a burrower provokes none
    const bool powerShift = power && power->shift;
    const QList<Square> path = power ? action.forced.value(action.actor) : action.path;
    if (power && path.isEmpty())
        return {}; // asked again once the player has chosen where it goes
    const Combatant* mover = battle.combatant(action.actor);
    QList<Space> threatened;
    if (mover && !provokesNoOpportunityAttacks(*mover, true))
        threatened = spacesLeft(actor->space, action, path);
    if (provokesByAttacking(battle, action) && mover && !provokesNoOpportunityAttacks(*mover, false))
        threatened.append(actor->space);
    QStringList candidates;
    for (const CreatureState& other : battle.state().creatures) {
        const Combatant* combatant = battle.combatant(other.id);
        if (other.side == actor->side || !other.inPlay() || other.has(Condition::Dazed) ||
            other.tookOpportunityAttack || !combatant || !combatant->basicAttack ||
            !battle.mayMakeOpportunityAttacks(other.id))
            continue;
        if ((action.kind == ActionKind::Shift || powerShift) &&
            !combatant->profile.abilities.opportunityAttacksOnShift)
            continue; // 412.3.b
        // 707.5.a: a flier provokes a creature without Flight only as it leaves its starting square.
        const bool flierPassing =
            power && power->mode == MovementMode::Flight && combatant->card.movement != MovementMode::Flight;
        const QList<Space> left = flierPassing ? QList<Space>{actor->space} : threatened;
        for (const Space& space : left) {
            if (areAdjacent(space, other.space)) {
                candidates.append(other.id);
                break;
            }
        }
    }
    return candidates;
}

} // namespace ddm::gui
