// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/attack_move.h"

#include "board/distance.h"
#include "engine/battle_effects.h"
#include "engine/creature_rules.h"
#include "engine/move_actions.h"
#include "engine/prohibitions.h"

namespace ddm {
namespace {

// The squares the move must put between the start and the ending position (600.2): "exactly N"
// moves N, "(minimum N squares)" at least N.
int demandedSquares(const AttackMove& move)
{
    if (move.exactly && move.squares)
        return *move.squares;
    return move.minimum.value_or(0);
}

QString field(const ActionContext& context, const QString& key)
{
    const QString place = context.choicePlace(context.currentChoiceIndex());
    return place.isEmpty() ? key : QStringLiteral("%1.%2").arg(place, key);
}

QString modeRule(std::optional<MovementMode> mode, bool shift)
{
    if (mode == MovementMode::Flight)
        return QStringLiteral("707.5.a");
    if (mode == MovementMode::Burrow)
        return QStringLiteral("707.3.a");
    return shift ? QStringLiteral("412.3.a") : QStringLiteral("412.2.a");
}

} // namespace

void moveForAttack(ActionContext& context, const QString& attacker, const AttackPower& power,
                   OpportunityAttacks* provoked, const std::function<void()>& attack)
{
    const AttackMove& move = *power.move;
    const AttackChoice& choice = context.choice();
    const QList<Square>& path = choice.path;
    const QString who = creatureLabel(context, attacker);
    if (attacker != context.action().actor && !path.isEmpty())
        ActionContext::refuse(ActionErrorKind::ByHand,
                              QStringLiteral("%1 moves for %2 on another creature's turn: resolve by hand")
                                  .arg(who, power.name));
    if (choice.attackAfter && move.timing != AttackMove::Timing::During)
        ActionContext::refuse(ActionErrorKind::BadInput,
                              QStringLiteral("%1: %2 attacks after its move, not during it")
                                  .arg(field(context, QStringLiteral("attackAfter")), power.name));
    const qsizetype attackAt = choice.attackAfter.value_or(int(path.size()));
    if (attackAt > path.size())
        ActionContext::refuse(ActionErrorKind::BadInput,
                              QStringLiteral("%1: the path has only %2 step(s)")
                                  .arg(field(context, QStringLiteral("attackAfter")))
                                  .arg(path.size()));
    const int demanded = demandedSquares(move);
    const QString cardRule = QStringLiteral("109.1");
    if (move.exactly && move.squares && path.size() != *move.squares)
        ActionContext::illegal(QStringLiteral("%1: %2 moves exactly %3 squares")
                                   .arg(field(context, QStringLiteral("path")), power.name)
                                   .arg(*move.squares),
                               cardRule);
    if (path.isEmpty()) {
        if (demanded > 0)
            ActionContext::illegal(QStringLiteral("%1 must move at least %2 square(s) for %3")
                                       .arg(who)
                                       .arg(demanded)
                                       .arg(power.name),
                                   QStringLiteral("600.2"));
        attack();
        return;
    }

    refuseAfterCharge(context);
    if (const std::optional<QString> forbidden =
            move.shift ? shiftForbidden(context.view(), attacker) : std::nullopt)
        ActionContext::illegal(*forbidden, QStringLiteral("109.1"));
    const Space start = context.creature(attacker).space;
    const PathCheck check =
        checkedPath(context, attacker, path, move.shift ? MoveKind::Shift : MoveKind::Move,
                    field(context, QStringLiteral("path")), move.squares, move.mode);
    const auto farEnough = [&](const Space& end) {
        const std::optional<int> distance = distanceBetween(context.map(), context.occupancy(), start, end);
        return distance && *distance >= demanded;
    };
    if (!farEnough(Space{path.last(), start.span}))
        ActionContext::illegal(
            QStringLiteral("%1 must end at least %2 square(s) from where it started for %3")
                .arg(who)
                .arg(demanded)
                .arg(power.name),
            QStringLiteral("600.2"));

    if (provoked) {
        provoked->moveAs(move.mode);
        provoked->shifting(move.shift); // 412.3.b
    }
    bool completed = walk(context, attacker, check, provoked, 0, attackAt);
    const bool attackFirst = attackAt < path.size();
    if (attackFirst && context.creature(attacker).inPlay()) {
        attack();
        completed = completed && context.creature(attacker).inPlay() &&
                    walk(context, attacker, check, provoked, attackAt);
    }
    if (provoked) { // the attack that follows provokes as any attack does
        provoked->moveAs(std::nullopt);
        provoked->shifting(false);
    }
    if (!context.creature(attacker).inPlay())
        return;
    const Space end = context.creature(attacker).space;
    context.log(LogEvent::Moved,
                QStringLiteral("%1 %2 from %3 to %4 for %5%6")
                    .arg(who, move.shift ? QStringLiteral("shifts") : QStringLiteral("moves"),
                         squareText(start.topLeft), squareText(end.topLeft), power.name,
                         completed ? QString() : QStringLiteral(" and is stopped")),
                modeRule(move.mode, move.shift), attacker);
    if (attackFirst)
        return;
    if (!completed && !farEnough(end)) {
        context.log(LogEvent::Refused,
                    QStringLiteral("%1 stopped short of the %2 square(s) %3 demands: no attack")
                        .arg(who)
                        .arg(demanded)
                        .arg(power.name),
                    QStringLiteral("600.2"), attacker);
        return;
    }
    attack();
}

} // namespace ddm
