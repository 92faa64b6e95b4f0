// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "combat/damage_sequence.h"

namespace ddm {

DamageResult resolveDamage(const DamageInput& input, const CreatureAbilities& target,
                           const HitPoints& hitPoints)
{
    const DamageCalculation calculation = calculateDamage(input, target);
    DamageResult result;
    result.amount = calculation.amount;
    result.nullified = calculation.nullified;
    result.steps = calculation.steps;
    result.typesDealt = calculation.typesDealt;
    result.change = takeDamage(hitPoints, calculation.amount);

    const HitPointChange& change = result.change;
    if (change.absorbed > 0)
        result.steps.append({DamageStepKind::TemporaryHitPoints, DamageType::Untyped, change.before.temporary,
                             change.after.temporary, QStringLiteral("806.7.a")});
    if (change.lost > 0)
        result.steps.append({DamageStepKind::HitPoints, DamageType::Untyped, change.before.current,
                             change.after.current, QStringLiteral("806.7")});
    if (change.becameBloodied)
        result.steps.append({DamageStepKind::Bloodied, DamageType::Untyped, change.before.current,
                             change.after.current, QStringLiteral("804.4.d")});
    if (change.destroyed)
        result.steps.append({DamageStepKind::Destroyed, DamageType::Untyped, change.before.current,
                             change.after.current, QStringLiteral("806.9")});
    return result;
}

} // namespace ddm
