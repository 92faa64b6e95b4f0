// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "legality/checks.h"

#include <algorithm>

namespace ddm {
namespace {

struct NameGroup {
    QString name;
    QStringList cards;
};

// The most a card rule allows of one Unique name ("may contain two creatures named ..."); else 1.
int allowedCopies(const ConstructionState& state, const QString& name)
{
    int allowed = 1;
    state.forEachRule(CardRuleKind::UniqueAllowance, [&](const RuleSource& source) {
        if (source.rule->selector.name.compare(name, Qt::CaseInsensitive) == 0)
            allowed = std::max(allowed, source.rule->amount);
    });
    return allowed;
}

} // namespace

// One Unique creature of a name (CRG 707.13.a). CRG 203.2 speaks of the same Name and Cost, but
// 203.2.a and both glossaries match the name part whatever the title: we follow them and ignore
// titles and costs, and say so. A Unique and a non-Unique creature of one name do not clash.
void checkUnique(const ConstructionState& state, LegalityReport& report)
{
    if (state.isSealed())
        return; // 108.2.d
    QList<NameGroup> groups;
    for (const WarbandMember& member : state.members) {
        if (!member.isResolved() || !member.card->isUnique())
            continue;
        const QString& name = member.profile->uniqueName;
        auto group = std::find_if(groups.begin(), groups.end(), [&name](const NameGroup& g) {
            return g.name.compare(name, Qt::CaseInsensitive) == 0;
        });
        if (group == groups.end())
            groups.append({name, {member.name()}});
        else
            group->cards.append(member.name());
    }
    for (const NameGroup& group : std::as_const(groups)) {
        const int allowed = allowedCopies(state, group.name);
        if (group.cards.size() <= allowed)
            continue;
        report.violations.append(makeViolation(
            ViolationCode::Unique, QStringLiteral("707.13.a"),
            QStringLiteral("%1 share the name \"%2\"; a warband may include %3 Unique creature of a name "
                           "(titles and costs are ignored, CRG 203.2.a; CRG 707.13.a).")
                .arg(joinNames(group.cards), group.name,
                     allowed == 1 ? QStringLiteral("only one")
                                  : QStringLiteral("at most %1 of this").arg(allowed)),
            {group.name, QString::number(group.cards.size()), QString::number(allowed)}, group.cards));
    }
}

} // namespace ddm
