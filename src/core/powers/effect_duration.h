// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace ddm {

// How long an effect lasts (CRG 800.3, 803.2, 900.2). "Turn" always means the affected creature's
// turn unless the name says otherwise; an effect ends when the named step ends (CRG 300.3, 400.3).
enum class EffectDuration {
    Instant,          // a one-time effect: damage, a push; nothing remains (802.1)
    SaveEnds,         // "(save ends)": a saving throw at each end of the affected creature's turn (804.4.e)
    EndOfTurn,        // "until end of turn": the end of the turn in which it was created (400.3)
    StartOfNextTurn,  // "until start of its next turn": expires as that turn begins (400.2)
    EndOfNextTurn,    // the affected creature's next End of Turn step: the default for a condition
                      // with no printed duration (900.2, 800.3), the current turn's end on its own turn
    EndOfRound,       // "until end of round": the End of Round step (305)
    Permanent,        // "until end of battle", or a game-state effect with no duration (800.3, 803.2)
    EndOfItsNextTurn, // "until end of its next turn": as EndOfNextTurn, but put on during the affected
                      // creature's own turn it lasts through the turn after that one
};

// Canonical names ("SaveEnds") for files and logs, parsed case-insensitively.
QString effectDurationName(EffectDuration duration);
std::optional<EffectDuration> parseEffectDuration(const QString& text);
// The CRG rule that says when an effect with this duration ends ("804.4.e" for SaveEnds).
QString effectDurationRule(EffectDuration duration);

} // namespace ddm
