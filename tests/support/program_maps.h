// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The maps the program knows without a data directory (shipped and official), for tests whose
// warbands name a battle map as every complete warband does (CRG 101.1).

#include "board/map_library.h"
#include "warband/warband_format.h"

#include <memory>

namespace ddm::test {

inline std::shared_ptr<const MapLibrary> programMaps()
{
    static const std::shared_ptr<const MapLibrary> maps =
        std::make_shared<const MapLibrary>(MapLibrary::load({}));
    return maps;
}

// A map of the size `points` needs (official maps of the 2008 starter set); empty for no format.
inline QString mapFor(int points)
{
    const std::optional<WarbandFormat> format = warbandFormat(points);
    if (!format)
        return {};
    return format->map == MapSize::Full ? QStringLiteral("Jungle Temple") : QStringLiteral("Crossroads");
}

} // namespace ddm::test
