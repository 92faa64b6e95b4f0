// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "legality/checks.h"

namespace ddm {
namespace {

Violation unknownItem(const ResolvedItem& item)
{
    return makeViolation(ViolationCode::UnknownCard, QString(),
                         QStringLiteral("Unknown item \"%1\": no item card has this name.").arg(item.name),
                         {item.name, resolutionStatusKey(item.status), QString()}, {item.name});
}

QString entryMessage(const ResolvedEntry& entry)
{
    const QString sets = joinNames(entry.candidateSets);
    switch (entry.status) {
    case ResolutionStatus::Ambiguous:
        return QStringLiteral("\"%1\" is in several sets (%2); name the set.").arg(entry.entry.name, sets);
    case ResolutionStatus::NotInSet:
        return QStringLiteral("Set \"%1\" has no card named \"%2\"; it is in %3.")
            .arg(entry.entry.set, entry.entry.name, sets);
    case ResolutionStatus::Unknown:
    case ResolutionStatus::Resolved:
        break;
    }
    return QStringLiteral("Unknown card \"%1\": no card has this name.").arg(entry.entry.name);
}

} // namespace

// A name that found no card (or no single card). The rest of the warband is still checked; the
// entry counts as a creature of unknown cost.
void checkUnknownCards(const ConstructionState& state, LegalityReport& report)
{
    for (const WarbandMember& member : state.members) {
        const ResolvedEntry& entry = *member.entry;
        if (!entry.isResolved())
            report.violations.append(makeViolation(
                ViolationCode::UnknownCard, QString(), entryMessage(entry),
                {entry.entry.name, resolutionStatusKey(entry.status), argumentList(entry.candidateSets)},
                {entry.entry.name}));
        for (const ResolvedItem& item : entry.items) {
            if (!item.isResolved())
                report.violations.append(unknownItem(item));
        }
    }
    for (const ResolvedItem& item : state.warband->unassignedItems) {
        if (!item.isResolved())
            report.violations.append(unknownItem(item));
    }
}

} // namespace ddm
