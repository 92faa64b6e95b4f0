// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/game_enums.h"

#include <QString>

namespace ddm {

// The card vocabulary as the user reads it: translated names of the game's enumerations, for
// editors and lists. (game_enums.h holds the canonical, stored spellings.)
QString factionLabel(Faction faction);
QString alignmentLabel(Alignment alignment);
QString movementLabel(MovementMode mode);
QString powerTypeLabel(PowerType type);
QString sizeLabel(CreatureSize size);
QString rarityLabel(Rarity rarity);
QString factSourceLabel(FactSource source); // "D&D Miniatures Database", "card text", ...

inline constexpr Alignment kAllAlignments[] = {Alignment::Unaligned, Alignment::Good, Alignment::Evil};
inline constexpr MovementMode kAllMovementModes[] = {MovementMode::Normal, MovementMode::Flight,
                                                     MovementMode::Burrow};
inline constexpr PowerType kAllPowerTypes[] = {PowerType::Attack, PowerType::Special, PowerType::Ability,
                                               PowerType::Champion};
inline constexpr CreatureSize kAllSizes[] = {
    CreatureSize::Tiny, CreatureSize::Small,      CreatureSize::Medium,  CreatureSize::Large,
    CreatureSize::Huge, CreatureSize::Gargantuan, CreatureSize::Colossal};
inline constexpr Rarity kAllRarities[] = {Rarity::Common,   Rarity::Uncommon, Rarity::Rare,
                                          Rarity::VeryRare, Rarity::Visible,  Rarity::StarterOnly,
                                          Rarity::Promo};

} // namespace ddm
