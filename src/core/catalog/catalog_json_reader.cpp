#include "catalog/catalog_json_reader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QPair>
#include <QSet>

#include <cmath>

namespace ddm {
namespace {

// Reads one record; every problem is appended to `problems` as a plain sentence.
class RecordReader {
public:
    explicit RecordReader(const QJsonObject& object)
        : m_object(object)
    {
    }

    QStringList problems;

    QString text(const char* key)
    {
        const QJsonValue value = m_object.value(QLatin1String(key));
        if (!value.isString() || value.toString().trimmed().isEmpty()) {
            problems.append(value.isUndefined() ? QStringLiteral("%1 is missing").arg(QLatin1String(key))
                                                : QStringLiteral("%1 is not a non-empty string").arg(QLatin1String(key)));
            return {};
        }
        return value.toString().trimmed();
    }

    int number(const char* key, int minimum = 0, int maximum = 10000)
    {
        const QJsonValue value = m_object.value(QLatin1String(key));
        return checkedNumber(value, QLatin1String(key), minimum, maximum, true).value_or(0);
    }

    std::optional<int> optionalNumber(const char* key, int minimum = 0, int maximum = 10000)
    {
        const QJsonValue value = m_object.value(QLatin1String(key));
        if (value.isUndefined() || value.isNull())
            return std::nullopt;
        return checkedNumber(value, QLatin1String(key), minimum, maximum, true);
    }

    template <typename Enum>
    Enum enumeration(const char* key, std::optional<Enum> (*parse)(const QString&), Enum fallback)
    {
        const QString word = text(key);
        if (word.isEmpty())
            return fallback;
        const std::optional<Enum> parsed = parse(word);
        if (!parsed) {
            problems.append(QStringLiteral("unknown %1 \"%2\"").arg(QLatin1String(key), word));
            return fallback;
        }
        return *parsed;
    }

    Factions factions()
    {
        Factions result;
        const QJsonValue value = m_object.value(QLatin1String("factions"));
        if (!value.isArray()) {
            problems.append(QStringLiteral("factions is not a list"));
            return result;
        }
        for (const QJsonValue& entry : value.toArray()) {
            const std::optional<Faction> faction = entry.isString() ? parseFaction(entry.toString()) : std::nullopt;
            if (!faction)
                problems.append(QStringLiteral("unknown faction %1").arg(describe(entry)));
            else
                result |= *faction;
        }
        if (result == Factions{} && problems.isEmpty())
            problems.append(QStringLiteral("factions is empty"));
        return result;
    }

    QStringList keywords()
    {
        QStringList result;
        const QJsonValue value = m_object.value(QLatin1String("keywords"));
        if (!value.isArray()) {
            problems.append(QStringLiteral("keywords is not a list"));
            return result;
        }
        for (const QJsonValue& entry : value.toArray()) {
            if (!entry.isString() || entry.toString().trimmed().isEmpty())
                problems.append(QStringLiteral("keyword %1 is not a non-empty string").arg(describe(entry)));
            else
                result.append(entry.toString().trimmed());
        }
        return result;
    }

    QList<Power> powers()
    {
        QList<Power> result;
        const QJsonValue value = m_object.value(QLatin1String("powers"));
        if (!value.isArray()) {
            problems.append(QStringLiteral("powers is not a list"));
            return result;
        }
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString where = QStringLiteral("power %1").arg(i + 1);
            if (!array.at(i).isObject()) {
                problems.append(QStringLiteral("%1 is not an object").arg(where));
                continue;
            }
            const QJsonObject object = array.at(i).toObject();
            Power power;
            const QJsonValue type = object.value(QLatin1String("type"));
            const std::optional<PowerType> parsedType =
                type.isString() ? parsePowerType(type.toString()) : std::nullopt;
            if (!parsedType)
                problems.append(QStringLiteral("%1 has unknown type %2").arg(where, describe(type)));
            else
                power.type = *parsedType;
            // A power with empty text is kept: the catalog has one (a use box with no printed text).
            const QJsonValue powerText = object.value(QLatin1String("text"));
            if (!powerText.isString())
                problems.append(QStringLiteral("%1 has no text").arg(where));
            else
                power.text = powerText.toString().trimmed();
            const QJsonValue limit = object.value(QLatin1String("limit"));
            if (!limit.isUndefined() && !limit.isNull())
                power.useLimit = checkedNumber(limit, where + QStringLiteral(" limit"), 1, 99, false);
            result.append(power);
        }
        return result;
    }

private:
    std::optional<int> checkedNumber(const QJsonValue& value, const QString& key, int minimum, int maximum,
                                     bool reportMissing)
    {
        if (value.isUndefined()) {
            if (reportMissing)
                problems.append(QStringLiteral("%1 is missing").arg(key));
            return std::nullopt;
        }
        const double number = value.toDouble(std::nan(""));
        if (!value.isDouble() || number != std::floor(number)) {
            problems.append(QStringLiteral("%1 is not a whole number: %2").arg(key, describe(value)));
            return std::nullopt;
        }
        if (number < minimum || number > maximum) {
            problems.append(QStringLiteral("%1 is out of range (%2..%3): %4").arg(key).arg(minimum).arg(maximum).arg(number));
            return std::nullopt;
        }
        return static_cast<int>(number);
    }

    static QString describe(const QJsonValue& value)
    {
        switch (value.type()) {
        case QJsonValue::String:
            return QLatin1Char('"') + value.toString() + QLatin1Char('"');
        case QJsonValue::Double:
            return QString::number(value.toDouble());
        case QJsonValue::Bool:
            return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        case QJsonValue::Null:
            return QStringLiteral("null");
        case QJsonValue::Array:
            return QStringLiteral("a list");
        case QJsonValue::Object:
            return QStringLiteral("an object");
        case QJsonValue::Undefined:
            break;
        }
        return QStringLiteral("nothing");
    }

    QJsonObject m_object;
};

Creature readCreature(const QJsonObject& object, QStringList& problems)
{
    RecordReader reader(object);
    Creature creature;
    creature.name = reader.text("name");
    creature.set = reader.text("setInfo");
    creature.alignment = reader.enumeration("alignment", &parseAlignment, Alignment::Unaligned);
    creature.movement = reader.enumeration("movementMode", &parseMovementMode, MovementMode::Normal);
    creature.cost = reader.number("cost");
    creature.level = reader.number("level", 0, 100);
    creature.speed = reader.number("speed", 0, 100);
    creature.hp = reader.number("hp");
    creature.ac = reader.number("ac", 0, 100);
    creature.fort = reader.number("fort", 0, 100);
    creature.ref = reader.number("ref", 0, 100);
    creature.will = reader.number("will", 0, 100);
    creature.championRating = reader.optionalNumber("championRating", 0, 20);
    creature.factions = reader.factions();
    creature.keywords = reader.keywords();
    creature.powers = reader.powers();
    problems = reader.problems;
    return creature;
}

} // namespace

QString CatalogError::toString() const
{
    if (index < 0)
        return message;
    const QString record = name.isEmpty() ? QStringLiteral("record %1").arg(index)
                                          : QStringLiteral("record %1 (\"%2\")").arg(index).arg(name);
    return record + QStringLiteral(": ") + message;
}

CatalogReadResult CatalogJsonReader::read(const QByteArray& json)
{
    CatalogReadResult result;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        result.errors.append({-1, {},
                              QStringLiteral("not valid JSON at byte %1: %2")
                                  .arg(parseError.offset)
                                  .arg(parseError.errorString())});
        return result;
    }
    if (!document.isArray()) {
        result.errors.append({-1, {}, QStringLiteral("the catalog is not a JSON array of creatures")});
        return result;
    }
    const QJsonArray records = document.array();
    result.creatures.reserve(records.size());
    QSet<QPair<QString, QString>> identities; // a card is its name and set: each may appear once
    for (qsizetype index = 0; index < records.size(); ++index) {
        if (!records.at(index).isObject()) {
            result.errors.append({index, {}, QStringLiteral("is not a JSON object")});
            continue;
        }
        QStringList problems;
        Creature creature = readCreature(records.at(index).toObject(), problems);
        for (const QString& problem : problems)
            result.errors.append({index, creature.name, problem});
        if (problems.isEmpty() && identities.contains({creature.name, creature.set}))
            result.errors.append({index, creature.name, QStringLiteral("appears twice in set \"%1\"").arg(creature.set)});
        else if (problems.isEmpty()) {
            identities.insert({creature.name, creature.set});
            result.creatures.append(std::move(creature));
        }
    }
    if (result.errors.isEmpty() && result.creatures.isEmpty())
        result.errors.append({-1, {}, QStringLiteral("the catalog holds no creatures")});
    return result;
}

} // namespace ddm
