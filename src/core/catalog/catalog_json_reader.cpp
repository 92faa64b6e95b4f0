// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/catalog_json_reader.h"

#include "catalog/json_text.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QPair>
#include <QSet>

namespace ddm {

Creature CatalogJsonReader::readRecord(JsonRecordReader& reader)
{
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
    if (creature.factions == Factions{} && reader.problems().isEmpty())
        reader.addProblem(QStringLiteral("factions is empty"));
    creature.keywords = reader.keywords();
    creature.powers = reader.powers();
    return creature;
}

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
    QJsonDocument document;
    if (const std::optional<QString> error = parseJsonDocument(json, document)) {
        result.errors.append({-1, {}, *error});
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
        JsonRecordReader reader(records.at(index).toObject());
        Creature creature = readRecord(reader);
        const QStringList& problems = reader.problems();
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
