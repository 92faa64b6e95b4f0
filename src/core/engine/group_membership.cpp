// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/group_membership.h"

#include "engine/attack_targets.h"

namespace ddm {

bool inGroup(ActionContext& context, const CreatureGroup& group, const QString& owner, const QString& id)
{
    const bool side = id == owner ? group.self : context.areEnemies(owner, id) ? group.enemies : group.allies;
    // Most name no kind of creature: every hit asks, so the board's view is built only for those that do.
    return side && (group.filter == TargetRestrictions{} ||
                    !restrictionProblem(context.view(), owner, group.filter, QString(), id));
}

} // namespace ddm
