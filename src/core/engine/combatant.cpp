// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/combatant.h"

#include "board/creature_space.h"
#include "engine/battle_setup.h"

#include <utility>

namespace ddm {

const AttackPower* Combatant::attack(int index) const
{
    if (index < 1 || index > profile.attacks.size())
        return nullptr;
    return &profile.attacks.at(index - 1);
}

std::optional<int> Combatant::attackNamed(const QString& name) const
{
    for (const AttackPower& power : profile.attacks) {
        if (power.name.compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return power.index;
    }
    return std::nullopt;
}

int Combatant::defence(Defence which) const
{
    const int bonus = profile.abilities.defenceBonus.value(which);
    switch (which) {
    case Defence::AC:
        return card.ac + bonus;
    case Defence::Fortitude:
        return card.fort + bonus;
    case Defence::Reflex:
        return card.ref + bonus;
    case Defence::Will:
        return card.will + bonus;
    }
    return 0;
}

namespace {

// Each card is parsed once per thread: a battle replayed (undo, the replay panel stepping through it
// from the start, a benchmark) sets up the same cards again, and parsing them is most of that.
CardProfile cardProfile(const Creature& card)
{
    constexpr qsizetype kCachedCards = 128;
    thread_local QList<std::pair<Creature, CardProfile>> parsed;
    for (const auto& [seen, profile] : std::as_const(parsed)) {
        if (seen == card)
            return profile;
    }
    if (parsed.size() == kCachedCards)
        parsed.removeFirst();
    parsed.append({card, parseCard(card)});
    return parsed.constLast().second;
}

} // namespace

Combatant makeCombatant(const CreatureSetup& setup)
{
    Combatant combatant;
    combatant.id = setup.id;
    combatant.side = setup.side;
    combatant.card = setup.card;
    combatant.profile = cardProfile(setup.card);
    combatant.span = spanForSize(setup.card.size);
    combatant.hitPoints = setup.hp.value_or(setup.card.hp);
    for (const AttackPower& power : combatant.profile.attacks) {
        if (power.basic) {
            combatant.basicAttack = power.index;
            return combatant;
        }
    }
    for (const AttackPower& power : combatant.profile.attacks) {
        if (power.kind == AttackKind::Melee && !power.useLimit && !power.minorAction && !power.chargeOnly
            && power.attackCount == 1 && !power.basicAttacks && power.madeAttack.isEmpty()) {
            combatant.basicAttack = power.index;
            break;
        }
    }
    return combatant;
}

} // namespace ddm
