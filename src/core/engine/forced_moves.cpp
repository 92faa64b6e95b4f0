// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/forced_moves.h"

#include "board/distance.h"
#include "board/forced_movement.h"
#include "board/path_check.h"
#include "board/position_check.h"
#include "combat/attack_resolution.h"
#include "engine/attack_sequence.h"
#include "engine/battle_effects.h"
#include "engine/creature_rules.h"

namespace ddm {
namespace {

QString kindWord(ForcedMovement::Kind kind)
{
    switch (kind) {
    case ForcedMovement::Kind::Push:
        return QStringLiteral("push");
    case ForcedMovement::Kind::Pull:
        return QStringLiteral("pull");
    case ForcedMovement::Kind::Slide:
        return QStringLiteral("slide");
    case ForcedMovement::Kind::Shift:
        return QStringLiteral("shift");
    case ForcedMovement::Kind::Teleport:
        break;
    }
    return QStringLiteral("teleport");
}

QString kindRule(ForcedMovement::Kind kind)
{
    switch (kind) {
    case ForcedMovement::Kind::Push:
        return forcedMoveRule(ForcedMove::Push);
    case ForcedMovement::Kind::Pull:
        return forcedMoveRule(ForcedMove::Pull);
    case ForcedMovement::Kind::Slide:
        return forcedMoveRule(ForcedMove::Slide);
    case ForcedMovement::Kind::Shift:
        return QStringLiteral("412.3.a");
    case ForcedMovement::Kind::Teleport:
        break;
    }
    return QStringLiteral("816.1");
}

ForcedMove boardKind(ForcedMovement::Kind kind)
{
    if (kind == ForcedMovement::Kind::Push)
        return ForcedMove::Push;
    return kind == ForcedMovement::Kind::Pull ? ForcedMove::Pull : ForcedMove::Slide;
}

// 1013.4: the nearest placement out of the pit; ties go to the first in reading order (the
// controller's choice, 1001.6).
std::optional<Square> nearestPlacement(ActionContext& context, const QString& id)
{
    const CreatureState& creature = context.creature(id);
    const DistanceField field(context.map(), context.occupancy(), creature.space);
    std::optional<Square> best;
    int bestDistance = 0;
    for (int y = 0; y < context.map().height(); ++y) {
        for (int x = 0; x < context.map().width(); ++x) {
            const Space space{{x, y}, creature.space.span};
            const std::optional<int> distance = field.to(space);
            if (!distance || (best && *distance >= bestDistance))
                continue;
            if (checkPlacement(context.map(), context.occupancy(), space, id)) {
                best = Square{x, y};
                bestDistance = *distance;
            }
        }
    }
    return best;
}

void placeOutOfPit(ActionContext& context, const QString& id, const QString& rule)
{
    if (const std::optional<Square> out = nearestPlacement(context, id)) {
        context.moveCreature(id, *out);
        context.log(LogEvent::Terrain, QStringLiteral("%1 is placed out of the pit at %2").arg(creatureLabel(context, id), squareText(*out)),
                    rule, id);
        endEffectsApart(context, id);
    }
}

void fallIntoPit(ActionContext& context, const QString& source, const QString& victim, const AttackPower* cause, DiceSource& dice)
{
    if (!cause) {
        placeOutOfPit(context, victim, QStringLiteral("1013.4.b")); // no attack roll caused it
        return;
    }
    // The follow-up attack (1013.4, 1013.4.a): the cause's bonus against the same defence, a big
    // creature +1 to that defence for each square of its space that is not pit.
    const CreatureState& creature = context.creature(victim);
    int firmSquares = 0;
    for (const Square square : creature.space.squares())
        firmSquares += context.map().has(square, Terrain::Pit) ? 0 : 1;
    AttackSituation situation;
    situation.kind = cause->kind;
    situation.defence = cause->defence;
    situation.bonus = cause->bonus;
    situation.defenceValue = currentDefence(context.combatant(victim), creature, cause->defence) + firmSquares;
    const AttackResult result = resolveAttack(situation, dice);
    if (result.missingRoll)
        context.missingRoll({*result.missingRoll, {}, {}, victim});
    context.state().activityThisRound = true; // 103.3.c: an attack roll
    context.log(LogEvent::Terrain,
                QStringLiteral("%1 falls into a pit: follow-up attack %2")
                    .arg(creatureLabel(context, victim), describeAttackRoll(result, cause->defence, cause->bonus)),
                QStringLiteral("1013.4"), victim, source,
                result.roll.natural ? QList<DieRoll>{{*result.roll.natural, RollPurpose::Attack}} : QList<DieRoll>{});
    if (!result.hit)
        return;
    applyConditions(context, victim, {ruleCondition(Condition::Dazed, EffectDuration::EndOfNextTurn)}, {}, source);
    placeOutOfPit(context, victim, QStringLiteral("1013.4"));
}

// Where the script gives the mover's path: "forced.B1", or "further[0].forced.B1" for a further attack.
QString forcedField(const ActionContext& context, const QString& mover)
{
    const QString place = context.choicePlace(context.currentChoiceIndex());
    return place.isEmpty() ? QStringLiteral("forced.%1").arg(mover)
                           : QStringLiteral("%1.forced.%2").arg(place, mover);
}

// "shifts 1 square closer to target": the move must end nearer `towards` than it began (109.1, the
// card's text).
void checkCloser(ActionContext& context, const QString& mover, const QString& towards,
                 const ForcedMovement& movement, const QList<Square>& path, const QString& where)
{
    const CreatureState& moved = context.creature(mover);
    const Space reference = context.creature(towards).space;
    const std::optional<int> before =
        distanceBetween(context.map(), context.occupancy(), moved.space, reference);
    const std::optional<int> after =
        distanceBetween(context.map(), context.occupancy(), Space{path.last(), moved.space.span}, reference);
    if (!before || !after || *after >= *before)
        ActionContext::illegal(
            QStringLiteral("%1: the %2 must end closer to %3").arg(where, kindWord(movement.kind), towards),
            QStringLiteral("109.1"));
}

// Checks the given path for the kind of movement; refuses it with the board's reason.
void checkMove(ActionContext& context, const QString& source, const QString& mover, const ForcedMovement& movement,
               const QList<Square>& path, bool& endsInPit)
{
    const CreatureState& moved = context.creature(mover);
    const QString where = forcedField(context, mover);
    if (movement.kind == ForcedMovement::Kind::Teleport) {
        if (path.size() != 1)
            ActionContext::refuse(ActionErrorKind::BadInput, QStringLiteral("%1: a teleport gives its destination alone").arg(where));
        const std::optional<int> range = movement.squares > 0 ? std::optional<int>(movement.squares) : std::nullopt;
        const PositionCheck check = checkTeleport(context.map(), context.occupancy(), moved.space, Space{path.first(), moved.space.span}, mover, range);
        if (!check)
            ActionContext::illegal(QStringLiteral("%1: %2").arg(where, check.message), check.rule);
        return;
    }
    if (movement.kind == ForcedMovement::Kind::Shift) {
        const Combatant& combatant = context.combatant(mover);
        const MoverProfile profile = moverProfile(combatant, moved, currentSpeedOf(combatant, moved).speed);
        const PathCheck check = checkPath(context.map(), context.occupancy(), profile, moved.space.topLeft, path,
                                          movement.squares, MoveKind::Shift);
        if (!check)
            ActionContext::illegal(QStringLiteral("%1: %2").arg(where, check.message), check.rule);
        return;
    }
    const int squares = movement.upTo || movement.toAdjacent ? int(path.size()) : movement.squares;
    const ForcedMoveCheck check = checkForcedMove(context.map(), context.occupancy(), boardKind(movement.kind),
                                                  *context.occupancy().find(mover), context.creature(source).space, path, squares);
    if (!check)
        ActionContext::illegal(QStringLiteral("%1: %2").arg(where, check.message), check.rule);
    if (movement.toAdjacent && !areAdjacent(Space{path.last(), moved.space.span}, context.creature(source).space))
        ActionContext::illegal(QStringLiteral("%1: the pull must end next to %2").arg(where, source), kindRule(movement.kind));
    endsInPit = check.endsInPit;
}

} // namespace

ForcedMovement slipperyPush()
{
    ForcedMovement push;
    push.kind = ForcedMovement::Kind::Push;
    push.squares = 1;
    return push;
}

void resolveForcedMovement(ActionContext& context, const QString& source, const QString& mover,
                           const ForcedMovement& movement, const AttackPower* cause, DiceSource& dice,
                           const QString& towards)
{
    CreatureState& moved = context.creature(mover);
    if (!moved.inPlay())
        return;
    const QString word = kindWord(movement.kind);
    const QString rule = kindRule(movement.kind);
    const CreatureAbilities& abilities = context.combatant(mover).profile.abilities;
    if (mover != source && abilities.immuneForced.contains(movement.kind)) {
        context.log(LogEvent::ForcedMovement, QStringLiteral("%1 is immune to %2").arg(creatureLabel(context, mover), word),
                    QStringLiteral("707.7.a"), mover, source);
        return;
    }
    const bool pushPullOrSlide =
        movement.kind != ForcedMovement::Kind::Shift && movement.kind != ForcedMovement::Kind::Teleport;
    if (abilities.immuneForcedByEnemies && pushPullOrSlide && context.creature(source).side != moved.side) {
        context.log(LogEvent::ForcedMovement,
                    QStringLiteral("%1 is not subject to an enemy's %2 (card text)")
                        .arg(creatureLabel(context, mover), word),
                    rule, mover, source);
        return;
    }
    const std::optional<QList<Square>> given = context.takeForcedPath(mover);
    if (!given || given->isEmpty()) {
        const bool optional = movement.upTo || movement.kind == ForcedMovement::Kind::Shift || movement.kind == ForcedMovement::Kind::Teleport;
        QList<ForcedDestination> destinations;
        if (!optional)
            destinations = forcedMoveDestinations(context.map(), context.occupancy(), boardKind(movement.kind),
                                                  *context.occupancy().find(mover), context.creature(source).space, movement.squares);
        if (optional || destinations.isEmpty()) {
            context.log(LogEvent::ForcedMovement,
                        QStringLiteral("%1 is not moved by the %2 (%3)")
                            .arg(creatureLabel(context, mover), word,
                                 optional ? QStringLiteral("none chosen") : QStringLiteral("no square to move to")),
                        optional ? QStringLiteral("110.1.c") : rule + QStringLiteral(".a"), mover, source);
            return;
        }
        ActionError error{ActionErrorKind::BadInput,
                          QStringLiteral("%1: the %2 moves %3 %4 square(s): give its path, e.g. one ending at %5")
                              .arg(forcedField(context, mover), word, mover)
                              .arg(movement.squares)
                              .arg(squareText(destinations.first().at)),
                          rule};
        const qsizetype choice = context.currentChoiceIndex();
        const std::optional<qsizetype> furtherEntry = context.furtherEntryOf(choice);
        if (choice == 0 || furtherEntry) { // not an area's: the sandbox gives those no paths
            ForcedPathNeeded needed{mover, word, {}, furtherEntry};
            for (const ForcedDestination& destination : destinations)
                needed.paths.append(destination.path);
            error.forcedPath = needed;
        }
        ActionContext::refuse(error);
    }
    bool endsInPit = false;
    checkMove(context, source, mover, movement, *given, endsInPit);
    if (movement.closer)
        checkCloser(context, mover, towards.isEmpty() ? source : towards, movement, *given,
                    forcedField(context, mover));
    const Square from = moved.space.topLeft;
    context.moveCreature(mover, given->last());
    context.log(LogEvent::ForcedMovement,
                QStringLiteral("%1: %2 from %3 to %4").arg(creatureLabel(context, mover), word, squareText(from),
                                                           squareText(moved.space.topLeft)),
                rule, mover, source);
    endEffectsApart(context, mover);
    if (endsInPit)
        fallIntoPit(context, source, mover, cause, dice);
}

} // namespace ddm
