// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/creature.h"

#include <optional>

namespace ddm {

// The size a card states in its own words: a size word leading its name ("Large Red Dragon") or a
// power labelled with the size alone ("Tiny:", "Gargantuan:"). Powers that merely start with a size
// word ("Tiny Rat Form:", "Huge Axe:") state nothing about the creature. Reach, keywords and hit
// points are never used: a size not stated stays unknown.
std::optional<CreatureSize> sizeStatedByCard(const Creature& creature);

} // namespace ddm
