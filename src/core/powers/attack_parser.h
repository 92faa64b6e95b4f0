// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/attack_power.h"

#include <QString>

namespace ddm {

// Reads one ATTACK power's text into an AttackPower. `creatureReach` is the reach of a melee attack
// that prints none (the card's Reach N). index and useLimit are left for the caller to fill.
// Whatever the grammar does not cover ends up, verbatim, in leftovers.
AttackPower parseAttackPower(const QString& text, int creatureReach = 1);

} // namespace ddm
