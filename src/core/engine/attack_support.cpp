#include "engine/attack_support.h"

namespace ddm {
namespace {

void effectsGaps(const AttackEffects& effects, const QString& when, QStringList& gaps)
{
    const auto gap = [&](const QString& what) { gaps.append(when.isEmpty() ? what : QStringLiteral("%1 %2").arg(what, when)); };
    if (!effects.allyHealing.isEmpty())
        gap(QStringLiteral("healing allies"));
    if (effects.targetProvokes)
        gap(QStringLiteral("the target provoking opportunity attacks"));
    if (effects.afterAllAttacks)
        gap(QStringLiteral("an effect after all attacks"));
    if (effects.furtherAttack)
        gap(QStringLiteral("a further attack"));
    if (effects.forced && effects.forced->closer)
        gap(QStringLiteral("moving closer to the target"));
    if (effects.attackerMove && effects.attackerMove->closer)
        gap(QStringLiteral("the attacker moving closer to the target"));
}

} // namespace

QStringList unsupportedFeatures(const AttackPower& power)
{
    QStringList gaps;
    effectsGaps(power.onHit, QStringLiteral("on a hit"), gaps);
    effectsGaps(power.onMiss, QStringLiteral("on a miss"), gaps);
    effectsGaps(power.hitOrMiss, QStringLiteral("hit or miss"), gaps);
    effectsGaps(power.onCritical, QStringLiteral("on a critical hit"), gaps);
    if (power.followUp)
        effectsGaps(power.followUp->onHit, QStringLiteral("on the follow-up's hit"), gaps);
    if (power.move)
        gaps.append(QStringLiteral("the move the attack includes"));
    if (power.meleeAttacks)
        gaps.append(QStringLiteral("choosing among the creature's melee attacks"));
    if ((power.kind == AttackKind::Close || power.kind == AttackKind::Area) && power.attackCount > 1)
        gaps.append(QStringLiteral("several area attacks"));
    return gaps;
}

bool rechargeIsWatched(RechargeTrigger trigger)
{
    switch (trigger) {
    case RechargeTrigger::FirstBloodied:
    case RechargeTrigger::StartOfTurnNoAdjacent:
    case RechargeTrigger::EndOfTurnNoAdjacent:
    case RechargeTrigger::HitsWithMelee:
    case RechargeTrigger::HitsWithRanged:
    case RechargeTrigger::DestroysEnemy:
    case RechargeTrigger::TakesDamage:
    case RechargeTrigger::HitByMelee:
    case RechargeTrigger::AllyDestroyed:
    case RechargeTrigger::EnemyDestroyed:
    case RechargeTrigger::AttackHits:
    case RechargeTrigger::AttackMisses:
    case RechargeTrigger::HitByAttack:
    case RechargeTrigger::MissedByAttack:
    case RechargeTrigger::DamagedByEnemy:
    case RechargeTrigger::EndOfTurnNoMove:
    case RechargeTrigger::EndOfTurnNoAttack:
    case RechargeTrigger::EndOfTurnInVictoryArea:
        return true;
    case RechargeTrigger::MoveAction:
    case RechargeTrigger::MinorAction:
    case RechargeTrigger::AttackAction:
    case RechargeTrigger::StartOfTurnUnseen:
    case RechargeTrigger::EndOfTurnUnseen:
    case RechargeTrigger::NoneAffected:
    case RechargeTrigger::UsesPower:
        break;
    }
    return false;
}

QStringList runGaps(const AttackPower& power)
{
    QStringList gaps = unsupportedFeatures(power);
    if (power.recharge && !rechargeIsWatched(*power.recharge))
        gaps.append(QStringLiteral("watching for its recharge (%1)").arg(rechargeTriggerName(*power.recharge)));
    return gaps;
}

} // namespace ddm
