// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/triggered_power.h"

#include <QString>

#include <optional>

namespace ddm {

// A power answering another creature's move into a square near its own (TriggerEvent::NeighbourEnters):
// "Immediate, when a charging enemy moves into a square adjacent to this creature; that enemy takes 10
// Damage", "Use when an enemy enters an adjacent square while charging: Make 1 opportunity attack against
// that enemy", "Immediate action, use after an enemy enters a square exactly 2 squares away: Make a Spear
// attack vs. that enemy". `plain` is the normalised text; none when a word is not understood.
std::optional<TriggeredPower> readNeighbourEntersTrigger(const QString& name, const QString& plain);

} // namespace ddm
