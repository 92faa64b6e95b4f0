// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "warband/warband_format.h"

#include <QStringList>

#include <array>

namespace ddm {

QList<WarbandFormat> warbandFormats()
{
    return {
        {50, 6, 35, MapSize::Half, QStringLiteral("101.4")},
        {100, 8, 75, MapSize::Half, QStringLiteral("101.3")},
        {200, 10, 150, MapSize::Full, QStringLiteral("101.2")},
        {500, 10, std::nullopt, MapSize::Full, QStringLiteral("101.5")},
        {1000, 10, std::nullopt, MapSize::Full, QStringLiteral("101.6")},
    };
}

std::optional<WarbandFormat> warbandFormat(int points)
{
    for (const WarbandFormat& format : warbandFormats()) {
        if (format.points == points)
            return format;
    }
    return std::nullopt;
}

QString warbandFormatPointsList()
{
    QStringList points;
    for (const WarbandFormat& format : warbandFormats())
        points.append(QString::number(format.points));
    return points.join(QStringLiteral(", "));
}

namespace {
constexpr std::array<std::pair<Scenario, const char*>, 4> kScenarioKeys{{{Scenario::Assault, "assault"},
                                                                         {Scenario::Bounty, "bounty"},
                                                                         {Scenario::Uncontested, "uncontested"},
                                                                         {Scenario::SealedBooster, "sealed"}}};
}

QString scenarioKey(Scenario scenario)
{
    for (const auto& [candidate, key] : kScenarioKeys) {
        if (candidate == scenario)
            return QString::fromLatin1(key);
    }
    return {};
}

std::optional<Scenario> parseScenario(const QString& key)
{
    for (const auto& [scenario, candidate] : kScenarioKeys) {
        if (key.trimmed().compare(QLatin1String(candidate), Qt::CaseInsensitive) == 0)
            return scenario;
    }
    return std::nullopt;
}

QList<Scenario> allScenarios()
{
    QList<Scenario> scenarios;
    for (const auto& entry : kScenarioKeys)
        scenarios.append(entry.first);
    return scenarios;
}

} // namespace ddm
