// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "legality/checks.h"

namespace ddm {
namespace {

// Huge creatures need a point limit of 400 or more; larger ones are never legal (CRG 105.2.b).
constexpr int kHugePointLimit = 400;

} // namespace

// Assault's size rule; Bounty, Uncontested Victory and Sealed-Booster follow Assault (106.1, 107.1,
// 108.1), so it applies in every scenario. Creatures whose size is still unknown (beyond the D&D
// Miniatures Database and their card text) share one short warning that counts them; their names
// are its cards, shown in its details, so it never buries the real problems.
void checkSize(const ConstructionState& state, LegalityReport& report)
{
    const int points = state.warband->warband.points;
    QStringList unknown;
    for (const WarbandMember& member : state.members) {
        if (!member.isResolved())
            continue;
        if (!member.card->size) {
            if (!unknown.contains(member.name()))
                unknown.append(member.name());
            continue;
        }
        const CreatureSize size = *member.card->size;
        const QString sizeText = sizeName(size);
        if (size > CreatureSize::Huge)
            report.violations.append(makeViolation(
                ViolationCode::Size, QStringLiteral("105.2.b"),
                QStringLiteral("%1 is %2; creatures larger than Huge are not legal (CRG 105.2.b).")
                    .arg(member.name(), sizeText),
                {member.name(), sizeText, QString::number(points)}, {member.name()}));
        else if (size == CreatureSize::Huge && points < kHugePointLimit)
            report.violations.append(makeViolation(
                ViolationCode::Size, QStringLiteral("105.2.b"),
                QStringLiteral(
                    "%1 is Huge; Huge creatures need a point limit of %2 or more, not %3 (CRG 105.2.b).")
                    .arg(member.name())
                    .arg(kHugePointLimit)
                    .arg(points),
                {member.name(), sizeText, QString::number(points)}, {member.name()}));
    }
    if (unknown.isEmpty())
        return;
    report.warnings.append(makeViolation(
        ViolationCode::Size, QStringLiteral("105.2.b"),
        QStringLiteral("%1 %2 of unknown size; check that none is Huge (below 400 points) or larger "
                       "(CRG 105.2.b).")
            .arg(unknown.size())
            .arg(unknown.size() == 1 ? QStringLiteral("creature") : QStringLiteral("creatures")),
        {argumentList(unknown)}, unknown, Severity::Warning));
}

} // namespace ddm
