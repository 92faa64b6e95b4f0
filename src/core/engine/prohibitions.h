// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/battle_view.h"
#include "powers/aura_prohibition.h"

#include <QString>

#include <optional>

namespace ddm {

// Why a creature near `id` forbids it this (AuraProhibition, card text): "A1 (Goblin) is adjacent to B1
// (Greenvise Vine), which forbids it to shift"; none when nothing does. `attack` names the kind of an
// attack it would make (Kind::Attacks). A special power's effects are nullified while its creature is
// inactive (705.2).
std::optional<QString> prohibition(const BattleView& view, const QString& id, AuraProhibition::Kind kind,
                                   std::optional<AttackKind> attack = std::nullopt);

// Why `id` may not shift now, its own "Can't shift" or a creature near it that forbids it; none when it may.
// Every shift it would make asks: its Shift action, a power's shift, the shift before an attack.
std::optional<QString> shiftForbidden(const BattleView& view, const QString& id);

} // namespace ddm
