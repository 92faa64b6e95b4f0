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

QList<Square> movePath(const Battle& battle, const QString& id, Square to)
{
    const CreatureState* creature = battle.state().creature(id);
    if (!creature)
        return {};
    const Reachability reach = battle.reachableSquares(id);
    if (reach.find(to))
        return reach.pathTo(to);
    return straightPath(creature->space.topLeft, to);
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
