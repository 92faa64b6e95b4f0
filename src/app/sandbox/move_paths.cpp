// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/move_paths.h"

#include "board/distance.h"

namespace ddm::gui {

namespace {
int sign(int value)
{
    return (value > 0) - (value < 0);
}
} // namespace

QList<Square> straightPath(Square from, Square to)
{
    QList<Square> path;
    Square at = from;
    while (!(at == to)) {
        at = at.offset(sign(to.x - at.x), sign(to.y - at.y));
        path.append(at);
    }
    return path;
}

QList<Square> movePath(const Battle& battle, const QString& id, Square to, MoveKind kind)
{
    const CreatureState* creature = battle.state().creature(id);
    if (!creature)
        return {};
    const Reachability reach = battle.reachableSquares(id, kind);
    if (reach.find(to))
        return reach.pathTo(to);
    return straightPath(creature->space.topLeft, to);
}

Action moveAction(const Battle& battle, const QString& id, Square to, MoveKind kind)
{
    Action action;
    action.actor = id;
    const CreatureState* creature = battle.state().creature(id);
    if (!creature)
        return action;
    switch (kind) {
    case MoveKind::Move:
        action.kind = ActionKind::Move;
        action.path = movePath(battle, id, to);
        break;
    case MoveKind::Shift:
        action.kind = ActionKind::Shift;
        action.path = movePath(battle, id, to, MoveKind::Shift);
        break;
    case MoveKind::Squeeze:
        action.kind = ActionKind::Squeeze;
        action.path = battle.squeezeReach(id).pathTo(to);
        if (action.path.isEmpty()) // the 2x2 space at `to` lies in the 3x3 space ending there
            action.path = straightPath(creature->space.topLeft, to);
        action.squeezeExit = to;
        break;
    }
    return action;
}

std::optional<QList<Square>> chargePath(const Battle& battle, const QString& id, const QString& target)
{
    const CreatureState* creature = battle.state().creature(id);
    const CreatureState* victim = battle.state().creature(target);
    if (!creature || !victim)
        return std::nullopt;
    const Reachability reach = battle.reachableSquares(id);
    // Destinations come cheapest first.
    for (const ReachableSquare& square : reach.destinations()) {
        if (!square.oneSquareRule && areAdjacent(creature->space.movedTo(square.at), victim->space))
            return reach.pathTo(square.at);
    }
    return std::nullopt;
}

} // namespace ddm::gui
