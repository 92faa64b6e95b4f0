// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/attack_power.h"
#include "powers/creature_group.h"

#include <QString>

#include <optional>

namespace ddm {

// Combat advantage a card gives (610.1.c). Its holder's own attacks: "Has combat advantage against
// bloodied enemies", "Enemies adjacent to an ally of this creature grant combat advantage to this
// creature", "Whenever this creature makes a {m} attack against an enemy adjacent to 2 or more Kruthik
// enemies or allies: This creature has combat advantage on that attack". Or, with `aura`, the attacks
// of the creatures it names against enemies that near: Multiple Threats' "(Aura 1) Enemies in aura
// grant combat advantage to this creature and its allies".
struct AdvantageGrant {
    std::optional<AttackKind> attacks; // "a {m} attack": only those
    TargetRestrictions against;        // the targets that grant it
    int aura = 0;                      // squares from the holder (0: no aura, only its own attacks)
    CreatureGroup recipients;          // aura: whose attacks have it
    bool fromSpecialPowers = false;    // nullified while the holder is inactive (800.4.a)

    bool operator==(const AdvantageGrant&) const = default;
};

// The sentences readAdvantageGrant reads: the whole of one, up to its full stop.
QString advantageGrantPattern();

// One sentence read whole; none when a word of it is not understood.
std::optional<AdvantageGrant> readAdvantageGrant(const QString& sentence);

} // namespace ddm
