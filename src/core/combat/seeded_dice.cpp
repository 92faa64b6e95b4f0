// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "combat/seeded_dice.h"

#include <limits>

namespace ddm {

SeededDice::SeededDice(quint32 seed)
    : m_seed(seed)
    , m_generator(seed)
{
}

std::optional<int> SeededDice::produceD20()
{
    // The faces are mapped here, not by a standard-library distribution (whose algorithm differs
    // between libraries): draws in the top, incomplete block of 20 are redrawn, so every face is
    // equally likely.
    constexpr quint64 kRange = quint64(std::numeric_limits<quint32>::max()) + 1;
    constexpr quint64 kLimit = kRange - kRange % 20;
    quint32 draw = m_generator.generate();
    while (draw >= kLimit)
        draw = m_generator.generate();
    return int(draw % 20) + 1;
}

} // namespace ddm
