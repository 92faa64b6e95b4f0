// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QChar>
#include <QList>
#include <QString>

#include <optional>

namespace ddm {

// The terrain types of CRG chapter 10 (1004-1021) plus web, which only the quick reference defines
// ("as forest, and a creature entering it is immobilized"). Each has the one-letter symbol map rows
// use. Diagonal walls (1009) and secret doors (1016) are not square letters: a map lists them apart,
// because they change only part of a square or depend on who stands in it.
enum class Terrain {
    Clear,        // .  1004
    Wall,         // #  1005
    Difficult,    // d  1006
    Forest,       // f  1010
    MarketStall,  // k  1012
    Pit,          // p  1013
    Statue,       // s  1020
    Smoke,        // m  1018
    BloodRock,    // b  1007
    SacredCircle, // c  1015
    Teleporter,   // t  1021
    Dangerous,    // x  1008
    River,        // r  1014
    HealingFont,  // h  1011
    Slippery,     // l  1017
    SpikeStones,  // z  1019
    Web,          // w  quick reference
};

QChar terrainSymbol(Terrain terrain);
std::optional<Terrain> parseTerrainSymbol(QChar symbol);
QString terrainName(Terrain terrain);                         // "Market stall"
std::optional<Terrain> parseTerrainName(const QString& name); // case-insensitive; "market-stall" too
QList<Terrain> allTerrains();

// The terrain types of one square (CRG 1000.5: a square may have several). Clear is the empty set.
class TerrainSet {
public:
    constexpr TerrainSet() = default;
    constexpr TerrainSet(Terrain terrain) { add(terrain); } // NOLINT: a single terrain is a set

    constexpr bool has(Terrain terrain) const
    {
        return terrain == Terrain::Clear ? m_bits == 0 : (m_bits & bit(terrain)) != 0;
    }
    constexpr bool intersects(TerrainSet other) const { return (m_bits & other.m_bits) != 0; }
    constexpr bool isEmpty() const { return m_bits == 0; }
    constexpr void add(Terrain terrain) { m_bits |= terrain == Terrain::Clear ? 0u : bit(terrain); }
    constexpr void add(TerrainSet other) { m_bits |= other.m_bits; }
    constexpr void remove(Terrain terrain) { m_bits &= ~bit(terrain); }
    QList<Terrain> terrains() const; // in enum order; empty for clear
    QString symbols() const;         // "df"; "." for clear

    friend constexpr bool operator==(TerrainSet, TerrainSet) = default;
    friend constexpr TerrainSet operator|(TerrainSet a, TerrainSet b)
    {
        return TerrainSet(a.m_bits | b.m_bits);
    }

private:
    constexpr explicit TerrainSet(unsigned bits)
        : m_bits(bits)
    {
    }
    static constexpr unsigned bit(Terrain terrain) { return 1u << static_cast<unsigned>(terrain); }

    unsigned m_bits = 0;
};

} // namespace ddm
