// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace ddm {

// Where a creature stands, as a card's condition names it: "adjacent to a wall" (1001.3), "occupies
// river terrain", "occupying forest or difficult terrain" (1000.7: any square of its space), "occupies
// one of your victory areas" (1000.4). The engine tests it in engine/creature_rules.
struct StandingPlace {
    bool besideWall = false;
    QStringList terrains;     // the terrains' names as the board names them ("river"); any of them
    // "one of your victory areas": its side's, or a shared one (1000.4); "a victory area": any
    enum class VictoryArea { None, Own, Any };
    VictoryArea victoryArea = VictoryArea::None;

    bool operator==(const StandingPlace&) const = default;
};

// A regular-expression fragment matching the places readStandingPlace() reads, without groups of its own.
QString standingPlacePattern();

// "adjacent to a wall", "it occupies river terrain", "occupying forest or difficult terrain", "in one of
// your victory areas"; none for other words.
std::optional<StandingPlace> readStandingPlace(const QString& words);

} // namespace ddm
