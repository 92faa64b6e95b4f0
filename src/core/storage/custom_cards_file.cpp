// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/custom_cards_file.h"

#include "catalog/json_text.h"
#include "catalog/catalog_json_reader.h"
#include "catalog/json_record_reader.h"
#include "storage/creature_stats.h"
#include "storage/creature_validation.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPair>

namespace ddm {
namespace {

const char* const kCreatures = "creatures";
const char* const kItems = "items";
const char* const kCorrections = "corrections";

Creature readCreature(JsonRecordReader& reader)
{
    Creature creature = CatalogJsonReader::readRecord(reader);
    creature.origin = CardOrigin::Custom;
    creature.size = reader.optionalEnumeration("size", &parseSize);
    creature.rarity = reader.optionalEnumeration("rarity", &parseRarity);
    creature.collectorNumber = reader.optionalText("collectorNumber").value_or(QString());
    return creature;
}

Item readItem(JsonRecordReader& reader)
{
    // Items share the bounds of creature cards (as ItemRepository checks them).
    const StatColumn& cost = statColumn(&Creature::cost);
    const StatColumn& level = statColumn(&Creature::level);
    Item item;
    item.name = reader.text("name");
    item.set = reader.optionalText("set").value_or(QString());
    item.cost = reader.number("cost", cost.minimum, cost.maximum);
    item.minLevel = reader.optionalNumber("minLevel", level.minimum, level.maximum).value_or(1);
    item.maxLevel = reader.optionalNumber("maxLevel", level.minimum, level.maximum);
    if (reader.has("keywords"))
        item.keywords = reader.keywords();
    if (reader.has("factions"))
        item.factions = reader.factions();
    if (reader.has("alignments"))
        item.alignments = reader.enumerationList("alignments", "alignment", &parseAlignment);
    if (reader.has("powers"))
        item.powers = reader.powers();
    reader.reportUnreadFields();
    return item;
}

CardCorrection readCorrection(JsonRecordReader& reader)
{
    CardCorrection card;
    card.name = reader.text("name");
    card.set = reader.text("set");
    CreatureCorrection& correction = card.correction;
    // The catalog format names the stats as their columns do ("cost", "hp", "fort", ...).
    for (const StatColumn& stat : kStatColumns)
        correction.*stat.correction = reader.optionalNumber(stat.column, stat.minimum, stat.maximum);
    correction.championRating = reader.optionalNumber("championRating", 0, kMaxChampionRating);
    correction.movement = reader.optionalEnumeration("movementMode", &parseMovementMode);
    correction.alignment = reader.optionalEnumeration("alignment", &parseAlignment);
    if (reader.has("factions"))
        correction.factions = reader.factions();
    correction.size = reader.optionalEnumeration("size", &parseSize);
    correction.rarity = reader.optionalEnumeration("rarity", &parseRarity);
    correction.collectorNumber = reader.optionalText("collectorNumber");
    reader.reportUnreadFields();
    if (correction.isEmpty() && reader.problems().isEmpty())
        reader.addProblem(QStringLiteral("names no field to correct"));
    return card;
}

// Each check the repositories make before storing, so that a file that reads cleanly also stores.
std::optional<EditError> check(const Creature& creature) { return validateCreature(creature); }
std::optional<EditError> check(const Item& item) { return validateItem(item); }
std::optional<EditError> check(const CardCorrection& card) { return validateCorrection(card.correction); }

// Reads one section (a list of records) into `cards`; every problem goes to `errors`.
template <typename Card>
void readSection(const QJsonObject& document, const char* section, Card (*read)(JsonRecordReader&),
                 QList<Card>& cards, QList<CustomCardsError>& errors)
{
    const QJsonValue value = document.value(QLatin1String(section));
    if (value.isUndefined() || value.isNull())
        return;
    if (!value.isArray()) {
        errors.append({QLatin1String(section), QStringLiteral("is not a list")});
        return;
    }
    const QJsonArray records = value.toArray();
    QHash<QPair<QString, QString>, QString> seen; // case-folded (name, set) -> where it first appears
    for (qsizetype index = 0; index < records.size(); ++index) {
        const QString where = QStringLiteral("%1[%2]").arg(QLatin1String(section)).arg(index);
        if (!records.at(index).isObject()) {
            errors.append({where, QStringLiteral("is not a JSON object")});
            continue;
        }
        JsonRecordReader reader(records.at(index).toObject());
        Card card = read(reader);
        if (reader.problems().isEmpty()) {
            if (const std::optional<EditError> refusal = check(card))
                reader.addProblem(refusal->message);
        }
        const QPair<QString, QString> identity{card.name.toCaseFolded(), card.set.toCaseFolded()};
        if (reader.problems().isEmpty() && seen.contains(identity))
            reader.addProblem(QStringLiteral("\"%1\" in set \"%2\" is also %3").arg(card.name, card.set, seen.value(identity)));
        for (const QString& problem : reader.problems())
            errors.append({where, problem});
        if (reader.problems().isEmpty()) {
            seen.insert(identity, where);
            cards.append(std::move(card));
        }
    }
}

// The catalog's spellings (upper case; an unaligned creature is NEUTRAL), which the reader accepts
// in any case.
QString catalogWord(const QString& name)
{
    return name.toUpper();
}
QString catalogAlignment(Alignment alignment)
{
    return alignment == Alignment::Unaligned ? QStringLiteral("NEUTRAL") : catalogWord(alignmentName(alignment));
}
QJsonArray factionsToJson(Factions factions)
{
    QJsonArray array;
    for (const QString& name : factionNames(factions))
        array.append(catalogWord(name));
    return array;
}

QJsonArray powersToJson(const QList<Power>& powers)
{
    QJsonArray array;
    for (const Power& power : powers) {
        QJsonObject object{{QStringLiteral("type"), catalogWord(powerTypeName(power.type))},
                           {QStringLiteral("text"), power.text}};
        if (power.useLimit)
            object.insert(QStringLiteral("limit"), *power.useLimit);
        array.append(object);
    }
    return array;
}

QJsonObject creatureToJson(const Creature& creature)
{
    QJsonObject object{{QStringLiteral("name"), creature.name},
                       {QStringLiteral("setInfo"), creature.set},
                       {QStringLiteral("alignment"), catalogAlignment(creature.alignment)},
                       {QStringLiteral("movementMode"), catalogWord(movementModeName(creature.movement))},
                       {QStringLiteral("factions"), factionsToJson(creature.factions)},
                       {QStringLiteral("keywords"), QJsonArray::fromStringList(creature.keywords)},
                       {QStringLiteral("powers"), powersToJson(creature.powers)}};
    for (const StatColumn& stat : kStatColumns)
        object.insert(QLatin1String(stat.column), creature.*stat.creature);
    if (creature.championRating)
        object.insert(QStringLiteral("championRating"), *creature.championRating);
    if (creature.size)
        object.insert(QStringLiteral("size"), sizeName(*creature.size));
    if (creature.rarity)
        object.insert(QStringLiteral("rarity"), rarityName(*creature.rarity));
    if (!creature.collectorNumber.isEmpty())
        object.insert(QStringLiteral("collectorNumber"), creature.collectorNumber);
    return object;
}

QJsonObject itemToJson(const Item& item)
{
    QJsonObject object{{QStringLiteral("name"), item.name},
                       {QStringLiteral("cost"), item.cost},
                       {QStringLiteral("minLevel"), item.minLevel}};
    if (!item.set.isEmpty())
        object.insert(QStringLiteral("set"), item.set);
    if (item.maxLevel)
        object.insert(QStringLiteral("maxLevel"), *item.maxLevel);
    if (!item.keywords.isEmpty())
        object.insert(QStringLiteral("keywords"), QJsonArray::fromStringList(item.keywords));
    if (item.factions)
        object.insert(QStringLiteral("factions"), factionsToJson(item.factions));
    if (!item.alignments.isEmpty()) {
        QJsonArray alignments;
        for (Alignment alignment : item.alignments)
            alignments.append(catalogAlignment(alignment));
        object.insert(QStringLiteral("alignments"), alignments);
    }
    if (!item.powers.isEmpty())
        object.insert(QStringLiteral("powers"), powersToJson(item.powers));
    return object;
}

QJsonObject correctionToJson(const CardCorrection& card)
{
    const CreatureCorrection& correction = card.correction;
    QJsonObject object{{QStringLiteral("name"), card.name}, {QStringLiteral("set"), card.set}};
    for (const StatColumn& stat : kStatColumns) {
        if (const std::optional<int>& value = correction.*stat.correction)
            object.insert(QLatin1String(stat.column), *value);
    }
    if (correction.championRating)
        object.insert(QStringLiteral("championRating"), *correction.championRating);
    if (correction.movement)
        object.insert(QStringLiteral("movementMode"), catalogWord(movementModeName(*correction.movement)));
    if (correction.alignment)
        object.insert(QStringLiteral("alignment"), catalogAlignment(*correction.alignment));
    if (correction.factions)
        object.insert(QStringLiteral("factions"), factionsToJson(*correction.factions));
    if (correction.size)
        object.insert(QStringLiteral("size"), sizeName(*correction.size));
    if (correction.rarity)
        object.insert(QStringLiteral("rarity"), rarityName(*correction.rarity));
    if (correction.collectorNumber)
        object.insert(QStringLiteral("collectorNumber"), *correction.collectorNumber);
    return object;
}

template <typename Card> QJsonArray arrayOf(const QList<Card>& cards, QJsonObject (*toJson)(const Card&))
{
    QJsonArray array;
    for (const Card& card : cards)
        array.append(toJson(card));
    return array;
}

} // namespace

CustomCardsReadResult CustomCardsFile::read(const QByteArray& json)
{
    CustomCardsReadResult result;
    QJsonDocument document;
    if (const std::optional<QString> error = parseJsonDocument(json, document)) {
        result.errors.append({{}, *error});
        return result;
    }
    if (!document.isObject()) {
        result.errors.append(
            {{}, QStringLiteral("not a JSON object with \"creatures\", \"items\" and \"corrections\"")});
        return result;
    }
    const QJsonObject object = document.object();
    for (const QString& key : object.keys()) {
        if (key != QLatin1String(kCreatures) && key != QLatin1String(kItems) && key != QLatin1String(kCorrections))
            result.errors.append({{}, QStringLiteral("unknown section \"%1\" (expected \"creatures\", \"items\" "
                                                     "or \"corrections\")")
                                          .arg(key)});
    }
    readSection(object, kCreatures, &readCreature, result.cards.creatures, result.errors);
    readSection(object, kItems, &readItem, result.cards.items, result.errors);
    readSection(object, kCorrections, &readCorrection, result.cards.corrections, result.errors);
    if (!result.ok())
        result.cards = {};
    return result;
}

CustomCardsReadResult CustomCardsFile::load(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        CustomCardsReadResult result;
        result.errors.append({{}, QStringLiteral("cannot read %1: %2").arg(path, file.errorString())});
        return result;
    }
    return read(file.readAll());
}

QJsonObject CustomCardsFile::toJson(const CustomCards& cards)
{
    return {{QLatin1String(kCreatures), arrayOf(cards.creatures, &creatureToJson)},
            {QLatin1String(kItems), arrayOf(cards.items, &itemToJson)},
            {QLatin1String(kCorrections), arrayOf(cards.corrections, &correctionToJson)}};
}

QByteArray CustomCardsFile::write(const CustomCards& cards)
{
    return QJsonDocument(toJson(cards)).toJson(QJsonDocument::Indented);
}

} // namespace ddm
