// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/attack_power.h"

#include <QList>
#include <QString>

#include <optional>

namespace ddm {

// What a creature's presence forbids the creatures near it: Distractor's "Adjacent enemies may not make
// opportunity attacks", Vine Fetter's "(Aura 1) Enemies in aura cannot shift", Intimidator's "(aura 1)
// Enemies in aura may not take Immediate actions", Disruptive Presence's "Other creatures within 2
// squares of this creature cannot make {r}, {c}, or {a} attacks".
struct AuraProhibition {
    enum class Kind { OpportunityAttacks, Shift, ImmediateActions, Attacks };
    Kind kind = Kind::OpportunityAttacks;
    int radius = 1;            // squares from the power's creature
    bool alliesToo = false;    // "Other creatures": its allies as well as its enemies
    QList<AttackKind> attacks; // Attacks: the kinds it forbids

    bool operator==(const AuraProhibition&) const = default;
};

// The sentences readAuraProhibition reads, each whole.
QString auraProhibitionPattern();

// One such sentence; none when its words name nothing the engine forbids.
std::optional<AuraProhibition> readAuraProhibition(const QString& sentence);

} // namespace ddm
