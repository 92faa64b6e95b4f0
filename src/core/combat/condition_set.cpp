// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "combat/condition_set.h"

#include "combat/condition_effects.h"

#include <QHash>

#include <algorithm>
#include <array>
#include <iterator>
#include <utility>

namespace ddm {
namespace {

// 707.7.b, outermost first so that one pass reaches the end of the chain.
constexpr std::array<std::pair<Condition, Condition>, 2> kImpliedImmunities{
    {{Condition::Helpless, Condition::Stunned}, {Condition::Stunned, Condition::Dazed}}};

// 906.2, 910.2: what ends with a condition that ends, if its duration is the same.
constexpr std::array<std::pair<Condition, Condition>, 2> kEndsWith{
    {{Condition::Helpless, Condition::Stunned}, {Condition::Stunned, Condition::Dazed}}};

EffectDuration durationOf(const ActiveCondition& entry)
{
    return entry.effect.duration;
}
EffectDuration durationOf(const ActiveOngoingDamage& entry)
{
    return entry.damage.duration;
}
EffectDuration durationOf(const ActiveStatModifier& entry)
{
    return entry.modifier.duration;
}

bool countsFor(Statistic modifier, Statistic statistic)
{
    const bool defence = statistic == Statistic::Fortitude || statistic == Statistic::Reflex ||
                         statistic == Statistic::Will; // 209.3: what "DEF" raises
    return modifier == statistic ||
           ((defence || statistic == Statistic::AC) && modifier == Statistic::AllDefences) ||
           (defence && modifier == Statistic::Defences);
}

template <typename Entry, typename Test> QList<Entry> takeFrom(QList<Entry>& entries, Test test)
{
    QList<Entry> taken;
    for (const Entry& entry : std::as_const(entries)) {
        if (test(entry))
            taken.append(entry);
    }
    entries.removeIf(test);
    return taken;
}

const auto kNone = [](const auto&) { return false; };

// ConditionEffect::endsBeyond, where the effect has one.
int endsBeyondOf(const ActiveCondition& entry)
{
    return entry.effect.endsBeyond;
}
int endsBeyondOf(const ActiveOngoingDamage& entry)
{
    return entry.damage.endsBeyond;
}
int endsBeyondOf(const ActiveStatModifier&)
{
    return 0;
}

} // namespace

ConditionSet::ConditionSet(const QSet<Condition>& immune)
    : m_immune(immune)
{
    for (const auto& [condition, implied] : kImpliedImmunities) {
        if (m_immune.contains(condition))
            m_immune.insert(implied);
    }
}

AppliedEffects ConditionSet::apply(const QList<ConditionEffect>& conditions,
                                   const QList<OngoingDamage>& ongoing, const EffectOrigin& origin,
                                   const QList<StatModifier>& modifiers)
{
    // The power's save groups number its own effects; here they become ids unique in the set.
    QHash<int, int> saveIds;
    const auto saveIdFor = [&](int group) {
        if (group == 0)
            return m_nextSaveId++;
        if (!saveIds.contains(group))
            saveIds.insert(group, m_nextSaveId++);
        return saveIds.value(group);
    };

    AppliedEffects applied;
    for (const ConditionEffect& effect : conditions) {
        if (isImmune(effect.condition)) {
            applied.refused.append(effect);
            continue;
        }
        const ActiveCondition entry{effect, origin, saveIdFor(effect.saveGroup)};
        m_conditions.append(entry);
        applied.added.append(entry);
    }
    for (const OngoingDamage& damage : ongoing) {
        const ActiveOngoingDamage entry{damage, origin, saveIdFor(damage.saveGroup)};
        m_ongoing.append(entry);
        applied.ongoingAdded.append(entry);
    }
    for (const StatModifier& modifier : modifiers) {
        const ActiveStatModifier entry{modifier, origin, saveIdFor(modifier.saveGroup)};
        m_modifiers.append(entry);
        applied.modifiersAdded.append(entry);
    }
    return applied;
}

QSet<Condition> ConditionSet::effective() const
{
    QSet<Condition> conditions;
    for (const ActiveCondition& entry : m_conditions)
        conditions.insert(entry.effect.condition);
    return withImpliedConditions(conditions);
}

std::optional<QString> ConditionSet::dominatedBy() const
{
    for (auto it = m_conditions.crbegin(); it != m_conditions.crend(); ++it) {
        if (it->effect.condition == Condition::Dominated)
            return it->origin.source;
    }
    return std::nullopt;
}

int ConditionSet::statisticModifier(Statistic statistic) const
{
    QList<ActiveStatModifier> counted;
    int total = 0;
    for (const ActiveStatModifier& entry : m_modifiers) {
        const bool identical =
            !entry.modifier.cumulative &&
            std::any_of(counted.cbegin(), counted.cend(), [&](const ActiveStatModifier& other) {
                return other.modifier.statistic == entry.modifier.statistic &&
                       other.modifier.amount == entry.modifier.amount &&
                       other.origin.source == entry.origin.source;
            });
        if (identical || !countsFor(entry.modifier.statistic, statistic))
            continue;
        counted.append(entry);
        total += entry.modifier.amount;
    }
    return total;
}

QList<ActiveOngoingDamage> ConditionSet::ongoingDamageDue() const
{
    QList<ActiveOngoingDamage> due;
    for (const ActiveOngoingDamage& entry : m_ongoing) {
        auto same = std::find_if(due.begin(), due.end(), [&](const ActiveOngoingDamage& other) {
            return other.damage.type == entry.damage.type;
        });
        if (same == due.end())
            due.append(entry);
        else if (entry.damage.amount > same->damage.amount)
            *same = entry;
    }
    return due;
}

template <typename ConditionTest, typename OtherTest>
EffectEnding ConditionSet::extract(const QString& rule, ConditionTest conditionTest, OtherTest otherTest)
{
    return {rule, takeFrom(m_conditions, conditionTest), takeFrom(m_ongoing, otherTest),
            takeFrom(m_modifiers, otherTest)};
}

QList<EffectEnding> ConditionSet::withFollowingEnds(EffectEnding ending)
{
    QList<EffectEnding> endings;
    if (!ending.isEmpty())
        endings.append(std::move(ending));
    // Each pass looks at the endings found so far, including the ones it adds.
    for (qsizetype i = 0; i < endings.size(); ++i) {
        const QList<ActiveCondition> ended = endings.at(i).conditions;
        for (const ActiveCondition& gone : ended) {
            for (const auto& pair : kEndsWith) {
                // Named copies, not a structured binding: clang before 16 cannot capture those.
                const Condition condition = pair.first;
                const Condition follower = pair.second;
                if (gone.effect.condition != condition)
                    continue;
                const QString rule =
                    condition == Condition::Helpless ? QStringLiteral("906.2") : QStringLiteral("910.2");
                EffectEnding following = extract(
                    rule,
                    [&](const ActiveCondition& entry) {
                        return entry.effect.condition == follower &&
                               entry.effect.duration == gone.effect.duration;
                    },
                    kNone);
                if (!following.isEmpty())
                    endings.append(std::move(following));
            }
        }
    }
    return endings;
}

QList<EffectEnding> ConditionSet::remove(Condition condition)
{
    return withFollowingEnds(extract(
        QStringLiteral("900.1"),
        [&](const ActiveCondition& entry) { return entry.effect.condition == condition; }, kNone));
}

QList<EffectEnding> ConditionSet::attacked()
{
    // Every attack asks: most creatures have no such condition.
    if (std::none_of(m_conditions.cbegin(), m_conditions.cend(),
                     [](const ActiveCondition& entry) { return entry.effect.endsWhenItAttacks; }))
        return {};
    return withFollowingEnds(extract(
        QStringLiteral("109.1"), [](const ActiveCondition& entry) { return entry.effect.endsWhenItAttacks; },
        kNone));
}

QList<EffectEnding> ConditionSet::endDuration(EffectDuration duration)
{
    const auto ends = [&](const auto& entry) { return durationOf(entry) == duration; };
    return withFollowingEnds(extract(effectDurationRule(duration), ends, ends));
}

QList<EffectEnding> ConditionSet::startOwnTurn()
{
    return endDuration(EffectDuration::StartOfNextTurn);
}

QList<EffectEnding> ConditionSet::endTurn(bool ownTurn)
{
    QList<EffectEnding> endings = endDuration(EffectDuration::EndOfTurn);
    if (!ownTurn)
        return endings;
    endings.append(endDuration(EffectDuration::EndOfNextTurn));
    // "Until end of its next turn" put on during this turn lasts through the next one.
    const auto ends = [](const auto& entry) {
        return durationOf(entry) == EffectDuration::EndOfItsNextTurn && !entry.origin.duringOwnTurn;
    };
    endings.append(
        withFollowingEnds(extract(effectDurationRule(EffectDuration::EndOfItsNextTurn), ends, ends)));
    const auto nextTurnIsTheNext = [](auto& entries) {
        for (auto& entry : entries)
            entry.origin.duringOwnTurn = false;
    };
    nextTurnIsTheNext(m_conditions);
    nextTurnIsTheNext(m_ongoing);
    nextTurnIsTheNext(m_modifiers);
    return endings;
}

QList<EffectEnding> ConditionSet::endRound()
{
    return endDuration(EffectDuration::EndOfRound);
}

QList<EffectEnding> ConditionSet::damaged()
{
    return withFollowingEnds(extract(
        QStringLiteral("803.2"), [](const ActiveCondition& entry) { return entry.effect.endsWhenDamaged; },
        kNone));
}

bool ConditionSet::holdsApartEffects() const
{
    const auto apart = [](const auto& entry) { return endsBeyondOf(entry) > 0; };
    return std::any_of(m_conditions.cbegin(), m_conditions.cend(), apart) ||
           std::any_of(m_ongoing.cbegin(), m_ongoing.cend(), apart);
}

QStringList ConditionSet::apartSources() const
{
    QStringList sources;
    const auto collect = [&](const auto& entry) {
        if (endsBeyondOf(entry) > 0 && !sources.contains(entry.origin.source))
            sources.append(entry.origin.source);
    };
    std::for_each(m_conditions.cbegin(), m_conditions.cend(), collect);
    std::for_each(m_ongoing.cbegin(), m_ongoing.cend(), collect);
    return sources;
}

QList<EffectEnding> ConditionSet::apart(const QString& source, std::optional<int> distance)
{
    const auto ends = [&](const auto& entry) {
        const int beyond = endsBeyondOf(entry);
        return beyond > 0 && entry.origin.source == source && (!distance || *distance > beyond);
    };
    return withFollowingEnds(extract(QStringLiteral("109.1"), ends, ends));
}

std::optional<int> ConditionSet::nextSaveAfter(int saveId) const
{
    std::optional<int> next;
    const auto consider = [&](const auto& entry) {
        if (durationOf(entry) == EffectDuration::SaveEnds && entry.saveId > saveId &&
            (!next || entry.saveId < *next))
            next = entry.saveId;
    };
    std::for_each(m_conditions.cbegin(), m_conditions.cend(), consider);
    std::for_each(m_ongoing.cbegin(), m_ongoing.cend(), consider);
    std::for_each(m_modifiers.cbegin(), m_modifiers.cend(), consider);
    return next;
}

SavingThrowReport ConditionSet::rollSavingThrows(DiceSource& dice)
{
    // Worked on a copy: if the dice run out, the set stays as it was.
    ConditionSet next = *this;
    SavingThrowReport report;
    const QString rule = effectDurationRule(EffectDuration::SaveEnds);
    std::optional<int> saveId = next.nextSaveAfter(0);
    while (saveId) {
        const std::optional<int> roll = dice.nextD20(RollPurpose::SavingThrow);
        if (!roll) {
            report.missingRoll = RollPurpose::SavingThrow;
            return report;
        }
        const int id = *saveId;
        const auto inEffect = [id](const auto& entry) {
            return entry.saveId == id && durationOf(entry) == EffectDuration::SaveEnds;
        };
        SavingThrow savingThrow;
        savingThrow.roll = *roll;
        savingThrow.outcome = judgeSavingThrow(*roll);
        std::copy_if(next.m_conditions.cbegin(), next.m_conditions.cend(),
                     std::back_inserter(savingThrow.conditions), inEffect);
        std::copy_if(next.m_ongoing.cbegin(), next.m_ongoing.cend(), std::back_inserter(savingThrow.ongoing),
                     inEffect);
        std::copy_if(next.m_modifiers.cbegin(), next.m_modifiers.cend(),
                     std::back_inserter(savingThrow.modifiers), inEffect);
        if (savingThrow.outcome == SaveOutcome::Ends)
            savingThrow.ended = next.withFollowingEnds(next.extract(rule, inEffect, inEffect));
        else if (savingThrow.outcome == SaveOutcome::EndsAll)
            savingThrow.ended = next.endDuration(EffectDuration::SaveEnds);
        report.throws.append(savingThrow);
        saveId = next.nextSaveAfter(id);
    }
    *this = next;
    return report;
}

} // namespace ddm
