// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "combat/condition_effects.h"
#include "engine/battle_view.h"

#include <QString>

namespace ddm {

// The creature's speed for a move of its own now: its current speed (currentSpeedOf), or 0 while it
// is Guided and no ally of the keyword the card names has line of sight to it ("Immobilized whenever
// an Arcane ally does not have line of sight to it", card text), as though Immobilized (907.1). Only
// its speed: effects that ask whether it is Immobilized do not see this.
SpeedResult speedNow(const BattleView& view, const QString& id);

} // namespace ddm
