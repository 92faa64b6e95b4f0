// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/game_enums.h"

#include <QString>

#include <optional>

namespace ddm {

// A user's overlay on one catalog card: each field that is set replaces the catalog's value in
// every list and lookup; unset fields show the catalog's. It is keyed by (name, set), so it
// survives catalog re-imports. A correction can give a card a champion rating but not take one away.
struct CreatureCorrection {
    std::optional<int> cost;
    std::optional<int> level;
    std::optional<int> ac;
    std::optional<int> fort;
    std::optional<int> ref;
    std::optional<int> will;
    std::optional<int> speed;
    std::optional<int> hp;
    std::optional<int> championRating;
    std::optional<MovementMode> movement;
    std::optional<Alignment> alignment;
    std::optional<Factions> factions;
    std::optional<CreatureSize> size;
    std::optional<QString> collectorNumber;
    std::optional<Rarity> rarity;

    bool isEmpty() const { return *this == CreatureCorrection{}; }
    bool operator==(const CreatureCorrection&) const = default;
};

// A correction with the catalog card it applies to, as lists and files of corrections hold it.
struct CardCorrection {
    QString name;
    QString set;
    CreatureCorrection correction;

    bool operator==(const CardCorrection&) const = default;
};

} // namespace ddm
