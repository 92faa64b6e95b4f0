// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace ddm {

// The moment a power's own words say it is used, for a power the engine cannot run: the battle log
// tells the players to resolve it by hand then, so it is never silently skipped.
enum class PowerMoment {
    SetUp,          // "Use during setup", "after your set-up" (102.2, 102.8)
    StartOfRound,   // "Use at start of round", "before rolling initiative" (302.1)
    EndOfRound,     // "Use at end of round" (305.1)
    StartOfOwnTurn, // "Use at start of this creature's turn" (402.1)
    OwnTurn,        // "Minor action", "Replaces attack action": an action of its own on its turn (403)
    EndOfOwnTurn,   // "at end of this creature's turn" (404.1)
    Destroyed,      // "Use when this creature is destroyed" (415.2.b)
};

// The moment of the first timing the power's first two clauses name (its timing comes before or
// just after its name); none when they name none of these (a standing bonus, or a power that answers
// another creature's deed).
std::optional<PowerMoment> powerMomentOf(const QString& text);

// The rule of that moment, for the log ("402.1").
QString powerMomentRule(PowerMoment moment);

} // namespace ddm
