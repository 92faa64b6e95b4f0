// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/game_enums.h"

#include <QString>
#include <QVariant>

#include <optional>

namespace ddm {

// How values are stored (database/README.md): enumerations as lower-case words, sizes as their rank
// so they compare, absent values as NULL. Reading back accepts only what writing produces.
QString sqlWord(MovementMode mode);
QString sqlWord(Alignment alignment);
QString sqlWord(PowerType type);
QVariant sqlValue(std::optional<int> number);
QVariant sqlValue(std::optional<CreatureSize> size);
QVariant sqlValue(std::optional<Rarity> rarity);
QVariant sqlValue(std::optional<FactSource> source);
QVariant sqlText(const QString& text); // empty text is NULL

std::optional<int> optionalInt(const QVariant& value);
std::optional<CreatureSize> sizeFromSql(const QVariant& value);
std::optional<Rarity> rarityFromSql(const QVariant& value);
std::optional<FactSource> factSourceFromSql(const QVariant& value);
QString textFromSql(const QVariant& value);

// Item alignments as a bit set: unaligned 1, good 2, evil 4.
int alignmentBits(const QList<Alignment>& alignments);
QList<Alignment> alignmentsFromBits(int bits);

} // namespace ddm
