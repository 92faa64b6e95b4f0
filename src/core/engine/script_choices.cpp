// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/script_choices.h"

#include "catalog/json_text.h"

#include <QJsonArray>

namespace ddm::script {

std::optional<int> readAttackIndex(const QJsonValue& value, const QString& where, const Combatant& attacker,
                                   Problems& problems)
{
    QStringList names;
    for (const AttackPower& power : attacker.profile.attacks)
        names.append(power.name);
    const QString known = names.isEmpty()
                              ? QStringLiteral("it has no attacks")
                              : QStringLiteral("its attacks: %1").arg(names.join(QStringLiteral(", ")));
    if (value.isString()) {
        const std::optional<int> index = attacker.attackNamed(value.toString());
        if (!index)
            problems.add(where, QStringLiteral("%1 has no attack named \"%2\" (%3)")
                                    .arg(attacker.card.name, value.toString(), known));
        return index;
    }
    const std::optional<int> number = wholeNumber(value);
    if (!number || *number < 1 || *number > attacker.profile.attacks.size()) {
        problems.add(where,
                     QStringLiteral("expected an attack's name or its number from 1 to %1, not %2 (%3)")
                         .arg(attacker.profile.attacks.size())
                         .arg(describeJsonValue(value), known));
        return std::nullopt;
    }
    return number;
}

std::optional<QStringList> readIdList(const QJsonValue& value, const QString& where,
                                      const CreatureIdReader& creatureId, Problems& problems)
{
    if (!value.isArray() || value.toArray().isEmpty()) {
        problems.add(where,
                     QStringLiteral("expected a list of creature ids, not %1").arg(describeJsonValue(value)));
        return std::nullopt;
    }
    QStringList ids;
    bool ok = true;
    const QJsonArray values = value.toArray();
    for (qsizetype i = 0; i < values.size(); ++i) {
        if (const std::optional<QString> id = creatureId(values.at(i), index(where, i)))
            ids.append(*id);
        else
            ok = false;
    }
    return ok ? std::optional<QStringList>(ids) : std::nullopt;
}

std::optional<QStringList> readTargetsOf(const QJsonObject& object, const QString& where,
                                         const CreatureIdReader& creatureId, Problems& problems)
{
    const bool one = object.contains(QLatin1String("target"));
    const bool several = object.contains(QLatin1String("targets"));
    if (one && several) {
        problems.add(where, QStringLiteral("give \"target\" or \"targets\", not both"));
        return std::nullopt;
    }
    if (one) {
        const std::optional<QString> id =
            creatureId(object.value(QLatin1String("target")), at(where, QStringLiteral("target")));
        return id ? std::optional<QStringList>(QStringList{*id}) : std::nullopt;
    }
    if (several)
        return readIdList(object.value(QLatin1String("targets")), at(where, QStringLiteral("targets")),
                          creatureId, problems);
    return QStringList{};
}

std::optional<QHash<QString, QList<Square>>> readForcedPaths(const QJsonValue& value, const QString& where,
                                                             const BattleMap& map,
                                                             const CreatureIdReader& creatureId,
                                                             Problems& problems)
{
    if (!value.isObject()) {
        problems.add(where, QStringLiteral("expected {\"creature id\": [[x, y], ...]}, not %1")
                                .arg(describeJsonValue(value)));
        return std::nullopt;
    }
    QHash<QString, QList<Square>> forced;
    bool ok = true;
    const QJsonObject paths = value.toObject();
    for (auto it = paths.constBegin(); it != paths.constEnd(); ++it) {
        const QString pathWhere = at(where, it.key());
        const std::optional<QString> id = creatureId(QJsonValue(it.key()), pathWhere);
        const std::optional<QList<Square>> path =
            id ? readPath(it.value(), pathWhere, map, true, problems) : std::nullopt;
        if (path)
            forced.insert(*id, *path);
        else
            ok = false;
    }
    return ok ? std::optional<QHash<QString, QList<Square>>>(forced) : std::nullopt;
}

std::optional<int> readAttackAfter(const QJsonValue& value, const QString& where, Problems& problems)
{
    return readNumber(value, where, 0, 1000, problems);
}

namespace {

std::optional<AttackChoice> readChoice(const QJsonValue& value, const QString& where, ChoiceList kind,
                                       const BattleMap& map, const CreatureIdReader& creatureId,
                                       Problems& problems)
{
    if (kind == ChoiceList::Further && value.isString()) {
        const std::optional<QString> id = creatureId(value, where);
        return id ? std::optional<AttackChoice>(AttackChoice{.targets = {*id}}) : std::nullopt;
    }
    if (!value.isObject()) {
        problems.add(
            where, kind == ChoiceList::Further
                       ? QStringLiteral(
                             "expected a target id or {\"target\", \"origin\", \"toward\", \"direction\", \"path\", \"forced\"}, not %1")
                             .arg(describeJsonValue(value))
                       : QStringLiteral("expected {\"origin\", \"toward\", \"direction\", \"targets\", \"forced\"}, not %1")
                             .arg(describeJsonValue(value)));
        return std::nullopt;
    }
    const qsizetype before = problems.count();
    const QJsonObject object = value.toObject();
    QStringList known{QStringLiteral("target"), QStringLiteral("targets"), QStringLiteral("origin"),
                      QStringLiteral("toward"), QStringLiteral("direction"), QStringLiteral("forced")};
    if (kind == ChoiceList::Further)
        known << QStringLiteral("path") << QStringLiteral("attackAfter");
    reportUnknownFields(object, known, where, problems);
    AttackChoice choice;
    choice.targets = readTargetsOf(object, where, creatureId, problems).value_or(QStringList{});
    // A line's "toward" square or a cone's "direction" makes "origin" a grid point (608.4.a,
    // 608.6.a); whether the attack made is a line or a cone the engine checks when it is made.
    if (object.contains(QLatin1String("toward")))
        choice.toward = readSquare(object.value(QLatin1String("toward")), at(where, QStringLiteral("toward")), map,
                                   problems);
    if (object.contains(QLatin1String("direction"))) {
        const QJsonValue direction = object.value(QLatin1String("direction"));
        choice.direction = direction.isString() ? parseConeDirection(direction.toString()) : std::nullopt;
        if (!choice.direction)
            problems.add(at(where, QStringLiteral("direction")),
                         QStringLiteral("unknown direction %1: one of %2")
                             .arg(describeJsonValue(direction), coneDirectionKeys().join(QStringLiteral(", "))));
    }
    if (object.contains(QLatin1String("origin"))) {
        const QJsonValue origin = object.value(QLatin1String("origin"));
        const QString originWhere = at(where, QStringLiteral("origin"));
        if (object.contains(QLatin1String("toward")) || object.contains(QLatin1String("direction"))) {
            if (const std::optional<GridPoint> point = readPoint(origin, originWhere, map, problems))
                choice.origin = Square{point->x, point->y};
        } else {
            choice.origin = readSquare(origin, originWhere, map, problems);
        }
    }
    if (object.contains(QLatin1String("path")) && kind == ChoiceList::Further)
        choice.path = readPath(object.value(QLatin1String("path")), at(where, QStringLiteral("path")), map,
                               false, problems)
                          .value_or(QList<Square>{});
    if (object.contains(QLatin1String("attackAfter")) && kind == ChoiceList::Further)
        choice.attackAfter = readAttackAfter(object.value(QLatin1String("attackAfter")),
                                             at(where, QStringLiteral("attackAfter")), problems);
    if (object.contains(QLatin1String("forced")))
        choice.forced = readForcedPaths(object.value(QLatin1String("forced")),
                                        at(where, QStringLiteral("forced")), map, creatureId, problems)
                            .value_or(QHash<QString, QList<Square>>{});
    if (problems.count() != before)
        return std::nullopt;
    return choice;
}

} // namespace

std::optional<QList<AttackChoice>> readChoiceList(const QJsonValue& value, const QString& where,
                                                  ChoiceList kind, const BattleMap& map,
                                                  const CreatureIdReader& creatureId, Problems& problems)
{
    if (!value.isArray() || value.toArray().isEmpty()) {
        problems.add(where, QStringLiteral("expected a list of %1, not %2")
                                .arg(kind == ChoiceList::Further
                                         ? QStringLiteral("further attacks' targets or choices")
                                         : QStringLiteral("areas"),
                                     describeJsonValue(value)));
        return std::nullopt;
    }
    QList<AttackChoice> choices;
    bool ok = true;
    const QJsonArray entries = value.toArray();
    for (qsizetype i = 0; i < entries.size(); ++i) {
        if (const std::optional<AttackChoice> choice =
                readChoice(entries.at(i), index(where, i), kind, map, creatureId, problems))
            choices.append(*choice);
        else
            ok = false;
    }
    return ok ? std::optional<QList<AttackChoice>>(choices) : std::nullopt;
}

} // namespace ddm::script
