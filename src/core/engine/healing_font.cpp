// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/healing_font.h"

#include "board/distance.h"
#include "combat/hit_points.h"
#include "engine/battle_effects.h"
#include "engine/creature_rules.h"
#include "engine/turn_actions.h"

namespace ddm {

bool hasHealingFont(const BattleMap& map)
{
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            if (map.has({x, y}, Terrain::HealingFont))
                return true;
        }
    }
    return false;
}

bool adjacentToHealingFont(const BattleMap& map, const Space& space)
{
    for (int y = space.topLeft.y - 1; y <= space.topLeft.y + space.span; ++y) {
        for (int x = space.topLeft.x - 1; x <= space.topLeft.x + space.span; ++x) {
            if (map.has({x, y}, Terrain::HealingFont))
                return true;
        }
    }
    return false;
}

HealingFontUse healingFontUse(const BattleMap& map, const BattleState& state, const QString& id)
{
    const CreatureState* creature = state.creature(id);
    if (!creature || !creature->inPlay())
        return {QStringLiteral("%1 is not in play").arg(id)};
    const bool acting = state.turn && state.turn->creature == id;
    const Space start = acting ? state.turn->startedAt : creature->space;
    if (!adjacentToHealingFont(map, start))
        return {QStringLiteral("%1 began its turn at %2, not adjacent to healing font terrain")
                    .arg(id, squareText(start.topLeft))};
    if (acting && state.turn->attackActionUsed)
        return {QStringLiteral("%1 has used its attack action this turn, which the healing font replaces")
                    .arg(id)};
    return {};
}

void resolveHealingFont(ActionContext& context)
{
    const QString& id = context.action().actor;
    const HealingFontUse use = healingFontUse(context.map(), context.state(), id);
    if (!use.allowed())
        ActionContext::illegal(use.message, use.rule);
    spendAction(context, ActionSlot::Attack);
    CreatureState& creature = context.creature(id);
    const int amount = context.map().healingFontHeal();
    if (cannotHeal(creature)) {
        context.log(
            LogEvent::Terrain,
            QStringLiteral("%1 uses the healing font, but cannot heal").arg(creatureLabel(context, id)),
            QStringLiteral("109.1"), id);
        return;
    }
    const Healing healing = heal(creature.hitPoints, amount);
    creature.hitPoints = healing.after;
    QString text;
    if (healing.nullified)
        text =
            QStringLiteral("%1 uses the healing font, but is not damaged: the healing is nullified (808.1.b)")
                .arg(creatureLabel(context, id));
    else if (healing.healed < amount)
        text =
            QStringLiteral("%1 uses the healing font and heals %2 of %3 HP, up to its starting %4 (808.1.a)")
                .arg(creatureLabel(context, id))
                .arg(healing.healed)
                .arg(amount)
                .arg(healing.after.starting);
    else
        text = QStringLiteral("%1 uses the healing font and heals %2 HP")
                   .arg(creatureLabel(context, id))
                   .arg(healing.healed);
    context.log(LogEvent::Terrain, text, QStringLiteral("1011.2"), id).hpChange = healing.healed;
}

} // namespace ddm
