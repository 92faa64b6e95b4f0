// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/triggered_power.h"

#include <QString>

#include <optional>

namespace ddm {

// A power answering another creature's turn near its own: "Use when an enemy starts its turn
// adjacent to this creature: That enemy takes 10 cold damage", "(Aura 3) Enemies that start their
// turn in aura take 10 necrotic damage and are Slowed until end of turn", "Immediate, when an adjacent
// enemy activates, make a {b} attack against that enemy", "Use when an enemy ends its turn adjacent to
// this creature: That enemy takes 5 damage". `plain` is the normalised text; none when a word is not
// understood.
std::optional<TriggeredPower> readNeighbourTurnTrigger(const QString& name, const QString& plain);

// What a power does to the creature its moment names ("that enemy", the name left out): "takes 10 cold
// damage (and is Slowed)", "is Dazed (save ends)", "make a {b} attack against that enemy", "make a Spear
// attack vs. that enemy", "make 1 opportunity attack against that enemy". False when a word is left over.
bool readThatCreatureEffect(const QString& effect, TriggeredPower& power);

// readThatCreatureEffect for a power answering another creature's turn or move, which a power applying
// by itself may not leave a choice of melee attack in ("Whenever …, make a {m} attack").
bool readNeighbourEffect(const QString& effect, TriggeredPower& power);

} // namespace ddm
