// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "combat/condition_effects.h"

#include <array>

namespace ddm {
namespace {

using R = ConditionRestriction;

struct RestrictionRow {
    Condition condition;
    ConditionRestriction restriction;
    const char* rule;
};

// CRG chapter 9, one row per effect a condition has. Where two conditions impose the same
// restriction, the first row found names the cause, so the stronger condition comes first.
constexpr std::array<RestrictionRow, 22> kRestrictions{{
    {Condition::Stunned, R::NoActions, "910.1"},
    {Condition::Stunned, R::Inactive, "910.1"},
    {Condition::Stunned, R::NoActivatedPowers, "703.2"},
    {Condition::Dazed, R::OneAction, "903.1"},
    {Condition::Dazed, R::NoOffTurnActions, "903.1"},
    {Condition::Dazed, R::NoImmediateActions, "903.1"},
    {Condition::Dazed, R::NoOpportunityAttacks, "903.1"},
    {Condition::Dazed, R::NoChampionRatingForInitiative, "903.1"},
    {Condition::Blinded, R::NoFlanking, "901.1"},
    {Condition::Dazed, R::NoFlanking, "903.1"},
    {Condition::Blinded, R::GrantsCombatAdvantage, "901.1"},
    {Condition::Dazed, R::GrantsCombatAdvantage, "903.1"},
    {Condition::Blinded, R::NoLineOfSight, "901.1"},
    {Condition::Dominated, R::BasicAttacksOnly, "904.1"},
    {Condition::Confused, R::BasicAttacksOnly, "902.1"},
    {Condition::Dominated, R::NoActivatedPowers, "904.1"},
    {Condition::Confused, R::NoActivatedPowers, "902.1"},
    {Condition::Dominated, R::ControlledBySource, "904.2"},
    {Condition::Helpless, R::LosesFlight, "906.1"},
    {Condition::Enervated, R::HalvesAttackDamage, "905.1"},
    {Condition::Immobilized, R::SpeedZero, "907.1"},
    {Condition::Slowed, R::SpeedTwo, "909.1"},
}};

struct Implication {
    Condition condition;
    Condition implies;
};

// Ordered so that one pass reaches the end of every chain (Helpless, Stunned, Dazed).
constexpr std::array<Implication, 4> kImplications{{{Condition::Helpless, Condition::Stunned},
                                                    {Condition::Stunned, Condition::Dazed},
                                                    {Condition::Confused, Condition::Dazed},
                                                    {Condition::Dominated, Condition::Dazed}}};

} // namespace

QString conditionRestrictionKey(ConditionRestriction restriction)
{
    switch (restriction) {
    case R::NoActions:
        return QStringLiteral("no-actions");
    case R::OneAction:
        return QStringLiteral("one-action");
    case R::NoOffTurnActions:
        return QStringLiteral("no-off-turn-actions");
    case R::NoImmediateActions:
        return QStringLiteral("no-immediate-actions");
    case R::NoOpportunityAttacks:
        return QStringLiteral("no-opportunity-attacks");
    case R::NoChampionRatingForInitiative:
        return QStringLiteral("no-champion-rating-for-initiative");
    case R::NoFlanking:
        return QStringLiteral("no-flanking");
    case R::GrantsCombatAdvantage:
        return QStringLiteral("grants-combat-advantage");
    case R::NoLineOfSight:
        return QStringLiteral("no-line-of-sight");
    case R::BasicAttacksOnly:
        return QStringLiteral("basic-attacks-only");
    case R::NoActivatedPowers:
        return QStringLiteral("no-activated-powers");
    case R::ControlledBySource:
        return QStringLiteral("controlled-by-source");
    case R::Inactive:
        return QStringLiteral("inactive");
    case R::LosesFlight:
        return QStringLiteral("loses-flight");
    case R::HalvesAttackDamage:
        return QStringLiteral("halves-attack-damage");
    case R::SpeedZero:
        return QStringLiteral("speed-zero");
    case R::SpeedTwo:
        return QStringLiteral("speed-two");
    }
    return {};
}

QSet<Condition> withImpliedConditions(const QSet<Condition>& conditions)
{
    QSet<Condition> all = conditions;
    for (const Implication& implication : kImplications) {
        if (all.contains(implication.condition))
            all.insert(implication.implies);
    }
    return all;
}

std::optional<ConditionRuling> restrictionCause(const QSet<Condition>& conditions,
                                                ConditionRestriction restriction)
{
    const QSet<Condition> all = withImpliedConditions(conditions);
    for (const RestrictionRow& row : kRestrictions) {
        if (row.restriction == restriction && all.contains(row.condition))
            return ConditionRuling{row.condition, QString::fromLatin1(row.rule)};
    }
    return std::nullopt;
}

ActionLimit actionLimit(const QSet<Condition>& conditions)
{
    if (auto cause = restrictionCause(conditions, R::NoActions))
        return {ActionAllowance::None, cause};
    if (auto cause = restrictionCause(conditions, R::OneAction))
        return {ActionAllowance::OneAction, cause};
    return {};
}

SpeedResult currentSpeed(int speed, const QSet<Condition>& conditions)
{
    SpeedResult result{speed, std::nullopt};
    // 909.2: Slowed does nothing to a creature already slower than 2.
    if (auto slowed = restrictionCause(conditions, R::SpeedTwo); slowed && speed >= 2)
        result = {2, slowed};
    // 907.3: Immobilized applies after every bonus, penalty and Slowed.
    if (auto immobilized = restrictionCause(conditions, R::SpeedZero))
        result = {0, immobilized};
    return result;
}

ConfusionOutcome judgeConfusionRoll(int roll)
{
    if (roll <= 5)
        return ConfusionOutcome::Dominated;
    if (roll <= 15)
        return ConfusionOutcome::NoActions;
    return ConfusionOutcome::ActsNormally;
}

QString confusionOutcomeKey(ConfusionOutcome outcome)
{
    switch (outcome) {
    case ConfusionOutcome::Dominated:
        return QStringLiteral("dominated");
    case ConfusionOutcome::NoActions:
        return QStringLiteral("no-actions");
    case ConfusionOutcome::ActsNormally:
        return QStringLiteral("acts-normally");
    }
    return {};
}

} // namespace ddm
