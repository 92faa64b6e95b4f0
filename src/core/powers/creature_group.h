// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/attack_power.h"

#include <QString>

#include <optional>

namespace ddm {

// The words that say what a creature is, read as an attack's "(Evil target only)" would be:
// "Evil", "Immobilized", "Large or larger", "living", "Goblin or Orc", or as a group's words
// ("Kobold, Orc, Goblin and Hobgoblin"). `plural`: the words are the noun too ("Giants", "Humans").
// None when they say more than that, or name a faction, a mark or a state the engine has no keyword
// to test.
std::optional<TargetRestrictions> readTargetWords(const QString& words, bool plural = false);

// Who an effect reaches, by side and by what they are: "allies", "Goblin and Orc allies", "this
// creature" (alone), "this creature and each ally", "Lower-level allies", "creatures in your warband" (the
// power's creature too), "Small creatures in your warband", "Good creatures" (on both sides), "Evil enemies",
// "each living ally", "each ally and each enemy".
struct CreatureGroup {
    bool self = false;         // the creature whose power it is
    bool allies = true;        // its allies (805.1)
    bool enemies = false;      // its enemies
    TargetRestrictions filter; // only those it allows (any of its keywords); empty: every one

    bool operator==(const CreatureGroup&) const = default;
};

// Reads a whole phrase naming a group; none when any word is not understood.
std::optional<CreatureGroup> readCreatureGroup(const QString& phrase);

} // namespace ddm
