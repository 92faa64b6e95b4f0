// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/battle_view.h"

#include <QString>

#include <optional>

namespace ddm {

// Murderous, Bloodlust (card text, 109.1): while next to a bloodied enemy the creature cannot move or
// attack a non-bloodied enemy (some cards: on its own turn only). The bloodied enemy that holds it,
// if one does now.
std::optional<QString> bloodiedEnemyHolding(const BattleView& view, const QString& id);

// Whether Bloodlust forbids `attacker` to attack `target` now: why, if it does.
std::optional<QString> bloodlustForbids(const BattleView& view, const QString& attacker,
                                        const QString& target);

} // namespace ddm
