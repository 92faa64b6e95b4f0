// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/faction_colors.h"

namespace ddm::gui {

QColor factionColor(Faction faction)
{
    switch (faction) {
    case Faction::Borderlands:
        return QColor(0xcc, 0x3d, 0x33);
    case Faction::Civilization:
        return QColor(0x33, 0x6e, 0xcc);
    case Faction::Underdark:
        return QColor(0x8a, 0x4c, 0xc4);
    case Faction::Wild:
        return QColor(0x35, 0x99, 0x48);
    }
    return {};
}

} // namespace ddm::gui
