// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "legality/checks.h"

namespace ddm {

// Good and Evil creatures may not share a warband (CRG 105.2.c), judged by effective alignment.
// A creature an "are legal" permission admits is exempt: Warband Building lets a warband ignore
// construction rules (CRG 217.2), and the quick reference names this one.
void checkAlignment(const ConstructionState& state, LegalityReport& report)
{
    if (state.isSealed())
        return; // 108.2.c
    QStringList good;
    QStringList evil;
    QList<const WarbandMember*> assumed; // exempt only if an unknown size fits the permission
    bool assumedGood = false;
    bool assumedEvil = false;
    for (const WarbandMember& member : state.members) {
        if (!member.isResolved() || member.alignment == Alignment::Unaligned ||
            member.legalByPermission == SelectorMatch::Yes)
            continue;
        const bool isGood = member.alignment == Alignment::Good;
        if (member.legalByPermission == SelectorMatch::AssumingSize) {
            assumed.append(&member);
            (isGood ? assumedGood : assumedEvil) = true;
            continue;
        }
        (isGood ? good : evil).append(member.name());
    }
    if (!good.isEmpty() && !evil.isEmpty()) {
        report.violations.append(makeViolation(
            ViolationCode::Alignment, QStringLiteral("105.2.c"),
            QStringLiteral(
                "Good creatures (%1) and Evil creatures (%2) cannot be in the same warband (CRG 105.2.c).")
                .arg(joinNames(good), joinNames(evil)),
            {argumentList(good), argumentList(evil)}, good + evil));
        return;
    }
    const bool clashWithAssumed = (!good.isEmpty() || assumedGood) && (!evil.isEmpty() || assumedEvil);
    if (!clashWithAssumed)
        return;
    for (const WarbandMember* member : std::as_const(assumed))
        noteAssumedSize(report, state.members.at(member->permission.member), *member->permission.rule,
                        member->name());
}

} // namespace ddm
