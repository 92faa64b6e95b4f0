// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "combat/dice_source.h"

#include <QRandomGenerator>

namespace ddm {

// Pseudo-random d20s from a seed: the same seed gives the same rolls on every platform, so a battle
// saved as its seed and its actions replays exactly. Never runs out.
class SeededDice final : public DiceSource {
public:
    explicit SeededDice(quint32 seed);

    quint32 seed() const { return m_seed; }

protected:
    std::optional<int> produceD20() override;

private:
    quint32 m_seed = 0;
    QRandomGenerator m_generator;
};

} // namespace ddm
