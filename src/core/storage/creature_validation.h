// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/creature.h"
#include "catalog/item.h"
#include "storage/creature_correction.h"
#include "storage/edit_result.h"

#include <optional>

namespace ddm {

// What a card must satisfy before it is stored: the checks the catalog reader makes on imported
// cards, applied to the cards and corrections users write. The first problem found is returned.
std::optional<EditError> validateCreature(const Creature& creature);
std::optional<EditError> validateCorrection(const CreatureCorrection& correction);
std::optional<EditError> validateItem(const Item& item);

} // namespace ddm
