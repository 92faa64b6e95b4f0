// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "combat/concealment.h"

#include <QList>

namespace ddm {

QString concealSourceKey(ConcealSource source)
{
    switch (source) {
    case ConcealSource::Power:
        return QStringLiteral("power");
    case ConcealSource::InvisibleTarget:
        return QStringLiteral("invisible-target");
    case ConcealSource::BlindedAttacker:
        return QStringLiteral("blinded-attacker");
    }
    return {};
}

std::optional<Concealment> concealmentAgainst(const AttackSituation& situation, const AttackRoll& roll)
{
    const bool melee = situation.kind == AttackKind::Melee;
    const bool meleeOrRanged = melee || situation.kind == AttackKind::Ranged;
    if (!roll.hit || roll.critical || !meleeOrRanged || situation.attackerIgnoresConceal)
        return std::nullopt;

    constexpr int kSeeingNothing = 11; // 804.4.f and 901.1 both give Conceal 11
    QList<Concealment> candidates;
    if (situation.targetConceal)
        candidates.append({*situation.targetConceal, ConcealSource::Power, QStringLiteral("707.4.a")});
    if (melee && situation.targetInvisibleToAttacker)
        candidates.append({kSeeingNothing, ConcealSource::InvisibleTarget, QStringLiteral("804.4.f")});
    if (melee && situation.attackerConditions.contains(Condition::Blinded))
        candidates.append({kSeeingNothing, ConcealSource::BlindedAttacker, QStringLiteral("901.1")});

    std::optional<Concealment> highest;
    for (const Concealment& candidate : candidates) {
        if (!highest || candidate.value > highest->value)
            highest = candidate;
    }
    return highest;
}

} // namespace ddm
