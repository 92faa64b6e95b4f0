// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/creature_group.h"
#include "powers/damage_type.h"
#include "powers/own_states.h"
#include "powers/static_modifier.h"

#include <QList>
#include <QString>

#include <optional>

namespace ddm {

// What a power used at set-up does (102.2, 102.8): its effects last the battle unless they say
// otherwise.
// - "Choose 1 enemy. This creature has +2 attack and +5 damage vs. that enemy until end of battle":
//   `bonuses` for `recipients`, counting against the chosen enemy alone;
// - "All Dwarf allies have +1 AC until end of battle": `bonuses` for `recipients`;
// - "This creature is invisible until it makes an attack", "This creature and each ally are
//   invisible until end of the first round": `states` put on each of `recipients`;
// - "Choose acid, fire, lightning, or thunder. This creature has Resist 15 to that damage type until
//   end of battle": Resist `resist` to the type chosen among `resistChoices`.
struct SetupEffect {
    CreatureGroup recipients{.self = true, .allies = false, .filter = {}};
    QList<StaticModifier> bonuses;
    bool againstChosenEnemy = false;
    bool untilAttacked = false; // First Arrow: the bonuses end once an attack targets their holder
    OwnStates states;
    QList<DamageType> resistChoices;
    int resist = 0;

    bool operator==(const SetupEffect&) const = default;
};

// A special power used during set-up: "Stalked Target: Use during setup: Choose 1 enemy. …".
struct SetupPower {
    QString name; // the printed name, or the whole text when it prints none (702.6)
    QString text; // the printed text, for the players to read when it is offered
    SetupEffect effect;

    bool operator==(const SetupPower&) const = default;
};

// Reads a whole power's text after its name, "Use during your set-up: …", as a set-up power's
// effect; none when any word is not understood.
std::optional<SetupEffect> readSetupEffect(const QString& text);

} // namespace ddm
