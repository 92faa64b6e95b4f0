// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/cone_template.h"
#include "board/cover.h"
#include "engine/battle_view.h"
#include "powers/attack_power.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddm {

// Why a creature may not be a target, with the rule.
struct TargetProblem {
    QString message;
    QString rule;
};

// A power's target restrictions (603, 609.4 and the card's own): enemies only, living, bloodied,
// size, level, conditions, alignment, keywords. `what` names the power in messages.
std::optional<TargetProblem> restrictionProblem(const BattleView& view, const QString& attacker,
                                                const TargetRestrictions& restrictions, const QString& what,
                                                const QString& target);

// A melee or ranged attack's target (606, 607): an enemy (unless the power may pick allies) within
// reach or range, in line of effect, in line of sight for ranged attacks, and the nearest such
// enemy when the power says "nearest" (607.2).
std::optional<TargetProblem> singleTargetProblem(const BattleView& view, const QString& attacker,
                                                 const AttackPower& power, const QString& target);

// A close or area attack's area and the creatures in it (608, 609): every creature in the area is a
// target (608.2, 609.3) unless the restrictions exclude it. `origin`: the origin square of an area
// attack (609.2), the top-left square of a blast (608.7), the origin point of a cone or line (608.4.a,
// 608.6.a; as Action::origin). A line is aimed `toward` a square, a cone opens in a `direction`.
// For a cone or a line this is what the board draws: the template's squares and who it hits.
struct AreaTargets {
    QStringList targets;
    std::optional<TargetProblem> problem; // the area itself cannot be chosen
    CoverMethod cover = CoverMethod::CloseBurst;
    Space coverOrigin; // what cover is checked from (611.4, 611.6)
    // Cones and lines (608.4-608.6): the template's squares, the origin point that cover is checked
    // from instead of coverOrigin (611.5), and how the template lies, for the log.
    QList<Square> squares;
    std::optional<GridPoint> originPoint;
    QString laid;
};
AreaTargets areaTargets(const BattleView& view, const QString& attacker, const AttackPower& power,
                        std::optional<Square> origin, std::optional<Square> toward = std::nullopt,
                        std::optional<ConeDirection> direction = std::nullopt);

// "Make 1 attack against each adjacent enemy" (or each enemy in reach): every such enemy.
QStringList eachTargets(const BattleView& view, const QString& attacker, const AttackPower& power);

// Every creature `attacker` could target with the power now (melee and ranged), or the creatures a
// burst would hit; area attacks need an origin and give none.
QStringList validTargets(const BattleView& view, const QString& attacker, const AttackPower& power);

} // namespace ddm
