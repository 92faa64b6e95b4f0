// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "combat/active_effect.h"
#include "combat/dice_source.h"
#include "combat/saving_throw.h"
#include "powers/attack_power.h"
#include "powers/condition.h"

#include <QList>
#include <QSet>
#include <QString>

#include <optional>

namespace ddm {

struct AppliedEffects {
    QList<ActiveCondition> added;
    QList<ActiveOngoingDamage> ongoingAdded;
    QList<ActiveStatModifier> modifiersAdded;
    QList<ConditionEffect> refused; // the creature is immune (707.7.a)
    bool operator==(const AppliedEffects&) const = default;
};

struct SavingThrow {
    int roll = 0;
    SaveOutcome outcome = SaveOutcome::Fails;
    QList<ActiveCondition> conditions; // the effect rolled for
    QList<ActiveOngoingDamage> ongoing;
    QList<ActiveStatModifier> modifiers;
    QList<EffectEnding> ended; // the effect, every save-ends effect on a 20, and what ends with them
    bool operator==(const SavingThrow&) const = default;
};

struct SavingThrowReport {
    QList<SavingThrow> throws;
    std::optional<RollPurpose> missingRoll; // the dice ran out; the set is unchanged
    bool operator==(const SavingThrowReport&) const = default;
};

// The conditions, ongoing damage and statistic modifiers on one creature, and when they end (CRG
// 800.3, 804.4.e, 900). A value type: the engine copies it with the battle state for undo and replay.
class ConditionSet {
public:
    ConditionSet() = default;
    // `immune`: the creature's Immune CONDITION powers. Immune Helpless includes Immune Stunned,
    // which includes Immune Dazed (707.7.b).
    explicit ConditionSet(const QSet<Condition>& immune);

    // Puts one attack's (or power's) conditions, ongoing damage and statistic modifiers on the
    // creature, in one call so that "(save ends both)" links them. A condition it is immune to is
    // refused (707.7.a). The same condition twice stays twice: each is its own effect with its own
    // duration and saving throw (804.4.e rolls for each effect).
    AppliedEffects apply(const QList<ConditionEffect>& conditions, const QList<OngoingDamage>& ongoing,
                         const EffectOrigin& origin, const QList<StatModifier>& modifiers = {});

    bool isImmune(Condition condition) const { return m_immune.contains(condition); }
    // The conditions the creature has, with the ones they imply (a Stunned creature is Dazed).
    QSet<Condition> effective() const;
    bool has(Condition condition) const { return effective().contains(condition); }
    const QList<ActiveCondition>& conditions() const { return m_conditions; }
    const QList<ActiveOngoingDamage>& ongoing() const { return m_ongoing; }
    const QList<ActiveStatModifier>& modifiers() const { return m_modifiers; }
    bool isEmpty() const { return m_conditions.isEmpty() && m_ongoing.isEmpty() && m_modifiers.isEmpty(); }
    // The creature whose owner controls this one on its turn (904.2): the latest Dominated's source.
    std::optional<QString> dominatedBy() const;

    // The sum of the active bonuses and penalties to `statistic` (803.5); AllDefences counts for each
    // defence, Defences ("DEF") for each but AC (209.3). Identical effects (same statistic, amount and
    // source) count once (706.2.a), unless the card calls them cumulative.
    int statisticModifier(Statistic statistic) const;

    // The ongoing damage the creature takes at the start of its turn (908.1): of several of one
    // type only the highest, in the order the types were applied.
    QList<ActiveOngoingDamage> ongoingDamageDue() const;

    // The creature has attacked: "invisible until after it attacks" ends (card text, 109.1).
    QList<EffectEnding> attacked();
    // "Loses" a condition (900.1): every instance of it ends.
    QList<EffectEnding> remove(Condition condition);
    // The start of the creature's own turn: "until start of its next turn" effects end (400.2).
    QList<EffectEnding> startOwnTurn();
    // The end of the creature's own turn: a saving throw for each save-ends effect (804.4.e).
    SavingThrowReport rollSavingThrows(DiceSource& dice);
    // The end of any creature's turn: "until end of turn" effects end (400.3); at the end of the
    // creature's own turn, effects lasting to its next end of turn end too (900.2, 800.3).
    QList<EffectEnding> endTurn(bool ownTurn);
    // The End of Round step (305).
    QList<EffectEnding> endRound();
    // The creature took damage: effects that "end when target takes damage" end (803.2).
    QList<EffectEnding> damaged();
    // The creatures that put on it effects ending when it is apart from them ("(ends if target becomes
    // non-adjacent to this creature)"), each once.
    QStringList apartSources() const;
    bool holdsApartEffects() const; // any such effect at all: asked on every step of every move
    // It stands `distance` squares from `source` (none: no distance counts to it): the effects `source`
    // put on it that end beyond a shorter distance end (card text, 109.1).
    QList<EffectEnding> apart(const QString& source, std::optional<int> distance);

    bool operator==(const ConditionSet&) const = default;

private:
    // Takes out the conditions that pass `conditionTest` and the ongoing damage and modifiers that
    // pass `otherTest`.
    template <typename ConditionTest, typename OtherTest>
    EffectEnding extract(const QString& rule, ConditionTest conditionTest, OtherTest otherTest);
    QList<EffectEnding> endDuration(EffectDuration duration);
    // The ending plus what 906.2 and 910.2 end with it: Stunned with an ending Helpless's duration,
    // Dazed with an ending Stunned's.
    QList<EffectEnding> withFollowingEnds(EffectEnding ending);
    std::optional<int> nextSaveAfter(int saveId) const;

    QSet<Condition> m_immune;
    QList<ActiveCondition> m_conditions;
    QList<ActiveOngoingDamage> m_ongoing;
    QList<ActiveStatModifier> m_modifiers;
    int m_nextSaveId = 1;
};

} // namespace ddm
