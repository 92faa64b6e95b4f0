// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/battle_log.h"
#include "engine/battle_setup.h"
#include "engine/initiative.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace ddm {

// 102.1: each side's highest Champion rating among its creatures' cards; none without a champion.
std::array<std::optional<int>, 2> setupChampionRatings(const QList<CreatureSetup>& creatures);

// The set-up roll (102.3-102.4) from the d20s recorded for each side, with the champion rule:
// a winner when they decide one using every d20; otherwise `problem` says what is wrong with them
// ("side B needs another d20", "2 d20s of side A are not needed").
struct SetupRollCheck {
    InitiativeResult result;
    QString problem;
};
SetupRollCheck replaySetupRoll(const QList<CreatureSetup>& creatures, const std::array<QList<int>, 2>& rolls);

// The battle log's first entry (action -1): the set-up roll, who won it and how, and whom the winner
// chose as Player 1. None without a set-up roll.
QList<LogEntry> setupRollLog(const BattleSetup& setup);

} // namespace ddm
