// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "combat/dice_source.h"
#include "engine/side_index.h"
#include "board/side.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace ddm {

// The champion test of CRG 302.2 with 110.3: each side's highest Champion rating among its active
// champions in play (none: the side has no such champion). The side with the higher rating rolls
// twice; a side with a champion beats one without (110.3.a); neither has one, or equal ratings: no one.
std::optional<Side> championAdvantage(const std::array<std::optional<int>, 2>& highestRatings);

// One pair of initiative rolls: each side's d20s (two for the side that rolls twice) and the value
// it keeps (the higher of two, 302.2).
struct InitiativeRound {
    std::array<QList<int>, 2> rolls;
    std::array<int, 2> kept{0, 0};
};

struct InitiativeResult {
    QList<InitiativeRound> rounds; // more than one after rerolled ties (102.4.b)
    std::optional<Side> winner;
    QString rule; // why the winner won: "302.3" higher roll, "102.4.a" tie to the higher champion
    // Set when a side's dice ran out: the side that still needed a d20. No winner then.
    std::optional<Side> missingRollFor;
};

// Rolls initiative (CRG 302.2-302.3). Ties go to the side with the higher Champion rating (102.4.a;
// CRG 302 has no tie rule of its own, so the set-up rule is reused); without one both reroll
// (102.4.b). Each side's d20s come from its own source, in order; `extraDice` more for a side that
// rolls extra d20s "when determining initiative this round" (champion powers), on rerolls too.
InitiativeResult rollInitiative(std::optional<Side> advantage, DiceSource& diceA, DiceSource& diceB,
                                std::array<int, 2> extraDice = {0, 0});

// Every pair of rolls, for the battle log: "A 12, B 7 and 15; tie, reroll (102.4.b): A 3, B 9".
QString initiativeRollsText(const InitiativeResult& result);
// The d20s of every round, side A's before side B's, for the log entry that shows them.
QList<DieRoll> initiativeDice(const InitiativeResult& result);

} // namespace ddm
