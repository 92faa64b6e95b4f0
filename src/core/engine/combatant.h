// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/side.h"
#include "catalog/creature.h"
#include "powers/attack_power.h"
#include "powers/card_profile.h"

#include <QString>

#include <optional>

namespace ddm {

struct CreatureSetup;

// What the battle knows about a creature that never changes: its card read once into structure.
struct Combatant {
    QString id;
    Side side = Side::A;
    Creature card;
    CardProfile profile;
    int span = 1;      // squares per side of its space (218)
    int hitPoints = 0; // the card's, or the set-up override
    // The 1-based index of its basic attack (212.2.a), used to charge (413.3.a) and for opportunity
    // attacks (612.1): the attack marked {b}, else (the catalog rarely marks it) the first melee
    // attack without use boxes that makes one attack of its own, as stat cards print the basic
    // attack first; none when the card has no such attack.
    std::optional<int> basicAttack;

    const AttackPower* attack(int index) const; // nullptr when out of range
    // The attack named as on the card (case-insensitive); the first of that name.
    std::optional<int> attackNamed(const QString& name) const;
    int defence(Defence defence) const; // the printed value plus static bonuses (209)
    int speed() const { return card.speed; }
    bool isAquatic() const { return card.hasKeyword(QStringLiteral("Aquatic")); }
};

Combatant makeCombatant(const CreatureSetup& setup);

} // namespace ddm
