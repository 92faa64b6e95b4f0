// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/cone_template.h"
#include "board/square.h"
#include "engine/battle_view.h"
#include "powers/attack_power.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddm {

// A line or cone aimed with one click: the board player points at a square and the template is laid
// from the attacker's space toward it (608.4.a, 608.6.a), as a player would place the printed one.
struct TemplateAim {
    GridPoint origin;
    std::optional<Square> toward;           // lines
    std::optional<ConeDirection> direction; // cones
    QList<Square> squares;                  // the template on the map
    QStringList targets;                    // the creatures it attacks, after the power's restrictions
};

// The legal placement whose template reaches `clicked`: a line runs toward it from the nearest point
// on the edge of the attacker's space; a cone opens in the direction that points most nearly at it,
// from the nearest corner. None when no legal placement reaches the square (too far, or the square is
// the attacker's own).
std::optional<TemplateAim> aimTemplateAt(const BattleView& view, const QString& attacker,
                                         const AttackPower& power, Square clicked);

} // namespace ddm
