// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/battle_state.h"

#include "engine/action.h"

namespace ddm {

const CreatureState* BattleState::creature(const QString& id) const
{
    for (const CreatureState& state : creatures) {
        if (state.id == id)
            return &state;
    }
    return nullptr;
}

CreatureState* BattleState::creature(const QString& id)
{
    for (CreatureState& state : creatures) {
        if (state.id == id)
            return &state;
    }
    return nullptr;
}

int BattleState::victoryPointsOf(Side side) const { return victoryPoints[sideIndex(side)]; }

} // namespace ddm
