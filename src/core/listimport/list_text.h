// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/game_enums.h"
#include "warband/warband_format.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace ddm {

// What a posted list says about itself besides its creatures (its header and footer words).
struct StatedFacts {
    QString title;
    std::optional<int> points;      // the stated total: "200 pts", "Total = 198 pnts", "Points: 34 of 200"
    QList<int> allPoints;           // every points figure stated, in order (a header's and a footer's)
    std::optional<int> format;      // the format named apart from the total: "of 200" (the app's export)
    std::optional<Faction> faction; // "Civilization"
    std::optional<Alignment> alignment; // "Good"
    std::optional<Scenario> scenario;
    QString map;                       // "Map: Dragon Shrine", or a map's name alone
    std::optional<int> activations;    // "9 Activations", "11 Acts", "Creatures: 3 of 10"
    std::optional<int> championRating; // "CR 4", "Champ 4"

    bool operator==(const StatedFacts&) const = default;
};

// One creature item as written: "3x Orc Archer (8/16)", "Dire Wolf (16)", "Orc Archer x3 (24 pts)",
// "Aarakocra (Tyranny of Dragons), cost 8, with Ring".
struct ListItem {
    QString text;    // as written, for reports
    QString name;    // the name part, without count, costs and brackets
    QString bracket; // a bracket that held no costs: a set, or part of the name
    int count = 1;
    bool countGiven = false;
    QList<int> costs;  // the numbers stated: "(8)" one, "(8/16)" each and total
    QStringList items; // items assigned in the app's export (", with A; B")

    bool operator==(const ListItem&) const = default;
};

// A count is a handful of copies; a larger number is part of the name or a cost ("1000 pts").
inline bool isCopyCount(int value)
{
    return value >= 1 && value <= 99;
}

// A posted list taken apart: the creature items in order, the facts, and every piece of text that
// was neither (nothing is dropped unseen). The app's own text, BBCode and Markdown exports are read
// with their sections: the legality verdict is skipped, unassigned items and notes kept.
struct ListText {
    QList<ListItem> items;
    StatedFacts facts;
    QStringList unassignedItems;
    QString notes;
    QStringList ignored;
};

// `isCardName(folded)` tells whether a folded name (foldedForMatching) is a card's, so that a name
// with a comma in it ("Aramil, Adventurer") stays one item; `mapNames` are the maps the app knows,
// taken as the map when they stand alone.
ListText parseListText(const QString& text, const std::function<bool(const QString&)>& isCardName,
                       const QStringList& mapNames);

} // namespace ddm
