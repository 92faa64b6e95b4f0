// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/creature_validation.h"

#include "storage/creature_stats.h"

namespace ddm {
namespace {

std::optional<EditError> checkRange(const QString& field, int value, int minimum, int maximum)
{
    if (value >= minimum && value <= maximum)
        return std::nullopt;
    return EditError{EditErrorCode::OutOfRange, field,
                     QStringLiteral("%1 must be between %2 and %3 (was %4)")
                         .arg(field)
                         .arg(minimum)
                         .arg(maximum)
                         .arg(value)};
}

std::optional<EditError> checkText(const QString& field, const QString& text)
{
    if (!text.trimmed().isEmpty())
        return std::nullopt;
    return EditError{EditErrorCode::MissingField, field, QStringLiteral("%1 must not be empty").arg(field)};
}

std::optional<EditError> checkDetails(const QStringList& keywords, const QList<Power>& powers)
{
    for (const QString& keyword : keywords) {
        if (std::optional<EditError> error = checkText(QStringLiteral("keyword"), keyword))
            return error;
    }
    for (const Power& power : powers) {
        if (power.useLimit) {
            if (std::optional<EditError> error =
                    checkRange(QStringLiteral("use limit"), *power.useLimit, 1, kMaxUseLimit))
                return error;
        }
    }
    return std::nullopt;
}

std::optional<EditError> checkFactions(Factions factions)
{
    if (factions != Factions{})
        return std::nullopt;
    return EditError{EditErrorCode::NoFaction, QStringLiteral("factions"),
                     QStringLiteral("a creature needs at least one faction")};
}

} // namespace

std::optional<EditError> validateCreature(const Creature& creature)
{
    std::optional<EditError> error = checkText(QStringLiteral("name"), creature.name);
    if (!error)
        error = checkText(QStringLiteral("set"), creature.set);
    for (const StatColumn& stat : kStatColumns) {
        if (!error)
            error = checkRange(QString::fromLatin1(stat.column), creature.*stat.creature, stat.minimum,
                               stat.maximum);
    }
    if (!error && creature.championRating)
        error =
            checkRange(QStringLiteral("champion rating"), *creature.championRating, 0, kMaxChampionRating);
    if (!error)
        error = checkFactions(creature.factions);
    if (!error)
        error = checkDetails(creature.keywords, creature.powers);
    return error;
}

std::optional<EditError> validateCorrection(const CreatureCorrection& correction)
{
    std::optional<EditError> error;
    for (const StatColumn& stat : kStatColumns) {
        const std::optional<int>& value = correction.*stat.correction;
        if (!error && value)
            error = checkRange(QString::fromLatin1(stat.column), *value, stat.minimum, stat.maximum);
    }
    if (!error && correction.championRating)
        error =
            checkRange(QStringLiteral("champion rating"), *correction.championRating, 0, kMaxChampionRating);
    if (!error && correction.factions)
        error = checkFactions(*correction.factions);
    return error;
}

std::optional<EditError> validateItem(const Item& item)
{
    const StatColumn& cost = statColumn(&Creature::cost);
    const StatColumn& level = statColumn(&Creature::level);
    std::optional<EditError> error = checkText(QStringLiteral("name"), item.name);
    if (!error)
        error = checkRange(QStringLiteral("cost"), item.cost, cost.minimum, cost.maximum);
    if (!error)
        error = checkRange(QStringLiteral("minimum level"), item.minLevel, level.minimum, level.maximum);
    if (!error && item.maxLevel)
        error = checkRange(QStringLiteral("maximum level"), *item.maxLevel, item.minLevel, level.maximum);
    if (!error)
        error = checkDetails(item.keywords, item.powers);
    return error;
}

} // namespace ddm
