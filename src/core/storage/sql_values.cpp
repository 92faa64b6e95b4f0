// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/sql_values.h"

namespace ddm {
namespace {

// The bit of each alignment in an item's alignment set, in the order the GUI lists them.
constexpr std::pair<Alignment, int> kAlignmentBits[] = {
    {Alignment::Unaligned, 1}, {Alignment::Good, 2}, {Alignment::Evil, 4}};

} // namespace

QString sqlWord(MovementMode mode)
{
    return movementModeName(mode).toLower();
}
QString sqlWord(Alignment alignment)
{
    return alignmentName(alignment).toLower();
}
QString sqlWord(PowerType type)
{
    return powerTypeName(type).toLower();
}

QVariant sqlValue(std::optional<int> number)
{
    return number ? QVariant(*number) : QVariant();
}

QVariant sqlValue(std::optional<CreatureSize> size)
{
    return size ? QVariant(static_cast<int>(*size)) : QVariant();
}

QVariant sqlValue(std::optional<Rarity> rarity)
{
    return rarity ? QVariant(rarityName(*rarity).toLower()) : QVariant();
}

QVariant sqlValue(std::optional<FactSource> source)
{
    return source ? QVariant(factSourceName(*source)) : QVariant();
}

QVariant sqlText(const QString& text)
{
    return text.isEmpty() ? QVariant() : QVariant(text);
}

std::optional<int> optionalInt(const QVariant& value)
{
    return value.isNull() ? std::nullopt : std::optional<int>(value.toInt());
}

std::optional<CreatureSize> sizeFromSql(const QVariant& value)
{
    const std::optional<int> rank = optionalInt(value);
    if (!rank || *rank < static_cast<int>(CreatureSize::Tiny) ||
        *rank > static_cast<int>(CreatureSize::Colossal))
        return std::nullopt;
    return static_cast<CreatureSize>(*rank);
}

std::optional<Rarity> rarityFromSql(const QVariant& value)
{
    return value.isNull() ? std::nullopt : parseRarity(value.toString());
}

std::optional<FactSource> factSourceFromSql(const QVariant& value)
{
    return value.isNull() ? std::nullopt : parseFactSource(value.toString());
}

QString textFromSql(const QVariant& value)
{
    return value.isNull() ? QString() : value.toString();
}

int alignmentBits(const QList<Alignment>& alignments)
{
    int bits = 0;
    for (const auto& [alignment, bit] : kAlignmentBits) {
        if (alignments.contains(alignment))
            bits |= bit;
    }
    return bits;
}

QList<Alignment> alignmentsFromBits(int bits)
{
    QList<Alignment> alignments;
    for (const auto& [alignment, bit] : kAlignmentBits) {
        if (bits & bit)
            alignments.append(alignment);
    }
    return alignments;
}

} // namespace ddm
