// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/attack_targets.h"

#include "board/distance.h"
#include "board/line_of_sight.h"
#include "combat/hit_points.h"
#include "engine/bloodlust.h"
#include "engine/card_advantage.h"
#include "engine/card_modifiers.h"
#include "engine/creature_rules.h"
#include "engine/sight_rules.h"
#include "engine/speed_rules.h"
#include "engine/template_area.h"

#include <algorithm>

namespace ddm {
namespace {

// The nearest enemies `attacker` can see (607.2, 609.4.a): ties are the attacker's choice (1001.6).
QStringList nearestVisibleEnemies(const BattleView& view, const QString& attacker)
{
    const CreatureState& from = *view.creature(attacker);
    const DistanceField field(view.map(), view.occupancy, from.space);
    QStringList nearest;
    std::optional<int> best;
    for (const CreatureState& other : view.state.creatures) {
        if (!other.inPlay() || !view.areEnemies(attacker, other.id) || !creatureSight(view, attacker, other.id))
            continue;
        const std::optional<int> distance = field.to(other.space);
        if (!distance)
            continue;
        if (!best || *distance < *best) {
            best = distance;
            nearest = {other.id};
        } else if (*distance == *best) {
            nearest.append(other.id);
        }
    }
    return nearest;
}

QStringList creaturesWithin(const BattleView& view, const Space& from, int squares, const QString& excluded)
{
    QStringList inside;
    const DistanceField field(view.map(), view.occupancy, from, squares);
    for (const CreatureState& other : view.state.creatures) {
        if (!other.inPlay() || other.id == excluded)
            continue;
        const bool overlapping = other.space.overlaps(from);
        if ((overlapping || field.to(other.space)) && lineOfEffect(view.map(), view.occupancy, from, other.space))
            inside.append(other.id);
    }
    return inside;
}

std::optional<TargetProblem> nearestProblem(const BattleView& view, const QString& attacker, const QStringList& chosen,
                                            const QString& rule)
{
    const QStringList nearest = nearestVisibleEnemies(view, attacker);
    if (nearest.isEmpty())
        return std::nullopt;
    for (const QString& id : chosen) {
        if (nearest.contains(id))
            return std::nullopt;
    }
    return TargetProblem{QStringLiteral("the attack must include the nearest enemy in sight: %1")
                             .arg(nearest.join(QStringLiteral(" or "))),
                         rule};
}

// Whether `target` is adjacent to one of `self`'s allies in play (not `self`) with the keyword (empty:
// any ally): Minion Attack's "targets adjacent to a Minion ally", Bring Down Prey's "a target adjacent
// to a Wolf ally".
bool nextToAllyOf(const BattleView& view, const QString& self, const QString& keyword, const QString& target)
{
    const CreatureState& victim = *view.creature(target);
    return std::any_of(view.state.creatures.cbegin(), view.state.creatures.cend(),
                       [&](const CreatureState& other) {
                           return other.inPlay() && other.id != self && other.id != target &&
                                  !view.areEnemies(other.id, self) &&
                                  (keyword.isEmpty() || view.combatant(other.id)->card.hasKeyword(keyword)) &&
                                  areAdjacent(other.space, victim.space);
                       });
}

// Close Attacker: whether an enemy of `id` in play stands adjacent to it.
bool enemyBeside(const BattleView& view, const QString& id)
{
    const CreatureState& self = *view.creature(id);
    return std::any_of(
        view.state.creatures.cbegin(), view.state.creatures.cend(), [&](const CreatureState& other) {
            return other.inPlay() && areAdjacent(other.space, self.space) && view.areEnemies(id, other.id);
        });
}

// How many creatures with the keyword, on either side, are adjacent to `target`: the power's own
// creature and the target not counted.
int kinAdjacent(const BattleView& view, const QString& self, const QString& keyword, const QString& target)
{
    const CreatureState& victim = *view.creature(target);
    return int(std::count_if(view.state.creatures.cbegin(), view.state.creatures.cend(),
                             [&](const CreatureState& other) {
                                 return other.inPlay() && other.id != self && other.id != target &&
                                        view.combatant(other.id)->card.hasKeyword(keyword) &&
                                        areAdjacent(other.space, victim.space);
                             }));
}

// The restrictions the cards' standing bonuses name, which weigh the target against the power's
// creature or the battle as it stands ("+5 damage vs. adjacent enemies", "vs. flying enemies").
std::optional<TargetProblem> standingProblem(const BattleView& view, const QString& attacker,
                                             const TargetRestrictions& restrictions, const QString& what,
                                             const QString& target)
{
    const Combatant& who = *view.combatant(target);
    const CreatureState& state = *view.creature(target);
    const Combatant& self = *view.combatant(attacker);
    const QString name = creatureLabel(view, target);
    const auto problem = [&](const QString& why) {
        return TargetProblem{
            QStringLiteral("%1 %2: %3 counts only against such creatures").arg(name, why, what),
            QStringLiteral("609.4")};
    };
    if (restrictions.notBloodiedOnly && isBloodied(state.hitPoints))
        return problem(QStringLiteral("is bloodied"));
    if (restrictions.flyingOnly && heldPower(who, state, Statistic::Flight) == 0)
        return problem(QStringLiteral("does not have Flight"));
    if (restrictions.activatedOnly && !hasActivatedThisRound(who, state, view.state.round))
        return problem(QStringLiteral("has not activated this round"));
    if (restrictions.notActivatedOnly && hasActivatedThisRound(who, state, view.state.round))
        return problem(QStringLiteral("has activated this round"));
    if (restrictions.slowerOnly && speedNow(view, target).speed >= speedNow(view, attacker).speed)
        return problem(QStringLiteral("is not slower"));
    if (restrictions.adjacentKinCount > 0 &&
        kinAdjacent(view, attacker, restrictions.adjacentKin, target) < restrictions.adjacentKinCount)
        return problem(QStringLiteral("has too few %1 creatures adjacent").arg(restrictions.adjacentKin));
    if (restrictions.adjacentOnly && !areAdjacent(view.creature(attacker)->space, state.space))
        return problem(QStringLiteral("is not adjacent"));
    if (restrictions.smallerOnly &&
        who.card.size.value_or(CreatureSize::Medium) >= self.card.size.value_or(CreatureSize::Medium))
        return problem(QStringLiteral("is not smaller"));
    if (restrictions.higherLevelOnly && who.card.level <= self.card.level)
        return problem(QStringLiteral("is not of a higher level"));
    if (restrictions.lowerLevelOnly && who.card.level >= self.card.level)
        return problem(QStringLiteral("is not of a lower level"));
    if (restrictions.adjacentToWallOnly && !adjacentToWall(view.map(), state.space))
        return problem(QStringLiteral("is not adjacent to a wall"));
    if (restrictions.faction && !who.card.factions.testFlag(*restrictions.faction))
        return problem(QStringLiteral("is not of that faction"));
    if (restrictions.unseeingOnly && creatureSight(view, target, attacker))
        return problem(QStringLiteral("can see it"));
    if (restrictions.aloneOnly && std::any_of(view.state.creatures.cbegin(), view.state.creatures.cend(),
                                              [&](const CreatureState& other) {
                                                  return other.inPlay() && other.id != attacker &&
                                                         other.id != target &&
                                                         areAdjacent(other.space, state.space);
                                              }))
        return problem(QStringLiteral("has another creature adjacent"));
    if (restrictions.adjacentToAlly && !nextToAllyOf(view, attacker, *restrictions.adjacentToAlly, target))
        return problem(QStringLiteral("is not adjacent to such an ally"));
    return std::nullopt;
}

} // namespace

std::optional<TargetProblem> restrictionProblem(const BattleView& view, const QString& attacker,
                                                const TargetRestrictions& restrictions, const QString& what,
                                                const QString& target)
{
    const Combatant& who = *view.combatant(target);
    const CreatureState& state = *view.creature(target);
    const QString name = creatureLabel(view, target);
    const QString rule = QStringLiteral("609.4");
    if (restrictions.enemiesOnly && !view.areEnemies(attacker, target))
        return TargetProblem{QStringLiteral("%1 is not an enemy: %2 targets enemies only").arg(name, what), rule};
    if (restrictions.livingOnly && !isLiving(who))
        return TargetProblem{QStringLiteral("%1 is not living (213.2): %2 targets living creatures only").arg(name, what), rule};
    if (restrictions.bloodiedOnly && !isBloodied(state.hitPoints))
        return TargetProblem{QStringLiteral("%1 is not bloodied: %2 targets bloodied creatures only").arg(name, what), rule};
    if (restrictions.championOnly && !who.card.isChampion())
        return TargetProblem{QStringLiteral("%1 is no champion: %2 answers champions only").arg(name, what),
                             rule};
    if (restrictions.uniqueOnly && !who.card.isUnique())
        return TargetProblem{QStringLiteral("%1 is not Unique: %2 targets Unique creatures only").arg(name, what), rule};
    const CreatureSize size = who.card.size.value_or(CreatureSize::Medium);
    if ((restrictions.maxSize && size > *restrictions.maxSize) || (restrictions.minSize && size < *restrictions.minSize))
        return TargetProblem{QStringLiteral("%1 is %2: the wrong size for %3").arg(name, sizeName(size), what), rule};
    if (restrictions.maxLevel && who.card.level > *restrictions.maxLevel)
        return TargetProblem{QStringLiteral("%1 is level %2: %3 targets level %4 or lower")
                                 .arg(name)
                                 .arg(who.card.level)
                                 .arg(what)
                                 .arg(*restrictions.maxLevel),
                             rule};
    if (restrictions.minLevel && who.card.level < *restrictions.minLevel)
        return TargetProblem{QStringLiteral("%1 is level %2: %3 needs level %4 or greater")
                                 .arg(name)
                                 .arg(who.card.level)
                                 .arg(what)
                                 .arg(*restrictions.minLevel),
                             rule};
    if (!restrictions.requiredConditions.isEmpty()) {
        const bool any = std::any_of(restrictions.requiredConditions.cbegin(), restrictions.requiredConditions.cend(),
                                     [&](Condition condition) { return state.has(condition); });
        if (!any)
            return TargetProblem{QStringLiteral("%1 is not %2: %3 needs such a target")
                                     .arg(name, conditionName(restrictions.requiredConditions.first()), what),
                                 rule};
    }
    if (restrictions.takingOngoing) {
        const DamageType type = *restrictions.takingOngoing;
        const QList<ActiveOngoingDamage>& ongoing = state.effects.ongoing();
        if (std::none_of(ongoing.cbegin(), ongoing.cend(), [&](const ActiveOngoingDamage& damage) {
                return type == DamageType::Untyped || damage.damage.type == type;
            }))
            return TargetProblem{QStringLiteral("%1 takes no ongoing %2damage: %3 needs such a target")
                                     .arg(name,
                                          type == DamageType::Untyped
                                              ? QString()
                                              : damageTypeName(type).toLower() + QLatin1Char(' '),
                                          what),
                                 rule};
    }
    if (restrictions.alignment && who.card.alignment != *restrictions.alignment)
        return TargetProblem{QStringLiteral("%1 is not %2: %3 targets only those").arg(name, alignmentName(*restrictions.alignment), what), rule};
    if (!restrictions.requiredKeywords.isEmpty()) {
        const bool any = std::any_of(restrictions.requiredKeywords.cbegin(), restrictions.requiredKeywords.cend(),
                                     [&](const QString& keyword) { return who.card.hasKeyword(keyword); });
        if (!any)
            return TargetProblem{QStringLiteral("%1 is not %2: %3 targets only those").arg(name, restrictions.requiredKeywords.join(QStringLiteral(" or ")), what), rule};
    }
    for (const QString& keyword : restrictions.immuneKeywords) {
        if (who.card.hasKeyword(keyword))
            return TargetProblem{QStringLiteral("%1 is %2: immune to %3").arg(name, keyword, what), rule};
    }
    return standingProblem(view, attacker, restrictions, what, target);
}

namespace {

// The power's own restrictions, the attacker's card text that forbids some targets (Bloodlust), and the
// combat advantage a power "used only with combat advantage" needs (610.1).
std::optional<TargetProblem> powerTargetProblem(const BattleView& view, const QString& attacker,
                                                const AttackPower& power, const QString& target)
{
    if (const std::optional<QString> forbidden = bloodlustForbids(view, attacker, target))
        return TargetProblem{*forbidden, QStringLiteral("109.1")};
    Strike strike;
    strike.attacker = attacker;
    strike.power = &power;
    strike.target = target;
    if (power.targets.combatAdvantageOnly && !hasCombatAdvantage(view, strike))
        return TargetProblem{QStringLiteral("%1 does not have combat advantage against %2: %3 needs it")
                                 .arg(creatureLabel(view, attacker), creatureLabel(view, target), power.name),
                             QStringLiteral("610.1")};
    return restrictionProblem(view, attacker, power.targets, power.name, target);
}

} // namespace

std::optional<TargetProblem> singleTargetProblem(const BattleView& view, const QString& attacker,
                                                 const AttackPower& power, const QString& target)
{
    const CreatureState* victim = view.creature(target);
    const CreatureState& from = *view.creature(attacker);
    const QString name = creatureLabel(view, target);
    if (!victim->inPlay())
        return TargetProblem{QStringLiteral("%1 has been eliminated").arg(name), QStringLiteral("804.4.a")};
    const bool melee = power.kind == AttackKind::Melee;
    if (target == attacker || (!power.targets.canTargetAllies && !view.areEnemies(attacker, target)))
        return TargetProblem{QStringLiteral("%1 is not an enemy of %2").arg(name, attacker),
                             melee ? QStringLiteral("606.1") : QStringLiteral("607.3")};
    if (melee) {
        const int reach = meleeReach(*view.combatant(attacker), power);
        if (!withinDistance(view.map(), view.occupancy, from.space, victim->space, reach))
            return TargetProblem{reach > 1 ? QStringLiteral("%1 is more than %2 squares away").arg(name).arg(reach)
                                           : QStringLiteral("%1 is not adjacent").arg(name),
                                 reach > 1 ? QStringLiteral("707.10.a") : QStringLiteral("606.1")};
        const SightCheck effect = lineOfEffect(view.map(), view.occupancy, from.space, victim->space);
        if (!effect)
            return TargetProblem{QStringLiteral("no line of effect to %1 (%2)").arg(name, obstructionName(effect.obstruction)),
                                 effect.rule};
    } else {
        if (const CardFlag& close = view.combatant(target)->profile.abilities.untargetableByRangedBesideEnemy;
            power.kind == AttackKind::Ranged && close.held && !nullifiedWhileInactive(close, *victim) &&
            enemyBeside(view, target))
            return TargetProblem{
                QStringLiteral("%1 is adjacent to an enemy: it cannot be targeted by ranged attacks "
                               "there (card text)")
                    .arg(name),
                QStringLiteral("109.1")};
        const SightCheck sight = creatureSight(view, attacker, target, power.ignoresInvisible);
        if (!sight)
            return TargetProblem{QStringLiteral("%1 cannot see %2").arg(attacker, name), sight.rule};
        if (power.targets.nearest) {
            if (!nearestVisibleEnemies(view, attacker).contains(target))
                return nearestProblem(view, attacker, {target}, QStringLiteral("607.2"));
        } else if (!power.sight && !withinDistance(view.map(), view.occupancy, from.space, victim->space, power.range)) {
            return TargetProblem{QStringLiteral("%1 is beyond range %2").arg(name).arg(power.range), QStringLiteral("607.3")};
        }
    }
    return powerTargetProblem(view, attacker, power, target);
}

AreaTargets areaTargets(const BattleView& view, const QString& attacker, const AttackPower& power,
                        std::optional<Square> origin, std::optional<Square> toward,
                        std::optional<ConeDirection> direction)
{
    AreaTargets area;
    const CreatureState& from = *view.creature(attacker);
    QStringList inside;
    if (power.kind == AttackKind::Close && power.shape == AreaShape::Burst) {
        inside = creaturesWithin(view, from.space, power.areaSize, attacker); // 608.3
        area.cover = CoverMethod::CloseBurst;
        area.coverOrigin = from.space;
    } else if (power.kind == AttackKind::Close && power.shape == AreaShape::Blast) {
        if (!origin) {
            area.problem = TargetProblem{QStringLiteral("a blast needs \"origin\": the top-left square of its area"),
                                         QStringLiteral("608.7.a")};
            return area;
        }
        const Space blast{*origin, power.areaSize};
        if (blast.overlaps(from.space) || !areAdjacent(blast, from.space)) {
            area.problem = TargetProblem{QStringLiteral("the blast's area at %1 must be next to %2 and not include it")
                                             .arg(squareText(*origin), attacker),
                                         QStringLiteral("608.7")};
            return area;
        }
        // The origin square: a square of the attacker's space next to the area (608.7.a).
        for (const Square square : from.space.squares()) {
            if (areAdjacent(Space{square, 1}, blast)) {
                area.coverOrigin = Space{square, 1};
                break;
            }
        }
        area.cover = CoverMethod::CloseBlast;
        for (const CreatureState& other : view.state.creatures) {
            if (other.inPlay() && other.space.overlaps(blast)
                && lineOfEffect(view.map(), view.occupancy, area.coverOrigin, other.space))
                inside.append(other.id);
        }
    } else if (power.kind == AttackKind::Area) {
        if (!origin) {
            area.problem = TargetProblem{QStringLiteral("an area attack needs \"origin\": its origin square"),
                                         QStringLiteral("609.2")};
            return area;
        }
        const Space square{*origin, 1};
        if (!power.sight && !withinDistance(view.map(), view.occupancy, from.space, square, power.range)) {
            area.problem = TargetProblem{QStringLiteral("the origin square %1 is more than %2 squares away")
                                             .arg(squareText(*origin))
                                             .arg(power.range),
                                         QStringLiteral("609.2.a")};
            return area;
        }
        if (const SightCheck sight = squareSight(view, attacker, *origin); !sight) {
            area.problem = TargetProblem{QStringLiteral("%1 cannot see the origin square %2").arg(attacker, squareText(*origin)),
                                         sight.rule.isEmpty() ? QStringLiteral("609.2.a") : sight.rule};
            return area;
        }
        area.cover = CoverMethod::AreaRadius;
        area.coverOrigin = square;
        if (power.shape == AreaShape::Radius) {
            inside = creaturesWithin(view, square, power.areaSize, {}); // 609.3.b
        } else if (power.shape == AreaShape::None) {
            for (const CreatureState& other : view.state.creatures) {
                if (other.inPlay() && other.space.contains(*origin))
                    inside.append(other.id); // 609.3.a
            }
        } else {
            area.problem = TargetProblem{QStringLiteral("%1 is an area attack with a %2 area, which area attacks do not have")
                                             .arg(power.name, areaShapeName(power.shape).toLower()),
                                         QStringLiteral("609.3")};
            return area;
        }
    } else {
        const std::optional<GridPoint> point = origin ? std::optional<GridPoint>(GridPoint{origin->x, origin->y}) : std::nullopt;
        TemplateArea laid = layTemplate(view, attacker, power, point, toward, direction); // 608.4-608.6
        area.squares = laid.squares;
        area.problem = laid.problem;
        if (area.problem)
            return area;
        inside = laid.inside;
        area.originPoint = laid.origin;
        area.laid = laid.description;
    }
    for (const QString& id : inside) {
        if (!powerTargetProblem(view, attacker, power, id))
            area.targets.append(id);
    }
    if (power.targets.nearest)
        area.problem = nearestProblem(view, attacker, area.targets, QStringLiteral("609.4.a"));
    return area;
}

QStringList eachTargets(const BattleView& view, const QString& attacker, const AttackPower& power)
{
    QStringList targets;
    const CreatureState& from = *view.creature(attacker);
    for (const CreatureState& other : view.state.creatures) {
        if (!other.inPlay() || other.id == attacker || !view.areEnemies(attacker, other.id))
            continue;
        const bool placed = power.targets.each == TargetRestrictions::Each::AdjacentEnemy
                                ? areAdjacent(from.space, other.space)
                                : !singleTargetProblem(view, attacker, power, other.id);
        if (placed && !powerTargetProblem(view, attacker, power, other.id))
            targets.append(other.id);
    }
    return targets;
}

QStringList validTargets(const BattleView& view, const QString& attacker, const AttackPower& power)
{
    if (power.targets.each != TargetRestrictions::Each::None)
        return eachTargets(view, attacker, power);
    if (power.kind == AttackKind::Close && power.shape == AreaShape::Burst) {
        const AreaTargets area = areaTargets(view, attacker, power, std::nullopt);
        return area.problem ? QStringList{} : area.targets;
    }
    if (power.kind != AttackKind::Melee && power.kind != AttackKind::Ranged)
        return {};
    QStringList targets;
    for (const CreatureState& other : view.state.creatures) {
        if (other.inPlay() && other.id != attacker && !singleTargetProblem(view, attacker, power, other.id))
            targets.append(other.id);
    }
    return targets;
}

} // namespace ddm
