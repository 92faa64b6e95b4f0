// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/terrain.h"

#include <array>

namespace ddm {
namespace {

struct TerrainName {
    Terrain terrain;
    char symbol;
    const char* name;
};

constexpr std::array<TerrainName, 17> kTerrains{{
    {Terrain::Clear, '.', "Clear"},
    {Terrain::Wall, '#', "Wall"},
    {Terrain::Difficult, 'd', "Difficult"},
    {Terrain::Forest, 'f', "Forest"},
    {Terrain::MarketStall, 'k', "Market stall"},
    {Terrain::Pit, 'p', "Pit"},
    {Terrain::Statue, 's', "Statue"},
    {Terrain::Smoke, 'm', "Smoke"},
    {Terrain::BloodRock, 'b', "Blood rock"},
    {Terrain::SacredCircle, 'c', "Sacred circle"},
    {Terrain::Teleporter, 't', "Teleporter"},
    {Terrain::Dangerous, 'x', "Dangerous"},
    {Terrain::River, 'r', "River"},
    {Terrain::HealingFont, 'h', "Healing font"},
    {Terrain::Slippery, 'l', "Slippery"},
    {Terrain::SpikeStones, 'z', "Spike stones"},
    {Terrain::Web, 'w', "Web"},
}};

const TerrainName& entryOf(Terrain terrain)
{
    return kTerrains[static_cast<std::size_t>(terrain)];
}

} // namespace

QChar terrainSymbol(Terrain terrain)
{
    return QLatin1Char(entryOf(terrain).symbol);
}

std::optional<Terrain> parseTerrainSymbol(QChar symbol)
{
    for (const TerrainName& entry : kTerrains) {
        if (symbol == QLatin1Char(entry.symbol))
            return entry.terrain;
    }
    return std::nullopt;
}

QString terrainName(Terrain terrain)
{
    return QString::fromLatin1(entryOf(terrain).name);
}

std::optional<Terrain> parseTerrainName(const QString& name)
{
    QString spaced = name.trimmed();
    spaced.replace(QLatin1Char('-'), QLatin1Char(' ')).replace(QLatin1Char('_'), QLatin1Char(' '));
    for (const TerrainName& entry : kTerrains) {
        if (spaced.compare(QLatin1String(entry.name), Qt::CaseInsensitive) == 0)
            return entry.terrain;
    }
    return std::nullopt;
}

QList<Terrain> allTerrains()
{
    QList<Terrain> terrains;
    for (const TerrainName& entry : kTerrains)
        terrains.append(entry.terrain);
    return terrains;
}

QList<Terrain> TerrainSet::terrains() const
{
    QList<Terrain> result;
    for (const TerrainName& entry : kTerrains) {
        if (entry.terrain != Terrain::Clear && has(entry.terrain))
            result.append(entry.terrain);
    }
    return result;
}

QString TerrainSet::symbols() const
{
    if (isEmpty())
        return QStringLiteral(".");
    QString result;
    for (Terrain terrain : terrains())
        result.append(terrainSymbol(terrain));
    return result;
}

} // namespace ddm
