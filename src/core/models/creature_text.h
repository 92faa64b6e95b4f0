// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/creature.h"

#include <QString>

namespace ddm {

// Short translated texts for a creature's values, shared by the catalog table and the stat card.
QString factionsText(Factions factions);     // "Borderlands/Wild"
QString alignmentText(Alignment alignment);  // "Good", "Evil", "Unaligned"
QString speedText(const Creature& creature); // "6", "6 fly", "4 burrow"
QString movementText(MovementMode mode);     // "Flight", "Burrow"; empty for Normal

} // namespace ddm
