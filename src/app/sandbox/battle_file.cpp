// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/battle_file.h"

#include "board/map_writer.h"
#include "catalog/json_text.h"
#include "engine/battle_script.h"
#include "engine/side_index.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace ddm::gui {

namespace {

class FileText {
    Q_DECLARE_TR_FUNCTIONS(BattleFile)
};

const QString kFormat = QStringLiteral("ddm-sandbox-battle");

QJsonArray squareJson(Square square)
{
    return {square.x, square.y};
}

QJsonArray pathJson(const QList<Square>& path)
{
    QJsonArray steps;
    for (Square square : path)
        steps.append(squareJson(square));
    return steps;
}

QJsonArray rollsJson(const QList<int>& rolls)
{
    QJsonArray values;
    for (int roll : rolls)
        values.append(roll);
    return values;
}

QJsonObject forcedJson(const QHash<QString, QList<Square>>& paths)
{
    QJsonObject forced;
    for (auto it = paths.cbegin(); it != paths.cend(); ++it)
        forced.insert(it.key(), pathJson(it.value()));
    return forced;
}

// An entry of "further" or "areas": the fields it has, as the script reader reads them.
QJsonObject choiceJson(const AttackChoice& choice)
{
    QJsonObject object;
    if (!choice.targets.isEmpty())
        object.insert(QStringLiteral("targets"), QJsonArray::fromStringList(choice.targets));
    if (choice.origin)
        object.insert(QStringLiteral("origin"), squareJson(*choice.origin));
    if (choice.toward)
        object.insert(QStringLiteral("toward"), squareJson(*choice.toward));
    if (choice.direction)
        object.insert(QStringLiteral("direction"), coneDirectionKey(*choice.direction));
    if (!choice.path.isEmpty())
        object.insert(QStringLiteral("path"), pathJson(choice.path));
    if (choice.attackAfter)
        object.insert(QStringLiteral("attackAfter"), *choice.attackAfter);
    if (!choice.forced.isEmpty())
        object.insert(QStringLiteral("forced"), forcedJson(choice.forced));
    return object;
}

QJsonArray choicesJson(const QList<AttackChoice>& choices)
{
    QJsonArray entries;
    for (const AttackChoice& choice : choices)
        entries.append(choiceJson(choice));
    return entries;
}

QJsonObject creatureJson(const CreatureSetup& creature)
{
    QJsonObject object{{QStringLiteral("id"), creature.id},
                       {QStringLiteral("side"), sideName(creature.side)},
                       {QStringLiteral("card"), creature.card.name},
                       {QStringLiteral("at"), squareJson(creature.at)}};
    if (!creature.card.set.isEmpty())
        object.insert(QStringLiteral("set"), creature.card.set);
    if (creature.hp)
        object.insert(QStringLiteral("hp"), *creature.hp);
    if (creature.wanderRolls)
        object.insert(QStringLiteral("wander"), rollsJson(*creature.wanderRolls));
    return object;
}

// An attack's choices, written as a further attack's are, beside the action's keys: its own (targets,
// areas, paths), the attacks it makes, its further attacks and areas, the allies it heals.
void insertAttackChoices(QJsonObject& object, const Action& action)
{
    const QJsonObject own = choiceJson(ownChoice(action));
    for (auto it = own.constBegin(); it != own.constEnd(); ++it)
        object.insert(it.key(), it.value());
    if (!action.made.isEmpty())
        object.insert(QStringLiteral("made"),
                      QJsonArray::fromVariantList(QVariantList(action.made.cbegin(), action.made.cend())));
    if (!action.further.isEmpty())
        object.insert(QStringLiteral("further"), choicesJson(action.further));
    if (!action.areas.isEmpty())
        object.insert(QStringLiteral("areas"), choicesJson(action.areas));
    if (!action.healed.isEmpty())
        object.insert(QStringLiteral("healed"), QJsonArray::fromStringList(action.healed));
}

// The optional powers the action's moments used: Cleave, a champion power as the round starts, a
// power used at set-up with its choice.
void insertResponses(QJsonObject& object, const Action& action)
{
    if (action.responses.isEmpty())
        return;
    QJsonArray responses;
    for (const Response& response : action.responses) {
        QJsonObject entry{{QStringLiteral("actor"), response.actor}, {QStringLiteral("use"), response.use}};
        if (response.attack)
            entry.insert(QStringLiteral("attack"), *response.attack);
        if (!response.choice.isEmpty())
            entry.insert(QStringLiteral("choice"), response.choice);
        responses.append(entry);
    }
    object.insert(QStringLiteral("responses"), responses);
}

QJsonObject actionJson(const Action& action)
{
    QJsonObject object;
    if (action.kind == ActionKind::Initiative) {
        QJsonObject sides;
        for (Side side : {Side::A, Side::B}) {
            if (const auto& rolls = action.initiative[sideIndex(side)])
                sides.insert(sideName(side), rollsJson(*rolls));
        }
        object.insert(QStringLiteral("initiative"), sides);
        if (action.first)
            object.insert(QStringLiteral("first"), sideName(*action.first));
        // Its own d20s order the powers used at set-up (801.6.a); most initiative actions roll none.
        if (action.rolls && !action.rolls->isEmpty())
            object.insert(QStringLiteral("rolls"), rollsJson(*action.rolls));
        insertResponses(object, action);
        return object;
    }
    object.insert(QStringLiteral("actor"), action.actor);
    switch (action.kind) {
    case ActionKind::Move:
        object.insert(QStringLiteral("move"), pathJson(action.path));
        break;
    case ActionKind::Shift:
        object.insert(QStringLiteral("shift"), pathJson(action.path));
        break;
    case ActionKind::Squeeze:
        object.insert(QStringLiteral("squeeze"), pathJson(action.path));
        if (action.squeezeExit)
            object.insert(QStringLiteral("exit"), QJsonArray{action.squeezeExit->x, action.squeezeExit->y});
        break;
    case ActionKind::Charge:
        object.insert(QStringLiteral("charge"), pathJson(action.path));
        object.insert(QStringLiteral("target"), action.targets.value(0));
        if (action.attack > 0) // a power usable on charge, in place of the basic attack
            object.insert(QStringLiteral("attack"), action.attack);
        if (!action.further.isEmpty())
            object.insert(QStringLiteral("further"), choicesJson(action.further));
        break;
    case ActionKind::Attack:
        // By number: cards repeat attack names.
        object.insert(QStringLiteral("attack"), action.attack);
        insertAttackChoices(object, action);
        break;
    case ActionKind::Recharge:
        object.insert(QStringLiteral("recharge"), action.attack);
        break;
    case ActionKind::Use:
        object.insert(QStringLiteral("use"), action.use);
        if (action.attack > 0) // the attack the power makes, where the card leaves it to the player
            object.insert(QStringLiteral("attack"), action.attack);
        insertAttackChoices(object, action);
        break;
    case ActionKind::HealingFont:
        object.insert(QStringLiteral("font"), true);
        break;
    case ActionKind::End:
        object.insert(QStringLiteral("end"), true);
        break;
    case ActionKind::Initiative:
        break;
    }
    // An attack or a use wrote its paths with its own choices; any other action may move a creature too.
    if (action.kind != ActionKind::Attack && action.kind != ActionKind::Use && !action.forced.isEmpty())
        object.insert(QStringLiteral("forced"), forcedJson(action.forced));
    if (action.rolls)
        object.insert(QStringLiteral("rolls"), rollsJson(*action.rolls));
    if (!action.reactions.isEmpty()) {
        QJsonArray reactions;
        for (const Reaction& reaction : action.reactions) {
            QJsonObject entry{{QStringLiteral("actor"), reaction.actor}};
            if (reaction.rolls)
                entry.insert(QStringLiteral("rolls"), rollsJson(*reaction.rolls));
            if (!reaction.against.isEmpty())
                entry.insert(QStringLiteral("against"), reaction.against);
            reactions.append(entry);
        }
        object.insert(QStringLiteral("reactions"), reactions);
    }
    insertResponses(object, action);
    return object;
}

} // namespace

QJsonObject BattleFile::scriptJson(const BattleSetup& setup, const QList<Action>& actions)
{
    QJsonArray creatures;
    for (const CreatureSetup& creature : setup.creatures)
        creatures.append(creatureJson(creature));
    QJsonArray played;
    for (const Action& action : actions)
        played.append(actionJson(action));
    QJsonObject script{{QStringLiteral("map"), MapWriter::toJson(setup.map)},
                       {QStringLiteral("points"), setup.points},
                       {QStringLiteral("scenario"), scenarioKey(setup.scenario)},
                       {QStringLiteral("creatures"), creatures},
                       {QStringLiteral("actions"), played}};
    QJsonObject sides;
    for (Side side : {Side::A, Side::B}) {
        if (!setup.sideNames[sideIndex(side)].isEmpty())
            sides.insert(sideName(side), setup.sideNames[sideIndex(side)]);
    }
    if (!sides.isEmpty())
        script.insert(QStringLiteral("sides"), sides);
    if (setup.setupRoll) {
        QJsonObject rolls;
        for (Side side : {Side::A, Side::B})
            rolls.insert(sideName(side), rollsJson(setup.setupRoll->rolls[sideIndex(side)]));
        script.insert(QStringLiteral("setup"),
                      QJsonObject{{QStringLiteral("initiative"), rolls},
                                  {QStringLiteral("player1"), sideName(setup.setupRoll->player1)}});
    }
    return script;
}

QByteArray BattleFile::write(const SavedBattle& battle)
{
    const QJsonObject object{{QStringLiteral("format"), kFormat},
                             {QStringLiteral("version"), kVersion},
                             {QStringLiteral("seed"), qint64(battle.seed)},
                             {QStringLiteral("dice"), battle.diceMode == DiceMode::Typed ? QStringLiteral("typed")
                                                                                          : QStringLiteral("app")},
                             {QStringLiteral("battle"), scriptJson(battle.setup, battle.actions)}};
    return QJsonDocument(object).toJson(QJsonDocument::Indented);
}

BattleFileResult BattleFile::read(const QByteArray& json, const CardLookup& cards)
{
    BattleFileResult result;
    QJsonDocument document;
    if (const std::optional<QString> problem = parseJsonDocument(json, document)) {
        result.errors.append(*problem);
        return result;
    }
    const QJsonObject object = document.object();
    if (!document.isObject() || object.value(QLatin1String("format")).toString() != kFormat) {
        result.errors.append(FileText::tr("not a sandbox battle file (\"format\" is not \"%1\")").arg(kFormat));
        return result;
    }
    const int version = object.value(QLatin1String("version")).toInt();
    if (version < 1 || version > kVersion)
        result.errors.append(FileText::tr("version: %1 is not a version this app reads (1 to %2)").arg(version).arg(kVersion));
    const double seed = object.value(QLatin1String("seed")).toDouble(-1);
    if (seed < 0 || seed > 4294967295.0 || seed != qint64(seed))
        result.errors.append(FileText::tr("seed: expected a whole number from 0 to 4294967295"));
    result.battle.seed = quint32(qint64(seed));
    result.battle.diceMode = object.value(QLatin1String("dice")).toString() == QLatin1String("typed") ? DiceMode::Typed
                                                                                                       : DiceMode::App;
    const ScriptReadResult script = BattleScriptReader::read(object.value(QLatin1String("battle")).toObject(), cards);
    for (const ScriptError& error : script.errors)
        result.errors.append(error.where.isEmpty() ? QStringLiteral("battle: ") + error.message
                                                   : QStringLiteral("battle.") + error.toString());
    result.battle.setup = script.script.setup;
    result.battle.actions = script.script.actions;
    return result;
}

QString BattleFile::save(const SavedBattle& battle, const QString& path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return FileText::tr("Cannot write %1: %2").arg(path, file.errorString());
    file.write(write(battle));
    if (!file.commit())
        return FileText::tr("Cannot write %1: %2").arg(path, file.errorString());
    return {};
}

BattleFileResult BattleFile::load(const QString& path, const CardLookup& cards)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        BattleFileResult result;
        result.errors.append(FileText::tr("%1 cannot be read: %2").arg(path, file.errorString()));
        return result;
    }
    return read(file.readAll(), cards);
}

} // namespace ddm::gui
