// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/condition.h"

#include <QString>

namespace ddm::gui {

// A condition's name in the user's language ("Immobilized") and its badge on a token ("Im").
QString conditionLabel(Condition condition);
QString conditionBadge(Condition condition);

} // namespace ddm::gui
