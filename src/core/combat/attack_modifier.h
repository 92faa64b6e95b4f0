// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ddm {

// Why an attack roll is modified (CRG 604.1).
enum class AttackModifierReason {
    Charge,          // +1 (413.3.a)
    CombatAdvantage, // +2 (610.1); the rule names what grants it
    Cover,           // -2 against AC or Reflex (611.1)
    HelplessTarget,  // +4 for ranged, close and area attacks (906.1)
    SacredCircle,    // +2 for an attacker occupying sacred circle terrain (1015.2)
    Effect,          // a power's "+2 Attack against bloodied enemies" and the like (803.5)
};

QString attackModifierKey(AttackModifierReason reason); // "charge", "combat-advantage", …

struct AttackModifier {
    int value = 0;
    AttackModifierReason reason = AttackModifierReason::Effect;
    QString rule;
    bool operator==(const AttackModifier&) const = default;
};

} // namespace ddm
