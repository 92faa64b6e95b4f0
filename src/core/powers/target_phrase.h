// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/attack_power.h"

#include <QString>

#include <optional>

namespace ddm {

// Whom a standing bonus is against: "vs. Evil enemies", "against Immobilized targets", "vs. Giants",
// "vs. enemies with Flight", "against targets that have not yet taken a turn this round"; the phrase
// a bonus's pattern embeds (its captures are listed in target_phrase.cpp).
QString targetPhrasePattern();

// The words before the noun that weigh the target against the power's creature or the battle:
// "non-Bloodied", "adjacent", "flying", "smaller", "higher-level", "level 7 or higher", "Wild".
std::optional<TargetRestrictions> standingWords(const QString& words);

// A whole match of targetPhrasePattern(); none when it names no restriction the engine tests.
std::optional<TargetRestrictions> targetsOf(const QString& phrase);

} // namespace ddm
