// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "combat/active_effect.h"
#include "combat/damage_sequence.h"
#include "engine/action_context.h"
#include "powers/attack_power.h"

#include <QList>
#include <QString>

namespace ddm {

// The state changes several actions share, each logged with its rule.

// Resolves one damage effect on a creature (806) and what follows from it: effects that end when
// it takes damage (803.2), recharges, and elimination when it is destroyed (806.9, 804.4.a).
// `source` is the creature that dealt it (empty for terrain); `cause` words it for the log.
// `ignoreResist`: the attack ignores the target's Resist powers (card text, 109.1). A creature
// that heals from a damage type (card text) heals after the effect.
DamageResult dealDamage(ActionContext& context, const QString& target, const DamageInput& input,
                        const QString& source, const QString& cause, bool ignoreResist = false);

// Removes a creature from play (804.4.a) and gives its owner's opponent the victory points (105.3.a,
// 106.2.a).
// `destroyer`: the enemy that destroyed it, whose side's points the cards may change (Universally Hated,
// Slayer of Domiel).
void eliminate(ActionContext& context, const QString& id, const QString& rule, const QString& why,
               const QString& destroyer = {});

// `id` is destroyed (806.9), `source`'s doing where it is an enemy's: its powers answering that resolve
// before it leaves the map and is eliminated.
void destroy(ActionContext& context, const QString& id, const QString& source, const QString& rule,
             const QString& why);

void addVictoryPoints(ActionContext& context, Side side, int points, const QString& rule, const QString& why);

// Ends the game when a side has won (103.2; checked after each action, turn and round).
void checkVictory(ActionContext& context);

// Puts conditions, ongoing damage and statistic modifiers (803.5) on a creature, in one go so that
// "(save ends both)" links them, logging each and each immunity (707.7.a).
void applyConditions(ActionContext& context, const QString& target, const QList<ConditionEffect>& conditions,
                     const QList<OngoingDamage>& ongoing, const QString& source, const QList<StatModifier>& modifiers = {});

// An attack targets `target` (601.1): the bonuses it holds "until it is attacked" end (First Arrow,
// card text 109.1).
void endBonusesWhenAttacked(ActionContext& context, const QString& target);

// Logs effects that ended.
void logEndings(ActionContext& context, const QString& id, const QList<EffectEnding>& endings);

// `moved` has changed squares: the effects that end when their creature is apart from the one that put
// them on ("(both end when target is not adjacent to this creature)", "4 or more squares away"), on it
// and on the creatures it affected, end if they are now farther apart (card text, 109.1).
void endEffectsApart(ActionContext& context, const QString& moved);

// Restores one use of each of the creature's used attacks that recharge on `trigger` (703.5.a, 814);
// of the attack with index `only` alone when given ("when this attack hits").
void recharge(ActionContext& context, const QString& id, RechargeTrigger trigger, std::optional<int> only = std::nullopt);
// Whether a spent power of the creature recharges on `trigger`: a costly condition (who can see
// whom) is only worked out when something waits for it.
bool awaitsRecharge(ActionContext& context, const QString& id, RechargeTrigger trigger);

// Heals a creature (808.1: never above its starting hit points, nothing when it is undamaged) and
// logs it, after "`cause`: " when a cause is given; `source` is the creature whose effect heals.
void healCreature(ActionContext& context, const QString& id, int amount, const QString& cause,
                  const QString& source);

// A condition the rules themselves put on a creature (Confused's domination, a pit, a web).
ConditionEffect ruleCondition(Condition condition, EffectDuration duration);
// Damage that no attack deals: terrain (1008.3, 1019.3), a power's cost to its user, an aura's or a
// Fire Shield's damage.
DamageInput plainDamage(int amount, DamageType type = DamageType::Untyped);

// "B1 (Yuan-Ti Swiftscale)", as the log names creatures.
QString creatureLabel(const ActionContext& context, const QString& id);

} // namespace ddm
