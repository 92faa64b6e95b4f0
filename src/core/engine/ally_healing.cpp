// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/ally_healing.h"

#include "board/distance.h"
#include "combat/hit_points.h"
#include "engine/battle_effects.h"

#include <algorithm>

namespace ddm {
namespace {

// Why `ally` cannot be healed by the effect; empty when it can.
QString ineligibility(ActionContext& context, const Strike& strike, const AllyHealing& healing,
                      const QString& ally)
{
    const QString centre = healing.nearTarget ? strike.target : strike.attacker;
    const CreatureState& creature = context.creature(ally);
    if (!creature.inPlay())
        return QStringLiteral("%1 is not in play").arg(ally);
    if (ally == strike.attacker || context.areEnemies(strike.attacker, ally))
        return QStringLiteral("%1 is not an ally of %2").arg(ally, strike.attacker);
    if (healing.within && !withinDistance(context.map(), context.occupancy(), context.creature(centre).space,
                                          creature.space, *healing.within))
        return QStringLiteral("%1 is not within %2 square(s) of %3")
            .arg(ally)
            .arg(*healing.within)
            .arg(centre);
    return {};
}

QStringList alliesInReach(ActionContext& context, const Strike& strike, const AllyHealing& healing)
{
    QStringList allies;
    for (const QString& id : context.creaturesInPlay()) {
        if (ineligibility(context, strike, healing, id).isEmpty())
            allies.append(id);
    }
    return allies;
}

// 801.3.c: who heals when the count leaves a choice; the action's "healed" entries, in order.
QStringList chosenAllies(ActionContext& context, const Strike& strike, const AllyHealing& healing,
                         const QStringList& inReach)
{
    const qsizetype wanted = std::min<qsizetype>(*healing.count, inReach.size());
    if (!context.hasHealedLeft()) {
        if (inReach.size() > *healing.count) {
            ActionError error{
                ActionErrorKind::BadInput,
                QStringLiteral("healed: %1 heals %2 of %3's allies in reach (%4): name them in \"healed\"")
                    .arg(strike.label)
                    .arg(*healing.count)
                    .arg(strike.attacker, inReach.join(QStringLiteral(", "))),
                QStringLiteral("801.3.c")};
            error.healedAllies = HealedAlliesNeeded{strike.attacker, strike.label, *healing.count, inReach};
            ActionContext::refuse(error);
        }
        return inReach;
    }
    QStringList chosen;
    while (chosen.size() < wanted && context.hasHealedLeft()) {
        const QString ally = *context.takeHealed();
        if (const QString problem = ineligibility(context, strike, healing, ally); !problem.isEmpty())
            ActionContext::illegal(
                QStringLiteral("healed: %1 cannot heal %2: %3").arg(strike.label, ally, problem),
                QStringLiteral("109.1"));
        if (chosen.contains(ally))
            ActionContext::illegal(QStringLiteral("healed: %1 heals %2 only once").arg(strike.label, ally),
                                   QStringLiteral("109.1"));
        chosen.append(ally);
    }
    return chosen;
}

} // namespace

void healAllies(ActionContext& context, const Strike& strike, const AllyHealing& effect)
{
    const QStringList inReach = alliesInReach(context, strike, effect);
    const QStringList healed = effect.count ? chosenAllies(context, strike, effect, inReach) : inReach;
    if (healed.isEmpty())
        context.log(
            LogEvent::Damage,
            QStringLiteral("%1: no ally of %2 is in reach to heal").arg(strike.label, strike.attacker),
            QStringLiteral("109.3"), strike.attacker);
    for (const QString& ally : healed)
        healCreature(context, ally, effect.amount, strike.label, strike.attacker);
}

} // namespace ddm
