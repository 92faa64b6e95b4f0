// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/game_enums.h"
#include "catalog/power.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddm {

// A DDM Guild 2011 item card. No catalog ships items; users add them as custom cards.
// Restrictions (Guild 2011 "How to Read an Item Stat Card"): the creature it is assigned to must be
// within the level range and, where the item lists them, have one of its keywords, belong to one of its
// factions and have one of its alignments. An empty list means no restriction of that kind.
struct Item {
    qint64 id = 0;
    QString name;
    QString set;
    int cost = 0;
    int minLevel = 1;
    std::optional<int> maxLevel;
    QStringList keywords;
    Factions factions;
    QList<Alignment> alignments;
    QList<Power> powers;

    bool operator==(const Item&) const = default;
};

} // namespace ddm
