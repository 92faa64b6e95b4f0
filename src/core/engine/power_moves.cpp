#include "engine/power_moves.h"

#include "board/path_check.h"
#include "board/position_check.h"
#include "board/reachable_squares.h"
#include "engine/battle_effects.h"
#include "engine/creature_rules.h"
#include "engine/forced_moves.h"
#include "engine/move_actions.h"

namespace ddm {
namespace {

// Where the move may end, each with a path, for the refusal that asks for one: a shift's reach
// (412.3), a teleport's squares in range and sight (816.1).
QList<QList<Square>> destinations(ActionContext& context, const QString& id, const ForcedMovement& move)
{
    const Combatant& combatant = context.combatant(id);
    const CreatureState& creature = context.creature(id);
    QList<QList<Square>> paths;
    if (move.kind == ForcedMovement::Kind::Shift) {
        const MoverProfile mover =
            moverProfile(combatant, creature, currentSpeedOf(combatant, creature).speed);
        const Reachability reach = reachableSquares(context.map(), context.occupancy(), mover,
                                                    creature.space.topLeft, move.squares, MoveKind::Shift);
        for (const ReachableSquare& square : reach.destinations())
            paths.append(reach.pathTo(square.at));
        return paths;
    }
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

} // namespace

void moveByOwnPower(ActionContext& context, const QString& id, const ForcedMovement& movement,
                    const QString& power)
{
    if (!context.choice().forced.contains(id)) {
        const QList<QList<Square>> paths = destinations(context, id, movement);
        if (paths.isEmpty()) {
            context.log(LogEvent::ForcedMovement,
                        QStringLiteral("%1 has no square to move to: %2 moves it nowhere")
                            .arg(creatureLabel(context, id), power),
                        QStringLiteral("109.3"), id);
            return;
        }
        const QString word = movement.kind == ForcedMovement::Kind::Shift ? QStringLiteral("shift")
                                                                          : QStringLiteral("teleport");
        ActionError error{
            ActionErrorKind::BadInput,
            QStringLiteral("forced.%1: %2 moves %1: give its path (a teleport: its destination), e.g. "
                           "one ending at %3")
                .arg(id, power, squareText(paths.first().constLast())),
            QString()};
        error.forcedPath = ForcedPathNeeded{id, word, paths, std::nullopt};
        ActionContext::refuse(error);
    }
    // A shift is a move (412.3), with Awareness's opportunity attacks; a teleport is not movement (816.2).
    if (movement.kind == ForcedMovement::Kind::Shift)
        moveAlong(context, id, context.takeForcedPath(id).value_or(QList<Square>{}), true, movement.squares);
    else
        resolveForcedMovement(context, id, id, movement, nullptr, context.dice());
}

} // namespace ddm
