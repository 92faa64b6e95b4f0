// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/json_output.h"

namespace ddm::cli {
namespace {

QJsonArray violationsToJson(const QList<Violation>& violations)
{
    QJsonArray array;
    for (const Violation& violation : violations)
        array.append(violationToJson(violation));
    return array;
}

QJsonValue optionalToJson(const std::optional<int>& value) { return value ? QJsonValue(*value) : QJsonValue(); }

} // namespace

QJsonObject violationToJson(const Violation& violation)
{
    return {{QStringLiteral("code"), violationCodeKey(violation.code)},
            {QStringLiteral("rule"), violation.rule},
            {QStringLiteral("message"), violation.message},
            {QStringLiteral("cards"), QJsonArray::fromStringList(violation.cards)}};
}

QJsonObject reportToJson(const LegalityReport& report, int pointLimit)
{
    return {{QStringLiteral("legal"), report.legal},
            {QStringLiteral("points"), report.points},
            {QStringLiteral("pointLimit"), pointLimit},
            {QStringLiteral("creatures"), report.creatureCount},
            {QStringLiteral("creatureLimit"), report.creatureLimit},
            {QStringLiteral("violations"), violationsToJson(report.violations)},
            {QStringLiteral("warnings"), violationsToJson(report.warnings)}};
}

QJsonObject creatureToJson(const Creature& creature)
{
    QJsonArray powers;
    for (const Power& power : creature.powers) {
        powers.append(QJsonObject{{QStringLiteral("type"), powerTypeName(power.type).toLower()},
                                  {QStringLiteral("text"), power.text},
                                  {QStringLiteral("limit"), optionalToJson(power.useLimit)}});
    }
    return {
        {QStringLiteral("name"), creature.name},
        {QStringLiteral("set"), creature.set},
        {QStringLiteral("cost"), creature.cost},
        {QStringLiteral("level"), creature.level},
        {QStringLiteral("hp"), creature.hp},
        {QStringLiteral("ac"), creature.ac},
        {QStringLiteral("fort"), creature.fort},
        {QStringLiteral("ref"), creature.ref},
        {QStringLiteral("will"), creature.will},
        {QStringLiteral("speed"), creature.speed},
        {QStringLiteral("movement"), movementModeName(creature.movement).toLower()},
        {QStringLiteral("championRating"), optionalToJson(creature.championRating)},
        {QStringLiteral("alignment"), alignmentName(creature.alignment).toLower()},
        {QStringLiteral("factions"), QJsonArray::fromStringList(factionNames(creature.factions))},
        {QStringLiteral("keywords"), QJsonArray::fromStringList(creature.keywords)},
        {QStringLiteral("size"), creature.size ? QJsonValue(sizeName(*creature.size)) : QJsonValue()},
        {QStringLiteral("sizeSource"),
         creature.sizeSource ? QJsonValue(factSourceName(*creature.sizeSource)) : QJsonValue()},
        {QStringLiteral("rarity"), creature.rarity ? QJsonValue(rarityName(*creature.rarity)) : QJsonValue()},
        {QStringLiteral("collectorNumber"),
         creature.collectorNumber.isEmpty() ? QJsonValue() : QJsonValue(creature.collectorNumber)},
        {QStringLiteral("custom"), creature.origin == CardOrigin::Custom},
        {QStringLiteral("powers"), powers}};
}

} // namespace ddm::cli
