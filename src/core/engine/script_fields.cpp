// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/script_fields.h"

#include "catalog/json_text.h"

#include <QJsonArray>

#include <cmath>

namespace ddm::script {

QString at(const QString& where, const QString& key) { return where.isEmpty() ? key : where + QLatin1Char('.') + key; }

QString index(const QString& where, qsizetype i) { return QStringLiteral("%1[%2]").arg(where).arg(i); }

void reportUnknownFields(const QJsonObject& object, const QStringList& known, const QString& where, Problems& problems)
{
    for (const QString& key : object.keys()) {
        if (!known.contains(key))
            problems.add(where, QStringLiteral("unknown field \"%1\"").arg(key));
    }
}

std::optional<int> wholeNumber(const QJsonValue& value)
{
    if (!value.isDouble())
        return std::nullopt;
    const double number = value.toDouble();
    if (number != std::floor(number) || std::abs(number) > 1e9)
        return std::nullopt;
    return int(number);
}

std::optional<int> readNumber(const QJsonValue& value, const QString& where, int minimum, int maximum, Problems& problems)
{
    const std::optional<int> number = wholeNumber(value);
    if (!number || *number < minimum || *number > maximum) {
        problems.add(where, QStringLiteral("expected a whole number from %1 to %2, not %3")
                                .arg(minimum)
                                .arg(maximum)
                                .arg(describeJsonValue(value)));
        return std::nullopt;
    }
    return number;
}

std::optional<QString> readText(const QJsonValue& value, const QString& where, Problems& problems)
{
    if (value.isUndefined()) {
        problems.add(where, QStringLiteral("missing"));
        return std::nullopt;
    }
    if (!value.isString() || value.toString().trimmed().isEmpty()) {
        problems.add(where, QStringLiteral("expected a non-empty string, not %1").arg(describeJsonValue(value)));
        return std::nullopt;
    }
    return value.toString().trimmed();
}

namespace {

// [x, y] of whole numbers; `what` names the thing in the message ("a square").
std::optional<Square> readPair(const QJsonValue& value, const QString& where, const QString& what, Problems& problems)
{
    const QJsonArray pair = value.toArray();
    const std::optional<int> x = pair.size() == 2 ? wholeNumber(pair.at(0)) : std::nullopt;
    const std::optional<int> y = pair.size() == 2 ? wholeNumber(pair.at(1)) : std::nullopt;
    if (!value.isArray() || !x || !y) {
        problems.add(where, QStringLiteral("expected %1 [x, y], not %2").arg(what, describeJsonValue(value)));
        return std::nullopt;
    }
    return Square{*x, *y};
}

} // namespace

std::optional<GridPoint> readPoint(const QJsonValue& value, const QString& where, const BattleMap& map, Problems& problems)
{
    const std::optional<Square> pair = readPair(value, where, QStringLiteral("a grid point"), problems);
    if (!pair)
        return std::nullopt;
    if (pair->x < 0 || pair->y < 0 || pair->x > map.width() || pair->y > map.height()) {
        problems.add(where, QStringLiteral("point (%1,%2) is off the map (grid points run from (0,0) to (%3,%4))")
                                .arg(pair->x)
                                .arg(pair->y)
                                .arg(map.width())
                                .arg(map.height()));
        return std::nullopt;
    }
    return GridPoint{pair->x, pair->y};
}

std::optional<Square> readSquare(const QJsonValue& value, const QString& where, const BattleMap& map, Problems& problems)
{
    const std::optional<Square> pair = readPair(value, where, QStringLiteral("a square"), problems);
    if (!pair)
        return std::nullopt;
    const Square square = *pair;
    if (!map.contains(square)) {
        problems.add(where, QStringLiteral("square (%1,%2) is off the map (%3 x %4 squares)")
                                .arg(square.x)
                                .arg(square.y)
                                .arg(map.width())
                                .arg(map.height()));
        return std::nullopt;
    }
    return square;
}

std::optional<QList<Square>> readPath(const QJsonValue& value, const QString& where, const BattleMap& map,
                                      bool allowEmpty, Problems& problems)
{
    if (!value.isArray() || (!allowEmpty && value.toArray().isEmpty())) {
        problems.add(where, QStringLiteral("expected a list of squares [[x, y], ...], not %1").arg(describeJsonValue(value)));
        return std::nullopt;
    }
    QList<Square> path;
    bool ok = true;
    const QJsonArray squares = value.toArray();
    for (qsizetype i = 0; i < squares.size(); ++i) {
        if (const std::optional<Square> square = readSquare(squares.at(i), index(where, i), map, problems))
            path.append(*square);
        else
            ok = false;
    }
    return ok ? std::optional<QList<Square>>(path) : std::nullopt;
}

std::optional<QList<int>> readRolls(const QJsonValue& value, const QString& where, Problems& problems)
{
    if (value.isUndefined() || value.isNull())
        return QList<int>{};
    if (!value.isArray()) {
        problems.add(where, QStringLiteral("expected a list of d20 results, not %1").arg(describeJsonValue(value)));
        return std::nullopt;
    }
    QList<int> rolls;
    bool ok = true;
    const QJsonArray values = value.toArray();
    for (qsizetype i = 0; i < values.size(); ++i) {
        const std::optional<int> roll = wholeNumber(values.at(i));
        if (!roll || *roll < 1 || *roll > 20) {
            problems.add(index(where, i), QStringLiteral("a d20 shows 1 to 20, not %1").arg(describeJsonValue(values.at(i))));
            ok = false;
            continue;
        }
        rolls.append(*roll);
    }
    return ok ? std::optional<QList<int>>(rolls) : std::nullopt;
}

} // namespace ddm::script
