// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/game_enums.h"

#include "catalog/name_table.h"

namespace ddm {
namespace {

using name_table::NameTable;

constexpr NameTable<Faction, 4> kFactions{{{Faction::Borderlands, "Borderlands"},
                                           {Faction::Civilization, "Civilization"},
                                           {Faction::Underdark, "Underdark"},
                                           {Faction::Wild, "Wild"}}};
constexpr NameTable<Alignment, 4> kAlignments{{{Alignment::Unaligned, "Unaligned"},
                                               {Alignment::Good, "Good"},
                                               {Alignment::Evil, "Evil"},
                                               {Alignment::Unaligned, "Neutral"}}};
constexpr NameTable<MovementMode, 3> kMovementModes{
    {{MovementMode::Normal, "Normal"}, {MovementMode::Flight, "Flight"}, {MovementMode::Burrow, "Burrow"}}};
constexpr NameTable<PowerType, 4> kPowerTypes{{{PowerType::Attack, "Attack"},
                                               {PowerType::Special, "Special"},
                                               {PowerType::Ability, "Ability"},
                                               {PowerType::Champion, "Champion"}}};
constexpr NameTable<CreatureSize, 7> kSizes{{{CreatureSize::Tiny, "Tiny"},
                                             {CreatureSize::Small, "Small"},
                                             {CreatureSize::Medium, "Medium"},
                                             {CreatureSize::Large, "Large"},
                                             {CreatureSize::Huge, "Huge"},
                                             {CreatureSize::Gargantuan, "Gargantuan"},
                                             {CreatureSize::Colossal, "Colossal"}}};
constexpr NameTable<FactSource, 4> kFactSources{{{FactSource::Database, "database"},
                                                 {FactSource::CardText, "card text"},
                                                 {FactSource::Correction, "correction"},
                                                 {FactSource::CustomCard, "custom card"}}};
constexpr NameTable<Rarity, 11> kRarities{{{Rarity::Common, "Common"},
                                           {Rarity::Uncommon, "Uncommon"},
                                           {Rarity::Rare, "Rare"},
                                           {Rarity::VeryRare, "Very Rare"},
                                           {Rarity::Visible, "Visible"},
                                           {Rarity::StarterOnly, "Starter Only"},
                                           {Rarity::Promo, "Promo"},
                                           {Rarity::VeryRare, "Very-Rare"},
                                           {Rarity::VeryRare, "VeryRare"},
                                           {Rarity::StarterOnly, "Starter"},
                                           {Rarity::StarterOnly, "Starter-Only"}}};
constexpr NameTable<MapSize, 2> kMapSizes{{{MapSize::Full, "full"}, {MapSize::Half, "half"}}};

} // namespace

using name_table::nameOf;
using name_table::parseName;

QString factionName(Faction faction) { return nameOf(kFactions, faction); }
std::optional<Faction> parseFaction(const QString& text) { return parseName(kFactions, text); }

QList<Faction> allFactions()
{
    QList<Faction> factions;
    for (const auto& entry : kFactions)
        factions.append(entry.first);
    return factions;
}

QStringList factionNames(Factions factions)
{
    QStringList names;
    for (const auto& [faction, name] : kFactions) {
        if (factions.testFlag(faction))
            names.append(QString::fromLatin1(name));
    }
    return names;
}

QString alignmentName(Alignment alignment) { return nameOf(kAlignments, alignment); }
std::optional<Alignment> parseAlignment(const QString& text) { return parseName(kAlignments, text); }

QString movementModeName(MovementMode mode) { return nameOf(kMovementModes, mode); }
std::optional<MovementMode> parseMovementMode(const QString& text) { return parseName(kMovementModes, text); }

QString powerTypeName(PowerType type) { return nameOf(kPowerTypes, type); }
std::optional<PowerType> parsePowerType(const QString& text) { return parseName(kPowerTypes, text); }

QString sizeName(CreatureSize size) { return nameOf(kSizes, size); }
std::optional<CreatureSize> parseSize(const QString& text) { return parseName(kSizes, text); }

QString factSourceName(FactSource source)
{
    return nameOf(kFactSources, source);
}
std::optional<FactSource> parseFactSource(const QString& text)
{
    return parseName(kFactSources, text);
}
QString rarityName(Rarity rarity) { return nameOf(kRarities, rarity); }
std::optional<Rarity> parseRarity(const QString& text) { return parseName(kRarities, text); }

QString mapSizeName(MapSize size)
{
    return nameOf(kMapSizes, size);
}
std::optional<MapSize> parseMapSize(const QString& text)
{
    return parseName(kMapSizes, text);
}

} // namespace ddm
