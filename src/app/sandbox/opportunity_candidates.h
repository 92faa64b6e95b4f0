// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action.h"
#include "engine/battle.h"

#include <QStringList>

namespace ddm::gui {

// The enemies that could take an opportunity attack during `action` (CRG 612), for the opponent to
// choose from before it resolves: in play, not Dazed (903.1; Stunned and Helpless creatures are
// Dazed), with a basic attack, no opportunity attack yet this turn (612.1.a), and next to a square
// the actor leaves (612.1.c) or next to an actor taking a ranged or area attack (612.1.b). A shift
// provokes only creatures with Awareness (412.3.b and the card text). The engine judges each chosen
// reaction again.
QStringList opportunityCandidates(const Battle& battle, const Action& action);

} // namespace ddm::gui
