// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "combat/dice_source.h"

#include <utility>

namespace ddm {

QString rollPurposeKey(RollPurpose purpose)
{
    switch (purpose) {
    case RollPurpose::Attack:
        return QStringLiteral("attack");
    case RollPurpose::Concealment:
        return QStringLiteral("concealment");
    case RollPurpose::SavingThrow:
        return QStringLiteral("saving-throw");
    case RollPurpose::Confusion:
        return QStringLiteral("confusion");
    case RollPurpose::Initiative:
        return QStringLiteral("initiative");
    case RollPurpose::ChampionOrder:
        return QStringLiteral("champion-order");
    case RollPurpose::DangerousTerrain:
        return QStringLiteral("dangerous-terrain");
    case RollPurpose::WanderingMonster:
        return QStringLiteral("wandering-monster");
    case RollPurpose::Survival:
        return QStringLiteral("survival");
    }
    return {};
}

QString rollPurposeRule(RollPurpose purpose)
{
    switch (purpose) {
    case RollPurpose::Attack:
        return QStringLiteral("604.3");
    case RollPurpose::Concealment:
        return QStringLiteral("707.4.a");
    case RollPurpose::SavingThrow:
        return QStringLiteral("804.4.e");
    case RollPurpose::Confusion:
        return QStringLiteral("902.2");
    case RollPurpose::Initiative:
        return QStringLiteral("302.2");
    case RollPurpose::ChampionOrder:
        return QStringLiteral("801.6.a");
    case RollPurpose::DangerousTerrain:
        return QStringLiteral("1008.3");
    case RollPurpose::WanderingMonster:
        return QStringLiteral("707.15.a");
    case RollPurpose::Survival:
        return QStringLiteral("109.1");
    }
    return {};
}

std::optional<int> DiceSource::nextD20(RollPurpose purpose)
{
    const std::optional<int> value = produceD20();
    if (value)
        m_rolls.append({*value, purpose});
    return value;
}

QList<DieRoll> DiceSource::takeRolls()
{
    return std::exchange(m_rolls, {});
}

} // namespace ddm
