// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/power_moves.h"

#include "board/distance.h"
#include "board/path_check.h"
#include "board/position_check.h"
#include "board/reachable_squares.h"
#include "engine/attack_targets.h"
#include "engine/battle_effects.h"
#include "engine/creature_rules.h"
#include "engine/forced_moves.h"
#include "engine/move_actions.h"
#include "engine/prohibitions.h"
#include "engine/speed_rules.h"

#include <algorithm>
#include <functional>

namespace ddm {
namespace {

// Where a move or shift of `squares` may end, each with a path (412.2, 412.3).
QList<QList<Square>> reachablePaths(ActionContext& context, const QString& id, int squares, MoveKind kind,
                                    std::optional<MovementMode> mode = std::nullopt)
{
    const Combatant& combatant = context.combatant(id);
    const CreatureState& creature = context.creature(id);
    const MoverProfile mover = moverMovingAs(combatant, creature, speedNow(context.view(), id).speed, mode,
                                             context.view().isTurnOf(id), kind);
    const Reachability reach =
        reachableSquares(context.map(), context.occupancy(), mover, creature.space.topLeft, squares, kind);
    QList<QList<Square>> paths;
    for (const ReachableSquare& square : reach.destinations())
        paths.append(reach.pathTo(square.at));
    return paths;
}

// Where the move may end, each with a path, for the refusal that asks for one: a shift's reach
// (412.3), a teleport's squares in range and sight (816.1).
QList<QList<Square>> destinations(ActionContext& context, const QString& id, const ForcedMovement& move)
{
    if (move.kind == ForcedMovement::Kind::Shift)
        return reachablePaths(context, id, move.squares, MoveKind::Shift);
    const CreatureState& creature = context.creature(id);
    QList<QList<Square>> paths;
    for (int y = 0; y < context.map().height(); ++y) {
        for (int x = 0; x < context.map().width(); ++x) {
            const Space to{Square{x, y}, creature.space.span};
            if (to.topLeft != creature.space.topLeft &&
                checkTeleport(context.map(), context.occupancy(), creature.space, to, id, move.squares))
                paths.append({to.topLeft});
        }
    }
    return paths;
}

// The places where `place` may put the creature: legal positions other than its own (811.1, 1020.4)
// within its squares of an ally in play of the kind it names.
QList<QList<Square>> placesNearAllies(ActionContext& context, const QString& id, const PlaceNearAlly& place)
{
    QList<Space> allies;
    for (const QString& other : context.creaturesInPlay()) {
        if (other != id && !context.areEnemies(id, other) &&
            (place.ally == TargetRestrictions{} ||
             !restrictionProblem(context.view(), id, place.ally, QString(), other)))
            allies.append(context.creature(other).space);
    }
    const int span = context.creature(id).space.span;
    QList<QList<Square>> places;
    for (int y = 0; y < context.map().height(); ++y) {
        for (int x = 0; x < context.map().width(); ++x) {
            const Space to{Square{x, y}, span};
            const bool near = std::any_of(allies.cbegin(), allies.cend(), [&](const Space& ally) {
                return withinDistance(context.map(), context.occupancy(), to, ally, place.within);
            });
            if (near && to.topLeft != context.creature(id).space.topLeft && // 811.1: not where it is
                checkPlacement(context.map(), context.occupancy(), to, id))
                places.append({to.topLeft});
        }
    }
    return places;
}

// Whether the action gives the creature's path in "forced"; without one, a refusal listing where it
// may go (`word`: how the sandbox names the movement), or false when it may go nowhere (109.3).
bool hasPath(ActionContext& context, const QString& id, const QString& power, const QString& word,
             const std::function<QList<QList<Square>>()>& paths)
{
    if (context.choice().forced.contains(id))
        return true;
    const QList<QList<Square>> ends = paths();
    if (ends.isEmpty()) {
        context.log(LogEvent::ForcedMovement,
                    QStringLiteral("%1 has no square to move to: %2 moves it nowhere")
                        .arg(creatureLabel(context, id), power),
                    QStringLiteral("109.3"), id);
        return false;
    }
    ActionError error{
        ActionErrorKind::BadInput,
        QStringLiteral("forced.%1: %2 moves %1: give its path (a teleport: its destination), e.g. "
                       "one ending at %3")
            .arg(id, power, squareText(ends.first().constLast())),
        QString()};
    error.forcedPath = ForcedPathNeeded{id, word, ends, std::nullopt};
    ActionContext::refuse(error);
}

} // namespace

void moveByOwnPower(ActionContext& context, const QString& id, const ForcedMovement& movement,
                    const QString& power, const std::function<bool(const Space&)>& endsAt)
{
    const bool shift = movement.kind == ForcedMovement::Kind::Shift;
    // Beside a Vine (or "Can't shift"): the power moves it nowhere, and the rest of it resolves (109.3).
    if (const std::optional<QString> forbidden = shift ? shiftForbidden(context.view(), id) : std::nullopt) {
        context.log(LogEvent::ForcedMovement,
                    QStringLiteral("%1: %2 moves it nowhere").arg(*forbidden, power), QStringLiteral("109.3"),
                    id);
        return;
    }
    const int span = context.creature(id).space.span;
    if (!hasPath(context, id, power, shift ? QStringLiteral("shift") : QStringLiteral("teleport"), [&] {
            QList<QList<Square>> ends = destinations(context, id, movement);
            if (endsAt)
                ends.removeIf([&](const QList<Square>& path) {
                    return !endsAt(Space{path.constLast(), span});
                });
            return ends;
        }))
        return;
    // A shift is a move (412.3), with Awareness's opportunity attacks; a teleport is not movement (816.2).
    if (shift)
        moveAlong(context, id, context.takeForcedPath(id).value_or(QList<Square>{}), true, movement.squares);
    else
        resolveForcedMovement(context, id, id, movement, nullptr, context.dice());
}

void moveAtOwnPace(ActionContext& context, const QString& id, const SpeedMove& move, const QString& power)
{
    const int budget =
        move.speedTimes > 0 ? move.speedTimes * speedNow(context.view(), id).speed : move.squares;
    if (hasPath(context, id, power, QStringLiteral("move"),
                [&] { return reachablePaths(context, id, budget, MoveKind::Move, move.mode); }))
        moveAlong(context, id, context.takeForcedPath(id).value_or(QList<Square>{}), false, budget,
                  move.mode);
}

void placeNearAlly(ActionContext& context, const QString& id, const PlaceNearAlly& place,
                   const QString& power)
{
    const QList<QList<Square>> places = placesNearAllies(context, id, place);
    if (!hasPath(context, id, power, QStringLiteral("place"), [&] { return places; }))
        return;
    const QList<Square> given = context.takeForcedPath(id).value_or(QList<Square>{});
    const bool allowed = std::any_of(places.cbegin(), places.cend(), [&](const QList<Square>& one) {
        return !given.isEmpty() && one.constFirst() == given.constLast();
    });
    if (!allowed)
        ActionContext::illegal(
            QStringLiteral("forced.%1: %2 places %1 within %3 squares of an ally it names, in a "
                           "legal position: not at %4")
                .arg(id, power)
                .arg(place.within)
                .arg(given.isEmpty() ? QStringLiteral("no square") : squareText(given.constLast())),
            QStringLiteral("811.1"));
    const Space from = context.creature(id).space;
    context.setSpace(id, Space{given.constLast(), from.span});
    context.log(
        LogEvent::ForcedMovement,
        QStringLiteral("%1 is placed from %2 at %3 (%4)")
            .arg(creatureLabel(context, id), squareText(from.topLeft), squareText(given.constLast()), power),
        QStringLiteral("811.1"), id);
    endEffectsApart(context, id);
}

} // namespace ddm
