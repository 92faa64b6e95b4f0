// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/occupancy.h"

#include <algorithm>

namespace ddm {

Occupancy::Occupancy(int width, int height)
    : m_width(std::max(width, 0))
    , m_height(std::max(height, 0))
    , m_index(qsizetype(m_width) * m_height, -1)
{
}

bool Occupancy::place(const Occupant& occupant)
{
    if (occupant.space.span < 1 || find(occupant.id) || !fits(occupant.space, occupant.id))
        return false;
    m_occupants.append(occupant);
    reindex();
    return true;
}

bool Occupancy::remove(const QString& id)
{
    const auto removed = std::remove_if(m_occupants.begin(), m_occupants.end(),
                                        [&id](const Occupant& occupant) { return occupant.id == id; });
    if (removed == m_occupants.end())
        return false;
    m_occupants.erase(removed, m_occupants.end());
    reindex();
    return true;
}

bool Occupancy::moveTo(const QString& id, Square topLeft)
{
    const auto found = std::find_if(m_occupants.begin(), m_occupants.end(),
                                    [&id](const Occupant& occupant) { return occupant.id == id; });
    if (found == m_occupants.end() || !fits(found->space.movedTo(topLeft), id))
        return false;
    found->space.topLeft = topLeft;
    reindex();
    return true;
}

const Occupant* Occupancy::occupantAt(Square square) const
{
    if (square.x < 0 || square.y < 0 || square.x >= m_width || square.y >= m_height)
        return nullptr;
    const qint16 index = m_index.at(square.y * m_width + square.x);
    return index < 0 ? nullptr : &m_occupants.at(index);
}

const Occupant* Occupancy::find(const QString& id) const
{
    for (const Occupant& occupant : m_occupants) {
        if (occupant.id == id)
            return &occupant;
    }
    return nullptr;
}

bool Occupancy::fits(const Space& space, const QString& ignoredId) const
{
    if (space.topLeft.x < 0 || space.topLeft.y < 0 || space.topLeft.x + space.span > m_width ||
        space.topLeft.y + space.span > m_height)
        return false;
    for (const Square square : space.squares()) {
        const Occupant* other = occupantAt(square);
        if (other && other->id != ignoredId)
            return false;
    }
    return true;
}

void Occupancy::reindex()
{
    std::fill(m_index.begin(), m_index.end(), qint16(-1));
    for (qsizetype i = 0; i < m_occupants.size(); ++i) {
        for (const Square square : m_occupants.at(i).space.squares())
            m_index[square.y * m_width + square.x] = qint16(i);
    }
}

} // namespace ddm
