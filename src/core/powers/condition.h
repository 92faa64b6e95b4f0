// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddm {

// The conditions of CRG chapter 9, plus the effect states the catalog's attacks put on creatures.
// Ongoing X TYPE Damage (CRG 908) is a condition too, but it carries an amount and a type, so it is
// its own struct (OngoingDamage in powers/attack_power.h).
enum class Condition {
    Blinded,                 // 901
    Confused,                // 902
    Dazed,                   // 903 ("Staggered" is another name for it, 903.2)
    Dominated,               // 904
    Enervated,               // 905
    Helpless,                // 906
    Immobilized,             // 907
    Slowed,                  // 909
    Stunned,                 // 910
    Invisible,               // 804.4.f: a state an effect grants, not a chapter 9 condition
    Marked,                  // 810: the source creature's later powers refer to it
    Petrified,               // defined by the card that inflicts it (a SPECIAL power spells out its effect)
    GrantingCombatAdvantage, // "target grants combat advantage": to every enemy (610)
    // CRG 905.2: Weakened is another name for Enervated, and the cards mostly print "Weakened". An
    // alias, not a separate condition, so a creature immune to one is immune to the other.
    Weakened = Enervated,
};

// Canonical name (the CRG's: "Enervated" for Weakened) and case-insensitive parsing of every name
// the cards use ("Weakened", "Staggered").
QString conditionName(Condition condition);
std::optional<Condition> parseCondition(const QString& text);
// The CRG rule that defines the condition ("907" for Immobilized); empty for Petrified, which the
// card itself defines.
QString conditionRule(Condition condition);
QList<Condition> allConditions(); // each condition once, in enum order
QStringList conditionSpellings(); // every spelling parseCondition() accepts, for parsers

} // namespace ddm
