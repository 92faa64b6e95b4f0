// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/card_text_size.h"

namespace ddm {

std::optional<CreatureSize> sizeStatedByCard(const Creature& creature)
{
    const qsizetype space = creature.name.indexOf(QLatin1Char(' '));
    if (space > 0) {
        if (const std::optional<CreatureSize> size = parseSize(creature.name.left(space)))
            return size;
    }
    for (const Power& power : creature.powers) {
        const qsizetype colon = power.text.indexOf(QLatin1Char(':'));
        if (colon > 0) {
            if (const std::optional<CreatureSize> size = parseSize(power.text.left(colon)))
                return size;
        }
    }
    return std::nullopt;
}

} // namespace ddm
