// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/obstruction.h"

namespace ddm {

QString obstructionName(Obstruction obstruction)
{
    switch (obstruction) {
    case Obstruction::None:
        return QStringLiteral("nothing");
    case Obstruction::Wall:
        return QStringLiteral("wall");
    case Obstruction::Smoke:
        return QStringLiteral("smoke");
    case Obstruction::Forest:
        return QStringLiteral("forest");
    case Obstruction::MarketStall:
        return QStringLiteral("market stall");
    case Obstruction::Web:
        return QStringLiteral("web");
    case Obstruction::Statue:
        return QStringLiteral("statue");
    case Obstruction::Creature:
        return QStringLiteral("creature");
    }
    return {};
}

Obstruction obstructionOf(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Wall:
        return Obstruction::Wall;
    case Terrain::Smoke:
        return Obstruction::Smoke;
    case Terrain::Forest:
        return Obstruction::Forest;
    case Terrain::MarketStall:
        return Obstruction::MarketStall;
    case Terrain::Web:
        return Obstruction::Web;
    case Terrain::Statue:
        return Obstruction::Statue;
    default:
        return Obstruction::None;
    }
}

} // namespace ddm
