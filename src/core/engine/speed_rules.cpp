// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/speed_rules.h"

#include "engine/creature_rules.h"
#include "engine/sight_rules.h"

namespace ddm {
namespace {

// Guided: whether an ally of the keyword has line of sight to the creature (1002.3; a Blinded ally has
// none, 901.1), its own invisibility aside: an Unseen Servant is Invisible and Guided. With several
// such allies one is enough: the card speaks of the spell's caster, whichever of them that is.
bool guidedInSight(const BattleView& view, const QString& id, const QString& keyword)
{
    for (const CreatureState& other : view.state.creatures) {
        if (other.inPlay() && other.id != id && !view.areEnemies(id, other.id) &&
            view.combatant(other.id)->card.hasKeyword(keyword) && creatureSight(view, other.id, id, true))
            return true;
    }
    return false;
}

} // namespace

SpeedResult speedNow(const BattleView& view, const QString& id)
{
    const Combatant& combatant = *view.combatant(id);
    const SpeedResult speed = currentSpeedOf(combatant, *view.creature(id));
    const QString& keyword = combatant.profile.abilities.guidedBy;
    if (keyword.isEmpty() || speed.speed == 0 || guidedInSight(view, id, keyword))
        return speed;
    return {0, ConditionRuling{Condition::Immobilized, QStringLiteral("109.1")}};
}

} // namespace ddm
