// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/bloodlust.h"

#include "board/distance.h"
#include "combat/hit_points.h"

namespace ddm {

std::optional<QString> bloodiedEnemyHolding(const BattleView& view, const QString& id)
{
    const CreatureAbilities& abilities = view.combatant(id)->profile.abilities;
    if (!abilities.bloodlust || (abilities.bloodlustOnlyOnItsTurn && !view.isTurnOf(id)))
        return std::nullopt;
    const CreatureState& self = *view.creature(id);
    for (const CreatureState& other : view.state.creatures) {
        if (other.inPlay() && view.areEnemies(id, other.id) && isBloodied(other.hitPoints) &&
            areAdjacent(self.space, other.space))
            return other.id;
    }
    return std::nullopt;
}

std::optional<QString> bloodlustForbids(const BattleView& view, const QString& attacker,
                                        const QString& target)
{
    if (!view.areEnemies(attacker, target) || isBloodied(view.creature(target)->hitPoints))
        return std::nullopt;
    if (const std::optional<QString> holder = bloodiedEnemyHolding(view, attacker))
        return QStringLiteral("%1 cannot attack the unbloodied %2 while next to the bloodied %3 (card text)")
            .arg(attacker, target, *holder);
    return std::nullopt;
}

} // namespace ddm
