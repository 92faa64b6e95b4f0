// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/game_enums.h"
#include "catalog/power.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddm {

// Where a card comes from: the imported catalog, or the user's own custom cards.
enum class CardOrigin { Catalog, Custom };

// A creature stat card. Its identity is (name, set) as the catalog spells them.
struct Creature {
    qint64 id = 0; // row id in its database; 0 when not stored
    CardOrigin origin = CardOrigin::Catalog;
    QString name;
    QString set;
    int cost = 0;
    int level = 0;
    int ac = 0;
    int fort = 0;
    int ref = 0;
    int will = 0;
    int speed = 0;
    MovementMode movement = MovementMode::Normal;
    int hp = 0;
    std::optional<int> championRating; // absent: not a champion
    Alignment alignment = Alignment::Unaligned;
    Factions factions;
    QStringList keywords;
    QList<Power> powers;
    // Not in the community catalog; filled in by users (custom cards or corrections).
    std::optional<CreatureSize> size;
    std::optional<FactSource> sizeSource; // where `size` came from; empty while the size is unknown
    QString collectorNumber;
    std::optional<Rarity> rarity;

    bool isChampion() const { return championRating.has_value(); }
    bool hasKeyword(const QString& keyword) const { return keywords.contains(keyword, Qt::CaseInsensitive); }
    bool isUnique() const { return hasKeyword(QStringLiteral("Unique")); }
    // The name a Unique clash is judged by (CRG 203.2.a): the card name without a trailing
    // parenthesis, up to its first ", ". "Regdar, Adventurer" -> "Regdar".
    QString uniqueName() const;
    // The first ATTACK/SPECIAL/... power whose text starts with "Label:" (case-insensitive).
    const Power* powerNamed(const QString& label) const;

    bool operator==(const Creature&) const = default;
};

QString uniqueNameOf(const QString& cardName);

// A collector number's value for ordering: its leading digits ("12" and "12/60" are 12); none when
// it starts with no digit. SQL's CAST(... AS INTEGER) reads the same digits.
std::optional<int> collectorNumberValue(const QString& collectorNumber);

// Half the starting hit points, rounded down to a multiple of 5 (804.4.d, 110.1.b): 45 HP is
// bloodied at 20.
int bloodiedThreshold(int startingHitPoints);

} // namespace ddm
