// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action_context.h"
#include "powers/creature_group.h"

#include <QString>

namespace ddm {

// Whether creature `id` is one of the group a power of `owner`'s names ("Goblin allies", "this
// creature and each ally"), by side as the controllers stand now (805.1) and by what it is.
bool inGroup(ActionContext& context, const CreatureGroup& group, const QString& owner, const QString& id);

} // namespace ddm
