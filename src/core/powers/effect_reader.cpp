// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/effect_reader.h"

#include "powers/attack_options.h"
#include "powers/attack_roll.h"
#include "powers/duration_phrase.h"
#include "powers/effect_patterns.h"
#include "powers/power_patterns.h"

#include <algorithm>

namespace ddm {
namespace {

namespace ep = effect_patterns;
namespace pp = power_patterns;

int highestSaveGroup(const AttackEffects& effects)
{
    int highest = 0;
    const auto consider = [&highest](const auto& list) {
        for (const auto& effect : list)
            highest = std::max(highest, effect.saveGroup);
    };
    consider(effects.ongoing);
    consider(effects.conditions);
    consider(effects.modifiers);
    consider(effects.attackerConditions);
    consider(effects.attackerModifiers);
    for (const ConditionUpgrade& upgrade : effects.upgrades)
        highest = std::max(highest, upgrade.becomes.saveGroup);
    return highest;
}

// A save group new to the whole attack: a critical hit's effects join the hit's, and a group of
// one outcome must not end the effects of another on the same save.
int newSaveGroup(const AttackPower& attack, const AttackEffects& reading)
{
    int highest = highestSaveGroup(reading);
    for (const AttackEffects* outcome :
         {&attack.onHit, &attack.onMiss, &attack.hitOrMiss, &attack.onCritical})
        highest = std::max(highest, highestSaveGroup(*outcome));
    if (attack.followUp)
        highest = std::max(highest, highestSaveGroup(attack.followUp->onHit));
    return highest + 1;
}

} // namespace

EffectReader::EffectReader(TextCursor& cursor, AttackPower& attack)
    : m_cursor(cursor)
    , m_attack(attack)
{
}

void EffectReader::read(AttackEffects& outcome)
{
    m_recent.clear();
    m_lastApplied.clear();
    while (!m_cursor.atEnd() && !atOutcomeEnd()) {
        if (!takeItem(outcome)) {
            const QString unknown = takeUnknown();
            if (!unknown.isEmpty())
                m_attack.leftovers.append(unknown);
        }
        m_cursor.take(ep::separator());
    }
}

// A sentence ends the outcome, and so does a RECHARGE clause wherever it is put.
bool EffectReader::atOutcomeEnd() const
{
    return m_cursor.lookingAt(pp::sentenceEnd()) || m_cursor.lookingAt(ep::recharge());
}

bool EffectReader::takeItem(AttackEffects& outcome)
{
    return takeOutcomeSuffix(outcome) || takeRider(outcome) || takeUntil(outcome) || takeOngoing(outcome) ||
           takeDamage(outcome) || takeCondition(outcome) || takeModifier(outcome) || takeMovement(outcome) ||
           takeAttackerEffect(outcome) || takeNearbyEffect(outcome) || takeAttackRider() || takeFollowUp() ||
           takeFurtherAttack(outcome) || takeCritical() || takeMissClause() || takeOptionPhrase();
}

bool EffectReader::startsItem() const
{
    const QList<const QRegularExpression*>& starts = ep::itemStarts();
    return std::any_of(starts.cbegin(), starts.cend(),
                       [this](const QRegularExpression* pattern) { return m_cursor.lookingAt(*pattern); });
}

bool EffectReader::takeRider(AttackEffects& outcome)
{
    const qsizetype start = m_cursor.position();
    const std::optional<QString> inside = m_cursor.takeParenthesised();
    if (!inside)
        return false;
    if (takeAttackOptions(*inside))
        return true;
    const std::optional<DurationPhrase> phrase = parseDurationRider(*inside);
    const int scope = !phrase                                ? 0
                      : phrase->scope == DurationScope::Both ? 2
                      : phrase->scope == DurationScope::All  ? -1
                                                             : 1;
    const bool onlyKeywords =
        phrase && !phrase->duration && !phrase->endsWhenDamaged && phrase->endsBeyond == 0;
    const QList<EffectRef> targets = phrase && !onlyKeywords ? durationTargets(scope) : QList<EffectRef>{};
    // Only a condition can end when its creature takes damage (ConditionEffect::endsWhenDamaged).
    const bool endsOnlyConditions = std::all_of(targets.cbegin(), targets.cend(), [](const EffectRef& ref) {
        return ref.kind == EffectRef::Kind::Condition || ref.kind == EffectRef::Kind::AttackerCondition ||
               ref.kind == EffectRef::Kind::Upgrade;
    });
    // Only the target's conditions and ongoing damage can end when it is apart from the attacker.
    const bool endsOnTarget = std::all_of(targets.cbegin(), targets.cend(), [](const EffectRef& ref) {
        return ref.kind == EffectRef::Kind::Condition || ref.kind == EffectRef::Kind::Ongoing;
    });
    if (!phrase || (!onlyKeywords && targets.isEmpty()) || (phrase->endsWhenDamaged && !endsOnlyConditions) ||
        (phrase->endsBeyond > 0 && !endsOnTarget)) {
        m_cursor.setPosition(start);
        return false;
    }
    for (EffectKeyword keyword : phrase->keywords) {
        if (!m_attack.keywords.contains(keyword))
            m_attack.keywords.append(keyword);
    }
    // "(both end when target is not adjacent to this creature)": no other end, no saving throw.
    const std::optional<EffectDuration> duration = phrase && phrase->endsBeyond > 0
                                                       ? phrase->duration.value_or(EffectDuration::Permanent)
                                                       : phrase->duration;
    if (!onlyKeywords)
        applyDuration(outcome, targets, duration, phrase->endsWhenDamaged, scope != 1, phrase->endsBeyond);
    return true;
}

bool EffectReader::takeUntil(AttackEffects& outcome)
{
    const qsizetype start = m_cursor.position();
    if (m_cursor.take(ep::untilDamaged())) {
        const QList<EffectRef> targets = durationTargets(1);
        if (targets.isEmpty() || targets.first().kind != EffectRef::Kind::Condition) {
            m_cursor.setPosition(start);
            return false;
        }
        applyDuration(outcome, targets, std::nullopt, true, false);
        return true;
    }
    if (!m_cursor.take(ep::until()))
        return false;
    const std::optional<EffectDuration> duration =
        parseUntilPhrase(m_cursor.text().mid(start, m_cursor.position() - start));
    QList<EffectRef> targets = durationTargets(1);
    // "-2 Attack and -5 Damage until …": the modifiers listed before the last one too, item by item
    if (m_lastApplied.isEmpty()) {
        qsizetype first = m_recent.size() - targets.size();
        while (first > 0 && m_recent.at(first).andJoined) {
            const int item = m_recent.at(first - 1).item;
            while (first > 0 && m_recent.at(first - 1).item == item)
                targets.prepend(m_recent.at(--first));
        }
    }
    if (!duration || targets.isEmpty()) {
        m_cursor.setPosition(start);
        return false;
    }
    applyDuration(outcome, targets, duration, false, false);
    return true;
}

QString EffectReader::takeUnknown()
{
    const QString& text = m_cursor.text();
    const qsizetype start = m_cursor.position();
    int depth = 0;
    qsizetype i = start;
    for (; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('(') || c == QLatin1Char('[')) {
            ++depth;
            continue;
        }
        if ((c == QLatin1Char(')') || c == QLatin1Char(']')) && depth > 0) {
            --depth;
            continue;
        }
        if (depth > 0 || i == start)
            continue;
        if (c == QLatin1Char(';') || (c == QLatin1Char('.') && m_cursor.lookingAtFrom(i, pp::sentenceEnd())))
            break;
        if (QStringView(text).mid(i).startsWith(QLatin1String(" AND ")))
            break;
        // A comma or a lower-case "and" ends the fragment only when a known item follows.
        const bool weak =
            c == QLatin1Char(',') || QStringView(text).mid(i).startsWith(QLatin1String(" and "));
        if (weak) {
            m_cursor.setPosition(i);
            m_cursor.take(ep::separator());
            const bool itemFollows = startsItem();
            m_cursor.setPosition(start);
            if (itemFollows)
                break;
        }
    }
    m_cursor.setPosition(i);
    return text.mid(start, i - start).trimmed();
}

void EffectReader::remember(EffectRef::Kind kind, qsizetype index, bool sameItem, bool andJoined)
{
    const int item = m_recent.isEmpty() ? 0 : m_recent.last().item + (sameItem ? 0 : 1);
    m_recent.append({kind, index, item, andJoined});
    m_lastApplied.clear();
}

// "(save ends)" covers the last item read, "both" the last two, "all" every one; a rider right
// after another ("(ends when target takes damage)(save ends)") covers the same effects.
QList<EffectReader::EffectRef> EffectReader::durationTargets(int scopeCount) const
{
    if (!m_lastApplied.isEmpty())
        return m_lastApplied;
    if (scopeCount < 0 || m_recent.isEmpty())
        return m_recent;
    const int firstItem = m_recent.last().item - scopeCount + 1;
    if (m_recent.first().item > firstItem)
        return {};
    QList<EffectRef> targets;
    for (const EffectRef& ref : m_recent) {
        if (ref.item >= firstItem)
            targets.append(ref);
    }
    return targets;
}

void EffectReader::applyDuration(AttackEffects& outcome, const QList<EffectRef>& targets,
                                 std::optional<EffectDuration> duration, bool endsWhenDamaged,
                                 bool sharedSave, int endsBeyond)
{
    const int group = sharedSave ? newSaveGroup(m_attack, outcome) : 0;
    const auto apply = [&](auto& effect) {
        effect.duration = duration.value_or(effect.duration);
        effect.saveGroup = group ? group : effect.saveGroup;
    };
    for (const EffectRef& ref : targets) {
        switch (ref.kind) {
        case EffectRef::Kind::Ongoing:
            apply(outcome.ongoing[ref.index]);
            outcome.ongoing[ref.index].endsBeyond = endsBeyond;
            break;
        case EffectRef::Kind::Condition:
            apply(outcome.conditions[ref.index]);
            outcome.conditions[ref.index].endsWhenDamaged |= endsWhenDamaged;
            outcome.conditions[ref.index].endsBeyond = endsBeyond;
            break;
        case EffectRef::Kind::Modifier:
            apply(outcome.modifiers[ref.index]);
            break;
        case EffectRef::Kind::Upgrade:
            apply(outcome.upgrades[ref.index].becomes);
            outcome.upgrades[ref.index].becomes.endsWhenDamaged |= endsWhenDamaged;
            break;
        case EffectRef::Kind::AttackerModifier:
            apply(outcome.attackerModifiers[ref.index]);
            break;
        case EffectRef::Kind::AttackerCondition:
            apply(outcome.attackerConditions[ref.index]);
            outcome.attackerConditions[ref.index].endsWhenDamaged |= endsWhenDamaged;
            break;
        }
    }
    m_lastApplied = targets;
}

std::optional<AttackEffects> readWholeOutcome(const QString& text)
{
    AttackPower scratch;
    AttackEffects outcome;
    TextCursor cursor(text + QLatin1Char('.'));
    EffectReader(cursor, scratch).read(outcome);
    cursor.take(pp::sentenceEnd());
    cursor.skipSpaces();
    if (!(scratch == AttackPower{}) || !cursor.atEnd() || outcome.isEmpty())
        return std::nullopt;
    return outcome;
}

} // namespace ddm
