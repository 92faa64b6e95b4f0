// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/sandbox_setup_sequence.h"

#include "engine/initiative.h"
#include "engine/setup_rules.h"
#include "engine/side_index.h"
#include "sandbox/sandbox_prompts.h"

#include <QCoreApplication>
#include <QStringList>

namespace ddm::gui {

namespace {

class SequenceText {
    Q_DECLARE_TR_FUNCTIONS(SetupSequence)
};

// 102.1: the highest Champion rating among the warband's creatures that take part: one that starts
// off the map stays out of the sandbox's battle (buildSandboxSetup), and out of the roll the battle
// replays from its creatures (setupRollLog).
std::optional<int> highestChampionRating(const ResolvedWarband& warband)
{
    std::optional<int> best;
    for (const ResolvedEntry& entry : warband.creatures) {
        if (entry.creature && entry.creature->championRating &&
            setupEntryOf(*entry.creature) != SetupEntry::OffMap &&
            (!best || *entry.creature->championRating > *best))
            best = entry.creature->championRating;
    }
    return best;
}

QString rollText(const InitiativeResult& result, std::optional<Side> advantage,
                 const std::array<QString, 2>& names)
{
    const auto faces = [](const QList<int>& rolls) {
        QStringList values;
        for (int roll : rolls)
            values.append(QString::number(roll));
        return values.join(SequenceText::tr(" and "));
    };
    QStringList rounds;
    for (const InitiativeRound& round : result.rounds)
        rounds.append(SequenceText::tr("%1 %2, %3 %4")
                          .arg(names[0], faces(round.rolls[0]), names[1], faces(round.rolls[1])));
    QString text =
        SequenceText::tr("Set-up roll: %1.").arg(rounds.join(SequenceText::tr("; a tie, rolled again: ")));
    if (advantage)
        text += QLatin1Char(' ') +
                SequenceText::tr(
                    "%1 rolls twice and keeps the higher: its champion has the higher rating (rule 102.3).")
                    .arg(names[sideIndex(*advantage)]);
    if (result.rule == QLatin1String("102.4.a"))
        text +=
            QLatin1Char(' ') + SequenceText::tr("The tie goes to the higher Champion rating (rule 102.4.a).");
    return text;
}

} // namespace

std::optional<SandboxSetup> runSetupSequence(const SetupRequest& request, SandboxPrompts& prompts,
                                             DiceSource& dice)
{
    // Side A and B stand for the own warband and the opponent until the start areas are taken.
    const std::optional<Side> advantage = championAdvantage(
        {highestChampionRating(request.warbands[0]), highestChampionRating(request.warbands[1])});
    const InitiativeResult roll = rollInitiative(advantage, dice, dice);
    if (!roll.winner)
        return std::nullopt; // only a scripted source runs out
    SetupDecisions decisions;
    for (const InitiativeRound& round : roll.rounds) {
        decisions.rolls[0] += round.rolls[0];
        decisions.rolls[1] += round.rolls[1];
    }
    const std::optional<int> player1 = prompts.chooseSetupPlayer1(rollText(roll, advantage, request.names),
                                                                  sideIndex(*roll.winner), request.names);
    if (!player1)
        return std::nullopt;
    decisions.player1 = *player1;

    std::optional<BattleMap> map = request.chosenMap;
    if (!map) {
        const std::array<std::optional<BattleMap>, 2>& maps = request.warbandMaps;
        if (maps[0] && maps[1] && maps[0]->name() != maps[1]->name()) {
            const std::optional<int> taken = prompts.chooseSetupMap(request.names[*player1], request.names,
                                                                    {maps[0]->name(), maps[1]->name()});
            if (!taken)
                return std::nullopt;
            map = maps[*taken];
        } else {
            map = maps[0] ? maps[0] : maps[1];
        }
    }
    if (!map)
        return std::nullopt;

    const std::optional<Side> area = prompts.chooseStartArea(request.names[1 - *player1]);
    if (!area)
        return std::nullopt;
    decisions.player2Area = *area;
    return buildSandboxSetup(request.warbands[0], request.warbands[1], *map, request.names, decisions);
}

} // namespace ddm::gui
