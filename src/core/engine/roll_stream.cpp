// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/roll_stream.h"

namespace ddm {

RollStream::RollStream(const std::optional<QList<int>>& given, DiceSource& fallback)
    : m_given(given.value_or(QList<int>{}))
    , m_scripted(given.has_value())
    , m_fallback(fallback)
{
}

QList<int> RollStream::used() const
{
    QList<int> values;
    for (const DieRoll& roll : rolls())
        values.append(roll.value);
    return values;
}

std::optional<int> RollStream::produceD20()
{
    if (m_scripted) {
        if (m_next >= m_given.size())
            return std::nullopt;
        const int value = m_given.at(m_next++);
        // A scripted value no d20 shows is refused like a missing one; the script reader reports
        // such values with their place, so only hand-built actions get here.
        return value >= 1 && value <= 20 ? std::optional<int>(value) : std::nullopt;
    }
    return m_fallback.nextD20(RollPurpose::Attack);
}

} // namespace ddm
