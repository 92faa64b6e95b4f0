// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/victory_area_roll.h"

#include "combat/scripted_dice.h"

namespace ddm {

namespace {

constexpr int kFaces = 20;

} // namespace

VictoryAreaRoll rollVictoryArea(int areaCount, DiceSource& dice)
{
    VictoryAreaRoll result;
    if (areaCount <= 0)
        return result;
    // The fewest d20s whose combined faces cover every area; the faces beyond the last whole share
    // are rolled again, so each area is equally likely.
    int dicePerTry = 0;
    qint64 outcomes = 1;
    while (outcomes < areaCount) {
        outcomes *= kFaces;
        ++dicePerTry;
    }
    const qint64 share = outcomes / areaCount;
    for (;;) {
        qint64 value = 0;
        for (int i = 0; i < dicePerTry; ++i) {
            const std::optional<int> roll = dice.nextD20(RollPurpose::WanderingMonster);
            if (!roll) {
                result.missingRoll = true;
                return result;
            }
            result.rolls.append(*roll);
            value = value * kFaces + (*roll - 1);
        }
        if (value < share * areaCount) {
            result.area = int(value / share);
            return result;
        }
    }
}

std::optional<int> victoryAreaFromRolls(int areaCount, const QList<int>& rolls)
{
    ScriptedDice dice;
    if (dice.append(rolls))
        return std::nullopt; // not a d20's face
    const VictoryAreaRoll roll = rollVictoryArea(areaCount, dice);
    if (roll.missingRoll || dice.usedCount() != rolls.size())
        return std::nullopt;
    return roll.area;
}

} // namespace ddm
