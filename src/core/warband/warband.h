// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/game_enums.h"
#include "warband/warband_format.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddm {

// One creature slot of a warband as the user wrote it: a card reference by name (and set where the
// name alone is ambiguous) plus the items assigned to it. Copies are separate entries.
struct WarbandEntry {
    QString name;
    QString set; // empty: any set
    QStringList items;

    bool operator==(const WarbandEntry&) const = default;
};

// A warband document: what the warband file holds, independent of any catalog.
struct Warband {
    QString title;
    int points = 200;
    std::optional<Faction> faction; // may be absent in the sealed-booster scenario
    Scenario scenario = Scenario::Assault;
    QString map; // the battle map's name (101.1); empty: none chosen yet
    QList<WarbandEntry> creatures;
    QStringList items; // items in the warband not assigned to a creature
    QString notes;

    bool operator==(const Warband&) const = default;
};

} // namespace ddm
