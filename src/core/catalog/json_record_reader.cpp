// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/json_record_reader.h"

#include "catalog/json_text.h"

#include <cmath>

namespace ddm {

JsonRecordReader::JsonRecordReader(const QJsonObject& object)
    : m_object(object)
{
}

bool JsonRecordReader::has(const char* key)
{
    const QJsonValue found = value(key);
    return !found.isUndefined() && !found.isNull();
}

void JsonRecordReader::reportUnreadFields()
{
    for (const QString& key : m_object.keys()) {
        if (!m_read.contains(key))
            m_problems.append(QStringLiteral("unknown field \"%1\"").arg(key));
    }
}

QString JsonRecordReader::text(const char* key)
{
    const QJsonValue found = value(key);
    if (!found.isString() || found.toString().trimmed().isEmpty()) {
        m_problems.append(found.isUndefined()
                              ? QStringLiteral("%1 is missing").arg(QLatin1String(key))
                              : QStringLiteral("%1 is not a non-empty string").arg(QLatin1String(key)));
        return {};
    }
    return found.toString().trimmed();
}

std::optional<QString> JsonRecordReader::optionalText(const char* key)
{
    if (!has(key))
        return std::nullopt;
    const QString value = text(key);
    return value.isEmpty() ? std::nullopt : std::optional<QString>(value);
}

int JsonRecordReader::number(const char* key, int minimum, int maximum)
{
    return checkedNumber(value(key), QLatin1String(key), minimum, maximum, true).value_or(0);
}

std::optional<int> JsonRecordReader::optionalNumber(const char* key, int minimum, int maximum)
{
    if (!has(key))
        return std::nullopt;
    return checkedNumber(value(key), QLatin1String(key), minimum, maximum, true);
}

Factions JsonRecordReader::factions()
{
    Factions result;
    for (Faction faction : enumerationList("factions", "faction", &parseFaction))
        result |= faction;
    return result;
}

QStringList JsonRecordReader::keywords()
{
    QStringList result;
    for (const QJsonValue& entry : list("keywords")) {
        if (!entry.isString() || entry.toString().trimmed().isEmpty())
            m_problems.append(QStringLiteral("keyword %1 is not a non-empty string").arg(describeJsonValue(entry)));
        else
            result.append(entry.toString().trimmed());
    }
    return result;
}

QList<Power> JsonRecordReader::powers()
{
    QList<Power> result;
    const QJsonArray array = list("powers");
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString where = QStringLiteral("power %1").arg(i + 1);
        if (!array.at(i).isObject()) {
            m_problems.append(QStringLiteral("%1 is not an object").arg(where));
            continue;
        }
        const QJsonObject object = array.at(i).toObject();
        Power power;
        const QJsonValue type = object.value(QLatin1String("type"));
        const std::optional<PowerType> parsedType = type.isString() ? parsePowerType(type.toString()) : std::nullopt;
        if (!parsedType)
            m_problems.append(QStringLiteral("%1 has unknown type %2").arg(where, describeJsonValue(type)));
        else
            power.type = *parsedType;
        // A power with empty text is kept: the catalog has one (a use box with no printed text).
        const QJsonValue powerText = object.value(QLatin1String("text"));
        if (!powerText.isString())
            m_problems.append(QStringLiteral("%1 has no text").arg(where));
        else
            power.text = powerText.toString().trimmed();
        const QJsonValue limit = object.value(QLatin1String("limit"));
        if (!limit.isUndefined() && !limit.isNull())
            power.useLimit = checkedNumber(limit, where + QStringLiteral(" limit"), 1, 99, false);
        result.append(power);
    }
    return result;
}

QJsonValue JsonRecordReader::value(const char* key)
{
    const QString name = QLatin1String(key);
    m_read.insert(name);
    return m_object.value(name);
}

QJsonArray JsonRecordReader::list(const char* key)
{
    const QJsonValue found = value(key);
    if (!found.isArray()) {
        m_problems.append(QStringLiteral("%1 is not a list").arg(QLatin1String(key)));
        return {};
    }
    return found.toArray();
}

std::optional<int> JsonRecordReader::checkedNumber(const QJsonValue& value, const QString& key, int minimum,
                                                   int maximum, bool reportMissing)
{
    if (value.isUndefined()) {
        if (reportMissing)
            m_problems.append(QStringLiteral("%1 is missing").arg(key));
        return std::nullopt;
    }
    const double number = value.toDouble(std::nan(""));
    if (!value.isDouble() || number != std::floor(number)) {
        m_problems.append(QStringLiteral("%1 is not a whole number: %2").arg(key, describeJsonValue(value)));
        return std::nullopt;
    }
    if (number < minimum || number > maximum) {
        m_problems.append(
            QStringLiteral("%1 is out of range (%2..%3): %4").arg(key).arg(minimum).arg(maximum).arg(number));
        return std::nullopt;
    }
    return static_cast<int>(number);
}

void JsonRecordReader::reportUnknownWord(const char* key, const QString& word)
{
    m_problems.append(QStringLiteral("unknown %1 \"%2\"").arg(QLatin1String(key), word));
}

void JsonRecordReader::reportUnknownEntry(const char* singular, const QJsonValue& entry)
{
    m_problems.append(QStringLiteral("unknown %1 %2").arg(QLatin1String(singular), describeJsonValue(entry)));
}

} // namespace ddm
