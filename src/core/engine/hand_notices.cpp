// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/hand_notices.h"

#include "engine/battle_effects.h"

namespace ddm {
namespace {

QString momentWords(PowerMoment moment)
{
    switch (moment) {
    case PowerMoment::SetUp:
        return QStringLiteral("set-up");
    case PowerMoment::StartOfRound:
        return QStringLiteral("the start of the round");
    case PowerMoment::EndOfRound:
        return QStringLiteral("the end of the round");
    case PowerMoment::StartOfOwnTurn:
        return QStringLiteral("the start of its turn");
    case PowerMoment::OwnTurn:
        return QStringLiteral("an action on its turn");
    case PowerMoment::EndOfOwnTurn:
        return QStringLiteral("the end of its turn");
    case PowerMoment::Destroyed:
        return QStringLiteral("its destruction");
    }
    return {};
}

QString noteText(const QString& creature, const TimedHandPower& power)
{
    return QStringLiteral("%1's %2 (its moment: %3) is not run by the engine: resolve it by hand")
        .arg(creature, power.name, momentWords(power.moment));
}

} // namespace

void noteByHand(ActionContext& context, const QString& id, PowerMoment moment)
{
    for (const TimedHandPower& power : context.combatant(id).profile.byHandAtMoments) {
        if (power.moment == moment)
            context.log(LogEvent::ByHand, noteText(creatureLabel(context, id), power),
                        powerMomentRule(moment), id);
    }
}

QList<LogEntry> setupHandLog(const QList<Combatant>& combatants)
{
    QList<LogEntry> log;
    for (const Combatant& combatant : combatants) {
        for (const TimedHandPower& power : combatant.profile.byHandAtMoments) {
            if (power.moment != PowerMoment::SetUp)
                continue;
            LogEntry entry;
            entry.event = LogEvent::ByHand;
            entry.text = noteText(QStringLiteral("%1 (%2)").arg(combatant.id, combatant.card.name), power);
            entry.rule = powerMomentRule(PowerMoment::SetUp);
            entry.creature = combatant.id;
            log.append(entry);
        }
    }
    return log;
}

void noteByHandForAll(ActionContext& context, PowerMoment moment)
{
    for (const QString& id : context.creaturesInPlay())
        noteByHand(context, id, moment);
}

} // namespace ddm
