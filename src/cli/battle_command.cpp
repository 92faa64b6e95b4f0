// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"

#include "cli/tool_context.h"
#include "engine/battle.h"
#include "engine/battle_script.h"
#include "storage/card_database.h"
#include "storage/card_repository.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ddm::cli {
namespace {

QJsonArray squareToJson(Square square) { return {square.x, square.y}; }

QStringList conditionNames(const CreatureState& creature)
{
    QStringList names;
    for (const ActiveCondition& condition : creature.effects.conditions())
        names.append(conditionName(condition.effect.condition));
    for (const ActiveOngoingDamage& ongoing : creature.effects.ongoing())
        names.append(QStringLiteral("Ongoing %1 %2").arg(ongoing.damage.amount).arg(damageTypeName(ongoing.damage.type)));
    return names;
}

// The card's powers the engine cannot run, by name: the players resolve them by hand from the card.
QStringList byHandPowers(const Combatant& combatant)
{
    QStringList names;
    for (const Power& power : combatant.profile.byHand)
        names.append(power.text.section(QLatin1Char(':'), 0, 0).left(60).trimmed());
    return names;
}

QJsonObject logEntryToJson(const LogEntry& entry)
{
    QJsonArray rolls;
    for (const DieRoll& roll : entry.rolls)
        rolls.append(QJsonObject{{QStringLiteral("value"), roll.value}, {QStringLiteral("purpose"), rollPurposeKey(roll.purpose)}});
    QJsonObject json{{QStringLiteral("action"), entry.action},
                     {QStringLiteral("event"), logEventKey(entry.event)},
                     {QStringLiteral("text"), entry.text},
                     {QStringLiteral("rule"), entry.rule},
                     {QStringLiteral("rolls"), rolls}};
    if (entry.outcome != AttackOutcome::None)
        json.insert(QStringLiteral("outcome"), attackOutcomeKey(entry.outcome));
    if (entry.hpChange != 0)
        json.insert(QStringLiteral("hpChange"), entry.hpChange);
    return json;
}

// The shape issue #5 specifies: ok, round, creatures, vp, winner, log, and error when refused.
QJsonObject battleToJson(const Battle& battle, const Battle::Replay& replay)
{
    const BattleState& state = battle.state();
    QJsonArray creatures;
    for (const CreatureState& creature : state.creatures) {
        creatures.append(QJsonObject{{QStringLiteral("id"), creature.id},
                                     {QStringLiteral("card"), battle.combatant(creature.id)->card.name},
                                     {QStringLiteral("side"), sideName(creature.side)},
                                     {QStringLiteral("hp"), creature.hitPoints.current},
                                     {QStringLiteral("tempHp"), creature.hitPoints.temporary},
                                     {QStringLiteral("at"), squareToJson(creature.space.topLeft)},
                                     {QStringLiteral("conditions"), QJsonArray::fromStringList(conditionNames(creature))},
                                     {QStringLiteral("eliminated"), creature.eliminated},
                                     {QStringLiteral("byHand"), QJsonArray::fromStringList(byHandPowers(*battle.combatant(creature.id)))}});
    }
    QJsonArray log;
    for (const LogEntry& entry : battle.log())
        log.append(logEntryToJson(entry));
    QJsonObject json{{QStringLiteral("ok"), !replay.error.has_value()},
                     {QStringLiteral("round"), state.round},
                     {QStringLiteral("creatures"), creatures},
                     {QStringLiteral("vp"), QJsonObject{{QStringLiteral("A"), state.victoryPointsOf(Side::A)},
                                                        {QStringLiteral("B"), state.victoryPointsOf(Side::B)}}},
                     {QStringLiteral("winner"), state.outcome && state.outcome->winner ? QJsonValue(sideName(*state.outcome->winner))
                                                                                        : QJsonValue()},
                     {QStringLiteral("log"), log}};
    if (replay.error) {
        json.insert(QStringLiteral("error"), QJsonObject{{QStringLiteral("action"), *replay.failedAt},
                                                         {QStringLiteral("kind"), actionErrorKindKey(replay.error->kind)},
                                                         {QStringLiteral("message"), replay.error->message},
                                                         {QStringLiteral("rule"), replay.error->rule}});
    }
    return json;
}

void printPlain(QTextStream& out, const Battle& battle, const Battle::Replay& replay)
{
    for (const Combatant& combatant : battle.combatants()) {
        if (const QStringList powers = byHandPowers(combatant); !powers.isEmpty())
            out << combatant.id << " (" << combatant.card.name << "): resolve by hand: " << powers.join(QStringLiteral("; ")) << Qt::endl;
    }
    qsizetype action = -1;
    for (const LogEntry& entry : battle.log()) {
        if (entry.action != action) {
            action = entry.action;
            out << "action " << action << ":" << Qt::endl;
        }
        out << "  " << entry.text;
        if (!entry.rule.isEmpty())
            out << "  [" << entry.rule << "]";
        out << Qt::endl;
    }
    if (replay.error) {
        out << "action " << *replay.failedAt << " refused (" << actionErrorKindKey(replay.error->kind) << "): "
            << replay.error->message;
        if (!replay.error->rule.isEmpty())
            out << "  [" << replay.error->rule << "]";
        out << Qt::endl;
    }
    const BattleState& state = battle.state();
    out << "round " << state.round << ", victory points A " << state.victoryPointsOf(Side::A) << ", B "
        << state.victoryPointsOf(Side::B);
    if (state.outcome)
        out << ", " << (state.outcome->winner ? QStringLiteral("side %1 wins").arg(sideName(*state.outcome->winner)) : QStringLiteral("drawn"))
            << " [" << state.outcome->rule << "]";
    out << Qt::endl;
    for (const CreatureState& creature : state.creatures) {
        out << "  " << creature.id << " (" << battle.combatant(creature.id)->card.name << ", side " << sideName(creature.side)
            << "): ";
        if (creature.eliminated) {
            out << "eliminated" << Qt::endl;
            continue;
        }
        out << creature.hitPoints.current << " HP at " << squareText(creature.space.topLeft);
        if (const QStringList conditions = conditionNames(creature); !conditions.isEmpty())
            out << ", " << conditions.join(QStringLiteral(", "));
        out << Qt::endl;
    }
}

} // namespace

ExitCode battle(ToolContext& context, const QStringList& arguments)
{
    const ParsedArguments parsed = parseArguments(arguments, {QStringLiteral("--json")});
    if (!parsed.error.isEmpty() || parsed.positional.size() != 1)
        return context.fail(parsed.error.isEmpty() ? QStringLiteral("usage: ddm-tool battle SCRIPT.json [--json]") : parsed.error);
    const QString file = parsed.positional.first();
    QFile input(file);
    if (!input.open(QIODevice::ReadOnly))
        return context.fail(QStringLiteral("cannot read %1: %2").arg(file, input.errorString()));
    const QByteArray bytes = input.readAll();

    CardDatabase* database = context.databaseWithCatalog();
    if (!database)
        return ExitCode::Error;
    const CardRepository repository(*database);
    const ScriptReadResult read = BattleScriptReader::read(bytes, repository);
    if (!read.ok()) {
        for (const ScriptError& error : read.errors)
            context.err() << "ddm-tool: " << file << ": " << error.toString() << Qt::endl;
        return ExitCode::Error;
    }

    const Battle::Replay replay = Battle::replay(read.script.setup, read.script.actions);
    if (parsed.flags.contains(QStringLiteral("--json")))
        context.out() << QJsonDocument(battleToJson(replay.battle, replay)).toJson(QJsonDocument::Indented);
    else
        printPlain(context.out(), replay.battle, replay);
    if (!replay.error)
        return ExitCode::Yes;
    if (replay.error->kind == ActionErrorKind::Illegal)
        return ExitCode::No;
    context.err() << "ddm-tool: " << file << ": actions[" << *replay.failedAt << "]: " << replay.error->message << Qt::endl;
    return ExitCode::Error;
}

} // namespace ddm::cli
