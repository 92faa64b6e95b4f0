// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "legality/checks.h"

namespace ddm {
namespace {

// "Legal in a warband of any faction that includes a Hobgoblin or Troglodyte champion".
bool allowedBySelfRule(const ConstructionState& state, int member)
{
    bool allowed = false;
    state.forEachRule(CardRuleKind::AllowSelf, [&](const RuleSource& source) {
        if (source.member == member && !state.matching(source.rule->selector, member).isEmpty())
            allowed = true;
    });
    return allowed;
}

// Counted permissions ("two creatures from the Borderlands faction", "one Elf creature from the Wild
// faction") each admit up to their amount; which creature uses which is a bipartite matching with
// capacities, found with augmenting paths so no order of assignment makes a legal warband look
// illegal.
class PermissionMatcher {
public:
    PermissionMatcher(QList<QList<int>> permissionsOf, QList<int> capacity)
        : m_permissionsOf(std::move(permissionsOf))
        , m_capacity(std::move(capacity))
        , m_admitted(m_capacity.size())
    {
    }

    // For each creature, whether a permission admits it.
    QList<bool> assign()
    {
        for (qsizetype creature = 0; creature < m_permissionsOf.size(); ++creature) {
            m_visited.fill(false, m_capacity.size());
            tryAdmit(int(creature));
        }
        QList<bool> admitted(m_permissionsOf.size(), false);
        for (const QList<int>& creatures : std::as_const(m_admitted)) {
            for (int creature : creatures)
                admitted[creature] = true;
        }
        return admitted;
    }

private:
    bool tryAdmit(int creature)
    {
        for (int permission : m_permissionsOf.at(creature)) {
            if (m_visited.at(permission))
                continue;
            m_visited[permission] = true;
            QList<int>& admitted = m_admitted[permission];
            if (admitted.size() < m_capacity.at(permission)) {
                admitted.append(creature);
                return true;
            }
            for (int& other : admitted) {
                if (tryAdmit(other)) { // `other` moved to another permission
                    other = creature;
                    return true;
                }
            }
        }
        return false;
    }

    QList<QList<int>> m_permissionsOf; // per creature, the permissions that may admit it
    QList<int> m_capacity;             // per permission, how many it admits
    QList<QList<int>> m_admitted;
    QList<bool> m_visited;
};

} // namespace

void checkFaction(const ConstructionState& state, LegalityReport& report)
{
    if (state.isSealed())
        return; // 108.2.c
    const std::optional<Faction> faction = state.warband->warband.faction;
    if (!faction) {
        report.violations.append(makeViolation(
            ViolationCode::Faction, QStringLiteral("101.1"),
            QStringLiteral(
                "No faction is chosen; a warband belongs to one of the four factions (CRG 101.1)."),
            {}));
        return;
    }

    // Creatures outside the faction that no "are legal" or self permission covers.
    QList<int> outsiders;
    for (qsizetype i = 0; i < state.members.size(); ++i) {
        const WarbandMember& member = state.members.at(i);
        if (!member.isResolved() || member.setupAddition || member.card->factions.testFlag(*faction) ||
            member.legalByPermission == SelectorMatch::Yes || allowedBySelfRule(state, int(i)))
            continue;
        outsiders.append(int(i));
    }
    if (outsiders.isEmpty())
        return;

    QList<RuleSource> permissions;
    QList<int> capacity;
    state.forEachRule(CardRuleKind::AllowFromFaction, [&](const RuleSource& source) {
        permissions.append(source);
        capacity.append(source.rule->amount);
    });
    QList<QList<int>> permissionsOf(outsiders.size());
    for (qsizetype o = 0; o < outsiders.size(); ++o) {
        for (qsizetype p = 0; p < permissions.size(); ++p) {
            const RuleSource& permission = permissions.at(p);
            if (permission.member != outsiders.at(o) &&
                state.matches(permission.rule->selector, state.members.at(outsiders.at(o))) !=
                    SelectorMatch::No)
                permissionsOf[o].append(int(p));
        }
    }
    const QList<bool> admitted = PermissionMatcher(permissionsOf, capacity).assign();

    const QString factionText = factionName(*faction);
    for (qsizetype o = 0; o < outsiders.size(); ++o) {
        if (admitted.at(o))
            continue;
        const WarbandMember& member = state.members.at(outsiders.at(o));
        if (member.legalByPermission == SelectorMatch::AssumingSize) {
            noteAssumedSize(report, state.members.at(member.permission.member), *member.permission.rule,
                            member.name());
            continue;
        }
        const QString usedUp =
            permissionsOf.at(o).isEmpty()
                ? QString()
                : QStringLiteral(" (the card permissions that could admit it are used up)");
        report.violations.append(
            makeViolation(ViolationCode::Faction, QStringLiteral("101.1"),
                          QStringLiteral("%1 does not belong to the %2 faction%3 (CRG 101.1).")
                              .arg(member.name(), factionText, usedUp),
                          {member.name(), factionText}, {member.name()}));
    }
}

} // namespace ddm
