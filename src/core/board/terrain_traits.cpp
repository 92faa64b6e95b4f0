// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/terrain_traits.h"

#include <array>

namespace ddm {
namespace {

TerrainTrait yes(const char* rule)
{
    return {true, QString::fromLatin1(rule)};
}

std::array<TerrainTraits, 17> buildTable()
{
    std::array<TerrainTraits, 17> table;
    auto entry = [&table](Terrain terrain, const char* section) -> TerrainTraits& {
        TerrainTraits& traits = table[static_cast<std::size_t>(terrain)];
        traits.section = QString::fromLatin1(section);
        return traits;
    };
    entry(Terrain::Clear, "1004");

    TerrainTraits& wall = entry(Terrain::Wall, "1005");
    wall.impassable = yes("1005.4");
    wall.sight = SightBlocking::Touch;
    wall.sightRule = QStringLiteral("1002.1.a");
    wall.blocksEffect = yes("1003.1.a");
    wall.noEndingMove = yes("1005.3");
    wall.noPlacing = yes("1005.3");
    wall.noPushPull = yes("813.1");
    wall.noSlide = yes("815.1");

    entry(Terrain::Difficult, "1006").difficult = yes("1006.2");

    // Forest and market stalls share their rules; web is "as forest" in the quick reference.
    for (Terrain foliage : {Terrain::Forest, Terrain::MarketStall, Terrain::Web}) {
        const bool market = foliage == Terrain::MarketStall;
        TerrainTraits& traits = entry(foliage, market ? "1012" : "1010");
        traits.difficult = yes(market ? "1012.2" : "1010.2");
        traits.sight = SightBlocking::PassThrough;
        traits.sightRule = QString::fromLatin1(market ? "1012.4" : "1010.4");
        traits.rangedCover = yes(market ? "1012.3" : "1010.3");
    }

    TerrainTraits& pit = entry(Terrain::Pit, "1013");
    pit.impassable = yes("1013.2");
    pit.noPlacing = yes("1013.2");
    pit.noSlide = yes("1013.2");

    TerrainTraits& statue = entry(Terrain::Statue, "1020");
    statue.doubleCost = yes("1020.2");
    statue.rangedCover = yes("1020.3");
    statue.noEndingMove = yes("1020.4");
    statue.noPlacing = yes("1020.4");
    statue.noPushPull = yes("1020.4");
    statue.noSlide = yes("815.1");

    TerrainTraits& smoke = entry(Terrain::Smoke, "1018");
    smoke.sight = SightBlocking::Touch;
    smoke.sightRule = QStringLiteral("1002.1.b");

    entry(Terrain::BloodRock, "1007");
    entry(Terrain::SacredCircle, "1015");
    entry(Terrain::Teleporter, "1021");
    entry(Terrain::Dangerous, "1008").difficult = yes("1008.1");
    entry(Terrain::River, "1014").difficult = yes("1014.2"); // not for Aquatic creatures
    entry(Terrain::HealingFont, "1011");
    entry(Terrain::Slippery, "1017");
    entry(Terrain::SpikeStones, "1019").difficult = yes("1019.2");
    return table;
}

const std::array<TerrainTraits, 17>& table()
{
    static const std::array<TerrainTraits, 17> traits = buildTable();
    return traits;
}

} // namespace

const TerrainTraits& terrainTraits(Terrain terrain)
{
    return table()[static_cast<std::size_t>(terrain)];
}

TerrainSet terrainsWith(TerrainTrait TerrainTraits::*trait)
{
    TerrainSet result;
    for (Terrain terrain : allTerrains()) {
        if ((terrainTraits(terrain).*trait).applies)
            result.add(terrain);
    }
    return result;
}

TerrainSet terrainsBlockingSight(SightBlocking blocking)
{
    TerrainSet result;
    for (Terrain terrain : allTerrains()) {
        if (blocking != SightBlocking::None && terrainTraits(terrain).sight == blocking)
            result.add(terrain);
    }
    return result;
}

} // namespace ddm
