// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/cone_template.h"
#include "board/square.h"
#include "engine/attack_targets.h"
#include "engine/battle_view.h"
#include "powers/attack_power.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddm {

// Close attacks laid as a template from an origin point: line X (608.6), small cone (608.4) and
// large cone (608.5). The shapes are the board's (board/line_template.h, board/cone_template.h);
// this adds who is attacking and who stands in the area.

bool laysTemplate(const AttackPower& power);
// The rule that decides who is in the template's area: 608.6.c, 608.4.b, 608.5.b; empty for others.
QString templateRule(const AttackPower& power);

// A line is aimed `toward` a square, a cone opens in a `direction`; other attacks take neither. The
// field ("toward" or "direction") given to an attack that does not use it, and why; the script
// reader and the engine refuse it alike.
struct StrayAimField {
    QString field;
    QString message;
};
std::optional<StrayAimField> strayAimField(const AttackPower& power, bool hasToward, bool hasDirection);

struct TemplateArea {
    std::optional<GridPoint> origin;
    QList<Square> squares; // the template's squares on the map, nearest the origin point first
    // Creatures occupying those squares and in line of effect of the origin point (608.4.b,
    // 608.5.b, 608.6.c), in set-up order, before the power's target restrictions.
    QStringList inside;
    std::optional<TargetProblem> problem; // the choice breaks the rules: nothing is laid
    QString description;                  // how the template lies, for the log
};

// Lays the power's template for the attacker's choice: the origin point, and the chosen square of a
// line or the direction of a cone. Refused (a problem with its rule) when a field is missing, the
// origin point is not where the rules put it (608.4.a, 608.6.a), a line passes through the attacker
// (608.6.b) or a cone covers it (608.4.a, 608.5.a).
TemplateArea layTemplate(const BattleView& view, const QString& attacker, const AttackPower& power,
                         std::optional<GridPoint> origin, std::optional<Square> toward,
                         std::optional<ConeDirection> direction);

} // namespace ddm
