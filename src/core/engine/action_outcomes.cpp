// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/action_outcomes.h"

namespace ddm {
namespace {

bool marksACreature(const LogEntry& entry)
{
    return (entry.event == LogEvent::Attack && entry.outcome != AttackOutcome::None &&
            !entry.other.isEmpty()) ||
           entry.hpChange != 0 || entry.event == LogEvent::Eliminated;
}

} // namespace

QList<CreatureOutcome> outcomesOfAction(const QList<LogEntry>& log, qsizetype action)
{
    QList<CreatureOutcome> outcomes;
    auto outcomeOf = [&outcomes](const QString& creature) -> CreatureOutcome& {
        for (CreatureOutcome& outcome : outcomes) {
            if (outcome.creature == creature)
                return outcome;
        }
        outcomes.append({creature, {}, 0, false});
        return outcomes.last();
    };
    for (const LogEntry& entry : log) {
        if (entry.action != action || !marksACreature(entry))
            continue;
        if (entry.event == LogEvent::Attack) {
            QList<AttackOutcome>& attacks = outcomeOf(entry.other).attacks;
            if (entry.outcome == AttackOutcome::MissInstead && !attacks.isEmpty())
                attacks.last() = AttackOutcome::Miss;
            else
                attacks.append(entry.outcome == AttackOutcome::MissInstead ? AttackOutcome::Miss
                                                                           : entry.outcome);
        } else if (entry.hpChange != 0) {
            outcomeOf(entry.creature).hpChange += entry.hpChange;
        } else {
            outcomeOf(entry.creature).eliminated = true;
        }
    }
    return outcomes;
}

LatestOutcomes latestOutcomes(const QList<LogEntry>& log)
{
    for (auto entry = log.crbegin(); entry != log.crend(); ++entry) {
        if (entry->event == LogEvent::RoundStarted)
            break;
        if (marksACreature(*entry))
            return {entry->action, outcomesOfAction(log, entry->action)};
    }
    return {};
}

} // namespace ddm
