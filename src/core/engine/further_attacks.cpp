// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/further_attacks.h"

#include "engine/attack_action.h"
#include "engine/attack_targets.h"
#include "engine/battle_effects.h"

namespace ddm {
namespace {

// A chain of automatic hits against a target that takes no damage would never end.
constexpr int kMaxFurtherAttacks = 50;

const AttackPower* furtherPower(ActionContext& context, const Strike& strike, const FurtherAttack& further)
{
    const Combatant& combatant = context.combatant(strike.attacker);
    if (further.basic)
        return combatant.basicAttack ? combatant.attack(*combatant.basicAttack) : nullptr;
    if (!further.power.isEmpty()) {
        const std::optional<int> index = combatant.attackNamed(further.power);
        return index ? combatant.attack(*index) : nullptr;
    }
    return combatant.attack(strike.power->index); // "this attack again"
}

bool singleTarget(const AttackPower& power)
{
    return power.kind == AttackKind::Melee || power.kind == AttackKind::Ranged;
}

// The further attack's targets: the entry's, checked against "the same" or "a different target";
// else the same target, or the one creature it could target.
QStringList furtherTargets(ActionContext& context, const Strike& strike, const FurtherAttack& further,
                           const AttackPower& made, qsizetype furtherIndex)
{
    const QString place = context.choicePlace(context.currentChoiceIndex());
    const QStringList& given = context.choice().targets;
    for (const QString& target : given) {
        if (further.sameTarget && target != strike.target)
            ActionContext::illegal(QStringLiteral("%1: %2's further attack is against the same target, %3")
                                       .arg(place, strike.label, strike.target),
                                   QStringLiteral("109.1"));
        if (further.differentTarget && target == strike.target)
            ActionContext::illegal(QStringLiteral("%1: %2's further attack is against a target other than %3")
                                       .arg(place, strike.label, strike.target),
                                   QStringLiteral("109.1"));
    }
    if (!given.isEmpty() || !singleTarget(made))
        return given;
    if (further.sameTarget)
        return context.creature(strike.target).inPlay() ? QStringList{strike.target} : QStringList{};
    QStringList candidates = validTargets(context.view(), strike.attacker, made);
    if (further.differentTarget)
        candidates.removeAll(strike.target);
    if (candidates.size() > 1) {
        ActionError error{
            ActionErrorKind::BadInput,
            QStringLiteral("%1: %2 grants a further %3 attack: give its target in \"further\" (one of %4)")
                .arg(place, strike.label, made.name, candidates.join(QStringLiteral(", "))),
            QString()};
        error.targetNeeded = TargetNeeded{furtherIndex, strike.attacker, made.name, candidates, true};
        ActionContext::refuse(error);
    }
    return candidates;
}

} // namespace

void makeFurtherAttack(ActionContext& context, const Strike& strike, const FurtherAttack& further,
                       DiceSource& dice)
{
    const QString& attacker = strike.attacker;
    const QString who = creatureLabel(context, attacker);
    const AttackPower* made = furtherPower(context, strike, further);
    if (!made && further.basic) {
        context.log(
            LogEvent::Refused,
            QStringLiteral("%1 has no basic attack: %2's further attack is not made").arg(who, strike.label),
            QStringLiteral("109.3"), attacker);
        return;
    }
    if (!made || !made->understood())
        ActionContext::refuse(
            ActionErrorKind::ByHand,
            QStringLiteral("%1's %2 grants a further %3 attack, which the engine cannot run: resolve by hand")
                .arg(who, strike.label, made ? made->name : further.power));
    const QString rule = QStringLiteral("109.1"); // the card's "(maximum N per turn)"
    QMap<int, int>& grants = context.creature(attacker).furtherAttacksThisTurn;
    const int granted = grants.value(strike.power->index);
    // "(maximum 3 per turn)" on a power that makes itself again counts its first attack too.
    const int first = made->index == strike.power->index && further.perTurnCountsFirst ? 1 : 0;
    if (further.perTurn && granted + first >= *further.perTurn) {
        const QString limit =
            further.perTurnCountsFirst
                ? QStringLiteral("%1 has made its %2 %3 attacks this turn (maximum %2 per turn)")
                      .arg(who)
                      .arg(*further.perTurn)
                      .arg(made->name)
                : QStringLiteral("%1 has made its further %2 attack this turn (once per turn)").arg(who, made->name);
        if (context.hasFurtherChoiceLeft())
            ActionContext::illegal(QStringLiteral("further[%1]: %2: no further attack is left for it")
                                       .arg(context.nextFurtherEntry())
                                       .arg(limit),
                                   rule);
        context.log(LogEvent::Refused,
                    QStringLiteral("%1: %2 grants no further attack").arg(limit, strike.label), rule,
                    attacker);
        return;
    }
    if (granted >= kMaxFurtherAttacks)
        ActionContext::refuse(
            ActionErrorKind::ByHand,
            QStringLiteral("%1 has made %2 further attacks this turn: resolve the rest by hand")
                .arg(who)
                .arg(granted));

    const std::optional<qsizetype> entry = context.takeFurtherChoice();
    const qsizetype furtherIndex = entry ? context.nextFurtherEntry() - 1 : context.nextFurtherEntry();
    const ActionContext::ChoiceScope scope(context, entry.value_or(context.emptyChoice()));
    const QStringList targets = furtherTargets(context, strike, further, *made, furtherIndex);
    if (targets.isEmpty() && singleTarget(*made)) {
        context.log(LogEvent::Refused,
                    QStringLiteral("%1's further %2 attack has no target").arg(strike.label, made->name),
                    QStringLiteral("109.3"), attacker, strike.target);
        return;
    }
    grants[strike.power->index] = granted + 1;
    context.log(LogEvent::Attack,
                QStringLiteral("%1's %2 grants a further %3 attack%4")
                    .arg(who, strike.label, made->name,
                         targets.isEmpty()
                             ? QString()
                             : QStringLiteral(" against %1").arg(targets.join(QStringLiteral(", ")))),
                QStringLiteral("604.7"), attacker, targets.value(0));
    makeAttack(context, attacker, *made, targets, false, dice);
}

} // namespace ddm
