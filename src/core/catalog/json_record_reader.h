// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/game_enums.h"
#include "catalog/power.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddm {

// Reads the fields of one JSON object of outside input (a catalog record, a custom item, a
// correction) and collects every problem as a plain sentence ("cost is missing", "unknown faction
// \"Feywild\""), so a reader reports all of a record's problems at once. A field that fails gives
// its fallback value; callers keep the record only when problems() is empty.
class JsonRecordReader {
public:
    explicit JsonRecordReader(const QJsonObject& object);

    const QStringList& problems() const { return m_problems; }
    void addProblem(const QString& problem) { m_problems.append(problem); }
    // Present with a value other than null: optional fields may be left out or null.
    bool has(const char* key);
    // "unknown field \"x\"" for each field of the object that nothing asked for, in formats that
    // refuse unknown fields so that a misspelt one is not silently ignored.
    void reportUnreadFields();

    // A non-empty string, trimmed.
    QString text(const char* key);
    std::optional<QString> optionalText(const char* key);
    // A whole number in [minimum, maximum].
    int number(const char* key, int minimum = 0, int maximum = 10000);
    std::optional<int> optionalNumber(const char* key, int minimum = 0, int maximum = 10000);

    // A word `parse` knows; "unknown <key> \"word\"" otherwise.
    template <typename Enum>
    Enum enumeration(const char* key, std::optional<Enum> (*parse)(const QString&), Enum fallback)
    {
        const QString word = text(key);
        if (word.isEmpty())
            return fallback;
        const std::optional<Enum> parsed = parse(word);
        if (!parsed) {
            reportUnknownWord(key, word);
            return fallback;
        }
        return *parsed;
    }
    template <typename Enum>
    std::optional<Enum> optionalEnumeration(const char* key, std::optional<Enum> (*parse)(const QString&))
    {
        if (!has(key))
            return std::nullopt;
        const qsizetype before = m_problems.size();
        const Enum value = enumeration(key, parse, Enum{});
        return m_problems.size() == before ? std::optional<Enum>(value) : std::nullopt;
    }

    // A list of words `parse` knows; each unknown one is "unknown <singular> <value>". May be empty.
    template <typename Enum>
    QList<Enum> enumerationList(const char* key, const char* singular,
                                std::optional<Enum> (*parse)(const QString&))
    {
        QList<Enum> result;
        for (const QJsonValue& entry : list(key)) {
            const std::optional<Enum> value = entry.isString() ? parse(entry.toString()) : std::nullopt;
            if (value)
                result.append(*value);
            else
                reportUnknownEntry(singular, entry);
        }
        return result;
    }
    Factions factions(); // "factions": may be empty; a creature's reader requires one

    QStringList keywords();
    QList<Power> powers(); // [{"type", "text", "limit"?}]

private:
    QJsonValue value(const char* key); // and remembers that `key` was read
    QJsonArray list(const char* key);  // "<key> is not a list" when it is not
    std::optional<int> checkedNumber(const QJsonValue& value, const QString& key, int minimum, int maximum,
                                     bool reportMissing);
    void reportUnknownWord(const char* key, const QString& word);
    void reportUnknownEntry(const char* singular, const QJsonValue& entry);

    QJsonObject m_object;
    QStringList m_problems;
    QSet<QString> m_read;
};

} // namespace ddm
