// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "warband/warband_file.h"

#include "catalog/json_text.h"
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <cmath>

namespace ddm {
namespace {

QString quotedKey(const char* key) { return QLatin1Char('"') + QLatin1String(key) + QLatin1Char('"'); }

QString factionList()
{
    QStringList names;
    for (Faction faction : allFactions())
        names.append(factionName(faction));
    return names.join(QStringLiteral(", "));
}

QString scenarioList()
{
    QStringList keys;
    for (Scenario scenario : allScenarios())
        keys.append(scenarioKey(scenario));
    return keys.join(QStringLiteral(", "));
}

// Reads the document object; each problem is appended to `errors` with where it is.
class DocumentReader {
public:
    DocumentReader(QList<WarbandFileError>& errors, bool draft)
        : m_errors(errors)
        , m_draft(draft)
    {
    }

    Warband read(const QJsonObject& root)
    {
        Warband warband;
        readVersion(root.value(QLatin1String("version")));
        warband.title = optionalText(root, "title");
        warband.notes = optionalText(root, "notes");
        warband.map = readMap(root.value(QLatin1String("map")));
        warband.points = readPoints(root.value(QLatin1String("points")));
        warband.scenario = readScenario(root.value(QLatin1String("scenario")));
        warband.faction = readFaction(root.value(QLatin1String("faction")), warband.scenario);
        warband.creatures = readCreatures(root.value(QLatin1String("creatures")));
        warband.items = readNames(root.value(QLatin1String("items")), QStringLiteral("items"));
        return warband;
    }

private:
    void fail(const QString& where, const QString& message) { m_errors.append({where, message}); }

    // A number of any version opens: fields a newer version adds are ignored.
    void readVersion(const QJsonValue& value)
    {
        if (!value.isUndefined() && !isWholeNumber(value, 1))
            fail(QStringLiteral("version"),
                 QStringLiteral("%1 is not a whole number of 1 or more").arg(describeJsonValue(value)));
    }

    static bool isWholeNumber(const QJsonValue& value, int minimum)
    {
        const double number = value.toDouble(std::nan(""));
        return value.isDouble() && number == std::floor(number) && number >= minimum && number <= 1e9;
    }

    QString optionalText(const QJsonObject& root, const char* key)
    {
        const QJsonValue value = root.value(QLatin1String(key));
        if (value.isUndefined() || value.isNull())
            return {};
        if (!value.isString()) {
            fail(QLatin1String(key), QStringLiteral("%1 is not a text").arg(describeJsonValue(value)));
            return {};
        }
        return value.toString();
    }

    // A map's name; an object with a "name" (as a later version may write a map with more facts)
    // gives its name.
    QString readMap(const QJsonValue& value)
    {
        if (value.isUndefined() || value.isNull())
            return {};
        const QJsonValue name = value.isObject() ? value.toObject().value(QLatin1String("name")) : value;
        if (!name.isString()) {
            fail(QStringLiteral("map"),
                 QStringLiteral("%1 is not a map's name").arg(describeJsonValue(value)));
            return {};
        }
        return name.toString().trimmed();
    }

    int readPoints(const QJsonValue& value)
    {
        if (value.isUndefined()) {
            fail({}, QStringLiteral("%1 is missing").arg(quotedKey("points")));
            return 0;
        }
        if (!isWholeNumber(value, 0)) {
            fail(QStringLiteral("points"), QStringLiteral("%1 is not a whole number").arg(describeJsonValue(value)));
            return 0;
        }
        const int points = value.toInt();
        if (!warbandFormat(points))
            fail(QStringLiteral("points"),
                 QStringLiteral("%1 is not a format (%2)").arg(points).arg(warbandFormatPointsList()));
        return points;
    }

    Scenario readScenario(const QJsonValue& value)
    {
        if (value.isUndefined() || value.isNull())
            return Scenario::Assault;
        const std::optional<Scenario> scenario =
            value.isString() ? parseScenario(value.toString()) : std::nullopt;
        if (!scenario) {
            fail(QStringLiteral("scenario"),
                 QStringLiteral("%1 is not a scenario (%2)").arg(describeJsonValue(value), scenarioList()));
            return Scenario::Assault;
        }
        return *scenario;
    }

    std::optional<Faction> readFaction(const QJsonValue& value, Scenario scenario)
    {
        if (value.isUndefined() || value.isNull()) {
            if (scenario != Scenario::SealedBooster && !m_draft)
                fail({}, QStringLiteral("%1 is missing (only a sealed-booster warband may leave it out)")
                             .arg(quotedKey("faction")));
            return std::nullopt;
        }
        const std::optional<Faction> faction =
            value.isString() ? parseFaction(value.toString()) : std::nullopt;
        if (!faction)
            fail(QStringLiteral("faction"),
                 QStringLiteral("%1 is not a faction (%2)").arg(describeJsonValue(value), factionList()));
        return faction;
    }

    QList<WarbandEntry> readCreatures(const QJsonValue& value)
    {
        QList<WarbandEntry> entries;
        if (value.isUndefined()) {
            fail({}, QStringLiteral("%1 is missing").arg(quotedKey("creatures")));
            return entries;
        }
        if (!value.isArray()) {
            fail(QStringLiteral("creatures"), QStringLiteral("%1 is not a list").arg(describeJsonValue(value)));
            return entries;
        }
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString where = QStringLiteral("creatures[%1]").arg(i);
            if (std::optional<WarbandEntry> entry = readEntry(array.at(i), where))
                entries.append(*entry);
        }
        return entries;
    }

    std::optional<WarbandEntry> readEntry(const QJsonValue& value, const QString& where)
    {
        WarbandEntry entry;
        if (value.isString()) {
            entry.name = value.toString().trimmed();
            if (entry.name.isEmpty()) {
                fail(where, QStringLiteral("the card name is empty"));
                return std::nullopt;
            }
            return entry;
        }
        if (!value.isObject()) {
            fail(where, QStringLiteral("%1 is neither a card name nor an object").arg(describeJsonValue(value)));
            return std::nullopt;
        }
        const QJsonObject object = value.toObject();
        const QJsonValue name = object.value(QLatin1String("name"));
        if (name.isUndefined())
            fail(where, QStringLiteral("%1 is missing").arg(quotedKey("name")));
        else if (!name.isString() || name.toString().trimmed().isEmpty())
            fail(where + QStringLiteral(".name"),
                 QStringLiteral("%1 is not a card name").arg(describeJsonValue(name)));
        else
            entry.name = name.toString().trimmed();
        const QJsonValue set = object.value(QLatin1String("set"));
        if (set.isString())
            entry.set = set.toString().trimmed();
        else if (!set.isUndefined() && !set.isNull())
            fail(where + QStringLiteral(".set"), QStringLiteral("%1 is not a set name").arg(describeJsonValue(set)));
        entry.items = readNames(object.value(QLatin1String("items")), where + QStringLiteral(".items"));
        if (entry.name.isEmpty())
            return std::nullopt;
        return entry;
    }

    // An optional list of item names.
    QStringList readNames(const QJsonValue& value, const QString& where)
    {
        QStringList names;
        if (value.isUndefined() || value.isNull())
            return names;
        if (!value.isArray()) {
            fail(where, QStringLiteral("%1 is not a list").arg(describeJsonValue(value)));
            return names;
        }
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QJsonValue name = array.at(i);
            if (!name.isString() || name.toString().trimmed().isEmpty())
                fail(QStringLiteral("%1[%2]").arg(where).arg(i),
                     QStringLiteral("%1 is not an item name").arg(describeJsonValue(name)));
            else
                names.append(name.toString().trimmed());
        }
        return names;
    }

    QList<WarbandFileError>& m_errors;
    bool m_draft; // a warband being built: it may not have chosen its faction yet
};

// JSON string syntax for `text`, escapes included.
QByteArray quoted(const QString& text)
{
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

QByteArray nameList(const QStringList& names)
{
    QByteArrayList parts;
    for (const QString& name : names)
        parts.append(quoted(name));
    return '[' + parts.join(", ") + ']';
}

// A plain name when the entry has nothing else, else a one-line object.
QByteArray entryJson(const WarbandEntry& entry)
{
    if (entry.set.isEmpty() && entry.items.isEmpty())
        return quoted(entry.name);
    QByteArray json = "{\"name\": " + quoted(entry.name);
    if (!entry.set.isEmpty())
        json += ", \"set\": " + quoted(entry.set);
    if (!entry.items.isEmpty())
        json += ", \"items\": " + nameList(entry.items);
    return json + '}';
}

} // namespace

WarbandReadResult WarbandFile::read(const QByteArray& json)
{
    return readDocument(json, false);
}

WarbandReadResult WarbandFile::readDraft(const QByteArray& json)
{
    return readDocument(json, true);
}

WarbandReadResult WarbandFile::readDocument(const QByteArray& json, bool draft)
{
    WarbandReadResult result;
    QJsonDocument document;
    if (const std::optional<QString> error = parseJsonDocument(json, document)) {
        result.errors.append({{}, *error});
        return result;
    }
    if (!document.isObject()) {
        result.errors.append({{}, QStringLiteral("not a warband file: the document is not a JSON object")});
        return result;
    }
    result.warband = DocumentReader(result.errors, draft).read(document.object());
    return result;
}

QByteArray WarbandFile::write(const Warband& warband)
{
    QByteArrayList lines;
    lines.append("    \"version\": " + QByteArray::number(kFormatVersion));
    lines.append("    \"title\": " + quoted(warband.title));
    lines.append("    \"points\": " + QByteArray::number(warband.points));
    if (warband.faction)
        lines.append("    \"faction\": " + quoted(factionName(*warband.faction)));
    lines.append("    \"scenario\": " + quoted(scenarioKey(warband.scenario)));
    if (!warband.map.isEmpty()) // left out when none is chosen, as files before maps were written
        lines.append("    \"map\": " + quoted(warband.map));
    QByteArrayList creatures;
    for (const WarbandEntry& entry : warband.creatures)
        creatures.append("        " + entryJson(entry));
    lines.append(creatures.isEmpty() ? QByteArray("    \"creatures\": []")
                                     : "    \"creatures\": [\n" + creatures.join(",\n") + "\n    ]");
    lines.append("    \"items\": " + nameList(warband.items));
    lines.append("    \"notes\": " + quoted(warband.notes));
    return "{\n" + lines.join(",\n") + "\n}\n";
}

WarbandReadResult WarbandFile::load(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        WarbandReadResult result;
        result.errors.append({{}, QStringLiteral("cannot open %1: %2").arg(path, file.errorString())});
        return result;
    }
    return read(file.readAll());
}

WarbandSaveResult WarbandFile::save(const Warband& warband, const QString& path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {QStringLiteral("cannot write %1: %2").arg(path, file.errorString())};
    const QByteArray bytes = write(warband);
    // Flush before commit: Qt 6.4's commit() can rename a short temporary file into place after a
    // failed buffered write (disk full), while flush() reports the failure.
    if (file.write(bytes) != bytes.size() || !file.flush()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return {QStringLiteral("cannot write %1: %2").arg(path, reason)};
    }
    if (!file.commit())
        return {QStringLiteral("cannot write %1: %2").arg(path, file.errorString())};
    return {};
}

} // namespace ddm
