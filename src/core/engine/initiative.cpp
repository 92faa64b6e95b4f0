// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/initiative.h"

#include <QStringList>

#include <algorithm>

namespace ddm {
namespace {

QString rollsText(const QList<int>& rolls)
{
    QStringList values;
    for (int roll : rolls)
        values.append(QString::number(roll));
    return values.join(QStringLiteral(" and "));
}

} // namespace

std::optional<Side> championAdvantage(const std::array<std::optional<int>, 2>& highestRatings)
{
    const std::optional<int>& a = highestRatings[0];
    const std::optional<int>& b = highestRatings[1];
    if (a && (!b || *a > *b))
        return Side::A;
    if (b && (!a || *b > *a))
        return Side::B;
    return std::nullopt;
}

InitiativeResult rollInitiative(std::optional<Side> advantage, DiceSource& diceA, DiceSource& diceB,
                                std::array<int, 2> extraDice)
{
    InitiativeResult result;
    // A reroll happens only without a champion advantage, and then each side rolls one die and its
    // extra ones: the loop ends as soon as the dice differ or run out, which a scripted source guarantees.
    for (;;) {
        InitiativeRound round;
        for (const Side side : {Side::A, Side::B}) {
            DiceSource& dice = side == Side::A ? diceA : diceB;
            const int count = (advantage == side ? 2 : 1) + extraDice[sideIndex(side)];
            for (int i = 0; i < count; ++i) {
                const std::optional<int> roll = dice.nextD20(RollPurpose::Initiative);
                if (!roll) {
                    result.rounds.append(round);
                    result.missingRollFor = side;
                    return result;
                }
                round.rolls[sideIndex(side)].append(*roll);
            }
            const QList<int>& rolls = round.rolls[sideIndex(side)];
            round.kept[sideIndex(side)] = *std::max_element(rolls.begin(), rolls.end());
        }
        result.rounds.append(round);
        if (round.kept[0] != round.kept[1]) {
            result.winner = round.kept[0] > round.kept[1] ? Side::A : Side::B;
            result.rule = QStringLiteral("302.3");
            return result;
        }
        if (advantage) {
            result.winner = advantage;
            result.rule = QStringLiteral("102.4.a");
            return result;
        }
    }
}

QString initiativeRollsText(const InitiativeResult& result)
{
    QStringList rounds;
    for (const InitiativeRound& round : result.rounds)
        rounds.append(QStringLiteral("A %1, B %2").arg(rollsText(round.rolls[0]), rollsText(round.rolls[1])));
    return rounds.join(QStringLiteral("; tie, reroll (102.4.b): "));
}

QList<DieRoll> initiativeDice(const InitiativeResult& result)
{
    QList<DieRoll> dice;
    for (const InitiativeRound& round : result.rounds) {
        for (const Side side : {Side::A, Side::B}) {
            for (int roll : round.rolls[sideIndex(side)])
                dice.append({roll, RollPurpose::Initiative});
        }
    }
    return dice;
}

} // namespace ddm
