// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "combat/scripted_dice.h"

namespace ddm {

std::optional<InvalidRoll> ScriptedDice::append(const QList<int>& rolls)
{
    for (qsizetype i = 0; i < rolls.size(); ++i) {
        if (!isD20Face(rolls.at(i)))
            return InvalidRoll{i, rolls.at(i)};
    }
    m_script.append(rolls);
    return std::nullopt;
}

std::optional<int> ScriptedDice::produceD20()
{
    if (m_next >= m_script.size())
        return std::nullopt;
    return m_script.at(m_next++);
}

} // namespace ddm
