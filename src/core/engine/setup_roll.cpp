// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/setup_roll.h"

#include "combat/scripted_dice.h"
#include "engine/setup_rules.h"

namespace ddm {

std::array<std::optional<int>, 2> setupChampionRatings(const QList<CreatureSetup>& creatures)
{
    std::array<std::optional<int>, 2> ratings;
    for (const CreatureSetup& creature : creatures) {
        std::optional<int>& best = ratings[sideIndex(creature.side)];
        if (creature.card.championRating && (!best || *creature.card.championRating > *best))
            best = creature.card.championRating;
    }
    return ratings;
}

SetupRollCheck replaySetupRoll(const QList<CreatureSetup>& creatures, const std::array<QList<int>, 2>& rolls)
{
    std::array<ScriptedDice, 2> dice;
    for (const Side side : {Side::A, Side::B}) {
        if (const std::optional<InvalidRoll> invalid = dice[sideIndex(side)].append(rolls[sideIndex(side)]))
            return {
                {},
                QStringLiteral("side %1's d20 %2 is not 1 to 20").arg(sideName(side)).arg(invalid->value)};
    }
    SetupRollCheck check;
    check.result = rollInitiative(championAdvantage(setupChampionRatings(creatures)), dice[0], dice[1]);
    if (check.result.missingRollFor) {
        check.problem = QStringLiteral("side %1 needs another d20 to decide the roll (102.3-102.4)")
                            .arg(sideName(*check.result.missingRollFor));
        return check;
    }
    for (const Side side : {Side::A, Side::B}) {
        if (const qsizetype extra = dice[sideIndex(side)].unused().size(); extra > 0) {
            check.problem =
                QStringLiteral("%1 d20(s) of side %2 are not needed: the roll is decided before them")
                    .arg(extra)
                    .arg(sideName(side));
            return check;
        }
    }
    return check;
}

QList<LogEntry> setupRollLog(const BattleSetup& setup)
{
    if (!setup.setupRoll)
        return {};
    const SetupRollCheck check = replaySetupRoll(setup.creatures, setup.setupRoll->rolls);
    if (!check.result.winner) // the readers refuse such a roll; nothing to tell
        return {};
    const InitiativeResult& result = check.result;
    QString text = QStringLiteral("set-up roll: %1").arg(initiativeRollsText(result));
    if (const std::optional<Side> advantage = championAdvantage(setupChampionRatings(setup.creatures)))
        text += QStringLiteral(" (side %1 rolls twice and keeps the higher: higher Champion rating, 102.3)")
                    .arg(sideName(*advantage));
    const Side winner = *result.winner;
    const Side player1 = setup.setupRoll->player1;
    const QString map = setup.map.name().isEmpty() ? QString() : QStringLiteral(" %1").arg(setup.map.name());
    text += QStringLiteral(
                ": side %1 wins%2 and chooses side %3 as Player 1, who chose the battle map%4 (102.5); "
                "side %5 chose its start area and set up first (102.6)")
                .arg(sideName(winner),
                     result.rule == QLatin1String("102.4.a")
                         ? QStringLiteral(" the tie with the higher Champion rating")
                         : QString(),
                     sideName(player1), map, sideName(setupOrder(player1).front()));
    return {{LogEvent::SetUp, text,
             result.rule == QLatin1String("102.4.a") ? result.rule : QStringLiteral("102.4"),
             initiativeDice(result), QString(), QString(), -1}};
}

} // namespace ddm
