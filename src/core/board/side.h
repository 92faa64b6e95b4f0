// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace ddm {

// The two warbands of a battle, named after the start area they set up in (CRG 1000.3).
enum class Side { A, B };

QString sideName(Side side); // "A", "B"
std::optional<Side> parseSide(const QString& text);
constexpr Side opponentOf(Side side)
{
    return side == Side::A ? Side::B : Side::A;
}

} // namespace ddm
