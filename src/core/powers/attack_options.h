// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/attack_power.h"

#include <QString>

namespace ddm {

// One option from an attack's parenthesised header, "(burst 2, enemies only; only while
// bloodied)": range, reach, area, target restrictions, when it may be used. Returns false, and
// changes nothing, for an option the engine does not know.
bool applyAttackOption(const QString& option, AttackPower& attack);

} // namespace ddm
