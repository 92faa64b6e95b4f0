// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"
#include "board/creature_space.h"
#include "engine/action_context.h"
#include "engine/battle_state.h"

#include <QString>

namespace ddm {

// Healing font terrain (CRG 1011): as an action that replaces its attack action, a creature that
// began its turn adjacent to healing font terrain heals the hit points the map gives (20 when the
// map gives none), as any healing effect: up to its starting hit points (808.1.a), nothing when it
// is not damaged (808.1.b).

// Whether the map has any healing font terrain.
bool hasHealingFont(const BattleMap& map);

// Whether the space is adjacent to (or on) a square of healing font terrain (1001.3).
bool adjacentToHealingFont(const BattleMap& map, const Space& space);

// Why the creature may not use a healing font now; an empty message when it may. Asks only the
// font's own conditions: the creature's turn is on and began next to a font, or the creature could
// start its turn where it stands, and the attack action is unused. The turn's other limits (Dazed,
// Stunned, 903.1, 910.1) are the engine's to check when the action is applied.
struct HealingFontUse {
    QString message;
    QString rule = QStringLiteral("1011.2");

    bool allowed() const { return message.isEmpty(); }
};
HealingFontUse healingFontUse(const BattleMap& map, const BattleState& state, const QString& id);

// The HealingFont action for the acting creature.
void resolveHealingFont(ActionContext& context);

} // namespace ddm
