// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/path_check.h"

#include "board/step_geometry.h"
#include "board/step_rules.h"

namespace ddm {
namespace {

// The refusal of the whole move (step -1) or of one step of `path`.
PathCheck refuse(PathCheck check, const QList<Square>& path, int step, MoveProblem problem, Square square,
                 const QString& rule, const QString& reason)
{
    check.ok = false;
    check.failingStep = step;
    check.problem = problem;
    check.square = square;
    check.rule = rule;
    check.message =
        step < 0 ? reason
                 : QStringLiteral("step %1 to %2: %3").arg(step + 1).arg(squareText(path.at(step)), reason);
    return check;
}

QString acceptingRule(MoveKind kind, bool oneSquareRule)
{
    switch (kind) {
    case MoveKind::Shift:
        return QStringLiteral("412.3.a");
    case MoveKind::Squeeze:
        return QStringLiteral("412.4.a");
    case MoveKind::Move:
        break;
    }
    return oneSquareRule ? QStringLiteral("412.2.b") : QStringLiteral("412.2.a");
}

// A squeeze starts from one of the four 2x2 spaces inside the Huge creature's 3x3 space: the one
// from which the path's first step is allowed and cheapest, as reachableSquares() would choose.
Square squeezeStart(const StepRules& rules, Square start, const QList<Square>& path)
{
    Square best = start;
    int bestCost = 0;
    for (const Square inner : {start, start.offset(1, 0), start.offset(0, 1), start.offset(1, 1)}) {
        if (!isStep(inner, path.first()))
            continue;
        const StepOutcome outcome = rules.step(inner, path.first());
        if (outcome.problem == MoveProblem::None && (bestCost == 0 || outcome.cost < bestCost)) {
            best = inner;
            bestCost = outcome.cost;
        }
    }
    return best;
}

} // namespace

PathCheck checkPath(const BattleMap& map, const Occupancy& occupancy, const MoverProfile& mover, Square start,
                    const QList<Square>& path, int budget, MoveKind kind)
{
    PathCheck check;
    if (kind == MoveKind::Squeeze && mover.span != 3)
        return refuse(check, path, -1, MoveProblem::NotHuge, start, QStringLiteral("412.4.a"),
                      QStringLiteral("only Huge creatures squeeze"));
    if (mover.speed <= 0)
        return refuse(check, path, -1, MoveProblem::CannotMove, start, QStringLiteral("412.1.a"),
                      QStringLiteral("a creature with speed 0 cannot move"));
    if (path.isEmpty())
        return refuse(check, path, -1, MoveProblem::EmptyPath, start, QStringLiteral("412.2.a"),
                      QStringLiteral("the path has no squares"));

    const StepRules rules(map, occupancy, mover, kind, budget);
    Square at = kind == MoveKind::Squeeze ? squeezeStart(rules, start, path) : start;
    bool teleporterUsed = !mover.teleporterAvailable;
    for (int i = 0; i < path.size(); ++i) {
        const Square next = path.at(i);
        PathStep step;
        step.at = next;
        if (isStep(at, next)) {
            const StepOutcome outcome = rules.step(at, next);
            if (outcome.problem != MoveProblem::None)
                return refuse(check, path, i, outcome.problem, outcome.square,
                              QString::fromLatin1(outcome.rule), rules.describe(outcome));
            step.cost = outcome.cost;
            step.entered = outcome.entered;
        } else if (rules.onTeleporter(at) && rules.onTeleporter(next)) {
            if (teleporterUsed)
                return refuse(check, path, i, MoveProblem::TeleporterUsed, next, QStringLiteral("1021.2"),
                              QStringLiteral("the teleporters were already used this round"));
            const PositionFault fault = rules.teleportFault(next);
            if (fault.problem != MoveProblem::None) {
                const PositionCheck why =
                    describePositionFault(map, occupancy, fault, PositionUse::Placement);
                return refuse(check, path, i, fault.problem, fault.square, QStringLiteral("1021.1"),
                              why.message);
            }
            teleporterUsed = true;
            step.cost = 0;
            step.entered = map.terrainAt(next);
            step.teleported = true;
        } else {
            return refuse(check, path, i, MoveProblem::NotAStep, next, QStringLiteral("412.2.a"),
                          QStringLiteral("%1 is not next to %2").arg(squareText(next), squareText(at)));
        }
        check.cost += step.cost;
        check.steps.append(step);
        // 412.2.b: instead of its speed, a creature may always move exactly 1 square.
        const bool oneSquare = kind == MoveKind::Move && path.size() == 1;
        if (check.cost > budget && !oneSquare)
            return refuse(
                check, path, i, MoveProblem::TooFar, next, QStringLiteral("412.2.a"),
                QStringLiteral("the path costs %1 squares, more than %2").arg(check.cost).arg(budget));
        at = next;
    }

    const PositionFault end = rules.endFault(at);
    if (end.problem == MoveProblem::NoSqueezeExit)
        return refuse(check, path, int(path.size()) - 1, end.problem, at, QStringLiteral("412.4.b"),
                      QStringLiteral("no legal position contains the last 2x2 space"));
    if (end.problem != MoveProblem::None) {
        const PositionCheck why = describePositionFault(map, occupancy, end, PositionUse::EndMovement);
        return refuse(check, path, int(path.size()) - 1, end.problem, end.square, why.rule,
                      QStringLiteral("cannot end there: %1").arg(why.message));
    }
    if (kind == MoveKind::Squeeze) {
        check.squeezeExits = rules.squeezeExits(at);
        check.squeezing = true;
    }
    check.ok = true;
    check.rule = acceptingRule(kind, check.cost > budget);
    return check;
}

} // namespace ddm
