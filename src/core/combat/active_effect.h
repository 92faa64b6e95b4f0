// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/attack_power.h"

#include <QList>
#include <QString>

namespace ddm {

// Who put an effect on a creature and when: the source's owner controls a Dominated creature
// (904.2), and the battle log says where each condition came from.
struct EffectOrigin {
    QString source; // the creature id, empty for terrain and rules
    int round = 0;
    // Put on during the creature's own turn: "until end of its next turn" (EndOfItsNextTurn) outlasts
    // this one.
    bool duringOwnTurn = false;
    bool operator==(const EffectOrigin&) const = default;
};

// A condition on a creature (CRG 900). Effects with the same saveId end on one saving throw:
// "(save ends both)" (804.4.e).
struct ActiveCondition {
    ConditionEffect effect;
    EffectOrigin origin;
    int saveId = 0;
    bool operator==(const ActiveCondition&) const = default;
};

// Ongoing X TYPE damage on a creature (CRG 908).
struct ActiveOngoingDamage {
    OngoingDamage damage;
    EffectOrigin origin;
    int saveId = 0;
    bool operator==(const ActiveOngoingDamage&) const = default;
};

// A bonus or penalty to a statistic with a duration: "target has -2 Attack (save ends)" (803.5).
struct ActiveStatModifier {
    StatModifier modifier;
    EffectOrigin origin;
    int saveId = 0;
    bool operator==(const ActiveStatModifier&) const = default;
};

// Effects that ended together, and the rule that ended them.
struct EffectEnding {
    QString rule;
    QList<ActiveCondition> conditions;
    QList<ActiveOngoingDamage> ongoing;
    QList<ActiveStatModifier> modifiers;

    bool isEmpty() const { return conditions.isEmpty() && ongoing.isEmpty() && modifiers.isEmpty(); }
    bool operator==(const EffectEnding&) const = default;
};

} // namespace ddm
