// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "legality/checks.h"

namespace ddm {

void checkFormat(const ConstructionState& state, LegalityReport& report)
{
    const int points = state.warband->warband.points;
    const QString rule = state.format ? state.format->rule : QStringLiteral("101");
    if (state.members.isEmpty())
        report.violations.append(makeViolation(
            ViolationCode::Empty, rule,
            QStringLiteral("The warband has no creatures; it needs at least 1 (CRG %1).").arg(rule),
            {QString::number(points)}));
    if (state.isSealed() && points != 200)
        report.violations.append(makeViolation(
            ViolationCode::PointLimit, QStringLiteral("108.2.b"),
            QStringLiteral("A sealed-booster warband is built for 200 points, not %1 (CRG 108.2.b).")
                .arg(points),
            {QString::number(points), QStringLiteral("200")}));
    if (!state.format) {
        report.violations.append(makeViolation(ViolationCode::PointLimit, rule,
                                               QStringLiteral("%1 points is not a format (%2) (CRG 101).")
                                                   .arg(points)
                                                   .arg(warbandFormatPointsList()),
                                               {QString::number(points)}));
        return;
    }
    const WarbandFormat& format = *state.format;
    if (state.points > format.points)
        report.violations.append(
            makeViolation(ViolationCode::PointLimit, rule,
                          QStringLiteral("The warband costs %1 points; the limit is %2 (CRG %3).")
                              .arg(state.points)
                              .arg(format.points)
                              .arg(rule),
                          {QString::number(state.points), QString::number(format.points)}));
    if (state.creatureCount > state.creatureLimit)
        report.violations.append(
            makeViolation(ViolationCode::CreatureLimit, rule,
                          QStringLiteral("The warband counts %1 creatures; the limit is %2 (CRG %3).")
                              .arg(state.creatureCount)
                              .arg(state.creatureLimit)
                              .arg(rule),
                          {QString::number(state.creatureCount), QString::number(state.creatureLimit)}));
    if (!format.maxCreatureCost)
        return;
    for (const WarbandMember& member : state.members) {
        if (!member.isResolved() || member.setupAddition || member.cost <= *format.maxCreatureCost)
            continue;
        report.violations.append(makeViolation(
            ViolationCode::MaxCost, rule,
            QStringLiteral(
                "%1 costs %2 points; in a %3-point game no creature may cost more than %4 (CRG %5).")
                .arg(member.name())
                .arg(member.cost)
                .arg(format.points)
                .arg(*format.maxCreatureCost)
                .arg(rule),
            {member.name(), QString::number(member.cost), QString::number(*format.maxCreatureCost)},
            {member.name()}));
    }
}

} // namespace ddm
