// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/game_enums.h"

#include <QList>
#include <QString>

#include <optional>

namespace ddm {

// The construction limits of one point format (CRG 101.2-101.6; DDM Guild 2011 agrees where it speaks).
struct WarbandFormat {
    int points = 200;
    int creatureLimit = 10;
    std::optional<int> maxCreatureCost; // none at 500 and 1000 points
    MapSize map = MapSize::Full;
    QString rule; // the CRG rule that sets these limits
};

QList<WarbandFormat> warbandFormats();
std::optional<WarbandFormat> warbandFormat(int points);
QString warbandFormatPointsList(); // "50, 100, 200, 500, 1000", for messages

enum class Scenario { Assault, Bounty, Uncontested, SealedBooster };

QString scenarioKey(Scenario scenario); // "assault", "bounty", "uncontested", "sealed"
std::optional<Scenario> parseScenario(const QString& key);
QList<Scenario> allScenarios();

} // namespace ddm
