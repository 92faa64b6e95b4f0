// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "warband/display_names.h"

#include "catalog/card_labels.h"

#include <QCoreApplication>

namespace ddm {

QString factionDisplayName(const std::optional<Faction>& faction)
{
    return faction ? factionLabel(*faction) : QCoreApplication::translate("Faction", "No faction");
}

QString scenarioDisplayName(Scenario scenario)
{
    switch (scenario) {
    case Scenario::Assault:
        return QCoreApplication::translate("Scenario", "Assault");
    case Scenario::Bounty:
        return QCoreApplication::translate("Scenario", "Bounty");
    case Scenario::Uncontested:
        return QCoreApplication::translate("Scenario", "Uncontested");
    case Scenario::SealedBooster:
        return QCoreApplication::translate("Scenario", "Sealed booster");
    }
    return scenarioKey(scenario);
}

QString formatDisplayName(int points)
{
    return QCoreApplication::translate("WarbandFormat", "%n point(s)", nullptr, points);
}

} // namespace ddm
