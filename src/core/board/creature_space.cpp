// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/creature_space.h"

namespace ddm {

int spanForSize(CreatureSize size)
{
    switch (size) {
    case CreatureSize::Tiny:
    case CreatureSize::Small:
    case CreatureSize::Medium:
        return 1;
    case CreatureSize::Large:
        return 2;
    case CreatureSize::Huge:
        return 3;
    case CreatureSize::Gargantuan:
        return 4;
    case CreatureSize::Colossal:
        return 6;
    }
    return 1;
}

int spanForSize(std::optional<CreatureSize> size)
{
    return spanForSize(size.value_or(CreatureSize::Medium));
}

bool Space::overlaps(const Space& other) const
{
    return topLeft.x < other.topLeft.x + other.span && other.topLeft.x < topLeft.x + span &&
           topLeft.y < other.topLeft.y + other.span && other.topLeft.y < topLeft.y + span;
}

QList<Square> Space::squares() const
{
    QList<Square> result;
    result.reserve(span * span);
    for (int dy = 0; dy < span; ++dy) {
        for (int dx = 0; dx < span; ++dx)
            result.append(topLeft.offset(dx, dy));
    }
    return result;
}

} // namespace ddm
