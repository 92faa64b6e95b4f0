// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "combat/attack_resolution.h"

namespace ddm {

QList<DamageBonus> hitDamageBonuses(const AttackSituation& situation, const AttackRoll& roll)
{
    if (!roll.hit)
        return {};
    QList<DamageBonus> bonuses = situation.extraDamage;
    if (situation.sneakAttack > 0 && roll.combatAdvantage())
        bonuses.append({situation.sneakAttack, DamageType::Untyped, DamageBonusReason::SneakAttack});
    if (situation.attackerOnDangerousTerrain && situation.kind == AttackKind::Melee) {
        constexpr int kDangerousTerrainDamage = 5;
        bonuses.append({kDangerousTerrainDamage, DamageType::Untyped, DamageBonusReason::DangerousTerrain});
    }
    return bonuses;
}

AttackResult resolveAttack(const AttackSituation& situation, DiceSource& dice)
{
    AttackResult result;
    std::optional<int> natural;
    if (needsAttackRoll(situation)) {
        natural = dice.nextD20(RollPurpose::Attack);
        if (!natural) {
            result.missingRoll = RollPurpose::Attack;
            return result;
        }
    }
    result.roll = judgeAttackRoll(situation, natural);
    result.hit = result.roll.hit;
    result.critical = result.roll.critical;
    result.decidedBy = result.roll.decidedBy;
    result.rule = result.roll.rule;

    if (const auto concealment = concealmentAgainst(situation, result.roll)) {
        const std::optional<int> roll = dice.nextD20(RollPurpose::Concealment);
        if (!roll) {
            result.missingRoll = RollPurpose::Concealment;
            return result;
        }
        const bool missed = concealmentMisses(*concealment, *roll);
        result.conceal = ConcealCheck{*concealment, *roll, missed};
        if (missed) {
            result.hit = false;
            result.decidedBy = AttackDecision::Concealed;
            result.rule = concealment->rule;
        }
    }
    if (result.hit)
        result.damageBonuses = hitDamageBonuses(situation, result.roll);
    return result;
}

} // namespace ddm
