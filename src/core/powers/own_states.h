// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/attack_power.h"

#include <QList>
#include <QString>

#include <optional>

namespace ddm {

// What a power gives its own creature for a while (803.5, 804.4.f): "+4 Speed until end of turn",
// "This creature has Resist 10 All until end of its next turn", "This creature is invisible until it
// takes damage", "Invisible until after it attacks".
struct OwnStates {
    QList<StatModifier> modifiers;
    QList<ConditionEffect> conditions;

    bool isEmpty() const { return modifiers.isEmpty() && conditions.isEmpty(); }
    bool operator==(const OwnStates&) const = default;
};

// Reads the whole of `effect` (no final full stop) as states of the power's own creature, all lasting
// as long as the duration that ends it says; none when a word is left over or no duration ends it.
std::optional<OwnStates> readOwnStates(const QString& effect);

} // namespace ddm
