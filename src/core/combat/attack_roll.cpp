// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "combat/attack_roll.h"

#include "combat/condition_effects.h"

namespace ddm {
namespace {

bool isHelpless(const QSet<Condition>& conditions)
{
    return conditions.contains(Condition::Helpless);
}

AttackRoll decided(AttackRoll roll, bool hit, bool critical, AttackDecision decision, const char* rule)
{
    roll.hit = hit;
    roll.critical = critical;
    roll.decidedBy = decision;
    roll.rule = QString::fromLatin1(rule);
    return roll;
}

} // namespace

QString attackDecisionKey(AttackDecision decision)
{
    switch (decision) {
    case AttackDecision::Total:
        return QStringLiteral("total");
    case AttackDecision::NaturalOne:
        return QStringLiteral("natural-1");
    case AttackDecision::NaturalTwenty:
        return QStringLiteral("natural-20");
    case AttackDecision::CriticalRange:
        return QStringLiteral("critical-range");
    case AttackDecision::BloodRock:
        return QStringLiteral("blood-rock");
    case AttackDecision::AutomaticHit:
        return QStringLiteral("automatic-hit");
    case AttackDecision::HelplessTarget:
        return QStringLiteral("helpless-target");
    case AttackDecision::CardCritical:
        return QStringLiteral("card-critical");
    case AttackDecision::Concealed:
        return QStringLiteral("concealed");
    }
    return {};
}

bool AttackRoll::combatAdvantage() const
{
    for (const AttackModifier& modifier : modifiers) {
        if (modifier.reason == AttackModifierReason::CombatAdvantage)
            return true;
    }
    return false;
}

std::optional<AttackModifier> combatAdvantage(const AttackSituation& situation)
{
    const auto advantage = [&situation](const QString& rule) {
        return AttackModifier{situation.combatAdvantageBonus, AttackModifierReason::CombatAdvantage, rule};
    };
    if (situation.targetNeverGrantsCombatAdvantage)
        return std::nullopt;
    // A Blinded or Dazed creature cannot flank (901.1, 903.1), whatever the board says.
    if (situation.flanking && !situation.targetImmuneToFlanking &&
        !restrictionCause(situation.attackerConditions, ConditionRestriction::NoFlanking))
        return advantage(QStringLiteral("610.1.a"));
    // 610.1.b also asks that the attacker can see its target.
    if (situation.attackerInvisibleToTarget && !situation.targetInvisibleToAttacker)
        return advantage(QStringLiteral("610.1.b"));
    if (auto cause =
            restrictionCause(situation.targetConditions, ConditionRestriction::GrantsCombatAdvantage))
        return advantage(cause->rule);
    if (situation.targetGrantsCombatAdvantage)
        return advantage(QStringLiteral("610.1.c"));
    return std::nullopt;
}

QList<AttackModifier> attackModifiers(const AttackSituation& situation)
{
    QList<AttackModifier> modifiers;
    if (situation.charge)
        modifiers.append({1, AttackModifierReason::Charge, QStringLiteral("413.3.a")});
    if (auto advantage = combatAdvantage(situation))
        modifiers.append(*advantage);
    if (situation.targetHasCover &&
        (situation.defence == Defence::AC || situation.defence == Defence::Reflex))
        modifiers.append({-2, AttackModifierReason::Cover, QStringLiteral("611.1")});
    if (isHelpless(situation.targetConditions) && situation.kind != AttackKind::Melee)
        modifiers.append({4, AttackModifierReason::HelplessTarget, QStringLiteral("906.1")});
    if (situation.attackerOnSacredCircle)
        modifiers.append({2, AttackModifierReason::SacredCircle, QStringLiteral("1015.2")});
    modifiers.append(situation.extraModifiers);
    return modifiers;
}

bool needsAttackRoll(const AttackSituation& situation)
{
    const bool helplessMelee = situation.kind == AttackKind::Melee && isHelpless(situation.targetConditions);
    return !situation.automaticHit && !situation.automaticCritical && !helplessMelee;
}

AttackRoll judgeAttackRoll(const AttackSituation& situation, std::optional<int> natural)
{
    AttackRoll roll;
    roll.defenceValue = situation.defenceValue;
    roll.modifiers = attackModifiers(situation);

    if (!needsAttackRoll(situation)) {
        if (situation.automaticCritical) // "Cannot score a critical hit" still holds (card text)
            return decided(roll, true, !situation.noCritical, AttackDecision::CardCritical, "109.1");
        // 906.1 makes a melee attack on a Helpless target critical as well; a power's own
        // "Automatic hit" is not a critical (cards that mean both say "and a critical hit").
        if (situation.kind == AttackKind::Melee && isHelpless(situation.targetConditions))
            return decided(roll, true, !situation.noCritical, AttackDecision::HelplessTarget, "906.1");
        return decided(roll, true, false, AttackDecision::AutomaticHit, "604.3.b");
    }

    Q_ASSERT(natural.has_value());
    const int face = natural.value_or(1);
    int total = face + situation.bonus;
    for (const AttackModifier& modifier : roll.modifiers)
        total += modifier.value;
    roll.natural = face;
    roll.total = total;

    if (face == 1)
        return decided(roll, false, false, AttackDecision::NaturalOne, "604.4.c");
    if (face == 20)
        return decided(roll, true, !situation.noCritical, AttackDecision::NaturalTwenty, "604.4.b");
    // A power that cannot score a critical hit leaves the other critical rolls to their totals.
    if (!situation.noCritical && situation.attackerOnBloodRock && situation.kind == AttackKind::Melee &&
        face >= 19)
        return decided(roll, true, true, AttackDecision::BloodRock, "1007.2");
    if (!situation.noCritical && situation.criticalFrom && face >= *situation.criticalFrom)
        return decided(roll, true, true, AttackDecision::CriticalRange, "109.1");
    return decided(roll, total >= situation.defenceValue, false, AttackDecision::Total, "604.4.a");
}

} // namespace ddm
