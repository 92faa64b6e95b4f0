// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/card_modifiers.h"

#include "board/distance.h"
#include "combat/condition_effects.h"
#include "combat/hit_points.h"
#include "engine/attack_targets.h"
#include "engine/creature_rules.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <functional>

namespace ddm {
namespace {

// Whether `card` prints a power of that name: "Volley", or "Spear Wall" printed "Spear Wall 5".
bool printsPower(const Creature& card, const QString& name)
{
    static const QRegularExpression rating(QStringLiteral("^ \\d+$"));
    return std::any_of(card.powers.cbegin(), card.powers.cend(), [&](const Power& power) {
        const QString printed = power.name();
        return printed.startsWith(name, Qt::CaseInsensitive) &&
               (printed.size() == name.size() || rating.match(printed.mid(name.size())).hasMatch());
    });
}

// Whether `other` is an ally of `self` of the kind the modifier names: its keyword, a champion, an
// active one, and what `ally` requires.
bool isNamedAlly(const BattleView& view, const CreatureState& self, const CreatureState& other,
                 const StaticModifier& modifier)
{
    if (other.id == self.id || view.areEnemies(other.id, self.id))
        return false;
    const Combatant& card = *view.combatant(other.id);
    if (!std::all_of(modifier.allyKeywords.cbegin(), modifier.allyKeywords.cend(),
                     [&](const QString& keyword) { return card.card.hasKeyword(keyword); }))
        return false;
    if (modifier.allyChampion && !card.card.isChampion())
        return false;
    if (!modifier.allyPower.isEmpty() && !printsPower(card.card, modifier.allyPower))
        return false;
    if (modifier.allyActive && restrictionCause(effectiveConditions(other), ConditionRestriction::Inactive))
        return false;
    return modifier.ally == TargetRestrictions{} ||
           !restrictionProblem(view, self.id, modifier.ally, QString(), other.id);
}

// "while within 5 squares of a Wolf ally": such an ally in play within the squares (any distance
// when `within` is empty: "while an Undead champion ally is in play").
bool nearAlly(const BattleView& view, const CreatureState& self, const StaticModifier& modifier,
              std::optional<int> within)
{
    for (const CreatureState& other : view.state.creatures) {
        if (!other.inPlay() || !isNamedAlly(view, self, other, modifier))
            continue;
        if (!within ||
            (*within <= 1 ? areAdjacent(other.space, self.space)
                          : withinDistance(view.map(), view.occupancy, self.space, other.space, *within)))
            return true;
    }
    return false;
}

// "while in a warband with a Beholder ally": one of its side's creatures, destroyed ones too.
bool inWarbandWith(const BattleView& view, const CreatureState& self, const StaticModifier& modifier)
{
    return std::any_of(view.state.creatures.cbegin(), view.state.creatures.cend(),
                       [&](const CreatureState& other) {
                           return other.side == self.side && isNamedAlly(view, self, other, modifier);
                       });
}

// "while adjacent to 2 or more enemies": enemies in play adjacent to it.
int adjacentEnemies(const BattleView& view, const CreatureState& self)
{
    return int(std::count_if(view.state.creatures.cbegin(), view.state.creatures.cend(),
                             [&](const CreatureState& other) {
                                 return other.inPlay() && view.areEnemies(other.id, self.id) &&
                                        areAdjacent(other.space, self.space);
                             }));
}

// Bluster, Wrath: whether one of its warband has been eliminated (804.4.a).
bool allyDestroyed(const BattleView& view, const CreatureState& self)
{
    return std::any_of(
        view.state.creatures.cbegin(), view.state.creatures.cend(),
        [&](const CreatureState& other) { return other.side == self.side && other.eliminated; });
}

// Smell of Blood: another creature in play, ally or enemy, is bloodied within the squares.
bool nearBloodied(const BattleView& view, const CreatureState& self, int squares)
{
    for (const CreatureState& other : view.state.creatures) {
        if (other.inPlay() && other.id != self.id && isBloodied(other.hitPoints) &&
            withinDistance(view.map(), view.occupancy, self.space, other.space, squares))
            return true;
    }
    return false;
}

// Focused Attack: how many enemies of the attacker the attack targets.
qsizetype enemyTargets(const BattleView& view, const Strike& strike)
{
    const QStringList targets =
        strike.areaTargets.isEmpty() ? QStringList{strike.target} : strike.areaTargets;
    return std::count_if(targets.cbegin(), targets.cend(),
                         [&](const QString& target) { return view.areEnemies(strike.attacker, target); });
}

// Requires Discipline: the highest Champion rating among `side`'s creatures in play (a champion gone
// from the map leads no more), 0 with none.
int highestChampionRating(const BattleView& view, Side side)
{
    int highest = 0;
    for (const CreatureState& creature : view.state.creatures) {
        if (creature.inPlay() && creature.side == side)
            highest = std::max(highest, view.combatant(creature.id)->card.championRating.value_or(0));
    }
    return highest;
}

// Volley, Gang Fighter: the modifier's amount once for each creature it counts, up to its maximum;
// its plain amount when it counts none.
int countedAmount(const BattleView& view, const CreatureState& self, const StaticModifier& modifier)
{
    if (modifier.perChampionRating)
        return modifier.amount * highestChampionRating(view, self.side);
    if (!modifier.perEach)
        return modifier.amount;
    const CountedCreatures& counted = *modifier.perEach;
    const auto counts = [&](const CreatureState& other) {
        if (!other.inPlay() || other.id == self.id)
            return false;
        if (!(view.areEnemies(other.id, self.id) ? counted.enemies : counted.allies))
            return false;
        if (!(counted.within <= 1
                  ? areAdjacent(other.space, self.space)
                  : withinDistance(view.map(), view.occupancy, self.space, other.space, counted.within)))
            return false;
        if (!counted.withPower.isEmpty() && !printsPower(view.combatant(other.id)->card, counted.withPower))
            return false;
        return counted.kind == TargetRestrictions{} ||
               !restrictionProblem(view, self.id, counted.kind, QString(), other.id);
    };
    const int amount = modifier.amount *
                       int(std::count_if(view.state.creatures.cbegin(), view.state.creatures.cend(), counts));
    return counted.maximum ? std::min(amount, *counted.maximum) : amount;
}

// Whether the condition holds for `self`'s modifier on this attack (`attacking`: self is the attacker).
bool applies(const StaticModifier& modifier, const BattleView& view, const CreatureState& self,
             const Strike& strike, bool attacking)
{
    switch (modifier.condition) {
    case ModifierCondition::Always:
        return true;
    case ModifierCondition::WhileBloodied:
        return isBloodied(self.hitPoints);
    case ModifierCondition::WhileNotBloodied:
        return !isBloodied(self.hitPoints);
    case ModifierCondition::TargetBloodied:
        return attacking && isBloodied(view.creature(strike.target)->hitPoints);
    case ModifierCondition::Charging:
        return attacking && strike.charge;
    case ModifierCondition::NearAlly:
        return nearAlly(view, self, modifier, modifier.allyWithin);
    case ModifierCondition::TargetIs:
        return attacking && !restrictionProblem(view, self.id, modifier.against, QString(), strike.target);
    case ModifierCondition::MovedAway:
        return attacking && squaresFromTurnStart(view, self) >= modifier.movedSquares;
    case ModifierCondition::MovedThisTurn:
        return attacking && view.isTurnOf(self.id) && view.state.turn->moved;
    case ModifierCondition::NearBloodied:
        return nearBloodied(view, self, modifier.allyWithin);
    case ModifierCondition::AttackerIs:
        return !attacking && !restrictionProblem(view, self.id, modifier.against, QString(), strike.attacker);
    case ModifierCondition::OpportunityAttack:
        return attacking && strike.opportunity;
    case ModifierCondition::NoAllyNear:
        return !nearAlly(view, self, modifier, modifier.allyWithin);
    case ModifierCondition::AdjacentEnemies:
        return modifier.enemiesAdjacentExactly ? adjacentEnemies(view, self) == modifier.enemiesAdjacent
                                               : adjacentEnemies(view, self) >= modifier.enemiesAdjacent;
    case ModifierCondition::AllyInPlay:
        return nearAlly(view, self, modifier, std::nullopt);
    case ModifierCondition::InWarbandWith:
        return inWarbandWith(view, self, modifier);
    case ModifierCondition::FirstToActivate:
        return attacking && view.state.firstToActivate == self.id; // for the rest of the round
    case ModifierCondition::StandsIn:
        return standsIn(view.map(), self, modifier.place);
    case ModifierCondition::SoleTarget:
        return attacking && strike.areaTargets.size() <= 1;
    case ModifierCondition::SoleEnemyTarget:
        return attacking && enemyTargets(view, strike) == 1;
    case ModifierCondition::NoAllyDestroyed:
        return !allyDestroyed(view, self);
    case ModifierCondition::AllyDestroyed:
        return allyDestroyed(view, self);
    }
    return false;
}

// Whether `self` is one the aura of `source` reaches: one of its group, within the radius, not immune to
// a Fear aura.
bool inAura(const BattleView& view, const CreatureState& source, const AuraBonus& aura,
            const CreatureState& self)
{
    if (source.id == self.id)
        return aura.recipients.self;
    const Combatant& affected = *view.combatant(self.id);
    return !(aura.fear && affected.profile.abilities.immuneEffects.contains(EffectKeyword::Fear)) &&
           (aura.anywhere ||
            withinDistance(view.map(), view.occupancy, source.space, self.space, aura.radius)) &&
           auraNames(view, source.id, aura.recipients, self.id);
}

// The auras that reach `self` and `fit` this attack: the strongest bonus and the strongest penalty of
// each aura power to each statistic ("(Aura 1) Allies in aura have +2 AC"; a friendly Worg's +2 Attack
// and an enemy Worg's -2 make 0), to be added up over the powers.
QList<AuraBonus> aurasOn(const BattleView& view, const CreatureState& self,
                         const std::function<bool(const AuraBonus&)>& fits)
{
    QHash<QString, AuraBonus> strongestOfEachPower; // by power, statistic, and bonus or penalty
    for (const CreatureState& other : view.state.creatures) {
        if (!other.inPlay())
            continue;
        for (const AuraBonus& aura : view.combatant(other.id)->profile.abilities.auras) {
            if (!fits(aura) || nullifiedWhileInactive(aura, other) || !inAura(view, other, aura, self))
                continue;
            AuraBonus& strongest =
                strongestOfEachPower[aura.power + QLatin1Char('/') + QString::number(int(aura.statistic)) +
                                     (aura.amount < 0 ? QLatin1Char('-') : QLatin1Char('+'))];
            if (qAbs(aura.amount) > qAbs(strongest.amount))
                strongest = aura;
        }
    }
    return strongestOfEachPower.values();
}

// Whether an aura's bonus to an attack or its damage counts on this one: its kind of attack, and whom
// it is against (the recipient's, so "smaller" is smaller than the attacker).
bool auraFitsAttack(const BattleView& view, const AuraBonus& aura, const Strike& strike)
{
    return (!aura.attacks || aura.attacks == strike.power->kind) &&
           (aura.against == TargetRestrictions{} ||
            !restrictionProblem(view, strike.attacker, aura.against, QString(), strike.target));
}

// Keen Critical: the card's critical range, or the power's own if that starts lower (109.1).
void addCriticalRange(const BattleView& view, const Strike& strike, AttackSituation& situation)
{
    const CreatureAbilities& abilities = view.combatant(strike.attacker)->profile.abilities;
    if (!abilities.criticalFrom ||
        (abilities.criticalOnlyAgainstBloodied && !isBloodied(view.creature(strike.target)->hitPoints)))
        return;
    situation.criticalFrom = std::min(situation.criticalFrom.value_or(20), *abilities.criticalFrom);
}

} // namespace

int squaresFromTurnStart(const BattleView& view, const CreatureState& self, std::optional<Square> at)
{
    if (!view.isTurnOf(self.id))
        return 0;
    return distanceBetween(view.map(), view.occupancy, Space{view.state.turn->startedAt.topLeft, 1},
                           Space{at.value_or(self.space.topLeft), 1})
        .value_or(0);
}

bool auraNames(const BattleView& view, const QString& holder, const CreatureGroup& group, const QString& id)
{
    // "This creature and Undead allies in aura": the card names itself whatever the allies' words say.
    if (holder == id)
        return group.self;
    const bool ofGroup = view.areEnemies(holder, id) ? group.enemies : group.allies;
    return ofGroup && (group.filter == TargetRestrictions{} ||
                       !restrictionProblem(view, holder, group.filter, QString(), id));
}

void addCardModifiers(const BattleView& view, const Strike& strike, AttackSituation& situation)
{
    addCriticalRange(view, strike, situation);
    const AttackPower& power = *strike.power;
    const CreatureState& attacker = *view.creature(strike.attacker);
    // The card's own bonuses, then those effects gave it (a champion's "Allies have +2 Attack").
    QList<StaticModifier> modifiers = view.combatant(strike.attacker)->profile.abilities.modifiers;
    for (const GrantedModifier& granted : attacker.granted) {
        if (granted.against.isEmpty() || granted.against == strike.target)
            modifiers.append(granted.modifier);
    }
    for (const StaticModifier& modifier : std::as_const(modifiers)) {
        if ((modifier.attacks && modifier.attacks != power.kind) ||
            nullifiedWhileInactive(modifier, attacker))
            continue;
        if (!applies(modifier, view, attacker, strike, true))
            continue;
        const int amount = countedAmount(view, attacker, modifier);
        if (amount == 0)
            continue;
        switch (modifier.statistic) {
        case Statistic::Attack:
            situation.extraModifiers.append({amount, AttackModifierReason::Effect, QStringLiteral("705.3")});
            break;
        case Statistic::Damage:
            situation.extraDamage.append({amount, modifier.damageType, DamageBonusReason::Effect});
            break;
        case Statistic::AC:
        case Statistic::Fortitude:
        case Statistic::Reflex:
        case Statistic::Will:
        case Statistic::AllDefences:
        case Statistic::Defences:
        case Statistic::Speed:
        case Statistic::ResistAll:
        case Statistic::Flight:
        case Statistic::Burrow:
        case Statistic::Phasing:
        case Statistic::Insubstantial:
        case Statistic::Hide:
        case Statistic::Conceal:
        case Statistic::NoHealing:
            break; // its own defences count when it is attacked (below), its resistance and powers elsewhere
        }
    }

    const CreatureState& target = *view.creature(strike.target);
    for (const StaticModifier& modifier : view.combatant(strike.target)->profile.abilities.modifiers) {
        if (raisesDefence(modifier.statistic, power.defence) &&
            (!modifier.attacks || modifier.attacks == power.kind) &&
            !nullifiedWhileInactive(modifier, target) && applies(modifier, view, target, strike, false))
            situation.defenceValue += countedAmount(view, target, modifier);
    }

    int attack = 0;
    for (const AuraBonus& aura : aurasOn(view, attacker, [&](const AuraBonus& a) {
             return (a.statistic == Statistic::Attack || a.statistic == Statistic::Damage) &&
                    auraFitsAttack(view, a, strike);
         })) {
        if (aura.statistic == Statistic::Attack)
            attack += aura.amount;
        else
            situation.extraDamage.append({aura.amount, aura.damageType, DamageBonusReason::Effect});
    }
    if (attack != 0)
        situation.extraModifiers.append({attack, AttackModifierReason::Effect, QStringLiteral("705.3")});
    for (const AuraBonus& aura : aurasOn(view, target, [&power](const AuraBonus& a) {
             return raisesDefence(a.statistic, power.defence) && (!a.attacks || a.attacks == power.kind);
         }))
        situation.defenceValue += aura.amount;
}

} // namespace ddm
