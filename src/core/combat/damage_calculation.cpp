// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "combat/damage_calculation.h"

#include <algorithm>

namespace ddm {
namespace {

DamagePart damagePart(int amount, DamageType type)
{
    DamagePart part;
    part.amount = amount;
    part.type = type;
    return part;
}

// 110.1.b: halved damage rounds down to a multiple of 5.
int halved(int damage)
{
    return damage / 2 / 5 * 5;
}

DamageStepKind bonusStep(DamageBonusReason reason)
{
    switch (reason) {
    case DamageBonusReason::Effect:
        return DamageStepKind::Bonus;
    case DamageBonusReason::SneakAttack:
        return DamageStepKind::SneakAttack;
    case DamageBonusReason::DangerousTerrain:
        return DamageStepKind::DangerousTerrain;
    }
    return DamageStepKind::Bonus;
}

// The running total of one damage effect and the log of how it got there.
class Sequence {
public:
    int total() const { return m_total; }
    bool nullified() const { return m_nullified; }

    // Logs a step that moves the total to `after` (never below 0).
    void record(DamageStepKind kind, DamageType type, int after, const QString& rule)
    {
        const int shown = std::max(after, 0);
        m_steps.append({kind, type, m_total, shown, rule});
        m_total = shown;
    }

    // A step of the calculation proper: damage that reaches 0 or less at any step nullifies the
    // whole effect (806.2).
    void step(DamageStepKind kind, DamageType type, int after, const QString& rule)
    {
        record(kind, type, after, rule);
        if (m_total <= 0)
            nullify();
    }

    void nullify()
    {
        m_steps.append({DamageStepKind::Nullified, DamageType::Untyped, m_total, 0, QStringLiteral("806.2")});
        m_total = 0;
        m_nullified = true;
    }

    DamageCalculation result() const { return {m_total, m_nullified, m_steps, {}}; }

private:
    int m_total = 0;
    bool m_nullified = false;
    QList<DamageStep> m_steps;
};

// One amount per type, in order of first appearance, so that Resist and Vulnerable apply once per
// type however the effect's parts and bonuses were written.
QList<DamagePart> mergedByType(const QList<DamagePart>& parts)
{
    QList<DamagePart> merged;
    for (const DamagePart& part : parts) {
        auto same = std::find_if(merged.begin(), merged.end(),
                                 [&](const DamagePart& other) { return other.type == part.type; });
        if (same == merged.end())
            merged.append(part);
        else
            same->amount += part.amount;
    }
    return merged;
}

} // namespace

DamageInput ongoingDamageInput(const OngoingDamage& ongoing)
{
    DamageInput input;
    input.parts = {damagePart(ongoing.amount, ongoing.type)};
    input.origin = DamageOrigin::Other;
    return input;
}

QString damageStepKey(DamageStepKind kind)
{
    switch (kind) {
    case DamageStepKind::Base:
        return QStringLiteral("base");
    case DamageStepKind::Critical:
        return QStringLiteral("critical");
    case DamageStepKind::Bonus:
        return QStringLiteral("bonus");
    case DamageStepKind::SneakAttack:
        return QStringLiteral("sneak-attack");
    case DamageStepKind::DangerousTerrain:
        return QStringLiteral("dangerous-terrain");
    case DamageStepKind::Immune:
        return QStringLiteral("immune");
    case DamageStepKind::Resist:
        return QStringLiteral("resist");
    case DamageStepKind::ResistAll:
        return QStringLiteral("resist-all");
    case DamageStepKind::HalvedByEnervated:
        return QStringLiteral("halved-enervated");
    case DamageStepKind::HalvedByInsubstantial:
        return QStringLiteral("halved-insubstantial");
    case DamageStepKind::HalvedByCardText:
        return QStringLiteral("halved-card-text");
    case DamageStepKind::MissedByEvasion:
        return QStringLiteral("evasion");
    case DamageStepKind::Vulnerable:
        return QStringLiteral("vulnerable");
    case DamageStepKind::VulnerableAll:
        return QStringLiteral("vulnerable-all");
    case DamageStepKind::Nullified:
        return QStringLiteral("nullified");
    case DamageStepKind::TemporaryHitPoints:
        return QStringLiteral("temporary-hit-points");
    case DamageStepKind::HitPoints:
        return QStringLiteral("hit-points");
    case DamageStepKind::Bloodied:
        return QStringLiteral("bloodied");
    case DamageStepKind::Destroyed:
        return QStringLiteral("destroyed");
    }
    return {};
}

DamageCalculation calculateDamage(const DamageInput& input, const CreatureAbilities& target)
{
    Sequence sequence;
    const bool hit = input.origin == DamageOrigin::AttackHit;
    const bool fromAttack = input.origin != DamageOrigin::Other;

    // 806.3: the printed damage, doubled on a critical hit. Bonuses come after and are not doubled.
    QList<DamagePart> parts;
    for (const DamagePart& part : input.parts) {
        sequence.record(DamageStepKind::Base, part.type, sequence.total() + part.amount,
                        QStringLiteral("806.3"));
        parts.append(part);
    }
    if (sequence.total() <= 0) {
        sequence.nullify();
        return sequence.result();
    }
    // Card text (109.1): an evasive creature takes nothing from an attack's miss damage.
    if (input.origin == DamageOrigin::AttackMiss && target.evasion) {
        sequence.step(DamageStepKind::MissedByEvasion, DamageType::Untyped, 0, QStringLiteral("109.1"));
        return sequence.result();
    }
    const bool critical = hit && input.critical;
    if (critical && !target.noExtraCriticalDamage) {
        for (DamagePart& part : parts)
            part.amount *= input.criticalMultiple;
        sequence.step(DamageStepKind::Critical, DamageType::Untyped,
                      sequence.total() * input.criticalMultiple,
                      input.criticalMultiple == 2 ? QStringLiteral("806.3") : QStringLiteral("109.1"));
    }
    if (hit) {
        for (const DamageBonus& bonus : input.bonuses) {
            sequence.step(bonusStep(bonus.reason), bonus.type, sequence.total() + bonus.amount,
                          damageBonusRule(bonus.reason));
            parts.append(damagePart(bonus.amount, bonus.type));
        }
    }
    if (critical && target.criticalDamageReduction > 0) {
        sequence.step(DamageStepKind::Bonus, DamageType::Untyped,
                      sequence.total() - target.criticalDamageReduction, QStringLiteral("109.1"));
        parts.append(damagePart(-target.criticalDamageReduction, DamageType::Untyped));
    }
    parts = mergedByType(parts);

    // 806.5: subtractions first (Immune, Resist TYPE, Resist All), then halving.
    for (DamagePart& part : parts) {
        if (part.amount > 0 && target.immuneDamage.contains(part.type) && !sequence.nullified()) {
            sequence.step(DamageStepKind::Immune, part.type, sequence.total() - part.amount,
                          QStringLiteral("707.7.a"));
            part.amount = 0;
        }
    }
    for (DamagePart& part : parts) {
        const int reduction = std::min(target.resist.value(part.type), part.amount);
        if (reduction > 0 && !sequence.nullified()) {
            sequence.step(DamageStepKind::Resist, part.type, sequence.total() - reduction,
                          QStringLiteral("707.11.a"));
            part.amount -= reduction;
        }
    }
    const int resistAll = critical ? std::max(target.resistAll, target.criticalResistAll) : target.resistAll;
    if (resistAll > 0 && !sequence.nullified())
        sequence.step(DamageStepKind::ResistAll, DamageType::Untyped, sequence.total() - resistAll,
                      resistAll == target.resistAll ? QStringLiteral("707.11.b") : QStringLiteral("109.1"));
    if (fromAttack && input.attackerEnervated && !sequence.nullified())
        sequence.step(DamageStepKind::HalvedByEnervated, DamageType::Untyped, halved(sequence.total()),
                      QStringLiteral("905.1"));
    if (fromAttack && target.insubstantial && !input.ignoresInsubstantial && !sequence.nullified())
        sequence.step(DamageStepKind::HalvedByInsubstantial, DamageType::Untyped, halved(sequence.total()),
                      QStringLiteral("707.8.a"));
    if (fromAttack && input.attackKind && target.halfDamageFrom.contains(*input.attackKind) &&
        !sequence.nullified())
        sequence.step(DamageStepKind::HalvedByCardText, DamageType::Untyped, halved(sequence.total()),
                      QStringLiteral("109.1"));
    if (sequence.nullified())
        return sequence.result();

    // 806.6: Vulnerable, once for each type the effect still deals.
    for (const DamagePart& part : parts) {
        const int increase = target.vulnerable.value(part.type);
        if (part.amount > 0 && increase > 0)
            sequence.step(DamageStepKind::Vulnerable, part.type, sequence.total() + increase,
                          QStringLiteral("707.14.a"));
    }
    if (target.vulnerableAll > 0)
        sequence.step(DamageStepKind::VulnerableAll, DamageType::Untyped,
                      sequence.total() + target.vulnerableAll, QStringLiteral("707.14.a"));
    DamageCalculation calculation = sequence.result();
    for (const DamagePart& part : parts) {
        if (part.amount > 0)
            calculation.typesDealt.append(part.type);
    }
    return calculation;
}

} // namespace ddm
