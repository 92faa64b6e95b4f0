// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/battle_log.h"

#include <QList>
#include <QString>

namespace ddm {

// What one action did to a creature, as the board marks it over its token: the attacks that hit or
// missed it, in order, the damage it took or the hit points it regained, and whether it was
// eliminated. (A pit's follow-up attack roll, 1013.4, is marked by the damage it deals, not as a hit.)
struct CreatureOutcome {
    QString creature;
    QList<AttackOutcome> attacks; // Miss, Hit or Critical; a hit made a miss (109.1) counts as a miss
    int hpChange = 0;             // the damage it took (negative) and the hit points it regained, summed
    bool eliminated = false;

    bool operator==(const CreatureOutcome&) const = default;
};

// The outcomes of the log's entries from action `action` (its index in the history), in the order the
// creatures were first affected; creatures the action hit, missed, damaged, healed or eliminated only.
QList<CreatureOutcome> outcomesOfAction(const QList<LogEntry>& log, qsizetype action);

// The latest action of the round that hit, missed, damaged, healed or eliminated a creature (so
// ending the turn after an attack keeps the attack's marks), and its outcomes; action -1 and none
// when the round has had no such action yet.
struct LatestOutcomes {
    qsizetype action = -1;
    QList<CreatureOutcome> outcomes;
};
LatestOutcomes latestOutcomes(const QList<LogEntry>& log);

} // namespace ddm
