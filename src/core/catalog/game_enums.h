// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFlags>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddm {

// The four base factions (CRG 101.1). Values are bits so a creature's factions fit one column.
enum class Faction : unsigned { Borderlands = 1, Civilization = 2, Underdark = 4, Wild = 8 };
Q_DECLARE_FLAGS(Factions, Faction)
Q_DECLARE_OPERATORS_FOR_FLAGS(Factions)

// CRG 204.1.a: a creature that is neither Good nor Evil has no alignment; the catalog says NEUTRAL.
enum class Alignment { Unaligned, Good, Evil };
enum class MovementMode { Normal, Flight, Burrow };
enum class PowerType { Attack, Special, Ability, Champion };
// CRG 218: sizes from Tiny to Colossal; the catalog has none, users fill them in.
enum class CreatureSize { Tiny, Small, Medium, Large, Huge, Gargantuan, Colossal };
// Where a card fact (its size) came from: the D&D Miniatures Database supplement, the card's own text
// (a size word leading its name or naming a power), the user's correction, or the user's custom card.
enum class FactSource { Database, CardText, Correction, CustomCard };
// The D&D Miniatures Database's rarities, and Promo for custom cards.
enum class Rarity { Common, Uncommon, Rare, VeryRare, Visible, StarterOnly, Promo };
// A battle map's size: full for 200, 500 and 1000 points, half for 50 and 100 (CRG 101.2-101.6).
enum class MapSize { Half, Full };

// Canonical spellings (stable: they are stored in the databases and in warband files) and
// case-insensitive parsing. Parsers accept the catalog's upper-case spellings too.
QString factionName(Faction faction);
std::optional<Faction> parseFaction(const QString& text);
QList<Faction> allFactions();
QStringList factionNames(Factions factions);

QString alignmentName(Alignment alignment);
std::optional<Alignment> parseAlignment(const QString& text); // "neutral" and "unaligned" alike

QString movementModeName(MovementMode mode);
std::optional<MovementMode> parseMovementMode(const QString& text);

QString powerTypeName(PowerType type);
std::optional<PowerType> parsePowerType(const QString& text);

QString sizeName(CreatureSize size);
std::optional<CreatureSize> parseSize(const QString& text);

QString factSourceName(FactSource source);
std::optional<FactSource> parseFactSource(const QString& text);

QString rarityName(Rarity rarity);
std::optional<Rarity> parseRarity(const QString& text);

QString mapSizeName(MapSize size); // "full", "half": the map file's spelling
std::optional<MapSize> parseMapSize(const QString& text);

} // namespace ddm
