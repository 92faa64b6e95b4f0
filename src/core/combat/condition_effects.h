// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/condition.h"

#include <QSet>
#include <QString>

#include <optional>

namespace ddm {

// What the conditions of CRG chapter 9 stop a creature from doing, as questions the engine asks.
// Attack-roll effects (Helpless targets, Blinded attackers' concealment, Invisible) live in
// attack_roll.h and concealment.h; halved damage in damage_calculation.h.
enum class ConditionRestriction {
    NoActions,                     // Stunned (910.1)
    OneAction,                     // Dazed: one move, attack or minor action on its turn (903.1)
    NoOffTurnActions,              // Dazed (903.1)
    NoImmediateActions,            // Dazed (903.1)
    NoOpportunityAttacks,          // Dazed (903.1)
    NoChampionRatingForInitiative, // Dazed (903.1)
    NoFlanking,                    // Blinded (901.1), Dazed (903.1)
    GrantsCombatAdvantage,         // Blinded (901.1), Dazed (903.1): to its enemies
    NoLineOfSight,                 // Blinded (901.1)
    BasicAttacksOnly,              // Confused (902.1), Dominated (904.1)
    NoActivatedPowers,             // Confused (902.1), Dominated (904.1), Stunned: inactive (703.2)
    ControlledBySource,            // Dominated: the source's owner controls it on its turn (904.2)
    Inactive,                      // Stunned (910.1)
    LosesFlight,                   // Helpless (906.1)
    HalvesAttackDamage,            // Enervated / Weakened (905.1)
    SpeedZero,                     // Immobilized (907.1)
    SpeedTwo,                      // Slowed (909.1)
};

QString conditionRestrictionKey(ConditionRestriction restriction); // "no-actions", "one-action", …

// The condition behind a restriction and the rule that says so.
struct ConditionRuling {
    Condition cause = Condition::Dazed;
    QString rule;
    bool operator==(const ConditionRuling&) const = default;
};

// Adds the conditions others include: Confused, Dominated and Stunned creatures are Dazed (902.1,
// 904.1, 910.1); Helpless ones are Stunned (906.1), hence Dazed.
QSet<Condition> withImpliedConditions(const QSet<Condition>& conditions);

// Why `conditions` (implied ones included) impose `restriction`; nullopt when they do not.
std::optional<ConditionRuling> restrictionCause(const QSet<Condition>& conditions,
                                                ConditionRestriction restriction);

// The actions a creature may take on its turn: move + attack + minor normally (403.1).
enum class ActionAllowance { All, OneAction, None };
struct ActionLimit {
    ActionAllowance allowance = ActionAllowance::All;
    std::optional<ConditionRuling> cause;
    bool operator==(const ActionLimit&) const = default;
};
ActionLimit actionLimit(const QSet<Condition>& conditions);

// The creature's current speed after conditions: Slowed makes it 2 unless it was lower (909.1,
// 909.2), Immobilized then makes it 0 (907.1, 907.3). `speed` already carries bonuses and penalties.
struct SpeedResult {
    int speed = 0;
    std::optional<ConditionRuling> cause;
    bool operator==(const SpeedResult&) const = default;
};
SpeedResult currentSpeed(int speed, const QSet<Condition>& conditions);

// CRG 902.2: the d20 a Confused creature's owner rolls when it activates.
enum class ConfusionOutcome {
    Dominated,   // 1-5: Dominated until the end of its turn
    NoActions,   // 6-15: its owner controls it but it takes no actions this turn
    ActsNormally // 16-20
};
ConfusionOutcome judgeConfusionRoll(int roll);
QString confusionOutcomeKey(ConfusionOutcome outcome);

} // namespace ddm
